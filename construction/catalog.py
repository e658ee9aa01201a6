"""Immutable weapons / ammunition / equipment registry.

The data lives in ``construction/data/equipment.json``; it is produced by
``tools/build_catalog.py`` (never edit it by hand).  The file is read once, on
first use, and turned into frozen dataclasses.  Nothing here reads the shared
reference tree.

Lookup API::

    from construction.catalog import catalog
    cat = catalog()
    cat.get("ISERLargeLaser")            # exact id or alias, case-insensitive
    cat.resolve("CLERMediumLaser (T)")   # MegaMek-style tolerant lookup
    cat.resolve("Endo Steel", tech_base="Clan")
    cat.ammo_for(cat.get("ISAC20"))
    cat.weapons_for(cat.get("IS Ammo AC/20"))
"""
from __future__ import annotations

import json
import marshal
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Iterator, Mapping, Optional
from . import native
from .errors import UnknownEquipment
from .frozen import CONTAINERS as _CONTAINERS, freeze as _freeze

__all__ = [
    "AmmoStats",
    "Catalog",
    "Equipment",
    "UnknownEquipment",
    "WeaponStats",
    "catalog",
    "normalize_name",
    "DATA_PATH",
]

DATA_PATH: Final = Path(__file__).resolve().parent / "data" / "equipment.json"

_EMPTY: Final[Mapping[str, Any]] = MappingProxyType({})


def _empty() -> Mapping[str, Any]:
    return _EMPTY


@dataclass(frozen=True, slots=True, init=False)
class WeaponStats:
    heat: float | None = None
    damage: Any = None  # number, or "cluster" / "variable" / "special" / "artillery"
    damage_by_range: Mapping[str, Any] = field(default_factory=_empty)
    ranges: Mapping[str, int] = field(default_factory=_empty)  # minimum/short/medium/long/extreme (hexes)
    rack_size: int = 0
    ammo_type: str | None = None
    type_codes: tuple[str, ...] = ()
    weapon_class: str | None = None  # JSON key "class"
    to_hit_modifier: int = 0
    tc_eligible: bool = False
    one_shot: bool = False
    streak: bool = False
    ultra: bool = False
    rotary: bool = False
    cluster: bool = False
    capital: bool = False
    sub_capital: bool = False
    water_ranges: Mapping[str, int] = field(default_factory=_empty)
    aero_av: Mapping[str, Any] = field(default_factory=_empty)
    infantry: Mapping[str, Any] = field(default_factory=_empty)

    def __init__(self, heat: float | None = None, damage: Any = None,
                 damage_by_range: Optional[Mapping[str, Any]] = None, ranges: Optional[Mapping[str, int]] = None,
                 rack_size: int = 0, ammo_type: str | None = None, type_codes: tuple[str, ...] = (),
                 weapon_class: str | None = None, to_hit_modifier: int = 0, tc_eligible: bool = False,
                 one_shot: bool = False, streak: bool = False, ultra: bool = False, rotary: bool = False,
                 cluster: bool = False, capital: bool = False, sub_capital: bool = False,
                 water_ranges: Optional[Mapping[str, int]] = None, aero_av: Optional[Mapping[str, Any]] = None,
                 infantry: Optional[Mapping[str, Any]] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "heat", heat)
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "damage_by_range", _empty() if damage_by_range is None else damage_by_range)
        object.__setattr__(self, "ranges", _empty() if ranges is None else ranges)
        object.__setattr__(self, "rack_size", rack_size)
        object.__setattr__(self, "ammo_type", ammo_type)
        object.__setattr__(self, "type_codes", type_codes)
        object.__setattr__(self, "weapon_class", weapon_class)
        object.__setattr__(self, "to_hit_modifier", to_hit_modifier)
        object.__setattr__(self, "tc_eligible", tc_eligible)
        object.__setattr__(self, "one_shot", one_shot)
        object.__setattr__(self, "streak", streak)
        object.__setattr__(self, "ultra", ultra)
        object.__setattr__(self, "rotary", rotary)
        object.__setattr__(self, "cluster", cluster)
        object.__setattr__(self, "capital", capital)
        object.__setattr__(self, "sub_capital", sub_capital)
        object.__setattr__(self, "water_ranges", _empty() if water_ranges is None else water_ranges)
        object.__setattr__(self, "aero_av", _empty() if aero_av is None else aero_av)
        object.__setattr__(self, "infantry", _empty() if infantry is None else infantry)


