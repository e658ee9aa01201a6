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
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterator, Mapping

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

DATA_PATH = Path(__file__).resolve().parent / "data" / "equipment.json"

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class UnknownEquipment(KeyError):
    """Raised by :meth:`Catalog.get` for a name that is neither an id nor an alias."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep the message readable
        return str(self.args[0]) if self.args else "unknown equipment"


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


@dataclass(frozen=True, slots=True)
class WeaponStats:
    heat: float | None = None
    damage: Any = None  # number, or "cluster" / "variable" / "special" / "artillery"
    damage_by_range: Mapping[str, Any] = _EMPTY
    ranges: Mapping[str, int] = _EMPTY  # minimum/short/medium/long/extreme (hexes)
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
    water_ranges: Mapping[str, int] = _EMPTY
    aero_av: Mapping[str, Any] = _EMPTY
    infantry: Mapping[str, Any] = _EMPTY


@dataclass(frozen=True, slots=True)
class AmmoStats:
    ammo_type: str | None = None
    rack_size: int = 0
    shots_per_ton: float | None = None
    munition: tuple[str, ...] = ()
    kg_per_shot: float | None = None
    damage_per_shot: float | None = None
    capital: bool = False


@dataclass(frozen=True, slots=True)
class Equipment:
    id: str
    name: str
    kind: str  # weapon | ammo | misc | bomb
    short_name: str | None = None
    aliases: tuple[str, ...] = ()
    tech_base: str = "All"  # IS | Clan | All
    rules_level: str = "standard"
    rules_level_by_year: Mapping[str, str] = _EMPTY
    tech_rating: str | None = None
    availability: Mapping[str, str] = _EMPTY
    intro_year: Mapping[str, int] = _EMPTY
    extinct_year: Mapping[str, int] = _EMPTY
    reintro_year: Mapping[str, int] = _EMPTY
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
    ref: Mapping[str, Any] = _EMPTY
    errata: tuple[Mapping[str, Any], ...] = ()
    bf_abilities: tuple[str, ...] = ()
    formula: Mapping[str, Any] = _EMPTY
    weapon: WeaponStats | None = None
    ammo: AmmoStats | None = None

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


_WEAPON_FIELDS = {f for f in WeaponStats.__dataclass_fields__}
_AMMO_FIELDS = {f for f in AmmoStats.__dataclass_fields__}
_EQUIP_FIELDS = {f for f in Equipment.__dataclass_fields__}


def _make_weapon(d: Mapping[str, Any]) -> WeaponStats:
    kw = {}
    for k, v in d.items():
        if k == "class":
            kw["weapon_class"] = v
        elif k in _WEAPON_FIELDS:
            kw[k] = _freeze(v)
    return WeaponStats(**kw)


def _make_ammo(d: Mapping[str, Any]) -> AmmoStats:
    return AmmoStats(**{k: _freeze(v) for k, v in d.items() if k in _AMMO_FIELDS})


def _make_equipment(d: Mapping[str, Any]) -> Equipment:
    kw: dict[str, Any] = {}
    for k, v in d.items():
        if k == "weapon":
            kw[k] = _make_weapon(v)
        elif k == "ammo":
            kw[k] = _make_ammo(v)
        elif k == "flags":
            kw[k] = frozenset(v)
        elif k in _EQUIP_FIELDS:
            kw[k] = _freeze(v)
    return Equipment(**kw)


# ---------------------------------------------------------------------------
# Name normalisation (the decorations MegaMek's unit loaders strip)
# ---------------------------------------------------------------------------
_SIZE_RE = re.compile(r":SIZE:[0-9.]+", re.I)
_SHOTS_RE = re.compile(r":Shots\d+#", re.I)
_BA_MOUNT_RE = re.compile(r":(?:LA|RA|Body|TU|APM|OMNI|DWP|SSWM)\b", re.I)
_TRAILING_DECOR_RE = re.compile(
    r"\s*\((?:R|OMNIPOD|ARMORED|T|ST|FL|FR|RL|RR|B|Split)\)\s*$", re.I
)
_LEADING_DECOR_RE = re.compile(r"^\((?:R|B)\)\s+", re.I)


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
_PREFIXES = {
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
    """Read-only registry of all catalogued equipment."""

    __slots__ = ("_items", "_by_id", "_index", "_ammo_index", "meta")

    def __init__(self, payload: Mapping[str, Any]):
        items = tuple(_make_equipment(d) for d in payload["items"])
        self._items: tuple[Equipment, ...] = items
        self._by_id: Mapping[str, Equipment] = MappingProxyType({e.id: e for e in items})
        index: dict[str, Equipment] = {}
        # Ids first, then aliases; an id always wins over another item's alias.
        for e in items:
            index[e.id.lower()] = e
        for e in items:
            for a in e.aliases:
                index.setdefault(a.lower(), e)
                index.setdefault(a.strip().lower(), e)
        self._index: Mapping[str, Equipment] = MappingProxyType(index)
        ammo_index: dict[tuple[str, int], list[Equipment]] = {}
        for e in items:
            if e.ammo is not None and e.ammo.ammo_type and e.ammo.ammo_type != "T_NA":
                ammo_index.setdefault((e.ammo.ammo_type, e.ammo.rack_size), []).append(e)
        self._ammo_index = MappingProxyType({k: tuple(v) for k, v in ammo_index.items()})
        self.meta: Mapping[str, Any] = _freeze({k: v for k, v in payload.items() if k != "items"})

    # -- lookup --------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._index

    def items(self) -> Iterator[Equipment]:
        return iter(self._items)

    def by_id(self, item_id: str) -> Equipment:
        try:
            return self._by_id[item_id]
        except KeyError:
            raise UnknownEquipment(f"no equipment with id {item_id!r}") from None

    def get(self, name: str) -> Equipment:
        """Exact id or alias, case-insensitive.  Raises :class:`UnknownEquipment`."""
        e = self._index.get(name.lower()) if isinstance(name, str) else None
        if e is None:
            e = self._index.get(name.strip().lower()) if isinstance(name, str) else None
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

    def find(self, name: str) -> Equipment | None:
        return self._index.get(name.lower()) or self._index.get(name.strip().lower())

    def resolve(self, raw_name: str, tech_base: str | None = None) -> Equipment | None:
        """MegaMek-style tolerant lookup for names found in .mtf/.blk files.

        1. exact id/alias; 2. after stripping decorations (see
        :func:`normalize_name`); 3. with a tech-base prefix, the unit's own
        tech base first (``IS ``, ``IS`` or ``Clan ``, ``CL``).
        Returns ``None`` when nothing matches.
        """
        if not raw_name:
            return None
        e = self.find(raw_name)
        if e is not None:
            return e
        name = normalize_name(raw_name)
        if not name:
            return None
        e = self.find(name)
        if e is not None:
            return e
        for p in _prefix_order(tech_base):
            e = self._index.get((p + name).lower())
            if e is not None:
                return e
        return None

    # -- pairing -------------------------------------------------------------
    def ammo_for(self, weapon: Equipment | str) -> tuple[Equipment, ...]:
        """Ammunition bins usable by ``weapon``: same ammo type and rack size,
        tech base compatible (a Clan weapon takes Clan or All-tech ammo)."""
        w = self.get(weapon) if isinstance(weapon, str) else weapon
        if w.weapon is None or not w.weapon.ammo_type or w.weapon.ammo_type == "T_NA":
            return ()
        cands = self._ammo_index.get((w.weapon.ammo_type, w.weapon.rack_size), ())
        return tuple(a for a in cands if _tech_compatible(w.tech_base, a.tech_base))

    def weapons_for(self, ammo: Equipment | str) -> tuple[Equipment, ...]:
        a = self.get(ammo) if isinstance(ammo, str) else ammo
        if a.ammo is None or not a.ammo.ammo_type:
            return ()
        key = (a.ammo.ammo_type, a.ammo.rack_size)
        return tuple(
            w
            for w in self._items
            if w.weapon is not None
            and (w.weapon.ammo_type, w.weapon.rack_size) == key
            and _tech_compatible(w.tech_base, a.tech_base)
        )


def _tech_compatible(weapon_tb: str, ammo_tb: str) -> bool:
    return weapon_tb == "All" or ammo_tb == "All" or weapon_tb == ammo_tb


_CATALOG: Catalog | None = None
_LOCK = threading.Lock()


def catalog() -> Catalog:
    """The process-wide catalog, loaded from equipment.json on first call."""
    global _CATALOG
    if _CATALOG is None:
        with _LOCK:
            if _CATALOG is None:
                with open(DATA_PATH, "rb") as fh:
                    payload = json.loads(fh.read())
                _CATALOG = Catalog(payload)
    return _CATALOG
