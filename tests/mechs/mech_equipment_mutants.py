"""Mutation kinds for the 'Mech rules that belong to particular equipment
(issue 16, deliverable 4): multi-slot and spread items one slot short or a
slot out of place, items in a location their rule forbids, and the
one-per-unit and actuator limits; and the Land-Air 'Mech rules
(construction/lam.py: fixed systems, refused components and equipment, the
conversion equipment's weight); and the chain drape's rules, which add a
drape, no canonical 'Mech wearing one.  Each kind is applied to every valid
canonical 'Mech it fits (the equipment is rare, so no sample) and must be
caught by its rule's code.  Shared by tests/mechs/test_mech_equipment_mutants.py
and benchmarks/equipment_mutants.py, which prints the rates."""

from __future__ import annotations

import dataclasses
from typing import Callable, Optional

from construction.catalog import catalog
from construction.mech import ARMOR_FLAGS, ONE_PER_LOCATION, STRUCTURE_FLAGS, location_class
from construction.model import Design, Mount, mech_locations, slots_in_location

ARMS = ("LA", "RA")


def _items(d: Design):
    cat = catalog()
    for i, m in enumerate(d.mounts):
        if m.is_system:
            continue
        eq = cat.find(m.item)
        if eq is not None:
            yield i, m, eq


def _replace(d: Design, index: int, mount: Optional[Mount]) -> Design:
    mounts = list(d.mounts)
    if mount is None:
        del mounts[index]
    else:
        mounts[index] = mount
    return dataclasses.replace(d, mounts=tuple(mounts))


def _free(d: Design, loc: str) -> list[int]:
    used = {s for m in d.mounts for l, s in m.all_slots() if l == loc}
    return [s for s in range(slots_in_location(loc)) if s not in used]


def _drop_last_slot(d: Design, pick) -> Optional[Design]:
    """One slot fewer for the first mount ``pick(mount, item)`` accepts that
    has a slot of its own to give up (a split mount gives up its last split
    slot)."""
    for i, m, eq in _items(d):
        if not pick(m, eq):
            continue
        if m.split_slots:
            return _replace(d, i, dataclasses.replace(m, split_slots=m.split_slots[:-1]))
        if m.slots:
            return _replace(d, i, dataclasses.replace(m, slots=m.slots[:-1]) if len(m.slots) > 1 else None)
    return None


def _move_one_slot(d: Design, pick, targets) -> Optional[Design]:
    """Move the last slot of a picked mount to a free slot of the first
    target location that has one."""
    for i, m, eq in _items(d):
        if not pick(m, eq) or len(m.slots) < 1 or m.split_location:
            continue
        for loc in targets:
            if loc == m.location or loc not in mech_locations(d.mech.config):
                continue
            free = _free(d, loc)
            if free:
                rest = dataclasses.replace(m, slots=m.slots[:-1]) if len(m.slots) > 1 else None
                moved = dataclasses.replace(m, location=loc, slots=(free[0],), split_location=None, split_slots=())
                out = _replace(d, i, rest)
                return dataclasses.replace(out, mounts=out.mounts + (moved,))
    return None


def flagged(*flags):
    return lambda m, eq: not set(flags).isdisjoint(eq.flags)


# -- the kinds -------------------------------------------------------------------

def partial_wing_short(d):
    return _drop_last_slot(d, lambda m, eq: "F_PARTIAL_WING" in eq.flags and m.location == "RT")


def partial_wing_in_an_arm(d):
    return _move_one_slot(d, lambda m, eq: "F_PARTIAL_WING" in eq.flags and m.location == "LT",
                          ("LA", "FLL", "LL"))


def jump_booster_short(d):
    return _drop_last_slot(d, lambda m, eq: eq.tonnage_rule == "mechanical_jump_booster")


def stealth_armor_short(d):
    return _drop_last_slot(d, lambda m, eq: "F_STEALTH" in eq.flags)


def stealth_armor_slot_moved(d):
    return _move_one_slot(d, lambda m, eq: "F_STEALTH" in eq.flags and location_class(m.location) in ("ARM", "LEG"),
                          ("CT", "HD"))


def signature_system_short(d):
    return _drop_last_slot(d, flagged(*ONE_PER_LOCATION))


def structure_slot_short(d):
    return _drop_last_slot(d, flagged(*STRUCTURE_FLAGS))


def armor_slot_short(d):
    return _drop_last_slot(d, lambda m, eq: not ARMOR_FLAGS.isdisjoint(eq.flags) and "F_STEALTH" not in eq.flags)


def _slot_rule_item(m, eq):
    return eq.kind == "misc" and eq.slots_rule is not None and eq.slots is None and len(m.all_slots()) >= 2 \
        and not eq.spreadable


def slot_rule_item_short(d):
    return _drop_last_slot(d, _slot_rule_item)


def _multi_slot_equipment(m, eq):
    return eq.kind == "misc" and (eq.slots or 0) >= 2 and len(m.all_slots()) >= 2 and not eq.spreadable and eq.slots_rule is None \
        and ARMOR_FLAGS.isdisjoint(eq.flags) and STRUCTURE_FLAGS.isdisjoint(eq.flags) \
        and "F_PARTIAL_WING" not in eq.flags and not m.split_location


def multi_slot_equipment_short(d):
    return _drop_last_slot(d, _multi_slot_equipment)


def _override(d: Design, eq):
    """The location classes a location_overrides row of data/rules/mech.json
    gives the item on this kind of 'Mech (four-legged, superheavy, other);
    None where no row names it."""
    from construction.item_groups import groups_of
    from construction.mech import tables

    rules = tables()["equipment_rules"]
    names = groups_of(eq, rules["groups"])
    for row in rules["location_overrides"]:
        if not names.isdisjoint(row["groups"]):
            if "quad" in row and d.mech.config in ("quad", "quadvee"):
                return tuple(row["quad"])
            if "superheavy" in row and d.tonnage > 100:
                return tuple(row["superheavy"])
            return tuple(row["other"])
    return None


