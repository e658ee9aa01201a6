"""ProtoMechs and conventional infantry broken on purpose: per-kind catch
rates over the valid canonical files of the shared corpus.

    python3 benchmarks/pm_ci_mutants.py [--family protomech|infantry] [--missed N] [--digest DIR]

The kinds are tests/protomechs/pm_mutants.py and tests/infantry/ci_mutants.py
(one kind per way a design can break a rule code of the family's
construction/data/rules/*.json); a mutant is caught when the validator
reports the kind's code.  Prints tried / caught per kind and in all, and up
to N missed mutants with the codes reported instead.  Single process.

``--digest DIR`` (a copy of the megamek-unit-digest web build, never
committed) adds the conventional infantry BV beside the digest's
(tests/digest_web.py); an absent folder is reported and skipped.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
for sub in ("tests", "tests/protomechs", "tests/infantry"):
    sys.path.append(str(ROOT / sub))  # after the repository: tests/bv must not shadow bv

import corpus  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--family", choices=("protomech", "infantry"))
    ap.add_argument("--missed", type=int, default=10, help="print up to N missed mutants")
    ap.add_argument("--digest", metavar="DIR", help="also compare infantry BV with a megamek-unit-digest web build")
    args = ap.parse_args(argv)
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    import ci_mutants
    import pm_mutants

    for family, mod in (("protomech", pm_mutants), ("infantry", ci_mutants)):
        if args.family and args.family != family:
            continue
        tried, caught, missed = mod.rates()
        print(f"{family}: {len(mod.valid_canonical())} valid canonical files, {len(mod.MUTATIONS)} kinds")
        for kind, (_mutate, code, _validate) in mod.MUTATIONS.items():
            n, c = tried[kind], caught[kind]
            print(f"  {kind:<46} {code:<22} {c:>4} / {n:<4} {100.0 * c / n if n else 0:6.2f}%")
        n, c = sum(tried.values()), sum(caught.values())
        print(f"  {'all':<46} {'':<22} {c:>4} / {n:<4} {100.0 * c / n if n else 0:6.2f}%")
        for rel, kind, codes in missed[: args.missed]:
            print(f"  missed: {rel} {kind}: {', '.join(codes) or 'nothing reported'}")
    if args.digest and args.family != "protomech":
        import digest_web

        print("\n".join(digest_web.report("infantry", args.digest)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
