"""The TechManual's four worked battle armor examples, step by step.

TechManual (2007, 2nd printing), Battle Armor Construction, pp. 162-172,
follows four designers through the construction steps: the Tunnel Rat (an
Inner Sphere industrial exoskeleton, PA(L)), the Sylph (Clan light, VTOL),
the Purifier (Inner Sphere medium, jump jets) and the Fenrir (Inner Sphere
assault quad with a configurable turret).  Every number the book states for
a step is asserted here against the functions the validator uses:
:func:`construction.battle_armor.weight_breakdown` (each part's kg),
``weight_class`` / ``armor_type`` (the tables), ``slot_size`` /
``slot_capacity`` (slots), ``max_secondary_mp`` and the validator's rule
codes.  Each design is built as far as the book's text takes it; the
remaining-weight figures are the class maximum less the parts the book has
added so far.

Where the book and our rules disagree the test is kept as the book states
it and marked ``xfail(strict=True)`` with the reason (the Tunnel Rat's
motive budget, the Fenrir turret's body slots).

No battle armor BV worked example was found in the TechManual's BV chapter
(TM pp. 307-308 give the procedure only); the hand-built Elemental BV steps
in test_ba_rules.py stand in for one.
"""

from __future__ import annotations

import dataclasses

import pytest

import bv
import construction
from bv import battle_armor as ba_bv
from construction import battle_armor as ba
from construction.model import BattleArmorDetails, Design, LocationArmor, Mount


# --------------------------------------------------------------------------- helpers
def suit(tech_base: str, details: BattleArmorDetails, *mounts: Mount, walk: int = 1, jump: int = 0,
         armor: int = 0, **changes) -> Design:
    d = Design(
        unit_type="battle_armor", chassis="TM example", tech_base=tech_base, rules_level="standard", year=3067,
        armor_type="ba_standard", walk_mp=walk, jump_mp=jump, armor=(LocationArmor("TROOPER", armor),),
        mounts=tuple(mounts), battle_armor=details,
    )
    return dataclasses.replace(d, **changes)


def kg(design: Design) -> dict[str, float]:
    """part (or item id) -> kg on trooper 1, from the validator's weight record."""
    out: dict[str, float] = {}
    for p in ba.weight_breakdown(design):
        out[p.part] = out.get(p.part, 0.0) + p.kg
    return out


def remaining(design: Design) -> float:
    """The class maximum less every part so far (the book's 'unspent kilograms')."""
    return ba.weight_class(design.battle_armor.weight_class)["max_kg"] - sum(p.kg for p in ba.weight_breakdown(design))


def codes(design: Design) -> set[str]:
    return {i.code for i in construction.validate(design).errors}


def add(design: Design, *mounts: Mount) -> Design:
    return dataclasses.replace(design, mounts=design.mounts + mounts)


def item(item_id: str, location: str = "BODY"):
    """The validator's view of one mount (for its slots)."""
    from construction.catalog import catalog

    return ba.Item(Mount(item_id, location), catalog().find(item_id))


# --------------------------------------------------------------------------- Tunnel Rat
TUNNEL_RAT = BattleArmorDetails(chassis="biped", weight_class="pal", motion="leg", troopers=4, exoskeleton=True)


def tunnel_rat(*mounts: Mount, **kw) -> Design:
    return suit("IS", TUNNEL_RAT, *mounts, **kw)


def test_tunnel_rat_step1_chassis():
    """TM p. 162-163 (Tunnel Rat): Inner Sphere exoskeleton, 80 to 400 kg,
    chassis 80 kg (Battle Armor Structure Weights Table), one internal
    structure point for the pilot; PA(L) humanoid slots 2 per arm, 2 body."""
    pal = ba.weight_class("pal")
    assert (pal["min_kg"], pal["max_kg"]) == (80, 400)
    assert kg(tunnel_rat())["chassis"] == 80
    assert pal["chassis_kg"]["Clan"] == 130  # the Clan column of the same table
    assert pal["slots"]["biped"] == {"ARM": 2, "BODY": 2}
    assert pal["slots"]["quad"] is None  # NA: no quad exoskeletons
    structure = [s for s in bv.compute(tunnel_rat()).breakdown if s.step == "def.structure"]
    assert structure[0].value == 1  # the pilot's internal structure point


