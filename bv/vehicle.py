"""Battle Value 2.0 of combat and support vehicles as named steps
(TechManual pp. 316-318; tables in bv/data/vehicle.json).

Reuses the 'Mech calculator's item resolution and add-on linking
(Artemis, capacitors, machine gun arrays) from :mod:`bv.mech`.

The fixed-wing support vehicles' aerospace procedure (:mod:`bv.aerospace_sv`)
shares the parts that price the same way: the ``add_*`` functions and
:func:`weapon_values` below take the calculator's line writer (``s``), so
each procedure writes its own lines with its own book and page.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Final, Optional, Union

from construction import derived
from construction.model import Design
from construction.resolved import resolve
from construction.rounding import round_half_up

from .mech import Item, ammo_by_kind, ammo_key
from .model import BVResult, Rule, SkillInfo, Step
from .tables import speed_factor, table, tmm

DATA: Final = Path(__file__).resolve().parent / "data" / "vehicle.json"
REAR: Final = {"REAR"}


@lru_cache(maxsize=1)
def data() -> dict:
    with open(DATA, encoding="utf-8") as fh:
        return json.load(fh)


Writer = Callable[..., Step]  # a calculator's _s: (step id, text, value, total[, rule id]) -> Step


def line_writer(tables: Callable[[], dict]) -> Writer:
    """A calculator's line writer: each line with the book and page its
    table gives the step (``tables()["steps"][id]``)."""

    def lookup(step: str) -> Rule:
        r = tables()["steps"][step]
        return Rule(r["book"], int(r["page"]))

    rule = lru_cache(maxsize=None)(lookup)  # not a decorator: mypyc loses a decorated closure

    def s(step_id: str, text: str, value: float, total: float, rule_id: Optional[str] = None) -> Step:
        return Step(step_id, text, value, total, rule(rule_id or step_id))

    return s


_s: Final = line_writer(data)


def _f(x: float) -> str:
    r = round(x, 3)
    return str(int(r)) if r == int(r) else str(r)


@dataclass(frozen=True, init=False)
class Facts:
    design: Design
    items: tuple[Item, ...]
    unresolved: tuple
    motive: str
    support: bool
    flank: int
    jump: int
    links: tuple
    mga: tuple
    bar: int

    def __init__(self, design: Design, items: tuple[Item, ...], unresolved: tuple, motive: str, support: bool, flank: int,
                 jump: int, links: tuple, mga: tuple, bar: int) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "design", design)
        object.__setattr__(self, "items", items)
        object.__setattr__(self, "unresolved", unresolved)
        object.__setattr__(self, "motive", motive)
        object.__setattr__(self, "support", support)
        object.__setattr__(self, "flank", flank)
        object.__setattr__(self, "jump", jump)
        object.__setattr__(self, "links", links)
        object.__setattr__(self, "mga", mga)
        object.__setattr__(self, "bar", bar)

    def linked_by(self, index: int) -> tuple[Item, ...]:
        if not self.links:  # (most vehicles)
            return ()
        by = {it.index: it for it in self.items}
        return tuple(by[l] for w, l in self.links if w == index)

    def has(self, flag: str) -> bool:
        """Does any item carry ``flag``?  (The resolved design's union of
        every item's flags, worked out once.)"""
        return flag in resolve(self.design).flags


def gather(design: Design) -> Facts:
    resolved = resolve(design)
    items = resolved.items
    unresolved = resolved.unknown_labels
    support = design.unit_type == "support_vehicle"
    block = design.support_vehicle if support else design.vehicle
    motive = block.motive if block else "tracked"
    cruise = design.walk_mp
    flank = math.ceil(cruise * 1.5)
    if derived.boosters(design).any:  # a supercharger (or a VTOL jet booster, MASC to the catalog)
        flank = math.ceil(cruise * 2)
    links = tuple((link.weapon, link.linker) for link in resolved.links)
    mga = resolved.mga_members
    bar = design.support_vehicle.bar if support and design.support_vehicle else 10
    return Facts(design, tuple(items), unresolved, motive, support, flank, design.jump_mp, tuple(links),
                 tuple(mga), bar)


def mast_items(f: Facts) -> frozenset:
    """Indexes of the items in a VTOL mast mount: everything else in the rotor
    location of a design that mounts one there (TO p. 348)."""
    m = data()["mast_mount"]
    if not any(m["flag"] in it.eq.flags and it.mount.location == m["location"] for it in f.items):
        return frozenset()
    return frozenset(it.index for it in f.items if it.mount.location == m["location"] and m["flag"] not in it.eq.flags)


def structure_points(d: Design) -> int:
    return math.ceil(d.tonnage / 10) * sum(1 for a in d.armor)


@dataclass(init=False)
class Running:
    """What the steps carry from one to the next: the report so far, the
    defensive and offensive ratings, and facts a later step needs."""

    mast: frozenset  # items in a VTOL mast mount
    steps: list = field(default_factory=list)
    dv: float = 0.0
    ov: float = 0.0
    total: Union[int, float] = 0.0  # a whole number once the drone multiplier has rounded it
    valued: set = field(default_factory=set)  # mast items valued with their +10
    ams_bv: float = 0.0
    fire_control: float = 1.0
    weapons_for_ammo: dict = field(default_factory=dict)  # ammo key -> BV of the weapons that fire it
    explain: bool = True  # write the report (evaluate without --explain does not show it)

    def __init__(self, mast: frozenset, steps: Optional[list] = None, dv: float = 0.0, ov: float = 0.0,
                 total: Union[int, float] = 0.0, valued: Optional[set] = None, ams_bv: float = 0.0,
                 fire_control: float = 1.0, weapons_for_ammo: Optional[dict] = None, explain: bool = True) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "mast", mast)
        object.__setattr__(self, "steps", [] if steps is None else steps)
        object.__setattr__(self, "dv", dv)
        object.__setattr__(self, "ov", ov)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "valued", set() if valued is None else valued)
        object.__setattr__(self, "ams_bv", ams_bv)
        object.__setattr__(self, "fire_control", fire_control)
        object.__setattr__(self, "weapons_for_ammo", {} if weapons_for_ammo is None else weapons_for_ammo)
        object.__setattr__(self, "explain", explain)


