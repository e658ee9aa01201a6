"""File downloads: one way to name a PDF (or any file) in a response.

``Content-Disposition`` carries an ASCII ``filename`` for old clients and,
for names outside ASCII (``Атлас``, ``戦車``, ``Çeşme``), an RFC 6266 /
RFC 5987 ``filename*`` in UTF-8, so any design name downloads."""

from __future__ import annotations

from typing import Optional
from urllib.parse import quote

from flask import Response


def disposition(name: str, default: str, extension: str = ".pdf", kind: str = "inline") -> str:
    """The Content-Disposition value for a file named after ``name``."""
    clean = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name).strip("_")[:80] or default
    ascii_name = "".join(ch if ch.isascii() else "_" for ch in clean).strip("_") or default
    value = f'{kind}; filename="{ascii_name}{extension}"'
    if ascii_name != clean:
        value += f"; filename*=UTF-8''{quote(clean + extension, safe='')}"
    return value


def pdf_response(pdf: bytes, name: str, default: str, etag: Optional[str] = None) -> Response:
    """A PDF answer named after ``name`` (``default`` when nothing of it is
    usable), with a strong ETag when given (If-None-Match then answers 304)."""
    resp = Response(pdf, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = disposition(name, default)
    if etag:
        resp.set_etag(etag)
        resp.headers["Cache-Control"] = "no-cache"
    return resp
