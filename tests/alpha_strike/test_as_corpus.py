"""Alpha Strike conversion against the corpus reference (MegaMek 0.49.14).

The rates measured by benchmarks/alpha_strike_corpus.py are asserted as
floors (raise them when the converter improves, never lower them).  Skips
cleanly without the shared corpus.  Mismatch classes are explained in
bv/alpha_strike/known_discrepancies.md.
"""

import sys
from pathlib import Path

import pytest

import corpus

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

# family -> (PV exact %, all card stats exact %, specials equal as a set %)
FLOORS = {
    "mek": (99.1, 99.2, 98.9),
    "combat_vehicle": (99.2, 99.0, 98.4),
    "support_vehicle": (99.3, 97.9, 98.7),
    "battle_armor": (99.2, 99.0, 98.4),
}


@pytest.fixture(scope="module")
def rates():
    corpus.require_corpus()
    import contextlib
    import io
    import json

    import alpha_strike_corpus

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        alpha_strike_corpus.main(["--json"])
    return json.loads(out.getvalue())


@pytest.mark.parametrize("family", sorted(FLOORS))
def test_rates_are_floors(rates, family):
    pv, stats, specials = FLOORS[family]
    r = rates[family]
    assert r["unconverted"] == 0
    assert r["pv"] >= pv, r
    assert r["stats"] >= stats, r
    assert r["specials"] >= specials, r


def test_split_specials():
    import alpha_strike_corpus as b

    assert b.split_specials("CASE, TUR(4/3/2, IF1, TOR1/1/-), SRCH") == ["CASE", "TUR(4/3/2, IF1, TOR1/1/-)", "SRCH"]
    assert b.normalise("AC3/3/0") == "AC3/3/-" and b.normalise("SNARC1") == "SNARC"
