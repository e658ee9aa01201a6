"""How fast this machine runs plain Python today, so speed figures taken on
different days (sessions get machines of the same kind but not always the
same speed) can be compared.

``python_ms()`` times a fixed interpreter workload (string splitting,
dictionary updates, small-object creation: the kind of work a unit file's
evaluation is made of) and returns the median of several runs in
milliseconds.  On the machine where issue 14 was filed (``GET /healthz``
0.63 ms, 2,150 requests/s) the corpus took 6.3 s in one process; the same
figure divided by ``python_ms()`` is comparable across machines.
"""

from __future__ import annotations

import statistics
import time

_TEXT = "\n".join(f"key{i % 37}:value {i} {i * 7 % 11}" for i in range(400))


def _workload() -> int:
    total = 0
    for _ in range(40):
        fields: dict[str, str] = {}
        for line in _TEXT.splitlines():
            key, _, value = line.partition(":")
            fields[key.strip().lower()] = value.strip()
        items = [(k, len(v)) for k, v in fields.items() if not k.endswith("3")]
        total += sum(n for _, n in sorted(items))
    return total


def python_ms(runs: int = 7) -> float:
    """Median wall milliseconds of the fixed workload (one process)."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        _workload()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


if __name__ == "__main__":
    print(f"python workload: {python_ms():.2f} ms (median of 7)")
