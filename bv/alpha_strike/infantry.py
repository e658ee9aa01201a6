"""Conversion facts of conventional infantry platoons (ASC pp. 91-102 as
carried into AS:CE, read the way the corpus reference -- MegaMek 0.49.14 --
applies them).

* Type CI, size 1.
* Move: ground MP x 2 with the motive's letter (f, m, w, t, h), or the
  jump/VTOL MP x 2 (j, v) when it is not lower; SCUBA and submarine
  platoons move their UMU MP x 2 (s).  The MP are construction.infantry's
  (support weapons, encumbering armor and field artillery included).
* Armor: troopers x damage divisor / 15 (the divisor halved for mechanized
  platoons), rounded; structure 1.
* Damage: damage per trooper x the troop factor / 10 (steps), or the field
  guns converted as vehicle weapons, which replace it.
* Abilities: CAR (the platoon's tons, rounded up), AM for platoons that can
  make anti-'Mech attacks, UMU for SCUBA platoons, MTN, PAR, TRN, FF and MSW
  from the specializations, TSI for TSM implants, LTAG for an infantry
  TAG (primary or secondary, however many a squad); HT when the platoon's
  weapon - the one that sets its range and damage type, the secondary with
  two or more a squad, else the primary (TM p. 152) - is a flamer or a
  plasma weapon (steps, from the S damage).  A single plasma rifle or
  flamer a squad beside the primary gives none (the reference: Mechanized
  Assault XCT, one man-portable plasma rifle a squad, has no HT).
"""

from __future__ import annotations

import math
from typing import Final

from construction import infantry as ci
from construction.model import Design

from .facts import Facts, weapon, ammo_ok, items_of, weapon_multiplier

SPECIAL_CODES: Final = {"mountain_troops": "MTN", "paratroopers": "PAR", "trench_engineers": "TRN", "fire_engineers": "FF",
                 "mine_engineers": "MSW"}


def facts(design: Design) -> Facts:
    inf = design.infantry
    assert inf is not None  # the loaders always fill an infantry design's platoon details
    items, links, unresolved = items_of(design)
    ok = ammo_ok(items)
    weapons = []
    for i, (eq, m) in enumerate(items):
        if eq.kind == "weapon" and m.location == ci.FIELD_GUNS:
            mult, notes = weapon_multiplier(eq, m, ok, False, set())
            weapons.append(weapon(eq, m.location, "front", links[i], mult, notes))
    row = ci.motive(design)
    walk, second = ci.walk_mp(design), ci.jump_mp(design)
    letter = row["letter"]
    if inf.motion in ("scuba", "motorized_scuba", "submarine"):
        move = [("s", second * 2)]
        notes = f"UMU {second} MP"
    elif second and second >= walk:
        move = [("v" if "vtol" in row else "j", second * 2)]
        notes = f"{'VTOL' if 'vtol' in row else 'jump'} {second} MP"
    else:
        move = [("f" if letter == "j" else letter, walk * 2)]
        notes = f"ground {walk} MP"
    divisor = ci.damage_divisor(design) / (2 if ci.mechanized(design) else 1)
    seeds = [f"CAR:{math.ceil(design.tonnage - 1e-9)}"]
    if ci.can_make_anti_mech_attacks(design):
        seeds.append("AM")
    if inf.motion in ("scuba", "motorized_scuba", "submarine") or "scuba" in inf.specializations:
        seeds.append("UMU")
    seeds += [code for name, code in SPECIAL_CODES.items() if name in inf.specializations]
    if "tsm_implant" in inf.augmentations:
        seeds.append("TSI")
    if any(eq is not None and "F_TAG" in eq.flags for eq in ci.weapons(design)):
        # an infantry TAG is carried beside the platoon's weapon and rated as
        # a light TAG (the reference: TAG Spotter Infantry, LTAG)
        seeds.append("LTAG")
    rw = ci.range_weapon(design)
    rng = int((rw.weapon.infantry or {}).get("range", 0)) if rw is not None and rw.weapon is not None else 0
    return Facts(
        design=design,
        as_type="CI",
        size=1,
        size_rule="conventional infantry",
        move=tuple(move),
        move_notes=notes,
        primary_move=move[0][1],
        armor_points=inf.troopers * divisor * 2,  # the steps divide by 30: troopers x divisor / 15
        armor_notes=f"{inf.troopers} troopers x divisor {divisor:g} / 15",
        structure=1,
        structure_notes="conventional infantry: 1",
        weapons=tuple(weapons),
        misc=(),
        specials_seed=tuple(seeds),
        explosive=False,
        unresolved=tuple(unresolved),
        troopers=inf.troopers,
        infantry_dpt=ci.damage_per_trooper(design),
        infantry_range=rng,
        infantry_brawler=ci.mechanized(design) or bool(weapons),
        infantry_heat=rw is not None and bool({"F_FLAMER", "F_PLASMA"} & rw.flags),
    )


__all__ = ["facts"]