def test_tunnel_rat_step2_no_jump_vtol_or_umu():
    """TM p. 165 (Tunnel Rat): a humanoid may take non-ground MP, but jump
    jets are left off and the Inner Sphere tech base rules out VTOL and UMU
    (Clan only, Battle Armor Non-Ground Motive Systems Table).  TM p. 166: with
    no jumping MP, no jump booster or partial wing."""
    assert kg(tunnel_rat())["secondary_mp"] == 0
    assert "BA_SECONDARY_MP" not in codes(tunnel_rat())
    for motion in ("vtol", "umu"):
        is_suit = tunnel_rat(jump=1, battle_armor=dataclasses.replace(TUNNEL_RAT, motion=motion))
        assert "BA_SECONDARY_MP" in codes(is_suit), motion
    assert "BA_JUMP_BOOSTER" in codes(tunnel_rat(Mount("BAJumpBooster", "BODY")))
    assert "BA_PARTIAL_WING" in codes(tunnel_rat(Mount("BAPartialWing", "BODY")))


def test_tunnel_rat_step3_manipulators():
    """TM p. 168-169 (Tunnel Rat): the default configuration carries an
    industrial drill in the right arm (left arm: basic manipulator); the
    drill costs the difference between the book's two budgets, 300 kg
    without manipulators and 270 kg with the drill (30 kg).  Manipulators
    take no weapon slots (TM p. 166)."""
    drill = tunnel_rat(Mount("BABasicManipulator", "LA"), Mount("BAIndustrialDrill", "RA"))
    parts = kg(drill)
    assert parts["BAIndustrialDrill"] == 300 - 270
    assert parts["BABasicManipulator"] == 0
    assert ba.slot_size(item("BAIndustrialDrill", "RA")) == 0
    assert ba.slot_size(item("BABasicManipulator", "LA")) == 0
    assert "BA_MANIPULATOR" not in codes(drill)


@pytest.mark.xfail(strict=True, reason=(
    "TM p. 169 Tunnel Rat arithmetic: 300 kg left after the 80 kg chassis and the motive system "
    "implies 20 kg of ground MP, but the Battle Armor Ground Motive table (25 kg per PA(L) Ground MP "
    "beyond the first; MegaMek's TestBattleArmor agrees) gives 0, 25 or 50 kg -- 320, 295 or 270 kg "
    "left. The table is kept; the example's budget is off by 20 or 5 kg."))
def test_tunnel_rat_motive_budget_matches_the_ground_mp_table():
    """TM p. 169: the Tunnel Rat has 300 kg for manipulators, armor and
    equipment once chassis and motive systems are paid for."""
    left = {walk: remaining(tunnel_rat(walk=walk)) for walk in (1, 2, 3)}
    assert 300 in left.values(), left


def test_tunnel_rat_step4_armor():
    """TM p. 169 (Tunnel Rat): at most 2 armor points for an exoskeleton;
    one point of standard armor, 50 kg, no slots; 300 - 50 = 250 kg left
    without manipulators, 270 - 50 = 220 kg with the drill."""
    assert ba.weight_class("pal")["armor_max"] == 2
    std = ba.armor_type("ba_standard")
    assert std["kg_per_point"]["IS"] == 50 and std["slots"] == 0
    one_point = tunnel_rat(armor=1)
    assert kg(one_point)["armor"] == 50
    assert 300 - kg(one_point)["armor"] == 250
    with_drill = add(one_point, Mount("BABasicManipulator", "LA"), Mount("BAIndustrialDrill", "RA"))
    assert 300 - kg(with_drill)["armor"] - kg(with_drill)["BAIndustrialDrill"] == 220
    assert "BA_ARMOR_MAX" not in codes(tunnel_rat(armor=2))
    assert "BA_ARMOR_MAX" in codes(tunnel_rat(armor=3))


