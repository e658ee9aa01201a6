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
from sqlalchemy import select
from sqlalchemy.orm import selectinload

import construction
from construction.model import RULES_LEVELS, TECH_BASES, UNIT_TYPES

from . import db
from .auth import owned, readable, require_caller, visible_rows
from .errors import invalid, load_query, not_found
from .evaluate import evaluate_design
from .inputs import QueryWholeNumber, design_from, json_body, split_envelope, unstorable
from .library import assign_identity, catalog_entry, set_items, summary_columns
from .models import VISIBILITIES, DesignItemRow, DesignRow
from .paging import PageQuerySchema, paginate
from .preconditions import lock_for_write, next_version, not_modified, require_match, tagged

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


def _catalog_id(name: str):
    from construction.catalog import catalog

    found = catalog().find(name) or catalog().resolve(name)
    return found.id if found is not None else None


# sort keys of the listing -> the columns they order by (then the id, so pages are stable)
SORT_KEYS = {
    "name": (DesignRow.chassis, DesignRow.model),
    "tonnage": (DesignRow.tonnage,),
    "bv": (DesignRow.bv,),
    "pv": (DesignRow.pv,),
    "year": (DesignRow.year,),
}


class ListQuerySchema(PageQuerySchema):
    """Query parameters of GET /api/v1/designs."""

    unit_type = fields.String(validate=validate.OneOf(UNIT_TYPES))
    tech_base = fields.String(validate=validate.OneOf(TECH_BASES))
    min_tonnage = fields.Float(validate=validate.Range(min=0))
    max_tonnage = fields.Float(validate=validate.Range(min=0))
    q = fields.String(validate=[validate.Length(min=1, max=200), _storable])
    visibility = fields.String(validate=validate.OneOf(VISIBILITIES))
    mine = fields.Boolean()
    # the Master Unit List's filters (summary columns, indexed)
    rules_level = fields.String(validate=validate.OneOf(RULES_LEVELS))
    min_year = QueryWholeNumber(validate=validate.Range(0, 100000))
    max_year = QueryWholeNumber(validate=validate.Range(0, 100000))
    min_bv = QueryWholeNumber(validate=validate.Range(0, 10**9))
    max_bv = QueryWholeNumber(validate=validate.Range(0, 10**9))
    min_pv = QueryWholeNumber(validate=validate.Range(0, 10**6))
    max_pv = QueryWholeNumber(validate=validate.Range(0, 10**6))
    role = fields.String(validate=[validate.Length(min=1, max=100), _storable])
    mul_id = QueryWholeNumber(validate=validate.Range(0, db.MAX_ID))
    equipment = fields.String(validate=[validate.Length(min=1, max=120), _storable])
    valid = fields.Boolean()
    library = fields.Boolean()
    sort = fields.String(validate=validate.OneOf([p + k for k in SORT_KEYS for p in ("", "-")]))


_ENVELOPE = EnvelopeSchema()
_LIST_QUERY = ListQuerySchema()

SUMMARY_COLUMNS = ("unit_type", "chassis", "model", "tonnage", "tech_base", "rules_level", "year", "valid",
                   "mul_id", "bv", "pv", "role")


def row_summary(row: DesignRow) -> dict[str, Any]:
    out: dict[str, Any] = {"id": row.id, "name": row.name, "notes": row.notes}
    for key in SUMMARY_COLUMNS:
        out[key] = getattr(row, key)
    out["owner"] = row.owner.name if row.owner is not None else None
    out["visibility"] = row.visibility
    out["library"] = row.library_path is not None
    out["library_path"] = row.library_path
    out["created_at"] = db.timestamp(row.created_at)
    out["updated_at"] = db.timestamp(row.updated_at)
    out["version"] = row.version
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


def fill_row(row: DesignRow, meta: dict[str, Any], design: construction.Design, evaluation: dict[str, Any],
             session=None) -> None:
    """Write a design and its verdict into a row; with ``session``, also
    give a new row its id, slug and UUID (:func:`api.library.assign_identity`)."""
    next_version(row)
    row.name = meta.get("name")
    row.notes = meta.get("notes")
    row.visibility = meta.get("visibility", "private")
    row.design = construction.dump_design(design)
    row.validation = {k: evaluation[k] for k in ("valid", "errors", "warnings")}
    row.document.catalog = catalog_entry(design, evaluation)
    for key, value in summary_columns(design, evaluation).items():
        setattr(row, key, value)
    set_items(row, design)
    if session is not None:
        if row.id is None:
            session.add(row)
            session.flush()
        assign_identity(session, row, design)