def item_in_a_forbidden_location(d):
    """An item whose catalog locations (or the location_overrides row for
    this kind of 'Mech) leave some out, moved whole into one of those (slots
    kept): the first location class the item may not use."""
    locs = mech_locations(d.mech.config)
    for i, m, eq in _items(d):
        allowed = _override(d, eq) or eq.mech_locations
        if not allowed or m.split_location or not ARMOR_FLAGS.isdisjoint(eq.flags):
            continue
        for loc in locs:
            if location_class(loc) in allowed:
                continue
            free = _free(d, loc)
            if len(free) >= max(1, len(m.slots)):
                moved = dataclasses.replace(m, location=loc, slots=tuple(free[:len(m.slots)]))
                return _replace(d, i, moved)
    return None


def jump_jet_in_an_arm(d):
    for arm in ARMS:
        if arm in mech_locations(d.mech.config):
            free = _free(d, arm)
            if free:
                return dataclasses.replace(d, mounts=d.mounts + (Mount("Jump Jet", arm, (free[0],)),),
                                           jump_mp=d.jump_mp + 1)
    return None


def physical_weapon_without_hand(d):
    """A hatchet, sword or mace (TM pp. 220, 237; TO p. 290) needs the hand
    actuator of its arm: take the hand away."""
    for _, m, eq in _items(d):
        if eq.tonnage_rule in ("hatchet", "sword", "mace") and m.location in ARMS:
            hands = [i for i, x in enumerate(d.mounts) if x.item == "Hand Actuator" and x.location == m.location]
            if hands:
                return _replace(d, hands[0], None)
    return None


def second_targeting_computer(d):
    for _, m, eq in _items(d):
        if "F_TARGCOMP" in eq.flags:
            for loc in ("LT", "RT", "CT", "LA", "RA"):
                free = _free(d, loc) if loc in mech_locations(d.mech.config) else []
                need = len(m.all_slots())
                if len(free) >= need:
                    return dataclasses.replace(d, mounts=d.mounts + (dataclasses.replace(
                        m, location=loc, slots=tuple(free[:need]), split_location=None, split_slots=()),))
    return None


# -- chain drapes (PS:AO-UrbanFest p. 16; data/rules/mech.json) ----------------
# No canonical 'Mech of the corpus wears one, so each kind adds a drape: in
# the first free slots of both side torsos, with one slot short or one slot
# out of place (MECH_CHAIN_DRAPE), or well placed where the configuration or
# the cockpit allows only the cape (MECH_CHAIN_DRAPE_CONFIGURATION).

def _with_drape(d: Design, item: str, right: int = 3, elsewhere: Optional[str] = None) -> Optional[Design]:
    """``d`` with a drape: 3 slots in LT, ``right`` in RT and, with
    ``elsewhere``, one more in the first free slot of that location; None
    where the side torsos (or that location) lack the free slots."""
    left_free, right_free = _free(d, "LT"), _free(d, "RT")
    if len(left_free) < 3 or len(right_free) < right:
        return None
    mounts = [Mount(item, "LT", tuple(left_free[:3])), Mount(item, "RT", tuple(right_free[:right]))]
    if elsewhere is not None:
        free = _free(d, elsewhere) if elsewhere in mech_locations(d.mech.config) else []
        if not free:
            return None
        mounts.append(Mount(item, elsewhere, (free[0],)))
    return dataclasses.replace(d, mounts=d.mounts + tuple(mounts))


def chain_drape_short(d):
    return _with_drape(d, "ChainDrapeCape", right=2)


def chain_drape_slot_in_the_center_torso(d):
    return _with_drape(d, "ChainDrapeCape", right=2, elsewhere="CT")


def apron_on_a_quad(d):
    return _with_drape(d, "ChainDrapeApron") if d.mech.config in ("quad", "quadvee") else None


def poncho_with_a_torso_cockpit(d):
    return _with_drape(d, "ChainDrapePoncho") if d.mech.cockpit == "torso_mounted" else None


# -- Land-Air 'Mechs (construction/lam.py, data/rules/lam.json) -----------------
# Each applies to a LAM only (None for any other 'Mech).

def _lam(d: Design) -> bool:
    return d.mech is not None and d.mech.config == "lam"


def _lam_mech(d: Design, **changes) -> Optional[Design]:
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, **changes)) if _lam(d) else None


def lam_avionics_dropped(d):
    """The head's Avionics slot taken away: HD holds 0 of its 1."""
    if not _lam(d):
        return None
    found = [i for i, m in enumerate(d.mounts) if m.item == "Avionics" and m.location == "HD"]
    return _replace(d, found[0], None) if found else None


def lam_landing_gear_in_a_leg(d):
    """The center torso's Landing Gear moved to a free leg slot."""
    if not _lam(d):
        return None
    for i, m in enumerate(d.mounts):
        if m.item == "Landing Gear" and m.location == "CT":
            for leg in ("LL", "RL"):
                free = _free(d, leg)
                if free:
                    return _replace(d, i, dataclasses.replace(m, location=leg, slots=(free[0],)))
    return None


def lam_slot_taking_armor(d):
    """Ferro-fibrous armor (14 IS / 7 Clan slots): refused on a LAM."""
    if not _lam(d) or d.armor_type == "patchwork":
        return None
    return dataclasses.replace(d, armor_type="ferro_fibrous_clan" if d.is_clan else "ferro_fibrous_is")


def lam_endo_steel(d):
    return dataclasses.replace(d, structure="endo_steel_clan" if d.is_clan else "endo_steel_is") if _lam(d) else None


