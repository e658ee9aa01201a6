"""BattleMech structural component rules, loaded from JSON data.

The JSON files in ``construction/data/components/`` hold the rule tables (engines,
gyros, cockpits, internal structure, armor, heat sinks, myomer/enhancements, jump
jets, actuators, tonnage classes).  This module reads them once, on first use, into
an immutable registry of frozen dataclasses and offers the lookups the validator and
the BV calculator need.  Every returned component carries ``ref`` (book/page) and
``errata`` so that messages can cite the rule.

Name matching is case-insensitive, ignores spacing around parentheses and accepts the
MegaMek ``.mtf`` spellings.  Unknown names raise :class:`UnknownComponent` (a
``KeyError``).
"""
from __future__ import annotations

import json
import math
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Mapping, Optional, Tuple
from .errors import UnknownComponent
from .frozen import freeze as _freeze
from .rounding import round_half_up, round_up_to_half_ton

DATA_DIR: Final = Path(__file__).resolve().parent / "data" / "components"

__all__ = [
    "UnknownComponent", "Ref", "Errata", "EngineType", "Gyro", "Cockpit", "StructureType",
    "ArmorType", "HeatSinkType", "Myomer", "JumpJetType", "registry",
    "engine_type", "parse_engine", "engine_weight", "engine_slots", "engine_free_heat_sinks",
    "engine_integral_heat_sinks", "standard_engine_weight", "primitive_engine_rating",
    "gyro", "gyro_weight", "gyro_slots", "cockpit", "structure", "structure_weight", "structure_slots",
    "internal_structure", "max_armor", "armor", "armor_points_per_ton", "armor_weight", "armor_slots",
    "heat_sink_type", "myomer", "enhancement_weight", "enhancement_slots", "masc_weight",
    "jump_jet", "jump_jet_weight", "weight_class", "is_superheavy", "legal_tonnage",
    "tech_base_of", "family_data",
]


# --------------------------------------------------------------------------- helpers


_SPACES: Final = re.compile(r"\s+")
_OPEN: Final = re.compile(r"\s*\(\s*")
_CLOSE: Final = re.compile(r"\s*\)\s*")
_NORMED: Final[dict] = {}  # name -> key: the same few hundred names are looked up for every design


def _norm(name: str) -> str:
    """The lookup key of a name: lower case, single spaces, no spaces around
    parentheses."""
    key = _NORMED.get(name) if type(name) is str else None
    if key is None:
        s = str(name).strip().lower()
        s = _SPACES.sub(" ", s)
        s = _OPEN.sub("(", s)
        key = _CLOSE.sub(")", s).strip()
        if type(name) is str and len(_NORMED) < 8192:
            _NORMED[name] = key
    return key


@dataclass(frozen=True, init=False)
class Ref:
    book: str
    page: Any
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def __init__(self, book: str, page: Any, extra: Optional[Mapping[str, Any]] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "book", book)
        object.__setattr__(self, "page", page)
        object.__setattr__(self, "extra", MappingProxyType({}) if extra is None else extra)

    def __str__(self) -> str:
        return f"{self.book} p. {self.page}"


@dataclass(frozen=True)
class Errata:
    doc: str
    page: str
    change: str

    def __str__(self) -> str:
        return f"{self.doc}, {self.page}: {self.change}"


def _ref(d: Optional[Mapping[str, Any]]) -> Optional[Ref]:
    if not d:
        return None
    extra = {k: v for k, v in d.items() if k not in ("book", "page")}
    return Ref(d["book"], d["page"], MappingProxyType(extra))


def _errata(lst) -> Tuple[Errata, ...]:
    return tuple(Errata(e["doc"], e["page"], e["change"]) for e in (lst or ()))


def tech_base_of(unit_tech_base: Optional[str]) -> Tuple[Optional[str], bool]:
    """Normalise a unit tech base string -> ("IS" | "Clan" | None, is_mixed)."""
    if unit_tech_base is None:
        return None, False
    t = _norm(unit_tech_base)
    mixed = t.startswith("mixed")
    if "clan" in t:
        return "Clan", mixed
    if t in ("is", "inner sphere", "innersphere") or "inner sphere" in t or "is chassis" in t or t.startswith("is"):
        return "IS", mixed
    return None, mixed


# --------------------------------------------------------------------------- dataclasses