@dataclass(frozen=True, slots=True, init=False)
class AmmoStats:
    ammo_type: str | None = None
    rack_size: int = 0
    shots_per_ton: float | None = None
    munition: tuple[str, ...] = ()
    kg_per_shot: float | None = None
    damage_per_shot: float | None = None
    capital: bool = False

    def __init__(self, ammo_type: str | None = None, rack_size: int = 0, shots_per_ton: float | None = None,
                 munition: tuple[str, ...] = (), kg_per_shot: float | None = None,
                 damage_per_shot: float | None = None, capital: bool = False) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "ammo_type", ammo_type)
        object.__setattr__(self, "rack_size", rack_size)
        object.__setattr__(self, "shots_per_ton", shots_per_ton)
        object.__setattr__(self, "munition", munition)
        object.__setattr__(self, "kg_per_shot", kg_per_shot)
        object.__setattr__(self, "damage_per_shot", damage_per_shot)
        object.__setattr__(self, "capital", capital)


@dataclass(frozen=True, slots=True, init=False)
class Equipment:
    id: str
    name: str
    kind: str  # weapon | ammo | misc | bomb
    short_name: str | None = None
    aliases: tuple[str, ...] = ()
    tech_base: str = "All"  # IS | Clan | All
    rules_level: str = "standard"
    rules_level_by_year: Mapping[str, str] = field(default_factory=_empty)
    tech_rating: str | None = None
    availability: Mapping[str, str] = field(default_factory=_empty)
    intro_year: Mapping[str, int] = field(default_factory=_empty)
    extinct_year: Mapping[str, int] = field(default_factory=_empty)
    reintro_year: Mapping[str, int] = field(default_factory=_empty)
    tonnage: float | None = None
    tonnage_rule: str | None = None
    slots: int | None = None
    slots_rule: str | None = None
    vehicle_slots: int | None = None
    support_vehicle_slots: int | None = None
    cost: float | None = None
    cost_rule: str | None = None
    bv: float | None = None
    bv_rule: str | None = None
    defensive_bv: bool = False
    explosive: bool = False
    omnipod: bool = True
    hittable: bool = True
    spreadable: bool = False
    variable_size: bool = False
    size_step: float | None = None
    size_max: float | None = None
    to_hit_modifier: int = 0
    mountable_on: tuple[str, ...] = ()
    mech_locations: tuple[str, ...] | None = None
    omni_arm_restrict: bool | None = None
    flags: frozenset[str] = frozenset()
    modes: tuple[str, ...] = ()
    ref: Mapping[str, Any] = field(default_factory=_empty)
    errata: tuple[Mapping[str, Any], ...] = ()
    bf_abilities: tuple[str, ...] = ()
    formula: Mapping[str, Any] = field(default_factory=_empty)
    weapon: WeaponStats | None = None
    ammo: AmmoStats | None = None

    def __init__(self, id: str, name: str, kind: str, short_name: str | None = None, aliases: tuple[str, ...] = (),
                 tech_base: str = 'All', rules_level: str = 'standard',
                 rules_level_by_year: Optional[Mapping[str, str]] = None, tech_rating: str | None = None,
                 availability: Optional[Mapping[str, str]] = None, intro_year: Optional[Mapping[str, int]] = None,
                 extinct_year: Optional[Mapping[str, int]] = None,
                 reintro_year: Optional[Mapping[str, int]] = None, tonnage: float | None = None,
                 tonnage_rule: str | None = None, slots: int | None = None, slots_rule: str | None = None,
                 vehicle_slots: int | None = None, support_vehicle_slots: int | None = None,
                 cost: float | None = None, cost_rule: str | None = None, bv: float | None = None,
                 bv_rule: str | None = None, defensive_bv: bool = False, explosive: bool = False,
                 omnipod: bool = True, hittable: bool = True, spreadable: bool = False,
                 variable_size: bool = False, size_step: float | None = None, size_max: float | None = None,
                 to_hit_modifier: int = 0, mountable_on: tuple[str, ...] = (),
                 mech_locations: tuple[str, ...] | None = None, omni_arm_restrict: bool | None = None,
                 flags: frozenset[str] = frozenset(), modes: tuple[str, ...] = (),
                 ref: Optional[Mapping[str, Any]] = None, errata: tuple[Mapping[str, Any], ...] = (),
                 bf_abilities: tuple[str, ...] = (), formula: Optional[Mapping[str, Any]] = None,
                 weapon: WeaponStats | None = None, ammo: AmmoStats | None = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "short_name", short_name)
        object.__setattr__(self, "aliases", aliases)
        object.__setattr__(self, "tech_base", tech_base)
        object.__setattr__(self, "rules_level", rules_level)
        object.__setattr__(self, "rules_level_by_year", _empty() if rules_level_by_year is None else rules_level_by_year)
        object.__setattr__(self, "tech_rating", tech_rating)
        object.__setattr__(self, "availability", _empty() if availability is None else availability)
        object.__setattr__(self, "intro_year", _empty() if intro_year is None else intro_year)
        object.__setattr__(self, "extinct_year", _empty() if extinct_year is None else extinct_year)
        object.__setattr__(self, "reintro_year", _empty() if reintro_year is None else reintro_year)
        object.__setattr__(self, "tonnage", tonnage)
        object.__setattr__(self, "tonnage_rule", tonnage_rule)
        object.__setattr__(self, "slots", slots)
        object.__setattr__(self, "slots_rule", slots_rule)
        object.__setattr__(self, "vehicle_slots", vehicle_slots)
        object.__setattr__(self, "support_vehicle_slots", support_vehicle_slots)
        object.__setattr__(self, "cost", cost)
        object.__setattr__(self, "cost_rule", cost_rule)
        object.__setattr__(self, "bv", bv)
        object.__setattr__(self, "bv_rule", bv_rule)
        object.__setattr__(self, "defensive_bv", defensive_bv)
        object.__setattr__(self, "explosive", explosive)
        object.__setattr__(self, "omnipod", omnipod)
        object.__setattr__(self, "hittable", hittable)
        object.__setattr__(self, "spreadable", spreadable)
        object.__setattr__(self, "variable_size", variable_size)
        object.__setattr__(self, "size_step", size_step)
        object.__setattr__(self, "size_max", size_max)
        object.__setattr__(self, "to_hit_modifier", to_hit_modifier)
        object.__setattr__(self, "mountable_on", mountable_on)
        object.__setattr__(self, "mech_locations", mech_locations)
        object.__setattr__(self, "omni_arm_restrict", omni_arm_restrict)
        object.__setattr__(self, "flags", flags)
        object.__setattr__(self, "modes", modes)
        object.__setattr__(self, "ref", _empty() if ref is None else ref)
        object.__setattr__(self, "errata", errata)
        object.__setattr__(self, "bf_abilities", bf_abilities)
        object.__setattr__(self, "formula", _empty() if formula is None else formula)
        object.__setattr__(self, "weapon", weapon)
        object.__setattr__(self, "ammo", ammo)

    # -- convenience -------------------------------------------------------
    def has_flag(self, flag: str) -> bool:
        return flag in self.flags

    @property
    def is_weapon(self) -> bool:
        return self.kind == "weapon"

    @property
    def is_ammo(self) -> bool:
        return self.kind in ("ammo", "bomb") and self.ammo is not None

    @property
    def variable_tonnage(self) -> bool:
        return self.tonnage is None


