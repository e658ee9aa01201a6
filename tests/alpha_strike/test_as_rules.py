"""Alpha Strike conversion: rule-by-rule checks on hand-checked values."""

import pytest

import construction
from bv import alpha_strike as A
from bv.alpha_strike.steps import dual_rounded_up, normal_rounded
from bv.alpha_strike.tables import cluster_hits, tmm_for_move
from construction.rounding import round_up_to_tenth
from factories import fixture_text


@pytest.fixture(scope="module")
def locust():
    return construction.parse(fixture_text("locust.mtf"), "mtf")


def test_locust_card(locust):
    # Locust LCT-1V: the MUL card (and MegaMek) SZ1 TMM3 MV16" 1/1/0 A2 S2 PV18
    d = A.convert(locust).as_dict()
    assert d["type"] == "BM" and d["size"] == 1 and d["tmm"] == 3 and d["move"] == '16"'
    assert d["damage"] == {"s": "1", "m": "1", "l": "0", "e": None}
    assert (d["armor"], d["structure"], d["ov"], d["pv"], d["threshold"]) == (2, 2, 0, 18, None)
    assert d["specials"] == []


def test_steps_cite_rules(locust):
    r = A.convert(locust)
    assert [s.step for s in r.steps][:4] == ["type", "size", "move", "tmm"]
    assert all(s.rule for s in r.steps)
    assert r.as_dict(explain=True)["steps"][0]["rule"]


def test_steps_left_out_only_when_not_wanted(locust):
    """explain=False (evaluate without --explain) gives the same card
    without the conversion steps."""
    brief, full = A.convert(locust, explain=False), A.convert(locust)
    assert brief.steps == () and len(full.steps) > 10
    assert brief.as_dict() == full.as_dict()
    assert brief.as_dict(explain=True)["steps"] == []


@pytest.mark.parametrize("pv, skill, expected", [
    (18, 4, 18), (18, 3, 22), (18, 2, 26), (18, 0, 34), (18, 5, 16), (18, 8, 10),
    (7, 3, 8), (8, 3, 10), (42, 3, 50), (42, 5, 38), (14, 5, 13), (15, 5, 13), (1, 8, 1), (3, 7, 1),
])
def test_pv_skill_table(pv, skill, expected):
    assert A.pv_at_skill(pv, skill) == expected


@pytest.mark.parametrize("bad", [-1, 9, 4.0, "4", True, None])
def test_bad_skill(bad):
    with pytest.raises(ValueError):
        A.pv_at_skill(20, bad)


@pytest.mark.parametrize("g, p, skill", [(4, 5, 4), (3, 4, 3), (5, 6, 5), (0, 1, 0), (2, 5, 3)])
def test_skill_from_battletech(g, p, skill):
    # AS:CE errata v6.02 p. 29: floor((piloting + gunnery) / 2)
    assert A.skill_from_pilot(g, p) == skill


def test_rounding_helpers():
    assert round_up_to_tenth(0.401) == 0.5
    assert str(dual_rounded_up(0.3)) == "0*" and str(dual_rounded_up(0.45)) == "1"
    assert str(dual_rounded_up(0)) == "0" and str(dual_rounded_up(2.01)) == "3"
    assert str(normal_rounded(1.45)) == "2" and str(normal_rounded(1.34)) == "1"
    assert str(normal_rounded(0.3)) == "0*" and str(normal_rounded(0.3, minimal=False)) == "0"


def test_tables():
    assert cluster_hits(20) == 12 and cluster_hits(20, 9) == 16 and cluster_hits(6) == 4 and cluster_hits(1) == 1
    assert cluster_hits(45) == 24 + 3
    assert [tmm_for_move(x) for x in (0, 4, 5, 8, 9, 12, 13, 18, 19, 34, 35)] == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]


def test_unconvertible_family():
    d = construction.Design(unit_type="dropship", chassis="X", tonnage=3500)
    with pytest.raises(A.NotConvertible):
        A.convert(d)


def test_at_skill_keeps_base_pv(locust):
    r = A.convert(locust).at_skill(2)
    assert r.pv == 18 and r.skill_pv == 26
    assert r.as_dict()["skill_pv"] == 26