def lam_xl_engine(d):
    if not _lam(d) or d.engine is None:
        return None
    return dataclasses.replace(d, engine=dataclasses.replace(d.engine, type="xl_clan" if d.is_clan else "xl_is"))


def lam_xl_gyro(d):
    return _lam_mech(d, gyro="xl")


def lam_torso_cockpit(d):
    return _lam_mech(d, cockpit="torso_mounted")


def lam_omni(d):
    return dataclasses.replace(d, omni=True) if _lam(d) else None


def lam_refused_item(d):
    """Modular armor (1 slot) in the first free torso slot."""
    if not _lam(d):
        return None
    for loc in ("LT", "RT", "CT"):
        free = _free(d, loc)
        if free:
            return dataclasses.replace(d, mounts=d.mounts + (Mount("ISModularArmor", loc, (free[0],)),))
    return None


def lam_split_item(d):
    """An arm item's last slot carried into a free slot of its side torso."""
    if not _lam(d):
        return None
    for i, m, eq in _items(d):
        if m.location in ARMS and m.slots and not m.split_location and eq.kind == "weapon":
            free = _free(d, "LT" if m.location == "LA" else "RT")
            if free:
                rest = m.slots[:-1] or m.slots
                return _replace(d, i, dataclasses.replace(m, slots=rest, split_location="LT" if m.location == "LA" else "RT",
                                                           split_slots=(free[0],)))
    return None


def lam_lower_arm_removed(d):
    """The left arm without its lower arm and hand actuators."""
    if not _lam(d):
        return None
    kept = tuple(m for m in d.mounts if not (m.location == "LA" and m.item in ("Lower Arm Actuator", "Hand Actuator")))
    return dataclasses.replace(d, mounts=kept) if len(kept) < len(d.mounts) else None


def lam_low_jump(d):
    return dataclasses.replace(d, jump_mp=2) if _lam(d) and d.jump_mp >= 3 else None


def lam_too_many_bomb_bays(d):
    """Bomb bays in free torso and arm slots until there are 21."""
    if not _lam(d):
        return None
    have = sum(1 for m in d.mounts if m.item == "Bomb Bay")
    free = [(loc, s) for loc in ("LT", "RT", "CT", "LA", "RA") for s in _free(d, loc)]
    need = 21 - have
    if need <= 0 or len(free) < need:
        return None
    return dataclasses.replace(d, mounts=d.mounts + tuple(Mount("Bomb Bay", loc, (s,)) for loc, s in free[:need]))


def lam_declared_bimodal(d):
    """A standard LAM declared bimodal: its conversion equipment grows from
    10% to 15% of the tonnage (IO p. 113), more than any canonical LAM leaves
    unused."""
    return _lam_mech(d, lam_type="bimodal") if _lam(d) and d.mech.lam_type != "bimodal" else None


def lam_as_a_biped(d):
    """The LAM's file read as a biped: its landing gear and avionics belong to LAMs only."""
    return _lam_mech(d, config="biped", lam_type=None)


def lam_over_55_tons(d):
    return dataclasses.replace(d, tonnage=60.0) if _lam(d) else None


# -- equipment rules of data/rules/mech.json equipment_rules ---------------------
# (IndustrialMech and primitive limits, incompatible pairs, placements; the
# book and page of each in its row).  Each breaks a canonical 'Mech that
# carries the item, or adds the item where a canonical 'Mech may not carry it.

def _move_whole(d: Design, pick, targets) -> Optional[Design]:
    """The first picked one-location mount moved whole to the first free
    slots of the first target location that has room."""
    locs = mech_locations(d.mech.config)
    for i, m, eq in _items(d):
        if not pick(m, eq) or m.split_location or m.split_more:
            continue
        for loc in targets:
            if loc == m.location or loc not in locs:
                continue
            free = _free(d, loc)
            if len(free) >= len(m.slots):
                return _replace(d, i, dataclasses.replace(m, location=loc, slots=tuple(free[:len(m.slots)])))
    return None


def _add_first_free(d: Design, item: str, slots: int, targets) -> Optional[Design]:
    locs = mech_locations(d.mech.config)
    for loc in targets:
        if loc in locs:
            free = _free(d, loc)
            if len(free) >= slots:
                return dataclasses.replace(d, mounts=d.mounts + (Mount(item, loc, tuple(free[:slots])),))
    return None


def _cockpit_location(d: Design) -> str:
    return "CT" if d.mech.cockpit == "torso_mounted" else "HD"


def aes_in_a_torso(d):
    return _move_whole(d, flagged("F_ACTUATOR_ENHANCEMENT_SYSTEM"), ("LT", "RT", "CT"))


def aes_with_a_targeting_computer(d):
    if not any("F_ACTUATOR_ENHANCEMENT_SYSTEM" in eq.flags for _, _, eq in _items(d)):
        return None
    return _add_first_free(d, "CLTargeting Computer" if d.is_clan else "ISTargeting Computer", 1, ("LT", "RT", "CT"))


def mass_out_of_the_cockpit(d):
    return _move_whole(d, flagged("F_MASS"), [loc for loc in ("LT", "RT", "CT", "LA", "RA") if loc != _cockpit_location(d)])


def harjel_into_the_cockpit(d):
    """A HarJel system added in a free slot of the cockpit's location, on
    the 100-ton 'Mechs (a sample: the canonical HarJel carriers leave no
    slot free there)."""
    return _add_first_free(d, "IS HarJel", 1, (_cockpit_location(d),)) if d.tonnage == 100 else None


def modular_armor_into_the_head(d):
    """Modular armor moved into the head; where no canonical carrier has
    room there, added in a free head slot of a 100-ton 'Mech (a sample)."""
    moved = _move_whole(d, flagged("F_MODULAR_ARMOR"), ("HD",))
    if moved is None and d.tonnage == 100:
        return _add_first_free(d, "ISModularArmor", 1, ("HD",))
    return moved


