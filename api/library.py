"""The unit library and the summary columns the design search filters on.

A *library design* is a unit file (a canonical MegaMek file, or a player's
MegaMek data folder) loaded by ``mechforge library import DIR``: public,
owned by no account (so nothing over HTTP changes or deletes it), keyed by
its path inside the folder (``library_path``) and remembered with the
SHA-256 of its text, so a re-import only re-reads files that changed.

Every stored design, library or not, carries the summary the Master Unit
List filters on in indexed columns (:func:`summary_columns`), the catalog
items it mounts (:func:`item_keys`, the ``equipment`` filter) and a name and
UUID that never change once given (:func:`assign_identity`: MekBay unit
servers refer to units by that name).
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

import construction
from construction.model import Design



# ------------------------------------------------------------------ identity
def uuid7(now_ms: Optional[int] = None) -> str:
    """A UUID version 7 (RFC 9562): 48 bits of Unix time in milliseconds,
    then random bits, so ids sort by creation time."""
    ms = int(time.time() * 1000) if now_ms is None else now_ms
    value = (ms & ((1 << 48) - 1)) << 80
    value |= 0x7 << 76  # version
    value |= secrets.randbits(12) << 64
    value |= 0b10 << 62  # variant
    value |= secrets.randbits(62)
    h = f"{value:032x}"
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def base_slug(design: Design) -> str:
    """The name MekBay's catalog gives a unit: its Alpha Strike type, the
    chassis and, after an underscore, the model, letters and digits only
    (``BMAtlas_AS7D``).  Canon units get the name MekBay already knows them
    by, so a library unit never shows twice there."""
    from records.mekbay import AS_TYPE

    prefix = AS_TYPE.get(design.unit_type, "XX")
    if design.unit_type == "mech" and design.mech is not None and design.mech.industrial:
        prefix = "IM"
    chassis = re.sub(r"[^A-Za-z0-9]", "", design.chassis) or "Unit"
    model = re.sub(r"[^A-Za-z0-9]", "", design.model or "")
    return f"{prefix}{chassis}_{model}"[:180]


def assign_identity(session, row, design: Design) -> None:
    """Give a row its slug and UUID if it has none yet (they never change
    afterwards).  A saved design's slug ends in its id (``_mf12``): a player's
    copy of a canon unit must not take the canon unit's name.  A library
    design gets the canon name, or the name plus its id when two files share
    chassis and model.  Needs ``row.id`` (flush first)."""
    from sqlalchemy import select

    from .models import DesignRow

    if row.uuid is None:
        row.uuid = uuid7()
    if row.slug is None:
        row.slug = identity_slug(design, row.id, row.library_path is not None,
                                 lambda slug: session.scalar(select(DesignRow.id).where(DesignRow.slug == slug)) is not None)


def identity_slug(design: Design, row_id: int, library: bool, taken: Callable[[str], bool]) -> str:
    """The slug a row is named by for good (:func:`assign_identity`): the
    canon name for a library design whose name is free (``taken`` asks), else
    the name plus the row's id."""
    slug = base_slug(design)
    return f"{slug}_mf{row_id}" if not library or taken(slug) else slug


# ------------------------------------------------------------------ summary
def item_keys(design: Design) -> set[str]:
    """The catalog ids (lower case) of every catalog item the design mounts,
    conventional infantry weapons and armor kits included."""
    from construction.resolved import resolve

    resolved = resolve(design)
    keys = {m.eq.id.lower() for m in resolved.items}
    keys.update(eq.id.lower() for eq in resolved.infantry if eq is not None)
    return keys


def summary_columns(design: Design, evaluation: dict[str, Any]) -> dict[str, Any]:
    """The design's indexed summary: identity, verdict, BV at 4/5 and PV at
    skill 4 (None where the family has none), MUL id and role."""
    alpha = evaluation.get("alpha_strike") or {}
    return {
        "unit_type": design.unit_type,
        "chassis": design.chassis,
        "model": design.model,
        "tonnage": float(design.tonnage),
        "tech_base": design.tech_base,
        "rules_level": design.rules_level,
        "year": design.year,
        "valid": evaluation["valid"],
        "mul_id": design.mul_id,
        "bv": evaluation.get("bv"),
        "pv": alpha.get("pv"),
        "role": design.role,
    }


