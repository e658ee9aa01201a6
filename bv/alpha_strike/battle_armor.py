"""Conversion facts of battle armor squads (ASC pp. 91-102 as carried into
AS:CE, read the way the corpus reference - MegaMek 0.49.14 - applies them).

* Type BA, size 1.
* Move: the higher of ground and jump MP x 2 inches.  A leg squad moves
  ``f``; a jump squad ``j`` (also when its ground MP is the higher one, and
  ``f`` when it has no jump MP at all); VTOL ``v``; a UMU squad ``s`` at its
  UMU MP.  The BA myomer booster adds its ground MP, jump boosters and
  partial wings 1 jump MP; mechanical jump boosters give 1 jump MP to a squad
  without jump jets.  A leg squad whose file gives it jump MP (jump jets
  weighed and rated by construction and BV) moves ``j`` at its jump MP
  when that is at least its ground MP.
* Armor: armor points per trooper x troopers / 30, rounded normally;
  structure 2.
* Damage: the weapons one trooper fires, times the troop factor for the
  squad size (``data/troop_factor.json``); vibro-claws add 0.1 each at S
  after it.  A weapon in an anti-personnel mount adds nothing itself: the
  suit's AP capability is a flat 0.1 at S with armored gloves, else 0.05
  with an AP mount (one value per suit, not per mount or glove).
* Abilities: CAR (troopers; each suit counts a ton for transport), MEC for
  suits that can ride as mechanized battle armor, XMEC for magnetic clamps,
  AM for squads that can make anti-'Mech attacks (the BV's reading, TM
  p. 169; UMU squads too, unless burdened), UMU, SOA, LMAS for camo
  systems, STL / MAS / FR from the armor, no ENE and no CASE.
"""

from __future__ import annotations

from typing import Callable, Final

from construction import battle_armor as ba_rules
from construction.model import Design

from bv.battle_armor import can_make_anti_mech_attacks

from . import weapons as W
from .facts import Facts, Item, weapon, items_of, weapon_multiplier
from .tables import table

MINESWEEPER_IDS: Final = frozenset({"BABasicManipulatorMineClearance"})
ARMOR_CODES: Final = {"ba_stealth": "STL", "ba_stealth_basic": "STL", "ba_stealth_improved": "STL",
               "ba_stealth_prototype": "STL", "ba_mimetic": "MAS", "ba_fire_resistant": "FR",
               "ba_reflective": "RFA", "ba_reactive": "RCA"}


def troop_factor(troopers: int) -> float:
    t = table("troop_factor")
    return float(t["factors"][min(int(troopers), len(t["factors"]) - 1)]) + float(t["battle_armor_bonus"])


def anti_personnel_damage(items: list[Item]) -> tuple[float, str]:
    """S damage per trooper for the suit's anti-personnel capability, before
    the troop factor: armored gloves give 0.1, otherwise an AP weapon mount
    0.05 - once per suit, however many mounts or gloves it has and whatever
    AP weapons they hold (those add no damage of their own).  This is how
    the corpus reference (MegaMek 0.49.14) rates them; the AS:CE errata say
    nothing on it."""
    t = table("troop_factor")
    if any("F_ARMORED_GLOVE" in eq.flags for eq, m in items):
        return float(t["armored_glove"]), "armored gloves"
    if any("F_AP_MOUNT" in eq.flags for eq, m in items):
        return float(t["anti_personnel_mount"]), "anti-personnel mount"
    return 0.0, ""


