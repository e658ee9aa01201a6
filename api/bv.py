"""Battle Value 2.0 over HTTP.

* ``GET /api/v1/designs/{id}/bv?gunnery=&piloting=``: a stored design's BV;
* ``POST /api/v1/bv``: a posted design's BV (its JSON form or a unit file,
  plus optional ``gunnery`` and ``piloting``), nothing stored.

Both answer ``bv.compute(...).as_dict()``: ``bv`` (for the given crew),
``base_bv`` (4/5 crew, the Master Unit List number), ``skill`` {gunnery,
piloting, multiplier}, the battle ratings, ``breakdown`` (one step per line
with its rule) and ``warnings``.  Skills are whole numbers 0-8 (gunnery 4 and
piloting 5 by default); anything else is a 422 naming the field.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, request
from marshmallow import RAISE, Schema, ValidationError, validate

import bv as battle_value
import construction
from construction.schema import WholeNumber

from .designs import design_row
from .errors import APIError, invalid
from .inputs import QueryWholeNumber, design_from, json_body, split_envelope

bp = Blueprint("bv", __name__)

SKILL_RANGE = validate.Range(0, 8, error="Must be a whole number from {min} to {max}.")


class SkillQuerySchema(Schema):
    """Query parameters of GET /designs/{id}/bv (text: ASCII digits only)."""

    class Meta:
        unknown = RAISE

    gunnery = QueryWholeNumber(load_default=4, validate=SKILL_RANGE)
    piloting = QueryWholeNumber(load_default=5, validate=SKILL_RANGE)


class SkillSchema(Schema):
    """Crew skills in a JSON body: JSON integers only (no strings, no 4.0)."""

    class Meta:
        unknown = RAISE

    gunnery = WholeNumber(load_default=4, validate=SKILL_RANGE)
    piloting = WholeNumber(load_default=5, validate=SKILL_RANGE)


_SKILL_QUERY = SkillQuerySchema()
_SKILLS = SkillSchema()


def load_skills(data: dict[str, Any], schema: Schema = _SKILLS, prefix: str = "") -> tuple[int, int]:
    """(gunnery, piloting) from ``data`` or a 422 naming ``prefix + field``."""
    if schema is _SKILLS:
        # the common body - no skills, or JSON integers in range - without
        # a schema run; anything else gets the schema's checks and messages
        gunnery, piloting = data.get("gunnery", 4), data.get("piloting", 5)
        if type(gunnery) is int and type(piloting) is int and 0 <= gunnery <= 8 and 0 <= piloting <= 8 \
                and all(k in ("gunnery", "piloting") for k in data):
            return gunnery, piloting
    try:
        skills = schema.load(data)
    except ValidationError as exc:
        raise invalid({prefix + k: v for k, v in exc.messages.items()} if prefix else exc.messages,
                      "invalid crew skills") from None
    return skills["gunnery"], skills["piloting"]


def compute(design: construction.Design, gunnery: int, piloting: int, field: str = "unit_type"):
    """bv.compute, with families it does not handle yet as a 422."""
    try:
        return battle_value.compute(design, gunnery, piloting)
    except battle_value.CannotPrice as exc:
        raise APIError(422, "BV_NOT_COMPUTABLE", str(exc), {field: [str(exc)]}) from None
    except (ValueError, NotImplementedError) as exc:
        message = f"Battle Value cannot be computed for this design yet: {exc}"
        raise APIError(422, "UNSUPPORTED_FAMILY", message, {field: [message]}) from None


def answer(result):
    """The JSON response of a BV result.  A result is immutable and the
    designs of files read lately are kept (api.inputs), so the same file
    posted again is answered with the text encoded the first time."""
    json = current_app.json
    kept = result.memo.get("response")
    if kept is None or kept[0] is not json:
        kept = (json, json.response(result.as_dict()).get_data())
        result.memo["response"] = kept
    return current_app.response_class(kept[1], mimetype=json.mimetype)


@bp.get("/designs/<int:design_id>/bv")
def design_bv(design_id: int):
    row = design_row(design_id)
    gunnery, piloting = load_skills(request.args.to_dict(), _SKILL_QUERY)
    design = construction.load_design(row.design)
    return answer(compute(design, gunnery, piloting))


@bp.post("/bv")
def posted_bv():
    skills, body = split_envelope(json_body(), ("gunnery", "piloting"))
    gunnery, piloting = load_skills(skills)
    design = design_from(body)
    return answer(compute(design, gunnery, piloting))
