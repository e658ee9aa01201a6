"""What today's MegaMek writers put in unit files (0.50.x, 2024-2026), each
feature on a small file of our own (tests/unit_text.py, the fixtures), and
the current-format sample in tests/data/current read whole."""

from __future__ import annotations

import collections
from pathlib import Path

import pytest

import construction
from construction.catalog import catalog
from construction.components import mek_to_mech
from factories import fixture_text
from unit_text import blk_text

SAMPLE = Path(__file__).parent / "data" / "current"


# ----------------------------------------------------------------- .mtf


@pytest.mark.parametrize("config, expected", [
    ("Biped OmniMek", ("biped", True)), ("Quad OmniMek", ("quad", True)), ("Tripod OmniMek", ("tripod", True)),
    ("LAM OmniMek", ("lam", True)), ("Biped", ("biped", False)),
])
def test_config_lines_with_the_2024_mek_spelling(config, expected):
    text = fixture_text("locust.mtf")
    assert "Config:Biped" in text
    design = construction.parse(text.replace("Config:Biped", f"Config:{config}"), "mtf")
    assert (design.mech.config, design.omni) == expected


def test_a_tripod_structure_weighs_a_tenth_more():
    """Tripod 'Mechs multiply the internal structure weight by 1.1 before
    rounding up to the half ton (IO tripod construction; MegaMek
    verifier/Structure.java @14a6f005).  Today's tripods showed it: the
    Poseidon PSD-V2 and every Ares ARS-V1 came out 1.5 / 2 t underweight,
    exactly the missing tenth (125 t IS endo steel 12.5 -> 14.0 t; 135 t IS
    endo-composite 20.5 -> 22.5 t).  The Locust made a tripod: 20 t standard
    2.0 -> 2.2 -> 2.5 t; the biped keeps 2.0 t."""
    from construction.mech import weight_breakdown

    text = fixture_text("locust.mtf")
    tripod = text.replace("Config:Biped", "Config:Tripod").replace("RL armor:8\n", "RL armor:8\nCL armor:8\n")
    tripod += "\nCenter Leg:\nHip\nUpper Leg Actuator\nLower Leg Actuator\nFoot Actuator\n" + "-Empty-\n" * 8
    weights = {}
    for name, body in (("biped", text), ("tripod", tripod)):
        design = construction.parse(body, "mtf")
        assert design.mech.config == name
        weights[name] = dict(weight_breakdown(design))["structure"]
    assert weights == {"biped": 2.0, "tripod": 2.5}


@pytest.mark.parametrize("name, bv", [("Dragon Fire DGR-7K.mtf", 2495), ("Dragon Fire DGR-9D.mtf", 2393)])
def test_mordel_net_files_with_an_empty_center_leg_block_read_clean(name, bv):
    """Today's Dragon Fire DGR-7K and DGR-9D (Shrapnel 19) were written by
    Mordel.Net: 2021-style keys ('Heat Sinks:10 Double', 'Armor:Standard
    (IS)', 'Endo Steel' slots) and an empty 'Center Leg:' block closing a
    biped, the TR:3025C quirk of sweep 23 from another writer.  Both read
    valid with no import note; BV as worked from the --explain steps
    (DGR-7K: 231 points x 2.5 x 1.5 ballistic-reinforced, run 8 with the
    supercharger; no reference value is published for either)."""
    import bv as bvmod

    design = construction.parse((SAMPLE / "meks/Shrapnel/vol 19" / name).read_text(encoding="utf-8"), "mtf")
    report = construction.validate(design)
    assert report.valid and not report.codes()
    assert design.mech.config == "biped" and all(mt.location != "CL" for mt in design.mounts)
    assert bvmod.compute(design).bv == bv


def test_a_drone_operating_system_weighs_a_tenth_of_the_drone_and_half_a_ton():
    """The remote drone operating system weighs 10 percent of the drone (TO
    errata v3.02 p. 306), up to the half ton, plus 0.5 t of extra sensors
    (MegaMek MiscType.getTonnage).  Without the half ton every canonical drone
    came out exactly 0.5 t light: the 22 drone 'Mechs of the corpus and the
    current sample (Celerity 15 t, Shugosha 20 t, Revenant 30 t, Vulpes 60 t,
    Lich UABM-2R 90 t) and the four 40 t Zephyr OmniDrones.  The 20 t Locust
    with one: 2.0 + 0.5 = 2.5 t; the 30 t test tank: 3.0 + 0.5 = 3.5 t."""
    from construction.mech import weight_breakdown
    from construction.vehicle import weight_breakdown as vehicle_weights

    text = fixture_text("locust.mtf").replace("Left Torso:\n-Empty-\n", "Left Torso:\nISDroneOperatingSystem\n", 1)
    mech = construction.parse(text, "mtf")
    assert dict(weight_breakdown(mech))["ISDroneOperatingSystem"] == 2.5
    tank = construction.parse(blk_text(_vehicle_blocks(**{"Body Equipment": ["ISDroneOperatingSystem"]})), "blk")
    assert dict(vehicle_weights(tank))["ISDroneOperatingSystem"] == 3.5


