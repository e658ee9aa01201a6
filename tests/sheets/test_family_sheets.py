"""Vehicle, support vehicle and battle armor sheets: content, packing, sizes."""

from __future__ import annotations

import pytest

import bv
import records
from construction import derived
from construction.model import (BattleArmorDetails, Design, Engine, LocationArmor, Mount, SupportVehicleDetails,
                                VehicleDetails)
from records.common import inventory
from sheet_helpers import page_sizes, page_texts, squash


def tank(**kw) -> Design:
    base = dict(
        unit_type="combat_vehicle", chassis="Handmade Tank", model="HT-1", year=3025, tonnage=50.0,
        engine=Engine("fusion", 200), structure="standard", armor_type="standard", walk_mp=4,
        armor=(LocationArmor("FRONT", 30), LocationArmor("LEFT", 22), LocationArmor("RIGHT", 23),
               LocationArmor("REAR", 15), LocationArmor("TURRET", 25)),
        mounts=(Mount("Large Laser", "TURRET", turret=True), Mount("SRM 6", "FRONT"),
                Mount("IS Ammo SRM-6", "BODY")),
        vehicle=VehicleDetails(motive="tracked", turret="single"),
    )
    base.update(kw)
    return Design(**base)


def vtol() -> Design:
    return tank(chassis="Handmade Copter", model="HC-2", tonnage=20.0, walk_mp=10,
                armor=(LocationArmor("FRONT", 8), LocationArmor("LEFT", 6), LocationArmor("RIGHT", 6),
                       LocationArmor("REAR", 4), LocationArmor("ROTOR", 2)),
                mounts=(Mount("Medium Laser", "FRONT"),), vehicle=VehicleDetails(motive="vtol"))


def support() -> Design:
    return Design(unit_type="support_vehicle", chassis="Handmade Truck", model="HT-S", year=3050, tonnage=30.0,
                  engine=Engine("ice", 120), walk_mp=4, armor_type="standard",
                  armor=(LocationArmor("FRONT", 10), LocationArmor("LEFT", 8), LocationArmor("RIGHT", 8),
                         LocationArmor("REAR", 6)),
                  mounts=(Mount("Machine Gun", "FRONT"),),
                  support_vehicle=SupportVehicleDetails(motive="wheeled", weight_class="medium", bar=6))


def squad(troopers=5) -> Design:
    return Design(unit_type="battle_armor", chassis="Handmade Suit", model="HS-1", year=3060, tonnage=1.0,
                  walk_mp=1, jump_mp=3, armor_type="ba_standard", tech_base="IS",
                  armor=(LocationArmor("TROOPER", 8),),
                  mounts=(Mount("ISBASRM2", "RA"), Mount("CLBALightMG", "LA")),
                  battle_armor=BattleArmorDetails(chassis="biped", weight_class="medium", motion="jump",
                                                  troopers=troopers))


def _check_content(design, text):
    flat = squash(text)
    assert design.name in flat
    for row in inventory(design):
        assert row.name in flat
    try:
        base = bv.compute(design).base_bv
    except Exception:  # a family without BV yet prints "not available"
        assert "Battle Value: not available" in flat
    else:
        assert f"Battle Value: {base:,}" in flat


def test_tank_and_vtol_share_a_page():
    t, v = tank(), vtol()
    pdf = records.render([t, v], gunnery=3, piloting=4)
    (page,) = page_texts(pdf)
    for d in (t, v):
        _check_content(d, page)
        flat = squash(page)
        for a in d.armor:
            assert f"({a.front})" in flat
    flat = squash(page)
    assert "COMBAT VEHICLE RECORD SHEET" in flat and "VTOL RECORD SHEET" in flat
    assert "Rotor" in flat and "Turret" in flat
    assert f"IS {derived.vehicle_internal_structure(t)['FRONT']}" in flat
    assert "Commander Hit +1" in flat and "Driver Hit +2" in flat
    assert "MOTIVE SYSTEM DAMAGE" in flat


