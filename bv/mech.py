"""Battle Value 2.0 of a BattleMech as a named sequence of steps.

The procedure is the TechManual's (pp. 302-306) with the Tactical Operations
additions (pp. 379-385) as corrected by the TO errata v3.02.  Every step is a
small pure function of a :class:`MechFacts` (what the design is, worked out
once) and the rating so far; each returns the :class:`~bv.model.Step` lines
it adds to the report.  Tables live in ``bv/data/*.json``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Container, Final, Iterable, Optional

from construction import components, derived
from construction.catalog import Equipment
from construction.model import Design, MechDetails
from construction.resolved import ResolvedMount, resolve
from construction.rounding import round_half_up

from .model import Rule, Step
from .tables import multiplier, prototype_jump_heat, prototype_jump_jets, rule, shield_movement, speed_factor, table, tmm

ARMS: Final = ("LA", "RA")
LEGS: Final = ("LL", "RL", "CL", "FLL", "FRL", "RLL", "RRL")
SIDE_TORSOS: Final = ("LT", "RT")
TRANSFER: Final = {"LA": "LT", "RA": "RT", "LL": "LT", "RL": "RT", "FLL": "LT", "FRL": "RT",
            "RLL": "LT", "RRL": "RT", "LT": "CT", "RT": "CT", "CL": "CT"}


# --------------------------------------------------------------------------- facts

# A mounted catalog item (never a fixed system): the resolved mount.
Item = ResolvedMount[Equipment]


@dataclass(frozen=True, init=False)
class Movement:
    walk: int
    jump_jets: int
    run: int
    jump: int
    umu: int
    airmech_flank: int  # standard LAMs only, else 0
    notes: str

    def __init__(self, walk: int, jump_jets: int, run: int, jump: int, umu: int, airmech_flank: int,
                 notes: str) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "walk", walk)
        object.__setattr__(self, "jump_jets", jump_jets)
        object.__setattr__(self, "run", run)
        object.__setattr__(self, "jump", jump)
        object.__setattr__(self, "umu", umu)
        object.__setattr__(self, "airmech_flank", airmech_flank)
        object.__setattr__(self, "notes", notes)


@dataclass(frozen=True, init=False)
class MechFacts:
    design: Design
    items: tuple[Item, ...]
    unresolved: tuple[str, ...]
    quad: bool
    lam_standard: bool
    engine_id: str
    engine_fusion: bool
    engine_side_slots: int
    gyro_id: str
    cockpit_id: str
    structure_id: str
    movement: Movement
    case: frozenset  # locations with CASE (incl. implicit Clan CASE)
    case2: frozenset
    links: tuple  # (weapon index, linking item index) pairs
    mga_members: tuple  # (mga index, (mg indexes...)) pairs
    aes_locations: frozenset
    tsm: bool
    industrial_tsm: bool
    targeting_computer: bool
    drone: bool
    risc_kit: bool  # RISC Heat Sink Override Kit (the .mtf 'heat sink kit:' line)
    stealth: bool
    null_sig: bool
    void_sig: bool
    chameleon: bool
    blue_shield: bool = False
    # the items that count as weapons (counts_as_weapon), in mount order:
    # the front/rear and the weapon steps both walk them
    weapons: tuple[Item, ...] = ()
    flags: frozenset = frozenset()  # every flag any item carries (the resolved design's)
    # write the breakdown (its text costs more than the numbers; evaluate
    # without --explain does not show it)
    explain: bool = True
    # weapon index -> the items linked to it (_linked), filled on first use
    _linked_map: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __init__(self, design: Design, items: tuple[Item, ...], unresolved: tuple[str, ...], quad: bool,
                 lam_standard: bool, engine_id: str, engine_fusion: bool, engine_side_slots: int, gyro_id: str,
                 cockpit_id: str, structure_id: str, movement: Movement, case: frozenset, case2: frozenset,
                 links: tuple, mga_members: tuple, aes_locations: frozenset, tsm: bool, industrial_tsm: bool,
                 targeting_computer: bool, drone: bool, risc_kit: bool, stealth: bool, null_sig: bool,
                 void_sig: bool, chameleon: bool, blue_shield: bool = False, weapons: tuple[Item, ...] = (),
                 flags: frozenset = frozenset(), explain: bool = True) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "design", design)
        object.__setattr__(self, "items", items)
        object.__setattr__(self, "unresolved", unresolved)
        object.__setattr__(self, "quad", quad)
        object.__setattr__(self, "lam_standard", lam_standard)
        object.__setattr__(self, "engine_id", engine_id)
        object.__setattr__(self, "engine_fusion", engine_fusion)
        object.__setattr__(self, "engine_side_slots", engine_side_slots)
        object.__setattr__(self, "gyro_id", gyro_id)
        object.__setattr__(self, "cockpit_id", cockpit_id)
        object.__setattr__(self, "structure_id", structure_id)
        object.__setattr__(self, "movement", movement)
        object.__setattr__(self, "case", case)
        object.__setattr__(self, "case2", case2)
        object.__setattr__(self, "links", links)
        object.__setattr__(self, "mga_members", mga_members)
        object.__setattr__(self, "aes_locations", aes_locations)
        object.__setattr__(self, "tsm", tsm)
        object.__setattr__(self, "industrial_tsm", industrial_tsm)
        object.__setattr__(self, "targeting_computer", targeting_computer)
        object.__setattr__(self, "drone", drone)
        object.__setattr__(self, "risc_kit", risc_kit)
        object.__setattr__(self, "stealth", stealth)
        object.__setattr__(self, "null_sig", null_sig)
        object.__setattr__(self, "void_sig", void_sig)
        object.__setattr__(self, "chameleon", chameleon)
        object.__setattr__(self, "blue_shield", blue_shield)
        object.__setattr__(self, "weapons", weapons)
        object.__setattr__(self, "flags", flags)
        object.__setattr__(self, "explain", explain)
        object.__setattr__(self, "_linked_map", {})

    def linked_by(self, weapon_index: int) -> tuple[Item, ...]:
        if not self.links:
            return ()  # most designs: asked for every weapon
        return self._linked().get(weapon_index, ())

    def _linked(self) -> dict:
        """weapon index -> the items linked to it, built once per facts
        (asked only when there are links: an empty map is one not built yet)."""
        cached = self._linked_map
        if not cached:
            by_index = {it.index: it for it in self.items}
            for w, l in self.links:
                cached[w] = cached.get(w, ()) + (by_index[l],)
        return cached

    def is_arm(self, loc: str) -> bool:
        return (not self.quad) and loc in ARMS


def _component(kind: str, cid: Optional[str]):
    try:
        fam = getattr(components.registry(), kind)
        return fam.by_id.get(cid)
    except Exception:  # the component registry is optional for BV
        return None


@lru_cache(maxsize=1)
def _risc_kit_names() -> frozenset:
    """The .mtf 'heat sink kit:' names of the RISC Heat Sink Override Kit, lower case."""
    return frozenset(n.lower() for n in table("multipliers")["risc_heat_sink_override_kit"]["names"])


def gather_facts(design: Design, explain: bool = True) -> MechFacts:
    """Work out, once, everything the steps need from a design; with
    ``explain`` False the steps leave the breakdown out."""
    if design.unit_type != "mech" or design.mech is None:
        raise ValueError(f"bv.compute handles BattleMechs only, not {design.unit_type!r}")
    md = design.mech
    resolved = resolve(design)
    items = list(resolved.items)
    unresolved = resolved.unknown_labels

    engine_id = derived.engine_type(design)
    ecomp = _component("engines", engine_id)
    side_slots = sum(len(m.slots) for m in design.mounts if m.item == "Engine" and m.location == "LT")
    if side_slots == 0 and ecomp is not None:
        side_slots = ecomp.side_torso_slots

    quad = md.config in ("quad", "quadvee")
    flags = resolved.flags  # every flag any item carries
    case = set()
    case2 = set()
    if not flags.isdisjoint(("F_CASEII", "F_CASE", "F_CASEP")):
        for it in items:
            if "F_CASEII" in it.eq.flags:
                case2.add(it.mount.location)
            elif "F_CASE" in it.eq.flags or "F_CASEP" in it.eq.flags:
                case.add(it.mount.location)
    if design.tech_base == "Clan":
        # Clan 'Mechs carry CASE in every location that holds explosive
        # equipment (TM p. 303: Clan units have CASE built in).
        for it in items:
            if it.eq.explosive and it.mount.location not in ("HD", "CT"):
                case.add(it.mount.location)

    links = tuple((link.weapon, link.linker) for link in resolved.links)
    mga = resolved.mga_members
    movement = _movement(design, items, md, engine_id, flags)
    return MechFacts(
        design=design,
        items=tuple(items),
        unresolved=unresolved,
        quad=quad,
        lam_standard=(md.config == "lam" and (md.lam_type or "standard") == "standard"),
        engine_id=engine_id,
        engine_fusion=derived.engine_fusion(design),
        engine_side_slots=side_slots,
        gyro_id=md.gyro,
        cockpit_id=md.cockpit,
        structure_id=design.structure or "standard",
        movement=movement,
        case=frozenset(case),
        case2=frozenset(case2),
        links=tuple(links),
        mga_members=tuple(mga),
        aes_locations=derived.aes_locations(design),
        tsm="F_TSM" in flags or md.myomer in ("tsm", "prototype_tsm"),
        industrial_tsm="F_INDUSTRIAL_TSM" in flags or md.myomer == "industrial_tsm",
        targeting_computer="F_TARGCOMP" in flags,
        drone="F_DRONE_OPERATING_SYSTEM" in flags,
        risc_kit=(md.heat_sink_kit or "").strip().lower() in _risc_kit_names(),
        stealth=derived.stealth_armor(design),
        null_sig="F_NULLSIG" in flags,
        void_sig="F_VOIDSIG" in flags,
        chameleon="F_CHAMELEON_SHIELD" in flags,
        blue_shield="F_BLUE_SHIELD" in flags,
        weapons=tuple(it for it in items if counts_as_weapon(it)),
        flags=flags,
        explain=explain,
    )


def _movement(design: Design, items: list[Item], md: MechDetails, engine_id: str, flags: frozenset) -> Movement:
    # the walking MP the 'Mech moves with (a chain drape -1: construction.derived.walk_mp)
    walk = derived.walk_mp(design)
    notes = []
    if walk != design.walk_mp:
        notes.append(f"equipment {walk - design.walk_mp:+d} walk")
    boosters = derived.boosters(design)
    tsm = "F_TSM" in flags or md.myomer in ("tsm",)
    shields = shield_movement(design)
    shield_walk, shield_no_jump = shields.walk, shields.no_jump
    if shield_walk:
        walk = max(0, walk + shield_walk)
        notes.append(f"shield {shield_walk:+d} walk" + (", no jumping" if shield_no_jump else ""))
    if tsm:
        walk += 1
        notes.append("TSM +1 walk")
    if boosters.masc and boosters.supercharger:
        run = math.ceil(walk * 2.5)
        notes.append("MASC + supercharger: run = walk x 2.5")
    elif boosters.any:
        run = walk * 2
        notes.append(("MASC" if boosters.masc else "supercharger") + ": run = walk x 2")
    else:
        run = math.ceil(walk * 1.5)
    hardened = design.armor_type == "hardened" or any(a.armor_type == "hardened" for a in design.armor if a.location in LEGS)
    if hardened:
        run -= 1
        notes.append("hardened armor -1 run")
    umu = derived.umu_mp(design)
    jets = 0 if (umu or shield_no_jump) else derived.mech_jets_jump_mp(design)
    jump = jets
    # the wing's bonus only when the 'Mech can jump at all: "The added Jumping
    # MP bonus does not apply if the unit cannot generate Jumping MP" (TO
    # p. 293, TO errata v3.02; BMM errata p. 116 likewise); its heat bonus
    # stays (the heat-efficiency step)
    if "F_PARTIAL_WING" in flags and jets > 0:
        bonus = derived.partial_wing_jump_bonus(design)
        jump += bonus
        notes.append(f"partial wing +{bonus} jump")
    flank = 0
    if md.config == "lam" and (md.lam_type or "standard") == "standard":
        cruise = design.jump_mp * 3
        flank = math.ceil(cruise * 1.5)
    return Movement(walk, jets, max(0, run), jump, umu, flank, ", ".join(notes))


# --------------------------------------------------------------------------- steps

@dataclass(frozen=True, init=False)
class Running:
    """The ratings while the steps run."""

    defensive: float = 0.0
    offensive: float = 0.0
    total: float = 0.0

    def __init__(self, defensive: float = 0.0, offensive: float = 0.0, total: float = 0.0) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "defensive", defensive)
        object.__setattr__(self, "offensive", offensive)
        object.__setattr__(self, "total", total)


def _step(step_id: str, text: str, value: float, total: float, rule_id: Optional[str] = None) -> Step:
    return Step(step_id, text, value, total, rule(rule_id or step_id))


_F_TEXT: Final[dict] = {}  # number -> its text: the same few thousand values recur in every breakdown


def _f(x: float) -> str:
    text = _F_TEXT.get(x)
    if text is None:
        r = round(x, 3)
        text = str(int(r)) if r == int(r) else str(r)
        if len(_F_TEXT) < 16384:
            _F_TEXT[x] = text
    return text


# -- movement -----------------------------------------------------------------

def step_movement(f: MechFacts) -> list[Step]:
    if not f.explain:
        return []
    mv = f.movement
    text = f"walk {mv.walk}, run {mv.run}, jump {mv.jump}" + (f", UMU {mv.umu}" if mv.umu else "")
    if mv.airmech_flank:
        text += f", AirMech flank {mv.airmech_flank}"
    if mv.notes:
        text += f" ({mv.notes})"
    return [_step("movement", text, mv.run, 0.0)]


# -- defensive battle rating --------------------------------------------------

def _armor_points(f: MechFacts) -> list[tuple[str, int, Optional[str]]]:
    return [(a.location, a.front + (a.rear or 0), a.armor_type) for a in f.design.armor]


def step_armor(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    d = f.design
    comp = _component("armors", d.armor_type) if d.armor_type else None
    modular = 10 * derived.modular_armor_mounts(d)
    torso_cockpit = 0
    if f.cockpit_id == "torso_mounted":
        ct = d.armor_at("CT")
        torso_cockpit = (ct.front + (ct.rear or 0)) if ct else 0
    harjel = {}
    for it in f.items if not f.flags.isdisjoint(HARJEL) else ():
        if "F_HARJEL_II" in it.eq.flags:
            harjel[it.mount.location] = HARJEL["F_HARJEL_II"]
        elif "F_HARJEL_III" in it.eq.flags:
            harjel[it.mount.location] = HARJEL["F_HARJEL_III"]
    if d.armor_type == "patchwork" or any(a.armor_type for a in d.armor) or harjel:
        total = 0.0
        parts = []
        for loc, pts, at in _armor_points(f):
            at = at or d.armor_type
            c = _component("armors", at)
            m = multiplier("armor", at, getattr(c, "bv_multiplier", None)) + (BLUE_SHIELD_BONUS if f.blue_shield else 0)
            m *= harjel.get(loc, 1.0)
            total += pts * m
            parts.append(f"{loc} {pts}" + (f"x{_f(m)}" if m != 1 else ""))
        total += (modular + torso_cockpit)
        value = total * 2.5
        text = ("armor by location (" if d.armor_type != "patchwork" else "patchwork armor (") + ", ".join(parts) + ")" + (f" + {modular} modular" if modular else "") + \
            (f" + {torso_cockpit} torso-mounted cockpit (CT again)" if torso_cockpit else "") + " x 2.5"
    else:
        pts = sum(p for _, p, _ in _armor_points(f))
        m = multiplier("armor", d.armor_type, getattr(comp, "bv_multiplier", None)) + (BLUE_SHIELD_BONUS if f.blue_shield else 0)
        value = (pts + modular + torso_cockpit) * 2.5 * m
        text = f"{pts} armor points"
        if modular:
            text += f" + {modular} modular armor"
        if torso_cockpit:
            text += f" + {torso_cockpit} (torso-mounted cockpit: CT armor counts twice)"
        text += " x 2.5" + (f" x {_f(m)} ({d.armor_type}{', Blue Shield +0.2' if f.blue_shield else ''})" if m != 1 else "")
    r = Running(defensive=r.defensive + value)
    return ([_step("def.armor", text, value, r.defensive)] if f.explain else []), r


# HarJel II / III multiply the armor of their own location (TO p. 381)
HARJEL: Final = {"F_HARJEL_II": 1.1, "F_HARJEL_III": 1.2}


def internal_points(f: MechFacts) -> int:
    t = components.internal_structure(int(f.design.tonnage))
    md = f.design.mech
    assert md is not None  # gather_facts takes only 'Mechs with their 'Mech details
    cfg = md.config
    if f.quad:
        return t["HD"] + t["CT"] + 2 * t["ST"] + 4 * t["LEG"]
    total = t["HD"] + t["CT"] + 2 * t["ST"] + 2 * t["ARM"] + 2 * t["LEG"]
    if cfg == "tripod":
        total += t["LEG"]
    return total


def step_structure(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    pts = internal_points(f)
    sc = _component("structures", f.structure_id)
    sm = multiplier("structure", f.structure_id, getattr(sc, "bv_multiplier", None)) + (BLUE_SHIELD_BONUS if f.blue_shield else 0)
    ec = _component("engines", f.engine_id)
    em = multiplier("engine", f.engine_id, getattr(ec, "bv_multiplier", None))
    value = pts * 1.5 * sm * em
    r = Running(defensive=r.defensive + value)
    if not f.explain:
        return [], r
    text = f"{pts} structure points x 1.5" + (f" x {_f(sm)} ({f.structure_id}{', Blue Shield +0.2' if f.blue_shield else ''})" if sm != 1 else "") + \
        (f" x {_f(em)} ({f.engine_id} engine)" if em != 1 else "")
    return [_step("def.structure", text, value, r.defensive)], r


def step_gyro(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    gc = _component("gyros", f.gyro_id)
    gm = multiplier("gyro", f.gyro_id, getattr(gc, "bv_multiplier", None))
    value = f.design.tonnage * gm
    r = Running(defensive=r.defensive + value)
    if not f.explain:
        return [], r
    return [_step("def.gyro", f"{_f(f.design.tonnage)} t x {_f(gm)} ({f.gyro_id} gyro)", value, r.defensive)], r


def _is_shield(it: Item) -> bool:
    return "F_CLUB" in it.eq.flags and "shield" in it.eq.id.lower()


_DEFENSIVE_FLAGS: Optional[tuple[frozenset, frozenset]] = None  # made on first use (asked once an item)


def _defensive_flags() -> tuple[frozenset, frozenset]:
    global _DEFENSIVE_FLAGS
    found = _DEFENSIVE_FLAGS
    if found is None:
        t = table("equipment_rules")["defensive"]
        found = _DEFENSIVE_FLAGS = (frozenset(t["weapon_flags"]), frozenset(t["misc_flags"]))
    return found


def is_defensive(it: Item) -> bool:
    weapon_flags, misc_flags = _defensive_flags()
    if it.eq.kind == "weapon":
        return not weapon_flags.isdisjoint(it.eq.flags)
    if it.eq.kind == "misc":
        return not misc_flags.isdisjoint(it.eq.flags) or _is_shield(it)
    return False


def step_defensive_equipment(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    steps = []
    total = r.defensive
    ams_bv = 0.0
    per_slot = table("equipment_rules")["defensive"].get("per_slot_bv_flags", {})
    for it in f.items:
        if not is_defensive(it):
            continue
        bv = float(it.eq.bv or 0)
        slot_bv = next((v for fl, v in per_slot.items() if fl in it.eq.flags), None)
        if slot_bv is not None:
            # HarJel II/III: BV per critical slot (equipment_rules.json defensive.per_slot_bv_note)
            bv = float(slot_bv) * it.slot_count
        if "F_AMS" in it.eq.flags and it.eq.weapon and it.eq.weapon.ammo_type in ("T_AMS", "T_APDS"):
            ams_bv += bv
        total += bv
        if f.explain:
            text = f"{it.eq.name} ({it.mount.location})" + \
                (f": {it.slot_count} slot(s) x {_f(slot_bv)}" if slot_bv is not None else "")
            steps.append(_step("def.equipment", text, bv, total))
    ammo = sum(float(it.eq.bv or 0) for it in f.items
               if it.eq.kind == "ammo" and it.eq.ammo and it.eq.ammo.ammo_type in ("T_AMS", "T_APDS"))
    if ammo:
        capped = min(ammo, ams_bv)
        total += capped
        if f.explain:
            steps.append(_step("def.equipment", f"AMS ammunition {_f(ammo)}" + (f", capped at AMS BV {_f(ams_bv)}" if ammo > ams_bv else ""),
                               capped, total))
    # armored components (TO errata footnote H)
    arm_total = 0.0
    parts = []
    for rm in resolve(f.design).armored:
        m, eq = rm.mount, rm.eq
        slots = rm.slot_count
        bv = float(eq.bv or 0) if eq is not None else 0.0
        if m.item == "Gyro":
            # the gyro's BV is its own defensive value: tonnage x gyro modifier
            gc = _component("gyros", f.gyro_id)
            bv = f.design.tonnage * multiplier("gyro", f.gyro_id, getattr(gc, "bv_multiplier", None))
        v = bv * 0.05 * slots if bv > 0 else 5.0 * slots
        arm_total += v
        parts.append(f"{m.item} {_f(v)}")
    if arm_total:
        total += arm_total
        if f.explain:
            steps.append(_step("def.armored_components", "armored components: " + ", ".join(parts), arm_total, total))
    return steps, Running(defensive=total)


def _penalised(f: MechFacts, loc: Optional[str]) -> bool:
    """Does explosive equipment in ``loc`` cost defensive BV?"""
    if loc is None or loc in f.case2:
        return False
    if f.is_arm(loc):
        return loc not in f.case and _penalised(f, TRANSFER[loc])
    if loc in SIDE_TORSOS:
        return loc not in f.case or f.engine_side_slots >= 3
    return True


def explosive_cost(f: MechFacts, it: Item) -> tuple[float, str]:
    """Per-item explosive penalty (0 when the item is safe) and why."""
    eq = it.eq
    # A PPC explodes only with a capacitor linked to it (TO p. 337; the TO
    # errata v3.02 marks the PPC + Capacitor BV entries "K", TO p. 382):
    # Inner Sphere or Clan alike, whatever the PPC's own catalog flag says.
    charged_ppc = "F_PPC" in eq.flags and any("F_PPC_CAPACITOR" in l.eq.flags for l in f.linked_by(it.index))
    if not eq.explosive and not charged_ppc:
        return 0.0, ""
    t = table("equipment_rules")["explosive"]
    if eq.kind == "weapon":
        at = eq.weapon.ammo_type if eq.weapon else None
        if at in t["not_explosive_weapon_ammo_types"] or eq.flags & set(t["not_explosive_weapon_flags"]):
            return 0.0, ""
        if "F_PPC" in eq.flags and not charged_ppc:
            return 0.0, ""
        per = t["per_slot_weapon"]
        if at in t["once_per_item_weapon_ammo_types"]:
            return (float(per), "1 per item") if (_penalised(f, it.mount.location)) else (0.0, "")
    elif eq.kind == "ammo":
        at = eq.ammo.ammo_type if eq.ammo else None
        per = t["per_slot_weapon"] if at in t["per_slot_ammo_low_types"] else t["per_slot_ammo"]
    else:
        per = t["per_slot_misc_default"]
        if any(eq.flags & {fl} for fl in t["per_slot_misc_low_flags"]):
            per = t["per_slot_weapon"]
        if "F_BLUE_SHIELD" in eq.flags or eq.flags & set(t.get("not_explosive_misc_flags", ())):
            return 0.0, ""
    slots = 0
    m = it.mount
    if _penalised(f, m.location):
        slots += max(1, len(m.slots)) if not m.split_location else len(m.slots)
    if m.split_location and _penalised(f, m.split_location):
        slots += len(m.split_slots)
    for part in m.split_more:
        if _penalised(f, part.location):
            slots += len(part.slots)
    if slots and (m.split_location or m.split_more) and t.get("split_item_counts_every_slot"):
        # a split item sits in each of its locations: one penalised location
        # puts every slot of it in the count (equipment_rules.json explosive.split_item_note)
        every = len(m.slots) + len(m.split_slots) + sum(len(p.slots) for p in m.split_more)
        return float(per * every), f"{every} slot(s) x {per} (split item: every slot)"
    return float(per * slots), f"{slots} slot(s) x {per}"


BLUE_SHIELD_BONUS: Final = 0.2  # TO p. 381: Blue Shield PFD adds 0.2 to the armor and structure modifiers


def blue_shield_locations(f: MechFacts) -> list[str]:
    """Locations (head excluded) whose explosion the Blue Shield does not
    contain: one point of defensive BV each (TO p. 381; errata example:
    a Thunderbolt without CASE loses 7)."""
    out: list[str] = []
    for loc in ("CT", "RT", "LT", "RA", "LA", "RL", "LL", "CL", "FLL", "FRL", "RLL", "RRL"):
        if f.design.armor_at(loc) is None or loc in f.case2:
            continue
        if f.design.tech_base == "Clan":
            if loc in SIDE_TORSOS and f.engine_side_slots > 2:
                out.append(loc)
            elif loc in ("CT",) or loc in LEGS:
                out.append(loc)
            continue
        if f.engine_side_slots <= 2:
            if loc in SIDE_TORSOS and loc in f.case:
                continue
            if f.is_arm(loc) and (loc in f.case or TRANSFER[loc] in f.case):
                continue
        out.append(loc)
    return out


def step_explosive(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    steps = []
    total = r.defensive
    if f.blue_shield:
        locs = blue_shield_locations(f)
        total -= len(locs)
        if f.explain:
            steps.append(_step("def.explosive", f"Blue Shield: 1 per unprotected location ({', '.join(locs)})", -len(locs), total))
    # a superheavy 'Mech's slot holds up to two items: the penalty is per
    # slot, however many explosive items share it (IO p. 194)
    superheavy = f.design.tonnage > 100
    seen: set = set()
    for it in f.items:
        if superheavy:
            m = it.mount
            slots = {(m.location, s) for s in m.slots} | {(m.split_location, s) for s in m.split_slots} | \
                {(p.location, s) for p in m.split_more for s in p.slots}
            if slots and slots <= seen:
                continue
        cost, why = explosive_cost(f, it)
        if cost and superheavy:
            seen |= slots
        if cost:
            total -= cost
            if f.explain:
                steps.append(_step("def.explosive", f"{it.eq.name} ({it.mount.location}): {why}", -cost, total))
    if total < 1:
        if f.explain:
            steps.append(_step("def.explosive", "defensive battle rating is at least 1", 1 - total, 1.0))
        total = 1.0
    return steps, Running(defensive=total)


def defensive_tmm(f: MechFacts) -> tuple[int, str]:
    mv = f.movement
    if f.lam_standard and mv.airmech_flank:
        run_t = tmm(mv.airmech_flank) + 1
    else:
        run_t = tmm(mv.run)
    jump_t = tmm(mv.jump, jump=True)
    umu_t = tmm(mv.umu)
    best = max(run_t, jump_t, umu_t)
    text = f"TMM run {run_t}, jump {jump_t}" + (f", UMU {umu_t}" if mv.umu else "")
    if f.stealth or f.null_sig:
        best += 2
        text += ", +2 " + ("stealth armor" if f.stealth else "null-signature system")
    if f.chameleon:
        best += 2
        text += ", +2 chameleon LPS"
    if f.void_sig:
        if best < 3:
            best = 3
            text += ", void-signature: at least 3"
        elif best == 3:
            best = 4
            text += ", void-signature tie: +1"
    return best, text


def step_defensive_factor(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    best, text = defensive_tmm(f)
    factor = 1 + best / 10.0
    total = r.defensive * factor
    if not f.explain:
        return [], Running(defensive=total)
    return [_step("def.factor", f"{text}; defensive factor 1 + {best}/10 = {_f(factor)}", factor, total)], Running(defensive=total)


# -- offensive battle rating --------------------------------------------------

def heat_efficiency(f: MechFacts) -> tuple[int, str]:
    d = f.design
    h = table("equipment_rules")["heat"]
    hs = d.heat_sinks
    sinks = derived.heat_sinks(d)  # the component table's dissipation per sink
    cap = sinks.dissipation if sinks is not None else 0
    eff = h["base_efficiency"] + cap
    text = f"{h['base_efficiency']} + {cap} dissipation"
    if hs is not None and "F_RADICAL_HEATSINK" in f.flags:
        rhs = math.ceil(hs.count * h["radical_heat_sink_fraction"])
        eff += rhs
        text += f" + {rhs} (radical heat sink system)"
    if "F_PARTIAL_WING" in f.flags:
        eff += h["partial_wing"]
        text += f" + {h['partial_wing']} (partial wing)"
    if f.lam_standard:
        eff += h["standard_lam"]
        text += f" + {h['standard_lam']} (LAM)"
    if "F_EMERGENCY_COOLANT_SYSTEM" in f.flags:
        eff += h["emergency_coolant"]
        text += f" + {h['emergency_coolant']} (emergency coolant)"
    pods = derived.coolant_pods(d)
    if pods and hs is not None:
        bonus = math.ceil(hs.count * pods / 5)
        eff += bonus
        text += f" + {bonus} (coolant pods)"
    move, why = movement_heat(f)
    eff -= move
    text += f" - {move} ({why})"
    for cond, key, label in ((f.stealth, "stealth", "stealth armor"), (f.chameleon, "chameleon", "chameleon LPS"),
                             (f.null_sig, "null_sig", "null-signature"), (f.void_sig, "void_sig", "void-signature")):
        if cond:
            eff -= h[key]
            text += f" - {h[key]} ({label})"
    return eff, text


def movement_heat(f: MechFacts) -> tuple[int, str]:
    mv = f.movement
    xxl = derived.xxl_engine(f.design)
    if f.lam_standard and mv.airmech_flank:
        return round_half_up(mv.airmech_flank / 3), "AirMech movement"
    if not f.engine_fusion and f.engine_id not in table("equipment_rules")["heat"]["running_heat_fission"]["engines"]:
        run_heat = 0
    else:
        run_heat = 6 if xxl else 2
    jump_heat = 0
    jets = mv.jump_jets  # jump heat comes from the jets; a partial wing's extra MP makes none
    if jets > 0:
        prototype = prototype_jump_jets(f.design)
        improved = derived.improved_jump_jets(f.design)
        booster = "F_MECHANICAL_JUMP_BOOSTER" in f.flags or "F_JUMP_BOOSTER" in f.flags
        if booster and "F_JUMP_JET" not in f.flags:
            jump_heat = 0
        elif prototype:
            jump_heat = prototype_jump_heat(jets, xxl)  # IO:AE p. 97 (bv/tables.py)
        elif improved and xxl:
            # an XXL engine doubles the improved jets' heat, minimum included (TO p. 227; TM p. 225)
            jump_heat = 2 * max(3, math.ceil(jets / 2))
        elif improved:
            jump_heat = max(3, math.ceil(jets / 2))
        elif xxl:
            jump_heat = max(6, jets * 2)
        else:
            jump_heat = max(3, jets)
    if jump_heat > run_heat:
        return jump_heat, f"jumping {jets} MP"
    if "F_SCM" in f.flags:
        return 0, "super-cooled myomer"
    return run_heat, "running"


def _nominal_rear(f: MechFacts, it: Item, switched: bool) -> bool:
    if f.is_arm(it.mount.location) or it.mount.turret:
        return False
    return switched ^ bool(it.mount.rear)


def is_vibroblade(it: Item) -> bool:
    return it.eq.kind == "misc" and "vibroblade" in it.eq.id.lower()


_NOT_COUNTED: Final = frozenset(("F_AMS", "F_B_POD", "F_M_POD", "F_SCREEN"))


def counts_as_weapon(it: Item) -> bool:
    eq = it.eq
    if is_vibroblade(it):
        return (eq.bv or 0) > 0
    if eq.kind != "weapon" or eq.weapon is None:
        return False
    if not _NOT_COUNTED.isdisjoint(eq.flags):
        return False
    return (eq.bv or 0) > 0 or "F_MGA" in eq.flags


def weapon_heat(f: MechFacts, it: Item) -> float:
    h = table("equipment_rules")["heat"]
    if is_vibroblade(it):
        size = next((k for k in h["vibroblade"] if k in it.eq.id.lower()), "medium")
        return float(h["vibroblade"][size])
    w = it.eq.weapon
    assert w is not None  # (counts_as_weapon: a weapon with its weapon stats, or a vibroblade)
    heat = float(w.heat or 0)
    if w.one_shot or "F_ONESHOT" in it.eq.flags:
        heat /= h["one_shot_divisor"]
    if w.ammo_type in h["ultra_ammo_types"]:
        heat *= h["ultra_multiplier"]
    elif w.ammo_type in h["rotary_ammo_types"]:
        heat *= h["rotary_multiplier"]
    heat += h["prototype_laser_extra"].get(it.eq.id, 0)
    linked = f.linked_by(it.index)
    if linked and "F_LASER" in it.eq.flags and any("F_RISC_LASER_PULSE_MODULE" in l.eq.flags for l in linked):
        heat += h["risc_pulse_module_heat"]
    if linked and "F_LASER" in it.eq.flags and any("F_LASER_INSULATOR" in l.eq.flags for l in linked):
        heat = max(1.0, heat + h["laser_insulator"])
    if w.ammo_type in h["streak_ammo_types"]:
        heat *= h["streak_multiplier"]
    if linked and "F_PPC" in it.eq.flags and any("F_PPC_CAPACITOR" in l.eq.flags for l in linked):
        heat += h["ppc_capacitor_heat"]
    return heat


def weapon_value(f: MechFacts, it: Item, switched: Optional[bool]) -> tuple[float, list[str]]:
    """A weapon's BV with every modifier except the heat rule; ``switched``
    None means front/rear is not decided yet (no rear halving)."""
    wm = table("equipment_rules")["weapon_multipliers"]
    if "F_MGA" in it.eq.flags:
        by_index = {x.index: x for x in f.items}
        members = dict(f.mga_members).get(it.index, ())
        base = sum(float(by_index[i].eq.bv or 0) for i in members) * wm["mg_array"]["value"]
        notes = [f"MG array: {len(members)} MG x {_f(wm['mg_array']['value'])}"]
    else:
        base = float(it.eq.bv or 0)
        notes = [_f(base)] if f.explain else []  # (the notes are read only for the breakdown)
    v = base
    if it.mount.location in f.aes_locations and f.is_arm(it.mount.location):
        v *= wm["aes"]["value"]
        notes.append("x1.25 AES")
    if switched is not None and _nominal_rear(f, it, switched):
        v *= wm["rear"]["value"]
        notes.append("x0.5 rear")
    if f.drone:
        v *= table("multipliers")["drone"]["weapon"]
        notes.append("x0.8 drone")
    for l in f.linked_by(it.index):
        if "F_PPC_CAPACITOR" in l.eq.flags:
            bonus = float(table("equipment_rules")["ppc_capacitor"]["bonus_by_weapon"].get(it.eq.id, 0))
            v += bonus
            notes.append(f"+{_f(bonus)} capacitor")
        if "F_ARTEMIS" in l.eq.flags:
            v *= wm["artemis_iv"]["value"]; notes.append("x1.2 Artemis IV")
        elif "F_ARTEMIS_PROTO" in l.eq.flags:
            v *= wm["artemis_proto"]["value"]; notes.append("x1.1 prototype Artemis")
        elif "F_ARTEMIS_V" in l.eq.flags:
            v *= wm["artemis_v"]["value"]; notes.append("x1.3 Artemis V")
        elif "F_APOLLO" in l.eq.flags:
            v *= wm["apollo"]["value"]; notes.append("x1.15 Apollo")
        elif "F_RISC_LASER_PULSE_MODULE" in l.eq.flags:
            v *= wm["risc_lpm"]["value"]; notes.append("x1.15 RISC LPM")
    if f.targeting_computer and "F_DIRECT_FIRE" in it.eq.flags:
        v *= wm["targeting_computer"]["value"]
        notes.append("x1.25 TC")
    return v, notes


def front_rear_switched(f: MechFacts) -> tuple[bool, float, float]:
    front = rear = 0.0
    for it in f.weapons:
        if f.is_arm(it.mount.location) or it.mount.turret:
            continue
        v, _ = weapon_value(f, it, None)
        if it.mount.rear:
            rear += v
        else:
            front += v
    return front < rear, front, rear


def step_weapons(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    switched, front, rear = front_rear_switched(f)
    eff, eff_text = heat_efficiency(f)
    steps = [_step("off.heat", f"heat efficiency {eff_text} = {eff}", eff, r.offensive)] if f.explain else []
    if switched and f.explain:
        steps.append(_step("off.weapons", f"rear-facing weapons ({_f(rear)}) outvalue front ({_f(front)}): front and rear swap",
                           0.0, r.offensive))
    records = []
    for it in f.weapons:
        v, notes = weapon_value(f, it, switched)
        records.append((it, v, weapon_heat(f, it), notes))
    # heat-free weapons first, then by BV high to low, equal BV: lower heat first
    order = sorted(range(len(records)), key=lambda i: (records[i][2] > 0, -records[i][1] if records[i][2] > 0 else 0,
                                                        records[i][2] if records[i][2] > 0 else 0, i))
    total = r.offensive
    heat_sum = 0.0
    exceeded = eff <= 0
    for i in order:
        it, v, heat, notes = records[i]
        heat_sum += heat
        value = v / 2 if exceeded else v
        total += value
        if f.explain:
            text = f"{it.eq.name} ({it.mount.location}{', rear' if it.mount.rear else ''}) " + " ".join(notes) + \
                f", heat {_f(heat)} (sum {_f(heat_sum)})" + (" x0.5 over heat efficiency" if exceeded else "")
            steps.append(_step("off.weapon", text, value, total, "off.weapons"))
        if heat_sum >= eff:
            exceeded = True
    return steps, Running(defensive=r.defensive, offensive=total)


def ammo_key(eq: Equipment) -> Optional[tuple]:
    if eq.kind == "ammo" and eq.ammo is not None and eq.ammo.ammo_type:
        return (eq.ammo.ammo_type, eq.ammo.rack_size)
    if eq.kind == "weapon" and eq.weapon is not None and eq.weapon.ammo_type:
        return (eq.weapon.ammo_type, eq.weapon.rack_size)
    return None


_ENERGY_WITH_AMMO: Final = ("T_PLASMA", "T_VEHICLE_FLAMER", "T_HEAVY_FLAMER", "T_CHEMICAL_LASER")


def ammo_by_kind(items: Iterable[Item], excluded_types: Container[Optional[str]]) -> tuple[dict, dict]:
    """Offensive ammunition BV summed per kind (ammo type and rack size,
    :func:`ammo_key`), and each kind's name; ammunition of the
    ``excluded_types`` (defensive systems) is left out.  'Mechs and vehicles
    share it (TM pp. 304, 317: each kind at most the BV of its weapons)."""
    ammo: dict = {}
    names: dict = {}
    for it in items:
        if it.eq.kind != "ammo" or it.eq.ammo is None or it.eq.ammo.ammo_type in excluded_types:
            continue
        k = ammo_key(it.eq)
        if k is None:
            continue
        ammo[k] = ammo.get(k, 0.0) + float(it.eq.bv or 0)
        names.setdefault(k, it.eq.name)
    return ammo, names


def step_ammo(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    ammo, names = ammo_by_kind(f.items, ("T_AMS", "T_APDS", "T_SCREEN_LAUNCHER"))
    weapons: dict = {}
    for it in f.items:
        eq = it.eq
        if eq.kind != "weapon" or eq.weapon is None:
            continue
        if "F_B_POD" in eq.flags or "F_M_POD" in eq.flags or "F_ONESHOT" in eq.flags or eq.weapon.one_shot:
            continue
        if "F_INFANTRY" in eq.flags:
            continue
        if "F_ENERGY" in eq.flags and eq.weapon.ammo_type not in _ENERGY_WITH_AMMO:
            continue
        k = ammo_key(eq)
        if k is None or k[0] in ("T_NA", "NA"):
            continue
        weapons[k] = weapons.get(k, 0.0) + float(eq.bv or 0)
    steps = []
    total = r.offensive
    for k, v in ammo.items():
        if k[0] == "T_COOLANT_POD":
            total += v
            if f.explain:
                steps.append(_step("off.ammo", f"{names[k]} {_f(v)}", v, total))
            continue
        if k not in weapons:
            if f.explain:
                steps.append(_step("off.ammo", f"{names[k]} {_f(v)}: no weapon uses it", 0.0, total))
            continue
        value = min(v, weapons[k])
        total += value
        if f.explain:
            text = f"{names[k]} {_f(v)}" + (f", capped at its weapons' BV {_f(weapons[k])}" if v > weapons[k] else "")
            steps.append(_step("off.ammo", text, value, total))
    return steps, Running(defensive=r.defensive, offensive=total)


def physical_bv(f: MechFacts, it: Item) -> Optional[float]:
    rule_name = it.eq.bv_rule
    t = table("equipment_rules")["physical"]
    if rule_name not in t["rules"]:
        return None
    p = t["rules"][rule_name]
    if rule_name == "talons":
        extra = round_half_up(math.ceil(f.design.tonnage / p["kick_damage_per_tons"]) * p["extra_fraction"])
        if f.tsm and rule_name in t["tsm_doubles"]:
            extra *= t["tsm_damage_multiplier"]
        legs = sum(1 for x in f.items if x.eq.bv_rule == "talons") or 1
        return extra * p["bv_per_damage"] / legs
    damage = math.ceil(f.design.tonnage / p["damage_per_tons"]) + p["add"]
    if "kick_multiplier" in p:
        damage = round_half_up(damage * p["kick_multiplier"])
    if f.tsm and rule_name in t["tsm_doubles"]:
        damage *= t["tsm_damage_multiplier"]
    return damage * p["bv_per_damage"]


def step_offensive_equipment(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    er = table("equipment_rules")
    excluded = set(er["offensive_excluded_misc_flags"])
    steps = []
    total = r.offensive
    for it in f.items:
        eq = it.eq
        if eq.kind != "misc":
            continue
        if eq.flags & excluded or _is_shield(it) or is_vibroblade(it):
            continue
        if "F_ECM" in eq.flags and "F_WATCHDOG" not in eq.flags:
            continue
        phys = physical_bv(f, it)
        bv = phys if phys is not None else float(eq.bv or 0)
        if bv <= 0:
            continue
        text = f"{eq.name} ({it.mount.location}) {_f(bv)}"
        if "F_WATCHDOG" in eq.flags:
            bv = float(er["watchdog_offensive_bv"]["value"])
            text = f"{eq.name}: offensive part {_f(bv)}"
        elif (phys is not None or "F_CLUB" in eq.flags or "F_HAND_WEAPON" in eq.flags) and it.mount.location in f.aes_locations \
                and f.is_arm(it.mount.location):
            bv *= er["weapon_multipliers"]["aes"]["value"]
            text += " x1.25 AES"
        if f.tsm and phys is not None and eq.bv_rule in er["physical"]["tsm_doubles"]:
            text += " (TSM doubles damage)"
        total += bv
        if f.explain:
            steps.append(_step("off.equipment", text, bv, total))
    return steps, Running(defensive=r.defensive, offensive=total)


def step_weight(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    w = table("equipment_rules")["weight"]
    aes = 1.0
    for loc in ARMS:
        if loc in f.aes_locations and not f.quad:
            aes += w["aes_arm"]
    if any(loc in f.aes_locations for loc in LEGS):
        aes += w["aes_legs_quad"] if f.quad else w["aes_legs_biped"]
    value = f.design.tonnage * aes
    text = f"{_f(f.design.tonnage)} t" + (f" x {_f(aes)} (AES)" if aes != 1 else "")
    if f.tsm:
        value *= w["tsm"]
        text += f" x {w['tsm']} (TSM)"
    elif f.industrial_tsm:
        value *= w["industrial_tsm"]
        text += f" x {w['industrial_tsm']} (industrial TSM)"
    total = r.offensive + value
    return ([_step("off.weight", text, value, total)] if f.explain else []), Running(defensive=r.defensive, offensive=total)


def speed_mp(f: MechFacts) -> tuple[int, str]:
    mv = f.movement
    if f.lam_standard and mv.airmech_flank:
        half = round_half_up(mv.airmech_flank / 2)
        return mv.run + half, f"run {mv.run} + AirMech flank {mv.airmech_flank}/2"
    other = max(mv.jump, mv.umu)
    return mv.run + round_half_up(other / 2), f"run {mv.run} + round({other}/2)"


def step_speed(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    mp, text = speed_mp(f)
    sf = speed_factor(mp)
    total = r.offensive * sf
    return ([_step("off.speed", f"speed factor for {mp} MP ({text}) = {_f(sf)}", sf, total)] if f.explain else []), \
        Running(defensive=r.defensive, offensive=total)


def step_fire_control(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    t = table("multipliers")["industrial_no_afc"]
    if f.cockpit_id not in t["cockpits"]:
        return [], r
    total = r.offensive * t["value"]
    return ([_step("off.fire_control", f"IndustrialMech without advanced fire control x {t['value']}", t["value"], total)]
            if f.explain else []), \
        Running(defensive=r.defensive, offensive=total)


def step_total(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    total = r.defensive + r.offensive
    return ([_step("total", f"defensive {_f(r.defensive)} + offensive {_f(r.offensive)}", total, total)] if f.explain else []), \
        Running(r.defensive, r.offensive, total)


def cockpit_modifier(f: MechFacts) -> tuple[float, str]:
    cm = multiplier("cockpit", f.cockpit_id)
    if cm != 1:
        return cm, f"{f.cockpit_id} cockpit"
    if f.drone:
        return table("multipliers")["drone"]["final"], "drone operating system"
    return 1.0, ""


def step_cockpit(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    cm, why = cockpit_modifier(f)
    if cm == 1:
        return [], r
    total = r.total * cm
    return ([_step("cockpit", f"{why} x {_f(cm)}", cm, total)] if f.explain else []), Running(r.defensive, r.offensive, total)


def step_risc_kit(f: MechFacts, r: Running) -> tuple[list[Step], Running]:
    """RISC Heat Sink Override Kit: BV x 1.01 after the cockpit modifier
    (bv/data/multipliers.json risc_heat_sink_override_kit)."""
    if not f.risc_kit:
        return [], r
    v = table("multipliers")["risc_heat_sink_override_kit"]["value"]
    total = r.total * v
    return ([_step("risc_kit", f"RISC Heat Sink Override Kit x {_f(v)}", v, total)] if f.explain else []), \
        Running(r.defensive, r.offensive, total)


STEPS: Final = (
    step_armor,
    step_structure,
    step_gyro,
    step_defensive_equipment,
    step_explosive,
    step_defensive_factor,
    step_weapons,
    step_ammo,
    step_offensive_equipment,
    step_weight,
    step_speed,
    step_fire_control,
    step_total,
    step_cockpit,
    step_risc_kit,
)


def run_steps(f: MechFacts) -> tuple[tuple[Step, ...], Running]:
    steps: list[Step] = list(step_movement(f))
    r = Running()
    for fn in STEPS:
        out, r = fn(f, r)
        steps.extend(out)
    return tuple(steps), r


__all__ = ["MechFacts", "Running", "STEPS", "gather_facts", "run_steps", "Rule"]