def test_a_prototype_improved_jump_jet_weighs_a_standard_jump_jet():
    """Prototype improved jump jets (XTR Succession Wars, IO:AE p. 97) weigh
    a standard jump jet of the unit's tonnage, one slot each: MegaMek's
    MiscType.getTonnage keeps multiplier 1.0 for them, and the one canonical
    carrier, the 60 t Super Griffin GRF-2N-X with six of them, weighs exactly
    its 60 t so (66 t, 6 t over, with the jets doubled as production improved
    jets).  In the 20 t Locust: 0.5 t, the production improved jet 1.0 t."""
    from construction.mech import weight_breakdown

    base = fixture_text("locust.mtf")
    weights = {}
    for jet in ("ISPrototypeImprovedJumpJet", "ISImprovedJump Jet"):
        design = construction.parse(base.replace("Left Torso:\n-Empty-\n", f"Left Torso:\n{jet}\n", 1), "mtf")
        weights[jet] = [w for name, w in weight_breakdown(design) if "Jump" in name]
    assert weights == {"ISPrototypeImprovedJumpJet": [0.5], "ISImprovedJump Jet": [1.0]}


def test_an_armored_cockpit_adds_a_ton():
    """Armored components weigh 0.5 t a slot, but armoring the cockpit adds
    1 t, and armoring the cockpit systems (cockpit and command console) 1 t
    for them all (TO p. 282 with TO errata v3.02; cockpits.json
    armored_cockpit).  Today's Juliano JLN-5C (TRO 3150) and Banshee BNC-11X
    came out 0.5 t light, as did every canonical 'Mech with an armored
    cockpit.  The Locust: +1 t for its cockpit, +2 t with both shoulders."""
    from construction.mech import weight_breakdown

    base = fixture_text("locust.mtf")
    assert "\nCockpit\n" in base and "\nShoulder\n" in base

    def armored(text):
        return dict(weight_breakdown(construction.parse(text, "mtf"))).get("armored components", 0.0)

    cockpit = base.replace("\nCockpit\n", "\nCockpit (ARMORED)\n", 1)
    shoulders = cockpit.replace("\nShoulder\n", "\nShoulder (ARMORED)\n")
    assert (armored(base), armored(cockpit), armored(shoulders)) == (0.0, 1.0, 2.0)


def test_a_quadvee_weighs_its_conversion_equipment_beside_its_tracks():
    """A QuadVee's conversion equipment weighs 10% of its tonnage rounded up
    to the whole ton (IO p. 134, the page MegaMek's validator cites), apart
    from the tracks it mounts as an item (10% up to the half ton).  Without
    it every canonical QuadVee came out underweight by exactly that much
    (Arion 35 t: 4 t; Cyllaros 55 t, Notos/Boreas 60 t: 6 t; Harpagos 75 t:
    8 t).  The Arion (today's file, with its cockpit:QuadVee Cockpit line)
    weighs out to its 35 t; at 55 t the equipment is 5.5 -> 6 t."""
    from api.evaluate import evaluate_text
    from construction.mech import weight_breakdown

    text = (SAMPLE / "meks" / "QuadVees" / "Arion.mtf").read_text(encoding="utf-8")
    parts = weight_breakdown(construction.parse(text, "mtf"))
    assert dict(parts)["QuadVee conversion equipment"] == 4.0
    assert sum(t for name, t in parts if name == "Tracks") == 3.5
    assert sum(t for _, t in parts) == 35.0
    result, _ = evaluate_text(text, "mtf")
    assert result["valid"] and not result["warnings"], result["warnings"]
    heavier = construction.parse(text.replace("mass:35", "mass:55"), "mtf")
    assert dict(weight_breakdown(heavier))["QuadVee conversion equipment"] == 6.0
    biped = construction.parse(fixture_text("locust.mtf"), "mtf")
    assert "QuadVee conversion equipment" not in dict(weight_breakdown(biped))


def test_mek_names_resolve_to_the_same_items_and_components():
    cat = catalog()
    assert mek_to_mech("ProtoMek Jump Jet") == "ProtoMech Jump Jet"
    assert cat.resolve("Clan Mek Mortar-8", "Clan") is cat.resolve("Clan Mech Mortar-8", "Clan")
    assert cat.resolve("ProtoMekJumpJet", "Clan") is cat.resolve("ProtomechJumpJet", "Clan") is not None


def test_fluffdate_and_generator_lines_are_background():
    text = fixture_text("locust.mtf").replace("Mass:", "fluffdate:2026-02-28 17:47:08\ngenerator:MegaMek Suite 0.50.12\nMass:", 1)
    report = construction.validate(construction.parse(text, "mtf"))
    assert "UNKNOWN_KEY" not in report.codes()


