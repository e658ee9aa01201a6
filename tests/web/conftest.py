"""Fixtures of the web page tests (helpers in tests/web/browsing.py).

* ``live_server``: ``create_app`` on an SQLite file in a temporary folder
  (the default rate limits on, as a player meets them), served by werkzeug
  in a thread on a free loopback port; with an API token of account
  ``player`` made through :func:`api.auth.issue_token`, as tests/conftest.py
  makes its tokens.
* ``browser``: Debian's ``chromium`` with its ``chromium-driver``, headless,
  one per test (fresh localStorage), saving downloads into ``downloads``.
  When either is missing (or will not start) the browser tests are skipped
  outside CI and fail under CI (env ``CI``), as the PostgreSQL tests decide.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from browsing import LiveServer, start_browser


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    from werkzeug.serving import make_server

    from api import create_app, db
    from api.auth import account_named, issue_token

    url = f"sqlite:///{tmp_path_factory.mktemp('web') / 'web.sqlite3'}"
    app = create_app({"DATABASE_URL": url})
    with db.database(app).sessions() as session:
        _, token = issue_token(session, account_named(session, "player", create=True))
        session.commit()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="web-test-server", daemon=True)
    thread.start()
    try:
        yield LiveServer(f"http://127.0.0.1:{server.server_port}", token, app)
    finally:
        server.shutdown()
        thread.join(10)
        db.database(app).engine.dispose()


@pytest.fixture
def downloads(tmp_path) -> Path:
    folder = tmp_path / "downloads"
    folder.mkdir()
    return folder


@pytest.fixture
def browser(downloads):
    drv = start_browser(download_dir=downloads)
    yield drv
    drv.quit()
