"""MechForge's HTTP API: the Flask application factory.

``create_app(config)`` builds an app with one blueprint per resource
(health, spec, validate, designs, bv, forces, alpha_strike), one JSON error format for every 4xx/5xx
(:mod:`api.errors`) and a database bound to the app (:mod:`api.db`).

Configuration keys (``config`` dict, all optional):

``DATABASE_URL``
    SQLAlchemy URL.  Default: env ``MECHFORGE_DATABASE_URL``, else an SQLite
    file ``mechforge.sqlite3`` in the Flask instance folder.
``AUTO_MIGRATE``
    Run ``alembic upgrade head`` when the app is created (default True).
``MAX_CONTENT_LENGTH``
    Largest request body accepted, in bytes (default 2 MiB; larger -> 413).
``RATELIMIT_DEFAULT``
    Requests one client address may make (flask-limiter notation; default
    ``"1200 per minute;100 per second"``, env ``MECHFORGE_RATELIMIT``; an
    empty string switches limits off).  Over it: 429 RATE_LIMITED with
    ``Retry-After``.  ``/healthz`` and ``/openapi.yaml`` are not limited.
``RATELIMIT_STORAGE_URI``
    Where the counts live: ``memory://`` (default: per worker process) or
    ``redis://host:6379`` to share them between workers and machines (env
    ``MECHFORGE_RATELIMIT_STORAGE``).
``CORS_ORIGINS``
    Origins browser clients (list builders on other sites) may call the API
    from: a list, or ``"*"`` (default; env ``MECHFORGE_CORS_ORIGINS``, comma
    separated).  No cookies are used, so no credentialed CORS is offered.
"""

from __future__ import annotations

import logging
import os
from typing import Any, Mapping, Optional

from flask import Flask

MAX_BODY_BYTES = 2 * 1024 * 1024  # 2 MiB

API_PREFIX = "/api/v1"


def create_app(config: Optional[Mapping[str, Any]] = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True, static_folder=None)
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        AUTO_MIGRATE=True,
        DATABASE_URL=None,
        CORS_ORIGINS=_origins(os.environ.get("MECHFORGE_CORS_ORIGINS", "*")),
        RATELIMIT_DEFAULT=os.environ.get("MECHFORGE_RATELIMIT", "1200 per minute;100 per second"),
        RATELIMIT_STORAGE_URI=os.environ.get("MECHFORGE_RATELIMIT_STORAGE", "memory://"),
        RATELIMIT_HEADERS_ENABLED=True,
    )
    if config:
        app.config.update(config)
    app.json.sort_keys = False

    from . import db

    if not app.config["DATABASE_URL"]:
        app.config["DATABASE_URL"] = db.database_url(app.instance_path)
    db.init_app(app)
    if app.config["AUTO_MIGRATE"]:
        db.upgrade(app.config["DATABASE_URL"])

    from . import bv, designs, errors, forces, health, spec, validate

    errors.init_app(app)
    app.register_blueprint(health.bp)
    app.register_blueprint(spec.bp)
    app.register_blueprint(validate.bp, url_prefix=API_PREFIX)
    app.register_blueprint(designs.bp, url_prefix=API_PREFIX)
    from . import sheets

    app.register_blueprint(sheets.bp, url_prefix=API_PREFIX)
    app.register_blueprint(bv.bp, url_prefix=API_PREFIX)
    app.register_blueprint(forces.bp, url_prefix=API_PREFIX)
    from . import alpha_strike

    app.register_blueprint(alpha_strike.bp, url_prefix=API_PREFIX)

    from flask_limiter import Limiter
    from flask_limiter.util import get_remote_address

    # Per client address (behind a reverse proxy: the proxy's address; a
    # trusted X-Forwarded-For setting is still to be written).
    if app.config["RATELIMIT_DEFAULT"]:  # empty: no limits, and no per-request limiter work at all
        limiter = Limiter(get_remote_address, app=app, default_limits=[app.config["RATELIMIT_DEFAULT"]],
                          storage_uri=app.config["RATELIMIT_STORAGE_URI"])
        limiter.exempt(health.bp)
        limiter.exempt(spec.bp)
        app.extensions["mechforge.limiter"] = limiter

    from flask_cors import CORS

    # Browser clients on other origins: the API answers CORS preflights and
    # exposes the headers a client needs (ETag for caching, Location of a new
    # resource, Content-Disposition of a download).
    CORS(app, resources={API_PREFIX + "/*": {"origins": app.config["CORS_ORIGINS"]}},
         expose_headers=["ETag", "Location", "Content-Disposition"], supports_credentials=False, max_age=600)

    if not app.debug and not app.testing:
        logging.getLogger("api").setLevel(logging.INFO)
    return app


def _origins(text: str):
    """``"*"``, or the comma-separated origins as a list."""
    text = text.strip()
    return "*" if text in ("", "*") else [o.strip() for o in text.split(",") if o.strip()]


__all__ = ["API_PREFIX", "MAX_BODY_BYTES", "create_app"]
