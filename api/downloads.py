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


def render_deadline() -> float:
    """When drawing for this request must stop (a time.monotonic() value):
    ``RENDER_SECONDS`` after now (config, env MECHFORGE_RENDER_SECONDS, 10 s)."""
    import time

    from flask import current_app

    return time.monotonic() + float(current_app.config.get("RENDER_SECONDS", 10))


def deadline_error():
    """The 422 for a request whose drawing went past its deadline."""
    from flask import current_app

    from .errors import APIError

    seconds = current_app.config.get("RENDER_SECONDS", 10)
    return APIError(422, "RENDER_DEADLINE", f"drawing this request takes longer than {seconds:g} s, the limit "
                    "for one request: ask for fewer designs at a time")
