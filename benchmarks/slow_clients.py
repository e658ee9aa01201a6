"""Can slow clients stall the service?

    python3 benchmarks/slow_clients.py [--slow 2] [--seconds 10]

Starts ``mechforge serve`` (defaults: 2 gthread workers x 4 threads) on a
free loopback port, opens ``--slow`` connections that send a request
header promising a body and then a byte every second (never finishing
within the run), and meanwhile measures ``GET /healthz`` from a normal
client: p50 / max latency and errors.  Every loop is bounded in count and
time; only 127.0.0.1 is contacted.
"""

from __future__ import annotations

import argparse
import http.client
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from served import served  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--slow", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args(argv)
    stop = threading.Event()
    with served() as port:

        def slow_client():
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            sock.sendall(b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                         b"Content-Length: 100000\r\n\r\n{")
            while not stop.is_set():
                try:
                    sock.sendall(b" ")
                except OSError:
                    break
                stop.wait(1.0)
            sock.close()

        slow = [threading.Thread(target=slow_client, daemon=True) for _ in range(args.slow)]
        for t in slow:
            t.start()
        time.sleep(1.0)
        times, errors = [], 0
        end = time.time() + args.seconds
        while time.time() < end and len(times) < 20000:
            t0 = time.perf_counter()
            try:
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                c.request("GET", "/healthz")
                ok = c.getresponse().status == 200
                c.close()
            except OSError:
                ok = False
            times.append(time.perf_counter() - t0)
            errors += not ok
        stop.set()
        print(f"{args.slow} slow clients holding connections: GET /healthz p50 {statistics.median(times) * 1000:.2f} ms, "
              f"max {max(times) * 1000:.1f} ms, {len(times)} requests, errors {errors}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
