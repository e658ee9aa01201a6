"""Import -> export -> import, one unit file at a time: what the export
tests (tests/export/) and benchmarks/round_trip.py measure.

A file round-trips when the design read back from the exported text is the
design first read (``==``; with ``json=True`` also the same canonical JSON
form), and it is byte-stable when exporting the design read back gives the
very same text.
"""

from __future__ import annotations

import csv
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

import construction
import corpus
from construction.writers import format_for

REPO = Path(__file__).resolve().parents[1]
CURRENT = REPO / "tests" / "data" / "current"
EXCEPTIONS = REPO / "tests" / "export" / "known_exceptions.csv"
# The corpus folders of the six families (convfighter holds support vehicles).
FAMILY_FOLDERS = ("mechs", "vehicles", "battlearmor", "protomechs", "infantry", "convfighter")
UNIT_SUFFIXES = (".mtf", ".blk")


@dataclass(frozen=True)
class Outcome:
    """What happened to one file."""

    file: str  # relative name, as known_exceptions.csv lists it
    family: Optional[str]  # None: the file does not import (not a round-trip case)
    identical: bool = False
    stable: bool = False
    why: str = ""
    seconds: float = 0.0  # CPU time of import, export, import, export (not the comparisons)


def corpus_files() -> list[tuple[str, Path]]:
    """(name, path) of every canonical unit file of the six families in
    ../shared/corpus, names relative to mechfiles/."""
    root = corpus.unpacked() / "mechfiles"
    out = []
    for folder in FAMILY_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix.lower() in UNIT_SUFFIXES and path.is_file():
                out.append((str(path.relative_to(root)), path))
    return out


def current_files(with_shared_sample: bool = True) -> list[tuple[str, Path]]:
    """(name, path) of today's format files: tests/data/current, and the
    shared corpus' current-format sample when it is there."""
    out = [(f"current/{p.relative_to(CURRENT)}", p) for p in sorted(CURRENT.rglob("*"))
           if p.suffix.lower() in UNIT_SUFFIXES]
    if with_shared_sample and corpus.available():
        root = corpus.unpacked() / "data" / "mekfiles"
        out += [(f"sample/{p.relative_to(root)}", p) for p in corpus.sample_files()
                if p.suffix.lower() in UNIT_SUFFIXES]
    return out


def round_trip(name: str, path: Path, json: bool = False, twice: bool = False) -> Outcome:
    """Import the file, export it in its family's format, import that, and
    export again.  ``json``: also compare the canonical JSON forms;
    ``twice``: also export the first design twice."""
    start = time.process_time()
    try:
        first = construction.parse(corpus.read_text(path), path.suffix[1:].lower())
    except construction.ParseError as exc:
        return Outcome(name, None, why=f"does not import: {exc}")
    fmt = format_for(first.unit_type)
    try:
        text = construction.export(first, fmt)
        again = construction.parse(text, fmt)
        text_again = construction.export(again, fmt)
    except (construction.ParseError, construction.ExportError) as exc:
        return Outcome(name, first.unit_type, why=f"{type(exc).__name__}: {exc}",
                       seconds=time.process_time() - start)
    seconds = time.process_time() - start
    differs = difference(first, again, json)
    stable = text_again == text and (not twice or construction.export(first, fmt) == text)
    why = differs or ("" if stable else "exported text changes on a second export")
    return Outcome(name, first.unit_type, identical=not differs, stable=stable, why=why, seconds=seconds)


def difference(first, again, json: bool) -> str:
    """'' when the two designs are the same; else the first field that differs."""
    if first == again and (not json or construction.dump_design(first) == construction.dump_design(again)):
        return ""
    one, two = construction.dump_design(first), construction.dump_design(again)
    for key in sorted(set(one) | set(two)):
        if one.get(key) != two.get(key):
            return f"{key}: {str(one.get(key))[:120]} != {str(two.get(key))[:120]}"
    return "the designs differ in a field their JSON forms leave out"


def run(files: Iterable[tuple[str, Path]], json_every: int = 1) -> list[Outcome]:
    """The outcome of every file; the JSON forms are compared for every
    ``json_every``-th file (1: all)."""
    return [round_trip(name, path, json=(i % json_every == 0), twice=(i % json_every == 0))
            for i, (name, path) in enumerate(files)]


def known_exceptions() -> dict[str, str]:
    """file -> reason, from tests/export/known_exceptions.csv."""
    with open(EXCEPTIONS, encoding="utf-8", newline="") as fh:
        return {row["file"]: row["reason"] for row in csv.DictReader(fh)}