def design_row(design_id: int) -> DesignRow:
    """The stored design of that id, when the caller may read it; a 404 otherwise."""
    return readable(DesignRow, design_id, "design")


# ---------------------------------------------------------------------- routes
@bp.post("/designs")
def create_design():
    account = require_caller()
    meta, design, evaluation = _read_input()
    row = DesignRow(owner_id=account.id)
    session = db.session()
    fill_row(row, meta, design, evaluation, session)
    session.commit()
    location = url_for("designs.get_design", design_id=row.id)
    return tagged(row_full(row), row, 201, {"Location": location})


@bp.get("/designs/<int:design_id>")
def get_design(design_id: int):
    row = design_row(design_id)
    return not_modified(row) or tagged(row_full(row), row)


@bp.put("/designs/<int:design_id>")
def replace_design(design_id: int):
    session = db.session()
    row = owned(DesignRow, design_id, "design")
    require_match(row, "design")
    meta, design, evaluation = _read_input()
    lock_for_write(row)
    fill_row(row, meta, design, evaluation, session)
    session.commit()
    return tagged(row_full(row), row)


@bp.delete("/designs/<int:design_id>")
def delete_design(design_id: int):
    session = db.session()
    row = owned(DesignRow, design_id, "design")
    require_match(row, "design")
    lock_for_write(row)
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
        full_name = DesignRow.chassis + " " + DesignRow.model  # "Atlas AS7-D" finds the Atlas AS7-D
        stmt = stmt.where(full_name.icontains(q, autoescape=True))
    for key, column in _EQUAL_FILTERS.items():
        if key in args:
            stmt = stmt.where(column == args[key])
    for key, (column, bound) in _RANGE_FILTERS.items():
        if key in args:
            stmt = stmt.where(column >= args[key] if bound == "min" else column <= args[key])
    if "library" in args:
        stmt = stmt.where(DesignRow.library_path.is_not(None) if args["library"] else DesignRow.library_path.is_(None))
    if "equipment" in args:  # a name the catalog does not know: no design carries it
        item = (_catalog_id(args["equipment"]) or args["equipment"]).lower()
        stmt = stmt.where(DesignRow.id.in_(select(DesignItemRow.design_id).where(DesignItemRow.item == item)))

    # owners in a second query for the page's rows only: sorting joined rows
    # made PostgreSQL sort rows four times as wide
    stmt = stmt.options(selectinload(DesignRow.owner))
    filters = {k: v for k, v in request.args.items() if k not in ("page", "per_page")}
    return paginate(db.session(), stmt, DesignRow.id, args["page"], args["per_page"], "designs.list_designs",
                    row_summary, order_by=_order(args.get("sort")), **filters)


_EQUAL_FILTERS = {"unit_type": DesignRow.unit_type, "tech_base": DesignRow.tech_base,
                  "rules_level": DesignRow.rules_level, "role": DesignRow.role, "mul_id": DesignRow.mul_id,
                  "valid": DesignRow.valid}
_RANGE_FILTERS = {"min_tonnage": (DesignRow.tonnage, "min"), "max_tonnage": (DesignRow.tonnage, "max"),
                  "min_year": (DesignRow.year, "min"), "max_year": (DesignRow.year, "max"),
                  "min_bv": (DesignRow.bv, "min"), "max_bv": (DesignRow.bv, "max"),
                  "min_pv": (DesignRow.pv, "min"), "max_pv": (DesignRow.pv, "max")}


def _order(sort):
    """The ORDER BY of a ``sort`` value: its columns ascending, or descending
    with a leading '-'; designs without a value (no BV, no year) come last
    either way."""
    if not sort:
        return ()
    descending = sort.startswith("-")
    columns = SORT_KEYS[sort.lstrip("-")]
    return tuple((c.desc() if descending else c.asc()).nulls_last() for c in columns)


@bp.get("/designs/by-mul-id/<int:mul_id>")
def design_by_mul_id(mul_id: int):
    """The library design of a Master Unit List id (the first one loaded,
    when two library files share the id)."""
    if mul_id > db.MAX_ID:
        raise not_found(f"design with MUL id {mul_id}")
    row = db.session().scalar(
        select(DesignRow).where(DesignRow.mul_id == mul_id, DesignRow.library_path.is_not(None))
        .order_by(DesignRow.id).limit(1))
    if row is None:
        raise not_found(f"library design with MUL id {mul_id}")
    return row_full(row)
