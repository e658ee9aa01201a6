"""Movement facts that feed BV: shields (TO p. 290) and the jump heat of
improved jump jets with an XXL engine (TO p. 309)."""

import construction

import bv
from bv_designs import thunderbolt


def _steps(design, step):
    return [s for s in bv.compute(design).breakdown if s.step == step]


def _edit(design, drop=(), add=(), **fields):
    doc = construction.dump_design(design)
    mounts = list(doc["mounts"])
    for item, loc in drop:
        i = next(i for i, m in enumerate(mounts) if m["item"] == item and m["location"] == loc)
        del mounts[i]
    mounts.extend({"item": item, "location": loc} for item, loc in add)
    doc["mounts"] = mounts
    doc.update(fields)
    return construction.load_design(doc)


def test_medium_shield_costs_one_walking_mp():
    # Thunderbolt 4/6/3: a medium shield makes it 3/5 and keeps its jump MP
    design = _edit(thunderbolt(), drop=[("Large Laser", "RA")], add=[("ISMediumShield", "RA")] +
                   [("Jump Jet", "LL"), ("Jump Jet", "RL"), ("Jump Jet", "CT")], jump_mp=3)
    (mv,) = _steps(design, "movement")
    assert mv.value == 5 and "walk 3, run 5, jump 3" in mv.description


def test_large_shield_costs_one_walking_mp_and_all_jumping():
    design = _edit(thunderbolt(), drop=[("Large Laser", "RA")], add=[("ISLargeShield", "RA")] +
                   [("Jump Jet", "LL"), ("Jump Jet", "RL"), ("Jump Jet", "CT")], jump_mp=3)
    (mv,) = _steps(design, "movement")
    assert "walk 3, run 5, jump 0" in mv.description
    # no jump, so no jump heat: movement heat is running's 2
    (heat,) = _steps(design, "off.heat")
    assert "- 2 (running)" in heat.description


def test_small_shield_does_not_slow_the_mech():
    design = _edit(thunderbolt(), add=[("ISSmallShield", "RA")])
    (mv,) = _steps(design, "movement")
    assert "walk 4, run 6" in mv.description


def test_improved_jump_jets_with_xxl_engine_double_the_improved_heat():
    # 7 improved jets: ceil(7 / 2) = 4, doubled by the XXL engine = 8 (not 7)
    base = thunderbolt(header={"engine": "260 XXL Engine(IS)"})
    design = _edit(base, add=[("Improved Jump Jet", "CT")] * 7, jump_mp=7)
    (heat,) = _steps(design, "off.heat")
    assert "- 8 (jumping 7 MP)" in heat.description
    # 4 improved jets: ceil(4 / 2) = 2, minimum 3, doubled = 6 (ties the XXL running heat)
    design = _edit(base, add=[("Improved Jump Jet", "CT")] * 4, jump_mp=4)
    (heat,) = _steps(design, "off.heat")
    assert "- 6 (" in heat.description


def test_corpus_units_fixed_by_these_rules_match_the_mul():
    import corpus

    corpus.require_corpus()
    mul = {"mechs/3145/Davion/Centurion CN11-OD.mtf": 1177,  # medium shield
           "mechs/3055U/Sasquatch SQS-TH-002.mtf": 1993,  # large shield
           "mechs/3085u/Phoenix/Phoenix Hawk IIC 8.mtf": 2881}  # 7 improved jets, XXL: 8 heat
    for path, expected in mul.items():
        design = construction.parse(corpus.read_text(corpus.corpus_path(path)), "mtf")
        assert bv.compute(design).base_bv == expected, path


def test_prototype_improved_jump_jets_make_double_standard_jump_heat():
    """Prototype improved jump jets (IO:AE p. 97, first printed XTRO:Succession
    Wars p. 17) make the heat of standard jets for twice the MP jumped, at
    least 6 - not the improved jets' halved heat.

    Thunderbolt TDR-5S (15 single heat sinks, fusion engine) with 4 jets and
    jump MP 4: prototype improved jets 2 x 4 = 8 heat (standard jets would
    make 4, improved jets max(3, ceil(4 / 2)) = 3).  8 beats running's 2, so
    the heat efficiency is 6 + 15 - 8 = 13 (TM p. 303).  With 2 jets the
    minimum rules: max(6, 2 x 2) = 6, efficiency 6 + 15 - 6 = 15."""
    base = thunderbolt()
    design = _edit(base, add=[("ISPrototypeImprovedJumpJet", "LT")] * 2 + [("ISPrototypeImprovedJumpJet", "RT")] * 2,
                   jump_mp=4)
    (heat,) = _steps(design, "off.heat")
    assert heat.value == 13 and "- 8 (jumping 4 MP)" in heat.description
    design = _edit(base, add=[("ISPrototypeImprovedJumpJet", "LT"), ("ISPrototypeImprovedJumpJet", "RT")], jump_mp=2)
    (heat,) = _steps(design, "off.heat")
    assert heat.value == 15 and "- 6 (jumping 2 MP)" in heat.description
    # the same jets' heat in the Alpha Strike conversion (ASC p. 93: the jumping heat the unit makes)
    from bv import alpha_strike as A

    design = _edit(base, add=[("ISPrototypeImprovedJumpJet", "LT")] * 2 + [("ISPrototypeImprovedJumpJet", "RT")] * 2,
                   jump_mp=4)
    (step,) = [s for s in A.convert(design).steps if s.step == "heat"]
    assert "jumping 8" in step.description


def test_a_fission_engine_makes_running_heat_an_ice_engine_does_not():
    """Running heat in the BV heat efficiency (TM p. 303): 2 for a fusion
    engine, 0 for an internal combustion engine, and 2 for a fission engine,
    which makes heat as a fusion engine does (TO p. 307).  Thunderbolt
    TDR-5S (15 single heat sinks, no jump jets): fission 6 + 15 - 2 = 19,
    ICE 6 + 15 - 0 = 21."""
    (heat,) = _steps(thunderbolt(header={"engine": "260 Fission Engine(IS)"}), "off.heat")
    assert heat.value == 19 and "- 2 (running)" in heat.description
    (heat,) = _steps(thunderbolt(header={"engine": "260 I.C.E. Engine(IS)"}), "off.heat")
    assert heat.value == 21