@dataclass(frozen=True)
class _Component:
    id: str
    name: str
    tech_base: str
    rules_level: str
    intro: Mapping[str, int]
    aliases: Tuple[str, ...]
    ref: Ref
    errata: Tuple[Errata, ...]
    notes: Optional[str]
    raw: Mapping[str, Any]

    @property
    def citation(self) -> str:
        s = str(self.ref)
        if self.errata:
            s += "; " + "; ".join(f"{e.doc} {e.page}" for e in self.errata)
        return s


@dataclass(frozen=True)
class EngineType(_Component):
    clan_engine: bool
    large: bool
    fusion: bool
    weight_rule: str
    multiplier: float
    min_weight: Optional[float]
    ct_slots: int
    side_torso_slots: int
    ct_slots_superheavy: int
    side_torso_slots_superheavy: int
    free_heat_sinks: int
    free_heat_sinks_industrialmech: int
    bv_multiplier: float
    bv_ref: Optional[Ref]

    @property
    def primitive(self) -> bool:
        return self.weight_rule == "primitive_rating_then_table"


@dataclass(frozen=True)
class Gyro(_Component):
    multiplier: float
    slots: int
    slots_superheavy: int
    bv_multiplier: float
    superheavy_only: bool


@dataclass(frozen=True)
class Cockpit(_Component):
    weight: float
    head_slots: Tuple[Optional[str], ...]
    other_slots: Mapping[str, Tuple[str, ...]]
    bv_multiplier: float
    offensive_bv_multiplier: float
    industrial: bool
    superheavy_only: bool
    tripod_only: bool
    quadvee_only: bool


@dataclass(frozen=True)
class StructureType(_Component):
    weight_fraction: float
    slots_is: Optional[int]
    slots_clan: Optional[int]
    bv_multiplier: float
    battlemech: bool
    industrialmech: bool

    @property
    def slots(self) -> int:
        return self.slots_is if self.slots_is is not None else (self.slots_clan or 0)


@dataclass(frozen=True)
class ArmorType(_Component):
    points_multiplier: Optional[float]
    slots_is: Optional[int]
    slots_clan: Optional[int]
    bv_multiplier: Optional[float]
    battlemech: bool
    industrialmech: bool
    patchwork: bool

    @property
    def points_per_ton(self) -> Optional[float]:
        return None if self.points_multiplier is None else 16 * self.points_multiplier

    @property
    def slots(self) -> int:
        return self.slots_is if self.slots_is is not None else (self.slots_clan or 0)


@dataclass(frozen=True)
class HeatSinkType(_Component):
    weight: float
    slots: int
    dissipation: int
    crit_names: Tuple[str, ...]
    no_mixing: bool


@dataclass(frozen=True)
class Myomer(_Component):
    kind: str
    weight: Mapping[str, Any]
    slots: Any
    crit_names: Tuple[str, ...]
    incompatible_with: Tuple[str, ...]


@dataclass(frozen=True)
class JumpJetType(_Component):
    weight_by_class: Tuple[Mapping[str, Any], ...]
    slots: Any
    mp_limit: Optional[str]
    crit_names: Tuple[str, ...]


# --------------------------------------------------------------------------- registry

@dataclass(frozen=True)
class _Family:
    by_id: Mapping[str, Any]
    by_alias: Mapping[str, str]
    generic: Mapping[str, Mapping[str, str]]  # alias -> {"IS": id, "Clan": id}


@dataclass(frozen=True)
class Registry:
    engines: _Family
    gyros: _Family
    cockpits: _Family
    structures: _Family
    armors: _Family
    heat_sinks: _Family
    myomers: _Family
    jump_jets: _Family
    engine_table: Mapping[int, float]
    internal_structure: Mapping[int, Mapping[str, int]]
    files: Mapping[str, Mapping[str, Any]]


def _common(e: Mapping[str, Any]) -> dict:
    return dict(id=e["id"], name=e["name"], tech_base=e.get("tech_base", "IS/Clan"),
                rules_level=e.get("rules_level", ""), intro=_freeze(e.get("intro", {})),
                aliases=tuple(e.get("aliases", ())), ref=_ref(e["ref"]), errata=_errata(e.get("errata")),
                notes=e.get("notes"), raw=_freeze(e))


