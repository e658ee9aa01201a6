"""/api/v1/forces: force Battle Value for list builders, and saved forces.

``POST /api/v1/forces/evaluate`` works out a force without storing it:

    {"units": [{"id"?, "design_id" | "design", "gunnery"?, "piloting"?}, ...],
     "networks": [{"type": "c3" | "boosted_c3" | "c3i", "master"?, "members": [unit ids]}],
     "tag": [unit ids]}

A unit's design is a stored design (``design_id``) or inline (its JSON form
or ``{"format", "text"}``).  Units without an ``id`` are known by their
position (``"0"``, ``"1"``, ...).  Each unit's base BV is its 4/5 BV; its C3
role (master, slave, boosted, C3i) and TAG count are read from its equipment.
The rules and the rounding are :mod:`bv.force`'s; a force that breaks them
is a 422 naming the field path (``networks.0.members.2``, ``tag.1``, ...).
Each unit also gets its Alpha Strike Point Value at the unit's AS skill
floor((gunnery + piloting) / 2) (``as_skill``, ``base_pv`` at skill 4,
``pv``), and the force ``total_pv`` sums them (``pv_complete`` is false when
a unit's family is not converted and so left out).

Saved forces (POST/GET/PUT/DELETE /api/v1/forces[/{id}], GET list) keep a
snapshot of every unit's design JSON taken when the force is written, so a
later change to or deletion of a stored design never changes or breaks a
saved force (``design_id`` stays as a reference only).  The evaluation is the
one made at the last write.

Saving a force needs a token and makes the caller its owner; like designs,
a force is private unless saved with ``"visibility": "public"``, and only its
owner replaces or deletes it (404 to others).  A unit may name a stored
design the caller may read: a public one, or one of the caller's own.
"""

from __future__ import annotations

import re
import time
from typing import Any, Callable, Optional

from flask import Blueprint, current_app, request, url_for
from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema

import construction
from construction.schema import WholeNumber
from bv.force import NETWORK_TYPES, ForceError, ListedUnit, evaluate_list

from . import db
from .auth import may_read, owned, readable, require_caller, visible_rows
from .bv import SKILL_RANGE, compute
from .paging import PageQuerySchema, paginate
from .preconditions import lock_for_write, next_version, not_modified, require_match, tagged
from .errors import APIError, invalid, load_query
from .inputs import design_from, document_key, load_object
from .models import VISIBILITIES, DesignRow, ForceRow

bp = Blueprint("forces", __name__)

MAX_UNITS = 100


# --------------------------------------------------------------------- schemas
class UnitRef(fields.Field):
    """A unit id: a string (1-100 characters) or a whole number (its text)."""

    default_error_messages = {"invalid": "Must be a unit id (a string or a whole number)."}

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # JSON's 3.0 is 3
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise self.make_error("invalid")
        text = str(value)
        if not 1 <= len(text) <= 100:
            raise ValidationError("Must be 1 to 100 characters.")
        return text


class ForceUnitSchema(Schema):
    class Meta:
        unknown = RAISE

    id = UnitRef()
    design_id = WholeNumber(validate=validate.Range(min=1))
    design = fields.Dict()
    gunnery = WholeNumber(load_default=4, validate=SKILL_RANGE)
    piloting = WholeNumber(load_default=5, validate=SKILL_RANGE)

    @validates_schema
    def _one_design(self, data, **kwargs):
        if "design_id" not in data and "design" not in data:
            raise ValidationError("Give design_id (a stored design) or design (inline).", "design_id")


class NetworkSchema(Schema):
    class Meta:
        unknown = RAISE

    type = fields.String(required=True, validate=validate.OneOf(NETWORK_TYPES))
    master = UnitRef()
    members = fields.List(UnitRef(), required=True, validate=validate.Length(max=MAX_UNITS))


class ForceSchema(Schema):
    class Meta:
        unknown = RAISE

    units = fields.List(fields.Nested(ForceUnitSchema), required=True, validate=validate.Length(1, MAX_UNITS))
    networks = fields.List(fields.Nested(NetworkSchema), load_default=list, validate=validate.Length(max=MAX_UNITS))
    tag = fields.List(UnitRef(), load_default=list, validate=validate.Length(max=MAX_UNITS))


