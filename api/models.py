"""ORM models (SQLAlchemy 2.0 declarative, typed).

The schema itself is created by the Alembic migrations in api/migrations;
keep the two in step (tests compare them).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Optional

from sqlalchemy import JSON, Boolean, DateTime, Float, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class DesignRow(Base):
    """A stored design: its canonical JSON form, the verdict of the validator
    at the time of the last write, and a denormalised summary to filter on."""

    __tablename__ = "designs"
    __table_args__ = {"sqlite_autoincrement": True}  # ids are never reused (migration 0003)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[Optional[str]] = mapped_column(String(200))
    notes: Mapped[Optional[str]] = mapped_column(Text)
    unit_type: Mapped[str] = mapped_column(String(32), index=True)
    chassis: Mapped[str] = mapped_column(String(200))
    model: Mapped[str] = mapped_column(String(200))
    tonnage: Mapped[float] = mapped_column(Float, index=True)
    tech_base: Mapped[str] = mapped_column(String(16), index=True)
    rules_level: Mapped[str] = mapped_column(String(32))
    year: Mapped[Optional[int]] = mapped_column(Integer)
    valid: Mapped[Optional[bool]] = mapped_column(Boolean)
    design: Mapped[dict[str, Any]] = mapped_column(JSON)
    validation: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)


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
    total_bv: Mapped[int] = mapped_column(Integer)
    units: Mapped[list[Any]] = mapped_column(JSON)
    networks: Mapped[list[Any]] = mapped_column(JSON)
    tag: Mapped[list[Any]] = mapped_column(JSON)
    evaluation: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