def _mast_bonus(r: Running, it: Item, step_id: str, total: float) -> float:
    """+10 for an item in a VTOL mast mount (TO p. 382), written as its own
    line after the item's; 0 for an item elsewhere."""
    if it.index not in r.mast:
        return 0.0
    bonus = float(data()["mast_mount"]["per_item"])
    r.valued.add(it.index)
    if r.explain:
        r.steps.append(_s(step_id, f"{it.eq.name} in the mast mount +{_f(bonus)}", bonus, total + bonus, "mast"))
    return bonus


def step_movement(f: Facts, r: Running) -> None:
    d = f.design
    if r.explain:
        r.steps.append(_s("movement", f"cruise {d.walk_mp}, flank {f.flank}, jump {f.jump}", f.flank, 0.0))


def add_armor(f: Facts, r: Running, s: Writer, factor: float) -> None:
    """The defensive rating starts at armor points x armor type x BAR / 10 x
    ``factor``; modular armor adds 10 points each, a blue shield +0.2 to the
    armor multiplier."""
    d = f.design
    am = data()["armor_multiplier"].get(d.armor_type or "standard", 1.0)
    if f.has("F_BLUE_SHIELD"):
        am += 0.2
    modular = 10 * derived.modular_armor_mounts(d)
    pts = sum(a.front + (a.rear or 0) for a in d.armor)
    r.dv = (pts + modular) * am * (f.bar / 10.0) * factor
    if r.explain:
        r.steps.append(s("def.armor", f"{pts} armor points" + (f" + {modular} modular" if modular else "") +
                         (f" x {_f(am)} ({d.armor_type})" if am != 1 else "") +
                         (f" x BAR {f.bar}/10" if f.bar != 10 else "") + f" x {_f(factor)}", r.dv, r.dv))