class SavedForceSchema(ForceSchema):
    name = fields.String(allow_none=True, validate=validate.Length(max=200))
    notes = fields.String(allow_none=True, validate=validate.Length(max=20000))
    visibility = fields.String(load_default="private", validate=validate.OneOf(VISIBILITIES))


class ListQuerySchema(PageQuerySchema):
    """Query parameters of GET /api/v1/forces."""

    visibility = fields.String(validate=validate.OneOf(VISIBILITIES))
    mine = fields.Boolean()


_FORCE = ForceSchema()
_SAVED = SavedForceSchema()
_LIST_QUERY = ListQuerySchema()


# ------------------------------------------------------------------ evaluation
def _inline_design(body: dict[str, Any], path: str, key: Optional[str] = None) -> construction.Design:
    """design_from(body) with its error fields moved under ``path``."""
    try:
        return design_from(body, key)
    except APIError as exc:
        moved = {f"{path}.{k}": v for k, v in (exc.fields or {"_schema": [exc.message]}).items()}
        raise APIError(exc.status, exc.code, exc.message, moved, **exc.extra) from None


def stored_force_design(design_id: int) -> Optional[dict[str, Any]]:
    """The JSON form of a stored design the caller may read, else None."""
    row = db.get(DesignRow, design_id)
    return row.design if row is not None and may_read(row) else None


def _bad(path: str, message: str) -> APIError:
    return invalid({path: [message]}, "the force breaks a rule")


def _dotted(path: str) -> str:
    """bv.force paths (``networks[0].company_master``) -> API paths (``networks.0.master``)."""
    return re.sub(r"\[(\d+)\]", r".\1", path).replace(".company_master", ".master")


def resolve_units(units: list[dict[str, Any]], lookup: Callable[[int], Optional[dict[str, Any]]]) -> list[dict[str, Any]]:
    """Each unit with its id, design (and its JSON snapshot) and base BV.

    A design listed more than once (the same ``design_id``, or the same
    inline document) is read and priced once.  Working the units out stops
    at the evaluation deadline (``EVALUATE_SECONDS``): a 422
    EVALUATION_DEADLINE, nothing stored."""
    out: list[dict[str, Any]] = []
    ids: set[str] = set()
    seen: dict[Any, tuple[construction.Design, int]] = {}
    deadline = time.monotonic() + float(current_app.config.get("EVALUATE_SECONDS", 10))
    for i, u in enumerate(units):
        uid = u.get("id", str(i))
        if uid in ids:
            raise _bad(f"units.{i}.id", f"duplicate unit id {uid!r}")
        ids.add(uid)
        if "design" in u:  # inline (with design_id too: the id is a reference only)
            text = document_key(u["design"])
            key: Any = text or object()  # unkeyable: worked out on its own
            field = f"units.{i}.design"
        else:
            key = u["design_id"]
            field = f"units.{i}.design_id"
        if key not in seen:
            if seen and time.monotonic() > deadline:  # the first design is always worked out
                raise evaluation_deadline_error()
            if "design" in u:
                design = _inline_design(u["design"], field, text)
            else:
                snapshot = lookup(u["design_id"])
                if snapshot is None:
                    raise _bad(field, f"no stored design with id {u['design_id']}")
                design = construction.load_design(snapshot)
            seen[key] = (design, compute(design, 4, 5, field=field).base_bv)
        design, base_bv = seen[key]
        out.append({**u, "id": uid, "design_obj": design, "base_bv": base_bv})
    return out


def evaluation_deadline_error() -> APIError:
    """The 422 for a force whose units take longer to work out than the
    evaluation deadline allows."""
    seconds = current_app.config.get("EVALUATE_SECONDS", 10)
    return APIError(422, "EVALUATION_DEADLINE", f"working out this force takes longer than {seconds:g} s, the "
                    "limit for one request: send fewer or smaller designs at a time", {"units": [
                        f"more than {seconds:g} s of work"]})


def evaluate(data: dict[str, Any], lookup: Callable[[int], Optional[dict[str, Any]]] = stored_force_design):
    """(evaluation, resolved units) of a loaded force document, or a 4xx.
    The rules are bv.force's (evaluate_list); this only finds the designs."""
    return evaluate_resolved(resolve_units(data["units"], lookup), data)


