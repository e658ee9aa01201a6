"""``mechforge serve`` for the HTTP benchmarks: started on a free loopback
port with an SQLite database in a temporary folder, waited for (GET
/healthz), stopped and cleaned up at the end.  Only 127.0.0.1 is used."""

from __future__ import annotations

import contextlib
import http.client
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path


@contextlib.contextmanager
def served(args=(), env=None, wait_seconds: float = 60.0):
    """Yield the port of a running ``mechforge serve`` (extra CLI ``args``,
    extra environment ``env``); raise RuntimeError when it does not come up."""
    exe = shutil.which("mechforge", path=str(Path(sys.executable).parent)) or "mechforge"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    tmp = tempfile.mkdtemp(prefix="mechforge-bench-")
    full_env = dict(os.environ, MECHFORGE_DATABASE_URL=f"sqlite:///{tmp}/bench.sqlite3", **(env or {}))
    server = subprocess.Popen([exe, "serve", "--host", "127.0.0.1", "--port", str(port), *args], env=full_env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + wait_seconds
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                conn.request("GET", "/healthz")
                if conn.getresponse().status == 200:
                    break
            except OSError:
                pass
            if time.time() > deadline:
                raise RuntimeError("the server did not come up")
            time.sleep(0.2)
        served.database_url = full_env["MECHFORGE_DATABASE_URL"]  # for token_for()
        served.pid = server.pid  # for server_cpu_seconds()
        yield port
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(tmp, ignore_errors=True)


def _tree(pid: int) -> list[int]:
    """``pid`` and every process under it (from /proc; [pid] without it)."""
    children: dict = {}
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(entry.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry.parent.name))
    out, todo = [], [pid]
    while todo:
        proc = todo.pop()
        out.append(proc)
        todo += children.get(proc, [])
    return out


def server_peak_rss_mb(pid: int = None) -> list[float]:
    """Peak resident memory (VmHWM, MB) of the running ``served`` server and
    each process under it, largest first."""
    peaks = []
    for proc in _tree(pid or served.pid):
        try:
            for line in Path(f"/proc/{proc}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peaks.append(round(int(line.split()[1]) / 1024, 1))
        except OSError:
            continue
    return sorted(peaks, reverse=True)


def server_cpu_seconds(pid: int = None) -> float:
    """User + system CPU seconds of the running ``served`` server and every
    process under it (gunicorn's master and workers), read from /proc (0.0
    where there is no /proc)."""
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    total = 0.0
    for proc in _tree(pid or served.pid):
        try:
            fields = Path(f"/proc/{proc}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def token_for(account: str = "bench") -> str:
    """An API token of a new account in the database of the running ``served``."""
    exe = shutil.which("mechforge", path=str(Path(sys.executable).parent)) or "mechforge"
    out = subprocess.run([exe, "token", "create", account, "--database-url", served.database_url], check=True,
                         capture_output=True, text=True).stdout
    return out.split()[-1]

