"""The canonical 'Mechs of ../shared/corpus: every file imports, round-trips
through JSON, and validates as the known-exceptions file says; designs broken
on purpose are caught.  Skips cleanly where the corpus is absent."""

from __future__ import annotations

import dataclasses
import random
from functools import lru_cache
from pathlib import Path

import construction
import corpus
import mutants

EXCEPTIONS = Path(__file__).with_name("known_exceptions.csv")


@lru_cache(maxsize=1)
def parsed():
    corpus.require_corpus()
    return corpus.parse_files(corpus.mech_files(), "mtf")


@lru_cache(maxsize=1)
def verdicts():
    return [(rel, design, construction.validate(design)) for rel, design in parsed()]


def known_exceptions() -> dict[str, dict]:
    return corpus.rows_by_path(EXCEPTIONS)


def test_every_canonical_mech_imports():
    corpus.require_corpus()
    assert len(parsed()) == len(corpus.mech_files()) > 3700


def test_current_format_sample_imports():
    corpus.require_corpus()
    files = [p for p in corpus.sample_files() if p.suffix == ".mtf"]
    assert len(files) == 9
    for path in files:
        design = construction.parse(corpus.read_text(path), "mtf")
        assert design.mul_id is not None
        assert construction.validate(design).valid is not None


def test_json_round_trip_of_every_canonical_mech():
    for rel, design in parsed():
        doc = construction.dump_design(design)
        again = construction.load_design(doc)
        assert again == design, rel
        assert construction.dump_design(again) == doc, rel


def test_valid_rate_and_known_exceptions_agree():
    results = verdicts()
    invalid = {rel: report for rel, _, report in results if not report.valid}
    listed = known_exceptions()
    rate = 1 - len(invalid) / len(results)
    assert rate >= 0.98, f"only {rate:.2%} of the canonical 'Mechs are valid"
    unlisted = sorted(set(invalid) - set(listed))
    assert not unlisted, f"invalid but not in known_exceptions.csv: {unlisted[:10]}"
    stale = sorted(set(listed) - set(invalid))
    assert not stale, f"listed in known_exceptions.csv but valid now: {stale[:10]}"
    for rel, report in invalid.items():
        codes = set(listed[rel]["codes"].split())
        assert codes == {i.code for i in report.errors}, rel
        assert listed[rel]["reason"].strip(), rel


# --------------------------------------------------------------- mutations
def _free_slot(design, locations):
    from construction.model import slots_in_location

    used = {(loc, s) for m in design.mounts for loc, s in m.all_slots()}
    for loc in locations:
        for s in range(slots_in_location(loc)):
            if (loc, s) not in used:
                return loc, s
    return None


def _with_mounts(design, mounts):
    return dataclasses.replace(design, mounts=tuple(mounts))


def mutate_overweight(d):
    extra = int(d.tonnage) // 5 + 2
    return dataclasses.replace(d, heat_sinks=dataclasses.replace(d.heat_sinks, count=d.heat_sinks.count + extra))


def mutate_armor_over_max(d):
    from construction import components

    points = components.internal_structure(d.tonnage)
    from construction.mech import location_class

    a = next(x for x in d.armor if x.location not in ("HD", "CT"))
    limit = 2 * points[location_class(a.location)]
    new = dataclasses.replace(a, front=limit + 1 - (a.rear or 0))
    return dataclasses.replace(d, armor=tuple(new if x is a else x for x in d.armor))


def mutate_engine_walk(d):
    return dataclasses.replace(d, walk_mp=d.walk_mp + 1)


def mutate_no_gyro(d):
    return _with_mounts(d, [m for m in d.mounts if m.item != "Gyro"])


def mutate_no_cockpit(d):
    return _with_mounts(d, [m for m in d.mounts if m.item != "Cockpit"])


def mutate_structure_without_slots(d):
    return dataclasses.replace(d, structure="endo_steel_clan" if d.is_clan else "endo_steel_is")


def mutate_weapon_short(d):
    mounts = list(d.mounts)
    for i, m in enumerate(mounts):
        if not m.is_system and len(m.slots) >= 2 and m.split_location is None:
            from construction.catalog import catalog

            item = catalog().get(m.item)
            if item.kind == "weapon":
                mounts[i] = dataclasses.replace(m, slots=m.slots[:-1])
                return _with_mounts(d, mounts)
    return None


def mutate_jump_jet_in_head(d):
    spot = _free_slot(d, ("HD",))
    if spot is None:
        return None
    from construction.model import Mount

    return dataclasses.replace(
        _with_mounts(d, list(d.mounts) + [Mount(item="Jump Jet", location="HD", slots=(spot[1],))]),
        jump_mp=d.jump_mp + 1,
    )


def mutate_clan_on_is(d):
    if d.is_clan or d.mixed_tech or d.rules_level != "standard":
        return None
    from construction.model import Mount

    spot = _free_slot(d, ("LT", "RT", "LA", "RA", "CT", "LL", "RL"))
    if spot is None:
        return None
    mounts = list(d.mounts) + [Mount(item="CLERSmallLaser", location=spot[0], slots=(spot[1],))]
    return _with_mounts(d, mounts)


def mutate_too_few_heat_sinks(d):
    return dataclasses.replace(d, heat_sinks=dataclasses.replace(d.heat_sinks, count=9))


def mutate_slot_conflict(d):
    from construction.model import Mount

    return _with_mounts(d, list(d.mounts) + [Mount(item="Heat Sink", location="CT", slots=(0,))])


