"""Reading request bodies: JSON only, and a design in one of two forms.

* the design's JSON form (construction.schema), or
* a unit file: ``{"format": "mtf" | "blk", "text": "..."}``.

Resources may allow extra envelope keys (``name``, ``notes``) beside either.
Whole numbers in a query string are read by :class:`QueryWholeNumber`.
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Optional

from flask import current_app, request
from marshmallow import RAISE, Schema, ValidationError, fields, validate

import construction
from construction import DesignError, ParseError, UnsupportedFamily
from construction.rounding import WHOLE_NUMBER_TEXT

from .errors import APIError, invalid
from .recent import Recent

MAX_TEXT_CHARS = 2 * 1024 * 1024


class QueryWholeNumber(fields.Integer):
    """A whole number in a query string: ASCII digits, a leading minus at
    most (so ``-1`` gets the field's range message), nothing else.  Python's
    int() - marshmallow's Integer - also reads ``" 4 "``, ``"+4"``, ``"1_0"``
    and digits of other scripts (``"٣"``, ``"４"``); none of them is an
    integer as the query parameters are documented (openapi.yaml)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str) or not WHOLE_NUMBER_TEXT.fullmatch(value):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


def json_body() -> Any:
    """The request's JSON document (415 if not JSON, 400 if malformed)."""
    mimetype = request.mimetype or ""
    if not (mimetype == "application/json" or mimetype.endswith("+json")):
        raise APIError(
            415,
            "UNSUPPORTED_MEDIA_TYPE",
            f"expected Content-Type application/json, got {mimetype or 'none'}",
        )
    raw = request.get_data(cache=True)  # 413 when a Content-Length is over MAX_CONTENT_LENGTH
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if request.content_length is None and limit and len(raw) >= limit and request.environ["wsgi.input"].read(1):
        # a chunked body is cut at the limit by the server: more to come is too large, not malformed
        raise APIError(413, "PAYLOAD_TOO_LARGE", "the request body is larger than the limit of 2 MiB")
    try:
        doc = json.loads(raw, parse_constant=reject_constant)
    except (ValueError, UnicodeDecodeError) as exc:
        raise APIError(400, "MALFORMED_JSON", f"the request body is not valid JSON: {exc}") from None
    except RecursionError:
        raise APIError(400, "MALFORMED_JSON", "the request body is nested too deeply") from None
    bad = dict(_bad_strings(doc, ""))
    if bad:
        raise invalid(bad, "the request has text that cannot be stored")
    return doc


def load_object(schema: Schema, message: str = "the request has invalid fields") -> dict[str, Any]:
    """The request body, a JSON object, read by a marshmallow schema; a 422
    naming each bad field otherwise."""
    body = json_body()
    if not isinstance(body, dict):
        raise invalid({"_schema": ["the request body must be a JSON object"]})
    try:
        return schema.load(body)
    except ValidationError as exc:
        raise invalid(exc.messages, message) from None


def reject_constant(name: str):
    raise ValueError(f"{name} is not a JSON value")


def unstorable(text: str) -> str | None:
    """Why a string cannot be stored (NUL characters, lone surrogates), or None."""
    if "\x00" in text:
        return "Must not contain NUL characters."
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "Must be valid Unicode text (no lone surrogates)."
    return None


def _bad_strings(doc: Any, path: str) -> Iterable[tuple[str, list[str]]]:
    """(dotted path, [message]) for every string in ``doc`` that cannot be stored."""
    if isinstance(doc, str):
        why = unstorable(doc)
        if why:
            yield path or "_schema", [why]
    elif isinstance(doc, dict):
        for key, value in doc.items():
            sub = f"{path}.{key}" if path else str(key)
            why = unstorable(key)
            if why:
                yield sub, [f"Field name: {why}"]
            else:
                yield from _bad_strings(value, sub)
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _bad_strings(value, f"{path}.{i}" if path else str(i))


