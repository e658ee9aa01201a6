"""stored designs in canonical form

Since this revision a design document is read in its canonical form
(``construction.canonical``: what its MegaMek file would read back, where the
rules read both the same - a 'Mech's mounts in the importer's order, a torso
rear of ``null`` as 0, an infantry platoon's tonnage and MP worked out from
its troopers, battle armor's nominal ton a trooper, a ProtoMech's engine
rating from its tonnage and MP, ...).  New saves store that form; rows saved
before hold the document as it was posted, so their stored JSON, summary
columns (``tonnage`` and the rest the list filters on), verdict, MekBay entry
and item list could disagree with what the API reads from them.  Each such
row is rewritten to ``dump_design(load_design(document))``, its verdict,
summary columns, MekBay entry and items worked out again, and goes to its
next version (its ETag changes); the design snapshots of saved forces are
rewritten the same way (their totals do not move: the canonical form changes
nothing validation or BV read).  A row already canonical, or one whose
document no longer loads, is left as it is.  Nothing to undo: the rewritten
document reads as the same design.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

SUMMARY = ("unit_type", "chassis", "model", "tonnage", "tech_base", "rules_level", "year", "valid", "mul_id", "bv",
           "pv", "role")
designs = sa.table("designs", sa.column("id", sa.Integer), sa.column("version", sa.Integer),
                   *(sa.column(name) for name in SUMMARY))
documents = sa.table("design_documents", sa.column("design_id", sa.Integer), sa.column("design", sa.JSON),
                     sa.column("validation", sa.JSON), sa.column("catalog", sa.JSON))
items = sa.table("design_items", sa.column("design_id", sa.Integer), sa.column("item", sa.String))
forces = sa.table("forces", sa.column("id", sa.Integer), sa.column("units", sa.JSON), sa.column("version", sa.Integer))


def canonical_document(document):
    """(the canonical document, its design), or None when the document is
    canonical already or no longer loads."""
    import construction

    try:
        design = construction.load_design(document)
    except (construction.DesignError, TypeError, ValueError):
        return None
    canonical = construction.dump_design(design)
    return None if canonical == document else (canonical, design)


def upgrade() -> None:
    from api.evaluate import evaluate_design
    from api.library import catalog_entry, item_keys, summary_columns

    conn = op.get_bind()
    rows = conn.execute(sa.select(documents.c.design_id, documents.c.design).order_by(documents.c.design_id)).all()
    for design_id, document in rows:
        found = canonical_document(document)
        if found is None:
            continue
        canonical, design = found
        evaluation = evaluate_design(design)
        columns = summary_columns(design, evaluation)
        conn.execute(documents.update().where(documents.c.design_id == design_id).values(
            design=canonical, validation={k: evaluation[k] for k in ("valid", "errors", "warnings")},
            catalog=catalog_entry(design, evaluation)))
        conn.execute(designs.update().where(designs.c.id == design_id).values(
            version=designs.c.version + 1, **{name: columns[name] for name in SUMMARY}))
        conn.execute(items.delete().where(items.c.design_id == design_id))
        keys = sorted(item_keys(design))
        if keys:
            conn.execute(items.insert(), [{"design_id": design_id, "item": key} for key in keys])
    for force_id, units in conn.execute(sa.select(forces.c.id, forces.c.units)).all():
        if not isinstance(units, list):
            continue
        rewritten = []
        for unit in units:
            found = canonical_document(unit.get("design")) if isinstance(unit, dict) else None
            rewritten.append(unit | {"design": found[0]} if found is not None else unit)
        if rewritten != units:
            conn.execute(forces.update().where(forces.c.id == force_id)
                         .values(units=rewritten, version=forces.c.version + 1))


def downgrade() -> None:
    pass
