"""Hostile input, exported: whatever design the importers accept from a
mutated unit file (tests/test_hostile_input.py's mutations of today's
files: huge or odd numbers, dropped, repeated or cut lines, unicode and
control characters), ``construction.export`` either writes a file that
reads back as the identical design and exports to the same bytes, or
refuses with an ExportError naming a field; never anything else.

``MECHFORGE_FUZZ_EXAMPLES`` / 4 inputs per test (500 by default; 24,000
random ones found nothing more after the 'Mech writer learnt to write a
fixed system's ``(R)``)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings

import construction
from construction.writers import format_for
from test_hostile_input import MTF, SAMPLE, mutated

# every family's files of today's sample (the importers' own fuzz test leaves
# ProtoMeks and infantry out of its .blk list)
BLK = [p.read_text(encoding="utf-8") for p in sorted(SAMPLE.rglob("*.blk"))]

EXAMPLES = max(50, int(os.environ.get("MECHFORGE_FUZZ_EXAMPLES", "2000")) // 4)
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _exports_or_refuses(text: str, fmt: str) -> None:
    try:
        design = construction.parse(text, fmt)
    except construction.ParseError:
        return
    out = format_for(design.unit_type)
    try:
        written = construction.export(design, out)
    except construction.ExportError as exc:
        assert exc.field and exc.message
        return
    again = construction.parse(written, out)
    assert again == design
    assert construction.export(again, out) == written


@FUZZ
@given(mutated(MTF))
def test_mutated_mtf_files_export_or_refuse(text):
    _exports_or_refuses(text, "mtf")


@FUZZ
@given(mutated(BLK))
def test_mutated_blk_files_export_or_refuse(text):
    _exports_or_refuses(text, "blk")