def step_armor(f: Facts, r: Running) -> None:
    """Armor points x armor type x BAR / 10 x 2.5 (TM p. 316); modular armor
    adds 10 points each, a blue shield +0.2 to the armor multiplier."""
    add_armor(f, r, _s, 2.5)


def step_structure(f: Facts, r: Running) -> None:
    sp = structure_points(f.design)
    sv = sp * 1.5 * (1.2 if f.has("F_BLUE_SHIELD") else 1.0)
    r.dv += sv
    if r.explain:
        r.steps.append(_s("def.structure", f"{sp} structure points x 1.5", sv, r.dv))


def add_defensive_equipment(f: Facts, r: Running, s: Writer) -> None:
    """Defensive weapons and equipment at their BV, +10 each in a mast mount
    (TO p. 382; only a VTOL has one); AMS ammunition at most the AMS BV."""
    t = data()
    for it in f.items:
        eq = it.eq
        if eq.kind == "weapon" and any(fl in eq.flags for fl in t["defensive_weapon_flags"]):
            bv = float(eq.bv or 0)
            if "F_AMS" in eq.flags and eq.weapon and eq.weapon.ammo_type in ("T_AMS", "T_APDS"):
                r.ams_bv += bv
        elif eq.kind == "misc" and any(fl in eq.flags for fl in t["defensive_misc_flags"]):
            bv = float(eq.bv or 0)
        else:
            continue
        r.dv += bv
        if r.explain:
            r.steps.append(s("def.equipment", f"{eq.name} ({it.mount.location})", bv, r.dv))
        r.dv += _mast_bonus(r, it, "def.mast", r.dv)
    ams_ammo = sum(float(it.eq.bv or 0) for it in f.items
                   if it.eq.kind == "ammo" and it.eq.ammo and it.eq.ammo.ammo_type in ("T_AMS", "T_APDS"))
    if ams_ammo:
        v = min(ams_ammo, r.ams_bv)
        r.dv += v
        if r.explain:
            r.steps.append(s("def.equipment", f"AMS ammunition {_f(ams_ammo)} (at most the AMS BV {_f(r.ams_bv)})",
                             v, r.dv))


def step_defensive_equipment(f: Facts, r: Running) -> None:
    """Defensive weapons and equipment at their BV, +10 each in a mast mount
    (TO p. 382); AMS ammunition at most the AMS BV."""
    add_defensive_equipment(f, r, _s)


def step_type_modifier(f: Facts, r: Running) -> None:
    t = data()
    tm = t["type_modifier"].get(f.motive, t["type_modifier"]["default"])
    if not f.support:
        for it in f.items:
            for fl, add in t["type_modifier_additions"].items():
                if fl in it.eq.flags:
                    tm += add
                    break
    tm = round(tm * 10) / 10.0
    r.dv *= tm
    if r.explain:
        r.steps.append(_s("def.type", f"{f.motive} type modifier {_f(tm)}", tm, r.dv))


def step_defensive_factor(f: Facts, r: Running) -> None:
    """1 + the best TMM / 10.  Only vehicular stealth armor gives a vehicle
    the stealth TMM bonus (vehicle.json stealth_rule); the 'Mech stealth
    armor code in a vehicle file (with its 'Mech "Stealth" slots) does not."""
    t = data()
    stealth = f.design.armor_type == "vehicular_stealth"
    bonus = t["airborne_tmm_bonus"].get(f.motive, 0)
    run_t = (tmm(f.flank) + bonus) if f.flank > 0 else 0
    jump_t = (tmm(f.jump, jump=True)) if f.jump > 0 else 0
    if stealth:
        run_t += t["stealth_tmm_bonus"]
        jump_t += t["stealth_tmm_bonus"] if f.jump > 0 else 0
    best = max(run_t, jump_t)
    factor = 1 + best / 10.0
    r.dv = round(r.dv * factor, 5)
    if r.explain:
        r.steps.append(_s("def.factor", f"TMM flank {run_t}, jump {jump_t}; 1 + {best}/10", factor, r.dv))


