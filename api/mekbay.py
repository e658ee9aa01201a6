"""A MekBay unit server: ``/mekbay/units.json`` and ``/mekbay/sheets/...``.

MekBay (mekbay.com) lets a player add "unit servers" (Settings, Advanced,
Additional unit servers): each serves ``<base>/units.json``, a catalog of
units in MekBay's unit-summary layout, and each unit's record sheet as SVG
under ``<base>/sheets/``.  With ``http://<host>:8000/mekbay`` as the base,
MekBay lists MechForge's unit library and every public design beside the
canon units (canon ones it already knows keep MekBay's own entry: it drops
units whose name it has).

* ``units.json``: ``{"version", "assetHash", "units": [...]}``; each entry
  is the design's stored catalog entry (records.mekbay, written with the
  design) plus its identity: ``name`` (the design's slug: MekBay's own
  naming, set once and never changed, since saved MekBay forces name their
  units), ``uuid`` (a UUIDv7), ``id`` (MUL id, or -1), ``canon`` (library
  designs) and ``sheets``.  The body is built once per change of the public
  designs and kept; its SHA-256 is the ETag and ``assetHash`` (MekBay's
  newer catalog client keys its cache on it).
* ``sheets/<kind>/<name>.svg``: page 1 of the record sheet, drawn as SVG by
  records.sheet_svg (with the markup MekBay's interactive sheet reads),
  kept per design version, with a strong ETag.

Both answer GET and HEAD, honour If-None-Match (304), ignore query strings
(MekBay adds ``?ngsw-bypass=true``) and allow any origin, exposing ETag.
Only public designs are served; private ones do not exist here.
"""

from __future__ import annotations

import hashlib
import json
import threading
from typing import Any

from flask import Blueprint, Response, request
from sqlalchemy import func, select

import construction

from . import db
from .downloads import deadline_error, render_deadline
from .errors import APIError, not_found
from .models import DesignDocumentRow, DesignRow
from .recent import Recent

bp = Blueprint("mekbay", __name__, url_prefix="/mekbay")

SHEET_FOLDER = {"mech": "mek", "combat_vehicle": "tank", "support_vehicle": "tank", "battle_armor": "battlearmor",
                "protomech": "protomek", "infantry": "infantry"}
SHEET_CACHE_SIZE = 256

_lock = threading.Lock()
_catalog: dict[str, Any] = {}  # {"key": version key, "body": bytes, "etag": str}
_sheets = Recent(SHEET_CACHE_SIZE)  # (design id, version) -> (etag, svg)


def _public():
    return DesignRow.visibility == "public"


def sheet_name(unit_type: str, slug: str) -> str:
    return f"{SHEET_FOLDER.get(unit_type, 'unit')}/{slug}.svg"


def _version_key(session) -> tuple:
    """What changes whenever a served design is added, changed or removed
    (every write raises a design's version, api.preconditions)."""
    count, versions, last_id = session.execute(
        select(func.count(DesignRow.id), func.sum(DesignRow.version), func.max(DesignRow.id)).where(_public())).one()
    return count, int(versions or 0), last_id


def _build(session, key: tuple) -> dict[str, Any]:
    rows = session.execute(
        select(DesignRow.slug, DesignRow.uuid, DesignRow.mul_id, DesignRow.library_path, DesignRow.unit_type,
               DesignDocumentRow.catalog)
        .join(DesignDocumentRow, DesignDocumentRow.design_id == DesignRow.id)
        .where(_public(), DesignRow.slug.is_not(None), DesignDocumentRow.catalog.is_not(None))
        .order_by(DesignRow.id)).all()
    units = []
    for slug, uuid, mul_id, library_path, unit_type, catalog in rows:
        units.append({"name": slug, "uuid": uuid, "id": mul_id or -1, **catalog,
                      "canon": library_path is not None, "sheets": [sheet_name(unit_type, slug)],
                      "unitFile": library_path.rsplit("/", 1)[-1] if library_path else f"{slug}.json"})
    units_json = json.dumps(units, separators=(",", ":"), sort_keys=True)
    asset_hash = hashlib.sha256(units_json.encode()).hexdigest()
    body = ('{"version":' + json.dumps(f"{key[0]}-{key[2]}-{key[1]}") + ',"assetHash":"' + asset_hash
            + '","units":' + units_json + "}").encode()
    return {"key": key, "body": body, "etag": asset_hash}


def _answer(body: bytes, etag: str, mimetype: str) -> Response:
    if request.if_none_match.contains(etag):
        resp = Response(status=304)
    else:
        resp = Response(body, mimetype=mimetype)
    resp.set_etag(etag)
    resp.headers["Cache-Control"] = "no-cache"
    return resp


@bp.get("/units.json")
def units_json():
    session = db.session()
    key = _version_key(session)
    with _lock:
        cached = _catalog.get("current")
    if cached is None or cached["key"] != key:
        cached = _build(session, key)
        with _lock:
            _catalog["current"] = cached
    return _answer(cached["body"], cached["etag"], "application/json")


def _served_row(folder: str, slug: str) -> DesignRow:
    row = db.session().scalar(select(DesignRow).where(DesignRow.slug == slug, _public()))
    if row is None or SHEET_FOLDER.get(row.unit_type, "unit") != folder:
        raise not_found(f"sheet {folder}/{slug}.svg")
    return row


def _sheet(row: DesignRow) -> tuple[str, bytes]:
    import records

    key = (row.id, row.version)
    hit = _sheets.get(key)
    if hit is not None:
        return hit
    try:
        pages = records.sheet_svg(construction.load_design(row.design), deadline=render_deadline())
    except records.DeadlineExceeded:
        raise deadline_error() from None
    except (construction.DesignError, records.SheetError) as exc:
        raise APIError(422, "CANNOT_DRAW", f"no record sheet can be drawn: {exc}") from None
    svg = pages[0].encode()
    value = (hashlib.sha256(svg).hexdigest()[:32], svg)
    _sheets.put(key, value)
    return value


@bp.get("/sheets/<folder>/<name>.svg")
def sheet(folder: str, name: str):
    etag, svg = _sheet(_served_row(folder, name))
    return _answer(svg, etag, "image/svg+xml")


def clear_caches() -> None:
    """Forget the built catalog and sheets (tests; a process that changed
    rows outside this app)."""
    with _lock:
        _catalog.clear()
    _sheets.clear()


__all__ = ["bp", "clear_caches", "sheet_name"]