def test_tunnel_rat_drill_configuration_has_no_anti_mech_capability():
    """TM p. 168 (Tunnel Rat): no anti-'Mech or mechanized capability in the
    base or the industrial drill configuration."""
    drill = tunnel_rat(Mount("BABasicManipulator", "LA"), Mount("BAIndustrialDrill", "RA"), armor=1)
    assert ba_bv.can_make_anti_mech_attacks(ba.context(drill)) is False
    # "it could with a second basic manipulator": two basic manipulators qualify
    two = tunnel_rat(Mount("BABasicManipulator", "LA"), Mount("BABasicManipulator", "RA"), armor=1)
    assert ba_bv.can_make_anti_mech_attacks(ba.context(two)) is True


# --------------------------------------------------------------------------- Sylph
SYLPH = BattleArmorDetails(chassis="biped", weight_class="light", motion="vtol", troopers=5)


def sylph(*mounts: Mount, **kw) -> Design:
    kw.setdefault("jump", 5)
    return suit("Clan", SYLPH, *mounts, **kw)


def test_sylph_step1_chassis():
    """TM p. 162-163 (Sylph): Clan technology, light class 401 to 750 kg,
    Clan light chassis 150 kg; light humanoid slots 2 per arm, 4 body."""
    light = ba.weight_class("light")
    assert (light["min_kg"], light["max_kg"]) == (401, 750)
    assert kg(sylph())["chassis"] == 150
    assert light["slots"]["biped"] == {"ARM": 2, "BODY": 4}


def test_sylph_step2_vtol():
    """TM p. 165 (Sylph): VTOL (Clan only), light class at most 6 VTOL MP at
    40 kg per MP; the Sylph's 5 MP weigh 200 kg and its first ground MP is
    free, leaving 400 kg (the figure TM p. 168 starts from).  TM p. 166: no
    jump jets, so no jump booster; Clan, so no partial wing (IS only)."""
    light = ba.weight_class("light")
    assert (light["vtol_mp_max"], light["vtol_kg"]) == (6, 40)
    d = sylph()
    assert kg(d)["ground_mp"] == 0
    assert kg(d)["secondary_mp"] == 200
    assert remaining(d) == 400
    assert ba.max_secondary_mp(ba.context(d)) == 6
    assert "BA_SECONDARY_MP" not in codes(d)
    assert "BA_SECONDARY_MP" in codes(sylph(jump=7))
    assert "BA_JUMP_BOOSTER" in codes(sylph(Mount("BAJumpBooster", "BODY")))
    assert "BA_TECH_BASE" in codes(sylph(Mount("BAPartialWing", "BODY")))


def test_sylph_step3_battle_claw():
    """TM p. 168 (Sylph): one battle claw in the left arm, no slots, 15 kg;
    400 - 15 = 385 kg left; a light humanoid with a battle claw has
    anti-'Mech and mechanized capabilities."""
    d = sylph(Mount("BABattleClaw", "LA"))
    assert kg(d)["BABattleClaw"] == 15
    assert ba.slot_size(item("BABattleClaw", "LA")) == 0
    assert remaining(d) == 385
    assert ba_bv.can_make_anti_mech_attacks(ba.context(d)) is True


def test_sylph_step4_armor():
    """TM p. 169 (Sylph): at most 6 points for a light suit; 5 points of Clan
    standard armor at 25 kg = 125 kg; 385 - 125 = 260 kg left."""
    assert ba.weight_class("light")["armor_max"] == 6
    assert ba.armor_type("ba_standard")["kg_per_point"]["Clan"] == 25
    d = sylph(Mount("BABattleClaw", "LA"), armor=5)
    assert kg(d)["armor"] == 125
    assert remaining(d) == 260
    assert "BA_ARMOR_MAX" in codes(sylph(Mount("BABattleClaw", "LA"), armor=7))


# --------------------------------------------------------------------------- Purifier
PURIFIER = BattleArmorDetails(chassis="biped", weight_class="medium", motion="jump", troopers=4)


def purifier(*mounts: Mount, **kw) -> Design:
    kw.setdefault("jump", 3)
    return suit("IS", PURIFIER, *mounts, **kw)


def test_purifier_step1_chassis():
    """TM p. 162-163 (Purifier): Inner Sphere, medium class 751 to 1,000 kg,
    IS medium chassis 175 kg."""
    medium = ba.weight_class("medium")
    assert (medium["min_kg"], medium["max_kg"]) == (751, 1000)
    assert kg(purifier())["chassis"] == 175


