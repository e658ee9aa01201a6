"""The canonical battle armor files of ../shared/corpus: every file imports,
round-trips through JSON, validates as known_exceptions.csv says (exact
agreement), gets a positive BV; designs broken on purpose are caught.
Skips cleanly where the corpus is absent."""

from __future__ import annotations

import collections
import dataclasses
from functools import lru_cache
from pathlib import Path

import bv
import construction
import corpus
from construction import battle_armor as ba
from construction.model import Mount

from ba_corpus_files import ba_files, parsed

EXCEPTIONS = Path(__file__).with_name("known_exceptions.csv")


def _parsed():
    corpus.require_corpus()
    return parsed()


@lru_cache(maxsize=1)
def verdicts():
    return tuple((rel, d, construction.validate(d)) for rel, d in _parsed())


def known_exceptions() -> dict[str, dict]:
    return corpus.rows_by_path(EXCEPTIONS)


def test_every_canonical_battle_armor_file_imports():
    assert len(_parsed()) == len(ba_files()) == 412


def test_current_format_sample_imports_and_validates():
    corpus.require_corpus()
    files = sorted((corpus.unpacked() / "data" / "mekfiles" / "battlearmor").rglob("*.blk"))
    assert len(files) == 2
    for path in files:
        d = construction.parse(corpus.read_text(path), "blk")
        assert d.unit_type == "battle_armor" and d.mul_id is not None
        assert construction.validate(d).valid is True, path


def test_json_round_trip():
    for rel, d in _parsed():
        doc = construction.dump_design(d)
        assert construction.load_design(doc) == d, rel


def test_valid_rate_and_known_exceptions_agree():
    results = verdicts()
    invalid = {rel: r for rel, _, r in results if not r.valid}
    listed = known_exceptions()
    rate = 1 - len(invalid) / len(results)
    assert rate >= 0.98, f"only {rate:.2%} of the canonical battle armor is valid"
    assert not sorted(set(invalid) - set(listed)), "invalid but not in known_exceptions.csv"
    assert not sorted(set(listed) - set(invalid)), "listed in known_exceptions.csv but valid now"
    for rel, r in invalid.items():
        assert set(listed[rel]["codes"].split()) == {i.code for i in r.errors}, rel
        assert listed[rel]["reason"].strip(), rel


def test_every_squad_gets_a_positive_bv():
    for rel, d in _parsed():
        result = bv.compute(d)
        assert result.bv > 0, rel
        assert result.breakdown[-1].step in ("base_bv", "skill")


# --------------------------------------------------------------- mutations
def _add(d, *mounts):
    return dataclasses.replace(d, mounts=d.mounts + tuple(mounts))


def mutate_armor_over_max(d):
    top = ba.weight_class(d.battle_armor.weight_class)["armor_max"]
    return dataclasses.replace(d, armor=(dataclasses.replace(d.armor[0], front=top + 1),))


def mutate_ground_mp_over_max(d):
    top = ba.max_ground_mp(ba.context(d))
    if top is None:
        return None
    return dataclasses.replace(d, walk_mp=top + 1)


def mutate_secondary_mp_over_max(d):
    ctx = ba.context(d)
    if ctx.chassis == "quad" or d.battle_armor.motion == "leg":
        return None
    top = ba.max_secondary_mp(ctx)
    if top == 0:
        return None
    return dataclasses.replace(d, jump_mp=top + 1)


def mutate_overweight(d):
    heaviest = max(w.total for w in ba.trooper_weights(d))
    extra = ba.weight_class(d.battle_armor.weight_class)["max_kg"] - heaviest + 25
    return _add(d, Mount("Mission Equipment Storage", "BODY", size=float(extra)))


def mutate_overfull_arm(d):
    if d.battle_armor.chassis == "quad":
        return mutate_overfull_body(d)
    ctx = ba.context(d)
    used = max(ba.slots_used(ctx, n)["RA"] for n in range(1, ctx.troopers + 1))
    need = ba.slot_capacity(ctx, "RA") - used + 1
    return _add(d, *[Mount("BASearchlight", "RA") for _ in range(need)])


def mutate_overfull_body(d):
    ctx = ba.context(d)
    used = max(ba.slots_used(ctx, n)["BODY"] for n in range(1, ctx.troopers + 1))
    need = ba.slot_capacity(ctx, "BODY") - used + 1
    return _add(d, *[Mount("BASearchlight", "BODY") for _ in range(need)])


def mutate_mech_weapon(d):
    return _add(d, Mount("ISMediumLaser", "BODY"))


def mutate_ap_weapon_without_mount(d):
    # An armored glove in the arm carries one anti-personnel weapon legally.
    if d.battle_armor.chassis == "quad" or any(m.item == "BAArmoredGlove" and m.location == "RA" for m in d.mounts):
        return None
    return _add(d, Mount("InfantryAssaultRifle", "RA"))


def mutate_two_anti_mech_weapons_in_arm(d):
    if d.battle_armor.chassis == "quad":
        return None
    return _add(d, Mount("CLBAMG", "LA"), Mount("CLBAMG", "LA"))


def mutate_manipulator_in_body(d):
    return _add(d, Mount("BABattleClaw", "BODY"))


def mutate_ammo_shots(d):
    return _add(d, Mount("BA-SRM2 Ammo", "BODY", shots=5))


def mutate_jump_booster_without_jump(d):
    if d.battle_armor.motion == "jump":
        d = dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, motion="leg"), jump_mp=0)
    return _add(d, Mount("BAJumpBooster", "BODY"))


MUTATIONS = {
    "armor_over_max": (mutate_armor_over_max, "BA_ARMOR_MAX"),
    "ground_mp_over_max": (mutate_ground_mp_over_max, "BA_GROUND_MP"),
    "secondary_mp_over_max": (mutate_secondary_mp_over_max, "BA_SECONDARY_MP"),
    "trooper_overweight": (mutate_overweight, "BA_OVERWEIGHT"),
    "overfull_arm": (mutate_overfull_arm, "BA_SLOTS"),
    "overfull_body": (mutate_overfull_body, "BA_SLOTS"),
    "mech_weapon": (mutate_mech_weapon, "BA_WEAPON_NOT_ALLOWED"),
    "ap_weapon_without_mount": (mutate_ap_weapon_without_mount, "BA_AP_WEAPON_MOUNT"),
    "two_anti_mech_weapons_in_arm": (mutate_two_anti_mech_weapons_in_arm, "BA_ANTI_MECH_WEAPONS"),
    "manipulator_in_body": (mutate_manipulator_in_body, "BA_MANIPULATOR"),
    "ammo_over_four_shots": (mutate_ammo_shots, "BA_AMMO_SHOTS"),
    "jump_booster_without_jump": (mutate_jump_booster_without_jump, "BA_JUMP_BOOSTER"),
}


def mutation_rates():
    tried = collections.Counter()
    caught = collections.Counter()
    for _, d in _parsed():
        for kind, (mutate, code) in MUTATIONS.items():
            broken = mutate(d)
            if broken is None:
                continue
            tried[kind] += 1
            if code in {i.code for i in construction.validate(broken).errors}:
                caught[kind] += 1
    return tried, caught


def test_mutations_are_caught():
    tried, caught = mutation_rates()
    assert set(tried) == set(MUTATIONS)
    total = sum(caught.values()) / sum(tried.values())
    assert total >= 0.99, f"{total:.2%} of the mutations caught"
    for kind in MUTATIONS:
        assert tried[kind] >= 30, kind
        assert caught[kind] / tried[kind] >= 0.95, (kind, caught[kind], tried[kind])
