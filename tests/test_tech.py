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


@pytest.mark.parametrize("item_id", ["Supercharger", "Supercharger (Clan)"])
@pytest.mark.parametrize("year", [3050, 3072, 3073, 3151])
def test_both_supercharger_entries_follow_today_s_single_supercharger(item_id, year):
    """Today's MegaMek registry has one supercharger for both tech bases
    ('Supercharger (Clan)' is one of its lookup names; TO:AUE p. 157): static
    level standard, advanced then standard (All_TW) from 3073 by year.  The
    catalog's Clan entry (from the 2021 export: static experimental;
    experimental, advanced from 3073) takes the same facts.  A design's item
    level is the year's step capped by the static level (construction.tech),
    so both entries read standard (1) in every year: a standard-rules Clan
    design with one draws no MECH_RULES_LEVEL_ABOVE (it drew it at 2 from
    3073, and the experimental MECH_RULES_LEVEL error before)."""
    from construction.catalog import catalog
    from construction.tech import item_rules_level

    assert item_rules_level(catalog().get(item_id), year) == 1