def test_purifier_step2_jump_jets_and_enhancements():
    """TM pp. 165-166 (Purifier): 3 jump MP at 50 kg per MP (medium) = 150 kg,
    leaving 675 kg (the figure TM p. 168 starts from).  As IS battle armor
    with jump jets it could take a jump booster (125 kg, 2 slots) or a
    partial wing (IS, 200 kg, 1 slot) for a Jumping MP of 4; it takes
    neither."""
    d = purifier()
    assert ba.weight_class("medium")["jump_kg"] == 50
    assert kg(d)["secondary_mp"] == 150
    assert remaining(d) == 675
    assert ba.max_secondary_mp(ba.context(d)) == 3
    for enhancement, weight, slots in (("BAJumpBooster", 125, 2), ("BAPartialWing", 200, 1)):
        boosted = purifier(Mount(enhancement, "BODY"), jump=4)
        assert ba.max_secondary_mp(ba.context(boosted)) == 4, enhancement
        assert kg(boosted)[enhancement] == weight
        assert ba.slot_size(item(enhancement)) == slots
        assert not {"BA_SECONDARY_MP", "BA_JUMP_BOOSTER", "BA_PARTIAL_WING", "BA_TECH_BASE"} & codes(boosted), enhancement
    assert "BA_SECONDARY_MP" in codes(purifier(jump=4))  # 4 MP only with an enhancement


def test_purifier_step3_battle_claw():
    """TM p. 168 (Purifier): one battle claw, right arm, 15 kg: 675 - 15 =
    660 kg left; a medium humanoid with a claw has anti-'Mech and mechanized
    capabilities."""
    d = purifier(Mount("BABattleClaw", "RA"))
    assert kg(d)["BABattleClaw"] == 15
    assert remaining(d) == 660
    assert ba_bv.can_make_anti_mech_attacks(ba.context(d)) is True
    assert ba.weight_class("medium")["armor_max"] == 10  # TM p. 169, Maximum Armor Levels


# --------------------------------------------------------------------------- Fenrir
FENRIR = BattleArmorDetails(chassis="quad", weight_class="assault", motion="leg", troopers=4)
FENRIR_TURRET = dataclasses.replace(FENRIR, turret="modular", turret_slots=3)


def fenrir(*mounts: Mount, details: BattleArmorDetails = FENRIR, **kw) -> Design:
    kw.setdefault("walk", 4)
    return suit("IS", details, *mounts, **kw)


def test_fenrir_step1_chassis():
    """TM p. 162-163 (Fenrir): Inner Sphere, assault class 1,501 to 2,000 kg,
    IS assault chassis 550 kg, quad body 11 slots."""
    assault = ba.weight_class("assault")
    assert (assault["min_kg"], assault["max_kg"]) == (1501, 2000)
    assert kg(fenrir())["chassis"] == 550
    assert ba.slot_capacity(ba.context(fenrir()), "BODY") == 11


def test_fenrir_step2_ground_mp():
    """TM pp. 164-166 (Fenrir): a quad's first 2 ground MP are free; 4 ground
    MP (the assault quad maximum) add 2 x 160 kg = 320 kg, leaving 1,130 kg
    (the figure TM p. 170 starts from).  Quads take no jump, VTOL or UMU MP and
    no jumping enhancements."""
    d = fenrir()
    assert kg(d)["ground_mp"] == 320
    assert remaining(d) == 1130
    assert ba.max_ground_mp(ba.context(d)) == 4
    assert "BA_GROUND_MP" not in codes(d)
    assert "BA_GROUND_MP" in codes(fenrir(walk=5))
    assert "BA_SECONDARY_MP" in codes(fenrir(jump=1, details=dataclasses.replace(FENRIR, motion="jump")))
    assert "BA_JUMP_BOOSTER" in codes(fenrir(Mount("BAJumpBooster", "BODY")))


def test_fenrir_step3_no_manipulators():
    """TM p. 168: quads carry no manipulators, and an assault quad has no
    anti-'Mech capability."""
    assert "BA_MANIPULATOR" in codes(fenrir(Mount("BABattleClaw", "BODY")))
    assert ba_bv.can_make_anti_mech_attacks(ba.context(fenrir())) is False