def head_turret_with_the_cockpit_in_the_head(d):
    if not any("F_HEAD_TURRET" in eq.flags for _, _, eq in _items(d)):
        return None
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, cockpit="standard"))


def shoulder_turret_out_of_the_side_torso(d):
    return _move_whole(d, flagged("F_SHOULDER_TURRET"), ("CT", "LA", "RA", "LL", "RL"))


def talons_short_in_a_leg(d):
    return _drop_last_slot(d, flagged("F_TALON"))


def jump_jet_beside_umus(d):
    if not any("F_UMU" in eq.flags for _, _, eq in _items(d)):
        return None
    out = _add_first_free(d, "Jump Jet", 1, ("LL", "RL", "RLL", "RRL", "LT", "RT", "CT"))
    return dataclasses.replace(out, jump_mp=d.jump_mp + 1) if out is not None else None


def industrial_items_on_a_battlemech(d):
    """An IndustrialMech carrying environmental sealing or industrial TSM,
    its file read as a BattleMech's."""
    if not d.mech.industrial or not any(
            {"F_ENVIRONMENTAL_SEALING", "F_INDUSTRIAL_TSM"} & set(eq.flags) for _, _, eq in _items(d)):
        return None
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, industrial=False))


def active_probe_without_fire_control(d):
    """An active probe added to an IndustrialMech whose cockpit has no
    advanced fire control."""
    if not d.mech.industrial or d.mech.cockpit not in ("industrial", "primitive_industrial"):
        return None
    if d.is_clan:
        return _add_first_free(d, "CLActiveProbe", 1, ("LT", "RT", "CT", "LA", "RA"))
    return _add_first_free(d, "BeagleActiveProbe", 2, ("LT", "RT", "CT", "LA", "RA"))


def masc_on_an_industrialmech(d):
    if not d.mech.industrial or d.tonnage > 100:
        return None
    slots = max(1, int(d.tonnage / (25 if d.is_clan else 20) + 0.5))
    return _add_first_free(d, "CLMASC" if d.is_clan else "ISMASC", slots, ("LT", "RT", "CT", "LA", "RA"))


def primitive_with_an_xl_engine(d):
    if d.mech.cockpit not in ("primitive", "primitive_industrial") or d.engine is None:
        return None
    return dataclasses.replace(d, engine=dataclasses.replace(d.engine, type="xl_clan" if d.is_clan else "xl_is"))


def primitive_built_as_an_omnimech(d):
    return dataclasses.replace(d, omni=True) if d.mech.cockpit in ("primitive", "primitive_industrial") else None


def superheavy_gyro_on_a_100_ton_mech(d):
    """The 100-ton 'Mechs (the heaviest that are not superheavy) given a
    superheavy gyro (IO p. 178: superheavy 'Mechs only)."""
    if d.tonnage != 100 or d.mech.gyro == "superheavy":
        return None
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, gyro="superheavy"))


def superheavy_with_a_standard_gyro(d):
    """A superheavy 'Mech's superheavy gyro read as a standard one (its
    slots kept): superheavies must use the superheavy gyro."""
    if d.tonnage <= 100 or d.mech.gyro != "superheavy":
        return None
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, gyro="standard"))


def modular_armor_on_a_superheavy(d):
    """Modular armor (1 slot) in the first free torso, arm or leg slot of a
    superheavy 'Mech."""
    if d.tonnage <= 100:
        return None
    return _add_first_free(d, "ISModularArmor", 1, ("LT", "RT", "CT", "LA", "RA", "LL", "RL", "FLL", "FRL", "RLL", "RRL"))


def double_heat_sinks_on_an_industrialmech(d):
    """An IndustrialMech's single heat sinks read as double heat sinks (the
    count kept): IndustrialMechs use single heat sinks only (TM p. 71)."""
    if not d.mech.industrial or d.heat_sinks is None or d.heat_sinks.type != "single":
        return None
    return dataclasses.replace(d, heat_sinks=dataclasses.replace(
        d.heat_sinks, type="double_clan" if d.is_clan else "double_is"))


def harjel_carrier_read_as_an_industrialmech(d):
    """A 'Mech with HarJel II or III read as an IndustrialMech."""
    if d.mech.industrial or not any({"F_HARJEL_II", "F_HARJEL_III"} & set(eq.flags) for _, _, eq in _items(d)):
        return None
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, industrial=True))


def light_fluid_suction_on_a_battlemech(d):
    """A light fluid suction system (1 slot) in a free torso or arm slot of
    the 100-ton BattleMechs (a sample)."""
    if d.mech.industrial or d.tonnage != 100:
        return None
    return _add_first_free(d, "Light Fluid Suction System (Mech)", 1, ("LT", "RT", "CT", "LA", "RA"))


def targeting_computer_beside_a_signature_system(d):
    """A targeting computer (1 slot, the least it takes) beside a null- or
    void-signature system."""
    if not any({"F_NULLSIG", "F_VOIDSIG"} & set(eq.flags) for _, _, eq in _items(d)) \
            or any("F_TARGCOMP" in eq.flags for _, _, eq in _items(d)):
        return None
    return _add_first_free(d, "CLTargeting Computer" if d.is_clan else "ISTargeting Computer", 1,
                           ("LT", "RT", "CT", "LA", "RA", "LL", "RL", "FLL", "FRL", "RLL", "RRL"))


