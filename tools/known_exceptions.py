"""Regenerate tests/mechs/known_exceptions.csv: every canonical 'Mech that
fails validation, the rules it breaks and why the published design differs.

    python tools/known_exceptions.py

The reasons come from REASONS below (first match per issue); an invalid file
no reason matches stops the script, so every entry is explained.
"""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

import corpus  # noqa: E402

import construction  # noqa: E402

OUT = REPO / "tests" / "mechs" / "known_exceptions.csv"

# (code, pattern in the message or None, reason)
REASONS = [
    ("MECH_INTRO_YEAR", "HarJel", "MegaMek's 2021 data dates the BattleMech HarJel System to 3115; the design, published earlier, carries it as a prototype. The catalog date is stale, not the design."),
    ("MECH_INTRO_YEAR", None, "The design's year precedes the equipment's earliest (prototype) date in the catalog (MegaMek 2021 dates); the published design fields it early as a prototype or one-off."),
    ("MECH_ARMOR_SLOTS", "Impact-Resistant", "Our armor table gives Impact-Resistant armor 6 slots; the published designs place 10. Conflict between the table and the designs, to settle against the printed TO:AUE table."),
    ("MECH_STRUCTURE_SLOTS", None, "The unit file places a different number of structure slots than the structure type needs: a data-entry error in the file."),
    ("MECH_ARMOR_SLOTS", None, "The unit file places a different number of armor slots than the armor type needs: a data-entry error in the file."),
    ("MECH_ITEM_LOCATION", "Gauss", "Our location table (Solaris Skunk Werks allocation) keeps the Improved Heavy Gauss Rifle out of the arms; the published design mounts it in an arm."),
    ("MECH_ITEM_LOCATION", None, "Our location table (Solaris Skunk Werks allocation) allows this industrial tool only in arms/legs; the published IndustrialMech mounts it in a side torso. To check against TechManual's industrial equipment rules."),
    ("MECH_HEAT_SINK_MIX", None, "The file declares one heat sink type but its slots hold another: a file error, or a mix the rules forbid."),
    ("MECH_ITEM_SLOTS_SHORT", "Thumper", "The Thumper is split over three locations; the design model lets an item span two, so its slots and weight are miscounted (model limitation)."),
    ("MECH_OVERWEIGHT", "Thumper", "The Thumper is split over three locations; the design model lets an item span two, so its weight is counted three times (model limitation)."),
    ("MECH_OVERWEIGHT", "Ram Plate", "The ram plate weight formula (tonnage / 10) is unverified and likely wrong for this design."),
    ("MECH_OVERWEIGHT", None, "The parts add up to more than the stated mass; not traced yet (a file error or a rule not modelled)."),
    ("MECH_TECH_BASE", None, "A pure Inner Sphere file mounts equipment the catalog lists as Clan-only; the published unit should be marked mixed-tech."),
    ("MECH_ITEM_FAMILY", None, "A battle-armor flamer mounted on a 'Mech; the catalog marks it battle-armor only."),
    ("MECH_RULES_LEVEL", None, "The C3 Boosted slave is experimental at the design's year in MegaMek 2021 data; the file states Advanced rules."),
    ("MECH_JUMP_JETS", None, "Jump MP and the jets mounted disagree: a file error, or a partial-wing bonus we model only in part."),
]


def reason_for(issue) -> str:
    for code, pattern, reason in REASONS:
        if issue.code == code and (pattern is None or re.search(pattern, issue.message)):
            return reason
    raise SystemExit(f"no reason for {issue.code}: {issue.message}")


def main() -> int:
    root = corpus.unpacked() / "mechfiles"
    rows = []
    for path in corpus.mech_files():
        design = construction.parse(corpus.read_text(path), "mtf")
        report = construction.validate(design)
        if report.valid:
            continue
        reasons = []
        for issue in report.errors:
            r = reason_for(issue)
            if r not in reasons:
                reasons.append(r)
        rows.append(
            {
                "path": str(path.relative_to(root)),
                "codes": " ".join(sorted({i.code for i in report.errors})),
                "first_error": report.errors[0].message,
                "reason": " ".join(reasons),
            }
        )
    with open(OUT, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=["path", "codes", "first_error", "reason"])
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} known exceptions written to {OUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