def test_the_uuid_line_of_files_saved_by_megamek_0_51_is_bookkeeping():
    """MegaMek 0.51 (2026) starts the files it saves with the unit's
    identifier, ``uuid:...``, before ``generator:`` and ``chassis:`` (the
    layout of mm-data's Atlas AS7-A as a public description of the 0.51.01
    file shows it).  No rule reads it: the file reads as before, without an
    UNKNOWN_KEY warning and without the keyless 2021 chassis lines taking it
    for the chassis."""
    base = fixture_text("locust.mtf")
    text = ("uuid:019f583e-c117-7066-9ed5-dabc28c61c81\ngenerator:MegaMek Suite 0.51.01 on 2026-07-12\n"
            "chassis:Locust\nmodel:LCT-1V\n" + "\n".join(base.splitlines()[2:]) + "\n")
    design = construction.parse(text, "mtf")
    assert (design.chassis, design.model) == ("Locust", "LCT-1V")
    assert "UNKNOWN_KEY" not in construction.validate(design).codes()
    assert construction.parse(base, "mtf").mounts == design.mounts



def test_mul_id_minus_one_is_no_mul_id_in_every_family():
    """MegaMek writes ``mul id:-1``, its unset id, for a unit the Master
    Unit List lacks (mm-data's Spotlight On: Jade Warriors Titan TI-1Ak
    'Highshooter', 2025).  The file reads as a unit without a MUL id, as if
    the line were absent, in the .mtf and in every .blk family; any other
    negative id stays a parse error naming its line."""
    locust = fixture_text("locust.mtf")
    with_id = construction.parse(locust.replace("Config:", "mul id:-1\nConfig:", 1), "mtf")
    assert with_id.mul_id is None and with_id == construction.parse(locust, "mtf")
    with pytest.raises(construction.ParseError) as info:
        construction.parse(locust.replace("Config:", "mul id:-2\nConfig:", 1), "mtf")
    assert info.value.line is not None
    assert construction.parse(blk_text(_vehicle_blocks(**{"mul id:": ["-1"]})), "blk").mul_id is None
    assert construction.parse(blk_text(_ba_blocks(**{"mul id:": ["-1"]})), "blk").mul_id is None
    for sample, mul in (("protomeks/3060/Gorgon.blk", "1239"),
                        ("infantry/3085/Clan/Clan Space Marine Clan Snow Raven Space Marines.blk", "3662")):
        text = (SAMPLE / sample).read_text(encoding="utf-8")
        assert construction.parse(text, "blk").mul_id == int(mul)
        assert construction.parse(text.replace(f"<mul id:>\n{mul}\n", "<mul id:>\n-1\n"), "blk").mul_id is None
    with pytest.raises(construction.ParseError):
        construction.parse(blk_text(_vehicle_blocks(**{"mul id:": ["-2"]})), "blk")
    dropship = blk_text({"UnitType": ["Dropship"], "Name": ["Test"], "Model": ["D"], "mul id:": ["-1"]})
    assert construction.blk.identify(dropship).mul_id is None  # a family MechForge reports without reading


# ----------------------------------------------------------------- .blk


def _vehicle_blocks(**changes) -> dict:
    blocks = {
        "UnitType": ["Tank"], "Name": ["Test Tank"], "Model": ["T-1"], "mul id:": ["99999"], "year": ["3100"],
        "originalBuildYear": ["3100"], "type": ["IS Level 2"], "role": ["Brawler"], "motion_type": ["Tracked"],
        "cruiseMP": ["4"], "engine_type": ["0"], "armor_type": ["0"], "armor_tech_level": ["1"],
        "armor": ["20", "15", "15", "10", "15"], "Body Equipment": [], "Front Equipment": ["ISSRM2OS"],
        "Right Equipment": [], "Left Equipment": [], "Rear Equipment": [], "Turret Equipment": ["Medium Laser"],
        "tonnage": ["30.0"], "source": ["Test"],
    }
    blocks.update(changes)
    return blocks


# a superheavy ground vehicle's armor: front, front right, front left, rear right, rear left, rear, turret
SIX_FACINGS = {"armor": ["30", "20", "20", "20", "20", "15", "20"], "Right Equipment": None, "Left Equipment": None,
               "Front Right Equipment": [], "Front Left Equipment": [], "Rear Right Equipment": [],
               "Rear Left Equipment": []}


def _six(blocks: dict) -> dict:
    return {k: v for k, v in blocks.items() if v is not None}