def second_physical_weapon_in_a_location(d):
    """A small vibroblade (1 slot, TO p. 292) beside a physical weapon (not
    a shield or spikes) in its location."""
    shields = ("ISSmallShield", "ISMediumShield", "ISLargeShield")
    for _, m, eq in _items(d):
        if {"F_CLUB", "F_HAND_WEAPON"} & set(eq.flags) and eq.id not in shields and m.location in ARMS:
            out = _add_first_free(d, "ISSmallVibroblade", 1, (m.location,))
            if out is not None:
                return out
    return None


def taser_carrier_with_an_ice_engine(d):
    if d.engine is None or not any("F_TASER" in eq.flags for _, _, eq in _items(d)):
        return None
    return dataclasses.replace(d, engine=dataclasses.replace(d.engine, type="ice"))


def full_head_ejection_with_a_torso_cockpit(d):
    if d.mech.ejection != "Full Head Ejection System":
        return None
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, cockpit="torso_mounted"))


def void_signature_without_ecm(d):
    """A void-signature system carrier with its ECM items taken out (TO p.
    349 with the errata: the system needs an ECM suite)."""
    items = list(_items(d))
    if not any("F_VOIDSIG" in eq.flags for _, _, eq in items):
        return None
    ecm = {i for i, _, eq in items if "F_ECM" in eq.flags}
    if not ecm:
        return None
    return dataclasses.replace(d, mounts=tuple(m for i, m in enumerate(d.mounts) if i not in ecm))


def _without_partners(d: Design, needing: set, partners: set):
    """A carrier of an item flagged ``needing`` with every item flagged
    ``partners`` taken out (data/rules/mech.json equipment_rules.requires)."""
    items = list(_items(d))
    if not any(needing & set(eq.flags) for _, _, eq in items):
        return None
    gone = {i for i, _, eq in items if partners & set(eq.flags)}
    if not gone:
        return None
    return dataclasses.replace(d, mounts=tuple(m for i, m in enumerate(d.mounts) if i not in gone))


def ppc_capacitor_without_its_ppc(d):
    """A PPC capacitor carrier with its PPCs taken out (TO p. 337)."""
    return _without_partners(d, {"F_PPC_CAPACITOR"}, {"F_PPC"})


def artemis_without_its_launchers(d):
    """An Artemis IV/V carrier with its LRM, SRM and MML launchers taken out (TM p. 206)."""
    return _without_partners(d, {"F_ARTEMIS", "F_ARTEMIS_PROTO", "F_ARTEMIS_V"}, {"F_ARTEMIS_COMPATIBLE"})


def apollo_without_its_mrms(d):
    """An Apollo FCS carrier with its MRMs taken out (TO p. 330)."""
    items = list(_items(d))
    if not any("F_APOLLO" in eq.flags for _, _, eq in items):
        return None
    gone = {i for i, _, eq in items if eq.weapon is not None and eq.weapon.ammo_type == "T_MRM"}
    return dataclasses.replace(d, mounts=tuple(m for i, m in enumerate(d.mounts) if i not in gone)) if gone else None


def machine_gun_array_without_its_guns(d):
    """A machine gun array carrier with its machine guns taken out (TM p. 228)."""
    return _without_partners(d, {"F_MGA"}, {"F_MG"})


def targeting_computer_short(d):
    """A targeting computer one slot short of its ton per 4 (Clan 5) tons of
    direct-fire weapons (TM p. 238); a one-slot computer has none to give up."""
    tc = [m for _, m, eq in _items(d) if "F_TARGCOMP" in eq.flags]
    if not tc or len(tc[0].all_slots()) < 2:
        return None
    return _drop_last_slot(d, flagged("F_TARGCOMP"))


def _another_beside(d: Design, flags: set) -> Optional[Design]:
    """A second copy of the first item flagged ``flags`` in a free slot of
    its own location (one slot, so one-slot add-ons only)."""
    for _, m, eq in _items(d):
        if flags & set(eq.flags) and len(m.all_slots()) == 1:
            free = _free(d, m.location)
            if free:
                return dataclasses.replace(d, mounts=d.mounts + (Mount(m.item, m.location, (free[0],)),))
    return None


def a_second_artemis_beside_its_launcher(d):
    """One launcher, two Artemis systems in its location (TM p. 206: one per launcher)."""
    return _another_beside(d, {"F_ARTEMIS", "F_ARTEMIS_PROTO"})


ECS_ITEM = "ISRISCEmergencyCoolantSystem"


def _with_emergency_coolant_systems(d: Design, count: int) -> Optional[Design]:
    """The 'Mech carrying ``count`` RISC emergency coolant systems (IO p. 92:
    1 slot, in a location with engine slots): its own kept, the rest added
    in free center or side torso slots; None where there is no room."""
    have = sum(1 for _, _, eq in _items(d) if "F_EMERGENCY_COOLANT_SYSTEM" in eq.flags)
    for _ in range(count - have):
        d = _add_first_free(d, ECS_ITEM, 1, ("CT", "LT", "RT")) if d is not None else None
    return d


def a_second_emergency_coolant_system(d):
    """Two RISC emergency coolant systems on the 'Mech (IO p. 92: one to a unit): a carrier's
    second, or two added to any 'Mech with room beside its engine."""
    return _with_emergency_coolant_systems(d, 2)


def coolant_pod_beside_an_emergency_coolant_system(d):
    """A coolant pod (1 slot, TO p. 303) beside a RISC emergency coolant system (IO p. 92): the
    carrier's own, or one added where there is room beside the engine."""
    d = _with_emergency_coolant_systems(d, 1)
    return _add_first_free(d, "Coolant Pod", 1, ("LT", "RT", "CT", "LA", "RA", "LL", "RL")) if d is not None else None


def a_second_capacitor_beside_its_ppc(d):
    """One more PPC capacitor where one is (TO p. 337: one per PPC, in its location)."""
    return _another_beside(d, {"F_PPC_CAPACITOR"})


