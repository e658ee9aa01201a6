"""unit library and MUL-style search

Designs get the summary fields the Master Unit List filters on, in indexed
columns: ``mul_id``, ``bv`` (BV 2.0 at 4/5), ``pv`` (Alpha Strike PV at
skill 4), ``role``; the existing ``rules_level``, ``year`` and ``valid``
columns get indexes, and (chassis, model) one for sorting by name and for
finding a unit named in a force file.  The design JSON and its validation
move to ``design_documents``, so a search never reads them, beside the
design's MekBay catalog entry (``catalog``: what /mekbay/units.json serves).  ``design_items`` lists the catalog
items each design carries (the ``equipment`` filter).  Library designs (read
from unit files by ``mechforge library import``) carry the file's path
inside the library (``library_path``) and the SHA-256 of its text
(``content_hash``: a re-import skips unchanged files).  ``slug`` and
``uuid`` name a design for good (MekBay unit servers refer to units by
name; its newer catalog by a UUIDv7): set once, never changed.

Existing rows are filled in from their stored design JSON.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

NEW_COLUMNS = (
    ("mul_id", sa.Integer()),
    ("bv", sa.Integer()),
    ("pv", sa.Integer()),
    ("role", sa.String(40)),
    ("library_path", sa.String(500)),
    ("content_hash", sa.String(64)),
    ("slug", sa.String(200)),
    ("uuid", sa.String(36)),
)
INDEXED = ("mul_id", "bv", "pv", "role", "rules_level", "year", "valid")
UNIQUE = ("library_path", "slug", "uuid")


def upgrade() -> None:
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        for name, type_ in NEW_COLUMNS:
            batch.add_column(sa.Column(name, type_, nullable=True))
        for name in INDEXED:
            batch.create_index(f"ix_designs_{name}", [name])
        for name in UNIQUE:
            batch.create_index(f"ix_designs_{name}", [name], unique=True)
        batch.create_index("ix_designs_chassis_model", ["chassis", "model"])
    # the JSON documents move to their own table: a search reads only the
    # summary columns, never the (large) design and validation documents
    op.create_table(
        "design_documents",
        sa.Column("design_id", sa.Integer(), sa.ForeignKey("designs.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("design", sa.JSON(), nullable=False),
        sa.Column("validation", sa.JSON(), nullable=False),
        sa.Column("catalog", sa.JSON(), nullable=True),  # the MekBay unit-server entry (records.mekbay)
    )
    op.execute("INSERT INTO design_documents (design_id, design, validation) SELECT id, design, validation FROM designs")
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.drop_column("validation")
        batch.drop_column("design")
    op.create_table(
        "design_items",
        sa.Column("design_id", sa.Integer(), sa.ForeignKey("designs.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("item", sa.String(120), primary_key=True),
    )
    op.create_index("ix_design_items_item", "design_items", ["item"])
    _fill_existing()


def _fill_existing() -> None:
    """Summary columns, items, slug and uuid of the rows written before."""
    from api.library import backfill

    backfill(op.get_bind())


def downgrade() -> None:
    op.drop_index("ix_design_items_item", table_name="design_items")
    op.drop_table("design_items")
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.add_column(sa.Column("design", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("validation", sa.JSON(), nullable=True))
    op.execute("UPDATE designs SET design = (SELECT d.design FROM design_documents d WHERE d.design_id = designs.id),"
               " validation = (SELECT d.validation FROM design_documents d WHERE d.design_id = designs.id)")
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("design", existing_type=sa.JSON(), nullable=False)
        batch.alter_column("validation", existing_type=sa.JSON(), nullable=False)
    op.drop_table("design_documents")
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.drop_index("ix_designs_chassis_model")
        for name in INDEXED + UNIQUE:
            batch.drop_index(f"ix_designs_{name}")
        for name, _ in reversed(NEW_COLUMNS):
            batch.drop_column(name)