def test_a_ground_vehicle_over_its_motive_maximum_is_superheavy_only_with_six_facings():
    """A superheavy ground vehicle is armored in six facings (TO:AUE p. 138).
    A 95 t hover tank written with the four facings of a standard vehicle is
    a standard hover tank 45 t over the TM p. 95 maximum of 50 t (it used to
    be read as a superheavy, whose hover maximum is 100 t, and passed); the
    same tank with six facings is a superheavy; a 45 t VTOL keeps the VTOL's
    facings and rotor and is a superheavy by its tonnage."""
    def verdict(**changes):
        design = construction.parse(blk_text(_six(_vehicle_blocks(**changes))), "blk")
        return design.vehicle.superheavy, {i.code for i in construction.validate(design).errors}

    four = dict(tonnage=["95.0"], motion_type=["Hover"], cruiseMP=["5"])
    superheavy, codes = verdict(**four)
    assert not superheavy and "VEH_TONNAGE" in codes
    superheavy, codes = verdict(**four, **SIX_FACINGS)
    assert superheavy and "VEH_TONNAGE" not in codes
    superheavy, codes = verdict(tonnage=["45.0"], motion_type=["VTOL"], cruiseMP=["6"], **{"Rotor Equipment": []})
    assert superheavy and "VEH_TONNAGE" not in codes
    superheavy, codes = verdict(tonnage=["50.0"], motion_type=["Hover"], cruiseMP=["5"])  # at the maximum
    assert not superheavy and "VEH_TONNAGE" not in codes


def test_a_superheavy_vehicle_structure_weighs_twice_the_fraction():
    """A superheavy combat vehicle's internal structure weighs 20% of its
    tonnage (endo steel 10%), naval and submarine superheavies 10% (TO:AUE
    p. 139 as MegaMek applies it, verifier/Structure.java).  The x1.5 it
    replaces left every canonical superheavy ground vehicle light by a
    twentieth of its tonnage (Burke II 140 t: 7 t; Devastator II 160 t: 8 t;
    today's Devastator II and Shun Transport VTOL (Support) weigh out)."""
    from api.evaluate import evaluate_text
    from construction.vehicle import weight_breakdown

    def structure(**changes):
        design = construction.parse(blk_text(_six(_vehicle_blocks(**changes))), "blk")
        return dict(weight_breakdown(design))["structure"]

    assert structure(tonnage=["100.0"]) == 10.0
    assert structure(tonnage=["140.0"], cruiseMP=["2"], **SIX_FACINGS) == 28.0
    assert structure(tonnage=["55.0"], motion_type=["VTOL"], cruiseMP=["7"], **{"Rotor Equipment": []}) == 11.0
    assert structure(tonnage=["75.0"], motion_type=["Hover"], cruiseMP=["5"], **SIX_FACINGS) == 15.0
    for name in ("Devastator II Superheavy Tank .blk", "Shun Transport VTOL (Support).blk"):
        path = SAMPLE / "vehicles" / "3150" / name
        result, _ = evaluate_text(path.read_text(encoding="utf-8"), "blk")
        assert not [w for w in result["warnings"] if w["code"] == "VEH_UNDERWEIGHT"], (name, result["warnings"])


@pytest.mark.parametrize("motive,tonnage,factor", [
    ("vtol", 30, 140), ("vtol", 40, 185), ("vtol", 45, 185), ("vtol", 50, 185), ("vtol", 55, 230), ("vtol", 60, 230),
    ("hover", 50, 235), ("hover", 60, 280), ("hover", 75, 280), ("hover", 90, 325), ("hover", 100, 325),
    ("wheeled", 80, 20), ("wheeled", 81, 40), ("wheeled", 150, 40),
    ("wige", 80, 140), ("wige", 100, 175), ("wige", 120, 210), ("tracked", 150, 0),
])
def test_superheavy_suspension_factors(motive, tonnage, factor):
    """Above the TM table, the suspension factor grows by 45 every 20 t
    (VTOL) or 25 t (hover), 35 every 30 t (WiGE); wheeled superheavies take
    40 (TO:AUE p. 139 as MegaMek applies it).  The Kamakiri Attack VTOL
    (55 t, cruise 7) names its engine a 155 XL: 7 x 55 - 230."""
    from construction.vehicle_blk import suspension_factor, vehicle_engine_rating

    assert suspension_factor(motive, tonnage) == factor
    assert vehicle_engine_rating(7, 55, "vtol") == 155


def test_vehicle_slotless_one_shot_load_is_part_of_the_weapon():
    """Current files list each one-shot launcher's load under
    <slotless_equipment>: no bin of its own (no weight, slot or ammo BV)."""
    import bv

    plain = construction.parse(blk_text(_vehicle_blocks()), "blk")
    loaded = construction.parse(blk_text(_vehicle_blocks(slotless_equipment=["IS Ammo SRM-2"])), "blk")
    assert [m.item for m in loaded.mounts] == [m.item for m in plain.mounts]
    assert bv.compute(loaded).bv == bv.compute(plain).bv
    assert "UNKNOWN_KEY" not in construction.validate(loaded).codes()


def test_vehicle_armor_tech_level_says_whose_armor():
    clan = construction.parse(blk_text(_vehicle_blocks(armor_type=["1"], armor_tech_level=["2"])), "blk")
    inner = construction.parse(blk_text(_vehicle_blocks(armor_type=["1"], armor_tech_level=["1"])), "blk")
    assert clan.armor_type != inner.armor_type
    assert "clan" in clan.armor_type.lower()