def a_second_apollo_beside_its_mrm(d):
    """One more Apollo FCS where one is (TO p. 330: one per MRM)."""
    return _another_beside(d, {"F_APOLLO"})


def second_spikes_in_a_location(d):
    """A second cluster of spikes in a location that has one (TO p. 288 errata)."""
    return _another_beside(d, {"F_SPIKES"})


def second_modular_armor_in_a_location(d):
    """A second modular armor pack where one is (TO p. 280 errata)."""
    return _another_beside(d, {"F_MODULAR_ARMOR"})


def machine_gun_array_left_one_gun(d):
    """A machine gun array's location left with one machine gun of its type
    (TM p. 228: the array links two to four)."""
    items = list(_items(d))
    for _, m, eq in items:
        if "F_MGA" not in eq.flags:
            continue
        kind = eq.weapon.ammo_type
        guns = [i for i, g, e in items if "F_MG" in e.flags and g.location == m.location
                and e.weapon is not None and e.weapon.ammo_type == kind]
        if guns:
            gone = set(guns[1:])
            return dataclasses.replace(d, mounts=tuple(x for i, x in enumerate(d.mounts) if i not in gone))
    return None


def targeting_computer_without_its_weapons(d):
    """A targeting computer carrier with every weapon it serves taken out (TM p. 238)."""
    items = list(_items(d))
    if not any("F_TARGCOMP" in eq.flags for _, _, eq in items):
        return None
    gone = {i for i, _, eq in items if eq.weapon is not None and eq.weapon.tc_eligible}
    return dataclasses.replace(d, mounts=tuple(m for i, m in enumerate(d.mounts) if i not in gone)) if gone else None


def superheavy_with_an_armored_engine(d):
    """A superheavy 'Mech's engine slots armored (superheavy 'Mechs have no
    armored components)."""
    if d.tonnage <= 100 or not any(m.item == "Engine" for m in d.mounts):
        return None
    return dataclasses.replace(d, mounts=tuple(
        dataclasses.replace(m, armored=True) if m.item == "Engine" else m for m in d.mounts))


def jump_boosters_beside_partial_wings(d):
    """Mechanical jump boosters (2 slots in each leg) given to a 'Mech with
    partial wings: in free leg slots, or where a leg lacks them in place of
    that leg's jump jets (most partial-wing carriers fill their legs with
    jump jets)."""
    items = list(_items(d))
    if not any("F_PARTIAL_WING" in eq.flags for _, _, eq in items):
        return None
    legs = [loc for loc in mech_locations(d.mech.config) if location_class(loc) == "LEG"]
    drop, added = set(), []
    for leg in legs:
        free = _free(d, leg)
        if len(free) < 2:
            jets = [(i, m) for i, m, eq in items if m.location == leg and not m.split_location and "F_JUMP_JET" in eq.flags]
            drop |= {i for i, _ in jets}
            free = sorted(free + [s for _, m in jets for s in m.slots])
        if len(free) < 2:
            return None
        added.append(Mount("MechanicalJumpBooster", leg, tuple(free[:2])))
    kept = tuple(m for i, m in enumerate(d.mounts) if i not in drop)
    return dataclasses.replace(d, mounts=kept + tuple(added))


def drone_console_with_a_command_console(d):
    """A remote drone command console (1 slot, IO p. 90) added to a 'Mech
    with a command console cockpit."""
    if d.mech.cockpit != "command_console":
        return None
    return _add_first_free(d, "ISRemoteDroneCommandConsole", 1, ("LT", "RT", "CT", "LA", "RA", "LL", "RL"))



# -- placement rows of data/rules/mech.json (MegaMek's location facts) -------
# Each moves a canonical 'Mech's item whole out of the locations its row
# allows, into the first free slots of the first other location with room.
# The lift hoist (3 slots, TM p. 245) has no kind: a leg has 2 free slots at
# most and the head one, so no canonical carrier can be moved out of place.

_LIMBS = ("LA", "RA", "LL", "RL", "FLL", "FRL", "RLL", "RRL")


def claws_out_of_the_arm(d):
    """Claws (TO p. 289) moved into a torso."""
    return _move_whole(d, lambda m, eq: eq.id == "ISClaw", ("LT", "RT", "CT"))


def supercharger_away_from_the_engine(d):
    """A supercharger (TO p. 345) or RISC emergency coolant system (IO p. 92)
    moved to a limb, which holds no engine slots."""
    return _move_whole(d, lambda m, eq: eq.tonnage_rule == "supercharger" or "F_EMERGENCY_COOLANT_SYSTEM" in eq.flags,
                       _LIMBS)


def torso_item_into_a_limb(d):
    """Inner Sphere CASE (TM p. 210), prototype CASE (IO p. 71), an extended
    fuel tank or ladder (TM p. 244) or a vehicular grenade launcher (TO p.
    315) moved to an arm or a leg."""
    return _move_whole(d, lambda m, eq: eq.id in ("ISCASE", "ISCASEPrototype")
                       or not {"F_FUEL", "F_LADDER", "F_VGL"}.isdisjoint(eq.flags), _LIMBS)


def leg_item_out_of_the_legs(d):
    """A-pods (TM p. 204) or a leg's tracks (TM p. 249) moved to a torso or
    an arm."""
    return _move_whole(d, flagged("F_AP_POD", "F_TRACKS"), ("LT", "RT", "CT", "LA", "RA"))


def ejection_seat_out_of_the_head(d):
    """An IndustrialMech ejection seat (TM p. 213) moved into a torso."""
    return _move_whole(d, flagged("F_EJECTION_SEAT"), ("CT", "LT", "RT"))


# -- item families (data/rules/common.json tables.item_families) ------------
# Items no 'Mech mounts, added in a free slot of a torso (or any location).
_ANY = ("LT", "RT", "CT", "LA", "RA", "LL", "RL", "FLL", "FRL", "RLL", "RRL", "HD")