def test_torpedo_ranges_come_from_the_launcher_family():
    # An IS LRT carries only its minimum range in the catalog, a Clan LRT no
    # ranges at all: both take the LRM's 7/14/21 (TW p. 230), and only the IS
    # one keeps the minimum-range reduction at S (ASC p. 94).
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    is_lrt = catalog().resolve("LRT 10", "IS")
    cl_lrt = catalog().resolve("CLLRT10")
    assert [round(W.band_damage(is_lrt, b), 2) for b in range(3)] == [0.3, 0.6, 0.6]
    assert [round(W.band_damage(cl_lrt, b), 2) for b in range(3)] == [0.6, 0.6, 0.6]
    srt = catalog().resolve("SRT 4", "IS")
    assert [round(W.band_damage(srt, b), 2) for b in range(3)] == [0.6, 0.6, 0.0]


def test_torpedo_special_keeps_artemis(locust):
    # TOR is a torpedo's whole damage (the standard damage leaves torpedoes
    # out), so an Artemis IV link raises it like any LRM's (Cluster Hits
    # Table roll 9 instead of 7).
    from construction.model import Mount

    def tor(mounts):
        d = locust.replace(mounts=tuple(m for m in locust.mounts if not m.item.endswith("Laser") and "Machine" not in m.item) + mounts)
        return A.convert(d).as_dict()["specials"]

    plain = (Mount("CLLRT15", "LT"), Mount("CLLRT15", "RT"))
    linked = plain + (Mount("CLArtemisIV", "LT"), Mount("CLArtemisIV", "RT"))
    assert "TOR2/2/2" in tor(linked)
    assert "TOR2/2/2" not in tor(plain) and any(s.startswith("TOR") for s in tor(plain))


@pytest.mark.parametrize("system", ["Mek Null Signature System", "Chameleon Light Polarization Shield"])
def test_null_signature_and_chameleon_give_stealth_but_no_ecm(locust, system):
    # STL (ASC p. 95) without ECM: neither system needs an ECM suite, so only
    # a real ECM suite on the unit would add ECM (and its force bonus).
    from construction.model import Mount

    d = locust.replace(mounts=locust.mounts + (Mount(system, "CT"),))
    specials = A.convert(d).as_dict()["specials"]
    assert "STL" in specials and "ECM" not in specials


def test_snub_nose_ppc_medium_band_is_the_mean_of_its_brackets():
    # 10/8/5 damage at 9/13/15 hexes: the M band (4-15 hexes) covers both its
    # medium and long brackets, so M is (8 + 5) / 2; nothing reaches L.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    snub = catalog().resolve("ISSNPPC")
    assert [round(W.band_damage(snub, b), 3) for b in range(3)] == [1.0, 0.65, 0.0]


def test_vtol_jet_booster_raises_cruise_like_a_supercharger():
    # A VTOL jet booster is the VTOL's MASC: cruise 10 x 1.25 = 12.5, rounded
    # to 13 MP, so 26" instead of 20".
    import dataclasses

    from construction.model import Design, Engine, LocationArmor, Mount, VehicleDetails

    vtol = Design(
        unit_type="combat_vehicle", chassis="Test", model="VTOL", tech_base="IS", rules_level="standard", year=3050,
        tonnage=20.0, engine=Engine("fusion", 100), structure="standard", armor_type="standard", walk_mp=10,
        armor=tuple(LocationArmor(l, p) for l, p in (("FRONT", 8), ("RIGHT", 6), ("LEFT", 6), ("REAR", 4), ("ROTOR", 2))),
        mounts=(Mount("ISMediumLaser", "FRONT"),),
        vehicle=VehicleDetails(motive="vtol"),
    )
    assert A.convert(vtol).as_dict()["move"] == '20"v'
    boosted = dataclasses.replace(vtol, mounts=vtol.mounts + (Mount("ISVTOLJetBooster", "BODY"),))
    assert A.convert(boosted).as_dict()["move"] == '26"v'


def test_modular_armor_costs_a_jumping_mp_too(locust):
    # Walk 8 / jump 4 'Mech: modular armor takes one MP from each, so the card
    # reads 14"/6"j instead of 16"/8"j.
    from construction.model import Mount

    jumper = locust.replace(jump_mp=4)
    assert A.convert(jumper).as_dict()["move"] == '16"/8"j'
    armored = jumper.replace(mounts=jumper.mounts + (Mount("ISModularArmor", "CT"),))
    assert A.convert(armored).as_dict()["move"] == '14"/6"j'


