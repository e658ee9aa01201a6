"""Derived values a printed unit needs, computed from a design (pure helpers).

Record sheets and cards only draw; every number they show that is not stored
on the design comes from here, from :mod:`construction.components` or from
:mod:`bv`.

* :func:`era` - the era a year falls in (MUL era boundaries).
* :func:`movement` - walking/running (cruise/flank) and jumping MP, with the
  MASC/supercharger sprint value where the unit has one.
* :func:`mech_internal_structure` - internal structure points per 'Mech
  location (TM p. 47 table via components.internal_structure).
* :func:`heat_sinks` - heat sink count, type name and total dissipation.
* One copy of each fact several consumers read (issue 14; each applies its
  own rule to it): :func:`boosters` (MASC / supercharger), :func:`umu_mp`,
  :func:`aes_locations`, :func:`modular_armor_mounts`, :func:`coolant_pods`,
  :func:`improved_jump_jets`, :func:`stealth_armor`, :func:`engine_type`,
  :func:`engine_fusion`, :func:`xxl_engine`, :func:`partial_wing_jump_bonus`
  and :func:`mech_jets_jump_mp`.
* :func:`damage_text` - a weapon's damage as record sheets print it.
* :func:`ammo_shots` - shots in one ammunition mount.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final, Optional

from . import components
from .model import Design, Mount, mech_locations
from .resolved import resolve
from .rounding import number_text

# (first year, name): the eras of the Master Unit List.
ERAS: Final = (
    (0, "Age of War"),
    (2571, "Star League"),
    (2781, "Early Succession War"),
    (2901, "Late Succession War - LosTech"),
    (3020, "Late Succession War - Renaissance"),
    (3050, "Clan Invasion"),
    (3062, "Civil War"),
    (3068, "Jihad"),
    (3081, "Early Republic"),
    (3101, "Late Republic"),
    (3131, "Dark Age"),
    (3151, "ilClan"),
)


def era(year: Optional[int]) -> Optional[str]:
    """The era a year falls in, or None without a year."""
    if year is None:
        return None
    name = ERAS[0][1]
    for first, label in ERAS:
        if year >= first:
            name = label
    return name


@dataclass(frozen=True)
class Movement:
    """Movement points as printed: ``walk``/``run`` are cruise/flank for
    vehicles; ``sprint`` is the run with MASC and/or supercharger engaged
    (None without them); ``jump`` jumping MP; ``umu`` underwater MP."""

    walk: int
    run: int
    jump: int
    sprint: Optional[int] = None
    umu: int = 0


def walk_mp(design: Design) -> int:
    """The walking MP a 'Mech moves with: the design's own walking MP less
    what its mounted equipment takes, once per kind of item (a chain drape
    -1, PS:AO-UrbanFest p. 16; data/rules/mech.json walk_mp_modifiers).  The
    one place this is worked out: the record sheet (:func:`movement`),
    Battle Value and Alpha Strike read it.  Other units: the design's own
    walking (cruising, ground) MP."""
    walk = design.walk_mp
    if design.mech is None:
        return walk
    from .mech import tables

    flags = resolve(design).flags
    for flag, delta in tables()["walk_mp_modifiers"]["by_flag"].items():
        if flag in flags:
            walk += delta
    return max(0, walk)


def partial_wing_jump_bonus(design: Design) -> int:
    """The jumping MP a partial wing adds in a standard atmosphere: 2 for a
    'Mech of 55 tons or less, 1 above (TO p. 293; the bonus only when the
    'Mech has jumping MP of its own, TO errata v3.02 p. 293); a ProtoMech's
    partial wing 2, again only with jumping MP of its own (TO p. 293 with
    TO errata v3.02).  Battle Value and Alpha Strike read it."""
    if design.unit_type == "protomech":
        return 2
    return 2 if design.tonnage <= 55 else 1


def mech_jets_jump_mp(design: Design) -> int:
    """The jumping MP a 'Mech's jump jets give: one a jet (TM p. 51, a jet
    of either kind is one mount), the file's Jump MP line otherwise.  With
    a partial wing a file may state the wing's bonus in its Jump MP line
    (MegaMek's Jackalope JLP-KW 'Wolpertinger': 5 improved jets, 'jump mp:7';
    Jade Hawk JHK-03: 3 jets, 'jump mp:4'): when the line is the jets plus
    the bonus (:func:`partial_wing_jump_bonus`), the jets give their count,
    so the bonus is not added twice.  Battle Value and Alpha Strike add the
    bonus to this."""
    jump = design.jump_mp
    if design.mech is None or jump <= 0:
        return jump
    r = resolve(design)
    if "F_PARTIAL_WING" not in r.flags:
        return jump
    jets = sum(1 for rm in r.items if "F_JUMP_JET" in rm.eq.flags)
    if jets and jump == jets + partial_wing_jump_bonus(design):
        return jets
    return jump


@dataclass(frozen=True, init=False)
class Boosters:
    """The running boosters a design carries: ``masc`` for MASC (and the
    items that work as MASC: the ProtoMech myomer booster, the battle armor
    myomer booster, the VTOL jet booster), ``supercharger`` for a
    supercharger (MASC TM p. 225, supercharger TO p. 345).  Each consumer
    applies its own rule to them (the record sheet's sprint, Battle Value's
    run TM p. 315, Alpha Strike's move ASC p. 92)."""

    masc: bool = False
    supercharger: bool = False

    def __init__(self, masc: bool = False, supercharger: bool = False) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "masc", masc)
        object.__setattr__(self, "supercharger", supercharger)

    @property
    def any(self) -> bool:
        return self.masc or self.supercharger


