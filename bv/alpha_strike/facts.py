"""What the conversion needs to know about a design, worked out once per
unit family.  The steps in :mod:`.steps` read only these facts."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import AbstractSet, Callable, Final, Optional

from construction import derived
from construction.catalog import Equipment
from construction.mech import LEG_LOCATIONS
from construction.resolved import resolve
from construction.model import Design, Mount

from bv.tables import prototype_jump_heat, prototype_jump_jets, shield_movement

from . import weapons as W
from .tables import mech_structure


class NotConvertible(ValueError):
    """The design cannot be converted (family not supported, no data)."""


@dataclass(frozen=True, init=False)
class Weapon:
    eq: Equipment
    location: str
    arc: str  # front | rear | turret
    fcs: Optional[str]
    multiplier: float  # low ammo, one-shot, targeting computer, AES
    notes: str
    count: int = 1  # battle armor: troopers firing it
    apm: bool = False  # battle armor: carried in an anti-personnel mount
    squad_share: float = 1.0  # battle armor: a squad support weapon is one per squad (1 / troopers)

    # What the steps read of a weapon again and again (every range band,
    # every damage class), worked out once when it is made.
    conv: W.Conversion = field(init=False, repr=False, compare=False)  # the catalog weapon's, with its link
    damage: tuple = field(init=False, repr=False, compare=False)  # S/M/L with its link, x multiplier x count
    damage_unlinked: tuple = field(init=False, repr=False, compare=False)  # the same without the link
    family: str = field(init=False, repr=False, compare=False)  # weapons.family
    special_class: Optional[str] = field(init=False, repr=False, compare=False)  # weapons.special_class
    indirect: bool = field(init=False, repr=False, compare=False)  # weapons.indirect

    def __init__(self, eq: Equipment, location: str, arc: str, fcs: Optional[str], multiplier: float, notes: str,
                 count: int = 1, apm: bool = False, squad_share: float = 1.0) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "eq", eq)
        object.__setattr__(self, "location", location)
        object.__setattr__(self, "arc", arc)
        object.__setattr__(self, "fcs", fcs)
        object.__setattr__(self, "multiplier", multiplier)
        object.__setattr__(self, "notes", notes)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "apm", apm)
        object.__setattr__(self, "squad_share", squad_share)
        self.__post_init__()

    def __post_init__(self) -> None:
        mult, count = self.multiplier, self.count
        conv = W.conversion(self.eq, self.fcs)
        object.__setattr__(self, "conv", conv)
        s, m, l = conv.bands
        object.__setattr__(self, "damage", (s * mult * count, m * mult * count, l * mult * count))
        s, m, l = conv.bands_unlinked
        object.__setattr__(self, "damage_unlinked", (s * mult * count, m * mult * count, l * mult * count))
        object.__setattr__(self, "family", conv.family)
        object.__setattr__(self, "special_class", conv.special_class)
        object.__setattr__(self, "indirect", conv.indirect)


_WEAPONS: Final[dict[tuple, Weapon]] = {}  # (id of the catalog item, the other fields) -> the one Weapon made of them


def weapon(eq: Equipment, location: str, arc: str, fcs: Optional[str], multiplier: float, notes: str, count: int = 1,
           apm: bool = False, squad_share: float = 1.0) -> Weapon:
    """``Weapon(eq, location, ...)``: a Weapon is immutable and depends on
    its fields alone, and designs mount the same weapon in the same place
    with the same multiplier over and over, so each is made once (keyed by
    the catalog item's identity; the Weapon keeps the item alive, so the
    identity stays its own).  The table is emptied when it grows large."""
    key = (id(eq), location, arc, fcs, multiplier, notes, count, apm, squad_share)
    found = _WEAPONS.get(key)
    if found is None:
        if len(_WEAPONS) > 20000:
            _WEAPONS.clear()
        found = _WEAPONS[key] = Weapon(eq, location, arc, fcs, multiplier, notes, count, apm, squad_share)
    return found


@dataclass(frozen=True, init=False)
class Facts:
    design: Design
    as_type: str  # BM IM CV SV BA ...
    size: int
    size_rule: str
    move: tuple[tuple[str, int], ...]
    move_notes: str
    primary_move: int
    armor_points: float
    armor_notes: str
    structure: int
    structure_notes: str
    weapons: tuple[Weapon, ...]
    misc: tuple[tuple[Equipment, Mount], ...]  # (eq, mount) pairs of non-weapons
    specials_seed: tuple[str, ...]  # abilities that come from the chassis
    explosive: bool
    unresolved: tuple[str, ...]
    # Heat and overheat (OV): only units that track heat fill these in.
    uses_heat: bool = False
    heat_capacity: int = 0
    heat_move: int = 0
    heat_extra: int = 0
    heat_notes: str = ""
    troopers: int = 1
    troop_factor: float = 1.0  # battle armor: damage multiplier for the squad size
    vibroclaws: int = 0
    ap_damage: float = 0.0  # battle armor: flat S damage of the AP mount / armored gloves
    ap_source: str = ""
    infantry_dpt: float = 0.0  # conventional infantry: damage per trooper (TM p. 152)
    infantry_range: int = 0  # conventional infantry: base range of the range weapon (hexes)
    infantry_brawler: bool = False  # conventional infantry: mechanized or with field guns
    infantry_heat: bool = False  # conventional infantry: flamer or plasma weapons (HT)
    # 'Mechs whose whole torso turns a full circle (QuadVee, tripod): why its
    # weapons outside the legs are turret weapons (TUR); empty for the rest
    torso_turret: str = ""

    def __init__(self, design: Design, as_type: str, size: int, size_rule: str, move: tuple[tuple[str, int], ...],
                 move_notes: str, primary_move: int, armor_points: float, armor_notes: str, structure: int,
                 structure_notes: str, weapons: tuple[Weapon, ...], misc: tuple[tuple[Equipment, Mount], ...],
                 specials_seed: tuple[str, ...], explosive: bool, unresolved: tuple[str, ...],
                 uses_heat: bool = False, heat_capacity: int = 0, heat_move: int = 0, heat_extra: int = 0,
                 heat_notes: str = "", troopers: int = 1, troop_factor: float = 1.0, vibroclaws: int = 0,
                 ap_damage: float = 0.0, ap_source: str = "", infantry_dpt: float = 0.0, infantry_range: int = 0,
                 infantry_brawler: bool = False, infantry_heat: bool = False, torso_turret: str = "") -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "design", design)
        object.__setattr__(self, "as_type", as_type)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "size_rule", size_rule)
        object.__setattr__(self, "move", move)
        object.__setattr__(self, "move_notes", move_notes)
        object.__setattr__(self, "primary_move", primary_move)
        object.__setattr__(self, "armor_points", armor_points)
        object.__setattr__(self, "armor_notes", armor_notes)
        object.__setattr__(self, "structure", structure)
        object.__setattr__(self, "structure_notes", structure_notes)
        object.__setattr__(self, "weapons", weapons)
        object.__setattr__(self, "misc", misc)
        object.__setattr__(self, "specials_seed", specials_seed)
        object.__setattr__(self, "explosive", explosive)
        object.__setattr__(self, "unresolved", unresolved)
        object.__setattr__(self, "uses_heat", uses_heat)
        object.__setattr__(self, "heat_capacity", heat_capacity)
        object.__setattr__(self, "heat_move", heat_move)
        object.__setattr__(self, "heat_extra", heat_extra)
        object.__setattr__(self, "heat_notes", heat_notes)
        object.__setattr__(self, "troopers", troopers)
        object.__setattr__(self, "troop_factor", troop_factor)
        object.__setattr__(self, "vibroclaws", vibroclaws)
        object.__setattr__(self, "ap_damage", ap_damage)
        object.__setattr__(self, "ap_source", ap_source)
        object.__setattr__(self, "infantry_dpt", infantry_dpt)
        object.__setattr__(self, "infantry_range", infantry_range)
        object.__setattr__(self, "infantry_brawler", infantry_brawler)
        object.__setattr__(self, "infantry_heat", infantry_heat)
        object.__setattr__(self, "torso_turret", torso_turret)


# The fire-control links that change a weapon's conversion (ASC p. 94): the
# pairing itself is construction.resolved's, shared with BV.
AS_LINK_KINDS: Final = frozenset({"artemis", "artemis_proto", "artemis_v", "apollo", "capacitor"})


Item = tuple[Equipment, Mount]  # a catalog item with its mount


def items_of(design: Design, keep: Optional[Callable[[Equipment, Mount], bool]] = None
             ) -> tuple[list[Item], list[Optional[str]], list[str]]:
    """The design's catalog items as (item, mount) pairs in mount order, the
    fire-control link kind of each (None for none) and the names of the
    mounts the catalog does not know - all read from the resolved design.
    ``keep(item, mount)`` leaves items out (battle armor: attack
    pseudo-weapons, other troopers' items)."""
    resolved = resolve(design)
    kept = [rm for rm in resolved.items if keep(rm.eq, rm.mount)] if keep is not None else resolved.items
    pairs = [(rm.eq, rm.mount) for rm in kept]
    if not resolved.links:
        return pairs, [None] * len(pairs), [m.item for m in resolved.unknown]  # most designs
    # weapon index -> the kind of its first link (ResolvedDesign.link_kind, for all weapons at once)
    link_kinds = {link.weapon: link.kind for link in reversed(resolved.links)}
    kinds = []
    for rm in kept:
        kind = link_kinds.get(rm.index)
        kinds.append(kind if kind in AS_LINK_KINDS else None)
    return pairs, kinds, [m.item for m in resolved.unknown]


def ammo_ok(items: list[Item]) -> dict[tuple, bool]:
    """Weapons whose ammunition lasts at least 10 turns (ASC p. 94): per
    weapon kind, shots / weapons >= 10 (Ultra 20, Rotary 60)."""
    counts: dict[tuple, int] = {}
    for eq, m in items:
        w = eq.weapon
        if eq.kind != "weapon" or w is None or not w.ammo_type or W.one_shot(eq):
            continue
        counts[(w.ammo_type, w.rack_size)] = counts.get((w.ammo_type, w.rack_size), 0) + 1
    shots: dict[tuple, float] = {k: 0 for k in counts}
    for eq, m in items:
        a = eq.ammo
        if eq.kind != "ammo" or a is None:
            continue
        key = (a.ammo_type, a.rack_size)
        if key in shots:
            n = m.shots if m.shots is not None else (a.shots_per_ton or 0)
            if m.size is not None and a.shots_per_ton and m.shots is None and eq.tonnage and eq.tonnage < 1:
                n = a.shots_per_ton
            shots[key] += n
    out = {}
    for key, n in counts.items():
        div = 6 if key[0] == "T_AC_ROTARY" else 2 if key[0] in ("T_AC_ULTRA", "T_AC_ULTRA_THB") else 1
        out[key] = (int(shots[key]) // n) >= 10 * div
    return out


def weapon_multiplier(eq: Equipment, mount: Mount, ok_ammo: dict, tc: bool, aes_locs: AbstractSet[str]) -> tuple[float, str]:
    w = eq.weapon
    mult, notes = 1.0, []
    shot_once = W.one_shot(eq)
    if w is not None and w.ammo_type and not shot_once:
        if not ok_ammo.get((w.ammo_type, w.rack_size), True):
            mult *= 0.75
            notes.append("under 10 turns of ammo x0.75")
    if shot_once:
        if eq.id != "Fusillade":
            mult *= 0.1
            notes.append("one-shot x0.1")
    if tc and "F_DIRECT_FIRE" in eq.flags and W.family(eq) != "lbx":
        mult *= 1.1
        notes.append("targeting computer x1.1")
    if mount.location in aes_locs and mount.location in ("LA", "RA"):
        mult *= 1.05
        notes.append("AES x1.05")
    return mult, ", ".join(notes)


def is_explosive(eq: Equipment, mount: Mount) -> bool:
    """Equipment that blocks ENE: explosive with an explosion of its own.
    A PPC and a PPC capacitor do not (the reference gives ENE to 'Mechs
    whose only explosive item is a capacitor)."""
    if "F_BOMB_BAY" in eq.flags:
        return True
    if "F_CHAFF_POD" in eq.flags:
        # a chaff pod does not block ENE (reference: Charger CGR-1X1,
        # Ti Ts'ang TSG-10L, Tsuru VIP Aircraft keep ENE)
        return False
    if not eq.explosive:
        return False
    if "F_PPC" in eq.flags or "F_PPC_CAPACITOR" in eq.flags:
        return False
    if eq.kind == "ammo" and mount.location in ("", None):
        return False
    return True


# ---------------------------------------------------------------- 'Mechs

def mech_size(tonnage: float) -> int:
    if tonnage < 40:
        return 1
    if tonnage < 60:
        return 2
    if tonnage < 80:
        return 3
    return 4


# armor types whose points count other than 1 each (ASC p. 97)
_ARMOR_POINT_FACTOR: Final[dict[Optional[str], float]] = {"commercial": 0.5, "ferro_lamellor": 1.2, "hardened": 2.0}


def mech_facts(design: Design) -> Facts:
    md = design.mech
    assert md is not None  # facts_for converts a 'Mech only with its 'Mech details
    items, links, unresolved = items_of(design)
    flags = resolve(design).flags
    ok_ammo = ammo_ok(items)
    tc = "F_TARGCOMP" in flags
    # (the design's flags say first whether an item search can find anything)
    aes = derived.aes_locations(design)
    # A QuadVee's torso rotates a full circle like a vehicle turret, in
    # vehicle and in 'Mech mode (IO pp. 133-134); a tripod's torso too, its
    # front arc being wherever the torso is turned (IO p. 158).  The weapons
    # it carries (torsos, head, arms; not the legs, which stay with the
    # hull) have the 360-degree field of fire that makes a turret (AS:CE
    # errata v6.02 p. 79: some or all of a unit's weapons), so they convert
    # as 'Mech turret weapons do: TUR, and the standard damage as before.
    # Rear-mounted weapons keep REAR.
    torso_turret = {"quadvee": "QuadVee torso turns a full circle (IO pp. 133-134)",
                    "tripod": "tripod torso turns a full circle (IO p. 158)"}.get(md.config, "")
    weapons = []
    misc = []
    for i, (eq, m) in enumerate(items):
        if eq.kind == "weapon":
            mult, mult_notes = weapon_multiplier(eq, m, ok_ammo, tc, aes)
            turret = m.turret or (bool(torso_turret) and m.location not in LEG_LOCATIONS)
            arc = "rear" if m.rear else "turret" if turret else "front"
            weapons.append(weapon(eq, m.location, arc, links[i], mult, mult_notes))
        else:
            misc.append((eq, m))

    # movement (ASC p. 92)
    walk = float(derived.walk_mp(design))  # with a chain drape's -1 (construction.derived.walk_mp)
    notes = [f"walk {design.walk_mp} MP"] + ([f"equipment {int(walk) - design.walk_mp:+d}"] if walk != design.walk_mp else [])
    boosters = derived.boosters(design)
    if boosters.masc and boosters.supercharger:
        walk *= 1.5
        notes.append("MASC + supercharger x1.5")
    elif boosters.any:
        walk *= 1.25
        notes.append(("supercharger" if boosters.supercharger else "MASC") + " x1.25")
    move_mp = math.floor(walk + 0.5)
    if design.armor_type == "hardened" or (design.armor and all(a.armor_type == "hardened" for a in design.armor)):
        move_mp -= 1
        notes.append("hardened armor -1")
    if "F_MODULAR_ARMOR" in flags:
        move_mp -= 1
        notes.append("modular armor -1")
    # medium and large shields (TO p. 290; bv/data/equipment_rules.json)
    shields = shield_movement(design)
    if shields.shields:
        move_mp += shields.walk
        notes.append(f"shield {shields.walk:+d}")
    move_mp = max(move_mp, 0)
    base = int(move_mp * 2)
    if base % 2:
        base += 1
    umu = derived.umu_mp(design)
    jump_mp = 0 if umu else derived.mech_jets_jump_mp(design)
    if jump_mp > 0 and shields.shields:
        jump_mp = 0 if shields.no_jump else max(0, jump_mp + shields.jump)
        notes.append("shield: no jumping" if jump_mp == 0 else f"shield {shields.jump:+d} jump")
    if jump_mp > 0 and "F_MODULAR_ARMOR" in flags:
        # modular armor costs a jumping MP as well as a walking one
        jump_mp -= 1
        notes.append("modular armor -1 jump")
    if jump_mp > 0 and "F_PARTIAL_WING" in flags:
        jump_mp += derived.partial_wing_jump_bonus(design)
    jump = jump_mp * 2
    code = ""
    if md.config == "quadvee":
        code = "qw" if (md.quadvee_motive or "").startswith("wheel") else "qt"
    move: list[tuple[str, int]] = []
    if jump == base and jump > 0 and code == "":
        move.append(("j", base))
    else:
        move.append((code, base))
        if jump > 0:
            move.append(("j", jump))
    if umu:
        move.append(("s", umu * 2))
    primary = move[0][1]

    # armor (ASC p. 97)
    pts, anotes = 0.0, []
    for a in design.armor:
        at = a.armor_type or design.armor_type
        mod = _ARMOR_POINT_FACTOR.get(at, 1.0)
        pts += mod * (max(0, a.front) + max(0, a.rear or 0))
    n = derived.modular_armor_mounts(design)
    if n:
        pts += 10 * n
        anotes.append(f"modular armor +{10 * n}")
    if design.armor_type in ("commercial", "ferro_lamellor", "hardened"):
        anotes.append(f"{design.armor_type} armor")

    # structure (ASC p. 98)
    eng = derived.engine_type(design)
    s = mech_structure(eng, design.tonnage)
    snotes = f"{eng} engine, {design.tonnage:g} t"
    if design.structure == "composite":
        s = math.ceil(s * 0.5)
        snotes += ", composite x0.5"
    elif design.structure == "reinforced":
        s *= 2
        snotes += ", reinforced x2"

    # heat (ASC p. 93 and the Converting Heat errata)
    sinks = derived.heat_sinks(design)  # the component table's dissipation per sink
    cap = sinks.dissipation if sinks is not None else 0
    hnotes = [f"{cap} dissipation"]
    pods = derived.coolant_pods(design)
    if pods:
        cap += pods
        hnotes.append(f"+{pods} coolant pod")
    if "F_PARTIAL_WING" in flags:
        cap += 3
        hnotes.append("+3 partial wing")
    if "F_RADICAL_HEATSINK" in flags:
        cap += 1
        hnotes.append("+1 RHS")
    if "F_EMERGENCY_COOLANT_SYSTEM" in flags:
        cap += 1
        hnotes.append("+1 ECS")
    if jump_mp > 0 and design.jump_mp > 0:
        improved = derived.improved_jump_jets(design)
        xxl = derived.xxl_engine(design)
        if prototype_jump_jets(design):
            hm = prototype_jump_heat(jump_mp, xxl)  # IO:AE p. 97 (bv/tables.py)
        elif improved and xxl:
            hm = max(3, jump_mp)
        elif improved:
            hm = max(3, math.ceil(jump_mp / 2))
        elif xxl:
            hm = max(6, jump_mp * 2)
        else:
            hm = max(3, jump_mp)
        mnote = f"jumping {hm}"
    elif not md.industrial and design.engine is not None:
        hm = (6 if derived.xxl_engine(design) else 2) if derived.engine_fusion(design) else 0
        mnote = f"running {hm}"
    else:
        hm = 0
        mnote = "no movement heat"
    extra = 0
    if derived.stealth_armor(design) or flags & {"F_VOIDSIG", "F_NULLSIG"}:
        extra += 10
    if "F_CHAMELEON_SHIELD" in flags:
        extra += 6

    seeds = []
    cockpit = md.cockpit
    if cockpit == "interface":
        seeds.append("DN")
    if cockpit in ("command_console", "superheavy_command_console", "small_command_console"):
        seeds.append("MHQ:1")
    if md.industrial:
        seeds.append("AFC" if cockpit in ("industrial_afc",) or cockpit == "standard" else "BFC")
    if md.config == "quadvee":
        seeds.append("QV")
    if design.tonnage > 100:
        # a superheavy 'Mech is a large unit (LG)
        seeds.append("LG")
    explosive = any(is_explosive(eq, m) for eq, m in items)
    return Facts(
        design=design,
        as_type="IM" if md.industrial else "BM",
        size=mech_size(design.tonnage),
        size_rule=f"{design.tonnage:g} t",
        move=tuple(move),
        move_notes=", ".join(notes),
        primary_move=primary,
        armor_points=pts,
        armor_notes=", ".join(anotes),
        structure=s,
        structure_notes=snotes,
        weapons=tuple(weapons),
        misc=tuple(misc),
        uses_heat=True,
        heat_capacity=cap,
        heat_move=hm,
        heat_extra=extra,
        heat_notes=", ".join(hnotes) + f"; {mnote}" + (f"; +{extra} stealth/chameleon" if extra else ""),
        specials_seed=tuple(seeds),
        explosive=explosive,
        unresolved=tuple(unresolved),
        torso_turret=torso_turret,
    )
