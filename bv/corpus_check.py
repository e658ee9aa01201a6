"""Compare computed BV with the Master Unit List over the shared corpus.

Used by ``benchmarks/bv_corpus.py`` and ``tests/bv/test_corpus.py``.  Nothing
here reads the corpus by itself: callers pass the ground-truth rows and the
folder the ``corpus_path`` column is relative to.
"""

from __future__ import annotations

import csv
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final, Iterable, Optional

if TYPE_CHECKING:
    from construction.model import Design

    from bv.model import BVResult

KNOWN_DISCREPANCIES = Path(__file__).resolve().parent / "known_discrepancies.csv"
COLUMNS: Final = ("corpus_path", "mul_id", "expected", "computed", "current_file", "reason")


def mech_rows(rows: Iterable[dict]) -> list[dict]:
    """The ground-truth rows BV is checked against: 'Meks with a MUL BV whose
    names agree and that join to a corpus file."""
    return [r for r in rows if r.get("unit_type") == "mek" and r.get("bv_source") == "mul"
            and r.get("name_check") == "agree" and r.get("corpus_path")]


@dataclass(frozen=True)
class Outcome:
    corpus_path: str
    mul_id: str
    expected: int
    computed: Optional[int]  # None: the file could not be read or valued
    error: str = ""
    features: tuple[str, ...] = ()

    @property
    def exact(self) -> bool:
        return self.computed == self.expected

    @property
    def within_1pct(self) -> bool:
        return self.computed is not None and abs(self.computed - self.expected) <= 0.01 * self.expected


# equipment / construction that the mismatch classes are named after
_FEATURES: Final = (
    ("F_PARTIAL_WING", "partial wing"), ("F_TSM", "TSM"), ("F_MASC", "MASC/supercharger"),
    ("F_CHAMELEON_SHIELD", "chameleon LPS"), ("F_NULLSIG", "null-signature"), ("F_VOIDSIG", "void-signature"),
    ("F_AMS", "AMS"), ("F_CASEII", "CASE II"), ("F_ACTUATOR_ENHANCEMENT_SYSTEM", "AES"), ("F_TARGCOMP", "targeting computer"),
    ("F_RADICAL_HEATSINK", "radical heat sink"), ("F_HARJEL_II", "HarJel"), ("F_HARJEL_III", "HarJel"),
    ("F_CLUB", "physical weapon"), ("F_MGA", "MG array"), ("F_PPC_CAPACITOR", "PPC capacitor"), ("F_LASER_INSULATOR", "laser insulator"),
    ("F_CHAFF_POD", "chaff pod"), ("F_SPIKES", "spikes"), ("F_MODULAR_ARMOR", "modular armor"), ("F_DRONE_OPERATING_SYSTEM", "drone OS"),
)


def features(design, facts) -> tuple[str, ...]:
    out = set()
    for it in facts.items:
        for flag, name in _FEATURES:
            if flag in it.eq.flags:
                out.add(name)
        if it.eq.bv_rule:
            out.add("physical weapon")
    md = design.mech
    if md.config in ("lam", "tripod", "quadvee"):
        out.add(md.config)
    if design.tonnage > 100:
        out.add("superheavy")
    if md.cockpit not in ("standard",):
        out.add(f"{md.cockpit} cockpit")
    if design.armor_type not in ("standard", None):
        out.add(f"{design.armor_type} armor")
    if facts.engine_id not in ("fusion",):
        out.add(f"{facts.engine_id} engine")
    if design.mixed_tech:
        out.add("mixed tech")
    if facts.unresolved:
        out.add("unknown equipment")
    return tuple(sorted(out))


def evaluate(rows: Iterable[dict], root: Path) -> tuple[list[Outcome], dict]:
    """Parse and value every row's file; returns the outcomes and timings
    (``parse_s``, ``bv_s``)."""
    import construction

    import bv
    from bv.mech import gather_facts

    parsed = []
    outcomes: list[Outcome] = []
    t0 = time.perf_counter()
    for r in rows:
        path = root / r["corpus_path"]
        try:
            design = construction.parse(path.read_text(encoding="utf-8", errors="replace"), "mtf")
        except Exception as exc:  # noqa: BLE001 - any import failure is one outcome
            outcomes.append(Outcome(r["corpus_path"], r.get("mul_id", ""), int(r["bv"]), None, f"parse: {exc}"))
            continue
        parsed.append((r, design))
    t1 = time.perf_counter()
    results: list[tuple[dict, Design, Optional[BVResult], Optional[Exception]]] = []
    for r, design in parsed:
        try:
            results.append((r, design, bv.compute(design), None))
        except Exception as exc:  # noqa: BLE001
            results.append((r, design, None, exc))
    t2 = time.perf_counter()
    for r, design, res, failure in results:
        expected = int(r["bv"])
        if res is None:
            outcomes.append(Outcome(r["corpus_path"], r.get("mul_id", ""), expected, None, f"bv: {failure}"))
            continue
        feats = () if res.base_bv == expected else features(design, gather_facts(design))
        outcomes.append(Outcome(r["corpus_path"], r.get("mul_id", ""), expected, res.base_bv, "", feats))
    return outcomes, {"parse_s": t1 - t0, "bv_s": t2 - t1, "units": len(parsed)}


def read_known(path: Path = KNOWN_DISCREPANCIES) -> dict:
    if not path.is_file():
        return {}
    with open(path, newline="", encoding="utf-8") as fh:
        return {row["corpus_path"]: row for row in csv.DictReader(fh)}


def write_known(rows: list[dict], path: Path = KNOWN_DISCREPANCIES) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS)
        w.writeheader()
        for row in sorted(rows, key=lambda x: x["corpus_path"]):
            w.writerow({k: row.get(k, "") for k in COLUMNS})
