"""openapi.yaml against the app, by schemathesis: every documented operation
is called with generated requests, valid (positive) and invalid (negative),
with a token, and every answer is checked against the document: no server
errors, documented status codes, content types, headers and response
schemas, invalid requests refused and valid ones accepted; operations that
need a token are also checked to refuse a request without one.

Bounded for CI: MECHFORGE_SCHEMATHESIS_EXAMPLES cases per operation and
mode (default 20; set more for a longer local run), on SQLite, with a token.
A longer local run may also set MECHFORGE_SCHEMATHESIS_DATABASES
(comma-separated: ``sqlite``, ``postgresql``; PostgreSQL as in
tests/conftest.py), MECHFORGE_SCHEMATHESIS_CALLERS (``token``, ``anonymous``:
every operation called without a token too) and MECHFORGE_SCHEMATHESIS_SEED
(an integer: other requests than the derandomized ones).  The operations are
driven through schemathesis's Python API with hypothesis (its pytest plugin
does not load under pytest 9.2).
"""

import os
from pathlib import Path

import pytest

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from schemathesis.specs.openapi.checks import negative_data_rejection, positive_data_acceptance  # noqa: E402

# 422s that valid-by-the-document requests can still get, each documented in
# openapi.yaml: the document describes the shape of a request, and these
# depend on what it says -- a unit file's text that does not parse, a family
# not handled, a design BV or a sheet cannot be made for, a force that breaks
# a force rule, a force file naming units no design matches, a force that
# cannot be written in a format (no MUL ids for a TTS code), a unit file
# format that does not fit the design's family or a design the file cannot
# hold, text that neither database can store (NUL, lone surrogates).
CONTENT_CODES = {"PARSE_ERROR", "UNSUPPORTED_FAMILY", "BV_NOT_COMPUTABLE", "CANNOT_DRAW", "UNKNOWN_UNITS",
                 "NOT_EXPORTABLE", "EXPORT_FORMAT_MISMATCH", "CANNOT_EXPORT"}
CONTENT_MESSAGES = {"the force breaks a rule", "the request has text that cannot be stored"}


CASES = {"positive": 0, "negative": 0}


@pytest.fixture(scope="module", autouse=True)
def report_cases(request):
    """At the end, one line with the number of requests made and checked."""
    yield
    if sum(CASES.values()):  # printed in the run's summary (tests/conftest.py)
        request.config.mechforge_summary = getattr(request.config, "mechforge_summary", []) + [
            f"schemathesis: {len(OPERATIONS)} operations, {sum(CASES.values())} requests "
            f"({CASES['positive']} valid, {CASES['negative']} invalid), up to {EXAMPLES} per operation and mode"]


@schemathesis.check
def valid_requests_are_accepted(ctx, response, case):
    """schemathesis's positive_data_acceptance, with the documented content
    422s above allowed, and 412 for an If-Match that names another version
    than the stored one: any other 4xx for a request the document calls valid
    (a field type or range the app and the document disagree on) fails."""
    if case.meta is None or case.meta.generation.mode != schemathesis.GenerationMode.POSITIVE:
        return None
    if response.status_code < 400 or response.status_code in (401, 404, 429):
        return None
    try:
        error = response.json().get("error", {})
    except Exception:  # not a JSON object: nothing to excuse it
        error = {}
    if response.status_code == 422 and (error.get("code") in CONTENT_CODES or error.get("message") in CONTENT_MESSAGES):
        return None
    # If-Match naming another version than the stored row's: a state, not an input fault (like a 404)
    if (response.status_code == 412 and error.get("code") == "PRECONDITION_FAILED"
            and any(k.lower() == "if-match" for k in (case.headers or {}))):
        return None
    raise AssertionError(f"a request valid by openapi.yaml was refused: {response.status_code} {error}")


@schemathesis.check
def invalid_requests_are_refused(ctx, response, case):
    """schemathesis's negative_data_rejection, with 412 allowed for an
    If-Match that names another version than the stored one: preconditions
    are answered before the request's content is read (RFC 9110, 13.2.1),
    so a stale If-Match with an invalid body is a 412, and the same body
    with the current ETag a 422."""
    if (case.meta is not None and case.meta.generation.mode == schemathesis.GenerationMode.NEGATIVE
            and response.status_code == 412 and any(k.lower() == "if-match" for k in (case.headers or {}))):
        return None
    return negative_data_rejection(ctx, response, case)


EXAMPLES = int(os.environ.get("MECHFORGE_SCHEMATHESIS_EXAMPLES", "20"))
DATABASES = [d.strip() for d in os.environ.get("MECHFORGE_SCHEMATHESIS_DATABASES", "sqlite").split(",") if d.strip()]
CALLERS = [c.strip() for c in os.environ.get("MECHFORGE_SCHEMATHESIS_CALLERS", "token").split(",") if c.strip()]
SEED = os.environ.get("MECHFORGE_SCHEMATHESIS_SEED", "").strip()
SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"
_OPS = [r.ok() for r in schemathesis.openapi.from_path(str(SPEC)).get_all_operations()]
OPERATIONS = [(op.method.upper(), op.path) for op in _OPS]
# every operation with valid requests; with invalid ones too where it takes any input
CASES_TO_RUN = [(op.method.upper(), op.path, "positive") for op in _OPS] + [
    (op.method.upper(), op.path, "negative") for op in _OPS if op.body or op.query or op.path_parameters]


@pytest.fixture(scope="module", params=DATABASES)
def st_app(request, tmp_path_factory):
    from api import create_app, db
    from api.auth import account_named, issue_token

    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path_factory.mktemp('st') / 'st.sqlite3'}"
    else:
        assert request.param == "postgresql", request.param
        url = request.getfixturevalue("postgres_url")
    app = create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_DEFAULT": ""})
    with db.database(app).sessions() as s:
        _, secret = issue_token(s, account_named(s, "fuzzer", create=True))
        s.commit()
    app.config["ST_TOKEN"] = secret
    yield app
    db.database(app).engine.dispose()


@pytest.fixture(scope="module")
def api_schema(st_app):
    return schemathesis.openapi.from_wsgi("/openapi.yaml", st_app)


@pytest.mark.parametrize("caller", CALLERS)
@pytest.mark.parametrize("method,path,mode", CASES_TO_RUN, ids=[f"{m} {p} {k}" for m, p, k in CASES_TO_RUN])
def test_operation_conforms_to_openapi(api_schema, st_app, method, path, mode, caller):
    operation = api_schema[path][method]
    assert caller in ("token", "anonymous"), caller
    headers = {"Authorization": f"Bearer {st_app.config['ST_TOKEN']}"} if caller == "token" else {}

    @given(operation.as_strategy(schemathesis.GenerationMode(mode)))
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True,
              database=None)
    def run(case):
        CASES[mode] += 1
        case.call_and_validate(headers=headers, excluded_checks=[positive_data_acceptance, negative_data_rejection],
                               additional_checks=[valid_requests_are_accepted, invalid_requests_are_refused])

    if SEED:
        run = seed(int(SEED))(run)
    run()