_NO_BOOSTERS: Final = Boosters()


def boosters(design: Design) -> Boosters:
    """Which running boosters the design carries: every item with the MASC
    flag is one; a supercharger is told from MASC by its id."""
    r = resolve(design)
    if "F_MASC" not in r.flags:
        return _NO_BOOSTERS
    masc = supercharger = False
    for rm in r.items:
        if "F_MASC" in rm.eq.flags:
            if "supercharger" in rm.eq.id.lower():
                supercharger = True
            else:
                masc = True
    return Boosters(masc, supercharger)


def umu_mp(design: Design) -> int:
    """Underwater MP from UMUs (TO p. 292): one a critical slot (a mount of
    several slots gives that many, any mount at least one)."""
    r = resolve(design)
    if "F_UMU" not in r.flags:
        return 0
    return sum(max(1, len(rm.mount.slots)) for rm in r.items if "F_UMU" in rm.eq.flags)


def aes_locations(design: Design) -> frozenset:
    """The locations an actuator enhancement system sits in (TO:AUE p. 91)."""
    r = resolve(design)
    if "F_ACTUATOR_ENHANCEMENT_SYSTEM" not in r.flags:
        return frozenset()
    return frozenset(rm.location for rm in r.items if "F_ACTUATOR_ENHANCEMENT_SYSTEM" in rm.eq.flags)


def modular_armor_mounts(design: Design) -> int:
    """How many modular armor mounts the design carries (each 10 armor
    points, TO p. 281)."""
    r = resolve(design)
    if "F_MODULAR_ARMOR" not in r.flags:
        return 0
    return sum(1 for rm in r.items if "F_MODULAR_ARMOR" in rm.eq.flags)


def coolant_pods(design: Design) -> int:
    """How many coolant pods (TO p. 303) the design carries."""
    return sum(1 for rm in resolve(design).items
               if rm.eq.ammo is not None and rm.eq.ammo.ammo_type == "T_COOLANT_POD")


def improved_jump_jets(design: Design) -> bool:
    """Are the design's jump jets improved ones (TM p. 225)?"""
    r = resolve(design)
    return "F_JUMP_JET" in r.flags and any(
        "F_JUMP_JET" in rm.eq.flags and "improved" in rm.eq.id.lower() for rm in r.items)


def stealth_armor(design: Design) -> bool:
    """Does the design carry stealth armor: as its armor type, a location's
    (patchwork), or as an item (TM p. 206)?"""
    if design.armor_type == "stealth" or any(a.armor_type == "stealth" for a in design.armor):
        return True
    return "F_STEALTH" in resolve(design).flags