@pytest.mark.parametrize("type_line, expected", [
    ("Mixed (IS Chassis)", ("IS", True, "standard")),
    ("Mixed (Clan Chassis)", ("Clan", True, "standard")),
    ("Mixed (IS Chassis) Advanced", ("IS", True, "advanced")),
    ("Mixed (IS Chassis) Experimental", ("IS", True, "experimental")),
    # today's writer, e.g. the Skanda Light Tank (TSEMP), RS:3150
    ("Mixed (Clan Chassis) Advanced", ("Clan", True, "advanced")),
])
def test_mixed_tech_type_lines(type_line, expected):
    design = construction.parse(blk_text(_vehicle_blocks(type=[type_line])), "blk")
    assert (design.tech_base, design.mixed_tech, design.rules_level) == expected


def test_the_uuid_tag_of_files_saved_by_megamek_0_51_is_bookkeeping():
    """The .blk counterpart of the 0.51 ``uuid:`` line: a ``<uuid>`` tag is
    read by no rule and raises no UNKNOWN_KEY warning."""
    plain = construction.parse(blk_text(_vehicle_blocks()), "blk")
    design = construction.parse(blk_text(_vehicle_blocks(uuid=["019f583e-c117-7066-9ed5-dabc28c61c82"])), "blk")
    assert "UNKNOWN_KEY" not in construction.validate(design).codes()
    assert design == plain


def test_unknown_tags_warn_with_their_line_and_weapon_quirks_are_read():
    text = blk_text(_vehicle_blocks(warpdrive=["9"], weaponQuirks=["accurate:TU:0:Medium Laser"]))
    design = construction.parse(text, "blk")
    assert [(q.quirk, q.location, q.slot, q.item) for q in design.weapon_quirks] == [("accurate", "TU", 0, "Medium Laser")]
    notes = [i for i in construction.validate(design).issues if i.code == "UNKNOWN_KEY"]
    assert [(n.item, n.severity) for n in notes] == [("warpdrive", "warning")]
    assert text.splitlines()[notes[0].line - 1].strip().lower() == "<warpdrive>"


def test_unknown_vehicle_item_is_reported_with_its_line():
    text = blk_text(_vehicle_blocks(**{"Turret Equipment": ["Medium Laser", "Frobnicator Cannon"]}))
    design = construction.parse(text, "blk")
    issues = [i for i in construction.validate(design).issues if i.code == "UNKNOWN_EQUIPMENT"]
    assert [(i.item, i.location) for i in issues] == [("Frobnicator Cannon", "TURRET")]
    assert text.splitlines()[issues[0].line - 1].strip() == "Frobnicator Cannon"


def _support_vehicle_blocks(**changes) -> dict:
    blocks = {
        "UnitType": ["SupportTank"], "Name": ["Test Fire Engine"], "Model": [""], "mul id:": ["99997"],
        "year": ["3100"], "type": ["IS Level 2"], "motion_type": ["Wheeled"], "cruiseMP": ["6"],
        "engine_type": ["1"], "armor_type": ["45"], "armor_tech_rating": ["3"], "armor_tech_level": ["1"],
        "armor": ["5", "5", "5", "4"], "Body Equipment": [], "Front Equipment": [], "Right Equipment": [],
        "Left Equipment": [], "Rear Equipment": [], "barrating": ["4"], "structural_tech_rating": ["3"],
        "engine_tech_rating": ["3"], "tonnage": ["44.0"], "fuel": ["1.0"], "fuelType": ["PETROCHEMICALS"],
        "source": ["Test"],
    }
    blocks.update(changes)
    return blocks


@pytest.mark.parametrize("line", ["Ladder:SIZE:100.0", "Ladder (100m)"])
def test_ladder_size_is_its_length_in_metres(line):
    """Today's writer gives a ladder's length as ``:SIZE:`` (metres, in 20 m
    steps), the older one in the name; a ladder weighs 0.1 t per 20 m (TM
    p. 244), so a 100 m ladder is half a ton, not 100 t.  Evidence: the
    Saurer-Bucher Fire Engine TLF-LL6500 (TRO Vehicle Annex), 44 t with two
    100 m ladders, read 242 t overweight before."""
    from construction.vehicle import item_tons, resolved

    design = construction.parse(blk_text(_support_vehicle_blocks(**{"Right Equipment": [line]})), "blk")
    [(mount, item)] = [(mt, e) for mt, e in resolved(design) if e is not None and e.id == "Ladder"]
    assert mount.size == 100.0
    assert item_tons(design, mount, item) == 0.5
    assert "SV_OVERWEIGHT" not in construction.validate(design).codes()


