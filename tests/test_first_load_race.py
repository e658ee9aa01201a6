"""The process-wide tables (the equipment catalog, the component registry)
load on first use, under a lock, and threads of a server worker may ask for
them at the same moment.  A thread that waited on the lock must get the
table another thread loaded.  (Compiled with mypyc, a module global read
again after ``if X is None`` was taken for still None - the service answered
its first concurrent requests with 500s until the catalog had loaded.)
Run in a fresh interpreter, so nothing is loaded yet."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RACE = """
import threading
from construction import catalog, components, native
barrier = threading.Barrier(8)
got, failed = [], []
def first(load):
    barrier.wait()
    try:
        got.append(type(load()).__name__)
    except Exception as exc:
        failed.append(repr(exc))
for load in (catalog.catalog, components.registry):
    threads = [threading.Thread(target=first, args=(load,)) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
print(native.status()["active"], sorted(set(got)), failed)
"""


def test_threads_racing_the_first_load_all_get_the_table():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for attempt in range(3):
        out = subprocess.run([sys.executable, "-c", RACE], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True).stdout.strip()
        assert out.endswith("['Catalog', 'Registry'] []"), out
