"""POST /api/v1/validate."""

import pytest

from apitesting import assert_error, mtf_fixture, needs_working_validator, requires_mech_validator
from factories import DesignDocFactory, fixture_text

URL = "/api/v1/validate"


def test_design_json_form(client):
    doc = DesignDocFactory(chassis="Packrat", model="PKR-T5", tonnage=20.0)
    resp = client.post(URL, json=doc)
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert {"valid", "errors", "warnings", "unit"} <= set(body)
    assert body["unit"]["chassis"] == "Packrat" and body["unit"]["tonnage"] == 20.0
    assert body["chassis"] == "Packrat" and body["unit_type"] == "combat_vehicle"
    # No vehicle rules yet: no verdict, and the reason is in errors.
    if body["valid"] is None:
        assert body["errors"]


@requires_mech_validator
def test_legal_mtf_is_valid(client):
    needs_working_validator()
    resp = client.post(URL, json={"format": "mtf", "text": mtf_fixture("locust.mtf")})
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert body["valid"] is True, body["errors"]
    assert body["errors"] == []
    assert (body["chassis"], body["model"], body["tonnage"]) == ("Locust", "LCT-1V", 20)


@requires_mech_validator
def test_design_breaking_rules_is_200_with_valid_false(client):
    needs_working_validator()
    resp = client.post(URL, json={"format": "mtf", "text": mtf_fixture("locust_overarmored.mtf")})
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert body["valid"] is False
    assert body["errors"]
    for issue in body["errors"]:
        assert {"code", "severity", "message", "location", "item"} <= set(issue)


def test_unreadable_file_is_422_with_line(client):
    resp = client.post(URL, json={"format": "blk", "text": fixture_text("garbage.blk")})
    err = assert_error(resp, 422, "PARSE_ERROR", "text")
    assert err["line"] == 1
    assert "line 1" in err["fields"]["text"][0]


def test_truncated_blk_is_422_naming_text_and_line(client):
    resp = client.post(URL, json={"format": "blk", "text": fixture_text("truncated.blk")})
    err = assert_error(resp, 422, "PARSE_ERROR", "text")
    assert isinstance(err["line"], int) and err["line"] > 1


def test_truncated_mtf_is_422_naming_text_and_line(client):
    resp = client.post(URL, json={"format": "mtf", "text": mtf_fixture("truncated.mtf")})
    err = assert_error(resp, 422, "PARSE_ERROR", "text")
    assert isinstance(err.get("line"), int)


def test_unsupported_family_is_422_with_identity(client):
    resp = client.post(URL, json={"format": "blk", "text": fixture_text("dropship_unsupported.blk")})
    err = assert_error(resp, 422, "UNSUPPORTED_FAMILY", "text")
    if err["code"] == "UNSUPPORTED_FAMILY":
        assert err["unit"]["chassis"] == "Test Drop"


def test_unknown_format_names_format(client):
    assert_error(client.post(URL, json={"format": "xml", "text": "x"}), 422, "INVALID_INPUT", "format")


def test_missing_text_names_text(client):
    assert_error(client.post(URL, json={"format": "mtf"}), 422, "INVALID_INPUT", "text")


def test_wrong_types_name_dotted_paths(client):
    doc = DesignDocFactory(tonnage="heavy")
    doc["mounts"] = [{"item": "Medium Laser", "location": "FRONT"}] * 3 + [
        {"item": "Medium Laser", "location": "CT", "slots": ["a"]}
    ]
    err = assert_error(client.post(URL, json=doc), 422, "INVALID_INPUT", "tonnage")
    assert "mounts.3.slots.0" in err["fields"]
    assert err["fields"]["tonnage"] == ["Not a valid number."]


def test_unknown_design_field_is_422(client):
    doc = DesignDocFactory(wings=2)
    assert_error(client.post(URL, json=doc), 422, "INVALID_INPUT", "wings")


