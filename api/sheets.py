"""Record sheets as PDF.

* ``GET /api/v1/designs/{id}/record-sheet.pdf?paper=&gunnery=&piloting=&pilot=``
  - the stored design's sheet, with a strong ETag (``If-None-Match`` -> 304).
* ``POST /api/v1/record-sheets`` - ``{"designs": [id | design JSON |
  {"format", "text"}, ...], "paper", "gunnery", "piloting", "pilot"}`` -> one
  PDF with every sheet, in order.

Everything is checked before the PDF is drawn: bad options, unknown ids and
designs that cannot be drawn are JSON errors (422/404), never an empty or
partial PDF.  The ETag is the SHA-256 of the PDF; sheets are deterministic,
so it only changes when the design, the options or MechForge change.  Recent
sheets are kept in a small per-process cache keyed by the design's JSON form
and the options, so a conditional GET does not redraw the sheet.  The designs
of the stored JSON forms read lately are kept too (by the form's digest), so
a stored design's sheet with another pilot or skills is drawn without
reading the design, working out its BV (memoised on the design) or writing
its JSON form again.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from flask import Blueprint, Response, request
from marshmallow import RAISE, Schema, ValidationError, fields, validate

import construction
from construction.schema import WholeNumber
import records
from records.common import MAX_PILOT_CHARS
from records.pdf import PAPER_NAMES

from .auth import readable
from .downloads import deadline_error, pdf_response, render_deadline
from .errors import APIError, invalid, load_query
from .inputs import QueryWholeNumber, design_from, load_object
from .models import DesignRow
from .recent import Recent

bp = Blueprint("sheets", __name__)

MAX_DESIGNS_PER_REQUEST = 100
CACHE_SIZE = 64


def _pilot_text(value: str) -> None:
    if any(ord(ch) < 32 for ch in value):
        raise ValidationError("Must not contain control characters.")


class SheetQuerySchema(Schema):
    class Meta:
        unknown = RAISE

    paper = fields.String(load_default="letter", validate=validate.OneOf(PAPER_NAMES, error="Use one of: {choices}."))
    gunnery = QueryWholeNumber(validate=validate.Range(0, 8))
    piloting = QueryWholeNumber(validate=validate.Range(0, 8))
    pilot = fields.String(validate=[validate.Length(max=MAX_PILOT_CHARS), _pilot_text])


class SheetBodySchema(SheetQuerySchema):
    gunnery = WholeNumber(allow_none=True, validate=validate.Range(0, 8))
    piloting = WholeNumber(allow_none=True, validate=validate.Range(0, 8))
    pilot = fields.String(allow_none=True, validate=[validate.Length(max=MAX_PILOT_CHARS), _pilot_text])
    designs = fields.List(fields.Raw(), required=True,
                          validate=validate.Length(min=1, max=MAX_DESIGNS_PER_REQUEST))


_QUERY = SheetQuerySchema()
_BODY = SheetBodySchema()

_cache = Recent(CACHE_SIZE)  # request key -> (etag, pdf)
_designs = Recent(CACHE_SIZE)  # digest of a stored design's JSON form -> the design


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


def _design_key(design: construction.Design) -> str:
    """The digest of the design's JSON form, worked out once per design
    (designs are immutable; bv.compute memoises on them the same way)."""
    key = design.memo.get("sheet_key")
    if key is None:
        key = design.memo["sheet_key"] = _digest(construction.dump_design(design))
    return key


def _options(args: dict[str, Any]) -> dict[str, Any]:
    return {
        "paper": args.get("paper", "letter").lower(),
        "gunnery": args.get("gunnery"),
        "piloting": args.get("piloting"),
        "pilot": args.get("pilot"),
    }


def _render(designs: list[construction.Design], options: dict[str, Any], batch: bool = False) -> tuple[str, bytes]:
    """(etag, pdf) for the designs, from the cache when drawn before."""
    key = _digest({"designs": [_design_key(d) for d in designs], "options": options})
    hit = _cache.get(key)
    if hit is not None:
        return hit
    try:
        pdf = records.render(designs, **options, deadline=render_deadline())
    except records.DeadlineExceeded:
        raise deadline_error() from None
    except records.SheetError as exc:
        field = exc.field or "_schema"
        if batch and exc.index is not None:
            field = f"designs.{exc.index}" + (f".{exc.field}" if exc.field else "")
        raise APIError(422, "CANNOT_DRAW", f"no record sheet can be drawn: {exc.message}", {field: [exc.message]}) from None
    etag = hashlib.sha256(pdf).hexdigest()[:32]
    _cache.put(key, (etag, pdf))
    return etag, pdf


def _row(design_id: int) -> DesignRow:
    """The stored design, when the caller may read it (public or their own); a 404 otherwise."""
    return readable(DesignRow, design_id, "design")


def _stored_design(row: DesignRow) -> construction.Design:
    document = row.design
    digest = _digest(document)
    design = _designs.get(digest)
    if design is not None:
        return design
    try:
        design = construction.load_design(document)
    except construction.DesignError as exc:  # pragma: no cover - stored designs were checked on write
        raise APIError(422, "CANNOT_DRAW", f"stored design {row.id} cannot be read: {exc}") from None
    _designs.put(digest, design)
    return design


@bp.get("/designs/<int:design_id>/record-sheet.pdf")
def design_sheet(design_id: int):
    args = load_query(_QUERY)
    row = _row(design_id)
    design = _stored_design(row)
    etag, pdf = _render([design], _options(args))
    if request.if_none_match.contains(etag):
        resp = Response(status=304)
        resp.set_etag(etag)
        resp.headers["Cache-Control"] = "no-cache"
        return resp
    return pdf_response(pdf, design.name, "record-sheet", etag)


@bp.post("/record-sheets")
def batch_sheets():
    args = load_object(_BODY)
    designs = []
    for i, entry in enumerate(args["designs"]):
        designs.append(design_entry(i, entry))
    etag, pdf = _render(designs, _options(args), batch=True)
    name = designs[0].name if len(designs) == 1 else "record-sheets"
    return pdf_response(pdf, name, "record-sheets", etag)


def design_entry(i: int, entry: Any) -> construction.Design:
    """One entry of ``designs``: a stored id, a design's JSON form or a unit file."""
    where = f"designs.{i}"
    if isinstance(entry, bool) or entry is None:
        raise invalid({where: ["Must be a design id, a design or a unit file."]})
    if isinstance(entry, float) and entry.is_integer():
        entry = int(entry)  # JSON's 3.0 is 3
    if isinstance(entry, int):
        try:
            return _stored_design(readable(DesignRow, entry, "design"))
        except APIError as exc:
            exc.fields = {where: [exc.message]}
            raise
    if isinstance(entry, dict):
        try:
            return design_from(entry)
        except APIError as exc:
            if exc.fields:
                exc.fields = {f"{where}.{k}": v for k, v in exc.fields.items()}
            exc.message = f"{where}: {exc.message}"
            raise
    raise invalid({where: ["Must be a design id, a design or a unit file."]})
