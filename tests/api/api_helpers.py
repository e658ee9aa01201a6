"""Helpers for the API and CLI tests (database fixtures: tests/conftest.py)."""

from __future__ import annotations

import importlib.util

import pytest

import construction
from dbsupport import in_ci
from factories import fixture_text


def _mech_validator_missing() -> bool:
    try:
        return importlib.util.find_spec("construction.mech") is None
    except ImportError:
        return True


requires_mech_validator = pytest.mark.skipif(
    _mech_validator_missing(),
    reason="construction.mech (the 'Mech validator) is not written yet; the verdict cannot be checked",
)


def _probe(what: str, fn) -> None:
    try:
        fn()
    except Exception as exc:
        if in_ci():
            raise
        pytest.skip(f"{what} cannot run yet: {type(exc).__name__}: {exc}")


def needs_working_validator() -> None:
    """Outside CI, skip when the 'Mech validator cannot judge the reference
    Locust yet (it is being written alongside); under CI that is a failure."""
    _probe("the 'Mech validator", lambda: construction.validate(construction.parse(fixture_text("locust.mtf"), "mtf")))


def mtf_fixture(name: str) -> str:
    """A fixture .mtf text.  Outside CI, skips the test when the .mtf importer
    cannot read the reference Locust yet (the importer and its registries are
    written alongside this API); under CI that is a failure."""
    _probe("the .mtf importer", lambda: construction.parse(fixture_text("locust.mtf"), "mtf"))
    return fixture_text(name)


def assert_error(resp, status: int, code: str, field: str | None = None) -> dict:
    """Check a JSON error answer; returns its "error" object."""
    assert resp.status_code == status, resp.get_data(as_text=True)
    assert resp.mimetype == "application/json"
    body = resp.get_json()
    assert set(body) == {"error"}
    err = body["error"]
    assert err["status"] == status
    assert err["code"] == code
    assert isinstance(err["message"], str) and err["message"]
    if field is not None:
        assert field in err.get("fields", {}), err
        assert all(isinstance(m, str) for m in err["fields"][field])
    return err


def row_count(app) -> int:
    from sqlalchemy import func, select

    from api import db
    from api.models import DesignRow

    with db.database(app).sessions() as s:
        return s.scalar(select(func.count()).select_from(DesignRow))
