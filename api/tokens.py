"""/api/v1/tokens: the caller's API tokens (all need a token).

* ``POST /api/v1/tokens`` ``{"name"?}`` makes another token of the caller's
  account; the answer holds its secret (``token``), shown this once.
* ``GET /api/v1/tokens`` lists the caller's tokens, without secrets.
* ``DELETE /api/v1/tokens/{id}`` revokes one of them (404 for tokens of others).

The first token of an account is made on the server: ``mechforge token create NAME``.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, url_for
from marshmallow import RAISE, Schema, fields, validate
from sqlalchemy import select

from . import db
from .auth import caller, issue_token, require_caller
from .errors import not_found
from .inputs import load_object
from .models import TokenRow

bp = Blueprint("tokens", __name__)


class NewTokenSchema(Schema):
    class Meta:
        unknown = RAISE

    name = fields.String(allow_none=True, validate=validate.Length(max=100))


_NEW = NewTokenSchema()


def token_view(row: TokenRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "name": row.name,
        "hint": row.hint,
        "created_at": db.timestamp(row.created_at),
        "last_used_at": db.timestamp(row.last_used_at),
        "links": {"self": url_for("tokens.revoke_token", token_id=row.id)},
    }


@bp.post("/tokens")
def create_token():
    account = require_caller()
    data = load_object(_NEW)
    session = db.session()
    row, secret = issue_token(session, account, data.get("name"))
    session.commit()
    out = token_view(row) | {"account": account.name, "token": secret}
    return out, 201, {"Location": out["links"]["self"]}


@bp.get("/tokens")
def list_tokens():
    account = require_caller()
    rows = db.session().scalars(select(TokenRow).where(TokenRow.account_id == account.id).order_by(TokenRow.id))
    return {"account": account.name, "items": [token_view(r) for r in rows]}


@bp.delete("/tokens/<int:token_id>")
def revoke_token(token_id: int):
    account = require_caller()
    session = db.session()
    row = db.get(TokenRow, token_id)
    if row is None or row.account_id != account.id:
        raise not_found(f"token {token_id}")
    session.delete(row)
    session.commit()
    return "", 204


@bp.get("/account")
def whoami():
    """The calling account (401 without a token)."""
    account = require_caller()
    return {"name": account.name, "created_at": db.timestamp(account.created_at)}


__all__ = ["bp", "caller"]
