"""Who is calling: accounts and their API tokens.

A client sends ``Authorization: Bearer <token>``.  A token is a random secret
(``mf_`` + 43 URL-safe characters, 256 bits) shown once, when it is made; the
database keeps only its SHA-256 digest, so a copy of the database gives no
usable token.  (A slow, salted hash is for guessable passwords; a 256-bit
random secret cannot be guessed, and one digest lookup keeps every request
fast.)

* :func:`caller` is the calling account, or None for an anonymous request;
  a token that is malformed, unknown or revoked is a 401 (``INVALID_TOKEN``),
  so a client learns at once that its token no longer works.
* :func:`require_caller` is the same, but anonymous requests are a 401
  (``UNAUTHENTICATED``) too: saving, changing and deleting need a token.
* :func:`rate_key` is what the rate limits count requests by: the token, or
  the client address.

Which rows a caller may see and change is :func:`readable` / :func:`owned`:
a row is readable when it is public or the caller's own, and only its owner
changes it; to everyone else it does not exist (404).
"""

from __future__ import annotations

import hashlib
import re
import secrets
from datetime import timedelta
from typing import Optional

from flask import g, request
from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from . import db
from .errors import APIError, not_found
from .models import AccountRow, TokenRow, utcnow

TOKEN_PREFIX = "mf_"
TOKEN_RE = re.compile(r"mf_[A-Za-z0-9_-]{43}")
ACCOUNT_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
LAST_USED_RESOLUTION = timedelta(minutes=10)  # last_used_at is written at most this often per token
_ANON = object()


# -------------------------------------------------------------------- tokens
def new_secret() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def account_named(session: Session, name: str, create: bool = False) -> Optional[AccountRow]:
    """The account of that name (made when ``create`` and missing)."""
    row = session.scalar(select(AccountRow).where(AccountRow.name == name))
    if row is None and create:
        if not ACCOUNT_NAME_RE.fullmatch(name):
            raise ValueError("an account name is 1-100 letters, digits, '.', '_' or '-', starting with a letter or digit")
        row = AccountRow(name=name)
        session.add(row)
        session.flush()
    return row


def issue_token(session: Session, account: AccountRow, name: Optional[str] = None) -> tuple[TokenRow, str]:
    """A new token of ``account``: (its row, its secret).  The caller commits."""
    secret = new_secret()
    row = TokenRow(account_id=account.id, name=name, digest=digest(secret), hint=secret[-4:])
    session.add(row)
    session.flush()
    return row, secret


# -------------------------------------------------------------------- callers
def _unauthorized(code: str, message: str) -> APIError:
    err = APIError(401, code, message)
    err.headers = {"WWW-Authenticate": 'Bearer realm="mechforge"'}
    return err


def _presented() -> Optional[str]:
    """The bearer token of the request, None without an Authorization header;
    a 401 for any other kind of Authorization."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, secret = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not secret.strip():
        raise _unauthorized("INVALID_TOKEN", "the Authorization header must be 'Bearer <token>'")
    return secret.strip()


def _lookup() -> Optional[tuple[AccountRow, TokenRow]]:
    secret = _presented()
    if secret is None:
        return None
    if not TOKEN_RE.fullmatch(secret):
        raise _unauthorized("INVALID_TOKEN", "the token is not valid (malformed, unknown or revoked)")
    session = db.session()
    found = session.execute(
        select(AccountRow, TokenRow).join(TokenRow, TokenRow.account_id == AccountRow.id)
        .where(TokenRow.digest == digest(secret))
    ).first()
    if found is None:
        raise _unauthorized("INVALID_TOKEN", "the token is not valid (malformed, unknown or revoked)")
    account, token = found
    now = utcnow()
    last = token.last_used_at
    if last is not None and last.tzinfo is None:
        last = last.replace(tzinfo=now.tzinfo)
    if last is None or now - last > LAST_USED_RESOLUTION:
        token.last_used_at = now
        session.commit()
    return account, token


def _identify():
    if "mf_caller" not in g:
        try:
            g.mf_caller = _lookup() or _ANON
        except APIError as exc:
            g.mf_caller = exc
    if isinstance(g.mf_caller, APIError):
        raise g.mf_caller
    return None if g.mf_caller is _ANON else g.mf_caller


def caller() -> Optional[AccountRow]:
    """The calling account; None when anonymous; 401 for a bad token."""
    found = _identify()
    return found[0] if found else None


def caller_token() -> Optional[TokenRow]:
    found = _identify()
    return found[1] if found else None


def require_caller() -> AccountRow:
    """The calling account; 401 when the request has no (valid) token."""
    account = caller()
    if account is None:
        raise _unauthorized("UNAUTHENTICATED", "this needs an API token: send 'Authorization: Bearer <token>'")
    return account


def rate_key() -> str:
    """What a request counts against: its token (valid or not a token at
    all: then the client address)."""
    from flask_limiter.util import get_remote_address

    if request.headers.get("Authorization") is not None:
        try:
            token = caller_token()
        except APIError:
            token = None
        if token is not None:
            return f"token:{token.id}"
    return f"ip:{get_remote_address()}"


def is_token_request() -> bool:
    return rate_key().startswith("token:")


# ------------------------------------------------------------------ visibility
def visible_to(model, account: Optional[AccountRow]):
    """SQL condition: rows of ``model`` that ``account`` may read."""
    if account is None:
        return model.visibility == "public"
    return or_(model.visibility == "public", model.owner_id == account.id)


def visible_rows(model, args: dict):
    """A select of the rows of ``model`` the caller may list, narrowed by the
    listing's ``mine`` (401 without a token) and ``visibility`` parameters."""
    account = caller()
    stmt = select(model).where(visible_to(model, account))
    if args.get("mine"):
        stmt = stmt.where(model.owner_id == (account or require_caller()).id)
    if "visibility" in args:
        stmt = stmt.where(model.visibility == args["visibility"])
    return stmt


def may_read(row) -> bool:
    """Whether the caller may read the row: it is public, or the caller's own."""
    return row.visibility == "public" or _owns(row, caller())


def readable(model, row_id: int, what: str):
    """The row, when the caller may read it; 404 otherwise."""
    row = db.get(model, row_id)
    if row is None or not may_read(row):
        raise not_found(f"{what} {row_id}")
    return row


def owned(model, row_id: int, what: str):
    """The row, when the caller owns it: 401 without a token, 404 otherwise
    (also for public rows of others and rows without an owner)."""
    account = require_caller()
    row = db.get(model, row_id)
    if row is None or not _owns(row, account):
        raise not_found(f"{what} {row_id}")
    return row


def _owns(row, account: Optional[AccountRow]) -> bool:
    return account is not None and row.owner_id is not None and row.owner_id == account.id
