"""Unit files out, proven on every canonical file: import -> export ->
import gives the identical design, and the exported text is byte-stable,
for the 5,851 files of the six families in ../shared/corpus and for
today's format files (tests/data/current and the corpus' current sample).

Every file that does not round-trip must be listed with its reason in
tests/export/known_exceptions.csv; the test fails on an unlisted failure and
on a listed file that now round-trips.  (The list is empty today.)

The designs are compared with ``==`` for every file and by
their canonical JSON form (construction.dump_design) for every
``JSON_EVERY``-th file and every current-format file: the JSON form is made
from the very fields ``==`` compares, and dumping every design twice would
double this test's time (benchmarks/round_trip.py compares it for all).
"""

from __future__ import annotations

from collections import Counter

import corpus
import roundtrip

JSON_EVERY = 10
FAMILIES = ("mech", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry")


def _failures(outcomes) -> dict[str, str]:
    return {o.file: o.why for o in outcomes if o.family and not (o.identical and o.stable)}


def _check_against_the_list(outcomes) -> None:
    known = roundtrip.known_exceptions()
    failed = _failures(outcomes)
    unlisted = {name: why for name, why in failed.items() if name not in known}
    assert unlisted == {}, "files that do not round-trip and are not in tests/export/known_exceptions.csv"
    names = {o.file for o in outcomes}
    fixed = sorted(name for name in known if name in names and name not in failed)
    assert fixed == [], "listed exceptions that now round-trip: take them off the list"


def test_every_canonical_file_round_trips_but_the_listed_exceptions():
    corpus.require_corpus()
    outcomes = roundtrip.run(roundtrip.corpus_files(), json_every=JSON_EVERY)
    unreadable = [o.file for o in outcomes if o.family is None]
    assert unreadable == [], "canonical files that do not import at all"
    families = Counter(o.family for o in outcomes)
    assert set(families) == set(FAMILIES)
    assert sum(families.values()) >= 5800
    _check_against_the_list(outcomes)
    identical = sum(1 for o in outcomes if o.identical and o.stable)
    assert identical / len(outcomes) >= 0.999


def test_todays_format_files_round_trip():
    outcomes = roundtrip.run(roundtrip.current_files())
    assert len(outcomes) >= 280
    assert {o.family for o in outcomes} >= set(FAMILIES)
    assert [o.file for o in outcomes if o.family is None] == []
    _check_against_the_list(outcomes)
