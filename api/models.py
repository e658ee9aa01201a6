"""ORM models (SQLAlchemy 2.0 declarative, typed).

The schema itself is created by the Alembic migrations in api/migrations;
keep the two in step (tests compare them).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Optional

from sqlalchemy import JSON, BigInteger, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class AccountRow(Base):
    """An account: a name, and the API tokens that act for it."""

    __tablename__ = "accounts"
    __table_args__ = {"sqlite_autoincrement": True}

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TokenRow(Base):
    """An API token of an account.  Only the SHA-256 digest of its secret is
    kept (the secret is shown once, when it is made); ``hint`` is the
    secret's last four characters, to tell tokens apart in a list."""

    __tablename__ = "tokens"
    __table_args__ = {"sqlite_autoincrement": True}

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    name: Mapped[Optional[str]] = mapped_column(String(100))
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    hint: Mapped[str] = mapped_column(String(8))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_used_at: Mapped[Optional[datetime]] = mapped_column(DateTime(timezone=True))


VISIBILITIES = ("private", "public")


class DesignRow(Base):
    """A stored design: its canonical JSON form, the verdict of the validator
    at the time of the last write, and a denormalised summary to filter and
    sort on (the Master Unit List's filters, migration 0005).  Library designs
    (``mechforge library import``) have a ``library_path`` and no owner."""

    __tablename__ = "designs"
    __table_args__ = (
        Index("ix_designs_chassis_model", "chassis", "model"),
        {"sqlite_autoincrement": True},  # ids are never reused (migration 0003)
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[Optional[str]] = mapped_column(String(200))
    notes: Mapped[Optional[str]] = mapped_column(Text)
    unit_type: Mapped[str] = mapped_column(String(32), index=True)
    chassis: Mapped[str] = mapped_column(String(200))
    model: Mapped[str] = mapped_column(String(200))
    tonnage: Mapped[float] = mapped_column(Float, index=True)
    tech_base: Mapped[str] = mapped_column(String(16), index=True)
    rules_level: Mapped[str] = mapped_column(String(32), index=True)
    year: Mapped[Optional[int]] = mapped_column(Integer, index=True)
    valid: Mapped[Optional[bool]] = mapped_column(Boolean, index=True)
    mul_id: Mapped[Optional[int]] = mapped_column(Integer, index=True)
    bv: Mapped[Optional[int]] = mapped_column(Integer, index=True)  # BV 2.0 at gunnery 4 / piloting 5
    pv: Mapped[Optional[int]] = mapped_column(Integer, index=True)  # Alpha Strike PV at skill 4
    role: Mapped[Optional[str]] = mapped_column(String(100), index=True)  # as long as the design form allows
    library_path: Mapped[Optional[str]] = mapped_column(String(500), unique=True, index=True)
    content_hash: Mapped[Optional[str]] = mapped_column(String(64))
    slug: Mapped[Optional[str]] = mapped_column(String(200), unique=True, index=True)  # never changes
    uuid: Mapped[Optional[str]] = mapped_column(String(36), unique=True, index=True)  # UUIDv7, never changes
    owner_id: Mapped[Optional[int]] = mapped_column(ForeignKey("accounts.id", name="fk_designs_owner"), index=True)
    visibility: Mapped[str] = mapped_column(String(8), server_default="public")
    owner: Mapped[Optional[AccountRow]] = relationship(lazy="joined")
    items: Mapped[list["DesignItemRow"]] = relationship(cascade="all, delete-orphan", lazy="select")
    document: Mapped[Optional["DesignDocumentRow"]] = relationship(cascade="all, delete-orphan", lazy="select")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")  # migration 0006

    # Every write sets the next version itself (api.preconditions.next_version)
    # and every UPDATE or DELETE names the version it read: a concurrent
    # write makes it fail (StaleDataError, answered 409) instead of
    # overwriting it.  The version is the row's ETag.
    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}

    # The design's JSON form and the validator's verdict live in their own
    # table, so that searching the summary columns never reads them.
    @property
    def design(self) -> Optional[dict[str, Any]]:
        return self.document.design if self.document is not None else None

    @design.setter
    def design(self, value: dict[str, Any]) -> None:
        self._document().design = value

    @property
    def validation(self) -> Optional[dict[str, Any]]:
        return self.document.validation if self.document is not None else None

    @validation.setter
    def validation(self, value: dict[str, Any]) -> None:
        self._document().validation = value

    def _document(self) -> "DesignDocumentRow":
        if self.document is None:
            self.document = DesignDocumentRow(design={}, validation={})
        return self.document


class DesignDocumentRow(Base):
    """A stored design's canonical JSON form, its validation and its MekBay
    catalog entry at the last write (one row per design)."""

    __tablename__ = "design_documents"

    design_id: Mapped[int] = mapped_column(ForeignKey("designs.id", ondelete="CASCADE"), primary_key=True)
    design: Mapped[dict[str, Any]] = mapped_column(JSON)
    validation: Mapped[dict[str, Any]] = mapped_column(JSON)
    catalog: Mapped[Optional[dict[str, Any]]] = mapped_column(JSON)  # its MekBay units.json entry (records.mekbay)


class DesignItemRow(Base):
    """One catalog item a design carries (its catalog id in lower case), for
    the ``equipment`` filter of the design search."""

    __tablename__ = "design_items"

    design_id: Mapped[int] = mapped_column(ForeignKey("designs.id", ondelete="CASCADE"), primary_key=True)
    item: Mapped[str] = mapped_column(String(120), primary_key=True, index=True)


class ForceRow(Base):
    """A saved force: its units (each with a snapshot of its design's JSON
    form, taken when the force was written), C3 networks and TAG list, and
    the force evaluation at the time of the last write."""

    __tablename__ = "forces"
    __table_args__ = {"sqlite_autoincrement": True}  # ids are never reused (migration 0003)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[Optional[str]] = mapped_column(String(200))
    notes: Mapped[Optional[str]] = mapped_column(Text)
    unit_count: Mapped[int] = mapped_column(Integer)
    total_bv: Mapped[int] = mapped_column(BigInteger)  # 100 units may pass 2**31 (construction.schema's bounds)
    units: Mapped[list[Any]] = mapped_column(JSON)
    networks: Mapped[list[Any]] = mapped_column(JSON)
    tag: Mapped[list[Any]] = mapped_column(JSON)
    evaluation: Mapped[dict[str, Any]] = mapped_column(JSON)
    owner_id: Mapped[Optional[int]] = mapped_column(ForeignKey("accounts.id", name="fk_forces_owner"), index=True)
    visibility: Mapped[str] = mapped_column(String(8), server_default="public")
    owner: Mapped[Optional[AccountRow]] = relationship(lazy="joined")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")  # migration 0006

    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}  # as DesignRow
