"""Three items whose open coverage cells (issue 16) are answered with "not
counted" rather than a new value: the air-launched Arrow IV, the battle
armor mine dispenser and the combat vehicle escape pod; beside them the
magnetic clamp, whose BV the battle armor offensive-equipment step (now
read from bv/data/battle_armor.json) keeps counting.

BareBattleArmorFactory: four IS medium suits, BV 92 = trooper 17.6 x 5.2
(TM p. 308 squad multiplier), 1 ground MP: speed factor (1 + (1 - 5) /
10) ^ 1.2 = 0.54 (TO p. 380).  BareTankFactory: BV 325, card 0/0/0 with ENE
and SRCH, PV 9 (armor 3 x 1.8 + structure 2 = 7.4 x defense factor 1.1 =
8.14 -> 8, + movement 8"/8 = 1; no damage).
"""

from __future__ import annotations

import pytest

from bv import alpha_strike
from construction.catalog import catalog
from construction.model import Mount
from design_factories import BareBattleArmorFactory, BareTankFactory
from synth import add, bv_of, card, errors


@pytest.mark.covers("BombArrowIV", "ArrowIVMissile Ammo", "ArrowIVHomingMissile Ammo")
def test_the_air_launched_arrow_iv_is_aerospace_ordnance():
    """The air-launched Arrow IV (TO:AUE p. 171, 'Arrow IV Bomb Mount' in
    MegaMek's current data) is the weapon a unit gets for each Arrow IV
    missile it carries as external ordnance: 0 t, 0 slots, BV 0, never an
    item a design mounts.  The 2021 export listed it for 'Mechs and
    vehicles only because of the artillery class it is built on; the
    catalog now lists it for aerospace units, like the other bomb weapons,
    so its missiles feed no ground unit's weapon either."""
    bomb = catalog().by_id("BombArrowIV")
    assert bomb.mountable_on == ("aero",)
    assert "F_BOMB_WEAPON" in bomb.flags and bomb.bv == 0 and bomb.tonnage == 0
    assert catalog().by_id("ArrowIVMissile Ammo").mountable_on == ()


def test_a_magnetic_clamp_counts_as_offensive_equipment():
    """Magnetic clamps (TM p. 260, BV 1) are offensive equipment of the
    trooper (TM p. 308): 17.6 + 1 x 0.54 = 18.14, x 5.2 = 94.33 -> 94."""
    d = add(BareBattleArmorFactory(), Mount("BA-Magnetic Clamp", "BODY"))
    assert bv_of(d) == 94
    assert errors(d) == set()


@pytest.mark.covers("ISBAMineDispenser")
@pytest.mark.parametrize("per_trooper", [False, True], ids=["squad", "each trooper"])
def test_a_mine_dispenser_adds_no_battle_value(per_trooper):
    """The battle armor mine dispenser (TM p. 260; 8 BV in the catalog) is
    not among the offensive equipment the battle armor procedure values
    (mines and magnetic clamps, bv/data/battle_armor.json): 92 whether the
    squad mounts it or each trooper lists one (the layout of today's Fa
    Shih file), 50 kg a suit, valid.  Its minefields are on the card:
    MDS2 (ASC p. 96, tests/synthetic/test_battle_armor_card_equipment.py)."""
    squad = BareBattleArmorFactory()
    mounts = ([Mount("ISBAMineDispenser", "BODY", trooper=i) for i in range(1, 5)] if per_trooper
              else [Mount("ISBAMineDispenser", "BODY")])
    d = add(squad, *mounts)
    assert bv_of(d) == 92
    assert "MDS2" in card(d)[1]
    assert errors(d) == set()


@pytest.mark.covers("ISCombatVehicleEscapePod")
def test_a_combat_vehicle_escape_pod_gives_no_ability():
    """A combat vehicle escape pod (TO:AUE p. 121: 4 t, in the rear) on the
    bare tank: BV unchanged (325: the pod has no BV, TO p. 309); the card
    gains nothing - ES is an ejection seat's ability
    (bv/alpha_strike/data/equipment_specials.json, whose pod row gives the
    reason) - so 0/0/0 with ENE and SRCH, PV 9; valid."""
    bare = BareTankFactory()
    d = add(bare, Mount("ISCombatVehicleEscapePod", "REAR"))
    assert bv_of(d) == bv_of(bare) == 325
    assert card(d) == ("0/0/0", frozenset({"ENE", "SRCH"}))
    assert alpha_strike.convert(d).pv == 9
    assert errors(d) == set()
