import pytest

import bv


@pytest.mark.parametrize("g,p,expected", [(4, 5, 1.0), (0, 0, 2.42), (8, 8, 0.64), (3, 4, 1.32), (5, 6, 0.86), (2, 3, 1.68)])
def test_skill_multiplier_table(g, p, expected):
    assert bv.skill_multiplier(g, p) == expected


@pytest.mark.parametrize("g,p", [(-1, 5), (9, 5), (4, 9), (4, -2), (4.5, 5), (4, "5"), (True, 5), (None, 5)])
def test_skill_multiplier_rejects_bad_values(g, p):
    with pytest.raises(ValueError) as exc:
        bv.skill_multiplier(g, p)
    assert "skill" in str(exc.value)