def vehicle_item_on_a_mech(d):
    """A VTOL mast mount (TO p. 350) or, on a 'Mech with an odd tonnage, a
    sponson turret (TO p. 348): vehicle equipment, not a 'Mech's."""
    return _add_first_free(d, "SponsonTurret" if int(d.tonnage) % 10 else "ISMastMount", 1, _ANY)


def aerospace_item_on_a_mech(d):
    """An AAA missile (TO p. 357) or an air-launched Arrow IV (TO p. 359):
    aerospace ordnance."""
    return _add_first_free(d, "AAA Missile [IS]" if int(d.tonnage) % 10 else "BombArrowIV", 1, _ANY)


# kind -> (mutation, the code that must catch it); a mutation answers None
# where the design has nothing for it to break
KINDS: dict[str, tuple[Callable, str]] = {
    "partial wing one slot short": (partial_wing_short, "MECH_PARTIAL_WING"),
    "partial wing slot in an arm or leg": (partial_wing_in_an_arm, "MECH_PARTIAL_WING"),
    "mechanical jump booster one slot short": (jump_booster_short, "MECH_JUMP_BOOSTER"),
    "chain drape added one slot short": (chain_drape_short, "MECH_CHAIN_DRAPE"),
    "chain drape added with a slot in the center torso": (chain_drape_slot_in_the_center_torso, "MECH_CHAIN_DRAPE"),
    "apron chain drape added to a quad": (apron_on_a_quad, "MECH_CHAIN_DRAPE_CONFIGURATION"),
    "poncho chain drape added beside a torso-mounted cockpit": (poncho_with_a_torso_cockpit, "MECH_CHAIN_DRAPE_CONFIGURATION"),
    "stealth armor one slot short": (stealth_armor_short, "MECH_ARMOR_SLOTS"),
    "stealth armor slot moved to the head or center torso": (stealth_armor_slot_moved, "MECH_ARMOR_SLOTS"),
    "signature system one slot short": (signature_system_short, "MECH_SPREAD_ITEM"),
    "spread structure one slot short": (structure_slot_short, "MECH_STRUCTURE_SLOTS"),
    "spread armor one slot short": (armor_slot_short, "MECH_ARMOR_SLOTS"),
    "slots-by-formula equipment one slot short": (slot_rule_item_short, "MECH_ITEM_SLOTS_SHORT"),
    "multi-slot equipment one slot short": (multi_slot_equipment_short, "MECH_ITEM_SLOTS_SHORT"),
    "item in a location its rule forbids": (item_in_a_forbidden_location, "MECH_ITEM_LOCATION"),
    "jump jet in an arm": (jump_jet_in_an_arm, "MECH_JUMP_JET_LOCATION"),
    "hatchet, sword or mace without its hand": (physical_weapon_without_hand, "MECH_ARM_ACTUATOR_CONFLICT"),
    "a second targeting computer": (second_targeting_computer, "MECH_ITEM_ONE_PER_UNIT"),
    "LAM avionics slot dropped from the head": (lam_avionics_dropped, "LAM_SYSTEMS"),
    "LAM landing gear moved to a leg": (lam_landing_gear_in_a_leg, "LAM_SYSTEMS"),
    "LAM with slot-taking armor": (lam_slot_taking_armor, "LAM_ARMOR"),
    "LAM with endo steel": (lam_endo_steel, "LAM_STRUCTURE"),
    "LAM with an XL engine": (lam_xl_engine, "LAM_ENGINE"),
    "LAM with an XL gyro": (lam_xl_gyro, "LAM_GYRO"),
    "LAM with a torso-mounted cockpit": (lam_torso_cockpit, "LAM_COCKPIT"),
    "LAM built as an OmniMech": (lam_omni, "LAM_OMNI"),
    "LAM with modular armor": (lam_refused_item, "LAM_EQUIPMENT"),
    "LAM arm item split into the torso": (lam_split_item, "LAM_SPLIT"),
    "LAM without its lower arm actuator": (lam_lower_arm_removed, "LAM_ARM_ACTUATORS"),
    "LAM with 2 Jumping MP": (lam_low_jump, "LAM_JUMP_MP"),
    "LAM with 21 bomb bays": (lam_too_many_bomb_bays, "LAM_BOMB_BAYS"),
    "standard LAM declared bimodal": (lam_declared_bimodal, "MECH_OVERWEIGHT"),
    "LAM read as a biped": (lam_as_a_biped, "LAM_ONLY_EQUIPMENT"),
    "LAM over 55 tons": (lam_over_55_tons, "MECH_LAM"),
    "AES moved to a torso": (aes_in_a_torso, "MECH_AES"),
    "targeting computer added beside AES": (aes_with_a_targeting_computer, "MECH_ITEM_INCOMPATIBLE"),
    "MASS moved out of the cockpit's location": (mass_out_of_the_cockpit, "MECH_ITEM_LOCATION"),
    "HarJel added in the cockpit's location": (harjel_into_the_cockpit, "MECH_ITEM_LOCATION"),
    "modular armor moved into (or added in) the head": (modular_armor_into_the_head, "MECH_ITEM_LOCATION"),
    "head turret with the cockpit back in the head": (head_turret_with_the_cockpit_in_the_head, "MECH_TURRET"),
    "shoulder turret moved out of its side torso": (shoulder_turret_out_of_the_side_torso, "MECH_TURRET"),
    "talons one slot short": (talons_short_in_a_leg, "MECH_TALONS"),
    "jump jet added beside UMUs": (jump_jet_beside_umus, "MECH_ITEM_INCOMPATIBLE"),
    "IndustrialMech-only items read as a BattleMech's": (industrial_items_on_a_battlemech, "MECH_INDUSTRIAL_ONLY"),
    "active probe added to an IndustrialMech without advanced fire control":
        (active_probe_without_fire_control, "MECH_INDUSTRIAL_FIRE_CONTROL"),
    "MASC added to an IndustrialMech": (masc_on_an_industrialmech, "MECH_INDUSTRIAL_EQUIPMENT"),
    "primitive 'Mech with an XL engine": (primitive_with_an_xl_engine, "MECH_PRIMITIVE"),
    "primitive 'Mech built as an OmniMech": (primitive_built_as_an_omnimech, "MECH_PRIMITIVE"),
    "superheavy gyro on a 100-ton 'Mech": (superheavy_gyro_on_a_100_ton_mech, "MECH_GYRO_TYPE"),
    "superheavy 'Mech with a standard gyro": (superheavy_with_a_standard_gyro, "MECH_GYRO_TYPE"),
    "modular armor added to a superheavy 'Mech": (modular_armor_on_a_superheavy, "MECH_SUPERHEAVY"),
    "IndustrialMech's heat sinks read as double": (double_heat_sinks_on_an_industrialmech, "MECH_INDUSTRIAL_HEAT_SINKS"),
    "HarJel II/III carrier read as an IndustrialMech": (harjel_carrier_read_as_an_industrialmech, "MECH_HARJEL"),
    "light fluid suction system added to a BattleMech": (light_fluid_suction_on_a_battlemech, "MECH_INDUSTRIAL_ONLY"),
    "targeting computer added beside a null- or void-signature system":
        (targeting_computer_beside_a_signature_system, "MECH_SIGNATURE_SYSTEMS"),
    "small vibroblade added beside an arm's physical weapon":
        (second_physical_weapon_in_a_location, "MECH_PHYSICAL_WEAPONS"),
    "taser carrier with an ICE engine": (taser_carrier_with_an_ice_engine, "MECH_ITEM_NEEDS_FUSION"),
    "full-head ejection system with a torso-mounted cockpit":
        (full_head_ejection_with_a_torso_cockpit, "MECH_HEAD_EJECTION"),
    "void-signature system without its ECM suite": (void_signature_without_ecm, "MECH_ITEM_REQUIRES"),
    "superheavy 'Mech with an armored engine": (superheavy_with_an_armored_engine, "MECH_SUPERHEAVY"),
    "PPC capacitor with its PPCs taken out": (ppc_capacitor_without_its_ppc, "MECH_ITEM_REQUIRES"),
    "Artemis FCS with its launchers taken out": (artemis_without_its_launchers, "MECH_ITEM_REQUIRES"),
    "Apollo FCS with its MRMs taken out": (apollo_without_its_mrms, "MECH_ITEM_REQUIRES"),
    "machine gun array with its machine guns taken out": (machine_gun_array_without_its_guns, "MECH_ITEM_REQUIRES"),
    "targeting computer one slot short": (targeting_computer_short, "MECH_ITEM_SLOTS_SHORT"),
    "second Artemis FCS beside its launcher": (a_second_artemis_beside_its_launcher, "MECH_ITEM_REQUIRES"),
    "second PPC capacitor beside its PPC": (a_second_capacitor_beside_its_ppc, "MECH_ITEM_REQUIRES"),
    "second RISC emergency coolant system": (a_second_emergency_coolant_system, "MECH_ITEM_ONE_PER_UNIT"),
    "coolant pod beside a RISC emergency coolant system": (coolant_pod_beside_an_emergency_coolant_system,
                                                           "MECH_ITEM_INCOMPATIBLE"),
    "second Apollo FCS beside its MRM": (a_second_apollo_beside_its_mrm, "MECH_ITEM_REQUIRES"),
    "machine gun array left with one machine gun of its type": (machine_gun_array_left_one_gun, "MECH_ITEM_REQUIRES"),
    "second spikes in a location": (second_spikes_in_a_location, "MECH_ITEM_LOCATION"),
    "second modular armor pack in a location": (second_modular_armor_in_a_location, "MECH_ITEM_LOCATION"),
    "targeting computer with the weapons it serves taken out": (targeting_computer_without_its_weapons, "MECH_ITEM_REQUIRES"),
    "mechanical jump boosters given to a partial-wing carrier": (jump_boosters_beside_partial_wings, "MECH_ITEM_INCOMPATIBLE"),
    "remote drone command console added beside a command console cockpit":
        (drone_console_with_a_command_console, "MECH_ITEM_INCOMPATIBLE"),
    "claws moved into a torso": (claws_out_of_the_arm, "MECH_ITEM_LOCATION"),
    "supercharger or emergency coolant system moved away from the engine":
        (supercharger_away_from_the_engine, "MECH_ITEM_LOCATION"),
    "IS CASE, fuel tank, ladder or vehicular grenade launcher moved to a limb": (torso_item_into_a_limb, "MECH_ITEM_LOCATION"),
    "A-pods or tracks moved out of the legs": (leg_item_out_of_the_legs, "MECH_ITEM_LOCATION"),
    "ejection seat moved out of the head": (ejection_seat_out_of_the_head, "MECH_ITEM_LOCATION"),
    "vehicle equipment added to a 'Mech": (vehicle_item_on_a_mech, "MECH_ITEM_FAMILY"),
    "aerospace ordnance added to a 'Mech": (aerospace_item_on_a_mech, "MECH_ITEM_FAMILY"),
}


def rates(verdicts) -> tuple[dict, dict]:
    """{kind: (tried, caught)} and {kind: [files missed]} over the valid
    designs of ``verdicts`` ((name, design, report) triples)."""
    import mutants

    return mutants.kind_rates(KINDS, [(rel, d) for rel, d, report in verdicts if report.valid])