def _family(items, make) -> _Family:
    by_id: dict[str, Any] = {}
    by_alias: dict[str, str] = {}
    generic: dict[str, dict[str, str]] = {}
    for e in items:
        obj = make(e)
        by_id[obj.id] = obj
        for a in (obj.id, obj.name, *obj.aliases, *e.get("crit_names", ())):
            by_alias.setdefault(_norm(a), obj.id)
        tb = e.get("tech_base", "")
        for g in e.get("generic_alias", ()):
            slot = generic.setdefault(_norm(g), {})
            for t in ("IS", "Clan"):
                if t in tb.split("/"):
                    slot.setdefault(t, obj.id)
    return _Family(MappingProxyType(by_id), MappingProxyType(by_alias),
                   MappingProxyType({k: MappingProxyType(v) for k, v in generic.items()}))


def _load() -> Registry:
    files = {}
    for p in sorted(DATA_DIR.glob("*.json")):
        with p.open(encoding="utf-8") as f:
            files[p.stem] = json.load(f)

    def mk_engine(e):
        s = e["slots"]
        return EngineType(**_common(e), clan_engine=e["clan_engine"], large=e["large"], fusion=e["fusion"],
                          weight_rule=e["weight"]["rule"], multiplier=e["weight"]["multiplier"],
                          min_weight=e["weight"].get("min_weight"), ct_slots=s["CT"], side_torso_slots=s["side_torso"],
                          ct_slots_superheavy=s["superheavy"]["CT"], side_torso_slots_superheavy=s["superheavy"]["side_torso"],
                          free_heat_sinks=e["free_heat_sinks"],
                          free_heat_sinks_industrialmech=e.get("free_heat_sinks_industrialmech", e["free_heat_sinks"]), bv_multiplier=e["bv_multiplier"], bv_ref=_ref(e.get("bv_ref")))

    def mk_gyro(e):
        return Gyro(**_common(e), multiplier=e["weight"]["multiplier"], slots=e["slots"],
                    slots_superheavy=e["slots_superheavy"], bv_multiplier=e["bv_multiplier"],
                    superheavy_only=bool(e.get("superheavy_only")))

    def mk_cockpit(e):
        return Cockpit(**_common(e), weight=e["weight"], head_slots=tuple(e["head_slots"]),
                       other_slots=_freeze(e.get("other_slots", {})), bv_multiplier=e["bv_multiplier"],
                       offensive_bv_multiplier=e.get("offensive_bv_multiplier", 1.0), industrial=bool(e.get("industrial")),
                       superheavy_only=bool(e.get("superheavy_only")), tripod_only=bool(e.get("tripod_only")),
                       quadvee_only=bool(e.get("quadvee_only")))

    def mk_structure(e):
        return StructureType(**_common(e), weight_fraction=e["weight_fraction"], slots_is=e["slots"]["IS"],
                             slots_clan=e["slots"]["Clan"], bv_multiplier=e["bv_multiplier"],
                             battlemech=e["battlemech"], industrialmech=e["industrialmech"])

    def mk_armor(e):
        return ArmorType(**_common(e), points_multiplier=e["points_multiplier"], slots_is=e["slots"]["IS"],
                         slots_clan=e["slots"]["Clan"], bv_multiplier=e["bv_multiplier"],
                         battlemech=e["allowed"]["BattleMech"], industrialmech=e["allowed"]["IndustrialMech"],
                         patchwork=bool(e.get("patchwork")))

    def mk_hs(e):
        return HeatSinkType(**_common(e), weight=e["weight"], slots=e["slots"], dissipation=e["dissipation"],
                            crit_names=tuple(e.get("crit_names", ())), no_mixing=bool(e.get("no_mixing")))

    def mk_my(e):
        return Myomer(**_common(e), kind=e["kind"], weight=_freeze(e["weight"]), slots=_freeze(e["slots"]),
                      crit_names=tuple(e.get("crit_names", ())), incompatible_with=tuple(e.get("incompatible_with", ())))

    def mk_jj(e):
        return JumpJetType(**_common(e), weight_by_class=_freeze(e.get("weight_by_class", [])), slots=_freeze(e["slots"]),
                           mp_limit=e.get("mp_limit"), crit_names=tuple(e.get("crit_names", ())))

    eng = files["engines"]
    table = MappingProxyType({int(k): float(v) for k, v in eng["standard_fusion_weight_by_rating"].items()})
    isp = files["structure"]["internal_structure_points"]
    ist = MappingProxyType({int(k): MappingProxyType(dict(v)) for k, v in isp.items()})
    return Registry(
        engines=_family(eng["types"], mk_engine),
        gyros=_family(files["gyros"]["types"], mk_gyro),
        cockpits=_family(files["cockpits"]["types"], mk_cockpit),
        structures=_family(files["structure"]["types"], mk_structure),
        armors=_family(files["armor"]["types"], mk_armor),
        heat_sinks=_family(files["heat_sinks"]["types"], mk_hs),
        myomers=_family(files["myomer"]["types"], mk_my),
        jump_jets=_family(files["jump_jets"]["types"], mk_jj),
        engine_table=table,
        internal_structure=ist,
        files=_freeze(files),
    )


