"""Unit files out: a design as the MegaMek file of its family, or its JSON form.

* ``POST /api/v1/export`` - the body of ``POST /api/v1/validate`` (a design
  in its JSON form, or a unit file ``{"format", "text"}``) plus ``"to":
  "mtf" | "blk" | "json"``.
* ``GET /api/v1/designs/{id}/export?to=...`` - a stored design, with the
  visibility rule of ``GET /api/v1/designs/{id}`` (someone else's private
  design is a 404).

The answer is the file's text (``text/plain`` for .mtf/.blk,
``application/json`` for the JSON form) with ``Content-Disposition:
attachment; filename="<Chassis Model>.<ext>"`` (ASCII; the UTF-8 name in
``filename*`` when it has other letters).  A ``to`` that is missing,
unknown or does not fit the family (blk for a 'Mech, mtf for a vehicle) is
a 422 on field ``to``; a design the file cannot hold (a name with a line
break, ...) a 422 ``CANNOT_EXPORT`` naming the design field.  The text is
written by :func:`construction.export`: the same design always gives the
same bytes, and it reads back as the same design.
"""

from __future__ import annotations

from urllib.parse import quote

from flask import Blueprint, Response
from marshmallow import RAISE, Schema, ValidationError, fields, validate

import construction
from construction.writers import format_for

from .auth import readable
from .errors import APIError, invalid, load_query
from .inputs import design_from, json_body, split_envelope
from .models import DesignRow

bp = Blueprint("export", __name__)

MEDIA_TYPES = {"mtf": "text/plain; charset=utf-8", "blk": "text/plain; charset=utf-8",
               "json": "application/json"}
# Characters a filename keeps as they are; anything else becomes "_".
_SAFE = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -_.()[]+,'&!")


class ToSchema(Schema):
    """The ``to`` of an export: the format to write."""

    class Meta:
        unknown = RAISE

    to = fields.String(required=True, validate=validate.OneOf(construction.EXPORT_FORMATS,
                                                              error="Unknown format; use one of: {choices}."))


_TO = ToSchema()


@bp.post("/export")
def export_posted():
    envelope, body = split_envelope(json_body(), ("to",))
    try:
        fmt = _TO.load(envelope)["to"]
    except ValidationError as exc:
        raise invalid(exc.messages, "the request has an invalid export format") from None
    return file_response(design_from(body), fmt)


@bp.get("/designs/<int:design_id>/export")
def export_stored(design_id: int):
    fmt = load_query(_TO)["to"]
    row = readable(DesignRow, design_id, "design")
    try:
        design = construction.load_design(row.design)
    except construction.DesignError as exc:  # pragma: no cover - stored designs were checked on write
        raise APIError(422, "CANNOT_EXPORT", f"stored design {row.id} cannot be read: {exc}") from None
    return file_response(design, fmt)


def file_response(design: construction.Design, fmt: str) -> Response:
    """The design written as ``fmt``, as a download; a 422 when it cannot be."""
    if fmt != "json" and format_for(design.unit_type) != fmt:
        wanted = format_for(design.unit_type)
        message = f"a {design.unit_type.replace('_', ' ')} design is written as {wanted}, not {fmt}"
        raise APIError(422, "EXPORT_FORMAT_MISMATCH", message, {"to": [message]})
    try:
        text = construction.export(design, fmt)
    except construction.ExportError as exc:
        raise APIError(422, "CANNOT_EXPORT", f"the design cannot be written as {fmt}: {exc.message}",
                       {exc.field: [exc.message]}) from None
    response = Response(text, mimetype=MEDIA_TYPES[fmt].split(";")[0])
    response.headers["Content-Type"] = MEDIA_TYPES[fmt]
    response.headers["Content-Disposition"] = attachment(design.name, fmt)
    return response


def attachment(name: str, extension: str) -> str:
    """``attachment; filename="Atlas AS7-D.mtf"``: the design's name in ASCII
    (spaces kept, quotes and other marks as "_"), plus the UTF-8 name in
    ``filename*`` (RFC 6266) when it has letters outside ASCII."""
    clean = " ".join(name.split())[:120].strip(" .") or "design"
    ascii_name = "".join(ch if ch in _SAFE else "_" for ch in clean).strip(" ._") or "design"
    value = f'attachment; filename="{ascii_name}.{extension}"'
    if ascii_name != clean:
        value += f"; filename*=UTF-8''{quote(f'{clean}.{extension}', safe='')}"
    return value


__all__ = ["attachment", "bp", "file_response"]
