"""create designs

Revision ID: 0001
Revises:
Create Date: 2025-11-22
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "designs",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=True),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("unit_type", sa.String(32), nullable=False),
        sa.Column("chassis", sa.String(200), nullable=False),
        sa.Column("model", sa.String(200), nullable=False),
        sa.Column("tonnage", sa.Float(), nullable=False),
        sa.Column("tech_base", sa.String(16), nullable=False),
        sa.Column("rules_level", sa.String(32), nullable=False),
        sa.Column("year", sa.Integer(), nullable=True),
        sa.Column("valid", sa.Boolean(), nullable=True),
        sa.Column("design", sa.JSON(), nullable=False),
        sa.Column("validation", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_designs_unit_type", "designs", ["unit_type"])
    op.create_index("ix_designs_tonnage", "designs", ["tonnage"])
    op.create_index("ix_designs_tech_base", "designs", ["tech_base"])


def downgrade() -> None:
    op.drop_index("ix_designs_tech_base", table_name="designs")
    op.drop_index("ix_designs_tonnage", table_name="designs")
    op.drop_index("ix_designs_unit_type", table_name="designs")
    op.drop_table("designs")
