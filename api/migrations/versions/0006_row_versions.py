"""row versions: optimistic concurrency for designs and forces

Each stored design and force gets a ``version``, 1 when written first and
one more at every write.  It is the row's ETag (``"v3"``): a client sends it
back in ``If-Match`` to replace or delete only what it read (412 otherwise),
and every UPDATE or DELETE names the version it read, so of two requests
racing to write the same row the second gets 409 instead of silently
overwriting the first (SQLAlchemy's ``version_id_col``).  The version also
keys the kept MekBay sheets: a write that changed only the design document
used to leave ``updated_at`` and those keys as they were.

Existing rows start at version 1.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

TABLES = ("designs", "forces")


def upgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, table_kwargs={"sqlite_autoincrement": True}) as batch:
            batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="1"))


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, table_kwargs={"sqlite_autoincrement": True}) as batch:
            batch.drop_column("version")
