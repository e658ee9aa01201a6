"""Battle Value 2.0 of fixed-wing support vehicles as named steps: the
TechManual's aerospace procedure ("Calculating Aerospace BV", TM pp.
312-313, which names Fixed-Wing Support Vehicles), not the ground-vehicle
one.  Tables and sources in bv/data/aerospace_sv.json.

Defensive: armor x 2.5 x BAR / 10, structural integrity (= safe thrust)
x 2, defensive equipment, x the unit type modifier; no movement factor.
Offensive: weapons (nose and wings against aft, the weaker half), ammunition
up to its weapons' BV, offensive equipment, x the speed factor of the
maximum thrust; no tonnage term.  Item resolution, add-on links, the
support-vehicle fire control and the parts priced as for a ground vehicle
(armor, defensive equipment, each weapon's modifiers, ammunition, offensive
equipment, the total and the final rounding) come from :mod:`bv.vehicle`,
each line written here with this procedure's book and page.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Final, Optional, Union

from construction.model import Design

from . import vehicle
from .mech import Item
from .model import BVResult
from .tables import speed_factor
from .vehicle import Facts, Running

DATA: Final = Path(__file__).resolve().parent / "data" / "aerospace_sv.json"


@lru_cache(maxsize=1)
def data() -> dict:
    with open(DATA, encoding="utf-8") as fh:
        return json.load(fh)


def applies(design: Design) -> bool:
    """A support vehicle whose motive the aerospace procedure prices (the
    fixed-wing, aerodyne, support vehicles)."""
    sv = design.support_vehicle
    return design.unit_type == "support_vehicle" and sv is not None and sv.motive in data()["motives"]


_s: Final = vehicle.line_writer(data)  # each line with this procedure's book and page (aerospace_sv.json steps)
_f: Final = vehicle._f


def max_thrust(safe: int) -> int:
    return math.ceil(safe * data()["max_thrust_factor"])


def step_movement(f: Facts, r: Running) -> None:
    safe = f.design.walk_mp
    if r.explain:
        r.steps.append(_s("movement", f"safe thrust {safe}, maximum thrust {max_thrust(safe)}; "
                                      f"structural integrity {safe}", max_thrust(safe), 0.0))


def step_armor(f: Facts, r: Running) -> None:
    """Armor points x armor type x 2.5 x BAR / 10 (TM p. 312); modular
    armor adds 10 points each, a blue shield +0.2 to the armor multiplier
    (as for the other units)."""
    vehicle.add_armor(f, r, _s, data()["armor_factor"])


def step_structure(f: Facts, r: Running) -> None:
    """Structural integrity x 2 (TM p. 312); a fixed-wing support vehicle's
    structural integrity is its safe thrust."""
    si = f.design.walk_mp
    v = si * data()["structure_factor"] * (1.2 if f.has("F_BLUE_SHIELD") else 1.0)
    r.dv += v
    if r.explain:
        r.steps.append(_s("def.structure", f"structural integrity {si} x 2", v, r.dv))


def step_defensive_equipment(f: Facts, r: Running) -> None:
    """Defensive equipment at its BV; AMS ammunition at most the AMS BV."""
    vehicle.add_defensive_equipment(f, r, _s)


def step_type_modifier(f: Facts, r: Running) -> None:
    """x the unit type modifier (TM p. 316); aerospace units take no
    defensive movement factor."""
    tm = float(data()["type_modifier"])
    r.dv *= tm
    if r.explain:
        r.steps.append(_s("def.type", f"fixed-wing support vehicle type modifier {_f(tm)} (no movement factor)",
                          tm, r.dv))


def step_weapons(f: Facts, r: Running) -> None:
    """Each weapon's BV with its modifiers (capacitor, MG array, fire-control
    links, drone, targeting computer, support-vehicle fire control); the
    weaker of the front (nose, wings) and aft arcs counts half.  No weapon
    heat is counted."""
    vehicle.add_weapons(f, r, _s, _arc, lambda it: it.mount.location, "front and aft")


def _arc(it: Item) -> Optional[str]:
    """Aft (or mounted rear-facing), front (nose, wings), else whole."""
    a = data()
    if it.mount.location in a["rear_locations"] or it.mount.rear:
        return "rear"
    return "front" if it.mount.location in a["front_locations"] else None


def step_ammo(f: Facts, r: Running) -> None:
    """Ammunition BV, each kind at most the BV of the weapons that fire it,
    x the support-vehicle fire-control modifier."""
    vehicle.add_ammo(f, r, _s)


def step_offensive_equipment(f: Facts, r: Running) -> None:
    vehicle.add_offensive_equipment(f, r, _s)


def step_speed(f: Facts, r: Running) -> None:
    """x the speed factor of the maximum thrust."""
    mp = max_thrust(f.design.walk_mp)
    sf = speed_factor(mp)
    r.ov *= sf
    if r.explain:
        r.steps.append(_s("off.speed", f"speed factor for maximum thrust {mp} = {_f(sf)}", sf, r.ov))


def step_total(f: Facts, r: Running) -> None:
    """Defensive + offensive; a drone operating system x 0.95."""
    vehicle.add_total(f, r, _s)


# The aerospace BV procedure for a fixed-wing support vehicle (TM pp.
# 312-313), one named step after another; each appends its lines.
STEPS: Final = (step_movement, step_armor, step_structure, step_defensive_equipment, step_type_modifier,
         step_weapons, step_ammo, step_offensive_equipment, step_speed, step_total)


def run(f: Facts, explain: bool = True) -> tuple[list, float, float, Union[int, float]]:
    r = vehicle.run_procedure(f, STEPS, frozenset(), explain)  # no mast mount
    return r.steps, r.dv, r.ov, r.total


def compute(design: Design, mult: float, gunnery: int, piloting: int, explain: bool = True) -> BVResult:
    """A fixed-wing support vehicle's BV; ``explain`` False leaves the
    breakdown out."""
    f = vehicle.gather(design)
    return vehicle.result(f, vehicle.run_procedure(f, STEPS, frozenset(), explain), _s, mult, gunnery, piloting)


__all__ = ["STEPS", "applies", "compute", "max_thrust", "run"]
