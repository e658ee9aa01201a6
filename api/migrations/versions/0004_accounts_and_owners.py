"""accounts, API tokens, and owners of designs and forces

An account is a name plus API tokens; a token is stored only as the SHA-256
digest of its secret.  Designs and forces get an owner (an account) and a
visibility ("private" or "public").  Rows written before accounts existed
have no owner and become public: everyone may read them, and only the CLI
(``mechforge design ...`` / ``mechforge force ...``) changes or deletes them.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

OWNED = ("designs", "forces")


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "tokens",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False,
                  index=True),
        sa.Column("name", sa.String(100), nullable=True),
        sa.Column("digest", sa.String(64), nullable=False, unique=True),
        sa.Column("hint", sa.String(8), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sqlite_autoincrement=True,
    )
    for table in OWNED:
        with op.batch_alter_table(table, table_kwargs={"sqlite_autoincrement": True}) as batch:
            batch.add_column(sa.Column("owner_id", sa.Integer(), nullable=True))
            batch.add_column(sa.Column("visibility", sa.String(8), nullable=False, server_default="public"))
            batch.create_foreign_key(f"fk_{table}_owner", "accounts", ["owner_id"], ["id"])
            batch.create_index(f"ix_{table}_owner_id", ["owner_id"])


def downgrade() -> None:
    for table in OWNED:
        with op.batch_alter_table(table, table_kwargs={"sqlite_autoincrement": True}) as batch:
            batch.drop_index(f"ix_{table}_owner_id")
            batch.drop_constraint(f"fk_{table}_owner", type_="foreignkey")
            batch.drop_column("visibility")
            batch.drop_column("owner_id")
    op.drop_table("tokens")
    op.drop_table("accounts")