# Each class's field names, name -> the same name as the class spells it.
# The keyword arguments below are named by these very strings, which Python
# matches to the parameters by identity; the JSON's own key strings (equal,
# not the same objects) would be compared letter by letter with every
# parameter name of a class of some forty fields.
_WEAPON_FIELDS: Final = {f: f for f in WeaponStats.__dataclass_fields__}
_AMMO_FIELDS: Final = {f: f for f in AmmoStats.__dataclass_fields__}
_EQUIP_FIELDS: Final = {f: f for f in Equipment.__dataclass_fields__}


def _make_weapon(d: Mapping[str, Any]) -> WeaponStats:
    kw = {}
    for k, v in d.items():
        if k == "class":
            kw["weapon_class"] = v
        elif k in _WEAPON_FIELDS:
            kw[_WEAPON_FIELDS[k]] = _freeze(v) if type(v) in _CONTAINERS else v
    return WeaponStats(**kw)


def _make_ammo(d: Mapping[str, Any]) -> AmmoStats:
    return AmmoStats(**{_AMMO_FIELDS[k]: _freeze(v) if type(v) in _CONTAINERS else v
                        for k, v in d.items() if k in _AMMO_FIELDS})


def _make_equipment(d: Mapping[str, Any]) -> Equipment:
    kw: dict[str, Any] = {}
    for k, v in d.items():
        if k == "weapon":
            kw["weapon"] = _make_weapon(v)
        elif k == "ammo":
            kw["ammo"] = _make_ammo(v)
        elif k == "flags":
            kw["flags"] = frozenset(v)
        elif k in _EQUIP_FIELDS:
            kw[_EQUIP_FIELDS[k]] = _freeze(v) if type(v) in _CONTAINERS else v
    return Equipment(**kw)


