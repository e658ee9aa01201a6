"""openapi.yaml: served, valid OpenAPI 3.1, and true to the app."""

import re
from pathlib import Path

import pytest
import yaml
from marshmallow import fields
from openapi_spec_validator import validate

from construction.schema import DesignSchema

REPO = Path(__file__).resolve().parents[2]
IGNORED_METHODS = {"HEAD", "OPTIONS"}  # Flask answers these on every route by itself
HTTP_METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}


@pytest.fixture(scope="module")
def spec():
    from api.spec import spec_text

    return yaml.safe_load(spec_text())


def test_spec_is_served_and_valid(client):
    resp = client.get("/openapi.yaml")
    assert resp.status_code == 200
    assert resp.mimetype == "application/yaml"
    doc = yaml.safe_load(resp.get_data(as_text=True))
    assert doc["openapi"].startswith("3.1")
    validate(doc)


def test_repository_copy_is_the_packaged_one():
    assert (REPO / "openapi.yaml").read_text() == (REPO / "api" / "openapi.yaml").read_text()


def _flask_routes(app) -> dict[str, set[str]]:
    routes: dict[str, set[str]] = {}
    for rule in app.url_map.iter_rules():
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        routes.setdefault(path, set()).update(m for m in rule.methods if m not in IGNORED_METHODS)
    return routes


def test_every_route_is_documented_and_every_documented_route_exists(app, spec):
    documented = {
        path: {m.upper() for m in item if m in HTTP_METHODS} for path, item in spec["paths"].items()
    }
    assert _flask_routes(app) == documented


def test_limits_are_documented(app, spec):
    assert app.config["MAX_CONTENT_LENGTH"] == 2 * 1024 * 1024
    assert "2 MiB" in spec["info"]["description"]
    params = {p["name"]: p for p in spec["paths"]["/api/v1/designs"]["get"]["parameters"]}
    assert params["per_page"]["schema"]["maximum"] == 100


def _component_name(nested: fields.Nested) -> str:
    return type(nested.schema).__name__.removesuffix("Schema")


def _check_schema(spec, schema_cls, seen):
    name = schema_cls.__name__.removesuffix("Schema")
    if name in seen:
        return
    seen.add(name)
    documented = spec["components"]["schemas"][name]
    marsh = schema_cls().fields
    assert set(documented["properties"]) == set(marsh), f"{name}: documented properties differ from {schema_cls.__name__}"
    assert set(documented.get("required", [])) == {k for k, f in marsh.items() if f.required}, name
    for key, field in marsh.items():
        inner = field.inner if isinstance(field, fields.List) else field
        if isinstance(inner, fields.Nested):
            _check_schema(spec, type(inner.schema), seen)
            assert f"#/components/schemas/{_component_name(inner)}" in str(documented["properties"][key])


def test_design_schema_matches_marshmallow(spec):
    seen: set[str] = set()
    _check_schema(spec, DesignSchema, seen)
    assert {"Design", "Engine", "Mount", "MechDetails"} <= seen


def _closed_blocks(node):
    if isinstance(node, dict):
        if "propertyNames" in node and "enum" in node["propertyNames"]:
            yield node
        for v in node.values():
            yield from _closed_blocks(v)
    elif isinstance(node, list):
        for v in node:
            yield from _closed_blocks(v)


def test_closed_key_lists_match_their_parts(spec):
    """Each ``propertyNames`` list (for generators that do not read
    unevaluatedProperties) is exactly the properties of the parts it closes."""
    schemas = spec["components"]["schemas"]
    blocks = list(_closed_blocks(spec))
    assert len(blocks) >= 6
    for block in blocks:
        parts = block.get("allOf", [block]) if "allOf" in block else [block]
        names = [p["$ref"].rsplit("/", 1)[1] for p in parts if "$ref" in p]
        expected = set().union(*(schemas[n]["properties"] for n in names))
        assert set(block["propertyNames"]["enum"]) == expected, names


def test_query_text_the_app_refuses_for_nul_is_documented_as_refused(client, spec):
    """Found by a 400-example schemathesis run: GET /api/v1/designs refuses
    text filters with a NUL character (no database can hold one), and the
    document called them valid.  Every free-text query parameter of an
    operation without path parameters: refused by the app <=> by the document."""
    from urllib.parse import quote

    from jsonschema import Draft202012Validator

    checked = 0
    for path, item in spec["paths"].items():
        if "{" in path or "get" not in item:
            continue
        for param in item["get"].get("parameters", []):
            schema = param.get("schema", {})
            if param["in"] != "query" or schema.get("type") != "string" or "enum" in schema:
                continue
            resp = client.get(f"{path}?{param['name']}={quote('a' + chr(0) + 'b')}")
            refused = resp.status_code == 422 and param["name"] in (resp.get_json()["error"].get("fields") or {})
            documented = not Draft202012Validator(schema).is_valid("a\x00b")
            assert refused == documented, (path, param["name"], resp.status_code)
            checked += 1
    assert checked >= 3
