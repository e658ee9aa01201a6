"""Unit library: import the shared corpus, re-import it unchanged, and time
five representative MUL-style searches over it, on SQLite and PostgreSQL.

    python benchmarks/library.py [--jobs N] [--runs 50] [--skip-postgres]

Prints the import time, designs stored, unreadable files (with why), the
re-run time with nothing changed, the MekBay catalog's build time and size,
and per query the p50 / p90 latency of
GET /api/v1/designs through the app (in process, Flask test client: the
query and its JSON, no network) and the number of matches.  PostgreSQL is
the server at MECHFORGE_TEST_POSTGRES_URL (default the local ``test``
database), in a schema made for the run and dropped afterwards.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

QUERIES = [
    "unit_type=mech&min_bv=1000&max_bv=2000&sort=-bv",
    "equipment=ER%20PPC&sort=name",
    "rules_level=standard&min_year=3050&max_year=3067&sort=year",
    "min_pv=30&max_pv=60&sort=-pv",
    "tech_base=Clan&valid=true&min_tonnage=50&sort=tonnage&page=5",
]


def corpus_folder(work: Path) -> Path:
    from corpus import corpus_dir

    archive = corpus_dir() / "megamek-units.tar.gz"
    with tarfile.open(archive) as tar:
        tar.extractall(work, filter="data")
    return work


def run(url: str, folder: Path, jobs: int, runs: int, label: str) -> None:
    from sqlalchemy.orm import Session

    from api import create_app, db
    from api.library import import_library

    db.upgrade(url)
    engine = db.make_engine(url)
    with Session(engine) as session:
        first = import_library(session, folder, jobs=jobs)
    with Session(engine) as session:
        again = import_library(session, folder, jobs=jobs)
    engine.dispose()
    print(f"[{label}] import: {first.stored} designs stored ({first.added} added), "
          f"{len(first.unreadable)} unreadable, {first.seconds:.1f} s; re-run with nothing changed: "
          f"{again.unchanged} unchanged, {again.seconds:.2f} s")
    for path, why in first.unreadable:
        print(f"    unreadable {path}: {why}")

    app = create_app({"DATABASE_URL": url, "TESTING": True, "RATELIMIT_DEFAULT": "", "AUTO_MIGRATE": False})
    client = app.test_client()
    for query in QUERIES:
        client.get(f"/api/v1/designs?{query}")  # warm
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            r = client.get(f"/api/v1/designs?{query}")
            times.append((time.perf_counter() - t) * 1000)
            assert r.status_code == 200, r.get_json()
        total = r.get_json()["total"]
        times.sort()
        print(f"[{label}] p50 {statistics.median(times):6.2f} ms  p90 {times[int(len(times) * 0.9)]:6.2f} ms  "
              f"{total:5d} matches  {query}")
    from api import mekbay

    mekbay.clear_caches()
    t = time.perf_counter()
    r = client.get("/mekbay/units.json")
    cold = (time.perf_counter() - t) * 1000
    warm = []
    for _ in range(max(5, runs // 5)):
        t = time.perf_counter()
        client.get("/mekbay/units.json", headers={"If-None-Match": r.headers["ETag"]})
        warm.append((time.perf_counter() - t) * 1000)
    print(f"[{label}] /mekbay/units.json: {len(r.get_json()['units'])} units, {len(r.data) / 1e6:.1f} MB, "
          f"built in {cold:.0f} ms; unchanged (304) p50 {statistics.median(warm):.2f} ms")
    db.database(app).engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--skip-postgres", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = corpus_folder(Path(tmp) / "corpus")
        run(f"sqlite:///{Path(tmp) / 'library.sqlite3'}", folder, args.jobs, args.runs, "sqlite")
        if not args.skip_postgres:
            from apitesting import postgres_schema

            with postgres_schema() as url:
                run(url, folder, args.jobs, args.runs, "postgresql")


if __name__ == "__main__":
    main()
