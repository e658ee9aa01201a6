"""The web pages for players: ``/`` checks a design, ``/forces`` builds a force.

Server-rendered Jinja templates (``api/templates``) with the static files of
this blueprint (``api/static``: the stylesheet, the pages' small scripts and
a vendored copy of htmx, see ``api/static/README.md``).  No rule is worked
out here a second time:

* ``POST /`` (the check form; htmx swaps in the result, a browser without
  JavaScript gets the whole page) reads the design with the functions the
  API routes use -- :func:`api.inputs.design_from` (the ``/validate`` body),
  :func:`api.evaluate.evaluate_design` (the verdict), :func:`api.bv.compute`
  (``/bv``) and :func:`api.alpha_strike._values` (``/alpha-strike``) -- and
  only lays the answers out, with the movement, armor and heat figures the
  record sheets print (:mod:`construction.derived`);
* ``/forces`` and the search box over saved designs and the unit library
  call ``/api/v1`` from the browser (``forces/evaluate``, ``designs``,
  ``record-sheets``, ``alpha-strike-cards``, ``forces``, ``account``).

Everything stateless works without a token; a token pasted into the
settings box (kept in the browser's localStorage) is sent as ``Authorization:
Bearer`` with every request, so private designs and saved forces show.
Errors on these pages are sentences for a player, with the API's code beside
them; a path no page serves stays a JSON 404 like the rest of the service.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from functools import lru_cache
from pathlib import Path, PurePath
from typing import Any, Optional

from flask import Blueprint, render_template, request, url_for
from marshmallow import EXCLUDE, ValidationError, pre_load
from marshmallow import fields as ma_fields
from marshmallow import validate as ma_validate

import construction
from construction import derived

from . import alpha_strike as as_api
from . import bv as bv_api
from .errors import APIError, invalid
from .evaluate import evaluate_design
from .inputs import QueryWholeNumber, reject_constant, design_from, unstorable

log = logging.getLogger("api")

bp = Blueprint("web", __name__, template_folder="templates", static_folder="static",
               static_url_path="/static")

STATIC_DIR = Path(__file__).parent / "static"
SKILLS = tuple(range(9))
FORMATS = ("mtf", "blk", "json")
# Characters of a pasted unit file or design JSON: the largest canonical unit
# file has about 6,000; a form body is at most 500 kB (Werkzeug's default),
# which any text of this many characters fits even percent-encoded (12
# bytes for a 4-byte character).
MAX_FORM_TEXT = 40_000
OPTIONAL_WHEN_EMPTY = ("text", "filename", "design_id")  # what the form sends empty when not used
WHOLE_NUMBERS = ("design_id", "design", "gunnery", "piloting")

# What a player calls each unit family.
FAMILY_NAMES = {
    "mech": "BattleMech",
    "combat_vehicle": "Combat vehicle",
    "support_vehicle": "Support vehicle",
    "battle_armor": "Battle armor",
    "protomech": "ProtoMech",
    "infantry": "Conventional infantry",
}

# Search filters of GET /api/v1/designs the pages never offer as inputs
# (paging is the search box's own; ``visibility`` only narrows ``mine``).
HIDDEN_FILTERS = ("page", "per_page", "visibility")
# Filters shown at once, in this order; every other filter the API declares
# goes under "More filters" in the order the API declares them.
MAIN_FILTERS = ("q", "unit_type")
FILTER_LABELS = {
    "q": "Name",
    "unit_type": "Unit type",
    "tech_base": "Tech base",
    "min_tonnage": "Tons from",
    "max_tonnage": "Tons to",
    "mine": "Only my designs",
    "rules_level": "Rules level",
    "min_year": "Year from",
    "max_year": "Year to",
    "min_bv": "BV from",
    "max_bv": "BV to",
    "min_pv": "PV from",
    "max_pv": "PV to",
    "mul_id": "MUL id",
    "equipment": "Carries (item)",
    "valid": "Legal design",
    "library": "From the unit library",
    "sort": "Sort by",
}

# Plain-language headings for the API's error codes.
PROBLEM_TITLES = {
    "PARSE_ERROR": "This file could not be read",
    "UNSUPPORTED_FAMILY": "MechForge cannot check this kind of unit yet",
    "INVALID_INPUT": "This design could not be read",
    "NOT_FOUND": "That saved design was not found",
    "INVALID_TOKEN": "The API token in Settings does not work",
    "UNAUTHENTICATED": "This needs an API token",
    "BV_NOT_COMPUTABLE": "The Battle Value cannot be worked out",
}


# ------------------------------------------------------------------ helpers
@lru_cache(maxsize=None)
def _file_version(filename: str) -> str:
    """A short digest of a static file, so its URL changes when it does and
    browsers may keep it for a year."""
    return hashlib.sha256((STATIC_DIR / filename).read_bytes()).hexdigest()[:12]


def static_url(filename: str) -> str:
    return url_for("web.static", filename=filename, v=_file_version(filename))


def _cache_static(response):
    """Versioned static files (``?v=<digest>``) never change: cache for a year."""
    if request.endpoint == "web.static" and request.args.get("v") and response.status_code == 200:
        response.cache_control.no_cache = None  # send_file's default: ask again each time
        response.cache_control.public = True
        response.cache_control.max_age = 365 * 24 * 3600
        response.cache_control.immutable = True
    return response


bp.after_request(_cache_static)


def guess_format(text: str, filename: Optional[str] = None) -> str:
    """The format of a unit file: from its file name when it has a known
    suffix, else from its text (a design's JSON form starts with ``{``; a
    .blk file is made of ``<tag>`` lines, which an .mtf never has)."""
    if filename:
        suffix = PurePath(filename).suffix.lower().lstrip(".")
        if suffix in FORMATS:
            return suffix
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return "json"
    if re.search(r"^\s*<[A-Za-z][A-Za-z0-9_ ]*>", text, re.MULTILINE):
        return "blk"
    return "mtf"


class CheckQuerySchema(bv_api.SkillQuerySchema):
    """The check page's query (``?design=ID&gunnery=3``) and the base of its
    form.  Gunnery and piloting are the API's own skill fields (api.bv, 0-8,
    4 and 5 by default); a whole number may be written ``5.0``; fields a
    form sends empty when unused count as not given; fields the page does
    not know are ignored, as a page should."""

    class Meta:
        unknown = EXCLUDE

    text = ma_fields.String(load_default="", validate=ma_validate.Length(max=MAX_FORM_TEXT))
    filename = ma_fields.String(load_default=None, validate=ma_validate.Length(max=500))
    format = ma_fields.String(load_default="auto", validate=ma_validate.OneOf(("auto",) + FORMATS))
    design_id = QueryWholeNumber(load_default=None, validate=ma_validate.Range(min=1))
    design = QueryWholeNumber(load_default=None, validate=ma_validate.Range(min=1))  # ?design=ID
    as_skill = ma_fields.String(load_default="auto",
                                validate=ma_validate.OneOf(("auto",) + tuple(str(s) for s in SKILLS)))

    optional_when_empty: tuple[str, ...] = ()

    @pre_load
    def _plain_values(self, data, **kwargs):
        out = {}
        for key, value in data.items():
            if value == "" and key in self.optional_when_empty:
                continue
            if key in WHOLE_NUMBERS and isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\.0*\s*", value):
                value = value.strip().split(".")[0]  # 5.0 is 5, as the API reads JSON's 5.0
            out[key] = value
        return out


class CheckFormSchema(CheckQuerySchema):
    """The check form as the page posts it: its selects always send the
    crew and the format, so a post without them is not the page's form; its
    text box, file name and saved-design id are empty when unused."""

    optional_when_empty = OPTIONAL_WHEN_EMPTY

    gunnery = QueryWholeNumber(required=True, validate=bv_api.SKILL_RANGE)
    piloting = QueryWholeNumber(required=True, validate=bv_api.SKILL_RANGE)
    format = ma_fields.String(required=True, validate=ma_validate.OneOf(("auto",) + FORMATS))
    as_skill = ma_fields.String(required=True, validate=ma_validate.OneOf(("auto",) + tuple(str(s) for s in SKILLS)))


_CHECK_QUERY = CheckQuerySchema()
_CHECK_FORM = CheckFormSchema()


def read_check_form(form, files, schema: CheckQuerySchema = _CHECK_FORM) -> dict[str, Any]:
    """The check form (or the page's query, with ``_CHECK_QUERY``) as plain
    values; a 422 naming each bad field.  An uploaded file (the form without
    JavaScript) is read when the text box is empty."""
    try:
        values = schema.load(form.to_dict())
    except ValidationError as exc:
        raise invalid(exc.messages, "the form has values this page does not take") from None
    upload = files.get("file") if files else None
    if not values["text"].strip() and upload is not None and upload.filename:
        values["text"] = upload.read(4 * MAX_FORM_TEXT + 4).decode("utf-8", errors="replace")
        values["filename"] = upload.filename
    values["text"] = values["text"].replace("\r\n", "\n")
    values["design_id"] = values.pop("design") if values["design_id"] is None else values["design_id"]
    values.pop("design", None)
    return values


def _problem(exc: APIError, text: Optional[str] = None) -> dict[str, Any]:
    """An API error as the page shows it: a heading, the API's message and
    code and, for a file that could not be read, the line that failed."""
    out = {
        "title": PROBLEM_TITLES.get(exc.code, "This request could not be answered"),
        "message": exc.message,
        "code": exc.code,
        "status": exc.status,
        "fields": exc.fields or {},
        "line": exc.extra.get("line"),
        "context": [],
    }
    if exc.code == "INVALID_TOKEN":
        out["message"] = "Open Settings and paste a current token, or clear it to work without one."
    if exc.code == "NOT_FOUND":
        out["message"] += ". A private design shows only with its owner's token (Settings)."
    line = out["line"]
    if text and line:
        lines = text.split("\n")
        first = max(1, line - 2)
        out["context"] = [(n, lines[n - 1], n == line) for n in range(first, min(len(lines), line + 2) + 1)]
    return out


def _design(values: dict[str, Any]):
    """(design, where it came from) for the check form, or raise APIError."""
    if values["design_id"] is not None:
        from .designs import design_row

        row = design_row(values["design_id"])
        name = row.name or f"{row.chassis} {row.model}".strip()
        return construction.load_design(row.design), {"kind": "saved", "id": row.id, "name": name,
                                                      "owner": row.owner.name if row.owner else None}
    text = values["text"]
    why = unstorable(text)
    if why:  # as the API refuses such text in a JSON body
        raise invalid({"text": [why]}, "the text has characters no design can hold")
    if len(text) > MAX_FORM_TEXT:  # an uploaded file (the text box is limited by the form)
        raise invalid({"file": [f"Longer than maximum length {MAX_FORM_TEXT}."]},
                      f"the file is longer than any unit file ({MAX_FORM_TEXT:,} characters)")
    fmt = values["format"] if values["format"] != "auto" else guess_format(text, values["filename"])
    if fmt == "json":
        try:
            body = json.loads(text, parse_constant=reject_constant)
        except (ValueError, RecursionError) as exc:
            raise APIError(422, "INVALID_INPUT", f"the text is not a design's JSON form: {exc}") from None
        return design_from(body), {"kind": "text", "format": fmt, "filename": values["filename"]}
    return design_from({"format": fmt, "text": text}), {"kind": "text", "format": fmt,
                                                         "filename": values["filename"]}


def check(values: dict[str, Any]) -> dict[str, Any]:
    """Everything the result of the check page shows, from the API's own
    functions: ``evaluation`` (the /validate answer), ``bv`` (the /bv answer
    at the chosen crew), ``alpha`` (the /alpha-strike answer at the chosen
    skill), ``facts`` (movement, armor, heat as the record sheet prints
    them), ``design_json`` (for the download buttons); or ``problem``."""
    out: dict[str, Any] = {"form": values, "problem": None, "empty": False}
    if values["design_id"] is None and not values["text"].strip():
        out["empty"] = True
        return out
    try:
        design, source = _design(values)
    except APIError as exc:
        out["problem"] = _problem(exc, values["text"])
        return out
    out["source"] = source
    out["evaluation"] = evaluate_design(design)
    out["family"] = FAMILY_NAMES.get(design.unit_type, design.unit_type)
    out["facts"] = unit_facts(design)
    out["design_json"] = construction.dump_design(design)
    out["name"] = design.name
    try:
        out["bv"] = bv_api.compute(design, values["gunnery"], values["piloting"]).as_dict()
    except APIError as exc:
        out["bv"], out["bv_problem"] = None, _problem(exc)
    from bv.alpha_strike import skill_from_pilot

    as_skill = (skill_from_pilot(values["gunnery"], values["piloting"]) if values["as_skill"] == "auto"
                else int(values["as_skill"]))
    out["as_skill"] = as_skill
    try:
        out["alpha"] = as_api._values(design, as_skill)
    except APIError as exc:
        out["alpha"], out["alpha_problem"] = None, _problem(exc)
    return out


def unit_facts(design) -> dict[str, Any]:
    """Movement, armor, engine and heat sinks of a design, as its record
    sheet prints them (construction.derived; the armor total is the sum of
    the locations' points).  Empty where a family has no such figure."""
    out: dict[str, Any] = {}
    try:
        move = derived.movement(design)
    except Exception:  # a design the helpers cannot read must not sink the page
        log.warning("movement of %s failed", design.name, exc_info=True)
        move = None
    if move is not None:
        vehicle = design.unit_type in ("combat_vehicle", "support_vehicle")
        parts = [("Cruise" if vehicle else "Walk", move.walk)]
        if design.unit_type != "battle_armor":
            parts.append(("Flank" if vehicle else "Run", move.run))
        if move.sprint:
            parts.append(("Sprint", move.sprint))
        if move.jump:
            parts.append(("Jump", move.jump))
        if move.umu:
            parts.append(("UMU", move.umu))
        out["movement"] = parts
    if design.armor:
        out["armor_points"] = sum(a.front + (a.rear or 0) for a in design.armor)
        out["armor_type"] = _armor_name(design.armor_type)
        out["armor_locations"] = [(a.location, a.front, a.rear) for a in design.armor]
    if design.engine is not None and design.engine.rating:
        out["engine"] = f"{design.engine.rating} {design.engine.type.replace('_', ' ')}"
    try:
        sinks = derived.heat_sinks(design)
    except Exception:
        sinks = None
    if sinks is not None:
        out["heat_sinks"] = {"count": sinks.count, "type": sinks.type_name, "dissipation": sinks.dissipation}
    return out


def _armor_name(armor_type: Optional[str]) -> Optional[str]:
    if not armor_type:
        return None
    from construction import components

    try:
        return components.armor(armor_type).name
    except (KeyError, ValueError):
        return armor_type.replace("_", " ")


def search_filters() -> list[dict[str, Any]]:
    """The search inputs, one per filter GET /api/v1/designs declares (read
    from its query schema, so filters added there appear here): a select
    for a field with fixed choices or a yes/no field, a number input for a
    number, a text input otherwise."""
    from .designs import ListQuerySchema

    declared = ListQuerySchema().fields
    names = [n for n in MAIN_FILTERS if n in declared]
    names += [n for n in declared if n not in names and n not in HIDDEN_FILTERS]
    out = []
    for name in names:
        field = declared[name]
        choices = next((v.choices for v in field.validators if isinstance(v, ma_validate.OneOf)), None)
        entry = {"name": name, "label": FILTER_LABELS.get(name, name.replace("_", " ").capitalize()),
                 "main": name in MAIN_FILTERS, "kind": "text", "choices": None}
        if choices:
            entry["kind"] = "select"
            entry["choices"] = [(c, _choice_label(c)) for c in choices]
        elif isinstance(field, ma_fields.Boolean):
            entry["kind"] = "select"
            entry["choices"] = [("true", "yes"), ("false", "no")]
        elif isinstance(field, (ma_fields.Integer, ma_fields.Float)):
            entry["kind"] = "number"
        out.append(entry)
    return out


def _choice_label(value: Any) -> str:
    """A filter choice as a player reads it: family names, and a sort key
    with a leading '-' as descending."""
    text = str(value)
    if text in FAMILY_NAMES:
        return FAMILY_NAMES[text]
    if text.startswith("-"):
        return text[1:].replace("_", " ") + " (descending)"
    return text.replace("_", " ")


def _page(template: str, **context):
    return render_template(template, static_url=static_url, skills=SKILLS, family_names=FAMILY_NAMES,
                           filters=search_filters(), **context)


# ------------------------------------------------------------------- routes
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")
# The HTTP status of a page showing a problem: the design asked for is not
# there (404) or the token does not work (401); a design that cannot be
# read or checked is the page's answer, like /validate's valid: false (200).
PROBLEM_STATUS = {"NOT_FOUND": 404, "INVALID_TOKEN": 401, "UNAUTHENTICATED": 401}


def _checked(form, files, schema: CheckQuerySchema) -> tuple[dict[str, Any], dict[str, Any], int]:
    """(form values, result, HTTP status) of a check request; form values
    the page does not take are a 422 with the fields named."""
    try:
        values = read_check_form(form, files, schema)
    except APIError as exc:
        problem = _problem(exc)
        problem["title"] = "Some values in the form are not allowed"
        values = _CHECK_QUERY.load({})
        values["design_id"] = values.pop("design")
        return values, {"form": values, "problem": problem, "empty": False}, exc.status
    result = check(values)
    problem = result["problem"]
    return values, result, PROBLEM_STATUS.get(problem["code"], 200) if problem else 200


@bp.get("/")
def check_page():
    """The check page; ``?design=ID`` checks that saved design at once
    (``gunnery``, ``piloting``, ``as_skill`` set the crew)."""
    values, result, status = _checked(request.args, None, _CHECK_QUERY)
    return _page("check.html", values=values, result=result), status


@bp.post("/")
def check_posted():
    """The check form: the result alone for htmx, else the whole page."""
    if request.mimetype not in FORM_TYPES:
        raise APIError(415, "UNSUPPORTED_MEDIA_TYPE", f"expected a form ({' or '.join(FORM_TYPES)}), "
                       f"got {request.mimetype or 'none'}")
    values, result, status = _checked(request.form, request.files, _CHECK_FORM)
    if request.headers.get("HX-Request"):
        return render_template("_check_result.html", result=result, skills=SKILLS), status
    return _page("check.html", values=values, result=result), status


@bp.get("/forces")
def forces_page():
    return _page("forces.html")


__all__ = ["bp", "check", "guess_format", "read_check_form", "search_filters", "static_url", "unit_facts"]
