"""Rules a player's custom 'Mech can break that no canonical unit shows
(issue 16, the 'Mech probe): each found passing on a design built to break
it, each hand-worked here on the bare 'Mech (BareMechFactory: 50 t Inner
Sphere biped, 33.5 t used, every torso slot free, arm slots 4-11 free, leg
slots 4-5 free; experimental rules in 3150), once broken and once kept.

* An item that only works with another has that other on the 'Mech
  (data/rules/mech.json equipment_rules.requires, MECH_ITEM_REQUIRES): a PPC
  capacitor a PPC (TO p. 337), an Artemis fire control system an LRM, SRM
  or MML launcher (TM p. 206), an Apollo fire control system an MRM (TO p.
  330), a machine gun array machine guns (TM p. 228).  The floor is some
  partner on the 'Mech; the second probe (mechprobe2, below) adds the count
  per location: one launcher, PPC or MRM per system, two machine guns of
  the array's own type per array, in the add-on's location.
* A targeting computer fills one slot per ton, a ton per 4 tons (Clan 5) of
  direct-fire weapons rounded up (TM p. 238), split slots included: too
  few slots is MECH_ITEM_SLOTS_SHORT, too many MECH_ITEM_SIZE.  Before this the computer, a spreadable item, was left
  out of the slot count altogether.

Each failing case failed on the tree before these rules (the validator then
reported nothing but the bare 'Mech's MECH_UNDERWEIGHT warning).
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, errors, warnings

BARE = BareMechFactory()
CLAN = BareMechFactory(tech_base="Clan")


@pytest.mark.covers("PPC Capacitor", "ISArtemisIV", "ISApollo", "ISMGA")
@pytest.mark.parametrize("design", [
    # PPC capacitor: 1 t, 1 slot (TO p. 337)
    add(BARE, Mount("PPC Capacitor", "LT", (0,))),
    # Artemis IV FCS: 1 t, 1 slot (TM p. 206)
    add(BARE, Mount("ISArtemisIV", "RT", (0,))),
    # Apollo FCS: 1 t, 1 slot (TO p. 330)
    add(BARE, Mount("ISApollo", "LT", (0,))),
    # machine gun array: 0.5 t, 1 slot (TM p. 228)
    add(BARE, Mount("ISMGA", "LA", (4,))),
], ids=["PPC capacitor without a PPC", "Artemis IV without a launcher", "Apollo without an MRM",
        "machine gun array without machine guns"])
def test_an_item_without_the_item_it_works_with_is_refused(design):
    """Each alone on the bare 'Mech: 33.5 t + at most 1 t, slots free, so
    the one error is the missing partner."""
    assert errors(design) == {"MECH_ITEM_REQUIRES"}


@pytest.mark.parametrize("design", [
    # PPC 7 t (LT 0-2) + capacitor 1 t: 41.5 of 50 t
    add(BARE, Mount("PPC", "LT", (0, 1, 2)), Mount("PPC Capacitor", "LT", (3,))),
    # SRM 2 (1 t) + Artemis IV (1 t): 35.5 t
    add(BARE, Mount("SRM 2", "RT", (0,)), Mount("ISArtemisIV", "RT", (1,))),
    # MRM 10 (3 t, 2 slots) + Apollo (1 t): 37.5 t
    add(BARE, Mount("MRM 10", "LT", (0, 1)), Mount("ISApollo", "LT", (2,))),
    # two machine guns (0.5 t each) + the array (0.5 t): 35 t
    add(BARE, Mount("Machine Gun", "LA", (4,)), Mount("Machine Gun", "LA", (5,)), Mount("ISMGA", "LA", (6,))),
], ids=["PPC with its capacitor", "SRM 2 with Artemis IV", "MRM 10 with Apollo", "two machine guns and the array"])
def test_the_item_beside_its_partner_stays_valid(design):
    assert errors(design) == set()


# A PPC (7 t of direct-fire weapons, TM p. 238 counts it): an Inner Sphere
# targeting computer weighs 7 / 4 = 1.75 -> 2 t and fills 2 slots.
PPC = Mount("PPC", "LT", (0, 1, 2))


@pytest.mark.covers("ISTargeting Computer", "CLTargeting Computer")
@pytest.mark.parametrize("tc, code", [
    ((Mount("ISTargeting Computer", "RT", (0,)),), "MECH_ITEM_SLOTS_SHORT"),
    ((Mount("ISTargeting Computer", "RT", (0, 1, 2)),), "MECH_ITEM_SIZE"),
], ids=["1 slot of 2", "3 slots of 2"])
def test_a_targeting_computer_of_the_wrong_size_is_refused(tc, code):
    """PPC 7 t + computer 2 t = 42.5 of 50 t: only the slot count is wrong."""
    assert code in errors(add(BARE, PPC, *tc))


@pytest.mark.parametrize("design", [
    add(BARE, PPC, Mount("ISTargeting Computer", "RT", (0, 1))),
    # split between the right torso and the center torso: 1 + 1 of 2
    add(BARE, PPC, Mount("ISTargeting Computer", "RT", (11,), split_location="CT", split_slots=(10,))),
    # Clan: an ER large laser (4 t) needs 4 / 5 = 0.8 -> 1 t, 1 slot
    add(CLAN, Mount("CLERLargeLaser", "LT", (0,)), Mount("CLTargeting Computer", "LT", (1,))),
], ids=["2 slots for 7 t", "split 1 + 1", "Clan, 1 slot for 4 t"])
def test_a_targeting_computer_of_its_size_stays_valid(design):
    assert errors(design) == set()


def test_a_clan_targeting_computer_counts_five_tons_a_slot():
    """The Clan ER large laser's 4 t over 5 is one slot; two are too many."""
    d = add(CLAN, Mount("CLERLargeLaser", "LT", (0,)), Mount("CLTargeting Computer", "LT", (1, 2)))
    assert errors(d) == {"MECH_ITEM_SIZE"}


