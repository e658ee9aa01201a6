"""/api/v1/designs: stored designs (create, read, replace, delete, list).

A stored design keeps its canonical JSON form (construction.dump_design), the
validator's verdict at the time of the last write, and a denormalised summary
(unit_type, chassis, model, tonnage, tech_base, rules_level, year, valid) that
the list filters on.  Every write is one transaction, made only after the
input was read and evaluated, so bad input never leaves a row behind.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request, url_for
from marshmallow import RAISE, Schema, ValidationError, fields, validate
from sqlalchemy import select

import construction
from construction.model import TECH_BASES, UNIT_TYPES

from . import db
from .errors import invalid, load_query, not_found
from .evaluate import evaluate_design
from .inputs import design_from, json_body, split_envelope, unstorable
from .models import DesignRow
from .paging import PageQuerySchema, paginate

bp = Blueprint("designs", __name__)

ENVELOPE_KEYS = ("name", "notes")


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


class ListQuerySchema(PageQuerySchema):
    """Query parameters of GET /api/v1/designs."""

    unit_type = fields.String(validate=validate.OneOf(UNIT_TYPES))
    tech_base = fields.String(validate=validate.OneOf(TECH_BASES))
    min_tonnage = fields.Float(validate=validate.Range(min=0))
    max_tonnage = fields.Float(validate=validate.Range(min=0))
    q = fields.String(validate=[validate.Length(min=1, max=200), _storable])


_ENVELOPE = EnvelopeSchema()
_LIST_QUERY = ListQuerySchema()

SUMMARY_COLUMNS = ("unit_type", "chassis", "model", "tonnage", "tech_base", "rules_level", "year", "valid")


def row_summary(row: DesignRow) -> dict[str, Any]:
    out: dict[str, Any] = {"id": row.id, "name": row.name, "notes": row.notes}
    for key in SUMMARY_COLUMNS:
        out[key] = getattr(row, key)
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
    """The stored design of that id, or a 404."""
    row = db.get(DesignRow, design_id)
    if row is None:
        raise not_found(f"design {design_id}")
    return row


# ---------------------------------------------------------------------- routes
@bp.post("/designs")
def create_design():
    meta, design, evaluation = _read_input()
    row = DesignRow()
    fill_row(row, meta, design, evaluation)
    session = db.session()
    with session.begin():
        session.add(row)
    location = url_for("designs.get_design", design_id=row.id)
    return row_full(row), 201, {"Location": location}


@bp.get("/designs/<int:design_id>")
def get_design(design_id: int):
    return row_full(design_row(design_id))


@bp.put("/designs/<int:design_id>")
def replace_design(design_id: int):
    session = db.session()
    row = design_row(design_id)
    meta, design, evaluation = _read_input()
    fill_row(row, meta, design, evaluation)
    session.commit()
    return row_full(row)


@bp.delete("/designs/<int:design_id>")
def delete_design(design_id: int):
    session = db.session()
    row = design_row(design_id)
    session.delete(row)
    session.commit()
    return "", 204


@bp.get("/designs")
def list_designs():
    args = load_query(_LIST_QUERY)
    if "min_tonnage" in args and "max_tonnage" in args and args["min_tonnage"] > args["max_tonnage"]:
        raise invalid({"min_tonnage": ["Must not be greater than max_tonnage."]}, "the query has invalid parameters")

    stmt = select(DesignRow)
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
