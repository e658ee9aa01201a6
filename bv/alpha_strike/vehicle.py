"""Conversion facts of combat and support vehicles (ASC pp. 91-98):
movement by motive letter, armor (BAR below 9 scales it), structure as the
internal structure points / 10 rounded up, turret weapons in TUR, rear
weapons in REAR, no heat scale."""

from __future__ import annotations

import math

from construction.model import Design

from .facts import Facts, Weapon, ammo_ok, is_explosive, items_of, link_fcs, mech_size, weapon_multiplier

MOTIVE_CODE = {"tracked": "t", "wheeled": "w", "hover": "h", "vtol": "v", "naval": "n", "hydrofoil": "n",
               "submarine": "s", "wige": "g", "rail": "r", "maglev": "r"}
TURRETS = ("TURRET", "TURRET2", "FRONT_TURRET", "REAR_TURRET")


def _size(design: Design, support: bool) -> int:
    t = design.tonnage
    if support and design.support_vehicle is not None and design.support_vehicle.weight_class == "small":
        return 1
    if support and t > 100:
        return 4 if t <= 300 else 5
    return mech_size(t)


def facts(design: Design) -> Facts:
    support = design.unit_type == "support_vehicle"
    det = design.support_vehicle if support else design.vehicle
    motive = (det.motive if det is not None else "tracked") or "tracked"
    items, unresolved = items_of(design)
    flags = set()
    for eq, m in items:
        flags |= eq.flags
    links = link_fcs(items)
    ok_ammo = ammo_ok(items)
    tc = "F_TARGCOMP" in flags
    weapons, misc = [], []
    for i, (eq, m) in enumerate(items):
        if eq.kind == "weapon":
            mult, notes = weapon_multiplier(eq, m, ok_ammo, tc, set())
            loc = (m.location or "").upper()
            if loc == "REAR":
                arc = "rear"
            elif loc in TURRETS or m.turret:
                arc = "turret"
            else:
                arc = "front"
            weapons.append(Weapon(eq, m.location, arc, links.get(i), mult, notes))
        else:
            misc.append((eq, m))
    code = MOTIVE_CODE.get(motive, "t")
    cruise = float(design.walk_mp)
    notes = [f"cruise {design.walk_mp} MP ({motive})"]
    if any("supercharger" in eq.id.lower() for eq, m in items):
        cruise = math.floor(cruise * 1.25 + 0.5)
        notes.append("supercharger x1.25")
    base = int(cruise) * 2
    move = [(code, base)]
    if design.jump_mp:
        move.append(("j", design.jump_mp * 2))
    bar = det.bar if support and det is not None else 10
    pts = 0.0
    for a in design.armor:
        at = a.armor_type or design.armor_type
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
    if support and det is not None and det.weight_class == "large":
        seeds.append("LG")
    for t in (det.transporters if det is not None else ()):
        kind, _, val = t.partition(":")
        kind = kind.strip().lower()
        try:
            cap = float(val.split(":")[0])
        except ValueError:
            continue
        if kind.startswith("troopspace") or kind.startswith("infantrybay"):
            seeds.append(f"IT:{cap}")
        elif kind.startswith("cargobay") or kind.startswith("liquidcargobay") or kind.startswith("refrigeratedcargobay"):
            seeds.append(f"CT:{cap}")
    caps = frozenset(m.location for eq, m in items if "F_PPC_CAPACITOR" in eq.flags)
    return Facts(
        design=design,
        as_type="SV" if support else "CV",
        size=_size(design, support),
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
        uses_heat=False,
        heat_capacity=0,
        heat_move=0,
        heat_extra=0,
        heat_notes="",
        specials_seed=tuple(seeds),
        explosive=any(is_explosive(eq, m, caps) for eq, m in items),
        unresolved=tuple(unresolved),
    )
