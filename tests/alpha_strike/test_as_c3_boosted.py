"""C3 boosted slave on the Alpha Strike card (C3BSS and MHQ2).

The item (ISC3BoostedSystemSlaveUnit, TO p. 298: 3 t, 2 slots, flag
F_C3SBS) gives C3BSS and MHQ2 (equipment_specials.json, the ASC p. 96
equipment table).  Point value: the C3 bonus adds 5% of the subtotal,
to the half (ASC errata v1.4 p. 17), and MHQ# adds # (ASC p. 139, force
bonus abilities).

Worked by hand on the bare 'Mech (BareMechFactory: BM, size 2, 10", armor 5,
structure 4, 0/0/0): offensive size 2 / 2 = 1; defensive 10 / 8 = 1.25 +
(5 x 2 + 4 x 1) x 1.2 (TMM 2) = 16.8 -> 17 to the half; subtotal 19.25
-> PV 19.  With the slave in the left torso: C3 +0.9625 -> 1 to
the half, MHQ +2: 22.25 -> PV 22.

The Longbow LGB-14C2 reference row (C3BSS, MHQ2, PV 45) is a data
difference: its 2021 file has no C3 boosted slave (3 t of its 85 t unused,
two head slots empty); with the item written into those slots the file
converts to the reference card exactly.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import construction
import corpus
from bv import alpha_strike
from construction.model import Mount
from design_factories import BareMechFactory

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "synthetic"))
from synth import add  # noqa: E402

SLAVE = Mount("ISC3BoostedSystemSlaveUnit", "LT", (0, 1))


def _card(design) -> dict:
    return alpha_strike.convert(design).as_dict()


def test_bare_mech_without_c3():
    a = _card(BareMechFactory())
    assert a["pv"] == 19
    assert a["specials"] == ["ENE"]


def test_boosted_slave_gives_c3bss_mhq2_and_the_c3_bonus():
    d = add(BareMechFactory(), SLAVE)
    a = _card(d)
    assert a["specials"] == ["C3BSS", "ENE", "MHQ2"]
    assert a["pv"] == 22
    assert not construction.validate(d).errors


def _longbow_text() -> str:
    corpus.require_corpus()
    rows = [r for r in corpus.ground_truth() if (r["chassis"], r["model"]) == ("Longbow", "LGB-14C2")]
    assert len(rows) == 1
    path = corpus.corpus_path(rows[0]["corpus_path"])
    if path is None or not path.exists():
        pytest.skip("Longbow LGB-14C2 not in the corpus")
    return corpus.read_text(path)


def test_longbow_lgb_14c2_file_lacks_the_slave():
    """The 2021 file: no C3 item, 3 t unused; PV 41 against the reference's
    45 (C3BSS, MHQ2)."""
    d = construction.parse(_longbow_text(), "mtf")
    a = _card(d)
    assert "C3BSS" not in a["specials"] and "MHQ2" not in a["specials"]
    assert a["pv"] == 41
    assert "MECH_UNDERWEIGHT" in {i.code for i in construction.validate(d).warnings}


def test_longbow_lgb_14c2_with_the_slave_is_the_reference_card():
    head = "Head:\nLife Support\nSensors\nCockpit\nSensors\n-Empty-\n-Empty-\n"
    text = _longbow_text()
    assert head in text
    d = construction.parse(text.replace(head, head.replace("-Empty-", "ISC3BoostedSystemSlaveUnit"), 1), "mtf")
    a = _card(d)
    assert a["specials"] == ["C3BSS", "CASE", "IF2", "LRM0/1/2", "MHQ2", "SRM4/1"]
    assert a["pv"] == 45
    report = construction.validate(d)
    assert not report.errors and not report.warnings
