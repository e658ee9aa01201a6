"""Rules a player's custom 'Mech can break that no canonical unit shows
(issue 16, the 'Mech probe): each found passing on a design built to break
it, each hand-worked here on the bare 'Mech (BareMechFactory: 50 t Inner
Sphere biped, 33.5 t used, every torso slot free, arm slots 4-11 free, leg
slots 4-5 free; experimental rules in 3150), once broken and once kept.

* An item that only works with another has that other on the 'Mech
  (data/rules/mech.json equipment_rules.requires, MECH_ITEM_REQUIRES): a PPC
  capacitor a PPC (TO p. 337), an Artemis fire control system an LRM, SRM
  or MML launcher (TM p. 206), an Apollo fire control system an MRM (TO p.
  330), a machine gun array machine guns (TM p. 228).  Only the floor is
  checked: some partner on the 'Mech, not one per item or its location.
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
from synth import add, errors

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
