"""columns as wide as the input the API takes

Two columns were narrower than what the API accepts, so on PostgreSQL (which
enforces column types; SQLite does not) a valid request was a 500:

* ``designs.role`` was ``varchar(40)``, while the design JSON form and the
  unit file importers take a role of up to 100 characters: now 100;
* ``forces.total_bv`` was a 32-bit integer, while a force of 100 units at
  the largest Battle Value the design form's bounds allow (about 10 million
  each, times 2.4 for gunnery 0 / piloting 0) passes 2**31: now 64 bits.

Widening keeps every row as it is.  The downgrade narrows them back (it fails
on PostgreSQL if a row holds a longer role or a larger total).

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("role", existing_type=sa.String(40), type_=sa.String(100), existing_nullable=True)
    with op.batch_alter_table("forces", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("total_bv", existing_type=sa.Integer(), type_=sa.BigInteger(), existing_nullable=False)


def downgrade() -> None:
    with op.batch_alter_table("forces", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("total_bv", existing_type=sa.BigInteger(), type_=sa.Integer(), existing_nullable=False)
    with op.batch_alter_table("designs", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.alter_column("role", existing_type=sa.String(100), type_=sa.String(40), existing_nullable=True)