def test_c3_emergency_master_gives_mhq2(locust):
    from construction.model import Mount

    specials = A.convert(locust.replace(mounts=locust.mounts + (Mount("ISC3EmergencyMaster", "CT"),))).as_dict()["specials"]
    assert {"C3EM", "C3S", "MHQ2"} <= set(specials)
    slave = A.convert(locust.replace(mounts=locust.mounts + (Mount("ISC3SlaveUnit", "CT"),))).as_dict()["specials"]
    assert "MHQ1" in slave and "C3EM" not in slave


def test_superheavy_mech_is_large(locust):
    assert "LG" not in A.convert(locust).as_dict()["specials"]
    assert "LG" in A.convert(locust.replace(tonnage=150.0)).as_dict()["specials"]


def test_vsp_lasers_take_each_brackets_own_to_hit_bonus():
    # VSP lasers hit at -3/-2/-1 by range bracket (+15/+10/+5%): S is the
    # short bracket's damage x 1.15; the M band spans the medium and long
    # brackets, so M is their mean, each with its own bonus; nothing reaches L.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    def bands(name):
        return [round(W.band_damage(catalog().resolve(name), b), 3) for b in range(3)]

    assert bands("ISSmallVSPLaser") == [0.575, 0.378, 0.0]  # 5/4/3
    assert bands("ISMediumVSPLaser") == [1.035, 0.648, 0.0]  # 9/7/5
    assert bands("ISLargeVSPLaser") == [1.265, 0.863, 0.0]  # 11/9/7


def test_battle_armor_vsp_lasers_use_the_long_bracket_at_m():
    # The battle armor VSP lasers: S as the 'Mech's (short x 1.15), M the
    # long bracket alone x 1.05.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    def bands(name):
        return [round(W.band_damage(catalog().resolve(name), b), 3) for b in range(3)]

    assert bands("ISBASmallVSPLaser") == [0.575, 0.315, 0.0]
    assert bands("ISBAMediumVSPLaser") == [1.035, 0.525, 0.0]


def test_machine_gun_arrays_add_no_damage_of_their_own():
    # The machine guns an array links count one by one; the array itself adds 0.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    for name in ("ISLMGA", "ISMGA", "ISHMGA", "CLLMGA", "CLMGA", "Clan Heavy Machine Gun Array"):
        assert [W.band_damage(catalog().resolve(name), b) for b in range(3)] == [0.0, 0.0, 0.0], name


def test_b_pods_add_no_damage_like_m_pods():
    # Anti-battle armor pods (one-shot, range 0) are defensive: no AS damage,
    # so no REAR0* for a rear-facing pod either.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    for name in ("ISBPod", "ISMPod"):
        assert [W.band_damage(catalog().resolve(name), b) for b in range(3)] == [0.0, 0.0, 0.0], name


def test_equipment_specials_table_is_well_formed():
    # every rule names its match and gives abilities or a handler written in code
    from bv.alpha_strike import steps
    from bv.alpha_strike.tables import table

    spec = table("equipment_specials")
    for rule in tuple(spec["rules"]) + tuple(spec["also"]):
        assert {"ids", "any", "all"} & set(rule), rule
        assert ("handler" in rule) != ("add" in rule), rule
        if "handler" in rule:
            assert rule["handler"] in steps._HANDLERS, rule
        for entry in rule.get("add", ()):
            assert isinstance(entry[0], str) and len(entry) <= 2, rule


def test_first_matching_equipment_rule_wins(locust):
    # an emergency C3 master carries both the slave and the emergency-master
    # flags: its own rule (MHQ2) comes first, so the plain slave's MHQ1 is
    # never added on top
    from construction.catalog import catalog
    from bv.alpha_strike import steps

    em = catalog().resolve("ISC3EmergencyMaster")
    rules = steps._rules_for(em, "BM")
    assert len(rules) == 1 and ["MHQ", 2] in [list(a) for a in rules[0]["add"]]


def test_ppc_capacitor_adds_five_damage_every_other_turn():
    # A PPC with a capacitor converts at (damage + 5) / 2, then the minimum
    # range and to-hit adjustments: Heavy PPC (15, minimum 3) 0.75/1/1.  The
    # Snub-Nose then takes its long bracket (5) for M: 0.75/0.5/0.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    def bands(name, fcs):
        return [round(W.band_damage(catalog().resolve(name), b, fcs), 3) for b in range(3)]

    assert bands("Heavy PPC", None) == [1.125, 1.5, 1.5]
    assert bands("Heavy PPC", "capacitor") == [0.75, 1.0, 1.0]
    assert bands("ISERPPC", "capacitor") == [0.75, 0.75, 0.75]
    assert bands("ISSNPPC", "capacitor") == [0.75, 0.5, 0.0]