def test_a_mech_ladder_weighs_by_its_length_too():
    """The same rule on a 'Mech (the ladder is 'Mech equipment too, TM
    p. 244): a ``Ladder:SIZE:100.0`` slot is a 100 m ladder of 0.5 t, not
    100 t.  The 'Mech weight formulas had no ladder rule and took the size
    as tons (data/components/mech_item_formulas.json: ladder)."""
    from construction.mech import weight_breakdown

    text = fixture_text("locust.mtf").replace("Machine Gun\n-Empty-\n", "Machine Gun\nLadder:SIZE:100.0\n", 1)
    design = construction.parse(text, "mtf")
    assert dict(weight_breakdown(design))["Ladder"] == 0.5
    # the Locust is built to its 20 t: the ladder's half ton is the whole excess
    [over] = [i for i in construction.validate(design).errors if i.code == "MECH_OVERWEIGHT"]
    assert "weigh 20.5 t, 0.5 t over" in over.message


def test_trailer_without_control_systems_tag_is_read():
    """<hasNoControlSystems> marks a trailer built without controls (today's
    writer, e.g. the LT-MOB-25F ammunition carriage, RG28): read, no
    UNKNOWN_KEY; an engineless trailer weighs no control systems."""
    from construction.vehicle import weight_breakdown

    blocks = _vehicle_blocks(cruiseMP=["0"], engine_type=["8"], trailer=["1"], hasNoControlSystems=["1"],
                             **{"Turret Equipment": [], "Front Equipment": ["Hitch"], "Rear Equipment": ["Hitch"]},
                             armor=["15", "16", "16", "15"], tonnage=["10.0"])
    design = construction.parse(blk_text(blocks), "blk")
    assert "UNKNOWN_KEY" not in construction.validate(design).codes()
    assert "controls" not in dict(weight_breakdown(design))


def _fixed_wing_blocks(**changes) -> dict:
    blocks = {
        "UnitType": ["FixedWingSupport"], "Name": ["Test Airliner"], "Model": [""], "mul id:": ["99996"],
        "year": ["3100"], "type": ["IS Level 2"], "motion_type": ["Aerodyne"], "SafeThrust": ["4"],
        "cockpit_type": ["0"], "heatsinks": ["0"], "sink_type": ["0"], "fuel": ["750"], "engine_type": ["1"],
        "armor_type": ["47"], "armor_tech_rating": ["3"], "armor_tech_level": ["1"], "armor": ["28", "19", "19", "12"],
        "Nose Equipment": [], "Left Wing Equipment": [], "Right Wing Equipment": [], "Aft Equipment": [],
        "Wings Equipment": [], "Body Equipment": [], "barrating": ["6"], "structural_tech_rating": ["3"],
        "engine_tech_rating": ["3"], "source": ["Test"], "tonnage": ["180.0"],
    }
    blocks.update(changes)
    return blocks


def test_fixed_wing_support_cockpit_type_is_read():
    """MegaMek writes <cockpit_type> 0 (the standard aerospace cockpit) into
    every fixed-wing support vehicle file (e.g. the Comet Airliner ACL-800,
    TRO Vehicle Annex): read, no UNKNOWN_KEY; a support vehicle's crew works
    from its controls, so any other cockpit code stays a warning naming its
    line."""
    plain = construction.parse(blk_text(_fixed_wing_blocks()), "blk")
    assert "UNKNOWN_KEY" not in construction.validate(plain).codes()
    text = blk_text(_fixed_wing_blocks(cockpit_type=["1"]))
    odd = construction.parse(text, "blk")
    [note] = [i for i in construction.validate(odd).issues if i.code == "UNKNOWN_KEY"]
    assert note.item == "cockpit_type" and note.severity == "warning"
    assert text.splitlines()[note.line - 1].strip().lower() == "<cockpit_type>"
    assert odd.mounts == plain.mounts and odd.heat_sinks == plain.heat_sinks


def _ba_blocks(**changes) -> dict:
    blocks = {
        "UnitType": ["BattleArmor"], "Name": ["Test Suit"], "Model": ["(Sqd4)"], "mul id:": ["99998"],
        "year": ["3100"], "type": ["IS Level 2"], "chassis": ["biped"], "weightclass": ["2"],
        "motion_type": ["Jump"], "cruiseMP": ["1"], "jumpingMP": ["3"], "armor_type": ["28"], "armor_tech": ["1"],
        "armor": ["8"], "Trooper Count": ["4"], "source": ["Test"],
        "Squad Equipment": ["BABasicManipulator:LA", "BABasicManipulator:RA", "ISBASRM2OS:RA",
                            "Mission Equipment Storage:Body:SIZE:20.0"],
    }
    blocks.update(changes)
    return blocks


def test_battle_armor_size_modifier_and_slotless_one_shot_load():
    design = construction.parse(blk_text(_ba_blocks(slotless_equipment=["BA-SRM2 Ammo:Shots1#"])), "blk")
    storage = [m for m in design.mounts if "Storage" in m.item]
    assert [m.size for m in storage] == [20.0]
    assert not any(catalog().find(m.item).kind == "ammo" for m in design.mounts if catalog().find(m.item))
    old = construction.parse(blk_text(_ba_blocks(**{"Squad Equipment": [
        "BABasicManipulator:LA", "BABasicManipulator:RA", "ISBASRM2OS:RA", "Mission Equipment Storage (20 kg):Body"]})), "blk")
    assert [m.size for m in old.mounts if "Storage" in m.item] == [20.0]


