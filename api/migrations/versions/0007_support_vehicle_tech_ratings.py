"""support vehicle tech ratings: one letter A-F

The design JSON form checked a support vehicle's ``structural_tech_rating``,
``engine_tech_rating`` and ``armor_tech_rating`` as substrings of "ABCDEF",
so a document could be saved with ``""`` or ``"CD"``; the form now takes one
letter A-F (or null), and such a stored document would no longer load.  Any
other value is dropped from the stored design documents and from the design
snapshots of saved forces: the rating is then not stated (the default, the
structural rating or D, applies), which is also what an empty string meant.
A mended design or force goes to its next version (its ETag changes).  No
row is lost; one-letter ratings are untouched.  Nothing to undo.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

RATINGS = ("structural_tech_rating", "engine_tech_rating", "armor_tech_rating")
LETTERS = frozenset("ABCDEF")

designs = sa.table("designs", sa.column("id", sa.Integer), sa.column("unit_type", sa.String),
                   sa.column("version", sa.Integer))
documents = sa.table("design_documents", sa.column("design_id", sa.Integer), sa.column("design", sa.JSON))
forces = sa.table("forces", sa.column("id", sa.Integer), sa.column("units", sa.JSON), sa.column("version", sa.Integer))


def mended(design):
    """The design document without ratings other than one letter A-F, or
    None when it has none to drop."""
    if not isinstance(design, dict) or not isinstance(design.get("support_vehicle"), dict):
        return None
    details = design["support_vehicle"]
    bad = [k for k in RATINGS if k in details and details[k] is not None and details[k] not in LETTERS]
    if not bad:
        return None
    return {**design, "support_vehicle": {k: v for k, v in details.items() if k not in bad}}


def upgrade() -> None:
    conn = op.get_bind()
    rows = conn.execute(sa.select(documents.c.design_id, documents.c.design)
                        .join(designs, designs.c.id == documents.c.design_id)
                        .where(designs.c.unit_type == "support_vehicle")).all()
    for design_id, design in rows:
        fixed = mended(design)
        if fixed is not None:
            conn.execute(documents.update().where(documents.c.design_id == design_id).values(design=fixed))
            conn.execute(designs.update().where(designs.c.id == design_id).values(version=designs.c.version + 1))
    for force_id, units in conn.execute(sa.select(forces.c.id, forces.c.units)).all():
        if not isinstance(units, list):
            continue
        fixed_units = [u | {"design": mended(u["design"])} if isinstance(u, dict) and mended(u.get("design"))
                       else u for u in units]
        if fixed_units != units:
            conn.execute(forces.update().where(forces.c.id == force_id)
                         .values(units=fixed_units, version=forces.c.version + 1))


def downgrade() -> None:
    pass