_LOCK: Final = threading.Lock()
_REGISTRY: Optional[Registry] = None


def registry() -> Registry:
    """The immutable registry (loaded on first call)."""
    global _REGISTRY
    found = _REGISTRY
    if found is None:
        with _LOCK:
            found = _REGISTRY  # another thread may have loaded it meanwhile (see catalog.catalog)
            if found is None:
                found = _REGISTRY = _load()
    return found


def family_data(family: str) -> Mapping[str, Any]:
    """The frozen top-level JSON of a family file (e.g. 'armor', 'actuators', 'tonnage')."""
    try:
        return registry().files[family]
    except KeyError:
        raise UnknownComponent("component family", family) from None


def _lookup(fam: _Family, family: str, name: Any, unit_tech_base: Optional[str] = None):
    if isinstance(name, _Component):
        return name
    key = _norm(name)
    if key in fam.generic:
        tb, _ = tech_base_of(unit_tech_base)
        choice = fam.generic[key]
        chosen = choice.get(tb or "IS") or next(iter(choice.values()))
        return fam.by_id[chosen]
    cid = fam.by_alias.get(key)
    if cid is None and "mek" in key:
        # MegaMek's 2024 renaming ("IndustrialMek", "Mek Tracks"): the same
        # component under its older "Mech" name
        return _lookup(fam, family, mek_to_mech(str(name)), unit_tech_base)
    if cid is None:
        raise UnknownComponent(family, name, f"known: {', '.join(sorted(fam.by_id))}")
    return fam.by_id[cid]


def mek_to_mech(name: str) -> str:
    """A name with MegaMek's 2024 spelling ("Mek", "ProtoMek") in the older
    one ("Mech", "ProtoMech") that the 2021 tables use."""
    import re

    return re.sub(r"(?i)mek", lambda m: m.group(0)[:-1] + ("ch" if m.group(0)[-1].islower() else "CH"), name)


# --------------------------------------------------------------------------- engines

_ENGINE_KEYWORDS: Final = (("xxl", "xxl"), ("xl", "xl"), ("light", "light"), ("compact", "compact"),
                    ("i.c.e.", "ice"), ("ice", "ice"), ("fission", "fission"),
                    ("fuel cell", "fuel_cell"), ("fuel-cell", "fuel_cell"))


def _engine_id(kind: str, clan: bool, large: bool, primitive: bool) -> str:
    if primitive:
        return {"fusion": "primitive_fusion", "ice": "primitive_ice", "fuel_cell": "primitive_fuel_cell"}.get(kind, kind)
    if kind in ("xl", "xxl"):
        base = f"{kind}_{'clan' if clan else 'is'}"
        return f"large_{base}" if large else base
    if kind == "fusion":
        return "large_fusion" if large else "fusion"
    if kind == "light":
        return "large_light" if large else "light"
    return kind  # compact, ice, fission, fuel_cell


def _engine_is_clan(text: str, unit_tech_base: Optional[str]) -> bool:
    t = text.lower()
    tb, mixed = tech_base_of(unit_tech_base)
    if tb is not None and not mixed:
        return tb == "Clan"  # MegaMek: pure units follow the unit's tech base
    if "clan" in t:
        return True
    if "inner sphere" in t:
        return False
    if tb == "Clan":  # Clan-chassis mixed: a bare "(IS)" marks the opposite tech
        return "(is)" not in t
    return False


