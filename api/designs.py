"""/api/v1/designs: stored designs (create, read, replace, delete, list).

A stored design keeps its canonical JSON form (construction.dump_design), the
validator's verdict at the time of the last write, and a denormalised summary
(unit_type, chassis, model, tonnage, tech_base, rules_level, year, valid) that
the list filters on.

Reading is open to everyone for public designs; saving needs a token
(:mod:`api.auth`), and the saver owns the design: only the owner sees a
private design (the default: ``"visibility": "public"`` shares it) and only
the owner replaces or deletes it.  To anyone else such a design does not
exist (404).  Every write is one transaction, made only after the
input was read and evaluated, so bad input never leaves a row behind.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request, url_for
from marshmallow import RAISE, Schema, ValidationError, fields, validate

import construction
from construction.model import TECH_BASES, UNIT_TYPES

from . import db
from .auth import owned, readable, require_caller, visible_rows
from .errors import invalid, load_query
from .evaluate import evaluate_design
from .inputs import design_from, json_body, split_envelope, unstorable
from .models import VISIBILITIES, DesignRow
from .paging import PageQuerySchema, paginate

bp = Blueprint("designs", __name__)

ENVELOPE_KEYS = ("name", "notes", "visibility")


# --------------------------------------------------------------------- schemas
def _storable(text: str) -> None:
    why = unstorable(text)
    if why:
        raise ValidationError(why)


class EnvelopeSchema(Schema):
    """What a stored design carries beside the design itself."""

    class Meta:
        unknown = RAISE

    name = fields.String(allow_none=True, validate=validate.Length(max=200))
    notes = fields.String(allow_none=True, validate=validate.Length(max=20000))
    visibility = fields.String(load_default="private", validate=validate.OneOf(VISIBILITIES))


class ListQuerySchema(PageQuerySchema):
    """Query parameters of GET /api/v1/designs."""

    unit_type = fields.String(validate=validate.OneOf(UNIT_TYPES))
    tech_base = fields.String(validate=validate.OneOf(TECH_BASES))
    min_tonnage = fields.Float(validate=validate.Range(min=0))
    max_tonnage = fields.Float(validate=validate.Range(min=0))
    q = fields.String(validate=[validate.Length(min=1, max=200), _storable])
    visibility = fields.String(validate=validate.OneOf(VISIBILITIES))
    mine = fields.Boolean()


_ENVELOPE = EnvelopeSchema()
_LIST_QUERY = ListQuerySchema()

SUMMARY_COLUMNS = ("unit_type", "chassis", "model", "tonnage", "tech_base", "rules_level", "year", "valid")


def row_summary(row: DesignRow) -> dict[str, Any]:
    out: dict[str, Any] = {"id": row.id, "name": row.name, "notes": row.notes}
    for key in SUMMARY_COLUMNS:
        out[key] = getattr(row, key)
    out["owner"] = row.owner.name if row.owner is not None else None
    out["visibility"] = row.visibility
    out["created_at"] = db.timestamp(row.created_at)
    out["updated_at"] = db.timestamp(row.updated_at)
    out["links"] = {"self": url_for("designs.get_design", design_id=row.id)}
    return out


def row_full(row: DesignRow) -> dict[str, Any]:
    out = row_summary(row)
    out["design"] = row.design
    out["validation"] = row.validation
    return out


def _read_input() -> tuple[dict[str, Any], construction.Design, dict[str, Any]]:
    """(envelope, design, evaluation) from the request, or a 4xx."""
    envelope, body = split_envelope(json_body(), ENVELOPE_KEYS)
    try:
        meta = _ENVELOPE.load(envelope)
    except ValidationError as exc:
        raise invalid(exc.messages) from None
    design = design_from(body)
    return meta, design, evaluate_design(design)


def fill_row(row: DesignRow, meta: dict[str, Any], design: construction.Design, evaluation: dict[str, Any]) -> None:
    row.name = meta.get("name")
    row.notes = meta.get("notes")
    row.visibility = meta.get("visibility", "private")
    row.design = construction.dump_design(design)
    row.validation = {k: evaluation[k] for k in ("valid", "errors", "warnings")}
    row.unit_type = design.unit_type
    row.chassis = design.chassis
    row.model = design.model
    row.tonnage = float(design.tonnage)
    row.tech_base = design.tech_base
    row.rules_level = design.rules_level
    row.year = design.year
    row.valid = evaluation["valid"]


def design_row(design_id: int) -> DesignRow:
    """The stored design of that id, when the caller may read it; a 404 otherwise."""
    return readable(DesignRow, design_id, "design")


# ---------------------------------------------------------------------- routes
@bp.post("/designs")
def create_design():
    account = require_caller()
    meta, design, evaluation = _read_input()
    row = DesignRow(owner_id=account.id)
    fill_row(row, meta, design, evaluation)
    session = db.session()
    session.add(row)
    session.commit()
    location = url_for("designs.get_design", design_id=row.id)
    return row_full(row), 201, {"Location": location}


@bp.get("/designs/<int:design_id>")
def get_design(design_id: int):
    return row_full(design_row(design_id))


@bp.put("/designs/<int:design_id>")
def replace_design(design_id: int):
    session = db.session()
    row = owned(DesignRow, design_id, "design")
    meta, design, evaluation = _read_input()
    fill_row(row, meta, design, evaluation)
    session.commit()
    return row_full(row)


@bp.delete("/designs/<int:design_id>")
def delete_design(design_id: int):
    session = db.session()
    row = owned(DesignRow, design_id, "design")
    session.delete(row)
    session.commit()
    return "", 204


@bp.get("/designs")
def list_designs():
    args = load_query(_LIST_QUERY)

    stmt = visible_rows(DesignRow, args)
    if "unit_type" in args:
        stmt = stmt.where(DesignRow.unit_type == args["unit_type"])
    if "tech_base" in args:
        stmt = stmt.where(DesignRow.tech_base == args["tech_base"])
    if "min_tonnage" in args:
        stmt = stmt.where(DesignRow.tonnage >= args["min_tonnage"])
    if "max_tonnage" in args:
        stmt = stmt.where(DesignRow.tonnage <= args["max_tonnage"])
    if "q" in args:
        q = args["q"]
        stmt = stmt.where(
            DesignRow.chassis.icontains(q, autoescape=True) | DesignRow.model.icontains(q, autoescape=True)
        )

    filters = {k: v for k, v in request.args.items() if k not in ("page", "per_page")}
    return paginate(db.session(), stmt, DesignRow.id, args["page"], args["per_page"], "designs.list_designs",
                    row_summary, **filters)