def mutate_tonnage(d):
    return dataclasses.replace(d, tonnage=d.tonnage + 2)


def mutate_missing_leg_actuator(d):
    legs = [m for m in d.mounts if m.item == "Foot Actuator"]
    if not legs:
        return None
    return _with_mounts(d, [m for m in d.mounts if m is not legs[0]])


def mutate_pod_on_non_omni(d):
    if d.omni:
        return None
    mounts = list(d.mounts)
    for i, m in enumerate(mounts):
        if not m.is_system:
            mounts[i] = dataclasses.replace(m, omnipod=True)
            return _with_mounts(d, mounts)
    return None


def mutate_intro_year(d):
    return dataclasses.replace(d, year=2000)


def mutate_slightly_overweight(d):
    from construction.mech import weight_breakdown
    from construction.model import Mount, slots_in_location

    spare = d.tonnage - sum(t for _, t in weight_breakdown(d))
    needed = int(spare / 0.5) + 1  # half-ton CASE items until just over
    used = {(loc, s) for m in d.mounts for loc, s in m.all_slots()}
    free = [(loc, s) for loc in ("LT", "RT", "CT", "LA", "RA") for s in range(slots_in_location(loc)) if (loc, s) not in used]
    if len(free) < needed or d.is_clan:
        return None
    extra = [Mount(item="ISCASE", location=loc, slots=(s,)) for loc, s in free[:needed]]
    return _with_mounts(d, list(d.mounts) + extra)


def mutate_hand_without_lower_arm(d):
    hands = {m.location for m in d.mounts if m.item == "Hand Actuator"}
    if not hands:
        return None
    arm = sorted(hands)[0]
    return _with_mounts(d, [m for m in d.mounts if not (m.item == "Lower Arm Actuator" and m.location == arm)])


def mutate_rear_armor_on_limb(d):
    a = next((x for x in d.armor if x.location not in ("CT", "LT", "RT", "HD")), None)
    if a is None:
        return None
    new = dataclasses.replace(a, rear=1)
    return dataclasses.replace(d, armor=tuple(new if x is a else x for x in d.armor))


def mutate_slot_past_the_end(d):
    from construction.model import Mount

    return _with_mounts(d, list(d.mounts) + [Mount(item="Heat Sink", location="LT", slots=(12,))])


def mutate_engine_rating(d):
    if d.engine.rating + 5 > 400:
        return None
    return dataclasses.replace(d, engine=dataclasses.replace(d.engine, rating=d.engine.rating + 5))


MUTATIONS = {
    "slightly overweight (half-ton items)": (mutate_slightly_overweight, "MECH_OVERWEIGHT"),
    "hand without lower arm": (mutate_hand_without_lower_arm, "MECH_ACTUATORS"),
    "rear armor on a limb": (mutate_rear_armor_on_limb, "MECH_REAR_ARMOR_LOCATION"),
    "item past the end of a location": (mutate_slot_past_the_end, "MECH_SLOTS_OVERFULL"),
    "engine rating off by 5": (mutate_engine_rating, "MECH_ENGINE_RATING"),
    "overweight": (mutate_overweight, "MECH_OVERWEIGHT"),
    "armor over location maximum": (mutate_armor_over_max, "MECH_ARMOR_OVER_LOCATION_MAX"),
    "engine/walk mismatch": (mutate_engine_walk, "MECH_ENGINE_RATING"),
    "missing gyro": (mutate_no_gyro, "MECH_GYRO_SLOTS"),
    "missing cockpit": (mutate_no_cockpit, "MECH_COCKPIT_SLOTS"),
    "structure without its slots": (mutate_structure_without_slots, "MECH_STRUCTURE_SLOTS"),
    "weapon short of its slots": (mutate_weapon_short, "MECH_ITEM_SLOTS_SHORT"),
    "jump jet in the head": (mutate_jump_jet_in_head, "MECH_JUMP_JET_LOCATION"),
    "Clan equipment on an IS standard design": (mutate_clan_on_is, "MECH_TECH_BASE"),
    "too few heat sinks": (mutate_too_few_heat_sinks, "MECH_HEAT_SINKS_MIN"),
    "two items in one slot": (mutate_slot_conflict, "MECH_SLOT_CONFLICT"),
    "illegal tonnage": (mutate_tonnage, "MECH_TONNAGE_INVALID"),
    "missing leg actuator": (mutate_missing_leg_actuator, "MECH_ACTUATORS"),
    "pod on a non-Omni": (mutate_pod_on_non_omni, "MECH_OMNIPOD_NOT_OMNI"),
    "equipment before its time": (mutate_intro_year, "MECH_INTRO_YEAR"),
}


def mutation_results(sample_size: int = 400):
    """{kind: (tried, caught)} over a fixed sample of valid canonical 'Mechs."""
    valid = [(rel, d) for rel, d, report in verdicts() if report.valid]
    rng = random.Random(20261122)
    sample = rng.sample(valid, min(sample_size, len(valid)))

    def applies(kind, design):
        return kind != "too few heat sinks" or bool(
            design.engine and "fusion" in design.engine.type or "xl" in design.engine.type
            or "light" in design.engine.type or "compact" in design.engine.type)

    return mutants.kind_rates(MUTATIONS, sample, applies=applies)


def test_mutations_are_caught():
    corpus.require_corpus()
    results, misses = mutation_results()
    mutants.assert_kind_rates(results, misses, min_total=3000)