def evaluate_resolved(units: list[dict[str, Any]], data: dict[str, Any]):
    """:func:`evaluate` of units already found (:func:`resolve_units`)."""
    listed = [ListedUnit(u["id"], u["design_obj"], u["base_bv"], u["gunnery"], u["piloting"]) for u in units]
    try:
        evaluation = evaluate_list(listed, data["networks"], data["tag"])
    except ForceError as exc:
        raise _bad(_dotted(exc.field_path), exc.message) from None
    for row, u in zip(evaluation["units"], units):
        row["design_id"] = u.get("design_id")
    return evaluation, units


def _load(schema: Schema) -> dict[str, Any]:
    return load_object(schema, "the force has invalid fields")


# ------------------------------------------------------------------ saved forces
def _get_row(force_id: int) -> ForceRow:
    """The saved force, when the caller may read it; a 404 otherwise."""
    return readable(ForceRow, force_id, "force")


def fill_row(row: ForceRow, data: dict[str, Any], evaluation: dict[str, Any], units: list[dict[str, Any]]) -> None:
    next_version(row)
    row.name = data.get("name")
    row.notes = data.get("notes")
    row.visibility = data.get("visibility", "private")
    row.units = [
        {k: v for k, v in (("id", u["id"]), ("design_id", u.get("design_id")), ("gunnery", u["gunnery"]),
                           ("piloting", u["piloting"])) if v is not None}
        | {"design": construction.dump_design(u["design_obj"])}
        for u in units
    ]
    row.networks = [dict(n) for n in data["networks"]]
    row.tag = list(data["tag"])
    row.evaluation = evaluation
    row.unit_count = len(units)
    row.total_bv = evaluation["total_bv"]


def force_summary(row: ForceRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "name": row.name,
        "notes": row.notes,
        "unit_count": row.unit_count,
        "total_bv": row.total_bv,
        "owner": row.owner.name if row.owner is not None else None,
        "visibility": row.visibility,
        "created_at": db.timestamp(row.created_at),
        "updated_at": db.timestamp(row.updated_at),
        "version": row.version,
        "links": {"self": url_for("forces.get_force", force_id=row.id)},
    }


def force_full(row: ForceRow) -> dict[str, Any]:
    return force_summary(row) | {"units": row.units, "networks": row.networks, "tag": row.tag,
                                 "evaluation": row.evaluation}


# ---------------------------------------------------------------------- routes
@bp.post("/forces/evaluate")
def evaluate_posted_force():
    evaluation, _ = evaluate(_load(_FORCE))
    return evaluation


@bp.post("/forces")
def create_force():
    account = require_caller()
    data = _load(_SAVED)
    evaluation, units = evaluate(data)
    row = ForceRow(owner_id=account.id)
    fill_row(row, data, evaluation, units)
    session = db.session()
    session.add(row)
    session.commit()
    return tagged(force_full(row), row, 201, {"Location": url_for("forces.get_force", force_id=row.id)})


@bp.get("/forces/<int:force_id>")
def get_force(force_id: int):
    row = _get_row(force_id)
    return not_modified(row) or tagged(force_full(row), row)


@bp.put("/forces/<int:force_id>")
def replace_force(force_id: int):
    session = db.session()
    row = owned(ForceRow, force_id, "force")
    require_match(row, "force")
    data = _load(_SAVED)
    evaluation, units = evaluate(data)
    lock_for_write(row)
    fill_row(row, data, evaluation, units)
    session.commit()
    return tagged(force_full(row), row)


@bp.delete("/forces/<int:force_id>")
def delete_force(force_id: int):
    session = db.session()
    row = owned(ForceRow, force_id, "force")
    require_match(row, "force")
    lock_for_write(row)
    session.delete(row)
    session.commit()
    return "", 204


@bp.get("/forces")
def list_forces():
    args = load_query(_LIST_QUERY)
    stmt = visible_rows(ForceRow, args)
    filters = {k: v for k, v in request.args.items() if k not in ("page", "per_page")}
    return paginate(db.session(), stmt, ForceRow.id, args["page"], args["per_page"], "forces.list_forces",
                    force_summary, **filters)
