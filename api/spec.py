"""GET /openapi.yaml: the API description, shipped inside the package
(api/openapi.yaml; the repository's top-level openapi.yaml links to it)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from flask import Blueprint, Response

bp = Blueprint("spec", __name__)


@lru_cache(maxsize=1)
def spec_text() -> str:
    return resources.files("api").joinpath("openapi.yaml").read_text(encoding="utf-8")


@bp.get("/openapi.yaml")
def openapi_yaml():
    return Response(spec_text(), mimetype="application/yaml")
