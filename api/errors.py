"""One error format for every 4xx and 5xx answer:

    {"error": {"status": 422, "code": "INVALID_INPUT", "message": "...",
               "fields": {"mounts.3.slots": ["..."]}}}

``fields`` (only when the error is about named input fields) maps dotted
field paths to lists of messages.  Unexpected exceptions are logged with their
traceback and answered with a plain 500, never the traceback itself.
"""

from __future__ import annotations

import logging
from typing import Any, Mapping, Optional

from flask import Flask, jsonify
from werkzeug.exceptions import HTTPException

log = logging.getLogger("api")

# Codes for the HTTP errors Werkzeug raises on its own.
_HTTP_CODES = {
    400: "BAD_REQUEST",
    401: "UNAUTHENTICATED",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "RATE_LIMITED",
    500: "INTERNAL_ERROR",
}


class APIError(Exception):
    """An error answered to the client as it is."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        fields: Optional[Mapping[str, list[str]]] = None,
        **extra: Any,
    ):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.fields = dict(fields) if fields else None
        self.extra = extra
        self.headers: Optional[Mapping[str, str]] = None  # extra response headers (WWW-Authenticate, ...)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"status": self.status, "code": self.code, "message": self.message}
        if self.fields:
            body["fields"] = self.fields
        body.update(self.extra)
        return {"error": body}


def invalid(messages: Any, message: str = "the request has invalid fields") -> APIError:
    """A 422 from marshmallow-style messages (nested dicts keyed by field)."""
    return APIError(422, "INVALID_INPUT", message, flatten_messages(messages))


def load_query(schema) -> dict[str, Any]:
    """The request's query parameters read by a marshmallow schema; a 422
    naming each bad parameter otherwise."""
    from flask import request
    from marshmallow import ValidationError

    try:
        return schema.load(request.args.to_dict())
    except ValidationError as exc:
        raise invalid(exc.messages, "the query has invalid parameters") from None


def not_found(what: str) -> APIError:
    return APIError(404, "NOT_FOUND", f"{what} not found")


def flatten_messages(messages: Any, prefix: str = "") -> dict[str, list[str]]:
    """marshmallow's nested error dicts -> {"dotted.path": [messages]}.

    ``{"mounts": {3: {"slots": {0: ["Not a valid integer."]}}}}`` becomes
    ``{"mounts.3.slots.0": ["Not a valid integer."]}``; messages not tied to a
    field sit under ``_schema`` (``"mounts.3._schema"`` inside a nested item).
    """
    out: dict[str, list[str]] = {}
    if isinstance(messages, Mapping):
        for key, value in messages.items():
            path = f"{prefix}.{key}" if prefix else str(key)
            for k, v in flatten_messages(value, path).items():
                out.setdefault(k, []).extend(v)
        return out
    key = prefix or "_schema"
    if isinstance(messages, (list, tuple)):
        for item in messages:
            if isinstance(item, (Mapping, list, tuple)):
                for k, v in flatten_messages(item, prefix).items():
                    out.setdefault(k, []).extend(v)
            else:
                out.setdefault(key, []).append(str(item))
        return out
    out[key] = [str(messages)]
    return out


def _respond(err: APIError, headers: Optional[Mapping[str, str]] = None):
    response = jsonify(err.to_dict())
    response.status_code = err.status
    if headers:
        for name, value in headers.items():
            response.headers[name] = value
    return response


def _http_error(exc: HTTPException):
    status = exc.code or 500
    code = _HTTP_CODES.get(status, "HTTP_%d" % status)
    message = exc.description or exc.name
    if status == 413:
        message = "the request body is larger than the limit of 2 MiB"
    if status == 404:
        message = "no such resource"
    if status == 429:
        message = f"too many requests: the limit is {exc.description}; try again later"
    headers = {}
    if status == 405:
        allow = exc.get_response().headers.get("Allow")
        if allow:
            headers["Allow"] = allow
        message = "method not allowed for this resource"
    return _respond(APIError(status, code, message), headers)


def _api_error(exc: APIError):
    return _respond(exc, exc.headers)


EDIT_CONFLICT_MESSAGE = ("another request changed this row while this one was writing it; nothing of this request"
                         " was kept: read it again and retry")
# PostgreSQL's answers when concurrent transactions collide: deadlock
# detected, could not serialize.  It rolls the transaction back.
_COLLISION_SQLSTATES = frozenset({"40P01", "40001"})


def edit_conflict() -> APIError:
    """The 409 of a write that another request's write got in the way of."""
    return APIError(409, "EDIT_CONFLICT", EDIT_CONFLICT_MESSAGE)


def _edit_conflict(exc: Exception):
    """A write whose UPDATE or DELETE found the row at another version than
    it read (SQLAlchemy's StaleDataError; rows are versioned, api/preconditions.py),
    or that PostgreSQL failed to break a deadlock or a serialization conflict
    with another request's (any other database error stays a 500).  The
    session is rolled back, so nothing of this one is kept."""
    from sqlalchemy.exc import DBAPIError

    from . import db

    if isinstance(exc, DBAPIError) and getattr(exc.orig, "sqlstate", None) not in _COLLISION_SQLSTATES:
        return _unexpected(exc)
    db.session().rollback()
    return _respond(edit_conflict())


def _unexpected(exc: Exception):
    if isinstance(exc, HTTPException):  # pragma: no cover - handled above
        return _http_error(exc)
    log.exception("unhandled error: %s", exc)
    return _respond(APIError(500, "INTERNAL_ERROR", "internal server error"))


def init_app(app: Flask) -> None:
    app.register_error_handler(APIError, _api_error)
    app.register_error_handler(HTTPException, _http_error)
    from sqlalchemy.exc import DBAPIError
    from sqlalchemy.orm.exc import StaleDataError

    app.register_error_handler(StaleDataError, _edit_conflict)
    app.register_error_handler(DBAPIError, _edit_conflict)
    app.register_error_handler(Exception, _unexpected)