class FileInputSchema(Schema):
    """A unit file's text and its format."""

    class Meta:
        unknown = RAISE

    format = fields.String(
        required=True,
        validate=validate.OneOf(construction.FORMATS, error="Unknown format; use one of: {choices}."),
    )
    text = fields.String(required=True, validate=validate.Length(min=1, max=MAX_TEXT_CHARS))


_FILE_INPUT = FileInputSchema()


def split_envelope(body: Any, keys: Iterable[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Take the envelope keys (``name``, ``notes``) out of a JSON object."""
    if not isinstance(body, dict):
        raise invalid({"_schema": ["the request body must be a JSON object"]})
    body = dict(body)
    envelope = {k: body.pop(k) for k in keys if k in body}
    return envelope, body


# The designs of the unit files read last: a design is immutable (what is
# worked out from it - its resolved form, its BV for a crew - is kept on it),
# and clients post the same canonical units again and again.  Bounded: at most
# PARSED_DESIGNS files of at most PARSED_TEXT_CHARS characters each (a few MB
# at most, with what is memoised on them).
PARSED_DESIGNS = 64
PARSED_TEXT_CHARS = 64 * 1024
_parsed = Recent(PARSED_DESIGNS)  # (format, text) -> design


def parsed(text: str, fmt: str) -> construction.Design:
    """construction.parse(text, fmt), from memory when the same file was
    read lately (ParseError / UnsupportedFamily as parse raises them)."""
    key = (fmt, text)
    keep = len(text) <= PARSED_TEXT_CHARS
    design = _parsed.get(key) if keep else None
    if design is None:
        design = construction.parse(text, fmt)
        if keep:
            _parsed.put(key, design)
    return design


def document_key(doc: Any) -> str:
    """A design document's text with its keys sorted: two documents have the
    same key exactly when they are the same JSON value ("" when it is too
    deep to write, then it is not kept and the schema says what is wrong)."""
    try:
        return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    except (RecursionError, TypeError, ValueError):
        return ""


def design_from(body: dict[str, Any], key: Optional[str] = None) -> construction.Design:
    """The design a request body describes, in either form (422 if not);
    ``key``: the body's :func:`document_key` when the caller has it."""
    if not isinstance(body, dict):
        raise invalid({"_schema": ["the request body must be a JSON object (a design or a unit file)"]})
    if "format" in body or "text" in body:
        fmt, text = body.get("format"), body.get("text")
        if not (len(body) == 2 and type(fmt) is str and type(text) is str and fmt in construction.FORMATS
                and 1 <= len(text) <= MAX_TEXT_CHARS):
            try:  # not the plain two strings: the schema says what is wrong
                data = _FILE_INPUT.load(body)
            except ValidationError as exc:
                raise invalid(exc.messages) from None
            fmt, text = data["format"], data["text"]
        try:
            return parsed(text, fmt)
        except UnsupportedFamily as exc:
            raise APIError(
                422,
                "UNSUPPORTED_FAMILY",
                exc.message,
                {"text": [exc.message]},
                unit={k: getattr(exc.identity, k, None) for k in ("unit_type", "chassis", "model", "mul_id", "tonnage", "year")},
            ) from None
        except ParseError as exc:
            where = f"line {exc.line}: " if exc.line else ""
            extra = {"line": exc.line} if exc.line else {}
            raise APIError(
                422,
                "PARSE_ERROR",
                f"the unit file could not be read: {where}{exc.message}",
                {"text": [f"{where}{exc.message}"]},
                **extra,
            ) from None
    if key is None:
        key = document_key(body)
    keep = 0 < len(key) <= PARSED_TEXT_CHARS
    design = _parsed.get(key) if keep else None
    if design is None:
        try:
            design = construction.load_design(body)
        except DesignError as exc:
            raise invalid(exc.messages, "the design document has invalid fields") from None
        if keep:
            _parsed.put(key, design)  # a design document sent again (a list builder re-pricing its force)
    return design