# ---------------------------------------------------------------------------
# Name normalisation (the decorations MegaMek's unit loaders strip)
# ---------------------------------------------------------------------------
_SIZE_RE: Final = re.compile(r":SIZE:[0-9.]+", re.I)
_SHOTS_RE: Final = re.compile(r":Shots\d+#", re.I)
_BA_MOUNT_RE: Final = re.compile(r":(?:LA|RA|Body|TU|APM|OMNI|DWP|SSWM)\b", re.I)
_TRAILING_DECOR_RE: Final = re.compile(
    r"\s*\((?:R|OMNIPOD|ARMORED|T|ST|FL|FR|RL|RR|B|Split)\)\s*$", re.I
)
_LEADING_DECOR_RE: Final = re.compile(r"^\((?:R|B)\)\s+", re.I)


def normalize_name(raw: str) -> str:
    """Strip mount decorations from a unit-file equipment name.

    Removes ``:SIZE:<n>``, ``:Shots<n>#``, battle-armor mount suffixes, and any
    number of trailing ``(R)``, ``(OMNIPOD)``, ``(ARMORED)``, ``(T)``, ``(ST)``,
    ``(FL)/(FR)/(RL)/(RR)``, ``(B)``, ``(Split)`` tags, plus a leading
    ``(R) `` / ``(B) ``.  Whitespace is trimmed.  Case is preserved.
    """
    s = raw.strip()
    s = _SIZE_RE.sub("", s)
    s = _SHOTS_RE.sub("", s)
    s = _BA_MOUNT_RE.sub("", s)
    s = _LEADING_DECOR_RE.sub("", s)
    prev = None
    while prev != s:
        prev = s
        s = _TRAILING_DECOR_RE.sub("", s).strip()
    return s