def engine_type(design: Design) -> str:
    """The engine's component id ('fusion' for a design without an engine
    line, as the 'Mech importers read it)."""
    return design.engine.type if design.engine else "fusion"


# The extra-extralight engines: running and jumping make more heat with
# them (the Battle Value and Alpha Strike heat steps; jumping TO p. 227).
XXL_ENGINES: Final = frozenset({"xxl_is", "xxl_clan", "large_xxl_is", "large_xxl_clan"})


def xxl_engine(design: Design) -> bool:
    """Is the engine an XXL one (standard or large, either tech base)?"""
    return engine_type(design) in XXL_ENGINES


def engine_fusion(design: Design) -> bool:
    """Is the engine a fusion engine (the component table's ``fusion``;
    an engine id the table does not know counts as fusion unless it names
    an internal combustion, fuel cell or fission engine)?"""
    eid = engine_type(design)
    try:
        comp = components.registry().engines.by_id.get(eid)
    except Exception:  # the component registry is optional for the value tools
        comp = None
    if comp is not None:
        return bool(comp.fusion)
    return eid not in ("ice", "fuel_cell", "primitive_ice", "primitive_fuel_cell", "fission")


def movement(design: Design) -> Movement:
    """Base movement (TW p. 48: running/flank MP = walking/cruise x 1.5,
    rounded up; MASC or supercharger: x 2, both: x 2.5, TM p. 232/TO p. 344),
    from the walking MP :func:`walk_mp` gives."""
    walk = walk_mp(design)
    run = math.ceil(walk * 1.5)
    if design.unit_type == "battle_armor":
        return Movement(walk, walk, design.jump_mp)
    umu = umu_mp(design)
    b = boosters(design)
    sprint = None
    if b.masc and b.supercharger:
        sprint = math.ceil(walk * 2.5)
    elif b.any:
        sprint = walk * 2
    jump = 0 if umu else design.jump_mp
    return Movement(walk, run, jump, sprint, umu)


def mech_internal_structure(design: Design) -> dict[str, int]:
    """Internal structure points of every location of a 'Mech."""
    from .mech import location_class

    table = components.internal_structure(int(design.tonnage))
    config = design.mech.config if design.mech else "biped"
    return {loc: int(table[location_class(loc)]) for loc in mech_locations(config)}


def vehicle_internal_structure(design: Design) -> dict[str, int]:
    """Internal structure points of every armored location of a combat or
    support vehicle: a tenth of the tonnage, rounded up, in each location
    (TM p. 120; the same figure bv.vehicle uses)."""
    per = math.ceil(design.tonnage / 10)
    return {a.location: int(per) for a in design.armor}


def battle_armor_troopers(design: Design) -> tuple[int, int]:
    """(troopers in the squad, armor points per trooper)."""
    troopers = design.battle_armor.troopers if design.battle_armor else 4
    armor = design.armor_at("TROOPER") or (design.armor[0] if design.armor else None)
    return troopers, (armor.front if armor else 0)


@dataclass(frozen=True, init=False)
class HeatSinkInfo:
    count: int
    type_name: str
    per_sink: int
    dissipation: int

    def __init__(self, count: int, type_name: str, per_sink: int, dissipation: int) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "type_name", type_name)
        object.__setattr__(self, "per_sink", per_sink)
        object.__setattr__(self, "dissipation", dissipation)


def heat_sinks(design: Design) -> Optional[HeatSinkInfo]:
    """Heat sinks of a design (None when it has none recorded)."""
    hs = design.heat_sinks
    if hs is None:
        return None
    try:
        kind = components.heat_sink_type(hs.type, "Clan" if design.is_clan else "Inner Sphere")
        per, name = int(kind.dissipation), kind.name
    except (KeyError, ValueError):
        per, name = (2 if "double" in (hs.type or "").lower() else 1), str(hs.type)
    return HeatSinkInfo(hs.count, name, per, hs.count * per)


