"""Row versions as ETags: conditional requests on stored designs and forces.

Every stored design and force has a ``version`` (migration 0006): 1 when it
is first written, one more at every write.  Its ETag is ``"v<version>"``:

* ``GET`` answers it in ``ETag``; ``If-None-Match`` with it answers 304.
* ``PUT`` and ``DELETE`` with ``If-Match`` go ahead only when it names the
  stored version (or is ``*``); otherwise 412 ``PRECONDITION_FAILED`` with the
  current version, and nothing is written.  Without ``If-Match`` the write
  replaces whatever is stored, as before.
* Whatever the headers, a write names the version it read in its UPDATE or
  DELETE; when another request wrote the row in between, the write fails and
  is answered 409 ``EDIT_CONFLICT`` (nothing of it is kept; api/errors.py),
  never a lost update.
* Before it writes, a PUT or DELETE locks the row (:func:`lock_for_write`),
  so two writers of one row take turns instead of deadlocking on PostgreSQL
  over the row's document and items (the second then finds a new version:
  409).
"""

from __future__ import annotations

from typing import Any, Optional

from flask import Response, request

from .errors import APIError, edit_conflict


def etag(row: Any) -> str:
    """The row's entity tag, without quotes (Werkzeug quotes it)."""
    return f"v{row.version}"


def next_version(row: Any) -> None:
    """Count a write of ``row``: a new row starts at 1, a stored one goes up
    by one (which also makes the row's UPDATE, and its ``updated_at``, happen
    when only its document or items changed)."""
    row.version = 1 if row.version is None else row.version + 1


def require_match(row: Any, what: str) -> None:
    """412 unless ``If-Match`` (when sent) names the row's current version."""
    if request.if_match and not request.if_match.contains(etag(row)):
        raise APIError(
            412,
            "PRECONDITION_FAILED",
            f"the {what} has changed since you read it: it is at version {row.version} now"
            f' (ETag "{etag(row)}"); read it again and make your change to that',
            current_version=row.version,
        )


def not_modified(row: Any) -> Optional[Response]:
    """A 304 when ``If-None-Match`` names the row's current version."""
    if request.if_none_match.contains(etag(row)):
        response = Response(status=304)
        response.set_etag(etag(row))
        return response
    return None


def tagged(body: Any, row: Any, status: int = 200, headers: Optional[dict[str, str]] = None):
    """A Flask answer of ``body`` carrying the row's ETag."""
    return body, status, {**(headers or {}), "ETag": f'"{etag(row)}"'}


def lock_for_write(row: Any) -> None:
    """Lock the row until the request's transaction ends and check that it
    is still at the version read; a 409 ``EDIT_CONFLICT`` otherwise (written
    or deleted meanwhile).  Call it right before changing or deleting the
    row, with nothing of the write pending yet.  On PostgreSQL this is
    ``SELECT ... FOR UPDATE`` (another writer of the row waits for this one
    to end); SQLite ignores the lock (it writes one transaction at a time)."""
    from sqlalchemy import select

    from . import db

    model = type(row)
    current = db.session().execute(select(model.version).where(model.id == row.id).with_for_update()).scalar()
    if current != row.version:
        raise edit_conflict()
