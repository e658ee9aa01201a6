"""Issue 16's checklist, audited: every member of every item family
(weapon classes, ammunition types and munitions, defensive items, armor,
structure, engine, gyro, cockpit and myomer types, battle armor and
ProtoMech armor, partial wings, modular armor, the Alpha Strike specials
the conversion can emit, battle armor manipulators and mounts, support
vehicle chassis modifications), enumerated from the program's own data by
tests/synthetic/checklist.py, has a hand-worked test marked as covering it,
or is listed in checklist_open.csv with its reason - 'impossible' (no test
can cover it) or 'open' (not worked out yet).  A listed member that is now
covered fails too, so the list cannot go stale."""

from __future__ import annotations

import pytest

import checklist


@pytest.fixture(scope="module")
def audit():
    return checklist.categories(), checklist.listed_open()


def test_every_member_is_hand_worked_or_listed(audit):
    cats, listed = audit
    missing = [f"{name}: {m}" for name, c in cats.items() for m in c["members"]
               if not c["covered"][m] and (name, m) not in listed]
    assert not missing, "no hand-worked test covers these (add one, or list them in checklist_open.csv):\n" + \
        "\n".join(missing)


def test_no_listed_member_is_covered_or_unknown(audit):
    cats, listed = audit
    for (name, m), (status, reason) in listed.items():
        assert name in cats and m in cats[name]["members"], f"checklist_open.csv names no member: {name}: {m}"
        assert status in ("impossible", "open"), (name, m, status)
        assert reason.strip(), (name, m)
        assert not cats[name]["covered"][m], f"{name}: {m} is covered now ({cats[name]['covered'][m][0]}): " \
                                             "take it off checklist_open.csv"


def test_every_checklist_marker_names_a_member(audit):
    """@pytest.mark.checklist names a category and members exactly."""
    cats, _ = audit
    for (name, m), where in checklist.checklist_marks().items():
        assert name in cats and m in cats[name]["members"], f"{where[0]}: checklist({name!r}, {m!r}) names no member"


def test_the_special_codes_are_read_off_the_conversion():
    """The enumeration finds the codes each part of the conversion writes:
    equipment table (ECM), steps.py (CASE, TUR), the chassis seeds
    (battle armor MEC, vehicle SRCH, LAM FUEL), the armor code tables (CR,
    RCA) and the artillery codes (ARTLT); and no unit-type or location
    word."""
    codes = set(checklist.as_specials())
    assert {"ECM", "CASE", "TUR", "MEC", "SRCH", "FUEL", "CR", "RCA", "ARTLT", "ARTCM12", "LRM", "HT"} <= codes
    assert not {"BM", "CV", "BA", "BODY", "LA", "TURRET", "APM"} & codes
