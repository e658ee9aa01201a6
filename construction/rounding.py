"""Every rounding the rules ask for, in one place.

The books round in a handful of ways: weights up to the half ton ("round up
to the nearest half ton", TM p. 49), small support vehicles' weights up to
the kilogram (TM p. 130), other counts up to the next whole number ("or
fraction thereof"), and values "normally" to the nearest whole number with
halves up (TM p. 301 for BV, ASC p. 90 for Alpha Strike).  Alpha Strike adds
two of its own (heat up to the tenth, ASC errata; the nearest half point).

Every function forgives float noise (a weight worked out as 3.0000000001
tons is 3 tons, not 3.5), so callers never add their own tolerance.
Construction, BV and Alpha Strike all round here.
"""

from __future__ import annotations

import math
import re
from typing import Final

NOISE: Final = 1e-9  # far below any quantity the rules use (a gram, a tenth of a point)


# A whole number as text (a force file's skill, a query string's number):
# ASCII digits with a leading minus at most.  int() also reads " 4 ", "+4",
# "1_0" and the digits of other scripts ("٣" is 3), which no MegaMek file
# and no documented parameter holds.
WHOLE_NUMBER_TEXT: Final = re.compile(r"-?[0-9]{1,18}")


def round_up_to(value: float, step: float) -> float:
    """Up to the next multiple of ``step`` (a fraction of a step counts)."""
    return math.ceil(value / step - NOISE) * step


def round_up_to_half_ton(tons: float) -> float:
    """Up to the next half ton."""
    return math.ceil(tons * 2 - NOISE) / 2.0


def round_up_to_kilogram(tons: float) -> float:
    """Up to the next kilogram (small support vehicles, TM p. 130)."""
    return math.ceil(tons * 1000 - NOISE) / 1000.0


def round_up(value: float) -> int:
    """Up to the next whole number."""
    return int(math.ceil(value - NOISE))


def round_half_up(value: float) -> int:
    """To the nearest whole number, halves up ("round normally")."""
    return int(math.floor(value + 0.5 + NOISE))


def round_to_half(value: float) -> float:
    """To the nearest half point, quarter points up."""
    return 0.5 * round_half_up(value * 2)


def round_up_to_tenth(value: float) -> float:
    """Up to the next tenth: any fraction of a tenth counts (0.401 -> 0.5;
    the Alpha Strike heat conversion, ASC errata)."""
    tenths = value * 10
    whole = math.floor(tenths + NOISE)
    if tenths - whole > 1e-6:
        whole += 1
    return whole / 10


def number_text(value, places=None) -> str:
    """A number as the reports and sheets write it: whole values without a
    decimal point (3.0 -> "3"), others as Python writes them, first rounded
    to ``places`` decimals where given (BV steps to 4, Alpha Strike to 3)."""
    if isinstance(value, float):
        if places is not None:
            value = round(value, places)
        if value == int(value):
            return str(int(value))
    return str(value)


__all__ = ["number_text", "round_half_up", "round_to_half", "round_up", "round_up_to", "round_up_to_half_ton",
           "round_up_to_kilogram", "round_up_to_tenth"]
