"""The service path measured as a client would.

    python3 benchmarks/http_service.py [--requests N] [--clients 8] [--workers 2]

Starts ``mechforge serve`` (its defaults: gunicorn, 2 workers, an SQLite file
in a temporary folder) on a free loopback port, then with plain
``http.client`` connections (keep-alive, one per client thread):

* ``GET /healthz`` - the ceiling of the stack;
* ``POST /api/v1/bv`` and ``POST /api/v1/validate`` with the Atlas AS7-D
  (the current-format file in tests/data/current or the shared sample), the
  same text every time (the service keeps the designs of the files it read
  last) and, for ``/bv``, a new text each time (a comment line with the
  request number added: the design is read, resolved and priced anew);
* ``GET /api/v1/designs/{id}/record-sheet.pdf`` of the stored Atlas (with a
  different pilot name each time, so no ETag answer is reused).

Prints p50 / p90 latency with one client, the server's CPU time (user +
system, master and workers, from /proc) per request, requests/s with
``--clients`` concurrent clients, and errors (any status other than the
expected one); at the end the peak resident memory of the server's processes.
Every request loop is bounded by ``--requests``; the server is stopped at
the end.  Only 127.0.0.1 is contacted.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from served import server_cpu_seconds, server_peak_rss_mb, served, token_for  # noqa: E402
ATLAS = ROOT / "tests" / "data" / "current" / "meks" / "3039u" / "Atlas AS7-D.mtf"


def atlas_text() -> str:
    if ATLAS.is_file():
        return ATLAS.read_text(encoding="utf-8")
    sys.path.insert(0, str(ROOT / "tests"))
    import corpus

    return (corpus.unpacked() / "data" / "mekfiles" / "meks" / "3039u" / "Atlas AS7-D.mtf").read_text(encoding="utf-8")


def _fresh_bodies():
    """Request i's body: the Atlas file with a comment line naming i, so no
    two requests send the same text."""
    text = atlas_text()
    counter = iter(range(10**9))

    def body(i: int) -> str:
        return json.dumps({"format": "mtf", "text": f"# request {next(counter)}\n" + text})
    return body


def _json_form() -> str:
    """The Atlas as a design document (the JSON form a list builder keeps and
    posts again), the same each time."""
    sys.path.insert(0, str(ROOT))
    import construction

    return json.dumps(construction.dump_design(construction.parse(atlas_text(), "mtf")))


def request(conn, method: str, path: str, body=None, token=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    t0 = time.perf_counter()
    conn.request(method, path, body=body, headers=headers)
    resp = conn.getresponse()
    data = resp.read()
    return time.perf_counter() - t0, resp.status, data


def one_client(port: int, method: str, path, body, n: int, expect: int) -> tuple[list[float], int]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    times, errors = [], 0
    for i in range(n):
        p = path(i) if callable(path) else path
        dt, status, _ = request(conn, method, p, body(i) if callable(body) else body)
        times.append(dt)
        errors += status != expect
    conn.close()
    return times, errors


def many_clients(port: int, method: str, path, body, n: int, clients: int, expect: int) -> tuple[float, int]:
    results = []

    def run():
        results.append(one_client(port, method, path, body, n, expect))

    threads = [threading.Thread(target=run) for _ in range(clients)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    return clients * n / wall, sum(e for _, e in results)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=300, help="requests per client and endpoint")
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--threads", type=int, default=None, help="mechforge serve --threads (default: its own)")
    args = ap.parse_args(argv)
    extra = ["--workers", str(args.workers)] + (["--threads", str(args.threads)] if args.threads else [])
    # one client address sending thousands of requests a second: the rate
    # limit (per address) is switched off to measure the service itself
    with served(extra, {"MECHFORGE_RATELIMIT": ""}) as port:
        body = json.dumps({"format": "mtf", "text": atlas_text()})
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        # stored public, so the sheet is read anonymously like a shared link
        stored = json.dumps({"format": "mtf", "text": atlas_text(), "visibility": "public"})
        _, status, data = request(conn, "POST", "/api/v1/designs", stored, token=token_for())
        design_id = json.loads(data)["id"] if status == 201 else None
        cases = [
            ("GET /healthz", "GET", "/healthz", None, 200),
            ("POST /api/v1/bv (Atlas AS7-D)", "POST", "/api/v1/bv", body, 200),
            ("POST /api/v1/bv (Atlas, a new text each)", "POST", "/api/v1/bv", _fresh_bodies(), 200),
            ("POST /api/v1/bv (Atlas, design JSON form)", "POST", "/api/v1/bv", _json_form(), 200),
            ("POST /api/v1/validate (Atlas AS7-D)", "POST", "/api/v1/validate", body, 200),
        ]
        if design_id is not None:
            cases.append(("GET record-sheet.pdf (Atlas AS7-D)", "GET",
                           lambda i: f"/api/v1/designs/{design_id}/record-sheet.pdf?pilot=P{i}", None, 200))
        n = args.requests
        print(f"mechforge serve, {args.workers} workers; {n} requests per client")
        for name, method, path, payload, expect in cases:
            one_client(port, method, path, payload, 20, expect)  # warm up
            cpu0 = server_cpu_seconds()
            times, errors = one_client(port, method, path, payload, n, expect)
            cpu = (server_cpu_seconds() - cpu0) / n * 1000
            p50 = statistics.median(times) * 1000
            p90 = sorted(times)[int(len(times) * 0.9)] * 1000
            sheet = "sheet" in name
            rate, errors_many = many_clients(port, method, path, payload, max(10, n // (4 if sheet else 1)),
                                             args.clients, expect)
            print(f"{name:<42} p50 {p50:7.2f} ms  p90 {p90:7.2f} ms  server CPU {cpu:6.2f} ms  "
                  f"{args.clients} clients {rate:8.0f} req/s  errors {errors + errors_many}")
        print("server peak RSS (MB, master and workers):", ", ".join(f"{mb:g}" for mb in server_peak_rss_mb()))
    from machine import python_ms

    print(f"machine: python workload {python_ms():.2f} ms (benchmarks/machine.py; lower is faster)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