def test_ppc_capacitor_links_to_the_ppc_in_its_location_and_keeps_ene():
    from construction.catalog import catalog
    from construction.model import Design, Mount
    from bv.alpha_strike.facts import is_explosive, items_of

    ppc, cap = catalog().resolve("Heavy PPC"), catalog().resolve("PPC Capacitor")
    design = Design(unit_type="mech", chassis="Test", mounts=(
        Mount(ppc.id, "LT", (0, 1, 2, 3)), Mount(ppc.id, "RA", (4, 5, 6, 7)), Mount(cap.id, "RA", (8,))))
    items, links, unknown = items_of(design)
    assert links == [None, "capacitor", None] and not unknown
    # the reference prints ENE for a 'Mech whose only explosive item is a capacitor
    (_, _), (_, ppc_ra), (_, cap_ra) = items
    assert not is_explosive(cap, cap_ra)
    assert not is_explosive(ppc, ppc_ra)


def test_mrm_plus_one_to_hit_unless_apollo_linked():
    # MRMs hit at +1 (x 0.95) on the Cluster Hits Table at 7; an Apollo FCS
    # removes that and rolls at 6 instead.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    mrm10, mrm40 = catalog().resolve("MRM 10"), catalog().resolve("MRM 40")
    assert round(W.band_damage(mrm10, 1), 3) == round(cluster_hits(10, 7) * 0.95 / 10, 3) == 0.57
    assert round(W.band_damage(mrm40, 0), 3) == 2.28
    assert round(W.band_damage(mrm10, 1, "apollo"), 3) == cluster_hits(10, 6) / 10


# ------------------------------------------- fixed-wing support vehicles (aerospace)

def _plane(**changes):
    """A hand-built 60 t fixed-wing support vehicle, safe thrust 5, BAR 10:
    a medium laser in the nose and one aft, a machine gun in each wing,
    advanced fire control, three external stores hardpoints, an ICE."""
    import dataclasses

    from construction.catalog import catalog
    from construction.model import Design, Engine, LocationArmor, Mount, SupportVehicleDetails

    def mid(name):
        return catalog().resolve(name, "IS").id

    d = Design(
        unit_type="support_vehicle", chassis="Test", model="Plane", tech_base="IS", rules_level="standard",
        year=3050, tonnage=60.0, engine=Engine("ice", 0), armor_type="standard", walk_mp=5,
        armor=tuple(LocationArmor(l, p) for l, p in (("NOSE", 20), ("LEFT_WING", 15), ("RIGHT_WING", 15), ("AFT", 10))),
        mounts=(Mount(mid("Medium Laser"), "NOSE"), Mount(mid("Machine Gun"), "LEFT_WING"),
                Mount(mid("Machine Gun"), "RIGHT_WING"), Mount(mid("Medium Laser"), "AFT"),
                Mount(mid("Advanced Fire Control"), "BODY"), Mount(mid("IS Ammo MG - Full"), "BODY"))
        + tuple(Mount(mid("External Stores Hardpoint"), "BODY") for _ in range(3)),
        support_vehicle=SupportVehicleDetails(motive="aerodyne", weight_class="medium", bar=10,
                                              structural_tech_rating="D", engine_tech_rating="D",
                                              armor_tech_rating="D"),
    )
    return dataclasses.replace(d, **changes)


def test_fixed_wing_sv_converts_as_aerospace_element():
    r = A.convert(_plane())
    d = r.as_dict()
    # thrust 5, mode a, no TMM; 60 t -> size 2 (5 t to 100 t)
    assert (d["type"], d["size"], d["move"], d["tmm"]) == ("SV", 2, "5a", 0)
    # armor 60 points / 30 = 2; threshold 2 / 3 rounded up = 1; SI = thrust 5 -> structure 5 / 2 up = 3
    assert (d["armor"], d["threshold"], d["structure"]) == (2, 1, 3)
    # nose ML 0.5 S/M + wing MGs 0.2 + 0.2 at S: S 0.9 -> 1, M 0.5 -> 1, L 0, E 0 (aft ML goes to REAR)
    assert d["damage"] == {"s": "1", "m": "1", "l": "0", "e": "0"}
    # PNT: the two MGs 0.4 at S rounded up; REAR: the aft ML 0.5/0.5 rounded normally, four bands;
    # BOMB: 3 hardpoints x 0.2 = 0.6 rounded up; no LRM/SRM/AC specials, MG ammo blocks ENE
    assert set(d["specials"]) == {"AFC", "ATMO", "BOMB1", "EE", "PNT1", "REAR1/1/0/0"}


