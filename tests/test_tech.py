"""The tech-base, rules-level and date facts every family shares (construction/tech.py)."""

import pytest


@pytest.mark.parametrize(
    "item_level, design_level, expected",
    [
        (1, "standard", None),
        (1, "introductory", None),  # introductory designs may use standard items
        (2, "standard", "X_RULES_LEVEL_ABOVE"),
        (2, "advanced", None),
        (3, "advanced", "X_RULES_LEVEL"),
        (3, "standard", "X_RULES_LEVEL"),
        (3, "experimental", None),
    ],
)
def test_one_rules_level_rule_for_every_family(item_level, design_level, expected):
    from construction.tech import rules_level_code

    assert rules_level_code("X", item_level, design_level) == expected
