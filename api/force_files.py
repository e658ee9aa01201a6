"""Force files in and out: MegaMek ``.mul`` import, and a saved force as
``.mul``, CSV or a Tabletop Simulator code.

``POST /api/v1/forces/import`` with ``{"format": "mul", "text": ...}``
reads a MegaMek force file (:mod:`construction.mul`), finds each entity's
design by chassis and model among the designs the caller may read (the
caller's own first, then the unit library, then other public designs;
exact names first, then ignoring case) and answers the force evaluation of
:mod:`api.forces` plus the force document it built (``force``: units by
``design_id`` with the file's skills, the C3 networks the file describes),
ready to POST to /api/v1/forces.  With ``"save": true`` (and a token) it
stores the force at once (201).  An entity no design matches is a 422
naming it (``entities.3``) and what was tried (code UNKNOWN_UNITS); a
file that cannot be read, a 422 PARSE_ERROR on ``text`` or the entity.

``GET /api/v1/forces/{id}/export?to=mul|csv|tts`` writes a saved force:
``mul`` as a force file MegaMek loads (units, skills, C3 networks), ``csv``
as a list (unit, MUL id, skills, BV, PV, then the totals), ``tts`` as a
Tabletop Simulator import code: ``MUL id:skill`` pairs (Alpha Strike
skill) separated by commas.
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any, Optional

from flask import Blueprint, Response, url_for
from marshmallow import RAISE, Schema, fields, validate
from sqlalchemy import case, func, select

import construction
from construction.mul import MulError, OutUnit, read_mul, write_mul
from bv.force import network_gear

from . import db
from .auth import caller, readable, require_caller, visible_to
from .errors import APIError, load_query
from .preconditions import tagged
from .forces import fill_row, stored_force_design, evaluate_resolved, force_full, resolve_units
from .inputs import load_object
from .models import VISIBILITIES, DesignRow, ForceRow

bp = Blueprint("force_files", __name__)


class ImportSchema(Schema):
    class Meta:
        unknown = RAISE

    format = fields.String(required=True, validate=validate.OneOf(["mul"]))
    text = fields.String(required=True, validate=validate.Length(min=1, max=2 * 1024 * 1024))
    save = fields.Boolean(load_default=False)
    name = fields.String(allow_none=True, validate=validate.Length(max=200))
    notes = fields.String(allow_none=True, validate=validate.Length(max=20000))
    visibility = fields.String(load_default="private", validate=validate.OneOf(VISIBILITIES))


class ExportQuerySchema(Schema):
    class Meta:
        unknown = RAISE

    to = fields.String(required=True, validate=validate.OneOf(["mul", "csv", "tts"]))


_IMPORT = ImportSchema()
_EXPORT = ExportQuerySchema()


# ------------------------------------------------------------------ import
def _candidates(chassis: str, model: str, exact: bool):
    account = caller()
    stmt = select(DesignRow.id).where(visible_to(DesignRow, account))
    if exact:
        stmt = stmt.where(DesignRow.chassis == chassis, DesignRow.model == model)
    else:
        stmt = stmt.where(func.lower(DesignRow.chassis) == chassis.lower(), func.lower(DesignRow.model) == model.lower())
    mine = DesignRow.owner_id == account.id if account is not None else False
    rank = case((mine, 0), (DesignRow.library_path.is_not(None), 1), else_=2)
    return stmt.order_by(rank, DesignRow.id).limit(1)


# A name longer than any stored design's (chassis and model take 200
# characters each) matches nothing; the error message shows its start only.
SHOWN_NAME = 120


def _clipped(name: str) -> str:
    return name if len(name) <= SHOWN_NAME else name[:SHOWN_NAME] + "…"


def find_design(chassis: str, model: str) -> Optional[int]:
    """The id of the design a force file's entity names, or None."""
    session = db.session()
    names = [(chassis, model)]
    bare = re.sub(r"\s*\([^)]*\)\s*$", "", chassis)  # "Mad Cat (Timber Wolf)" -> "Mad Cat"
    if bare != chassis:
        names.append((bare, model))
    for exact in (True, False):
        for c, m in names:
            found = session.scalar(_candidates(c, m, exact))
            if found is not None:
                return found
    return None


def _network_type(members: tuple[int, ...], kind: str, designs: dict[int, Any]) -> str:
    if kind == "c3i":
        return "c3i"
    roles = {network_gear(designs[i]).c3 for i in members}
    return "boosted_c3" if roles & {"boosted_master", "boosted_slave"} else "c3"