# Damage per missile of cluster weapons, by ammunition type (TW p. 113 and
# the weapon tables; Streak LRMs fire 5-point clusters per TO errata p. 408).
_PER_MISSILE: Final = {
    "T_LRM": "1/Msl",
    "T_LRM_IMP": "1/Msl",
    "T_LRM_PRIMITIVE": "1/Msl",
    "T_EXLRM": "1/Msl",
    "T_NLRM": "1/Msl",
    "T_LRM_TORPEDO": "1/Msl",
    "T_MRM": "1/Msl",
    "T_ROCKET_LAUNCHER": "1/Msl",
    "T_RL_BOMB": "1/Msl",
    "T_SRM": "2/Msl",
    "T_SRM_IMP": "2/Msl",
    "T_SRM_PRIMITIVE": "2/Msl",
    "T_SRM_STREAK": "2/Msl",
    "T_SRM_TORPEDO": "2/Msl",
    "T_SRM_ADVANCED": "2/Msl",
    "T_ATM": "2/Msl (ER 1, HE 3)",
    "T_IATM": "2/Msl (ER 1, HE 3)",
    "T_MML": "1/Msl LRM, 2/Msl SRM",
    "T_MEK_MORTAR": "1/Msl",
    "T_HAG": "1/Shell",
}


def damage_text(item) -> str:
    """A weapon's damage as the weapon inventory prints it, with its type
    codes: ``5 [DE]``, ``1/Msl [M,C,S]``, ``C5/20 [M,C]`` (Streak LRM, TO
    errata p. 408), ``25/20/10 [DB,X]`` (damage falling with range)."""
    w = getattr(item, "weapon", None)
    if w is None:
        f = getattr(item, "formula", None) or {}
        mult, add = f.get("damage_mult"), f.get("damage_add")
        if mult:  # physical weapons: 1 point per N tons (Lance 1/5T per TO errata p. 404)
            text = f"1/{round(1 / float(mult))}T"
            return text + (f"+{number_text(add)}" if add else "")
        if add is not None:  # Chain Whip 3 (TO errata p. 89/404/421)
            return number_text(add)
        return "-"
    codes = f" [{','.join(w.type_codes)}]" if w.type_codes else ""
    dmg = w.damage
    if dmg == "cluster":
        if w.ammo_type == "T_LRM_STREAK":
            return f"C5/{w.rack_size or ''}{codes}"
        base = _PER_MISSILE.get(w.ammo_type or "", "cluster")
        return f"{base}{codes}"
    if isinstance(dmg, (int, float)):
        by = w.damage_by_range or {}
        seq = [by.get(k) for k in ("short", "medium", "long") if by.get(k) is not None]
        if seq and len(set(seq)) > 1:
            return "/".join(number_text(v) for v in seq) + codes
        return number_text(dmg) + codes
    by = w.damage_by_range or {}
    seq = [by.get(k) for k in ("short", "medium", "long") if isinstance(by.get(k), (int, float))]
    if seq:
        return ("/".join(number_text(v) for v in seq) if len(set(seq)) > 1 else number_text(seq[0])) + codes
    return f"{dmg}{codes}" if dmg else "-"


def ammo_shots(mount: Mount, item) -> Optional[int]:
    """Shots in one ammunition mount: the mount's own count (battle armor,
    vehicles with partial tons), else the item's shots per ton."""
    if mount.shots is not None:
        return int(mount.shots)
    a = getattr(item, "ammo", None)
    if a is None or a.shots_per_ton is None:
        return None
    per = float(a.shots_per_ton)
    if mount.size is not None:
        per *= float(mount.size)
    return int(per)


__all__ = [
    "ERAS",
    "XXL_ENGINES",
    "Boosters",
    "HeatSinkInfo",
    "Movement",
    "aes_locations",
    "ammo_shots",
    "boosters",
    "coolant_pods",
    "damage_text",
    "engine_fusion",
    "engine_type",
    "era",
    "heat_sinks",
    "battle_armor_troopers",
    "improved_jump_jets",
    "mech_internal_structure",
    "mech_jets_jump_mp",
    "modular_armor_mounts",
    "movement",
    "partial_wing_jump_bonus",
    "stealth_armor",
    "umu_mp",
    "vehicle_internal_structure",
    "walk_mp",
    "xxl_engine",
]
