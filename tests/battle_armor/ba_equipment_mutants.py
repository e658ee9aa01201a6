"""Mutation kinds for the battle armor rules that belong to equipment and
to one location (issue 16, deliverable 4), none of which the kinds of
test_ba_corpus.py break: body-only items in an arm, a manipulator pair
split, the per-arm limits on manipulators and anti-personnel mounts, the
squad support weapon limit, the detachable weapon pack's MP cost and tube
artillery clips.  Each kind is applied to every valid canonical squad it
fits.  Shared by test_ba_equipment_mutants.py and
benchmarks/equipment_mutants.py."""

from __future__ import annotations

import dataclasses
from typing import Callable, Optional

from construction import battle_armor as ba
from construction.catalog import catalog
from construction.model import Design, Mount


def _add(d: Design, *mounts: Mount) -> Design:
    return dataclasses.replace(d, mounts=d.mounts + tuple(mounts))


def _eq(m: Mount):
    return catalog().find(m.item)


def _biped(d: Design) -> bool:
    return d.battle_armor.chassis == "biped"


def body_only_item_in_an_arm(d: Design) -> Optional[Design]:
    """Jump boosters and partial wings sit in the body (TO pp. 286-287):
    move one into the right arm."""
    if not _biped(d):
        return None
    for i, m in enumerate(d.mounts):
        eq = _eq(m)
        if eq is not None and ("F_JUMP_BOOSTER" in eq.flags or "F_PARTIAL_WING" in eq.flags) and m.location == "BODY":
            mounts = list(d.mounts)
            mounts[i] = dataclasses.replace(m, location="RA")
            return dataclasses.replace(d, mounts=tuple(mounts))
    return None


def manipulator_pair_split(d: Design) -> Optional[Design]:
    """Paired manipulators (magnetic claws, cargo lifters, mine clearance:
    TM p. 163) lose the right arm's."""
    pairs = set(ba.tables()["manipulators"]["pair_required"])
    for i, m in enumerate(d.mounts):
        if m.item in pairs and m.location == "RA":
            return dataclasses.replace(d, mounts=d.mounts[:i] + d.mounts[i + 1:])
    return None


def second_manipulator_in_an_arm(d: Design) -> Optional[Design]:
    """One manipulator an arm (TM p. 163): a second basic manipulator joins
    the right arm's."""
    if not _biped(d):
        return None
    if any((_eq(m) is not None and "F_BA_MANIPULATOR" in _eq(m).flags) and m.location == "RA" and m.trooper is None
           for m in d.mounts):
        return _add(d, Mount("BABasicManipulator", "RA"))
    return None


def anti_personnel_mounts_over_an_arm_s_limit(d: Design) -> Optional[Design]:
    """A biped arm takes at most two anti-personnel weapon mounts (TM p.
    167): three more in the right arm."""
    if not _biped(d):
        return None
    return _add(d, *(Mount("BAAPMount", "RA") for _ in range(3)))


def two_squad_support_weapons(d: Design) -> Optional[Design]:
    """One squad support weapon mount a squad (TO p. 268)."""
    if not _biped(d):
        return None
    return _add(d, Mount("ISBAMG", "BODY", mount="SSWM"), Mount("ISBAMG", "BODY", mount="SSWM"))


def detachable_pack_on_a_slow_suit(d: Design) -> Optional[Design]:
    """A detachable weapon pack costs a ground MP, so the suit needs 2 (TO
    p. 286): the carrier with ground MP 1."""
    if not any(_eq(m) is not None and "F_DETACHABLE_WEAPON_PACK" in _eq(m).flags for m in d.mounts):
        return None
    return dataclasses.replace(d, walk_mp=1)


def tube_artillery_clips_over_a_slot(d: Design) -> Optional[Design]:
    """BA tube artillery ammunition: at most four two-round clips a slot (TO
    p. 284 errata): nine shots in one bin."""
    for i, m in enumerate(d.mounts):
        eq = _eq(m)
        if eq is not None and eq.kind == "ammo" and eq.ammo and eq.ammo.ammo_type == "T_BA_TUBE":
            mounts = list(d.mounts)
            mounts[i] = dataclasses.replace(m, shots=9)
            return dataclasses.replace(d, mounts=tuple(mounts))
    return None


KINDS: dict[str, tuple[Callable, str]] = {
    "body-only item in an arm": (body_only_item_in_an_arm, "BA_BODY_ONLY"),
    "paired manipulators split": (manipulator_pair_split, "BA_MANIPULATOR_PAIR"),
    "a second manipulator in an arm": (second_manipulator_in_an_arm, "BA_MANIPULATOR"),
    "anti-personnel mounts over an arm's limit": (anti_personnel_mounts_over_an_arm_s_limit, "BA_ANTI_PERSONNEL_MOUNTS"),
    "two squad support weapons": (two_squad_support_weapons, "BA_SQUAD_SUPPORT_WEAPON"),
    "detachable weapon pack on a one-MP suit": (detachable_pack_on_a_slow_suit, "BA_DWP"),
    "tube artillery clips over a slot": (tube_artillery_clips_over_a_slot, "BA_TUBE_AMMO"),
}


def rates(parsed) -> tuple[dict, dict]:
    """{kind: (tried, caught)} and {kind: [files missed]} over the valid
    squads of ``parsed`` ((name, design) pairs); a mutant is caught by an
    error with its code."""
    import construction
    import mutants

    valid = [(rel, d) for rel, d in parsed if construction.validate(d).valid]
    return mutants.kind_rates(KINDS, valid, errors_only=True)
