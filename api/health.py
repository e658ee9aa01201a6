"""GET /healthz: the service and its database answer."""

from __future__ import annotations

import logging

from flask import Blueprint
from sqlalchemy import text

from . import db

bp = Blueprint("health", __name__)
log = logging.getLogger("api")


@bp.get("/healthz")
def healthz():
    try:
        with db.database().engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception:  # the database is down: say so, do not raise
        log.exception("health check: database unreachable")
        return {"status": "degraded", "database": "unreachable"}, 503
    return {"status": "ok", "database": "ok"}