@pytest.mark.parametrize("design, code, book, page", [
    (add(BARE, Mount("PPC Capacitor", "LT", (0,))), "MECH_ITEM_REQUIRES", "TO", "337"),
    (add(BARE, Mount("ISApollo", "LT", (0,))), "MECH_ITEM_REQUIRES", "TO", "330"),
    (add(BARE, Mount("ISMGA", "LA", (4,))), "MECH_ITEM_REQUIRES", "TM", "228"),
], ids=["capacitor", "Apollo", "machine gun array"])
def test_an_issue_raised_by_a_table_row_cites_the_row_s_page(design, code, book, page):
    """MECH_ITEM_REQUIRES serves every row of equipment_rules.requires and
    has no page of its own: the issue (and the API's ``rule``) cites the row
    that raised it, so each refusal names the page of its own item."""
    import construction

    issues = [i.to_dict() for i in construction.validate(design).issues if i.code == code]
    assert [i["rule"] for i in issues] == [{"book": book, "page": page}]


# ---------------------------------------------------------------- mechprobe2
# The second 'Mech probe: the add-ons linked to an item of their own location
# (equipment_rules.requires rows with per_location), one-to-a-location items
# (per_location_max) and the targeting computer with nothing to serve.  Each
# failing design passed before (nothing but MECH_UNDERWEIGHT).

@pytest.mark.covers("ISMGA", "ISArtemisIV", "ISApollo", "PPC Capacitor", "ISRISCLaserPulseModule")
@pytest.mark.parametrize("design", [
    # machine gun array (0.5 t) + one machine gun (0.5 t) in LA: 34.5 t; the
    # array links 2 to 4 (TM p. 228): 1 of 2 in its location
    add(BARE, Mount("Machine Gun", "LA", (4,)), Mount("ISMGA", "LA", (5,))),
    # a standard array beside two light machine guns (0.5 t each): none of its own type
    add(BARE, Mount("Light Machine Gun", "LA", (4,)), Mount("Light Machine Gun", "LA", (5,)), Mount("ISMGA", "LA", (6,))),
    # the array in LA, its two guns in RA: none in its location
    add(BARE, Mount("Machine Gun", "RA", (4,)), Mount("Machine Gun", "RA", (5,)), Mount("ISMGA", "LA", (4,))),
    # SRM 2 (1 t) + two Artemis IV (1 t each) in RT: 36.5 t; one system per launcher (TM p. 206)
    add(BARE, Mount("SRM 2", "RT", (0,)), Mount("ISArtemisIV", "RT", (1,)), Mount("ISArtemisIV", "RT", (2,))),
    # the launcher in LT, its Artemis in RT: none in the system's location
    add(BARE, Mount("SRM 2", "LT", (0,)), Mount("ISArtemisIV", "RT", (1,))),
    # MRM 10 (3 t) in LT, Apollo (1 t) in RT: 37.5 t (TO p. 330)
    add(BARE, Mount("MRM 10", "LT", (0, 1)), Mount("ISApollo", "RT", (0,))),
    # PPC (7 t) + two capacitors (1 t each) in LT: 42.5 t; one per PPC (TO p. 337)
    add(BARE, Mount("PPC", "LT", (0, 1, 2)), Mount("PPC Capacitor", "LT", (3,)), Mount("PPC Capacitor", "LT", (4,))),
    # PPC in LT, capacitor in RT
    add(BARE, Mount("PPC", "LT", (0, 1, 2)), Mount("PPC Capacitor", "RT", (0,))),
    # RISC laser pulse module (1 t) with no laser (IO p. 93)
    add(BARE, Mount("ISRISCLaserPulseModule", "LT", (0,))),
], ids=["array beside one gun", "standard array beside light guns", "array away from its guns",
        "two Artemis for one launcher", "Artemis away from its launcher", "Apollo away from its MRM",
        "two capacitors for one PPC", "capacitor away from its PPC", "RISC module without a laser"])