_FCS_MULTIPLIERS: Final = (("F_ARTEMIS", 1.2, "Artemis IV"), ("F_ARTEMIS_PROTO", 1.1, "prototype Artemis"),
                    ("F_ARTEMIS_V", 1.3, "Artemis V"), ("F_APOLLO", 1.15, "Apollo"),
                    ("F_RISC_LASER_PULSE_MODULE", 1.15, "RISC LPM"))


def weapon_values(f: Facts, r: Running) -> list[tuple[Item, float, list[str]]]:
    """(item, value, notes) of each weapon with its modifiers, in item order:
    mast mount, capacitor, MG array, fire-control links, drone, targeting
    computer, support-vehicle fire control (which it sets on ``r``).  AMS and
    A-/B-pods are defensive.  Adds each weapon's BV to the ammunition kind
    it fires (``r.weapons_for_ammo``)."""
    t = data()
    in_mast = float(t["mast_mount"]["per_item"])
    if f.support:
        if f.has("F_BASIC_FIRECONTROL"):
            r.fire_control = t["fire_control"]["basic"]
        elif not f.has("F_ADVANCED_FIRECONTROL"):
            r.fire_control = t["fire_control"]["none"]
    fc = r.fire_control
    tc = f.has("F_TARGCOMP")
    drone = f.has("F_DRONE_OPERATING_SYSTEM")
    by = {it.index: it for it in f.items}
    valued = []
    for it in f.items:
        eq = it.eq
        if eq.kind != "weapon" or any(fl in eq.flags for fl in ("F_AMS", "F_B_POD", "F_M_POD")):
            continue
        v = float(eq.bv or 0)
        notes = []
        if it.index in r.mast:
            v += in_mast
            r.valued.add(it.index)
            notes.append(f"+{_f(in_mast)} mast mount (TO p. 382)")
        linked = f.linked_by(it.index)
        for l in linked:
            if "F_PPC_CAPACITOR" in l.eq.flags:
                bonus = float(table("equipment_rules")["ppc_capacitor"]["bonus_by_weapon"].get(eq.id, 0))
                v += bonus
                notes.append(f"+{_f(bonus)} capacitor")
        if "F_MGA" in eq.flags:
            members = dict(f.mga).get(it.index, ())
            v = sum(float(by[i].eq.bv or 0) for i in members) * t["mg_array"]
            notes.append(f"MG array of {len(members)}")
        for l in linked:
            for fl, mul, label in _FCS_MULTIPLIERS:
                if fl in l.eq.flags:
                    v *= mul
                    notes.append(f"x{mul} {label}")
        if drone:
            v *= t["drone"]["weapon"]
            notes.append("x0.8 drone")
        if "F_DIRECT_FIRE" in eq.flags and tc:
            v *= 1.25
            notes.append("x1.25 TC")
        elif f.support and "F_INFANTRY" not in eq.flags and fc != 1:
            v *= fc
            notes.append(f"x{fc} fire control")
        valued.append((it, v, notes))
        energy_no_ammo = "F_ENERGY" in eq.flags and (eq.weapon is None or eq.weapon.ammo_type not in
                                                   ("T_PLASMA", "T_VEHICLE_FLAMER", "T_HEAVY_FLAMER", "T_CHEMICAL_LASER"))
        if not (energy_no_ammo or "F_ONESHOT" in eq.flags or "F_INFANTRY" in eq.flags):
            k = ammo_key(eq)
            if k is not None and k[0] not in ("T_NA", "NA"):
                r.weapons_for_ammo[k] = r.weapons_for_ammo.get(k, 0.0) + float(eq.bv or 0)
    return valued