def catalog_entry(design: Design, evaluation: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The design's MekBay unit-server entry (records.mekbay), or None when
    it cannot be laid out (logged: the design is stored all the same)."""
    from records.mekbay import entry

    try:
        return entry(design, evaluation.get("bv"), evaluation.get("alpha_strike"))
    except Exception:  # a design the catalog layout cannot handle must not stop a save
        import logging

        logging.getLogger("api").warning("no MekBay entry for %s", design.name, exc_info=True)
        return None


def set_items(row, design: Design) -> None:
    """Replace the row's item list by the design's catalog items."""
    _set_item_keys(row, item_keys(design))


def _set_item_keys(row, wanted: set[str]) -> None:
    from .models import DesignItemRow

    current = {i.item: i for i in row.items}
    for key in set(current) - wanted:
        row.items.remove(current[key])
    for key in sorted(wanted - set(current)):
        row.items.append(DesignItemRow(item=key))


def backfill(connection) -> int:
    """Fill the summary columns, items, slug and UUID of rows stored before
    migration 0005 from their design JSON (a row whose JSON no longer loads
    keeps empty summary columns).  Returns the rows filled.

    Written against the tables as migration 0005 leaves them (not the ORM
    models, which later migrations change), so it runs the same whatever
    the models hold by then."""
    import sqlalchemy as sa

    from .evaluate import evaluate_design

    designs = sa.table("designs", sa.column("id"), sa.column("library_path"), sa.column("slug"),
                       sa.column("uuid"), sa.column("mul_id"), sa.column("bv"), sa.column("pv"), sa.column("role"))
    documents = sa.table("design_documents", sa.column("design_id"), sa.column("design", sa.JSON),
                         sa.column("catalog", sa.JSON))
    items = sa.table("design_items", sa.column("design_id"), sa.column("item"))
    rows = connection.execute(
        sa.select(designs.c.id, designs.c.library_path, designs.c.slug, designs.c.uuid, documents.c.design)
        .join(documents, documents.c.design_id == designs.c.id).order_by(designs.c.id)).all()
    filled = 0
    for row_id, library_path, slug, uuid, stored in rows:
        values: dict[str, Any] = {"uuid": uuid or uuid7()}
        try:
            design = construction.load_design(stored)
        except construction.DesignError:
            connection.execute(sa.update(designs).where(designs.c.id == row_id).values(**values))
            continue
        evaluation = evaluate_design(design)
        columns = summary_columns(design, evaluation)
        values.update({key: columns[key] for key in ("mul_id", "bv", "pv", "role")})
        if slug is None:
            values["slug"] = identity_slug(
                design, row_id, library_path is not None,
                lambda name: connection.scalar(sa.select(designs.c.id).where(designs.c.slug == name)) is not None)
        connection.execute(sa.update(designs).where(designs.c.id == row_id).values(**values))
        connection.execute(sa.update(documents).where(documents.c.design_id == row_id)
                           .values(catalog=catalog_entry(design, evaluation)))
        connection.execute(sa.delete(items).where(items.c.design_id == row_id))
        keys = sorted(item_keys(design))
        if keys:
            connection.execute(sa.insert(items), [{"design_id": row_id, "item": key} for key in keys])
        filled += 1
    return filled


# ------------------------------------------------------------------ import
@dataclass
class ImportReport:
    """What a library import did."""

    added: int = 0
    changed: int = 0
    unchanged: int = 0
    unreadable: list[tuple[str, str]] = field(default_factory=list)  # (path, why)
    seconds: float = 0.0

    @property
    def stored(self) -> int:
        return self.added + self.changed + self.unchanged

    def as_dict(self) -> dict[str, Any]:
        return {"added": self.added, "changed": self.changed, "unchanged": self.unchanged,
                "unreadable": len(self.unreadable), "seconds": round(self.seconds, 2)}


def content_hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def _read(job: tuple[str, str, str]) -> tuple[str, str, Optional[dict], Optional[str]]:
    """(path, hash, what to store, why unreadable) of one file: the worker's
    whole part of an import (reading, checking, pricing, the JSON form), so
    the process writing the database only writes."""
    from .cli import read_unit
    from .evaluate import evaluate_design

    relative, full, digest = job
    text, fmt, error = read_unit(Path(full))
    if error is not None:
        return relative, digest, None, error["message"]
    try:
        design = construction.parse(text, fmt, source=relative)
    except construction.ParseError as exc:
        return relative, digest, None, exc.message
    evaluation = evaluate_design(design, source=relative)
    stored = {
        "columns": summary_columns(design, evaluation),
        "design": construction.dump_design(design),
        "validation": {k: evaluation[k] for k in ("valid", "errors", "warnings")},
        "items": sorted(item_keys(design)),
        "slug": base_slug(design),
        "catalog": catalog_entry(design, evaluation),
    }
    return relative, digest, stored, None


def library_files(folder: Path) -> list[tuple[str, Path]]:
    """(path inside the folder, file) of every .mtf/.blk file, sorted."""
    from .cli import UNIT_SUFFIXES

    found = [p for p in folder.rglob("*") if p.suffix.lower() in UNIT_SUFFIXES and p.is_file()]
    return sorted((p.relative_to(folder).as_posix(), p) for p in found)


def import_library(session, folder: Path, jobs: int = 1,
                   progress: Optional[Callable[[Iterable, int], Iterable]] = None,
                   refresh: bool = False) -> ImportReport:
    """Load every unit file under ``folder`` into the library: new files are
    added, files whose text changed are re-read and their row updated (its
    id, slug and UUID stay), unchanged files are not read again.  Library
    paths are relative to ``folder``, so the same folder imported again (or
    moved) finds its rows.  ``refresh`` re-reads unchanged files too (after
    an upgrade of MechForge's rules: their BV, PV and catalog entries are
    worked out again).  Commits in batches."""
    from sqlalchemy import select

    from .models import DesignRow

    started = time.perf_counter()
    report = ImportReport()
    known = dict(session.execute(select(DesignRow.library_path, DesignRow.content_hash)
                                 .where(DesignRow.library_path.is_not(None))).all())
    todo = []
    for relative, path in library_files(folder):
        try:
            digest = content_hash(path.read_bytes())
        except OSError as exc:
            report.unreadable.append((relative, f"cannot read file: {exc.strerror or exc}"))
            continue
        if known.get(relative) == digest and not refresh:
            report.unchanged += 1
        else:
            todo.append((relative, str(path), digest))
    from .cli import PARALLEL_FROM, ordered_map

    results = ordered_map(_read, todo, jobs if len(todo) >= PARALLEL_FROM else 1)
    if progress is not None:
        results = progress(results, len(todo))
    ids = dict(session.execute(select(DesignRow.library_path, DesignRow.id)
                               .where(DesignRow.library_path.is_not(None))).all())
    taken = set(session.scalars(select(DesignRow.slug).where(DesignRow.slug.is_not(None))))
    writer = _Writer(session, taken)
    for relative, digest, stored, why in results:
        if why is not None:
            report.unreadable.append((relative, why))
        elif relative in ids:
            writer.change(ids[relative], stored, digest)
            report.changed += 1
        else:
            writer.add(relative, stored, digest)
            report.added += 1
    writer.flush()
    if report.added or report.changed:  # fresh statistics, so the planner picks the selective index
        from sqlalchemy import text

        session.execute(text("ANALYZE"))
        session.commit()
    report.seconds = time.perf_counter() - started
    return report


class _Writer:
    """Writes library rows in batches with plain INSERT/UPDATE statements
    (the ORM's per-object bookkeeping was most of an import's time).  New
    rows get the canon slug, or the slug plus their id when it is taken."""

    BATCH = 500

    def __init__(self, session, taken: set[str]):
        self.session = session
        self.taken = taken
        self.new: list[tuple[dict, list[str]]] = []

    @staticmethod
    def _values(stored: dict, digest: str) -> dict:
        return {**stored["columns"], "name": None, "visibility": "public", "content_hash": digest}

    @staticmethod
    def _document(row_id: int, stored: dict) -> dict:
        return {"design_id": row_id, "design": stored["design"], "validation": stored["validation"],
                "catalog": stored["catalog"]}

    def add(self, relative: str, stored: dict, digest: str) -> None:
        values = self._values(stored, digest)
        slug = stored["slug"]
        values.update(owner_id=None, library_path=relative, uuid=uuid7(),
                      slug=None if slug in self.taken else slug)
        self.taken.add(slug)
        self.new.append((values, stored, slug))
        if len(self.new) >= self.BATCH:
            self.flush()

    def change(self, row_id: int, stored: dict, digest: str) -> None:
        from sqlalchemy import delete, insert, update

        from .models import DesignDocumentRow, DesignItemRow, DesignRow

        values = self._values(stored, digest)
        values["updated_at"] = _now()
        values["version"] = DesignRow.version + 1  # a write, as api.preconditions.next_version counts it
        self.session.execute(update(DesignRow).where(DesignRow.id == row_id).values(**values))
        self.session.execute(update(DesignDocumentRow).where(DesignDocumentRow.design_id == row_id)
                             .values(design=stored["design"], validation=stored["validation"],
                                     catalog=stored["catalog"]))
        self.session.execute(delete(DesignItemRow).where(DesignItemRow.design_id == row_id))
        if stored["items"]:
            self.session.execute(insert(DesignItemRow), [{"design_id": row_id, "item": i} for i in stored["items"]])

    def flush(self) -> None:
        from sqlalchemy import insert, update

        from .models import DesignDocumentRow, DesignItemRow, DesignRow

        if self.new:
            now = _now()
            rows = [{**values, "created_at": now, "updated_at": now} for values, _, _ in self.new]
            new_ids = self.session.scalars(insert(DesignRow).returning(DesignRow.id, sort_by_parameter_order=True),
                                           rows).all()
            self.session.execute(insert(DesignDocumentRow),
                                 [self._document(i, stored) for i, (_, stored, _) in zip(new_ids, self.new)])
            items = [{"design_id": i, "item": item}
                     for i, (_, stored, _) in zip(new_ids, self.new) for item in stored["items"]]
            if items:
                self.session.execute(insert(DesignItemRow), items)
            for row_id, (values, _, slug) in zip(new_ids, self.new):
                if values["slug"] is None:  # the canon name was taken: keep it unique with the id
                    self.session.execute(update(DesignRow).where(DesignRow.id == row_id)
                                         .values(slug=f"{slug}_mf{row_id}"))
            self.new.clear()
        self.session.commit()


def _now():
    from .models import utcnow

    return utcnow()


def default_jobs() -> int:
    return max(1, min(4, os.cpu_count() or 1))


__all__ = ["ImportReport", "assign_identity", "backfill", "base_slug", "identity_slug", "import_library", "item_keys",
           "summary_columns", "uuid7"]
