"""Conventional infantry broken on purpose: one mutation kind per way a
platoon can break a rule of ``construction/data/rules/infantry.json``,
applied to every valid canonical platoon of the shared corpus.  Each kind
names the code the validator must report for the mutant (warnings count:
a warning is the rule's verdict too); a mutation that does not fit a
platoon (anti-'Mech gear on a platoon that may carry it) returns None and
is not counted.

Shared by tests/infantry/test_infantry_mutants.py (which asserts the catch
rates) and benchmarks/pm_ci_mutants.py (which prints them).
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Optional

import construction
import mutants
from construction import infantry as ci
from construction.model import Design, Mount
from construction.resolved import resolve
from construction.tech import item_intro_year

from mutants import Mutation

# Catalog items the mutations use (construction/data/equipment.json)
SUPPORT_WEAPON = "Machine Gun (Portable)"  # F_INF_SUPPORT: a secondary only
CREW_OF_FIVE = "Particle Cannon (Support)"  # crew 5
MELEE_WEAPON = "Blade (Vibro-katana)"  # point-blank and archaic
CLAN_ONLY_RIFLE = "Laser Rifle (ER)"  # Clan only
IS_ONLY_RIFLE = "Rifle (Radium Sniper)"  # Inner Sphere only
EXPERIMENTAL_FIELD_GUN = "Autocannon/2p"  # primitive AC/2: experimental at every date
ADVANCED_FIELD_GUN, ADVANCED_FIELD_GUN_FROM = "ISArrowIV", 2600  # advanced from 2600


def _inf(d: Design, **changes) -> Design:
    return dataclasses.replace(d, infantry=dataclasses.replace(d.infantry, **changes))


def _guns_allowed(d: Design) -> bool:
    return d.infantry.motion in ci.tables()["field_guns"]["motives"]


def _latest_intro(d: Design) -> Optional[int]:
    r = resolve(d)
    years = [item_intro_year(eq, d.tech_base, d.mixed_tech)
             for eq in (*r.infantry, *(rm.eq for rm in r.items)) if eq is not None]
    years = [y for y in years if y]
    return max(years) if years else None


# ------------------------------------------------------------------ mutations
def squad_over_max(d):
    return _inf(d, squad_size=ci.motive(d)["squad_max"] + 1)


def platoon_over_max(d):
    inf = d.infantry
    top = min(ci.motive(d)["troopers_max"], ci.tables()["platoon_max"])
    return _inf(d, squads=top // inf.squad_size + 1)


def no_squads(d):
    """A platoon of no squads (TM p. 145: at least one squad)."""
    return _inf(d, squads=0)


def squads_of_no_troopers(d):
    """Squads of no troopers (TM p. 145: at least one trooper a squad); the
    secondary weapons go too (they need troopers to carry them)."""
    return _inf(d, squad_size=0, secondary=None, secondary_per_squad=0)


def mountain_troops_in_three_squads(d):
    specs = tuple(s for s in d.infantry.specializations if s != "mountain_troops") + ("mountain_troops",)
    return _inf(d, specializations=specs, squads=max(3, d.infantry.squads))


def anti_mech_gear_on_mechanized(d):
    if not ci.mechanized(d):
        return None
    return _inf(d, anti_mech_gear=True)


def support_weapon_as_primary(d):
    return _inf(d, primary=SUPPORT_WEAPON)


def too_many_secondaries(d):
    inf = d.infantry
    return _inf(d, secondary=inf.secondary or SUPPORT_WEAPON, secondary_per_squad=3 + len(inf.augmentations))


def secondaries_without_crew(d):
    # more crew-served weapons than the squad has troopers: short of crew
    # whatever implants take off each weapon's crew
    return _inf(d, secondary=CREW_OF_FIVE, secondary_per_squad=d.infantry.squad_size + 1)


def unknown_armor_kit(d):
    return _inf(d, armor_kit="No Such Kit")


def field_gun_on_the_wrong_motive_or_mixed(d):
    if _guns_allowed(d):
        return dataclasses.replace(d, mounts=d.mounts + (Mount("ISLAC5", ci.FIELD_GUNS), Mount("ISAC2", ci.FIELD_GUNS)))
    return dataclasses.replace(d, mounts=d.mounts + (Mount("ISLAC5", ci.FIELD_GUNS),))


def field_guns_without_crew(d):
    if not _guns_allowed(d):
        return None
    # a light AC/5 weighs 5 t: 5 crew each
    n = d.infantry.troopers // 5 + 1
    return dataclasses.replace(d, mounts=d.mounts + tuple(Mount("ISLAC5", ci.FIELD_GUNS) for _ in range(n)))


def field_gun_ammo_short_by_a_ton(d):
    """One ton of ammunition less than one a gun (a platoon without field
    guns gets a light AC/5 and no ammunition)."""
    if not _guns_allowed(d):
        return None
    ammo = [rm.index for rm in resolve(d).items if rm.mount.location == ci.FIELD_GUNS and rm.eq.kind == "ammo"]
    if ammo:
        return dataclasses.replace(d, mounts=tuple(m for i, m in enumerate(d.mounts) if i != ammo[-1]))
    return dataclasses.replace(d, mounts=d.mounts + (Mount("ISLAC5", ci.FIELD_GUNS),))


def melee_weapon_on_mechanized(d):
    if not ci.mechanized(d):
        return None
    return _inf(d, primary=MELEE_WEAPON)


def other_tech_base_weapon(d):
    rifle = CLAN_ONLY_RIFLE if d.tech_base == "IS" else IS_ONLY_RIFLE
    return dataclasses.replace(_inf(d, primary=rifle), mixed_tech=False)


def year_before_the_weapons(d):
    return dataclasses.replace(d, year=1800)


def year_just_before_the_latest_item(d):
    latest = _latest_intro(d)
    return None if latest is None else dataclasses.replace(d, year=latest - 2)


def experimental_field_gun_on_a_standard_platoon(d):
    # infantry weapons and kits are all of the standard level in the catalog
    # (MegaMek's static level); a field gun carries its own
    if not _guns_allowed(d):
        return None
    return dataclasses.replace(d, mounts=d.mounts + (Mount(EXPERIMENTAL_FIELD_GUN, ci.FIELD_GUNS),),
                               rules_level="standard")


def advanced_field_gun_on_a_standard_platoon(d):
    if not _guns_allowed(d):
        return None
    return dataclasses.replace(d, mounts=d.mounts + (Mount(ADVANCED_FIELD_GUN, ci.FIELD_GUNS),),
                               rules_level="standard", year=max(d.year or 0, ADVANCED_FIELD_GUN_FROM))


def vtol_platoon_on_standard_rules(d):
    return dataclasses.replace(_inf(d, motion="vtol", beast=None), rules_level="standard")


def unknown_primary(d):
    return _inf(d, primary="Rifle (No Such Maker)")


def not_infantry(d):
    """The infantry rules run on a design of another family (called
    directly: construction.validate would run that family's rules)."""
    return dataclasses.replace(d, unit_type="mech")


# kind -> (mutation, the code it must raise, the validator to run)
MUTATIONS: dict[str, tuple[Mutation, str, Callable]] = {
    "squad_over_max": (squad_over_max, "CI_SQUAD_SIZE", construction.validate),
    "platoon_over_max": (platoon_over_max, "CI_PLATOON_SIZE", construction.validate),
    "no_squads": (no_squads, "CI_PLATOON_SIZE", construction.validate),
    "squads_of_no_troopers": (squads_of_no_troopers, "CI_SQUAD_SIZE", construction.validate),
    "mountain_troops_in_three_squads": (mountain_troops_in_three_squads, "CI_SPECIALIZATION", construction.validate),
    "anti_mech_gear_on_mechanized": (anti_mech_gear_on_mechanized, "CI_ANTI_MECH_GEAR", construction.validate),
    "support_weapon_as_primary": (support_weapon_as_primary, "CI_PRIMARY", construction.validate),
    "too_many_secondaries": (too_many_secondaries, "CI_SECONDARY", construction.validate),
    "secondaries_without_crew": (secondaries_without_crew, "CI_CREW", construction.validate),
    "unknown_armor_kit": (unknown_armor_kit, "CI_ARMOR_KIT", construction.validate),
    "field_gun_on_the_wrong_motive_or_mixed": (field_gun_on_the_wrong_motive_or_mixed, "CI_FIELD_GUNS",
                                               construction.validate),
    "field_guns_without_crew": (field_guns_without_crew, "CI_FIELD_GUN_CREW", construction.validate),
    "field_gun_ammo_short_by_a_ton": (field_gun_ammo_short_by_a_ton, "CI_FIELD_GUN_AMMO", construction.validate),
    "melee_weapon_on_mechanized": (melee_weapon_on_mechanized, "CI_MECHANIZED_WEAPON", construction.validate),
    "other_tech_base_weapon": (other_tech_base_weapon, "CI_TECH_BASE", construction.validate),
    "year_before_the_weapons": (year_before_the_weapons, "CI_INTRO_YEAR", construction.validate),
    "year_just_before_the_latest_item": (year_just_before_the_latest_item, "CI_INTRO_YEAR_CLOSE", construction.validate),
    "experimental_field_gun_on_a_standard_platoon": (experimental_field_gun_on_a_standard_platoon, "CI_RULES_LEVEL",
                                                     construction.validate),
    "advanced_field_gun_on_a_standard_platoon": (advanced_field_gun_on_a_standard_platoon, "CI_RULES_LEVEL_ABOVE",
                                                 construction.validate),
    "vtol_platoon_on_standard_rules": (vtol_platoon_on_standard_rules, "CI_MOTIVE_RULES_LEVEL", construction.validate),
    "unknown_primary": (unknown_primary, "UNKNOWN_EQUIPMENT", construction.validate),
    "not_infantry": (not_infantry, "CI_UNIT_TYPE", ci.validate_infantry),
}


def valid_canonical() -> tuple[tuple[str, Design], ...]:
    """Every canonical 2021 platoon file that validates, parsed."""
    return mutants.valid_canonical("infantry")


def rates(designs=None):
    """(tried, caught, missed) per kind over the designs (default: every
    valid canonical platoon); missed lists (file, kind, codes reported)."""
    return mutants.rates(MUTATIONS, designs if designs is not None else valid_canonical())


__all__ = ["MUTATIONS", "rates", "valid_canonical"]
