"""construction/rounding.py: the books' roundings, each forgiving float noise."""

import pytest

from construction.rounding import (round_half_up, round_to_half, round_up, round_up_to, round_up_to_half_ton,
                                   round_up_to_kilogram, round_up_to_tenth)


@pytest.mark.parametrize("tons, expected", [(3.0, 3.0), (3.01, 3.5), (3.5, 3.5), (3.51, 4.0),
                                            (0.1 + 0.2 + 2.7, 3.0),  # 3.0000000000000004 is 3 t
                                            (0.0, 0.0)])
def test_half_ton_up(tons, expected):
    assert round_up_to_half_ton(tons) == expected


def test_kilogram_and_step():
    assert round_up_to_kilogram(1.2341) == 1.235
    assert round_up_to_kilogram(0.1 * 3) == 0.3
    assert round_up_to(5.5, 1.0) == 6.0 and round_up_to(5.0, 1.0) == 5.0
    assert round_up_to(8.25, 0.5) == 8.5


def test_whole_numbers():
    assert round_up(2.0000000001) == 2 and round_up(2.01) == 3
    assert round_half_up(2.5) == 3 and round_half_up(3.5) == 4  # halves up, never to even
    assert round_half_up(2.4999) == 2 and round_half_up(-0.4) == 0


def test_alpha_strike_roundings():
    assert round_up_to_tenth(0.401) == 0.5 and round_up_to_tenth(0.4) == 0.4
    assert round_to_half(1.25) == 1.5 and round_to_half(1.24) == 1.0