# Tech-base prefixes tried, in order, when a stripped name is still unknown.
# The spaced forms ("IS ", "Clan ") come first because that is how MegaMek
# spells its long aliases ("IS Endo Steel", "Clan Ferro-Fibrous"); the bare
# forms ("IS", "CL") cover the compact internal names ("ISMASC", "CLMASC").
# The unit's own tech base is tried before the other one, so a Clan 'Mech's
# "Endo Steel" resolves to Clan Endo Steel, never to the IS item.
_PREFIXES: Final = {
    "IS": ("IS ", "IS"),
    "Clan": ("Clan ", "CL"),
}


def _prefix_order(tech_base: str | None) -> tuple[str, ...]:
    tb = _canon_tech_base(tech_base)
    if tb == "Clan":
        return _PREFIXES["Clan"] + _PREFIXES["IS"]
    return _PREFIXES["IS"] + _PREFIXES["Clan"]


def _canon_tech_base(tb: str | None) -> str | None:
    if tb is None:
        return None
    t = tb.strip().lower()
    if t.startswith("clan") or t in ("cl", "c"):
        return "Clan"
    if t.startswith("inner") or t in ("is", "i"):
        return "IS"
    if t.startswith("mixed"):
        # "Mixed (IS Chassis)" / "Mixed (Clan Chassis)"
        return "Clan" if "clan" in t else "IS"
    return None


