"""Mutation kinds for the battle armor rules that belong to equipment and
to one location (issue 16, deliverable 4), none of which the kinds of
test_ba_corpus.py break: body-only items in an arm, a manipulator pair
split, the per-arm limits on manipulators and anti-personnel mounts, the
squad support weapon limit, the detachable weapon pack's MP cost and tube
artillery clips, and the item rules of data/rules/battle_armor.json
tables.equipment_rules (tasers and Narcs per trooper, no infantry melee
weapon, magnetic clamps, parafoils, partial wings, detachable weapon packs
on Light suits, the armored gloves' one weapon) and the squad support
weapon's own ammunition, a standard modular weapon mount on a quad, a
modular equipment adaptor out of an arm and a turret over its slot range
(issue 16 small-unit probe).  Each kind is applied to
every valid canonical squad it fits.  Shared by test_ba_equipment_mutants.py and
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


def _flagged(d: Design, flag: str) -> list[int]:
    return [i for i, m in enumerate(d.mounts) if _eq(m) is not None and flag in _eq(m).flags]


def per_trooper_weapon_for_the_squad(d: Design) -> Optional[Design]:
    """Battle armor tasers and Narc launchers are mounted trooper by trooper
    (data/rules/battle_armor.json equipment_rules per_trooper; TM p. 263,
    TO:AUE p. 158): the troopers' own launchers become one squad mount."""
    for i, m in enumerate(d.mounts):
        eq = _eq(m)
        if eq is None or eq.kind != "weapon" or m.trooper is None:
            continue
        if "F_TASER" in eq.flags or (eq.weapon is not None and eq.weapon.ammo_type == "T_NARC"):
            rest = [x for x in d.mounts if not (x.item == m.item and x.trooper is not None)]
            return dataclasses.replace(d, mounts=tuple(rest) + (dataclasses.replace(m, trooper=None),))
    return None


def infantry_melee_weapon_in_an_ap_mount(d: Design) -> Optional[Design]:
    """No infantry melee weapon in an anti-personnel mount (equipment_rules
    refused; TM pp. 271-272): the suit's anti-personnel weapon becomes a
    vibro-blade."""
    for i, m in enumerate(d.mounts):
        eq = _eq(m)
        if eq is not None and eq.kind == "weapon" and "F_INFANTRY" in eq.flags and m.mount == "APM":
            mounts = list(d.mounts)
            mounts[i] = dataclasses.replace(m, item="Blade (Vibro-blade)")
            return dataclasses.replace(d, mounts=tuple(mounts))
    return None


def magnetic_clamp_on_a_quad_assault_or_umu_suit(d: Design) -> Optional[Design]:
    """Magnetic clamps are not for quad or Assault suits nor with UMUs
    (equipment_rules refused; TM p. 259): a clamp added to such a suit."""
    ba_ = d.battle_armor
    if not (ba_.chassis == "quad" or ba_.weight_class == "assault" or ba_.motion == "umu"):
        return None
    return _add(d, Mount("BA-Magnetic Clamp", "BODY"))


def second_clamp_parafoil_or_partial_wing(d: Design) -> Optional[Design]:
    """One magnetic clamp, parafoil and partial wing a suit (equipment_rules
    count_max; TM pp. 259, 266): the suit's first one mounted twice."""
    for flag in ("F_MAGNETIC_CLAMP", "F_PARAFOIL", "F_PARTIAL_WING"):
        found = _flagged(d, flag)
        if found:
            return _add(d, d.mounts[found[0]])
    return None


def parafoil_out_of_the_body(d: Design) -> Optional[Design]:
    """A parafoil sits in the body (equipment_rules placement; TM p. 266):
    moved into the right arm (the body of a quad, which has no arm, stays)."""
    if not _biped(d):
        return None
    for i in _flagged(d, "F_PARAFOIL"):
        mounts = list(d.mounts)
        mounts[i] = dataclasses.replace(d.mounts[i], location="RA")
        return dataclasses.replace(d, mounts=tuple(mounts))
    return None


def detachable_pack_on_a_light_suit(d: Design) -> Optional[Design]:
    """No detachable weapon pack on PA(L) or Light suits (equipment_rules
    refused; TO p. 286): the carrier read as a Light suit."""
    if not _flagged(d, "F_DETACHABLE_WEAPON_PACK"):
        return None
    return dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, weight_class="light"))


def two_weapons_in_armored_gloves(d: Design) -> Optional[Design]:
    """A suit's armored gloves carry one anti-personnel weapon between them
    (equipment_rules armored_gloves; TM p. 259): an assault rifle added to
    each gloved arm with room left by the per-arm count, so that the suit
    carries two weapons more than its anti-personnel mounts."""
    squad = [m for m in d.mounts if m.trooper is None]
    gloves = [m for m in squad if _eq(m) is not None and "F_ARMORED_GLOVE" in _eq(m).flags]
    if len({m.location for m in gloves}) < 2:
        return None
    apm = sum(1 for m in squad if m.item == "BAAPMount")
    weapons = [m for m in squad if m.mount == "APM"]
    added = []
    for arm in ("LA", "RA"):
        room = sum(1 for m in squad if m.location == arm and _eq(m) is not None and "F_AP_MOUNT" in _eq(m).flags)
        used = sum(1 for m in weapons if m.location == arm)
        added += [Mount("InfantryAssaultRifle", arm, mount="APM")] * max(0, room - used)
    if len(weapons) + len(added) <= apm + 1:
        return None
    return _add(d, *added)