def test_fixed_wing_sv_point_value_worked_by_hand():
    # offensive: 1 + 2 x 1 + 0 = 3, + BOMB 1 = 4, advanced fire control x 1
    # defensive: thrust 5 x 0.25 = 1.25, + PNT 1 = 2.25; DIR (2 x (1.3 + 0.1 x 1) + 3) = 5.8
    #   x defense factor (thrust +2 -> 1 + 0.1 x 2 = 1.2) = 6.96 -> 7; 2.25 + 7 = 9.25
    # 4 + 9.25 = 13.25 -> 13
    r = A.convert(_plane())
    assert r.pv == 13
    steps = {s.step: s.result for s in r.steps}
    assert steps["pv.movement"] == "1.25" and steps["pv.dir"] == "7"


def test_large_fixed_wing_sv_with_bar_and_high_thrust():
    import dataclasses

    p = _plane()
    sv = dataclasses.replace(p.support_vehicle, bar=5, weight_class="large")
    r = A.convert(_plane(tonnage=150.0, walk_mp=10, support_vehicle=sv))
    d = r.as_dict()
    # above 100 t -> size 3; BAR 5 halves the armor points: 30 / 30 = 1, threshold 1; SI 10 -> 5
    assert (d["size"], d["move"], d["armor"], d["threshold"], d["structure"]) == (3, "10a", 1, 1, 5)
    assert {"LG", "BAR"} <= set(d["specials"])
    # offensive 4 as above; defensive 10 x 0.25 + 1 (thrust 10+) + PNT 1 = 4.5;
    # DIR (1 x 1.4 / 2 + 5) = 5.7 x (1 + 0.1 x (2 - 1 LG)) = 6.27 -> 6.5; 4 + 4.5 + 6.5 = 15
    assert r.pv == 15


def test_ground_support_vehicles_are_not_aerospace():
    from bv.alpha_strike import aerospace

    p = _plane()
    assert aerospace.applies(p)
    import dataclasses

    wheeled = dataclasses.replace(p, support_vehicle=dataclasses.replace(p.support_vehicle, motive="wheeled"))
    assert not aerospace.applies(wheeled)
    assert aerospace.size_for(4.9) == 1 and aerospace.size_for(100.0) == 2 and aerospace.size_for(100.5) == 3


def test_mech_taser_deals_s_damage_only():
    # The BattleMech Taser converts as 1 damage at S (0.1, its +1 to-hit not
    # applied) and none at M, though its long range (4) touches the M band.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    taser = catalog().resolve("Mek Taser")
    assert [W.band_damage(taser, b) for b in range(3)] == [0.1, 0.0, 0.0]


def test_bombast_laser_converts_at_twelve_times_0_85():
    # The reference's Bombast laser: 12 damage x 0.85 = 1.02 at S and M.
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    bombast = catalog().resolve("Bombast Laser")
    assert [W.band_damage(bombast, b) for b in range(3)] == [1.02, 1.02, 0.0]


@pytest.mark.parametrize("name, tech, expected", [
    # (12 - minimum) / 12 to two decimals, rounded down (ASC p. 94):
    # AC/2 minimum 4: 0.2 x 0.66 = 0.132 at S, 0.2 at M and L
    ("Autocannon/2", "IS", (0.132, 0.2, 0.2)),
    # Gauss rifle minimum 2: 1.5 x 0.83 = 1.245
    ("ISGaussRifle", None, (1.245, 1.5, 1.5)),
    # HAG/40: Cluster Hits 32 at 9 x 0.83 / 10 = 2.656 at S, 24 at 7 / 10 at M and L
    ("CLHAG40", None, (2.656, 2.4, 2.4)),
    # AC/5 minimum 3: 0.5 x 0.75 = 0.375 (exact either way)
    ("Autocannon/5", "IS", (0.375, 0.5, 0.5)),
    # Heavy Gauss minimum 4: 2.5 x 0.66 = 1.65, 2.0, 1.0
    ("ISHeavyGaussRifle", None, (1.65, 2.0, 1.0)),
])
def test_minimum_range_factor_is_taken_to_two_decimals_rounded_down(name, tech, expected):
    from construction.catalog import catalog
    from bv.alpha_strike import weapons as W

    eq = catalog().resolve(name, tech) if tech else catalog().resolve(name)
    assert tuple(round(W.band_damage(eq, b), 4) for b in range(3)) == expected