def _ammo_ok(items: list[Item]) -> dict:
    """Battle armor check the ammunition of missile launchers only: shots per
    launcher of a kind at least 10 (ASC p. 94)."""
    counts: dict = {}
    for eq, m in items:
        w = eq.weapon
        if eq.kind != "weapon" or w is None or not w.ammo_type or W.one_shot(eq):
            continue
        if "F_MISSILE" not in eq.flags:
            continue
        counts[(w.ammo_type, w.rack_size)] = counts.get((w.ammo_type, w.rack_size), 0) + 1
    shots = {k: 0 for k in counts}
    for eq, m in items:
        a = eq.ammo
        if eq.kind != "ammo" or a is None:
            continue
        key = (a.ammo_type, a.rack_size)
        if key in shots:
            shots[key] += m.shots or 0
    return {key: shots[key] // n >= 10 for key, n in counts.items()}


def can_ride_mechanized(design: Design, flags_count: Callable[[str], int]) -> bool:
    """Mechanized battle armor (TW p. 227): bipeds up to heavy with
    manipulators to hold on (light and PA(L) suits: two armored gloves
    will do), or any biped with magnetic clamps."""
    ba = design.battle_armor
    if ba is None or ba.chassis == "quad":
        return False
    if flags_count("F_MAGNETIC_CLAMP"):
        return True
    basic, claw, glove = flags_count("F_BASIC_MANIPULATOR"), flags_count("F_BATTLE_CLAW"), flags_count("F_ARMORED_GLOVE")
    if ba.weight_class in ("pal", "light"):
        return glove > 1 or basic > 0 or claw > 0
    if ba.weight_class in ("medium", "heavy"):
        return basic > 0 or claw > 0
    return False


def _burdened(design: Design, items: list[Item]) -> bool:
    """An Inner Sphere squad with ammunition for a body-mounted missile
    launcher is burdened and cannot make anti-'Mech attacks (TW p. 228);
    Clan points never are."""
    if design.is_clan:
        return False
    ammo = {(eq.ammo.ammo_type, eq.ammo.rack_size) for eq, m in items
            if eq.kind == "ammo" and eq.ammo is not None and (m.shots is None or m.shots > 0)}
    return any(eq.kind == "weapon" and eq.weapon is not None and "F_MISSILE" in eq.flags
               and (m.location or "").upper() == "BODY" and (eq.weapon.ammo_type, eq.weapon.rack_size) in ammo
               for eq, m in items)


def facts(design: Design) -> Facts:
    ba = design.battle_armor
    troopers = ba.troopers if ba is not None else 4
    # anti-'Mech attack pseudo-weapons are not equipment; a trooper's own
    # items are rated as those of the first trooper (every suit of a squad
    # carries the same in the published designs)
    items, links, unresolved = items_of(
        design, keep=lambda eq, m: "F_INFANTRY_ATTACK" not in eq.flags and m.trooper in (None, 1))
    flags: set[str] = set()
    for eq, m in items:
        flags |= eq.flags

    def count(flag: str) -> int:
        return sum(1 for eq, m in items if flag in eq.flags)

    ok_ammo = _ammo_ok(items)
    weapons, misc = [], []
    for i, (eq, m) in enumerate(items):
        if eq.kind == "weapon":
            mult, mult_notes = weapon_multiplier(eq, m, ok_ammo, False, set())
            share = 1.0
            if m.mount == "SSWM":
                # a squad support weapon is carried once for the squad: its
                # damage and its heat damage (HT) count 1 / troopers
                share = 1.0 / troopers
                mult *= share
                mult_notes = (mult_notes + ", " if mult_notes else "") + f"squad support weapon / {troopers}"
            weapons.append(weapon(eq, m.location, "front", links[i], mult, mult_notes, apm=(m.mount == "APM"),
                                  squad_share=share))
        else:
            misc.append((eq, m))

    # movement
    ctx = ba_rules.context(design)
    motion = ba.motion if ba is not None else "leg"
    # the myomer booster's MP is not converted (it works only while its
    # squad does not jump or fire, TO p. 286); a mechanical jump booster
    # adds 1 ground MP
    ground = design.walk_mp
    notes = [f"ground {design.walk_mp} MP"]
    booster = ba_rules.mechanical_jump_booster_mp(ctx)
    if booster:
        ground += booster
        notes.append(f"mechanical jump booster +{booster} ground MP")
    jump = 0
    if motion in ("jump", "vtol", "leg"):
        # a leg squad's file may still give jump MP (jump jets weighed by
        # the construction rules and rated by the BV): they are its jump MP
        jump = design.jump_mp
        if motion != "vtol" and jump > 0 and flags & {"F_JUMP_BOOSTER", "F_PARTIAL_WING"}:
            jump += 1
            notes.append("jump booster / partial wing +1 jump MP")
        if motion == "jump" and "F_MECHANICAL_JUMP_BOOSTER" in flags:
            jump = max(jump, 1)
            notes.append("mechanical jump booster")
    if motion == "umu":
        move = [("s", design.jump_mp * 2)]
        notes.append(f"UMU {design.jump_mp} MP")
    elif motion == "vtol":
        move = [("v", max(ground, jump) * 2)]
        notes.append(f"VTOL {jump} MP")
    elif motion == "jump" and jump > 0:
        move = [("j", max(ground, jump) * 2)]
        notes.append(f"jump {jump} MP")
    elif motion == "leg" and jump > 0 and jump >= ground:
        # a leg squad with jump MP at least its ground MP moves by jumping
        move = [("j", jump * 2)]
        notes.append(f"jump {jump} MP")
    else:
        move = [("f", ground * 2)]
    primary = move[0][1]

    armor_each = design.armor[0].front if design.armor else 0
    seeds = [f"CAR:{troopers}"]
    if can_ride_mechanized(design, count):
        seeds.append("MEC")
    if count("F_MAGNETIC_CLAMP"):
        seeds.append("XMEC")
    if can_make_anti_mech_attacks(ctx) and not _burdened(design, items):
        # the anti-'Mech capability of the BV (TM p. 169 with the TM
        # pp. 168-170 examples: two basic manipulators, or a battle claw;
        # PA(L) / light suits two armored gloves), UMU squads included
        seeds.append("AM")
    if motion == "umu":
        seeds.append("UMU")
    for eq, m in misc:
        if "F_VISUAL_CAMO" in eq.flags and eq.id != "BA Mimetic":
            seeds.append("LMAS")
        if eq.id in MINESWEEPER_IDS:
            seeds.append("MSW")
        if "F_PARAFOIL" in eq.flags:
            seeds.append("PAR")
        if "F_SPACE_ADAPTATION" in eq.flags:
            seeds.append("SOA")
    code = ARMOR_CODES.get(design.armor_type or "")
    if code:
        seeds.append(code)
    tf = troop_factor(troopers)
    ap_damage, ap_source = anti_personnel_damage(items)
    return Facts(
        design=design,
        as_type="BA",
        size=1,
        size_rule="battle armor",
        move=tuple(move),
        move_notes=", ".join(notes),
        primary_move=primary,
        armor_points=float(armor_each * troopers),
        armor_notes=f"{armor_each} per trooper x {troopers}",
        structure=2,
        structure_notes="battle armor squad: 2",
        weapons=tuple(weapons),
        misc=tuple(misc),
        specials_seed=tuple(seeds),
        explosive=False,
        unresolved=tuple(unresolved),
        troopers=troopers,
        troop_factor=tf,
        vibroclaws=count("F_VIBROCLAW"),
        ap_damage=ap_damage,
        ap_source=ap_source,
    )