@pytest.mark.parametrize("bad", ["SIZE", "SIZE:x", "SIZE:nan", "SIZE:inf", "SIZE:-3"])
def test_battle_armor_bad_size_is_a_parse_error_naming_the_line(bad):
    text = blk_text(_ba_blocks(**{"Squad Equipment": [f"Mission Equipment Storage:Body:{bad}"]}))
    with pytest.raises(construction.ParseError) as info:
        construction.parse(text, "blk")
    assert info.value.line is not None


def test_role_none_is_no_role():
    design = construction.parse(blk_text(_vehicle_blocks(role=["None"])), "blk")
    assert design.role is None and construction.summary(design)["role"] is None


# ----------------------------------------------------------------- the sample


def _sample() -> list[Path]:
    return sorted(p for p in SAMPLE.rglob("*") if p.suffix.lower() in (".mtf", ".blk"))


def test_manifest_names_every_sample_file_with_its_source_and_licence():
    rows = (SAMPLE / "MANIFEST.tsv").read_text(encoding="utf-8").splitlines()
    header, body = rows[0].split("\t"), [r.split("\t") for r in rows[1:] if r.strip()]
    assert header[:4] == ["file", "repo", "commit", "path"]
    listed = {r[0] for r in body}
    assert listed == {p.relative_to(SAMPLE).as_posix() for p in _sample()}
    assert all(len(r[2]) == 40 for r in body)
    assert "CC BY-NC-SA 4.0" in (SAMPLE / "README.md").read_text(encoding="utf-8")
