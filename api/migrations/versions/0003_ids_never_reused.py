"""ids are never reused

SQLite hands out the highest id + 1, so deleting the newest design or
force let the next one take its id (an old link then showed another
design).  AUTOINCREMENT keeps every id ever given out; the tables are
rebuilt with it, their rows kept.  PostgreSQL sequences never reuse an id:
nothing to do there.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25
"""

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name != "sqlite":
        return
    for table in ("designs", "forces"):
        with op.batch_alter_table(table, recreate="always", table_kwargs={"sqlite_autoincrement": True}):
            pass


def downgrade() -> None:
    if op.get_bind().dialect.name != "sqlite":
        return
    for table in ("designs", "forces"):
        with op.batch_alter_table(table, recreate="always", table_kwargs={"sqlite_autoincrement": False}):
            pass