def other_ammunition_in_the_squad_support_mount(d: Design) -> Optional[Design]:
    """Ammunition in the squad support weapon mount is the weapon's own (TO
    p. 268): four SRM 2 shots join a mount whose weapon fires something else."""
    ssw = [_eq(m) for m in d.mounts if m.mount == "SSWM" and _eq(m) is not None and _eq(m).kind == "weapon"]
    if not ssw or any(e.weapon is not None and (e.weapon.ammo_type, e.weapon.rack_size) == ("T_SRM", 2) for e in ssw):
        return None
    return _add(d, Mount("BA-SRM2 Ammo", "BODY", mount="SSWM", shots=4))


def modular_weapon_mount_on_a_quad(d: Design) -> Optional[Design]:
    """Standard modular weapon mounts are for humanoid suits only (TM p. 271;
    equipment_rules refused): one in a quad's body."""
    if _biped(d):
        return None
    return _add(d, Mount("BAModularWeaponMount", "BODY"))


def adaptor_out_of_an_arm(d: Design) -> Optional[Design]:
    """The modular equipment adaptor, a manipulator adaptation (TM p. 260),
    sits in an arm (equipment_rules placement): one in a biped's body."""
    if not _biped(d):
        return None
    return _add(d, Mount("BAMEA", "BODY"))


def turret_over_its_slots(d: Design) -> Optional[Design]:
    """A standard turret mount holds 1-10 slots, a configurable one 1-9 (TM p.
    271; components/battle_armor.json turret.slots_range): one slot more."""
    b = d.battle_armor
    if not b.turret:
        return None
    top = ba.tables()["turret"]["slots_range"][b.turret][1]
    return dataclasses.replace(d, battle_armor=dataclasses.replace(b, turret_slots=top + 1))


def mech_physical_weapon_on_a_suit(d):
    """A hatchet (TM p. 220), 'Mech equipment that no suit carries, in the body."""
    return _add(d, Mount("Hatchet", "BODY"))


def aerospace_weapon_on_a_suit(d):
    """An AAA missile (TO p. 357), aerospace ordnance: not a battle armor weapon."""
    return _add(d, Mount("AAA Missile [IS]", "BODY"))


def armor_of_the_other_tech_base(d):
    """A suit that is not mixed tech given the other tech base's own armor (TM p. 169): fire-resistant
    armor (Clan) on an Inner Sphere suit, mimetic armor (Inner Sphere) on a Clan one."""
    if d.mixed_tech or d.tech_base not in ("IS", "Clan"):
        return None
    return dataclasses.replace(d, armor_type="ba_fire_resistant" if d.tech_base == "IS" else "ba_mimetic")


KINDS: dict[str, tuple[Callable, str]] = {
    "body-only item in an arm": (body_only_item_in_an_arm, "BA_BODY_ONLY"),
    "paired manipulators split": (manipulator_pair_split, "BA_MANIPULATOR_PAIR"),
    "a second manipulator in an arm": (second_manipulator_in_an_arm, "BA_MANIPULATOR"),
    "anti-personnel mounts over an arm's limit": (anti_personnel_mounts_over_an_arm_s_limit, "BA_ANTI_PERSONNEL_MOUNTS"),
    "two squad support weapons": (two_squad_support_weapons, "BA_SQUAD_SUPPORT_WEAPON"),
    "detachable weapon pack on a one-MP suit": (detachable_pack_on_a_slow_suit, "BA_DWP"),
    "tube artillery clips over a slot": (tube_artillery_clips_over_a_slot, "BA_TUBE_AMMO"),
    # data/rules/battle_armor.json tables.equipment_rules
    "taser or Narc mounted for the squad": (per_trooper_weapon_for_the_squad, "BA_PER_TROOPER"),
    "infantry melee weapon in an anti-personnel mount": (infantry_melee_weapon_in_an_ap_mount, "BA_WEAPON_NOT_ALLOWED"),
    "magnetic clamp on a quad, Assault or UMU suit": (magnetic_clamp_on_a_quad_assault_or_umu_suit, "BA_ITEM_NOT_ALLOWED"),
    "second magnetic clamp, parafoil or partial wing": (second_clamp_parafoil_or_partial_wing, "BA_ITEM_COUNT"),
    "parafoil out of the body": (parafoil_out_of_the_body, "BA_BODY_ONLY"),
    "detachable weapon pack on a Light suit": (detachable_pack_on_a_light_suit, "BA_DWP"),
    "two anti-personnel weapons in armored gloves": (two_weapons_in_armored_gloves, "BA_AP_WEAPON_MOUNT"),
    "another weapon's ammunition in the squad support weapon mount": (other_ammunition_in_the_squad_support_mount,
                                                                      "BA_SQUAD_SUPPORT_WEAPON"),
    # items of another family (data/rules/common.json tables.item_families; the
    # battle armor equipment and weapon lists already refuse them)
    "modular weapon mount on a quad": (modular_weapon_mount_on_a_quad, "BA_ITEM_NOT_ALLOWED"),
    "modular equipment adaptor out of an arm": (adaptor_out_of_an_arm, "BA_MANIPULATOR"),
    "turret over its slot range": (turret_over_its_slots, "BA_TURRET"),
    "'Mech physical weapon on a suit": (mech_physical_weapon_on_a_suit, "BA_EQUIPMENT_NOT_ALLOWED"),
    "aerospace missile on a suit": (aerospace_weapon_on_a_suit, "BA_WEAPON_NOT_ALLOWED"),
    "armor of the other tech base": (armor_of_the_other_tech_base, "BA_ARMOR_TYPE"),
}


def rates(parsed) -> tuple[dict, dict]:
    """{kind: (tried, caught)} and {kind: [files missed]} over the valid
    squads of ``parsed`` ((name, design) pairs); a mutant is caught by an
    error with its code."""
    import construction
    import mutants

    valid = [(rel, d) for rel, d in parsed if construction.validate(d).valid]
    return mutants.kind_rates(KINDS, valid, errors_only=True)
