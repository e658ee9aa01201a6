"""Conversion facts of combat and support vehicles (ASC pp. 91-98):
movement by motive letter, armor (BAR below 9 scales it), structure as the
internal structure points / 10 rounded up, turret weapons in TUR, rear
weapons in REAR, no heat scale."""

from __future__ import annotations

import math
from typing import Final

from construction import derived
from construction.model import Design, Mount, SupportVehicleDetails
from construction.resolved import resolve

from .facts import Facts, weapon, ammo_ok, is_explosive, items_of, mech_size, weapon_multiplier

MOTIVE_CODE: Final = {"tracked": "t", "wheeled": "w", "hover": "h", "vtol": "v", "naval": "n", "hydrofoil": "n",
               "submarine": "s", "wige": "g", "rail": "r", "maglev": "r"}
INFANTRY_BAY_TONS: Final = {"foot": 5, "jump": 6, "motorized": 7, "mechanized": 8}
TURRETS: Final = ("TURRET", "TURRET2", "FRONT_TURRET", "REAR_TURRET")


# Ground support vehicle size by motive type (ASC p. 92): the tonnage up to
# which a vehicle is size 2, 3 and (where given) 4; above the last, the next size.
SV_SIZE_BANDS: Final = {"tracked": (100, 200), "wheeled": (80, 160), "hover": (50, 100), "naval": (300, 6000, 30000),
                 "hydrofoil": (300, 6000, 30000), "submarine": (300, 6000, 30000), "wige": (80, 240),
                 "rail": (300, 600), "maglev": (300, 600), "airship": (300, 600, 900), "vtol": (30, 60)}


def _size(design: Design, support: bool, motive: str = "tracked") -> int:
    t = design.tonnage
    if not support:
        return mech_size(t)
    if t < 5:
        return 1
    bands = SV_SIZE_BANDS.get(motive, (0, 0))
    for size, top in enumerate(bands, start=2):
        if t <= top:
            return size
    return len(bands) + 2 if len(bands) == 3 else 4


def facts(design: Design) -> Facts:
    support = design.unit_type == "support_vehicle"
    det = design.support_vehicle if support else design.vehicle
    motive = (det.motive if det is not None else "tracked") or "tracked"
    items, links, unresolved = items_of(design)
    flags = resolve(design).flags
    ok_ammo = ammo_ok(items)
    tc = "F_TARGCOMP" in flags
    weapons, misc = [], []
    for i, (eq, m) in enumerate(items):
        if eq.kind == "weapon":
            mult, mult_notes = weapon_multiplier(eq, m, ok_ammo, tc, set())
            loc = (m.location or "").upper()
            if loc == "REAR":
                arc = "rear"
            elif loc in TURRETS or (m.turret and m.mount not in ("sponson", "pintle")):
                # TUR is a turret's 360-degree field of fire (AS:CE errata
                # v6.02 p. 79); a sponson or pintle turret covers only its
                # side's arcs, so its weapons fire with the hull's
                arc = "turret"
            else:
                arc = "front"
            weapons.append(weapon(eq, m.location, arc, links[i], mult, mult_notes))
        else:
            misc.append((eq, m))
    # support vehicle chassis modifications are equipment for the abilities
    # (ORO, HTC, AMP, DUN, SEAL/SOA)
    if support and det is not None:
        for eq in resolve(design).chassis_mods:
            misc.append((eq, Mount(eq.id, "BODY")))
    code = MOTIVE_CODE.get(motive, "t")
    cruise = design.walk_mp
    notes = [f"cruise {design.walk_mp} MP ({motive})"]
    if derived.boosters(design).supercharger:
        cruise = math.floor(cruise * 1.25 + 0.5)
        notes.append("supercharger x1.25")
    elif any("F_JET_BOOSTER" in eq.flags for eq, m in items):
        # a VTOL jet booster is the VTOL's MASC: cruise x 1.25 like a
        # supercharger (ASC p. 92)
        cruise = math.floor(cruise * 1.25 + 0.5)
        notes.append("VTOL jet booster x1.25")
    base = int(cruise) * 2
    move = [(code, base)]
    if design.jump_mp:
        move.append(("j", design.jump_mp * 2))
    bar = det.bar if support and isinstance(det, SupportVehicleDetails) else 10
    pts = 0.0
    for a in design.armor:
        at = a.armor_type or design.armor_type or ""
        mod = {"commercial": 0.5, "ferro_lamellor": 1.2, "hardened": 2.0}.get(at, 1.0)
        if bar < 9 and at != "commercial":
            mod *= 0.1 * bar
        pts += mod * (max(0, a.front) + max(0, a.rear or 0))
    anotes = f"BAR {bar}" if bar < 9 else ""
    locs = [a.location for a in design.armor if (a.location or "").upper() != "BODY"]
    per = math.ceil(design.tonnage / 10)
    internal = per * len(locs)
    structure = math.ceil(internal / 10)
    seeds = []
    if not support:
        seeds.append("SRCH")
    if motive == "vtol":
        seeds.append("ATMO")
    if support and isinstance(det, SupportVehicleDetails) and det.weight_class == "large":
        seeds.append("LG")
    if bar < 10 and math.floor(pts / 30 + 0.5) > 0:
        # barrier armor rating below 10 (ASC p. 96); the reference prints
        # BAR only for elements left with an Armor value
        seeds.append("BAR")
    for t in (det.transporters if det is not None else ()):
        kind, _, val = t.partition(":")
        kind = kind.strip().lower()
        try:
            cap = float(val.split(":")[0])
        except ValueError:
            continue
        if kind.startswith("troopspace"):
            seeds.append(f"IT:{cap}")
        elif kind.startswith("infantrybay"):
            # an infantry bay holds platoons: its tonnage is platoons x the
            # platoon's weight (foot 5, jump 6, motorized 7, mechanized 8 t)
            ptype = (t.split(":")[4] if len(t.split(":")) > 4 else "Foot").strip().lower()
            seeds.append(f"IT:{cap * INFANTRY_BAY_TONS.get(ptype, 5)}")
        elif kind.startswith("cargobay"):
            # only general cargo bays give CT; the specialised bays
            # (liquid, refrigerated, insulated, livestock) carry only their
            # own kind of cargo and give none, as MegaMek's converter (the
            # reference's and today's) counts only standard cargo bays
            seeds.append(f"CT:{cap}")
    return Facts(
        design=design,
        as_type="SV" if support else "CV",
        size=_size(design, support, motive),
        size_rule=f"{design.tonnage:g} t",
        move=tuple(move),
        move_notes=", ".join(notes),
        primary_move=base,
        armor_points=pts,
        armor_notes=anotes,
        structure=structure,
        structure_notes=f"{len(locs)} locations x {per} internal structure = {internal}, / 10 rounded up",
        weapons=tuple(weapons),
        misc=tuple(misc),
        specials_seed=tuple(seeds),
        explosive=any(is_explosive(eq, m) for eq, m in items),
        unresolved=tuple(unresolved),
    )
