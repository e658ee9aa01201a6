"""construction/item_groups.py: which rule rows a design's groups touch."""

from __future__ import annotations

import random

import pytest

from construction import mech, vehicle
from construction.item_groups import Grouped, touching


@pytest.mark.parametrize("rules, sections", [
    (mech.tables()["equipment_rules"], mech._GROUP_SECTIONS),
    (vehicle.rule_tables()["equipment_rules"], vehicle._GROUP_SECTIONS),
], ids=["mech", "vehicle"])
def test_touching_gives_the_rows_naming_any_group_in_table_order(rules, sections):
    """The indexed answer is the plain scan's: every row one of whose
    groups the design has, in the table's order, for sets of group names
    from none to every group (plus a name no row uses)."""
    names = sorted(rules["groups"]) + ["no such group"]
    rng = random.Random(14)
    samples = [frozenset(), frozenset(names)] + [frozenset(rng.sample(names, rng.randint(1, 8))) for _ in range(150)]
    touched_rows = 0
    for group_names in samples:
        found = touching(rules, sections, Grouped((), group_names))
        for section in sections:
            expected = tuple(row for row in rules[section] if not group_names.isdisjoint(row["groups"]))
            assert found[section] == expected, (section, sorted(group_names))
            touched_rows += len(expected)
    assert touched_rows > 100  # the samples do touch rows