class Catalog:
    """Read-only registry of all catalogued equipment.

    The JSON rows are indexed at load time; the frozen :class:`Equipment`
    objects are built on first access to each item and then cached, which
    keeps start-up cheap (only reading the table plus a name index).  The
    compiled build's copy of the table (:func:`runtime_copy`, read by
    :func:`_read_payload` where fresh) holds the indexes made already and
    each row as its own marshal bytes, read when its item is first built
    (a corpus run builds about a third of the items).
    """

    __slots__ = ("_raw", "_objs", "_ids", "_index", "_ammo_index", "_kinds", "_lock", "meta")

    def __init__(self, payload: Mapping[str, Any]):
        if COPY_ROWS in payload:  # runtime_copy's form: the indexes made, each row its marshal bytes
            raw: list[Any] = payload[COPY_ROWS]
            made: Mapping[str, Any] = payload
            meta = payload["meta"]
        else:
            raw = payload["items"]
            made = _indexes(raw)
            meta = _table_meta(payload)
        self._raw: list[Any] = raw
        self._objs: list[Equipment | None] = [None] * len(raw)
        self._lock = threading.Lock()
        self._ids: dict[str, int] = made["ids"]
        self._index: dict[str, int] = made["index"]
        self._ammo_index: dict[tuple[str, int], list[int]] = made["ammo_index"]
        self._kinds: list[tuple[str, tuple[str, ...]]] = made["kinds"]  # for having()
        self.meta: Mapping[str, Any] = _freeze(meta)

    def _row(self, i: int) -> dict:
        """Row ``i`` of the table (read from its marshal bytes each time when
        the catalog came from the build's copy: a row is read to build its
        item, which is kept, and by the rare scans of the whole table; a
        row kept as well, made among the objects of whichever unit first
        needed it, would pin the allocator's memory: ~8 MB more at the end of
        a corpus run)."""
        row = self._raw[i]
        return marshal.loads(row) if type(row) is bytes else row

    def _obj(self, i: int) -> Equipment:
        e = self._objs[i]
        if e is None:
            e = _make_equipment(self._row(i))
            with self._lock:
                if self._objs[i] is None:
                    self._objs[i] = e
                e = self._objs[i]
                assert e is not None  # set just above if no other thread had
        return e

    # -- lookup --------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._raw)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._index

    def items(self) -> Iterator[Equipment]:
        return (self._obj(i) for i in range(len(self._raw)))

    def having(self, kind: str, flag: str, lacking: str = "") -> Iterator[Equipment]:
        """The items of ``kind`` that carry ``flag`` (and not ``lacking``), in
        catalog order; only those are built (and their rows read), not every item."""
        for i, (row_kind, flags) in enumerate(self._kinds):
            if row_kind == kind and flag in flags and (not lacking or lacking not in flags):
                yield self._obj(i)

    def by_id(self, item_id: str) -> Equipment:
        try:
            return self._obj(self._ids[item_id])
        except KeyError:
            raise UnknownEquipment(f"no equipment with id {item_id!r}") from None

    def find(self, name: str) -> Equipment | None:
        """Exact id or alias, case-insensitive; ``None`` when unknown."""
        if not isinstance(name, str):
            return None
        i = self._index.get(name.lower())
        if i is None:
            i = self._index.get(name.strip().lower())
            if i is None:
                return None
        return self._objs[i] or self._obj(i)  # built on first use (see _obj)

    def get(self, name: str) -> Equipment:
        """Exact id or alias, case-insensitive.  Raises :class:`UnknownEquipment`."""
        e = self.find(name)
        if e is None:
            hint = ""
            if isinstance(name, str):
                r = self.resolve(name)
                if r is not None:
                    hint = f"; did you mean {r.id!r} (use resolve() for unit-file names)?"
            raise UnknownEquipment(
                f"unknown equipment {name!r}: not an id or alias in the catalog{hint}"
            )
        return e

    def resolve(self, raw_name: str, tech_base: str | None = None) -> Equipment | None:
        """MegaMek-style tolerant lookup for names found in .mtf/.blk files.

        1. exact id/alias; 2. after stripping decorations (see
        :func:`normalize_name`); 3. with a tech-base prefix, the unit's own
        tech base first (``IS ``, ``IS`` or ``Clan ``, ``CL``); 4. for the
        loader-only forms, the first half of a double ammo slot ``A|B`` and a
        ProtoMek/BA shot count suffix ``(10)``.  Returns ``None`` when nothing
        matches.
        """
        if not raw_name or not isinstance(raw_name, str):
            return None
        e = self.find(raw_name)
        if e is not None:
            return e
        name = normalize_name(raw_name)
        if not name:
            return None
        e = self._resolve_stripped(name, tech_base)
        if e is not None:
            return e
        if "|" in name:
            return self.resolve(name.split("|", 1)[0], tech_base)
        m = _SHOT_COUNT_RE.match(name)
        if m:
            return self._resolve_stripped(m.group(1), tech_base)
        if "mek" in name.lower():
            # MegaMek's 2024 renaming ("Mek Mortar", "ProtoMek ..."): the
            # same item under its older "Mech" name
            from .components import mek_to_mech

            return self.resolve(mek_to_mech(name), tech_base)
        return None

    def _resolve_stripped(self, name: str, tech_base: str | None) -> Equipment | None:
        e = self.find(name)
        if e is not None:
            return e
        for p in _prefix_order(tech_base):
            i = self._index.get((p + name).lower())
            if i is not None:
                return self._obj(i)
        return None

    # -- pairing -------------------------------------------------------------
    def ammo_for(self, weapon: Equipment | str) -> tuple[Equipment, ...]:
        """Ammunition bins usable by ``weapon``: same ammo type and rack size,
        tech base compatible (a Clan weapon takes Clan or All-tech ammo)."""
        w = self.get(weapon) if isinstance(weapon, str) else weapon
        if w.weapon is None or not w.weapon.ammo_type:
            return ()
        cands = self._ammo_index.get((w.weapon.ammo_type, w.weapon.rack_size), ())
        out = (self._obj(i) for i in cands)
        return tuple(a for a in out if _tech_compatible(w.tech_base, a.tech_base))

    def weapons_for(self, ammo: Equipment | str) -> tuple[Equipment, ...]:
        a = self.get(ammo) if isinstance(ammo, str) else ammo
        if a.ammo is None or not a.ammo.ammo_type:
            return ()
        key = (a.ammo.ammo_type, a.ammo.rack_size)
        out = []
        for i in range(len(self._raw)):
            w = self._row(i).get("weapon")
            if w and (w.get("ammo_type"), w.get("rack_size", 0)) == key:
                e = self._obj(i)
                if _tech_compatible(e.tech_base, a.tech_base):
                    out.append(e)
        return tuple(out)