@pytest.mark.parametrize("body", ["[1, 2]", '"text"', "3", "null"])
def test_body_must_be_an_object(client, body):
    resp = client.post(URL, data=body, content_type="application/json")
    assert_error(resp, 422, "INVALID_INPUT", "_schema")


def test_malformed_json_is_400(client):
    resp = client.post(URL, data='{"unit_type": "mech",', content_type="application/json")
    assert_error(resp, 400, "MALFORMED_JSON")


def test_wrong_content_type_is_415(client):
    resp = client.post(URL, data="Version:1.0\nLocust", content_type="text/plain")
    assert_error(resp, 415, "UNSUPPORTED_MEDIA_TYPE")
    assert_error(client.post(URL, data="{}"), 415, "UNSUPPORTED_MEDIA_TYPE")


def test_oversized_body_is_413(client):
    body = '{"format": "mtf", "text": "' + "x" * (2 * 1024 * 1024) + '"}'
    resp = client.post(URL, data=body, content_type="application/json")
    err = assert_error(resp, 413, "PAYLOAD_TOO_LARGE")
    assert "2 MiB" in err["message"]


def test_get_is_405(client):
    resp = client.get(URL)
    assert_error(resp, 405, "METHOD_NOT_ALLOWED")
    assert "POST" in resp.headers["Allow"]


def test_unexpected_error_is_500_json_without_traceback(client, monkeypatch, caplog):
    import api.validate

    def boom(design, source=None):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(api.validate, "evaluate_design", boom)
    resp = client.post(URL, json=DesignDocFactory())
    err = assert_error(resp, 500, "INTERNAL_ERROR")
    text = resp.get_data(as_text=True)
    assert "secret internals" not in text and "Traceback" not in text
    assert "secret internals" in caplog.text  # logged instead
    assert set(err) == {"status", "code", "message"}


def test_support_vehicle_crew_is_reported_and_checked(client):
    import dataclasses

    import construction
    from vehicles.test_vehicle_rules import ibex

    short = dataclasses.replace(ibex(), support_vehicle=dataclasses.replace(ibex().support_vehicle, crew=1))
    resp = client.post(URL, json=construction.dump_design(short))
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert body["valid"] is False
    (err,) = [e for e in body["errors"] if e["code"] == "SV_CREW"]
    assert "minimum crew 2" in err["message"] and err["rule"]["page"] == "131"
    assert body["unit"]["crew"] == {"minimum": 2, "base": 1, "gunners": 1, "equipment": 0, "officers": 0,
                                    "fire_control": "none"}


def test_oversized_chunked_body_is_413_not_malformed(client):
    """A body sent without a Content-Length (chunked) is cut at the limit by
    the server; what stands beyond it makes a 413, not a 400 about broken
    JSON."""
    import io

    body = b'{"chassis": "' + b"x" * (3 * 1024 * 1024) + b'"}'
    resp = client.post("/api/v1/validate", input_stream=io.BytesIO(body),
                       headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
                       environ_overrides={"wsgi.input_terminated": True})  # as gunicorn marks a chunked body
    assert_error(resp, 413, "PAYLOAD_TOO_LARGE")


@pytest.mark.parametrize("field", ["structural_tech_rating", "engine_tech_rating", "armor_tech_rating"])
@pytest.mark.parametrize("value", ["", "CD", "ABCDEF", "a"])
def test_a_support_vehicle_tech_rating_is_one_letter_a_to_f(client, field, value):
    """Found by a 400-example schemathesis run: the rating was checked as a
    substring of "ABCDEF", so "" and "CD" were stored, and the .blk export
    wrote "CD" as C (the file read back as another design)."""
    import construction
    from vehicles.test_vehicle_rules import ibex

    doc = construction.dump_design(ibex())
    doc["support_vehicle"][field] = value
    assert_error(client.post(URL, json=doc), 422, "INVALID_INPUT", f"support_vehicle.{field}")
    doc["support_vehicle"][field] = "C"
    assert client.post(URL, json=doc).status_code == 200