def add_weapons(f: Facts, r: Running, s: Writer, arc: Callable[[Item], Optional[str]], where: Callable[[Item], str],
                arcs: str) -> None:
    """The weapons at their values (:func:`weapon_values`); those of the
    weaker of the front and rear arcs count half.  ``arc(item)`` is "front",
    "rear" or None (an arc that counts whole); ``where(item)`` names its
    place in the line, ``arcs`` the two arcs ("front and rear")."""
    valued = weapon_values(f, r)
    front = rear = 0.0
    for it, v, notes in valued:
        a = arc(it)
        if a == "rear":
            rear += v
        elif a == "front":
            front += v
    switched = rear > front
    for it, v, notes in valued:
        a = arc(it)
        half = (a == "rear" and not switched) or (a == "front" and switched)
        value = v / 2 if half else v
        r.ov += value
        if r.explain:
            r.steps.append(s("off.weapon", f"{it.eq.name} ({where(it)}) {_f(float(it.eq.bv or 0))} "
                             + " ".join(notes) + (f" x0.5 (weaker of {arcs})" if half else ""), value, r.ov,
                             "off.weapons"))


def _vehicle_arc(it: Item) -> Optional[str]:
    """Front or rear; turrets and sides count whole."""
    if it.mount.turret:
        return None
    return "rear" if it.mount.location in REAR else "front" if it.mount.location == "FRONT" else None


def step_weapons(f: Facts, r: Running) -> None:
    """Each weapon's BV with its modifiers (mast mount, capacitor, MG array,
    fire-control links, drone, targeting computer, support-vehicle fire
    control); the weaker of the front and rear arcs counts half."""
    add_weapons(f, r, _s, _vehicle_arc, lambda it: f"{it.mount.location}{', turret' if it.mount.turret else ''}",
                "front and rear")


def add_ammo(f: Facts, r: Running, s: Writer) -> None:
    """Ammunition BV, each kind at most the BV of the weapons that fire it,
    x the support-vehicle fire-control modifier."""
    ammo, names = ammo_by_kind(f.items, ("T_AMS", "T_APDS"))
    if not ammo:
        return
    total = sum(min(v, r.weapons_for_ammo[k]) for k, v in ammo.items() if k in r.weapons_for_ammo)
    total *= r.fire_control
    r.ov += total
    if r.explain:
        r.steps.append(s("off.ammo", ", ".join(f"{names[k]} {_f(v)}" for k, v in ammo.items()) +
                         " (each kind at most its weapons' BV)" +
                         (f" x{r.fire_control} fire control" if r.fire_control != 1 else ""), total, r.ov))


def step_ammo(f: Facts, r: Running) -> None:
    """Ammunition BV, each kind at most the BV of the weapons that fire it
    (TM p. 317), x the support-vehicle fire-control modifier."""
    add_ammo(f, r, _s)


def add_offensive_equipment(f: Facts, r: Running, s: Writer) -> None:
    """Offensive equipment at its BV (a Watchdog at its offensive BV; other
    ECM, PPC capacitors and the excluded kinds not), +10 each in a mast
    mount."""
    t = data()
    excluded = set(t["offensive_excluded_misc_flags"])
    for it in f.items:
        eq = it.eq
        if eq.kind != "misc" or eq.flags & excluded:
            continue
        if "F_ECM" in eq.flags and "F_WATCHDOG" not in eq.flags:
            continue
        bv = float(t["watchdog_offensive_bv"]) if "F_WATCHDOG" in eq.flags else float(eq.bv or 0)
        if "F_PPC_CAPACITOR" in eq.flags:
            continue  # counted with its PPC
        if bv <= 0:
            continue
        r.ov += bv
        if r.explain:
            r.steps.append(s("off.equipment", f"{eq.name} ({it.mount.location})", bv, r.ov))
        r.ov += _mast_bonus(r, it, "off.mast", r.ov)


def step_offensive_equipment(f: Facts, r: Running) -> None:
    add_offensive_equipment(f, r, _s)


def step_weight(f: Facts, r: Running) -> None:
    w = f.design.tonnage / 2
    r.ov += w
    if r.explain:
        r.steps.append(_s("off.weight", f"{_f(f.design.tonnage)} t / 2", w, r.ov))