def parse_engine(text: str, unit_tech_base: Optional[str] = None) -> Tuple[EngineType, int]:
    """Parse an .mtf engine value such as "375 XL (Clan) Engine(IS)" -> (EngineType, 375).

    ``unit_tech_base`` is the .mtf TechBase value ("Inner Sphere", "Clan",
    "Mixed (IS Chassis)", "Mixed (Clan Chassis)"); see engines.json "clan_rule".
    """
    s = str(text).strip()
    if s.lower().startswith("engine:"):
        s = s[7:].strip()
    m = re.match(r"^(\d+)\s*(.*)$", s)
    if not m:
        raise UnknownComponent("engine", text, "expected '<rating> <type>'")
    rating, rest = int(m.group(1)), m.group(2)
    low = rest.lower()
    kind = "fusion"
    for kw, k in _ENGINE_KEYWORDS:
        if kw in low:
            kind = k
            break
    if kind == "fusion" and not re.search(r"fusion|engine|^\s*$", low) and low.strip():
        raise UnknownComponent("engine", text)
    clan = _engine_is_clan(rest, unit_tech_base)
    large = rating > registry().files["engines"]["large_rating_threshold"] or "large" in low
    et = registry().engines.by_id[_engine_id(kind, clan, large, "primitive" in low)]
    return et, rating


def engine_type(mtf_text_or_id: Any, unit_tech_base: Optional[str] = None) -> EngineType:
    """Look up an engine type by id ("xl_clan"), display name or .mtf spelling (rating optional).

    Without ``unit_tech_base`` a registered spelling maps to its alias target (bare "XL Engine"
    is the IS XL).  With it, the MegaMek tech-base rule of engines.json "clan_rule" applies.
    """
    if isinstance(mtf_text_or_id, EngineType):
        return mtf_text_or_id
    fam = registry().engines
    text = str(mtf_text_or_id).strip()
    key = _norm(text)
    if unit_tech_base is None and key in fam.by_alias:
        return fam.by_id[fam.by_alias[key]]
    if not re.match(r"^\d", text):
        if key in fam.by_id:  # an id is unambiguous
            return fam.by_id[key]
        text = "100 " + text
    return parse_engine(text, unit_tech_base)[0]


def _kind_of(et: EngineType) -> str:
    i = et.id.replace("large_", "").replace("primitive_", "")
    return {"xl_is": "xl", "xl_clan": "xl", "xxl_is": "xxl", "xxl_clan": "xxl"}.get(i, i)


def standard_engine_weight(rating: int) -> float:
    """Standard fusion engine weight for a rating (TM p. 49; 405-500 Large, TO p. 308)."""
    try:
        return registry().engine_table[int(rating)]
    except KeyError:
        raise UnknownComponent("engine rating", rating, "ratings are multiples of 5 from 10 to 500") from None


def primitive_engine_rating(walk_mp: int, tonnage: float) -> int:
    """Rating a primitive 'Mech needs: walk x tonnage x 1.2, rounded up to a multiple of 5."""
    raw = walk_mp * tonnage * 1.2
    return int(math.ceil(round(raw, 6) / 5.0) * 5)


def engine_weight(engine: Any, rating: int, superheavy: bool = False) -> float:
    """Engine weight in tons. ``rating`` is the rating as written (primitive: already x1.2).

    ``superheavy`` does not change the weight (only slots); accepted for symmetry.
    """
    et = engine_type(engine)
    rating = int(rating)
    if rating % 5 and et.primitive:
        rating = int(math.ceil(rating / 5.0) * 5)
    if et.id == "compact" and rating > 400:
        raise ValueError("compact engines cannot be Large (rating > 400)")
    w = round_up_to_half_ton(standard_engine_weight(rating) * et.multiplier)
    if et.min_weight is not None:
        w = max(w, et.min_weight)
    return w


def engine_slots(engine: Any, superheavy: bool = False, clan: Optional[bool] = None) -> Mapping[str, int]:
    """{"CT": n, "LT": n, "RT": n}. ``clan`` (optional) switches XL/XXL flavour."""
    et = engine_type(engine)
    if clan is not None and clan != et.clan_engine and _kind_of(et) in ("xl", "xxl"):
        et = registry().engines.by_id[_engine_id(_kind_of(et), clan, et.large, False)]
    ct = et.ct_slots_superheavy if superheavy else et.ct_slots
    st = et.side_torso_slots_superheavy if superheavy else et.side_torso_slots
    return MappingProxyType({"CT": ct, "LT": st, "RT": st})


def engine_free_heat_sinks(engine: Any, industrialmech: bool = False) -> int:
    """Weight-free heat sinks: 10 for fusion; non-fusion BattleMechs 0 (TO p. 308 errata);
    non-fusion IndustrialMechs ICE 0 / fuel cell 1 / fission 5."""
    et = engine_type(engine)
    return et.free_heat_sinks_industrialmech if industrialmech else et.free_heat_sinks