def test_fenrir_step4_armor():
    """TM p. 170 (Fenrir): 5 of the 18 points an assault suit may carry, IS
    standard armor at 50 kg = 250 kg, no slots; 1,130 - 250 = 880 kg left."""
    assert ba.weight_class("assault")["armor_max"] == 18
    d = fenrir(armor=5)
    assert kg(d)["armor"] == 250
    assert remaining(d) == 880


def test_fenrir_step5_configurable_turret():
    """TM p. 172 (Fenrir; configurable turret mount, TM p. 263): a 3-slot
    configurable turret weighs 80 kg, leaving 800 kg for weapons; a quad's
    body, turret included, takes up to 4 anti-'Mech and 4 anti-personnel
    weapons (Weapon Limits Table)."""
    d = fenrir(armor=5, details=FENRIR_TURRET)
    assert kg(d)["turret"] == 80
    assert remaining(d) == 800
    assert ba.slot_capacity(ba.context(d), "TURRET") == 3
    limits = ba.tables()["weapon_limits"]
    assert limits["anti_mech"]["quad"]["BODY"] == 4 and limits["anti_personnel"]["quad"]["BODY"] == 4
    assert limits["turret_counts_as"] == "BODY"
    five_am = add(d, *[Mount("ISBAMG", "TURRET")] * 3, Mount("ISBAMG", "BODY"), Mount("ISBAMG", "BODY"))
    assert "BA_ANTI_MECH_WEAPONS" in codes(five_am)
    assert "BA_ANTI_MECH_WEAPONS" not in codes(add(d, *[Mount("ISBAMG", "TURRET")] * 3, Mount("ISBAMG", "BODY")))


@pytest.mark.xfail(strict=True, reason=(
    "TM p. 172 charges a configurable turret against the quad's 11 body slots: 3 capacity + 2 for "
    "the mechanism = 5, leaving 6 body slots (9 for weapons in all). The validator keeps the turret's "
    "slots apart from the body's 11: canonical designs break either reading of the example -- TRO 3145 "
    "Shen Long (heavy quad, 9 body slots) carries a full 4-slot turret and 7 mimetic armor slots, and "
    "TRO 3145 Fenrir II / XTR Republic II Tortoise II fill body + turret capacity to exactly 11, no "
    "mechanism slots. Left as printed until the Tactical Operations p. 290 turret text is checked."))
def test_fenrir_turret_takes_five_body_slots():
    """TM p. 172 (Fenrir): the 3-slot configurable turret occupies 5 slots
    (3 + 2 for the turret mechanism); 9 slots remain for weapons, 3 in the
    turret and 6 in the body."""
    ctx = ba.context(fenrir(armor=5, details=FENRIR_TURRET))
    assert ba.slot_capacity(ctx, "BODY") == 6
    assert ba.slot_capacity(ctx, "TURRET") + ba.slot_capacity(ctx, "BODY") == 9


def test_fenrir_step5_srm4_in_the_turret():
    """TM p. 172 (Fenrir, one configuration): an SRM-4 in the turret, 240 kg
    and 2 slots, leaves 1 turret slot for its ammunition.  The book's page
    continues with the ammunition; the 4 shots here are the TRO 3058 Upgrade
    Fenrir [SRM] (MegaMek file), not a number read from the TechManual: 4 x
    40 kg = 160 kg brings the suit to 1,600 kg, inside the assault class."""
    d = fenrir(Mount("ISBASRM4", "TURRET"), armor=5, details=FENRIR_TURRET)
    assert kg(d)["ISBASRM4"] == 240
    assert ba.slot_size(item("ISBASRM4", "TURRET")) == 2
    ctx = ba.context(d)
    assert ba.slot_capacity(ctx, "TURRET") - ba.slots_used(ctx, 1)["TURRET"] == 1
    assert remaining(d) == 560
    loaded = add(d, Mount("BA-SRM4 Ammo", "TURRET", shots=4))
    assert kg(loaded)["BA-SRM4 Ammo"] == 160
    assert ba.trooper_weights(loaded)[0].total == 1600
    assert construction.validate(loaded).valid is True
    warnings = {i.code for i in construction.validate(d).warnings}
    assert "BA_UNDERWEIGHT" in warnings  # 1,440 kg without the ammunition: below 1,501