def test_every_current_sample_file_parses_and_knows_its_equipment():
    """Files parsed: 100%; unknown equipment: none (the catalog holds every
    item today's sample mounts)."""
    from api.evaluate import evaluate_text

    families = collections.Counter()
    unknown = []
    for path in _sample():
        result, readable = evaluate_text(path.read_text(encoding="utf-8"), path.suffix[1:], source=str(path))
        assert readable, f"{path}: {result['errors']}"
        families[result["unit_type"]] += 1
        unknown += [f"{path.name}: {e['item']}" for e in result["errors"] if e["code"] == "UNKNOWN_EQUIPMENT"]
    assert not unknown, unknown
    assert set(families) >= {"mech", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry"}


def test_items_named_as_todays_files_name_them():
    """Names MegaMek uses today for items the 2021 registry had under
    another id resolve to that item (current.json aliases), and the items
    registered since carry their book and page and where each fact came
    from."""
    import json

    cat = catalog()
    assert cat.find("ISBAMagshotGaussRifle") is cat.find("ISBAMagshotGR") is not None
    assert cat.find("Manipulator (Non-Mech/Non-Battle Armor)") is not None
    current = json.loads((Path(__file__).parents[1] / "tools" / "catalog_src" / "current.json").read_text("utf-8"))
    for entry in current["items"]:
        item = cat.find(entry["id"])
        assert item is not None and item.ref["book"], entry["id"]
        # a page, or (where the source gives none, e.g. Shrapnel issues that
        # MegaMek cites without a page) a note saying so: never an invented page
        assert item.ref.get("page") or item.ref.get("page_note"), entry["id"]
        assert entry["learned_from"]
    for update in current["updates"]:
        assert update["citation"]["learned_from"] and update["ids"]


def test_clan_torpedo_artemis_v_rounds_by_todays_munition_name():
    """Today's Clan Artemis V torpedo rounds carry the munition's name
    '(Clan) Artemis V-capable' (MegaMek's CLAN_ARTEMIS_V_MISSILE mutator on
    the Clan SRT/LRT rounds; tools/registry_src/megamek_ammotype.json), as the
    WoR Osteon U writes them: 'Clan Ammo LRTorpedo-15 (Clan) Artemis V-capable'
    was unknown (9 bins, 9 t light).  Each resolves to the 2021 round of the
    same rack, and a bin of it in the Locust reads as that round."""
    cat = catalog()
    for kind, sizes in (("SRTorpedo", (2, 4, 6)), ("LRTorpedo", (5, 10, 15, 20))):
        for n in sizes:
            old = cat.find(f"Clan Ammo {kind}-{n} Artemis V-capable")
            assert old is not None and old.ammo.munition == ("M_ARTEMIS_V_CAPABLE",)
            assert cat.find(f"Clan Ammo {kind}-{n} (Clan) Artemis V-capable") is old
    text = fixture_text("locust.mtf").replace(
        "Left Torso:\n-Empty-\n", "Left Torso:\nClan Ammo LRTorpedo-15 (Clan) Artemis V-capable\n", 1)
    design = construction.parse(text, "mtf")
    assert "Clan Ammo LRTorpedo-15 Artemis V-capable" in [m.item for m in design.mounts]
    assert "UNKNOWN_EQUIPMENT" not in construction.validate(design).codes()


def test_clan_gauss_smg_by_todays_name():
    """MegaMek renamed the Clan Gauss SMG 'Gauss Submachine Gun' (the old
    'Gauss Submachinegun' now a lookup name), as today's TR:3085 Mimir/Watch
    Counter Insurgency Point names its primary weapon: it was
    UNKNOWN_EQUIPMENT, BV and Alpha Strike incomplete.  Both names resolve to
    the same catalog item, and a platoon carrying it by the new name is valid
    with complete BV."""
    cat = catalog()
    old = cat.find("Gauss Submachinegun")
    assert old is not None and cat.find("Gauss Submachine Gun") is old
    text = blk_text({
        "UnitType": ["Infantry"], "Name": ["Clan Mechanized Infantry"], "Model": ["Test"],
        "year": ["3060"], "type": ["Clan Level 3"], "motion_type": ["Tracked"],
        "Troopers Equipment": ["Clan Armor Kit (All)"], "squad_size": ["5"], "squadn": ["4"],
        "secondn": ["2"], "Primary": ["Gauss Submachine Gun"], "Secondary": ["Support Pulse Laser"]})
    design = construction.parse(text, "blk")
    report = construction.validate(design)
    assert "UNKNOWN_EQUIPMENT" not in report.codes()
    assert report.valid


def test_endo_composite_follows_todays_progression():
    """Clan Endo-Composite: advanced from 3073, standard from 3080 (TO:AUE
    p. 154 as MegaMek registers it today; the 2021 export had it
    experimental for good), so an ilClan-era design at standard rules uses
    it legally."""
    from construction.tech import LEVELS, item_rules_level

    item = catalog().find("Clan Endo-Composite")
    assert item_rules_level(item, 3150) == LEVELS["standard"]
    assert item_rules_level(item, 3075) < LEVELS["experimental"]


def test_every_bv_mismatch_on_the_sample_is_listed_with_its_reason():
    """BV = MUL on today's files, by MUL id (ground_truth.csv): every
    mismatch is in bv/known_discrepancies_current.csv, and every listed unit
    still disagrees (a fixed one must leave the list)."""
    import importlib.util

    import corpus

    corpus.require_corpus()
    path = Path(__file__).parents[1] / "benchmarks" / "current_sample.py"
    spec = importlib.util.spec_from_file_location("current_sample", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = bench.measure()
    mismatched = {mid for mid, *_ in out["bv_mismatches"]}
    listed = set(bench.known_current())
    assert mismatched == listed, (sorted(mismatched - listed), sorted(listed - mismatched))
    rows = sum(t.get("bv_rows", 0) for t in out["families"].values())
    assert rows >= 100 and len(mismatched) <= 0.05 * rows


@pytest.mark.parametrize("line", ["Jump Jet", "VehicleJumpJet"])
def test_a_jump_jet_line_on_a_vehicle_is_the_vehicular_jump_jet(line):
    """Today's RS:3150 Swallow Attack WiGE (Spotter) and TR:3150 Fensalir
    Combat WiGE (3137 Upgrade) write their jets 'Jump Jet', the vehicular
    jump jet's own name (2021 files: 'VehicleJumpJet'); a vehicle may mount
    no other jet (TO p. 349), so the line is that item, not the 'Mech jump
    jet (TM p. 225, refused on vehicles as VEH_ITEM_FAMILY).

    Worked by hand: the 30 t tracked test tank (cruise 4) with three jets in
    the body jumps 3 MP; each vehicular jet weighs 0.5 t at 55 t or less
    (the 'Mech table's band, TO p. 348), 1.5 t for the three; no item-family
    error. Either spelling gives the same design."""
    from construction.vehicle import weight_breakdown

    design = construction.parse(blk_text(_vehicle_blocks(**{"Body Equipment": [line] * 3})), "blk")
    jets = [mt for mt in design.mounts if mt.location == "BODY"]
    assert [mt.item for mt in jets] == ["VehicleJumpJet"] * 3
    assert design.jump_mp == 3
    assert sum(w for name, w in weight_breakdown(design) if name == "VehicleJumpJet") == 1.5
    assert "VEH_ITEM_FAMILY" not in construction.validate(design).codes()


def test_todays_swallow_spotter_jumps_on_vehicular_jets():
    """The sample's Swallow Attack WiGE (Spotter), 45 t: its seven 'Jump Jet'
    lines are vehicular jets (0.5 t each, 3.5 t), so it weighs exactly 45 t
    (it was 3.5 t light and refused with seven VEH_ITEM_FAMILY errors while
    the line was read as the 'Mech jump jet) and jumps 7 MP."""
    path = SAMPLE / "vehicles" / "3150" / "Swallow Attack WiGE (Spotter).blk"
    design = construction.parse(path.read_text(encoding="utf-8"), "blk")
    report = construction.validate(design)
    assert design.jump_mp == 7
    assert report.valid and not report.warnings, [i.code for i in report.errors + report.warnings]