def step_speed(f: Facts, r: Running) -> None:
    """The speed factor of flank MP + half the jump MP (rail: cruise;
    trailers count as 1 MP)."""
    mp = f.flank
    if f.motive in ("rail", "maglev"):
        mp = f.design.walk_mp
    if mp == 0:
        mp = 1  # trailers count as 1 MP
    smp = mp + round_half_up(f.jump / 2)
    sf = speed_factor(smp)
    r.ov *= sf
    if r.explain:
        r.steps.append(_s("off.speed", f"speed factor for {smp} MP = {_f(sf)}", sf, r.ov))


def add_total(f: Facts, r: Running, s: Writer) -> None:
    """Defensive + offensive; +10 for each mast item with no BV of its own;
    a drone operating system x 0.95."""
    t = data()
    in_mast = float(t["mast_mount"]["per_item"])
    r.total = r.dv + r.ov
    if r.explain:
        r.steps.append(s("total", f"defensive {_f(r.dv)} + offensive {_f(r.ov)}", r.total, r.total))
    for it in f.items:
        if it.index in r.mast and it.index not in r.valued:
            r.total += in_mast
            if r.explain:
                r.steps.append(_s("mast", f"{it.eq.name} in the mast mount (no BV of its own, or a percentage modifier): "
                                  f"+{_f(in_mast)} to the final BV", in_mast, r.total))
    if f.has("F_DRONE_OPERATING_SYSTEM"):
        r.total = round_half_up(r.total * t["drone"]["final"])
        if r.explain:
            r.steps.append(s("drone", "drone operating system x 0.95", t["drone"]["final"], r.total))


def step_total(f: Facts, r: Running) -> None:
    """Defensive + offensive; +10 for each mast item with no BV of its own;
    a drone operating system x 0.95."""
    add_total(f, r, _s)


# The vehicle BV procedure (TM pp. 316-318, TO pp. 379-385 with the errata),
# one named step after another; each appends its lines to the report.
STEPS: Final = (step_movement, step_armor, step_structure, step_defensive_equipment, step_type_modifier,
         step_defensive_factor, step_weapons, step_ammo, step_offensive_equipment, step_weight, step_speed, step_total)


def run_procedure(f: Facts, steps: tuple, mast: frozenset, explain: bool = True) -> Running:
    """Run a procedure's named steps in order on one Running."""
    r = Running(mast=mast, explain=explain)
    for step in steps:
        step(f, r)
    return r


def run(f: Facts, explain: bool = True):
    r = run_procedure(f, STEPS, mast_items(f), explain)
    return r.steps, r.dv, r.ov, r.total


def result(f: Facts, r: Running, s: Writer, mult: float, gunnery: int, piloting: int) -> BVResult:
    """The BV of the steps' total: rounded to the nearest whole number, x the
    crew skill multiplier."""
    steps, dv, ov, total, explain = r.steps, r.dv, r.ov, r.total, r.explain
    base = round_half_up(total)
    final = round_half_up(base * mult)
    if explain:
        steps.append(s("base_bv", f"round {total:.3f} to the nearest whole number", base, base))
        if mult != 1:
            steps.append(s("skill", f"gunnery {gunnery} / piloting {piloting}: {base} x {mult:g}", mult, final))
    return BVResult(bv=final, base_bv=base, skill=SkillInfo(int(gunnery), int(piloting), mult), defensive=dv,
                    offensive=ov, breakdown=tuple(steps),
                    warnings=tuple(f"unknown equipment ignored: {u}" for u in f.unresolved))


def compute(design: Design, mult: float, gunnery: int, piloting: int, explain: bool = True) -> BVResult:
    """A vehicle's BV; ``explain`` False leaves the breakdown out."""
    f = gather(design)
    return result(f, run_procedure(f, STEPS, mast_items(f), explain), _s, mult, gunnery, piloting)


__all__ = ["STEPS", "add_ammo", "add_armor", "add_defensive_equipment", "add_offensive_equipment", "add_total", "add_weapons",
           "compute", "gather", "line_writer", "mast_items", "result", "run", "run_procedure",
           "structure_points", "weapon_values"]
