"""Two RISC heat-management systems that today's MegaMek files write on
header lines rather than as slots: RISC super-cooled myomer
(``myomer:Super-Cooled``, IO p. 92; IO:AE p. 88 in MegaMek's current source) and the RISC Heat Sink Override Kit
(``heat sink kit:RISC Heat Sink Override Kit``, IO pp. 92-93).  Found on the
Emperor EMP-6X and BattleAxe BKX-RISC (XTR: RISC, current files): the first
did not parse ("unknown myomer 'Super-Cooled'"), the second warned of an
unread line and left the kit out of its BV.

BareMechFactory (tests/design_factories.py): 33.5 t of 50 t, BV 783 by hand
(defensive 549.5 x 1.3 = 714.35 + offensive 50 x 1.37 = 68.5 = 782.85).

* Super-cooled myomer: the musculature the myomer line names takes the 6
  slots of its item, ISSuperCooledMyomer (catalog: 6 slots, 0 t, F_SCM), as
  triple-strength myomer takes its 6 TSM slots (TM p. 240).  The line
  without them is an error.  No weight, no BV of its own; the bare 'Mech
  has no weapons, so its BV stays 783.
* Override kit: BV x 1.01 after the cockpit modifier (MegaMek's
  MekBVCalculator.processSummarize): 782.85 x 1.01 = 790.68 -> 791.
"""

from __future__ import annotations

import dataclasses

import pytest

import construction
from construction.model import Mount
from design_factories import BareMechFactory, BareSuperheavyMechFactory
from factories import fixture_text
from synth import add, bv_of, errors

KIT = "RISC Heat Sink Override Kit"


def _mech(**changes):
    d = BareMechFactory()
    return dataclasses.replace(d, mech=dataclasses.replace(d.mech, **changes))


@pytest.mark.covers("myomer:super_cooled", "ISSuperCooledMyomer")
def test_super_cooled_myomer_takes_its_six_slots():
    d = add(_mech(myomer="super_cooled"), Mount("ISSuperCooledMyomer", "RT", tuple(range(6))))
    assert errors(d) == set()
    assert bv_of(d) == 783


@pytest.mark.covers("myomer:super_cooled")
def test_super_cooled_myomer_without_its_slots_is_an_error():
    assert "MECH_MYOMER" in errors(_mech(myomer="super_cooled"))


def test_the_override_kit_multiplies_the_bv_by_1_01():
    assert bv_of(_mech(heat_sink_kit=KIT)) == 791
    assert bv_of(_mech()) == 783


def test_the_mtf_lines_are_read_and_written_back():
    text = fixture_text("locust.mtf").replace("myomer:Standard", f"myomer:Standard\nheat sink kit:{KIT}", 1)
    design = construction.parse(text, "mtf")
    assert design.mech.heat_sink_kit == KIT
    assert "UNKNOWN_KEY" not in construction.validate(design).codes()
    assert f"\nheat sink kit:{KIT}\n" in construction.export(design, "mtf")
    scm = construction.parse(fixture_text("locust.mtf").replace("myomer:Standard", "myomer:Super-Cooled", 1), "mtf")
    assert scm.mech.myomer == "super_cooled"
    assert "\nmyomer:Super-Cooled\n" in construction.export(scm, "mtf")


@pytest.mark.covers("myomer:super_cooled")
def test_a_superheavy_places_half_the_slots():
    """On a superheavy 'Mech a slot holds two, so the 6 slots are 3 (IO
    p. 178; the Malice MAL-Y-SH-RISC writes its super-cooled myomer in RT,
    LL and RL).  The myomer itself is still refused there (MECH_SUPERHEAVY,
    the existing rule), but its slot count is not an error."""
    base = BareSuperheavyMechFactory()
    d = add(dataclasses.replace(base, mech=dataclasses.replace(base.mech, myomer="super_cooled")),
            Mount("ISSuperCooledMyomer", "RT", (0,)), Mount("ISSuperCooledMyomer", "LL", (4,)),
            Mount("ISSuperCooledMyomer", "RL", (4,)))
    codes = errors(d)
    assert "MECH_MYOMER" not in codes
    assert "MECH_SUPERHEAVY" in codes