def test_chin_turret_label():
    v = vtol()
    v = v.replace(armor=v.armor + (LocationArmor("TURRET", 4),), vehicle=VehicleDetails(motive="vtol", turret="chin"))
    assert "Chin Turret" in squash(page_texts(records.render([v]))[0])  # TO errata E, TO p. 348


def test_support_vehicle_shows_bar_and_class():
    s = support()
    (page,) = page_texts(records.render([s]))
    _check_content(s, page)
    flat = squash(page)
    assert "MEDIUM SUPPORT VEHICLE RECORD SHEET" in flat
    assert "BAR 6" in flat and "BAR: 6" in flat
    # minimum crew (TM p. 131): base 2 (medium wheeled) + 0.5 t of weapons / 2 -> 1 gunner = 3
    assert "Crew 3 (minimum 3)" in flat


def test_battle_armor_squads_packed_four_per_page():
    squads = [squad(t) for t in (1, 4, 5, 6, 6)]
    pdf = records.render(squads, paper="a4")
    assert len(page_sizes(pdf)) == 2
    pages = page_texts(pdf)
    flat = squash(pages[0])
    _check_content(squads[0], pages[0])
    assert "Trooper 6" in flat and "Trooper 1" in flat
    assert "Leg attack" in flat and "Swarm attack" in flat
    assert "8 armor pips per trooper" in flat


def test_families_mixed_in_one_pdf_in_order():
    pdf = records.render([tank(), squad(), tank(), support()])
    pages = page_texts(pdf)
    # tank / squad / tank+? - consecutive units of one family share a page only
    assert len(pages) == 4
    assert "Handmade Suit" in squash(pages[1])


def test_identical_bytes_for_every_family():
    units = [tank(), vtol(), support(), squad()]
    assert records.render(units, paper="a4") == records.render(units, paper="a4")


def test_undrawable_family_designs():
    with pytest.raises(records.SheetError):
        records.render([tank(armor=())])
    with pytest.raises(records.SheetError):
        records.render([squad(troopers=7)])


@pytest.mark.parametrize("family,relpath", [
    ("tracked tank", "vehicles/3039u/Bulldog Medium Tank.blk"),
    ("VTOL", "vehicles/3039u/Warrior H-7 Attack Helicopter.blk"),
    ("support vehicle", "vehicles/HB HL/C-85 Sprinter Delivery Vehicle.blk"),
    ("battle armor", "battlearmor/XTRs/Clans/Elemental II Battle Armor X.blk"),
])
def test_corpus_units(family, relpath):
    from corpus import require_corpus, unpacked

    require_corpus()
    import construction

    path = unpacked() / "mechfiles" / relpath
    if not path.is_file():
        pytest.skip(f"{relpath} not in this corpus")
    design = construction.parse(path.read_text(encoding="utf-8", errors="replace"), "blk")
    (page,) = page_texts(records.render([design]))
    _check_content(design, page)
    flat = squash(page)
    if design.unit_type == "battle_armor":
        assert f"{design.armor[0].front} armor pips per trooper" in flat
    else:
        for a in design.armor:
            assert f"({a.front})" in flat


def test_battle_armor_anti_mech_rows_follow_the_tw_tables():
    # Leg Attacks Table: 4-6 +0, 3 +2, 2 +5, 1 +7; Swarm Attacks Table: 4-6 +2, 1-3 +5 (TW pp. 220-221).
    flat = squash(page_texts(records.render([squad(4)]))[0])
    leg = flat[flat.index("Leg attack"):flat.index("Swarm attack")]
    swarm = flat[flat.index("Swarm attack"):]
    assert leg.replace(" ", "").startswith("Legattack+0+2+5+7"), leg[:40]
    assert swarm.replace(" ", "").startswith("Swarmattack+2+5+5+5"), swarm[:40]
