"""Nothing a user saved is ever lost: clients write designs to a running
``mechforge serve`` (gunicorn, 2 workers), the whole server is SIGKILLed
mid-stream, a new server starts on the same database, and every write that
was acknowledged (201 with an id) reads back with its content.  On SQLite
and on PostgreSQL (a schema of its own).  Loopback only; every loop is
bounded in count and time."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

import construction
from apitesting import postgres_schema
from design_factories import LegalMechFactory

WRITERS = 4
PER_WRITER = 150


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(url: str, port: int) -> subprocess.Popen:
    exe = shutil.which("mechforge", path=str(Path(sys.executable).parent)) or "mechforge"
    env = dict(os.environ, MECHFORGE_RATELIMIT="")
    server = subprocess.Popen([exe, "serve", "--host", "127.0.0.1", "--port", str(port), "--database-url", url],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return server
        except OSError:
            time.sleep(0.2)
    os.killpg(server.pid, signal.SIGKILL)
    pytest.fail("mechforge serve did not come up")


def _kill(server: subprocess.Popen) -> None:
    """SIGKILL the gunicorn master and its workers at once: no clean shutdown."""
    try:
        os.killpg(server.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    server.wait(timeout=20)


@contextmanager
def _database(kind: str, tmp_path):
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path / 'kill.sqlite3'}"
    else:
        with postgres_schema() as url:
            yield url


def _token(url: str) -> str:
    """A token of a new account, made with the CLI (the last word of its output)."""
    exe = shutil.which("mechforge", path=str(Path(sys.executable).parent)) or "mechforge"
    out = subprocess.run([exe, "token", "create", "writer", "--database-url", url], check=True,
                         capture_output=True, text=True).stdout
    return out.split()[-1]


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_no_acknowledged_write_is_lost_when_the_server_is_killed(kind, tmp_path):
    with _database(kind, tmp_path) as url:
        headers = {"Content-Type": "application/json", "Authorization": f"Bearer {_token(url)}"}
        port = _port()
        server = _start(url, port)
        acknowledged: dict[int, str] = {}
        lock = threading.Lock()
        stop = threading.Event()

        def writer(w: int) -> None:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            for i in range(PER_WRITER):
                if stop.is_set():
                    return
                chassis = f"Writer {w} Unit {i}"
                body = json.dumps(construction.dump_design(LegalMechFactory(chassis=chassis)))
                try:
                    conn.request("POST", "/api/v1/designs", body=body, headers=headers)
                    resp = conn.getresponse()
                    data = resp.read()
                except (OSError, http.client.HTTPException):
                    return  # the server is gone: this write was never acknowledged
                if resp.status == 201:
                    with lock:
                        acknowledged[json.loads(data)["id"]] = chassis

        threads = [threading.Thread(target=writer, args=(w,), daemon=True) for w in range(WRITERS)]
        for t in threads:
            t.start()
        deadline = time.time() + 30
        while time.time() < deadline and len(acknowledged) < WRITERS * PER_WRITER // 3:
            time.sleep(0.01)
        _kill(server)  # mid-stream: writers are still sending
        stop.set()
        for t in threads:
            t.join(timeout=15)
        assert acknowledged, "no write was acknowledged before the kill"

        server = _start(url, port)
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            lost = []
            for design_id, chassis in sorted(acknowledged.items()):
                conn.request("GET", f"/api/v1/designs/{design_id}", headers=headers)
                resp = conn.getresponse()
                data = resp.read()
                if resp.status != 200 or json.loads(data)["chassis"] != chassis:
                    lost.append((design_id, chassis, resp.status))
            assert not lost, f"{len(lost)} of {len(acknowledged)} acknowledged writes lost: {lost[:5]}"
        finally:
            _kill(server)
