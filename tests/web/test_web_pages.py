"""The web pages through Flask's test client (no browser): statuses, labels,
the htmx fragment against the whole page, problems shown in plain language,
and that rate limits, CORS and the JSON error handlers leave the pages alone."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from markupsafe import escape

from api import create_app
from api.web import guess_format, search_filters
from factories import fixture_text

HX = {"HX-Request": "true"}


def form(**fields) -> dict:
    """The check form as the page posts it: its selects always send these."""
    return {"format": "auto", "gunnery": "4", "piloting": "5", "as_skill": "auto", **fields}


class Controls(HTMLParser):
    """Form controls of a page and the ids its <label for=...> name."""

    def __init__(self):
        super().__init__()
        self.controls: list[dict] = []
        self.label_for: set[str] = set()
        self.scripts: list[str] = []
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("input", "select", "textarea") and a.get("type") != "hidden":
            self.controls.append({"tag": tag, **a})
        if tag == "label" and a.get("for"):
            self.label_for.add(a["for"])
        if tag == "script" and a.get("src"):
            self.scripts.append(a["src"])
        if tag == "link" and a.get("rel") == "stylesheet":
            self.links.append(a["href"])


def parse(html: str) -> Controls:
    p = Controls()
    p.feed(html)
    return p


def unlabelled(page: Controls) -> list[dict]:
    return [c for c in page.controls if c.get("id") not in page.label_for and not c.get("aria-label")]


def html_of(resp) -> str:
    assert resp.mimetype == "text/html", resp.get_data(as_text=True)[:300]
    return resp.get_data(as_text=True)


# ------------------------------------------------------------------- pages
@pytest.mark.parametrize("path, heading", [("/", "Check a design"), ("/forces", "Build a force")])
def test_pages_answer_html_with_every_control_labelled(anon_client, path, heading):
    resp = anon_client.get(path)
    assert resp.status_code == 200
    html = html_of(resp)
    assert f"<h1>{heading}</h1>" in html
    assert '<html lang="en">' in html and 'name="viewport"' in html
    page = parse(html)
    assert page.controls, "no form controls found"
    assert unlabelled(page) == []
    assert 'for="token-input"' in html  # the settings box, on both pages


def test_check_page_has_the_inputs_the_issue_names(anon_client):
    html = html_of(anon_client.get("/"))
    for label in ("Unit file text", "…or choose a file", "Gunnery", "Piloting", "AS</abbr> skill", "Check design",
                  "Saved designs and the unit library"):
        assert label in html
    assert re.search(r'<select id="gunnery" name="gunnery"[^>]*>.*?<option value="4" selected>', html, re.S)
    assert re.search(r'<select id="piloting" name="piloting"[^>]*>.*?<option value="5" selected>', html, re.S)


def test_static_files_are_versioned_cached_and_not_rate_limited(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.sqlite3'}", "TESTING": True,
                      "RATELIMIT_DEFAULT": "3 per minute"})
    c = app.test_client()
    page = parse(html_of(c.get("/")))
    assets = page.scripts + page.links
    assert any("htmx-2.0.11.min.js" in a for a in assets)
    for _ in range(2):  # six static requests under a limit of three a minute: none refused
        for url in assets:
            resp = c.get(url)
            assert resp.status_code == 200, url
            cache = {d.strip() for d in resp.headers["Cache-Control"].split(",")}
            assert {"immutable", "max-age=31536000"} <= cache and "no-cache" not in cache
    c.get("/")
    c.get("/")
    limited = c.get("/")  # the fourth page load in a minute: the API's own 429, as JSON
    assert limited.status_code == 429
    assert limited.get_json()["error"]["code"] == "RATE_LIMITED"


def test_pages_carry_no_cors_headers_and_unknown_paths_stay_json(anon_client):
    resp = anon_client.get("/", headers={"Origin": "https://elsewhere.example"})
    assert resp.status_code == 200
    assert "Access-Control-Allow-Origin" not in resp.headers
    missing = anon_client.get("/no-such-page")
    assert missing.status_code == 404
    assert missing.get_json()["error"]["code"] == "NOT_FOUND"
    assert anon_client.get("/static/no-such-file.js").status_code == 404
    wrong = anon_client.delete("/forces")
    assert wrong.status_code == 405 and wrong.get_json()["error"]["code"] == "METHOD_NOT_ALLOWED"


# ------------------------------------------------------------------ checking
def test_htmx_gets_the_result_alone_and_a_plain_post_the_whole_page(anon_client):
    data = form(text=fixture_text("locust.mtf"))
    fragment = html_of(anon_client.post("/", data=data, headers=HX))
    assert "<html" not in fragment and 'id="verdict"' in fragment
    page = html_of(anon_client.post("/", data=data))
    assert "<html" in page and 'id="verdict"' in page and 'id="check-form"' in page


def test_result_shows_the_apis_answers(anon_client):
    text = fixture_text("locust.mtf")
    html = html_of(anon_client.post("/", data=form(text=text, gunnery="3", piloting="4"), headers=HX))
    verdict = anon_client.post("/api/v1/validate", json={"format": "mtf", "text": text}).get_json()
    bv = anon_client.post("/api/v1/bv", json={"format": "mtf", "text": text, "gunnery": 3, "piloting": 4}).get_json()
    alpha = anon_client.post("/api/v1/alpha-strike?skill=3", json={"format": "mtf", "text": text}).get_json()
    assert ("VALID" if verdict["valid"] else "INVALID") in html
    assert f'<span class="big" id="bv-value">{bv["bv"]:,}</span>' in html
    assert html.count("<tr class=\"step-") == len(bv["breakdown"])
    assert f'<strong id="as-pv">{alpha["skill_pv"]}</strong>' in html  # skill (3 + 4) // 2 = 3
    assert f'<dd id="as-skill-value">{alpha["skill"]}</dd>' in html
    assert "Walk 8 · Run 12" in html  # the Locust LCT-1V: 8 walking MP, running 8 x 1.5
    assert "10 × Single Heat Sink, dissipates 10" in html


def test_broken_rules_are_rows_with_code_location_book_and_page(anon_client):
    from construction.report import rules

    text = fixture_text("locust_overarmored.mtf")
    html = html_of(anon_client.post("/", data=form(text=text), headers=HX))
    errors = anon_client.post("/api/v1/validate", json={"format": "mtf", "text": text}).get_json()["errors"]
    assert errors and "INVALID" in html
    rows = re.findall(r'<tr class="issue error" data-code="(\w+)">(.*?)</tr>', html, re.S)
    assert [code for code, _ in rows] == [e["code"] for e in errors]  # one row each, in the API's order
    for e, (_, row) in zip(errors, rows):
        cells = dict(re.findall(r'<td data-label="(\w+)">(.*?)</td>', row, re.S))
        assert e["code"] in cells["Code"].replace("<wbr>", "")  # a line may break after each _
        assert cells["Location"] == (e["location"] or "—")
        rule = rules()[e["code"]]
        assert cells["Book"] == rule.book
        assert cells["Page"].startswith(str(rule.page) if rule.page else "—")


@pytest.mark.parametrize("name", ["truncated.mtf", "truncated.blk"])
def test_a_file_that_cannot_be_read_shows_its_failing_line(anon_client, name):
    text = fixture_text(name)
    resp = anon_client.post("/", data=form(text=text, filename=name), headers=HX)
    assert resp.status_code == 200  # the page's answer about the file, as /validate answers valid: false
    html = html_of(resp)
    api = anon_client.post("/api/v1/validate", json={"format": name.rsplit(".", 1)[1], "text": text}).get_json()["error"]
    assert "This file could not be read" in html
    assert str(escape(api["message"])) in html
    bad = re.search(r'<span class="bad-line"><span class="line-no">(\d+)</span> (.*?)  ◀ here</span>', html)
    assert bad and int(bad.group(1)) == api["line"]
    assert bad.group(2) == str(escape(text.split("\n")[api["line"] - 1]))


def test_unsupported_family_and_empty_input_are_explained(anon_client):
    resp = anon_client.post("/", data=form(text=fixture_text("dropship_unsupported.blk")), headers=HX)
    assert resp.status_code == 200
    assert "cannot check this kind of unit yet" in html_of(resp)
    nul = anon_client.post("/", data=form(text="chassis:Locust\x00"), headers=HX)  # as /validate refuses it
    assert nul.status_code == 200 and "Must not contain NUL characters." in html_of(nul)
    empty = anon_client.post("/", data=form(text="  "), headers=HX)
    assert empty.status_code == 200 and "Paste a unit file" in html_of(empty)


def test_saved_designs_are_checked_by_id_with_their_visibility(client, anon_client):
    saved = client.post("/api/v1/designs", json={"format": "mtf", "text": fixture_text("locust.mtf")}).get_json()
    own = html_of(client.get(f"/?design={saved['id']}"))  # private: its owner sees it
    assert "Locust LCT-1V" in own and f"Saved design #{saved['id']} of tester" in own
    hidden = anon_client.get(f"/?design={saved['id']}")
    assert hidden.status_code == 404
    assert "That saved design was not found" in html_of(hidden)
    bad_token = anon_client.post("/", data=form(design_id=str(saved["id"])), headers={**HX, "Authorization": "Bearer nope"})
    assert bad_token.status_code == 401 and "does not work" in html_of(bad_token)


@pytest.mark.parametrize("field, value", [("gunnery", "11"), ("piloting", "x"), ("as_skill", "9"),
                                          ("format", "xml"), ("design_id", "0"), ("filename", "x" * 501)])
def test_form_values_the_page_does_not_take_are_422_naming_the_field(anon_client, field, value):
    resp = anon_client.post("/", data=form(text=fixture_text("locust.mtf"), **{field: value}), headers=HX)
    assert resp.status_code == 422
    html = html_of(resp)
    assert "Some values in the form are not allowed" in html and f"{field}:" in html
    page = anon_client.get("/", query_string={field: value})
    assert page.status_code == 422 and 'id="check-form"' in html_of(page)


def test_fields_a_form_sends_empty_count_as_not_given(anon_client):
    resp = anon_client.post("/", data=form(text=fixture_text("locust.mtf"), design_id="", filename=""),
                            headers=HX)
    assert resp.status_code == 200
    assert "BV for gunnery 4 / piloting 5" in html_of(resp)
    assert anon_client.post("/", data=form(text="x", gunnery=""), headers=HX).status_code == 422  # a select is never empty
    missing = anon_client.post("/", data={"text": "x"}, headers=HX)  # not the page's form: its selects are missing
    assert missing.status_code == 422 and "gunnery:" in html_of(missing)


def test_a_form_post_must_be_a_form(anon_client):
    resp = anon_client.post("/", json={"text": "x"})
    assert resp.status_code == 415
    assert resp.get_json()["error"]["code"] == "UNSUPPORTED_MEDIA_TYPE"


def test_the_form_without_javascript_uploads_the_file(anon_client):
    import io

    resp = anon_client.post("/", data=form(file=(io.BytesIO(fixture_text("locust.mtf").encode()), "locust.mtf")),
                            content_type="multipart/form-data")
    assert resp.status_code == 200
    html = html_of(resp)
    assert "<html" in html and 'id="unit-name">Locust LCT-1V<' in html


# ------------------------------------------------------------------ helpers
def test_search_inputs_follow_the_apis_list_filters():
    from marshmallow import validate

    from api.designs import ListQuerySchema

    declared = ListQuerySchema().fields
    shown = {f["name"]: f for f in search_filters()}
    assert set(shown) == set(declared) - {"page", "per_page", "visibility"}
    assert [f["name"] for f in search_filters()][:2] == ["q", "unit_type"]
    for name, f in shown.items():
        one_of = [v for v in declared[name].validators if isinstance(v, validate.OneOf)]
        if one_of:
            assert [c for c, _ in f["choices"]] == list(one_of[0].choices)


@pytest.mark.parametrize("text, filename, expected", [
    ("Version:1.0\nAtlas\nAS7-D\n", None, "mtf"),
    ("chassis:Locust\nmodel:LCT-1V\n", None, "mtf"),
    ("#comment\n<BlockVersion>\n1\n</BlockVersion>\n<UnitType>\nTank\n</UnitType>\n", None, "blk"),
    ('  {"unit_type": "mech"}', None, "json"),
    ("anything", "Savannah Master.BLK", "blk"),
    ("<UnitType>", "unit.mtf", "mtf"),
])
def test_guess_format(text, filename, expected):
    assert guess_format(text, filename) == expected