def test_an_add_on_without_its_own_item_in_its_location_is_refused(design):
    """Weight and slots are within the bare 'Mech's (at most 42.5 of 50 t,
    slots free), so the one error is the missing partner in the location."""
    assert errors(design) == {"MECH_ITEM_REQUIRES"}


@pytest.mark.parametrize("design", [
    # the array and two machine guns in LA: 35 t (the existing valid case's shape)
    add(BARE, Mount("Machine Gun", "LA", (4,)), Mount("Machine Gun", "LA", (5,)), Mount("ISMGA", "LA", (6,))),
    # a light array and two light machine guns: 35 t
    add(BARE, Mount("Light Machine Gun", "LA", (4,)), Mount("Light Machine Gun", "LA", (5,)), Mount("ISLMGA", "LA", (6,))),
    # two SRM 2 and two Artemis IV in RT: 37.5 t
    add(BARE, Mount("SRM 2", "RT", (0,)), Mount("SRM 2", "RT", (1,)), Mount("ISArtemisIV", "RT", (2,)), Mount("ISArtemisIV", "RT", (3,))),
    # medium laser (1 t) + RISC module (1 t) in LT: 35.5 t
    add(BARE, Mount("Medium Laser", "LT", (0,)), Mount("ISRISCLaserPulseModule", "LT", (1,))),
    # medium laser + laser insulator (0.5 t): 35 t
    add(BARE, Mount("Medium Laser", "LT", (0,)), Mount("ISLaserInsulator", "LT", (1,))),
], ids=["array with two guns", "light array with two light guns", "two launchers two Artemis",
        "laser with RISC module", "laser with insulator"])
def test_an_add_on_beside_its_own_item_stays_valid(design):
    assert errors(design) == set()
    assert warnings(design) == {"MECH_UNDERWEIGHT"}


@pytest.mark.covers("ISLaserInsulator")
def test_a_laser_insulator_without_a_laser_is_a_warning():
    """TO p. 322 with its errata: extra insulators on one laser do nothing
    more, a wasted item and not an illegal one; 34 t, valid with a warning."""
    d = add(BARE, Mount("ISLaserInsulator", "LT", (0,)))
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT", "MECH_ITEM_UNSERVED"}


@pytest.mark.covers("Spikes", "ISModularArmor")
@pytest.mark.parametrize("design, code", [
    # two clusters of spikes (0.5 t each) in LA: one per location (TO p. 288 errata)
    (add(BARE, Mount("Spikes", "LA", (4,)), Mount("Spikes", "LA", (5,))), "MECH_ITEM_LOCATION"),
    # two modular armor packs (1 t each) in LT: one per location (TO p. 280 errata)
    (add(BARE, Mount("ISModularArmor", "LT", (0,)), Mount("ISModularArmor", "LT", (1,))), "MECH_ITEM_LOCATION"),
], ids=["two spikes in one arm", "two modular armor packs in one torso"])
def test_a_second_one_in_a_location_is_refused(design, code):
    assert errors(design) == {code}


@pytest.mark.parametrize("design", [
    add(BARE, Mount("Spikes", "LA", (4,)), Mount("Spikes", "RA", (4,))),
    add(BARE, Mount("ISModularArmor", "LT", (0,)), Mount("ISModularArmor", "RT", (0,))),
], ids=["spikes in each arm", "modular armor in each side torso"])
def test_one_in_each_location_stays_valid(design):
    assert errors(design) == set()


def test_a_targeting_computer_with_no_weapon_to_serve_is_refused():
    """TM p. 238: a ton per 4 t of direct-fire weapons; with none it serves
    nothing.  The slot check keeps its one slot at the least (one slot here,
    so no slot error): the one error is the missing weapon."""
    d = add(BARE, Mount("ISTargeting Computer", "RT", (0,)))
    assert errors(d) == {"MECH_ITEM_REQUIRES"}