@bp.post("/forces/import")
def import_force():
    data = load_object(_IMPORT, "the force file request has invalid fields")
    if data["save"]:
        require_caller()
    try:
        mul = read_mul(data["text"])
    except MulError as exc:
        raise APIError(422, "PARSE_ERROR", "the force file cannot be read", {exc.path or "text": [exc.message]}) from None
    units, missing = [], {}
    for i, e in enumerate(mul.entities):
        design_id = find_design(e.chassis, e.model)
        if design_id is None:
            missing[f"entities.{i}"] = [
                f"no design named {_clipped(e.name)!r} among your designs, the unit library or public designs "
                f"(tried chassis {_clipped(e.chassis)!r} and model {_clipped(e.model)!r}, exactly and ignoring case)"]
            continue
        units.append({"id": str(i), "design_id": design_id, "gunnery": e.gunnery, "piloting": e.piloting})
    if missing:
        raise APIError(422, "UNKNOWN_UNITS", "some units of the force file match no design", missing)
    resolved = resolve_units(units, stored_force_design)
    designs = {i: u["design_obj"] for i, u in enumerate(resolved)}
    networks = []
    for n in mul.networks:
        net: dict[str, Any] = {"type": _network_type(n.members, n.kind, designs),
                               "members": [str(i) for i in n.members]}
        if n.company is not None:
            net["master"] = str(n.company)
        networks.append(net)
    force = {"units": units, "networks": networks, "tag": []}
    evaluation, resolved = evaluate_resolved(resolved, force)
    warnings = list(mul.warnings)
    if not data["save"]:
        return {**evaluation, "force": force, "import_warnings": warnings}
    row = ForceRow(owner_id=require_caller().id)
    fill_row(row, {**force, "name": data.get("name"), "notes": data.get("notes"), "visibility": data["visibility"]},
          evaluation, resolved)
    session = db.session()
    session.add(row)
    session.commit()
    body = {**force_full(row), "import_warnings": warnings}
    return tagged(body, row, 201, {"Location": url_for("forces.get_force", force_id=row.id)})


# ------------------------------------------------------------------ export
def _filename(row: ForceRow, suffix: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9._-]+", "_", row.name or "").strip("._-") or f"force-{row.id}"
    return f"{stem[:80]}.{suffix}"


def _mul(row: ForceRow) -> str:
    designs = {u["id"]: construction.load_design(u["design"]) for u in row.units}
    out = [OutUnit(designs[u["id"]].chassis, designs[u["id"]].model, designs[u["id"]].unit_type,
                   u["gunnery"], u["piloting"], u["id"]) for u in row.units]
    roles = {k: network_gear(d).c3 for k, d in designs.items()}
    return write_mul(out, row.networks, force_key=str(row.id), roles=roles)


def _csv(row: ForceRow) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["unit", "chassis", "model", "mul_id", "gunnery", "piloting", "base_bv", "bv", "as_skill", "pv"])
    mul_ids = {u["id"]: u["design"].get("mul_id") for u in row.units}
    for r in row.evaluation["units"]:
        w.writerow([r["id"], r["chassis"], r["model"], mul_ids.get(r["id"]) or "", r["gunnery"], r["piloting"],
                    r["base_bv"], r["adjusted_bv"], r.get("as_skill", ""), "" if r.get("pv") is None else r["pv"]])
    ev = row.evaluation
    w.writerow(["total", "", "", "", "", "", ev["total_base_bv"], ev["total_bv"], "", ev.get("total_pv", "")])
    return buf.getvalue()


def _tts(row: ForceRow) -> str:
    mul_ids = {u["id"]: u["design"].get("mul_id") for u in row.units}
    lacking = [r["id"] for r in row.evaluation["units"] if not mul_ids.get(r["id"])]
    if lacking:
        raise APIError(422, "NOT_EXPORTABLE",
                       "a Tabletop Simulator code names units by MUL id, and some units have none",
                       {f"units.{i}": ["this unit's design has no MUL id"]
                        for i, r in enumerate(row.evaluation["units"]) if r["id"] in lacking})
    return ",".join(f"{mul_ids[r['id']]}:{r['as_skill']}" for r in row.evaluation["units"]) + "\n"


_WRITERS = {"mul": (_mul, "application/xml", "mul"), "csv": (_csv, "text/csv", "csv"),
            "tts": (_tts, "text/plain", "txt")}


@bp.get("/forces/<int:force_id>/export")
def export_force(force_id: int):
    to = load_query(_EXPORT)["to"]
    row = readable(ForceRow, force_id, "force")
    write, media, suffix = _WRITERS[to]
    text = write(row)
    return Response(text, mimetype=media, headers={
        "Content-Disposition": f'attachment; filename="{_filename(row, suffix)}"'})


__all__ = ["bp", "find_design"]
