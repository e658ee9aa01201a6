"""The largest render any accepted request can cause: time and PDF size.

    python benchmarks/worst_render.py [--repeat 1]

Builds, for each family, the design that is most work to draw while still
accepted by the API: every armor box one pip short of the point where it is
written as a number (records.pdf.MAX_PIPS), the longest names the schema
takes, and as many mounts with 200-character names as fit (the schema's
bound on mounts and the 2 MiB body limit both apply).  Stores one such
design per family (a stored design costs its id only in a batch request),
then asks for batches of 100 (the cap) record sheets and Alpha Strike cards
of them, through the Flask test client (no network), and prints each
request's wall time and PDF size, and the largest.  Then the costliest
force evaluation: 100 units naming the stored 'Mech, and 100 distinct inline
'Mechs with as many real weapons as fit in the body (each is parsed and
priced; the evaluation deadline, 10 s, bounds it).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import construction  # noqa: E402
from construction.model import LocationArmor, Mount  # noqa: E402
from records.pdf import MAX_PIPS  # noqa: E402

from design_factories import ElementalFactory, LegalMechFactory, LegalTankFactory, SmallSupportVehicleFactory  # noqa: E402

BODY_LIMIT = 2 * 1024 * 1024
LONG = "X" * 200


def heavy(design):
    """The design with full armor boxes, long names and as many long-named
    mounts as fit in a request body."""
    pips = MAX_PIPS
    armor = tuple(LocationArmor(a.location, pips, pips if a.rear is not None else None) for a in design.armor)
    base = dataclasses.replace(design, chassis=LONG, model=LONG, armor=armor)
    first = base.mounts[0]
    extra = []
    step = 200
    while True:
        more = [Mount(item=f"{LONG[:190]}{i:010d}", location=first.location, slots=()) for i in range(len(extra), len(extra) + step)]
        trial = dataclasses.replace(base, mounts=tuple(base.mounts) + tuple(extra + more))
        size = len(json.dumps(construction.dump_design(trial)))
        if size > BODY_LIMIT - 4096 or len(trial.mounts) > 500:
            if step == 1:
                break
            step //= 2
            continue
        extra += more
    return dataclasses.replace(base, mounts=tuple(base.mounts) + tuple(extra))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args(argv)

    from api import create_app, db
    from api.auth import account_named, issue_token

    tmp = tempfile.mkdtemp(prefix="mechforge-worst-")
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp}/w.sqlite3", "TESTING": True, "RATELIMIT_DEFAULT": ""})
    with db.database(app).sessions() as s:
        _, secret = issue_token(s, account_named(s, "bench", create=True))
        s.commit()
    client = app.test_client()
    client.environ_base["HTTP_AUTHORIZATION"] = f"Bearer {secret}"

    worst_time = worst_size = 0.0
    for family, factory in (("mech", LegalMechFactory), ("combat_vehicle", LegalTankFactory),
                            ("support_vehicle", SmallSupportVehicleFactory), ("battle_armor", ElementalFactory)):
        design = heavy(factory())
        body = construction.dump_design(design)
        resp = client.post("/api/v1/designs", json=body)
        if resp.status_code != 201:
            print(f"{family}: not stored ({resp.status_code}: {resp.get_json()['error']['message'][:120]})")
            continue
        design_id = resp.get_json()["id"]
        print(f"{family}: stored, {len(json.dumps(body)) / 1e6:.2f} MB of JSON, {len(design.mounts)} mounts, "
              f"{MAX_PIPS} pips per armor box")
        for what, path, extra in (("100 record sheets", "/api/v1/record-sheets", {"pilot": LONG[:60]}),
                                  ("100 Alpha Strike cards", "/api/v1/alpha-strike-cards", {})):
            for r in range(args.repeat):
                payload = {"designs": [design_id] * 100, **extra}
                if what.startswith("100 record"):
                    payload["pilot"] = f"{LONG[:56]}{r:04d}"  # not a cached sheet
                t0 = time.perf_counter()
                out = client.post(path, json=payload)
                dt = time.perf_counter() - t0
                size = len(out.get_data())
                status = out.status_code
                print(f"  {what}: {status}, {dt:.2f} s, {size / 1e6:.2f} MB")
                if status == 200:
                    worst_time = max(worst_time, dt)
                    worst_size = max(worst_size, size)
    print(f"largest: {worst_time:.2f} s, {worst_size / 1e6:.2f} MB")
    worst_force(client, args.repeat)
    return 0


def worst_force(client, repeat: int) -> None:
    """POST /api/v1/forces/evaluate at its most expensive."""
    base = LegalMechFactory()
    stored = client.post("/api/v1/designs", json=construction.dump_design(heavy(base))).get_json()["id"]
    extra, body = 0, None
    while True:  # the most medium lasers a unit that 100 distinct units fit in a body
        mounts = tuple(base.mounts) + (Mount(item="Medium Laser", location="CT", slots=()),) * (extra + 20)
        trial = {"units": [{"design": construction.dump_design(dataclasses.replace(base, model=f"X{i:03d}",
                                                                                   mounts=mounts))}
                           for i in range(100)]}
        if len(json.dumps(trial)) > BODY_LIMIT - 4096 or len(mounts) > 500:
            break
        extra, body = extra + 20, trial
    for what, payload in (("force of 100 units of the stored 'Mech", {"units": [{"design_id": stored}] * 100}),
                          (f"force of 100 distinct inline 'Mechs, {extra} extra weapons each", body)):
        for _ in range(repeat):
            t0 = time.perf_counter()
            out = client.post("/api/v1/forces/evaluate", json=payload)
            print(f"  {what}: {out.status_code}, {time.perf_counter() - t0:.2f} s")


if __name__ == "__main__":
    raise SystemExit(main())