def test_minimum_range_factor_decides_a_short_value(locust):
    """Locust without its medium laser and machine guns, with three Gauss
    rifles (4 t of ammunition, 32 shots) and two LB 10-X ACs (2 t, 20
    shots; 0.63 in every band).  Heat 3 + 4 + 2 running = 9: no
    adjustment.  S 3 x 1.245 + 2 x 0.63 = 4.995 -> 5.0 -> 5; with the
    exact 10/12 it would be 3 x 1.25 + 1.26 = 5.01 -> 5.1 -> 6.  M and L
    3 x 1.5 + 1.26 = 5.76 -> 6 (MegaMek's card for OMEGA SHP-4X, which
    carries these weapons, reads 5/6/6)."""
    from construction.model import Mount

    keep = tuple(m for m in locust.mounts if m.item not in ("Medium Laser", "Machine Gun", "IS Ammo MG - Full"))
    added = (Mount("ISGaussRifle", "LT"), Mount("ISGaussRifle", "RT"), Mount("ISGaussRifle", "CT"),
             Mount("ISLBXAC10", "LA"), Mount("ISLBXAC10", "RA"))
    ammo = tuple(Mount("IS Gauss Ammo", loc) for loc in ("LT", "RT", "LT", "RT")) + \
        tuple(Mount("IS LB 10-X AC Ammo", loc) for loc in ("LT", "RT"))
    card = A.convert(locust.replace(mounts=keep + added + ammo)).as_dict()
    assert card["damage"] == {"s": "5", "m": "6", "l": "6", "e": None}


@pytest.mark.parametrize("shield, move", [
    # Walk 8 / jump 4 'Mech (16"/8"j).  TO p. 290: a medium shield costs a
    # walking and a jumping MP (7 / 3: 14"/6"j), a large shield a walking
    # MP and all jumping (7: 14"), a small shield nothing.
    ("ISSmallShield", '16"/8"j'),
    ("ISMediumShield", '14"/6"j'),
    ("ISLargeShield", '14"'),
])
def test_shields_cost_movement(locust, shield, move):
    from construction.model import Mount

    jumper = locust.replace(jump_mp=4)
    assert A.convert(jumper).as_dict()["move"] == '16"/8"j'
    card = A.convert(jumper.replace(mounts=jumper.mounts + (Mount(shield, "LA"),))).as_dict()
    assert card["move"] == move


@pytest.mark.parametrize("lasers, damage, rel", [
    # Medium re-engineered laser (IO p. 89): 6 damage, -1 to-hit (x 1.05),
    # ranges 3/6/9 (S and M): 0.63 a laser.  REL is a damage special (ASC
    # p. 95): given when the class's M damage, tenths rounded up, is 1 or
    # more - two lasers 1.26 (REL, card 1.3 -> 2/2/0), one 0.63 (no REL,
    # card 0.7 -> 1/1/0).  Heat 6 a laser + 2 running stays within 10 + 4.
    (2, {"s": "2", "m": "2", "l": "0", "e": None}, True),
    (1, {"s": "1", "m": "1", "l": "0", "e": None}, False),
])
def test_reengineered_lasers_give_rel_from_one_point_at_medium(locust, lasers, damage, rel):
    from construction.model import Mount

    keep = tuple(m for m in locust.mounts if m.item not in ("Medium Laser", "Machine Gun", "IS Ammo MG - Full"))
    added = tuple(Mount("Medium Re-engineered Laser", loc) for loc in ("LA", "RA")[:lasers])
    card = A.convert(locust.replace(mounts=keep + added)).as_dict()
    assert card["damage"] == damage
    assert ("REL" in card["specials"]) is rel


def test_remote_drone_command_console_gives_dcc1(locust):
    """A Remote Drone Command Console (IO:AE p. 84) lets its unit control one
    drone: DCC1, the Drone Carrier Control special with one drone (AS:CE
    DCC#).  The Locust LCT-1V (no specials, PV 18) with a console in the
    head: the same card plus DCC1; DCC does not enter the PV formula
    (ASC pp. 138-139), so the PV stays 18."""
    from construction.model import Mount

    d = A.convert(locust.replace(mounts=locust.mounts + (Mount("ISRemoteDroneCommandConsole", "HD"),))).as_dict()
    assert d["specials"] == ["DCC1"]
    assert d["pv"] == 18