_SHOT_COUNT_RE: Final = re.compile(r"^(.*\S)\s*\(\d+\)$")


def _tech_compatible(weapon_tb: str, ammo_tb: str) -> bool:
    return weapon_tb == "All" or ammo_tb == "All" or weapon_tb == ammo_tb


_CATALOG: Catalog | None = None
_LOCK: Final = threading.Lock()

# The keys of equipment.json's rows that say where a value came from (the
# registry updates that changed it, the source it was learned from, notes
# for a reader).  Nothing at run time reads them, so the compiled build's
# copy of the table leaves them out (tools/build_native.py).
PROVENANCE_KEYS: Final = frozenset({"updates", "learned_from", "notes"})
DATA_REL: Final = "construction/data/equipment.json"  # DATA_PATH as the build's manifest names it


def _indexes(rows: list[dict]) -> dict[str, Any]:
    """The catalog's indexes of the table's rows (row numbers): by id, by
    name (ids, then aliases, case-insensitive), ammunition by (ammo type,
    rack size), and each row's kind and flags."""
    ids: dict[str, int] = {}
    index: dict[str, int] = {}
    for i, d in enumerate(rows):
        ids[d["id"]] = i
        index[d["id"].lower()] = i
    # Ids first, then aliases; an id always wins over another item's alias.
    for i, d in enumerate(rows):
        for a in d.get("aliases", ()):
            la = a.lower()
            if la not in index:
                index[la] = i
            sa = la.strip()
            if sa not in index:
                index[sa] = i
    ammo_index: dict[tuple[str, int], list[int]] = {}
    for i, d in enumerate(rows):
        am = d.get("ammo")
        if am and am.get("ammo_type") and am["ammo_type"] != "T_NA":
            ammo_index.setdefault((am["ammo_type"], am.get("rack_size", 0)), []).append(i)
    kinds = [(d.get("kind", ""), tuple(d.get("flags", ()))) for d in rows]
    return {"ids": ids, "index": index, "ammo_index": ammo_index, "kinds": kinds}


def _table_meta(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The table's keys besides its rows."""
    return {k: v for k, v in payload.items() if k != "items"}


def runtime_payload(payload: Mapping[str, Any]) -> dict[str, Any]:
    """equipment.json's payload without the provenance keys of its rows:
    what the build copies (a Catalog of it answers as one of the file)."""
    items = [{k: v for k, v in d.items() if k not in PROVENANCE_KEYS} for d in payload["items"]]
    return {**payload, "items": items}


COPY_ROWS: Final = "rows_marshal"  # the key of the rows in runtime_copy's form


def runtime_copy(payload: Mapping[str, Any]) -> dict[str, Any]:
    """What the compiled build keeps of equipment.json (construction/native.py):
    the table's indexes (:func:`_indexes`), its other keys, and each row
    (without its provenance keys, :func:`runtime_payload`) as its own
    marshal bytes, so that loading the copy reads no row until one is
    asked for."""
    rows = runtime_payload(payload)["items"]
    return {"meta": _table_meta(payload), **_indexes(rows), COPY_ROWS: [marshal.dumps(row) for row in rows]}


def _read_payload() -> dict[str, Any]:
    """equipment.json's payload: the compiled build's marshal copy when it
    was made from the file as it is (construction/native.py), else the file."""
    with open(DATA_PATH, "rb") as fh:
        content = fh.read()
    copy = native.data_copy(DATA_REL, content)
    return copy if copy is not None else json.loads(content)


def catalog() -> Catalog:
    """The process-wide catalog, loaded from equipment.json on first call."""
    global _CATALOG
    found = _CATALOG
    if found is None:
        with _LOCK:
            # read again into a local: another thread may have loaded it
            # while this one waited (tests/test_first_load_race.py)
            found = _CATALOG
            if found is None:
                found = _CATALOG = Catalog(_read_payload())
    return found