def engine_integral_heat_sinks(rating: int, compact_sinks: bool = False) -> int:
    """Heat sinks that fit inside the engine without slots: floor(rating/25) (x2 compact)."""
    n = int(rating) // 25
    return n * 2 if compact_sinks else n


# --------------------------------------------------------------------------- gyro / cockpit

def gyro(name: Any) -> Gyro:
    return _lookup(registry().gyros, "gyro", name)


def gyro_weight(g: Any, rating: int) -> float:
    """ceil(rating / 100) x multiplier, rounded up to the half ton (TM p. 214)."""
    gy = gyro(g)
    base = math.ceil(int(rating) / 100.0)
    return round_up_to_half_ton(base * gy.multiplier)


def gyro_slots(g: Any, superheavy: bool = False) -> int:
    gy = gyro(g)
    return gy.slots_superheavy if superheavy else gy.slots


def cockpit(name: Any) -> Cockpit:
    return _lookup(registry().cockpits, "cockpit", name)


# --------------------------------------------------------------------------- structure

def structure(name: Any, unit_tech_base: Optional[str] = None) -> StructureType:
    return _lookup(registry().structures, "structure", name, unit_tech_base)


def is_superheavy(tonnage: float) -> bool:
    return int(tonnage) > 100


def structure_weight(s: Any, tonnage: float, superheavy: Optional[bool] = None, tripod: bool = False) -> float:
    """tonnage x fraction (x2 for superheavies, x1.1 for tripods), rounded up to the half ton."""
    st = structure(s)
    sh = is_superheavy(tonnage) if superheavy is None else superheavy
    data = registry().files["structure"]
    factor = data["superheavy_weight_factor"] if sh else 1.0
    if tripod:
        factor *= data["tripod_weight_factor"]  # IO tripod construction (structure.json tripod_weight_note)
    return round_up_to_half_ton(int(tonnage) * st.weight_fraction * factor)


def structure_slots(s: Any, superheavy: bool = False, unit_tech_base: Optional[str] = None) -> int:
    st = structure(s, unit_tech_base)
    n = st.slots
    return math.ceil(n / 2) if superheavy else n


def internal_structure(tonnage: float) -> Mapping[str, int]:
    """Internal structure points {"HD","CT","ST","ARM","LEG"} for a tonnage (10..200)."""
    try:
        return registry().internal_structure[int(tonnage)]
    except (KeyError, ValueError):
        raise UnknownComponent("'Mech tonnage", tonnage, "10-200 in steps of 5") from None


def max_armor(tonnage: float, location: str) -> int:
    """Maximum armor for a location key HD/CT/ST/ARM/LEG (torso value covers front+rear)."""
    isp = internal_structure(tonnage)
    if location == "HD":
        d = registry().files["armor"]["max_armor"]
        return d["head_max_superheavy"] if is_superheavy(tonnage) else d["head_max"]
    return 2 * isp[location]


# --------------------------------------------------------------------------- armor

_ARMOR_SUFFIX: Final = re.compile(r"^(.*?)\((.*)\)$")


def armor(name: Any, unit_tech_base: Optional[str] = None) -> ArmorType:
    fam = registry().armors
    if isinstance(name, ArmorType):
        return name
    try:
        return _lookup(fam, "armor", name, unit_tech_base)
    except UnknownComponent:
        pass
    key = _norm(name)
    m = _ARMOR_SUFFIX.match(key)
    if m:
        base, marker = m.group(1).strip(), m.group(2)
        tb = "Clan" if "clan" in marker and "is/clan" not in marker else ("IS" if "inner sphere" in marker else None)
        base = re.sub(r"^(is|clan) ", "", base)
        return _lookup(fam, "armor", base, tb or unit_tech_base)
    raise UnknownComponent("armor", name, f"known: {', '.join(sorted(fam.by_id))}")


def armor_points_per_ton(a: Any, unit_tech_base: Optional[str] = None) -> float:
    at = armor(a, unit_tech_base)
    if at.points_per_ton is None:
        raise ValueError(f"{at.name} has no single points-per-ton value (use each location's type)")
    return at.points_per_ton


