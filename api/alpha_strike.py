"""Alpha Strike over HTTP.

* ``GET /api/v1/designs/{id}/alpha-strike?skill=``: a stored design's Alpha
  Strike values (``bv.alpha_strike.convert(...).as_dict(explain=True)``, plus
  ``skill`` and ``skill_pv`` when the skill is not 4);
* ``GET /api/v1/designs/{id}/alpha-strike-card.pdf?skill=&paper=``: its card;
* ``POST /api/v1/alpha-strike?skill=``: the same for a posted design (its
  JSON form or a unit file), nothing stored;
* ``POST /api/v1/alpha-strike-cards``: ``{"designs": [id | design | {"format",
  "text"}, ...], "skill"?, "paper"?}`` -> one PDF with a card per entry.

A skill is a whole number 0-8 (4 by default); anything else is a 422 naming
``skill``.  A design of a family not converted yet is a 422
``UNSUPPORTED_FAMILY`` naming the design.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request
from marshmallow import RAISE, Schema, ValidationError, fields, validate

import construction
from construction.schema import WholeNumber
from bv import alpha_strike
from records.common import DeadlineExceeded

from .designs import design_row
from .downloads import deadline_error, pdf_response, render_deadline
from .errors import APIError, invalid
from .inputs import QueryWholeNumber, design_from, json_body, load_object

bp = Blueprint("alpha_strike", __name__)

SKILL = validate.Range(0, 8, error="Must be a whole number from {min} to {max}.")
PAPER = validate.OneOf(["letter", "a4"], error="Must be one of: {choices}.")
MAX_CARDS = 100


class QuerySchema(Schema):
    class Meta:
        unknown = RAISE

    skill = QueryWholeNumber(load_default=4, validate=SKILL)
    paper = fields.String(load_default="letter", validate=PAPER)


class CardsSchema(Schema):
    class Meta:
        unknown = RAISE

    designs = fields.List(fields.Raw(), required=True,
                          validate=validate.Length(1, MAX_CARDS, error="Give from {min} to {max} designs."))
    skill = WholeNumber(load_default=4, validate=SKILL)
    paper = fields.String(load_default="letter", validate=PAPER)


_QUERY = QuerySchema()
_CARDS = CardsSchema()


def _query(allowed: tuple[str, ...]) -> dict[str, Any]:
    args = request.args.to_dict()
    unknown = sorted(set(args) - set(allowed))
    if unknown:
        raise invalid({k: ["Unknown query parameter."] for k in unknown})
    try:
        return _QUERY.load(args)
    except ValidationError as exc:
        raise invalid(exc.messages) from None


def _convert(design: construction.Design, field: str = "unit_type"):
    try:
        return alpha_strike.convert(design)
    except alpha_strike.NotConvertible as exc:
        message = f"{design.name}: {exc}"
        raise APIError(422, "UNSUPPORTED_FAMILY", message, {field: [str(exc)]}) from None


@bp.get("/designs/<int:design_id>/alpha-strike")
def design_alpha_strike(design_id: int):
    row = design_row(design_id)
    args = _query(("skill",))
    return _values(construction.load_design(row.design), args["skill"])


@bp.post("/alpha-strike")
def posted_alpha_strike():
    args = _query(("skill",))
    return _values(design_from(json_body()), args["skill"])


def _values(design: construction.Design, skill: int) -> dict[str, Any]:
    result = _convert(design).at_skill(skill)
    out = result.as_dict(explain=True)
    out["skill"] = result.skill
    out["skill_pv"] = result.skill_pv
    return out


@bp.get("/designs/<int:design_id>/alpha-strike-card.pdf")
def design_card(design_id: int):
    from records.cards import render_cards

    row = design_row(design_id)
    args = _query(("skill", "paper"))
    design = construction.load_design(row.design)
    result = _convert(design)
    pdf = render_cards([(result, design)], paper=args["paper"], skill=args["skill"])
    return pdf_response(pdf, design.name, "alpha-strike-card")


@bp.post("/alpha-strike-cards")
def cards():
    from records.cards import render_cards

    from .sheets import design_entry

    args = load_object(_CARDS)
    entries = []
    for i, entry in enumerate(args["designs"]):
        design = design_entry(i, entry)
        entries.append((_convert(design, f"designs.{i}"), design))
    try:
        pdf = render_cards(entries, paper=args["paper"], skill=args["skill"], deadline=render_deadline())
    except DeadlineExceeded:
        raise deadline_error() from None
    name = entries[0][1].name if len(entries) == 1 else "alpha-strike-cards"
    return pdf_response(pdf, name, "alpha-strike-cards")
