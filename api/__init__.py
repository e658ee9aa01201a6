"""MechForge's HTTP API: the Flask application factory.

``create_app(config)`` builds an app with one blueprint per resource
(health, spec, validate, export, designs, bv, forces, alpha_strike), one JSON error format for every 4xx/5xx
(:mod:`api.errors`) and a database bound to the app (:mod:`api.db`), plus the
web pages for players (:mod:`api.web`: ``/`` and ``/forces``).

Configuration keys (``config`` dict, all optional):

``DATABASE_URL``
    SQLAlchemy URL.  Default: env ``MECHFORGE_DATABASE_URL``, else an SQLite
    file ``mechforge.sqlite3`` in the Flask instance folder.
``AUTO_MIGRATE``
    Run ``alembic upgrade head`` when the app is created (default True).
``MAX_CONTENT_LENGTH``
    Largest request body accepted, in bytes (default 2 MiB; larger -> 413).
``RATELIMIT_DEFAULT``
    Requests one client address may make without a token (flask-limiter
    notation; default ``"1200 per minute;100 per second"``, env
    ``MECHFORGE_RATELIMIT``; an empty string switches all limits off).  Over
    it: 429 RATE_LIMITED with ``Retry-After``.  ``/healthz`` and
    ``/openapi.yaml`` are not limited.
``RATELIMIT_TOKEN``
    Requests one API token may make, wherever they come from (default
    ``"3000 per minute;200 per second"``, env ``MECHFORGE_RATELIMIT_TOKEN``).
``RATELIMIT_STORAGE_URI``
    Where the counts live: ``memory://`` (default: per worker process) or
    ``redis://host:6379`` to share them between workers and machines (env
    ``MECHFORGE_RATELIMIT_STORAGE``).
``CORS_ORIGINS``
    Origins browser clients (list builders on other sites) may call the API
    from: a list, or ``"*"`` (default; env ``MECHFORGE_CORS_ORIGINS``, comma
    separated), without credentials and without the Authorization header.
``CORS_CREDENTIALED_ORIGINS``
    Origins that may also send requests with credentials: the Authorization
    header (an API token) and credentialed fetches (a list, env
    ``MECHFORGE_CORS_CREDENTIALED_ORIGINS``, comma separated; default none).
``RENDER_SECONDS``
    How long drawing the sheets or cards of one request may take (default
    10; env ``MECHFORGE_RENDER_SECONDS``): past it, a 422 RENDER_DEADLINE.
``EVALUATE_SECONDS``
    How long working out the units of one force (evaluated, saved or read
    from a force file) may take (default 10; env
    ``MECHFORGE_EVALUATE_SECONDS``): past it, a 422 EVALUATION_DEADLINE.
``TRUSTED_PROXIES``
    How many reverse proxies in front of the service set X-Forwarded-For /
    X-Forwarded-Proto (env ``MECHFORGE_TRUSTED_PROXIES``; default 0: the
    headers are ignored, so a client cannot pick its own rate-limit address).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Mapping, Optional

if TYPE_CHECKING:  # Flask is imported by create_app: the command line (api.cli) runs without it
    from flask import Flask

MAX_BODY_BYTES = 2 * 1024 * 1024  # 2 MiB

API_PREFIX = "/api/v1"


def create_app(config: Optional[Mapping[str, Any]] = None) -> Flask:
    from flask import Flask

    app = Flask(__name__, instance_relative_config=True, static_folder=None)
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        AUTO_MIGRATE=True,
        DATABASE_URL=None,
        CORS_ORIGINS=_origins(os.environ.get("MECHFORGE_CORS_ORIGINS", "*")),
        RATELIMIT_DEFAULT=os.environ.get("MECHFORGE_RATELIMIT", "1200 per minute;100 per second"),
        RATELIMIT_STORAGE_URI=os.environ.get("MECHFORGE_RATELIMIT_STORAGE", "memory://"),
        RATELIMIT_TOKEN=os.environ.get("MECHFORGE_RATELIMIT_TOKEN", "3000 per minute;200 per second"),
        RATELIMIT_HEADERS_ENABLED=True,
        CORS_CREDENTIALED_ORIGINS=_list(os.environ.get("MECHFORGE_CORS_CREDENTIALED_ORIGINS", "")),
        TRUSTED_PROXIES=int(os.environ.get("MECHFORGE_TRUSTED_PROXIES", "0") or 0),
        RENDER_SECONDS=float(os.environ.get("MECHFORGE_RENDER_SECONDS", "10") or 10),
        EVALUATE_SECONDS=float(os.environ.get("MECHFORGE_EVALUATE_SECONDS", "10") or 10),
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

    from . import bv, designs, errors, forces, health, spec, tokens, validate

    errors.init_app(app)
    app.register_blueprint(health.bp)
    app.register_blueprint(spec.bp)
    app.register_blueprint(validate.bp, url_prefix=API_PREFIX)
    from . import export

    app.register_blueprint(export.bp, url_prefix=API_PREFIX)
    app.register_blueprint(designs.bp, url_prefix=API_PREFIX)
    from . import sheets

    app.register_blueprint(sheets.bp, url_prefix=API_PREFIX)
    app.register_blueprint(bv.bp, url_prefix=API_PREFIX)
    app.register_blueprint(forces.bp, url_prefix=API_PREFIX)
    from . import force_files

    app.register_blueprint(force_files.bp, url_prefix=API_PREFIX)
    from . import mekbay

    app.register_blueprint(mekbay.bp)  # /mekbay/units.json and /mekbay/sheets/...: a MekBay unit server
    app.register_blueprint(tokens.bp, url_prefix=API_PREFIX)
    from . import alpha_strike

    app.register_blueprint(alpha_strike.bp, url_prefix=API_PREFIX)
    from . import web

    app.register_blueprint(web.bp)  # the pages for players: / and /forces (api/templates, api/static)

    from flask import request
    from flask_limiter import Limiter

    from .auth import is_token_request, rate_key

    if app.config["TRUSTED_PROXIES"] > 0:  # the client address is the one the trusted proxies saw
        from werkzeug.middleware.proxy_fix import ProxyFix

        n = app.config["TRUSTED_PROXIES"]
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=n, x_proto=n, x_host=n)

    # Per API token, else per client address; each with its own limit.
    if app.config["RATELIMIT_DEFAULT"]:  # empty: no limits, and no per-request limiter work at all
        per_ip, per_token = app.config["RATELIMIT_DEFAULT"], app.config["RATELIMIT_TOKEN"] or app.config["RATELIMIT_DEFAULT"]
        limiter = Limiter(rate_key, app=app,
                          default_limits=[lambda: per_token if is_token_request() else per_ip],
                          storage_uri=app.config["RATELIMIT_STORAGE_URI"])
        limiter.exempt(health.bp)
        limiter.exempt(spec.bp)
        limiter.request_filter(lambda: request.endpoint == "web.static")  # the pages' CSS and scripts
        app.extensions["mechforge.limiter"] = limiter

    from flask_cors import CORS

    # Browser clients on other origins: the API answers CORS preflights and
    # exposes the headers a client needs (ETag for caching, Location of a new
    # resource, Content-Disposition of a download).  Any configured origin
    # may make anonymous requests; only credentialed origins may send a token.
    _credentialed_cors(app, app.config["CORS_CREDENTIALED_ORIGINS"])  # runs after flask-cors' own hook
    CORS(app, resources={API_PREFIX + "/*": {"origins": app.config["CORS_ORIGINS"]},
                         "/mekbay/*": {"origins": "*"}},  # MekBay on any origin reads the unit server
         expose_headers=EXPOSED_HEADERS, allow_headers=["Content-Type", "If-None-Match"],
         supports_credentials=False, max_age=600)

    if not app.debug and not app.testing:
        import logging

        logging.getLogger("api").setLevel(logging.INFO)
    return app


EXPOSED_HEADERS = ["ETag", "Location", "Content-Disposition", "Retry-After", "WWW-Authenticate"]


def _credentialed_cors(app: Flask, origins: list[str]) -> None:
    """For the credentialed origins: allow credentials and any header the
    preflight asks for (Authorization among them), on top of flask-cors."""
    if not origins:
        return
    allowed = set(origins)

    @app.after_request
    def allow_credentials(response):
        from flask import request

        origin = request.headers.get("Origin")
        if origin in allowed and request.path.startswith(API_PREFIX + "/"):
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Access-Control-Allow-Credentials"] = "true"
            response.headers["Access-Control-Expose-Headers"] = ", ".join(EXPOSED_HEADERS)
            response.vary.add("Origin")
            asked = request.headers.get("Access-Control-Request-Headers")
            if request.method == "OPTIONS" and asked:
                response.headers["Access-Control-Allow-Headers"] = asked
                response.headers.setdefault("Access-Control-Allow-Methods", "DELETE, GET, HEAD, OPTIONS, POST, PUT")
                response.headers.setdefault("Access-Control-Max-Age", "600")
        return response


def _list(text: str) -> list[str]:
    return [o.strip() for o in text.split(",") if o.strip()]


def _origins(text: str):
    """``"*"``, or the comma-separated origins as a list."""
    text = text.strip()
    return "*" if text in ("", "*") else [o.strip() for o in text.split(",") if o.strip()]


__all__ = ["API_PREFIX", "MAX_BODY_BYTES", "create_app"]