def armor_weight(a: Any, points: int, unit_tech_base: Optional[str] = None) -> float:
    """Tonnage needed for ``points`` armor points, rounded up to the half ton."""
    return round_up_to_half_ton(points / armor_points_per_ton(a, unit_tech_base))


def armor_slots(a: Any, unit_tech_base: Optional[str] = None, superheavy: bool = False) -> int:
    at = armor(a, unit_tech_base)
    tb, _ = tech_base_of(unit_tech_base)
    if at.slots_is is not None and at.slots_clan is not None:
        n = at.slots_clan if tb == "Clan" else at.slots_is
    else:
        n = at.slots
    return math.ceil(n / 2) if superheavy else n


# --------------------------------------------------------------------------- heat sinks / myomer / jump jets

def heat_sink_type(name: Any, unit_tech_base: Optional[str] = None) -> HeatSinkType:
    """Heat sink type from a 'Heat Sinks:' type word or a crit-slot name."""
    return _lookup(registry().heat_sinks, "heat sink type", name, unit_tech_base)


def myomer(name: Any, unit_tech_base: Optional[str] = None) -> Myomer:
    """Myomer or movement enhancement ('Standard', 'Triple-Strength', 'MASC', 'ISMASC', ...)."""
    return _lookup(registry().myomers, "myomer/enhancement", name, unit_tech_base)


def masc_weight(tonnage: float, clan: bool = False) -> float:
    """MASC: tonnage/20 (IS) or /25 (Clan), rounded to the nearest whole ton (TM p. 225)."""
    return enhancement_weight("masc_clan" if clan else "masc_is", tonnage)


def enhancement_weight(item: Any, tonnage: float, engine_weight_tons: Optional[float] = None) -> float:
    my = myomer(item) if not isinstance(item, Myomer) else item
    w = my.weight
    rule = w.get("rule")
    if rule == "none":
        return 0.0
    if rule == "tonnage_divisor":
        return float(round_half_up(int(tonnage) / w["divisor"]))
    if rule == "engine_weight_fraction":
        if engine_weight_tons is None:
            raise ValueError("supercharger weight needs engine_weight_tons")
        return round_up_to_half_ton(engine_weight_tons * w["fraction"])
    if rule == "per_limb_tonnage_divisor":
        return round_up_to_half_ton(int(tonnage) / w["arm_divisor"])
    raise ValueError(f"no weight formula for {my.name}")


def enhancement_slots(item: Any, tonnage: float) -> int:
    my = myomer(item) if not isinstance(item, Myomer) else item
    s = my.slots
    if s == "equals_weight":
        return int(enhancement_weight(my, tonnage))
    if isinstance(s, int):
        return s
    cls = weight_class(tonnage)
    cls = "light" if cls == "ultralight" else ("assault" if cls == "superheavy" else cls)
    return int(s["per_arm_by_class"][cls])


def jump_jet(kind: Any) -> JumpJetType:
    return _lookup(registry().jump_jets, "jump jet type", kind)


def jump_jet_weight(kind: Any, tonnage: float) -> float:
    """Weight of ONE jet of ``kind`` for a 'Mech of ``tonnage`` (TM p. 225)."""
    jj = jump_jet(kind)
    t = int(tonnage)
    if not jj.weight_by_class:
        raise ValueError(f"{jj.name} has a whole-unit formula, not a per-jet weight")
    if t > 100:
        raise ValueError("superheavy 'Mechs cannot mount jump jets")
    for row in jj.weight_by_class:
        if t <= row["max_tonnage"]:
            return float(row["weight"])
    raise ValueError(f"no jump jet weight for {tonnage} t")


# --------------------------------------------------------------------------- tonnage

def weight_class(tonnage: float) -> str:
    """'ultralight' | 'light' | 'medium' | 'heavy' | 'assault' | 'superheavy'.

    Ultralights count as Light wherever a rule depends on size class (TO p. 378).
    """
    t = int(tonnage)
    for c in family_data("tonnage")["classes"]:
        if c["min"] <= t <= c["max"]:
            return c["id"]
    if 15 < t < 20:
        return "ultralight"
    raise UnknownComponent("'Mech tonnage", tonnage, "10-200 t")


def legal_tonnage(tonnage: float, industrial: bool = False) -> bool:
    t = int(tonnage)
    if t % 5:
        return False
    if industrial:
        d = family_data("tonnage")["industrialmech"]
        return d["min"] <= t <= d["max"]
    return 10 <= t <= 200
