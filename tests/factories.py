"""factory-boy factories for designs (JSON form) and stored design rows."""

from __future__ import annotations

from pathlib import Path

import factory
from factory.alchemy import SQLAlchemyModelFactory

from api.models import DesignRow

FIXTURES = Path(__file__).parent / "api" / "fixtures"


def fixture_text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


class DesignDocFactory(factory.DictFactory):
    """A design in its JSON form.  The default is a combat vehicle, a family
    whose documents load without the mech validator; pass unit_type etc. to
    vary it (load_design fills the family block's defaults)."""

    unit_type = "combat_vehicle"
    chassis = factory.Sequence(lambda n: f"Hauler {n}")
    model = factory.Sequence(lambda n: f"HL-{n}")
    tonnage = factory.Iterator([20.0, 35.0, 50.0, 75.0])
    tech_base = "IS"
    year = 3025


class DesignRowFactory(SQLAlchemyModelFactory):
    """A stored design row written straight to the database (for list tests).
    Set ``DesignRowFactory._meta.sqlalchemy_session`` before use."""

    class Meta:
        model = DesignRow
        sqlalchemy_session = None
        sqlalchemy_session_persistence = "commit"

    name = None
    notes = None
    unit_type = "mech"
    chassis = factory.Sequence(lambda n: f"Chassis {n}")
    model = factory.Sequence(lambda n: f"M-{n}")
    tonnage = 50.0
    tech_base = "IS"
    rules_level = "standard"
    year = 3050
    valid = True
    design = factory.LazyAttribute(
        lambda o: {"unit_type": o.unit_type, "chassis": o.chassis, "model": o.model, "tonnage": o.tonnage}
        | ({"tech_base": o.tech_base} if o.tech_base != "IS" else {})
    )
    validation = factory.LazyAttribute(lambda o: {"valid": o.valid, "errors": [], "warnings": []})


def bind_row_factory(session) -> type[DesignRowFactory]:
    DesignRowFactory._meta.sqlalchemy_session = session
    return DesignRowFactory
