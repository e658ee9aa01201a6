"""ProtoMechs broken on purpose: one mutation kind per way a design can
break a rule of ``construction/data/rules/protomech.json``, applied to every
valid canonical ProtoMech of the shared corpus.  Each kind names the code
the validator must report for the mutant; a mutation that does not fit a
design (a quad has no arms) returns None and is not counted.

Shared by tests/protomechs/test_protomech_mutants.py (which asserts the
catch rates) and benchmarks/pm_ci_mutants.py (which prints them).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable, Optional

import construction
import mutants
from construction import protomech as pm
from construction.model import Design, LocationArmor, Mount
from construction.tech import item_intro_year

from mutants import Mutation


# ------------------------------------------------------------------ helpers
def _add(d: Design, *mounts: Mount) -> Design:
    return dataclasses.replace(d, mounts=d.mounts + tuple(mounts))


def _details(d: Design, **changes) -> Design:
    return dataclasses.replace(d, protomech=dataclasses.replace(d.protomech, **changes))


def _biped(d: Design) -> bool:
    return pm.motion(d) == "biped"


def _slot_items(d: Design, location: str) -> int:
    return sum(1 for mount, eq in pm.context(d).items
               if mount.location == location and eq is not None and pm._takes_slot(eq))


def _latest_intro(d: Design) -> Optional[int]:
    """The latest introduction year among the design's items and chassis
    kinds (what the design's year must reach)."""
    years = []
    kinds = pm.tables()["intro_year"]
    years.append(kinds["standard"])
    if pm.motion(d) != "biped":
        years.append(kinds[pm.motion(d)])
    if pm.ultraheavy(d):
        years.append(kinds["ultraheavy"])
    for _m, eq in pm.context(d).items:
        if eq is not None and "F_EI_INTERFACE" not in eq.flags:
            y = item_intro_year(eq, d.tech_base, d.mixed_tech)
            if y:
                years.append(y)
    return max(years) if years else None


# ------------------------------------------------------------------ mutations
def tonnage_over_max(d):
    return dataclasses.replace(d, tonnage=float(pm.tables()["tonnage"]["ultraheavy_max"] + 1))


def tonnage_fraction(d):
    return dataclasses.replace(d, tonnage=d.tonnage + 0.5)


def inner_sphere_chassis(d):
    return dataclasses.replace(d, tech_base="IS", mixed_tech=False)


def no_walking_mp(d):
    return dataclasses.replace(d, walk_mp=0)


def engine_off_the_table(d):
    # tonnage x running MP above 500, the top of the Master Engine Table;
    # not for ProtoMechs too light to get there within the design form's
    # 100 walking MP
    run = 500 // int(d.tonnage) + 3
    walk = math.ceil(run / 1.5) + 2
    return None if walk > 100 else dataclasses.replace(d, walk_mp=walk)


def jump_over_walk(d):
    extended = any(eq is not None and eq.tonnage_rule == "jump_jet_extended" for _m, eq in pm.context(d).items)
    top = math.ceil(d.walk_mp * 1.5) if extended else d.walk_mp
    return dataclasses.replace(d, jump_mp=top + 1)


def jet_without_jump_mp(d):
    if any(eq is not None and "F_PARTIAL_WING" in eq.flags for _m, eq in pm.context(d).items):
        return None
    return _add(d, Mount("ProtomechJumpJet", "BODY"))


def torso_armor_over_max(d):
    top = pm.max_armor(d)["T"]
    return dataclasses.replace(d, armor=tuple(dataclasses.replace(a, front=top + 1) if a.location == "T" else a
                                              for a in d.armor))


def mech_armor_type(d):
    return dataclasses.replace(d, armor_type="ferro_fibrous")


def item_in_the_head(d):
    return _add(d, Mount("CLMG", "HD"))


def item_in_a_missing_main_gun(d):
    return _details(_add(d, Mount("CLMG", "MG")), main_gun=False)


def torso_overfull(d):
    cap = pm.tables()["locations"]["slots"]["T"][pm._column(pm.context(d))]
    need = cap - _slot_items(d, "T") + 1
    return _add(d, *(Mount("CLMG", "T") for _ in range(max(1, need))))


def arm_overweight(d):
    if pm.quad(d):
        return None
    return _add(d, Mount("CLLRM15", "RA"))


def rear_facing_arm(d):
    if pm.quad(d):
        return None
    return _add(d, Mount("CLMG", "LA", rear=True))


def second_melee_weapon(d):
    if pm.quad(d):
        return _add(d, Mount("ProtoQuadMeleeSystem", "T"), Mount("ProtoQuadMeleeSystem", "T"))
    return _add(d, Mount("ProtoMeleeWeapon", "RA"), Mount("ProtoMeleeWeapon", "LA"))


def quad_melee_on_a_biped(d):
    if pm.quad(d):
        return None
    return _add(d, Mount("ProtoQuadMeleeSystem", "T"))


def melee_weapon_out_of_an_arm(d):
    """The ProtoMech melee weapon in the torso (TO p. 337: an arm; a quad
    has none)."""
    return _add(d, Mount("ProtoMeleeWeapon", "T"))


def umus_over_walk(d):
    """One UMU more than the walking MP (IO p. 101)."""
    return _add(d, *(Mount("ProtomechUMU", "BODY"),) * (d.walk_mp + 1))


def clamp_out_of_place(d):
    # an arm on a biped; the torso of a quad or glider
    return _add(d, Mount("ProtoMagneticClamp", "LA" if _biped(d) else "T"))


def mech_only_weapon(d):
    return _add(d, Mount("CLUltraAC20", "T"))


def vehicle_item(d):
    """A VTOL mast mount (TO p. 350, vehicle equipment) in the torso."""
    return _add(d, Mount("ISMastMount", "T"))


def mech_only_system(d):
    """A 'Mech's actuator enhancement system (TO p. 279, an all-base item,
    so the tech base stays right) in the torso."""
    return _add(d, Mount("ISAES", "T"))


def inner_sphere_weapon(d):
    return dataclasses.replace(_add(d, Mount("ISHeavyGaussRifle", "MG")), mixed_tech=False)


def overweight(d):
    total = sum(p.kg for p in pm.weight_breakdown(d))
    shots = math.ceil((d.tonnage * 1000 - total + 1) / 125) + 1
    return _add(d, Mount("Clan Ammo LRM-15", "BODY", shots=shots))


def underweight(d):
    loc = next((a.location for a in d.armor if a.front > 0), None)
    if loc is None:
        return None
    return dataclasses.replace(d, armor=tuple(dataclasses.replace(a, front=a.front - 1) if a.location == loc else a
                                              for a in d.armor))


def year_before_protomechs(d):
    return dataclasses.replace(d, year=3000)


def year_just_before_the_latest_item(d):
    latest = _latest_intro(d)
    return None if latest is None else dataclasses.replace(d, year=latest - 2)


def experimental_item_on_a_standard_design(d):
    return dataclasses.replace(_add(d, Mount("Fusillade", "T")), rules_level="standard")


def advanced_item_on_a_standard_design(d):
    # the magnetic clamp is advanced from 3075 on (experimental before)
    return dataclasses.replace(_add(d, Mount("ProtoMagneticClamp", "T")), rules_level="standard",
                               year=max(d.year or 0, 3075))


def quad_with_arm_armor(d):
    if not pm.quad(d):
        return None
    return dataclasses.replace(d, armor=d.armor + (LocationArmor("RA", 1),))


def unknown_item(d):
    return _add(d, Mount("No Such Gadget", "T"))


def not_a_protomech(d):
    """The ProtoMech rules run on a design of another family (called
    directly: construction.validate would run that family's rules)."""
    return dataclasses.replace(d, unit_type="mech")


# kind -> (mutation, the code it must raise, the validator to run)
MUTATIONS: dict[str, tuple[Mutation, str, Callable]] = {
    "tonnage_over_max": (tonnage_over_max, "PM_TONNAGE", construction.validate),
    "tonnage_fraction": (tonnage_fraction, "PM_TONNAGE", construction.validate),
    "inner_sphere_chassis": (inner_sphere_chassis, "PM_TECH_BASE", construction.validate),
    "no_walking_mp": (no_walking_mp, "PM_MOVEMENT", construction.validate),
    "engine_off_the_table": (engine_off_the_table, "PM_ENGINE", construction.validate),
    "jump_over_walk": (jump_over_walk, "PM_JUMP_MP", construction.validate),
    "jet_without_jump_mp": (jet_without_jump_mp, "PM_JUMP_MP", construction.validate),
    "torso_armor_over_max": (torso_armor_over_max, "PM_ARMOR_MAX", construction.validate),
    "mech_armor_type": (mech_armor_type, "PM_ARMOR_TYPE", construction.validate),
    "item_in_the_head": (item_in_the_head, "PM_LOCATION", construction.validate),
    "quad_with_arm_armor": (quad_with_arm_armor, "PM_LOCATION", construction.validate),
    "item_in_a_missing_main_gun": (item_in_a_missing_main_gun, "PM_MAIN_GUN", construction.validate),
    "torso_overfull": (torso_overfull, "PM_SLOTS", construction.validate),
    "arm_overweight": (arm_overweight, "PM_LOCATION_WEIGHT", construction.validate),
    "rear_facing_arm": (rear_facing_arm, "PM_REAR", construction.validate),
    "second_melee_weapon": (second_melee_weapon, "PM_MELEE", construction.validate),
    "quad_melee_on_a_biped": (quad_melee_on_a_biped, "PM_MELEE", construction.validate),
    "melee_weapon_out_of_an_arm": (melee_weapon_out_of_an_arm, "PM_MELEE", construction.validate),
    "umus_over_walk": (umus_over_walk, "PM_UMU_MP", construction.validate),
    "clamp_out_of_place": (clamp_out_of_place, "PM_CLAMP", construction.validate),
    "mech_only_weapon": (mech_only_weapon, "PM_EQUIPMENT", construction.validate),
    "vehicle_item": (vehicle_item, "PM_EQUIPMENT", construction.validate),
    "mech_only_system": (mech_only_system, "PM_EQUIPMENT", construction.validate),
    "inner_sphere_weapon": (inner_sphere_weapon, "PM_TECH_BASE", construction.validate),
    "overweight": (overweight, "PM_OVERWEIGHT", construction.validate),
    "underweight": (underweight, "PM_UNDERWEIGHT", construction.validate),
    "year_before_protomechs": (year_before_protomechs, "PM_INTRO_YEAR", construction.validate),
    "year_just_before_the_latest_item": (year_just_before_the_latest_item, "PM_INTRO_YEAR_CLOSE", construction.validate),
    "experimental_item_on_a_standard_design": (experimental_item_on_a_standard_design, "PM_RULES_LEVEL",
                                               construction.validate),
    "advanced_item_on_a_standard_design": (advanced_item_on_a_standard_design, "PM_RULES_LEVEL_ABOVE",
                                           construction.validate),
    "unknown_item": (unknown_item, "UNKNOWN_EQUIPMENT", construction.validate),
    "not_a_protomech": (not_a_protomech, "PM_UNIT_TYPE", pm.validate_protomech),
}


def valid_canonical() -> tuple[tuple[str, Design], ...]:
    """Every canonical 2021 ProtoMech file that validates, parsed."""
    return mutants.valid_canonical("protomechs")


def rates(designs=None):
    """(tried, caught, missed) per kind over the designs (default: every
    valid canonical ProtoMech); missed lists (file, kind, codes reported)."""
    return mutants.rates(MUTATIONS, designs if designs is not None else valid_canonical())
