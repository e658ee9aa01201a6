"""POST /api/v1/forces/evaluate and saved forces (SQLite and PostgreSQL).

Every unit here is the reference Locust LCT-1V (base BV 432, the MUL value)
with C3 / TAG equipment or guided ammunition added: those items carry no BV
of their own, so the base BV stays 432 and the expected numbers can be
worked out by hand.
"""

import pytest

import construction
from apitesting import assert_error, mtf_fixture

BASE = 432


@pytest.fixture(scope="module")
def locust_doc():
    return construction.dump_design(construction.parse(mtf_fixture("locust.mtf"), "mtf"))


@pytest.fixture
def mech(locust_doc):
    def make(*items):
        doc = dict(locust_doc)
        doc["mounts"] = list(locust_doc["mounts"]) + [{"item": i, "location": "LT"} for i in items]
        return doc

    return make


def _post(client, body):
    return client.post("/api/v1/forces/evaluate", json=body)


def _ok(client, body):
    resp = _post(client, body)
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()


# ------------------------------------------------------------------ the numbers
def test_plain_force_skills_and_single_rounding(client, mech):
    # 3/5 crew: 432 x 1.2 = 518.4 each.  Rounded per unit 518 + 518 = 1036;
    # the force total is rounded once: 1036.8 -> 1037.
    units = [{"design": mech(), "gunnery": 3, "piloting": 5}, {"design": mech(), "gunnery": 3}]
    body = _ok(client, {"units": units})
    assert [u["adjusted_bv"] for u in body["units"]] == [518.4, 518.4]
    assert [u["skill_multiplier"] for u in body["units"]] == [1.2, 1.2]
    assert body["total_base_bv"] == 2 * BASE
    assert body["total_bv"] == 1037
    assert [u["id"] for u in body["units"]] == ["0", "1"]
    assert all(u["network"] is None and u["network_bonus"] == 0 for u in body["units"])


def test_standard_c3_adds_five_percent_of_the_network(client, mech):
    units = [{"id": "m", "design": mech("ISC3MasterUnit")}, {"id": "s1", "design": mech("ISC3SlaveUnit")},
             {"id": "s2", "design": mech("ISC3SlaveUnit"), "gunnery": 3, "piloting": 4}, {"id": "x", "design": mech()}]
    body = _ok(client, {"units": units, "networks": [{"type": "c3", "members": ["m", "s1", "s2"]}]})
    by_id = {u["id"]: u for u in body["units"]}
    # 5% of 3 x 432 = 64.8 for each member; the 3/4 crew multiplies it too
    assert by_id["m"]["network_bonus"] == by_id["s1"]["network_bonus"] == by_id["s2"]["network_bonus"] == 64.8
    assert by_id["m"]["c3"] == "master" and by_id["s1"]["c3"] == "slave"
    assert by_id["m"]["network"] == 0 and by_id["x"]["network"] is None and by_id["x"]["network_bonus"] == 0
    assert by_id["s2"]["adjusted_bv"] == pytest.approx((BASE + 64.8) * 1.32)
    expected = 2 * (BASE + 64.8) + (BASE + 64.8) * 1.32 + BASE
    assert body["total_bv"] == round(expected) == 2081  # 2081.376
    assert body["networks"] == [{"type": "c3", "master": None, "members": ["m", "s1", "s2"], "base_bv": 3 * BASE}]


def test_boosted_c3_adds_seven_percent(client, mech):
    units = [{"id": "m", "design": mech("ISC3MasterBoostedSystemUnit")},
             {"id": "s", "design": mech("ISC3BoostedSystemSlaveUnit")}]
    body = _ok(client, {"units": units, "networks": [{"type": "boosted_c3", "members": ["m", "s"]}]})
    assert [u["network_bonus"] for u in body["units"]] == [60.48, 60.48]  # 7% of 864
    assert body["total_bv"] == 985  # 2 x 492.48 = 984.96


def test_mixed_network_each_member_uses_its_own_c3(client, mech):
    units = [{"id": "m", "design": mech("ISC3MasterBoostedSystemUnit")}, {"id": "s", "design": mech("ISC3SlaveUnit")}]
    body = _ok(client, {"units": units, "networks": [{"type": "c3", "members": ["m", "s"]}]})
    assert [u["network_bonus"] for u in body["units"]] == [60.48, 43.2]


def test_c3i_network(client, mech):
    units = [{"design": mech("ISC3iUnit")} for _ in range(6)]
    body = _ok(client, {"units": units, "networks": [{"type": "c3i", "members": [0, 1, 2, 3, 4, 5]}]})
    assert {u["network_bonus"] for u in body["units"]} == {129.6}  # 5% of 6 x 432
    assert body["total_bv"] == round(6 * (BASE + 129.6))


def test_company_network_with_a_company_master(client, mech):
    units = [{"id": "cm", "design": mech("ISC3MasterUnit")}, {"id": "m2", "design": mech("ISC3MasterUnit")}]
    units += [{"id": f"s{i}", "design": mech("ISC3SlaveUnit")} for i in range(4)]
    net = {"type": "c3", "master": "cm", "members": [u["id"] for u in units]}
    body = _ok(client, {"units": units, "networks": [net]})
    assert {u["network_bonus"] for u in body["units"]} == {129.6}


def test_tag_adds_the_guided_ammunition_of_the_other_units(client, mech):
    units = [{"id": "spotter", "design": mech("ISTAG")},
             {"id": "lrm", "design": mech("IS Ammo LRM-10 Semi-guided", "IS Ammo LRM-10 Semi-guided")}]
    body = _ok(client, {"units": units, "tag": ["spotter"]})
    by_id = {u["id"]: u for u in body["units"]}
    assert by_id["spotter"]["tag_bonus"] == 22  # 2 tons x 11 BV
    assert by_id["lrm"]["tag_bonus"] == 0
    assert body["total_bv"] == by_id["spotter"]["base_bv"] + 22 + by_id["lrm"]["base_bv"]
    untagged = _ok(client, {"units": units})
    assert untagged["total_bv"] == body["total_bv"] - 22


def test_stored_and_inline_designs_mix(client, mech):
    stored = client.post("/api/v1/designs", json={"format": "mtf", "text": mtf_fixture("locust.mtf")}).get_json()["id"]
    body = _ok(client, {"units": [{"design_id": stored}, {"design": {"format": "mtf", "text": mtf_fixture("locust.mtf")}}]})
    assert [u["design_id"] for u in body["units"]] == [stored, None]
    assert [u["chassis"] for u in body["units"]] == ["Locust", "Locust"]
    assert body["total_bv"] == 2 * BASE


# -------------------------------------------------------------- bad input
def _c3(mech, roles):
    item = {"m": "ISC3MasterUnit", "s": "ISC3SlaveUnit", "i": "ISC3iUnit", "-": None}
    return [{"id": f"u{k}", "design": mech(*([item[r]] if item[r] else []))} for k, r in enumerate(roles)]


@pytest.mark.parametrize(
    "roles, network, field",
    [
        ("iiiiiii", {"type": "c3i", "members": [f"u{k}" for k in range(7)]}, "networks.0.members"),  # C3i: 6 at most
        ("msssss", {"type": "c3", "members": [f"u{k}" for k in range(5)]}, "networks.0.members"),  # 4 slaves, 1 master
        ("mmss", {"type": "c3", "members": ["u0", "u1", "u2", "u3"]}, "networks.0.master"),  # 2 masters, no company master
        ("mmss", {"type": "c3", "master": "u2", "members": ["u0", "u1", "u2", "u3"]}, "networks.0.master"),  # a slave
        ("mmss", {"type": "c3", "master": "u9", "members": ["u0", "u2"]}, "networks.0.master"),  # not a member
        ("ss", {"type": "c3", "members": ["u0", "u1"]}, "networks.0.members"),  # no master
        ("ms", {"type": "c3", "members": ["u0", "nobody"]}, "networks.0.members.1"),  # unknown unit id
        ("ms", {"type": "c3", "members": ["u0", "u0"]}, "networks.0.members"),  # listed twice
        ("m", {"type": "c3", "members": ["u0"]}, "networks.0.members"),  # a network needs 2
        ("m-", {"type": "c3", "members": ["u0", "u1"]}, "networks.0.members.1"),  # no C3 on u1
        ("mi", {"type": "c3", "members": ["u0", "u1"]}, "networks.0.members.1"),  # C3i in a C3 network
        ("ii", {"type": "c3i", "master": "u0", "members": ["u0", "u1"]}, "networks.0.master"),  # C3i has no master
        ("ms", {"type": "boosted_c3", "members": ["u0", "u1"]}, "networks.0.members.0"),  # not boosted
        ("ms", {"type": "c4", "members": ["u0", "u1"]}, "networks.0.type"),
        ("ms", {"members": ["u0", "u1"]}, "networks.0.type"),
        ("ms", {"type": "c3"}, "networks.0.members"),
        ("ms", {"type": "c3", "members": ["u0", True]}, "networks.0.members.1"),
        ("ms", {"type": "c3", "members": "u0"}, "networks.0.members"),
        ("ms", {"type": "c3", "members": ["u0", "u1"], "lance": 1}, "networks.0.lance"),
    ],
)
def test_networks_breaking_the_rules_are_422(client, mech, roles, network, field):
    err = assert_error(_post(client, {"units": _c3(mech, roles), "networks": [network]}), 422, "INVALID_INPUT", field)
    assert len(err["fields"]) == 1


def test_a_unit_in_two_networks_is_422(client, mech):
    units = _c3(mech, "msms")
    nets = [{"type": "c3", "members": ["u0", "u1"]}, {"type": "c3", "members": ["u2", "u1"]}]
    assert_error(_post(client, {"units": units, "networks": nets}), 422, "INVALID_INPUT", "networks.1.members.1")


@pytest.mark.parametrize(
    "unit, field",
    [
        ({"gunnery": 9}, "units.0.gunnery"),
        ({"gunnery": -1}, "units.0.gunnery"),
        ({"piloting": "4"}, "units.0.piloting"),
        ({"piloting": 4.5}, "units.0.piloting"),
        ({"gunnery": None}, "units.0.gunnery"),
        ({"crew": "green"}, "units.0.crew"),
        ({"id": ""}, "units.0.id"),
        ({"id": ["a"]}, "units.0.id"),
    ],
)
def test_bad_unit_fields_are_422(client, mech, unit, field):
    assert_error(_post(client, {"units": [{"design": mech()} | unit]}), 422, "INVALID_INPUT", field)


def test_bad_designs_in_a_force_name_the_unit(client, mech):
    assert_error(_post(client, {"units": [{"design": mech()}, {"design_id": 424242}]}), 422, "INVALID_INPUT",
                 "units.1.design_id")
    assert_error(_post(client, {"units": [{"design_id": 2**40}]}), 422, "INVALID_INPUT", "units.0.design_id")
    assert_error(_post(client, {"units": [{"design_id": "1"}]}), 422, "INVALID_INPUT", "units.0.design_id")
    assert_error(_post(client, {"units": [{"gunnery": 4}]}), 422, "INVALID_INPUT", "units.0.design_id")
    assert_error(_post(client, {"units": [{"design": mech() | {"tonnage": "heavy"}}]}), 422, "INVALID_INPUT",
                 "units.0.design.tonnage")
    assert_error(_post(client, {"units": [{"design": {"format": "mtf", "text": mtf_fixture("truncated.mtf")}}]}),
                 422, "PARSE_ERROR", "units.0.design.text")
    assert_error(_post(client, {"units": [{"design": "Locust"}]}), 422, "INVALID_INPUT", "units.0.design")


def test_bad_force_documents(client, mech):
    assert_error(_post(client, {"units": []}), 422, "INVALID_INPUT", "units")
    assert_error(_post(client, {}), 422, "INVALID_INPUT", "units")
    assert_error(_post(client, {"units": [{"design": mech()}] * 101}), 422, "INVALID_INPUT", "units")
    assert_error(_post(client, [1]), 422, "INVALID_INPUT", "_schema")
    assert_error(_post(client, {"units": [{"design": mech()}], "name": "x"}), 422, "INVALID_INPUT", "name")
    dup = [{"id": "a", "design": mech()}, {"id": "a", "design": mech()}]
    assert_error(_post(client, {"units": dup}), 422, "INVALID_INPUT", "units.1.id")
    assert_error(client.post("/api/v1/forces/evaluate", data="{", content_type="application/json"), 400, "MALFORMED_JSON")
    assert_error(client.post("/api/v1/forces/evaluate", data="{}", content_type="text/plain"), 415, "UNSUPPORTED_MEDIA_TYPE")


@pytest.mark.parametrize(
    "tag, field",
    [(["nobody"], "tag.0"), (["u1"], "tag.0"), (["u0", "u0"], "tag.1"), ("u0", "tag"), ([None], "tag.0")],
)
def test_bad_tag_lists_are_422(client, mech, tag, field):
    units = [{"id": "u0", "design": mech("ISTAG")}, {"id": "u1", "design": mech()}]
    assert_error(_post(client, {"units": units, "tag": tag}), 422, "INVALID_INPUT", field)


# ------------------------------------------------------------ saved forces
def _lance(mech, stored_id):
    return {
        "name": "Recon lance",
        "notes": "C3 test",
        "units": [{"id": "m", "design": mech("ISC3MasterUnit")}, {"id": "s", "design_id": stored_id, "gunnery": 3}],
        "networks": [],
        "tag": ["m"],
    }


@pytest.fixture
def stored_slave(client, mech):
    resp = client.post("/api/v1/designs", json=mech("ISC3SlaveUnit") | {"name": "slave"})
    assert resp.status_code == 201
    return resp.get_json()["id"]


def test_force_crud(client, mech, stored_slave):
    body = _lance(mech, stored_slave)
    resp = client.post("/api/v1/forces", json=body)
    assert resp.status_code == 201, resp.get_json()
    force = resp.get_json()
    assert resp.headers["Location"] == f"/api/v1/forces/{force['id']}" == force["links"]["self"]
    assert force["name"] == "Recon lance" and force["unit_count"] == 2
    assert force["total_bv"] == force["evaluation"]["total_bv"] == round(BASE + BASE * 1.2)
    assert force["units"][1]["design_id"] == stored_slave and force["units"][1]["design"]["chassis"] == "Locust"

    got = client.get(force["links"]["self"])
    assert got.status_code == 200 and got.get_json() == force

    body["networks"] = [{"type": "c3", "members": ["m", "s"]}]
    resp = client.put(force["links"]["self"], json=body)
    assert resp.status_code == 200, resp.get_json()
    replaced = resp.get_json()
    assert replaced["total_bv"] == round((BASE + 43.2) + (BASE + 43.2) * 1.2) == 1045  # 1045.44
    assert replaced["created_at"] == force["created_at"]
    assert client.get(force["links"]["self"]).get_json()["evaluation"]["units"][0]["network"] == 0

    assert client.delete(force["links"]["self"]).status_code == 204
    assert_error(client.get(force["links"]["self"]), 404, "NOT_FOUND")
    assert_error(client.delete(force["links"]["self"]), 404, "NOT_FOUND")


def test_deleting_a_design_keeps_the_force_whole(client, mech, stored_slave):
    force = client.post("/api/v1/forces", json=_lance(mech, stored_slave)).get_json()
    assert client.delete(f"/api/v1/designs/{stored_slave}").status_code == 204
    kept = client.get(force["links"]["self"]).get_json()
    assert kept == force  # the snapshot keeps the unit and its BV
    # a stored force round-trips: its snapshot is used, design_id is a reference only
    resp = client.put(force["links"]["self"], json={"name": kept["name"], "units": kept["units"],
                                                     "networks": kept["networks"], "tag": kept["tag"]})
    assert resp.status_code == 200, resp.get_json()
    assert resp.get_json()["total_bv"] == force["total_bv"]
    # ...but a new force naming the deleted design by id alone is refused
    assert_error(client.post("/api/v1/forces", json=_lance(mech, stored_slave)), 422, "INVALID_INPUT",
                 "units.1.design_id")


def test_bad_saved_forces_write_nothing(client, mech, stored_slave):
    body = _lance(mech, stored_slave) | {"networks": [{"type": "c3i", "members": ["m", "s"]}]}
    assert_error(client.post("/api/v1/forces", json=body), 422, "INVALID_INPUT", "networks.0.members.0")
    assert_error(client.post("/api/v1/forces", json=_lance(mech, stored_slave) | {"name": "x" * 201}), 422,
                 "INVALID_INPUT", "name")
    assert client.get("/api/v1/forces").get_json()["total"] == 0
    force = client.post("/api/v1/forces", json=_lance(mech, stored_slave)).get_json()
    assert_error(client.put(force["links"]["self"], json=body), 422, "INVALID_INPUT", "networks.0.members.0")
    assert client.get(force["links"]["self"]).get_json() == force
    assert_error(client.put("/api/v1/forces/999999", json=_lance(mech, stored_slave)), 404, "NOT_FOUND")
    assert_error(client.get("/api/v1/forces/99999999999"), 404, "NOT_FOUND")


def test_force_list_pages(client, mech):
    for k in range(5):
        assert client.post("/api/v1/forces", json={"name": f"f{k}", "units": [{"design": mech()}]}).status_code == 201
    page = client.get("/api/v1/forces?per_page=2&page=2").get_json()
    assert page["total"] == 5 and page["pages"] == 3 and page["page"] == 2
    assert [f["name"] for f in page["items"]] == ["f2", "f3"]
    assert set(page["items"][0]) == {"id", "name", "notes", "unit_count", "total_bv", "owner", "visibility", "created_at",
                                     "updated_at", "version", "links"}
    assert page["links"]["prev"] and page["links"]["next"]
    last = client.get(page["links"]["last"]).get_json()
    assert [f["name"] for f in last["items"]] == ["f4"] and last["links"]["next"] is None
    for query, field in (("per_page=101", "per_page"), ("page=0", "page"), ("page=x", "page"), ("q=a", "q")):
        assert_error(client.get(f"/api/v1/forces?{query}"), 422, "INVALID_INPUT", field)


def test_factory_built_force_totals_its_units(client):
    """A force built with design_factories.ForceDocFactory (two hand-built
    legal 50 t 'Mechs): the total is the two units' BV, each computed on its
    own by bv.compute, and the crews' skill moves it by the TM p. 315 table."""
    import bv
    from design_factories import ForceDocFactory, ForceUnitDocFactory

    body = ForceDocFactory(units=[ForceUnitDocFactory(id="a"), ForceUnitDocFactory(id="b", gunnery=3, piloting=4)])
    out = _ok(client, body)
    one = bv.compute(construction.load_design(body["units"][0]["design"])).base_bv
    assert [u["base_bv"] for u in out["units"]] == [one, one]
    assert out["total_base_bv"] == 2 * one
    from construction.rounding import round_half_up

    assert out["total_bv"] == round_half_up(one + one * bv.skill_multiplier(3, 4))


def test_a_force_total_past_2_31_is_stored(app, client):
    """Found by hand on PostgreSQL: 100 units of the largest BV the design
    form's bounds allow (10,338,842 at 4/5, a 'Mech of 450 HAG 40s, 100,000
    armor points a location, MP 100) at gunnery 0 / piloting 0 total
    2,501,999,764, past the 32-bit column: saving the force was a 500.  The
    column is 64 bits (migration 0008)."""
    from api import db
    from api.models import ForceRow

    total = 2_501_999_764
    with db.database(app).sessions() as s:
        row = ForceRow(units=[], networks=[], tag=[], evaluation={"total_bv": total}, unit_count=100, total_bv=total)
        s.add(row)
        s.commit()
        force_id = row.id
    with db.database(app).sessions() as s:
        assert s.get(ForceRow, force_id).total_bv == total


# ------------------------------------------------------------------ work bounds
def test_a_design_listed_again_is_worked_out_once(client, mech, monkeypatch):
    """100 units of one stored design, and of one inline document, read and
    price the design once each: the answer is the same as for distinct
    entries, and bv is asked once per distinct design."""
    import api.forces

    calls = []
    real = api.forces.compute
    monkeypatch.setattr(api.forces, "compute", lambda *a, **k: calls.append(1) or real(*a, **k))
    stored = client.post("/api/v1/designs", json=mech()).get_json()["id"]
    units = [{"design_id": stored}] * 50 + [{"design": mech()}] * 49 + [{"design": mech("ISC3SlaveUnit")}]
    body = _ok(client, {"units": units})
    assert len(calls) == 3
    assert body["total_base_bv"] == 100 * BASE
    assert [u["design_id"] for u in body["units"]] == [stored] * 50 + [None] * 50
    assert [u["id"] for u in body["units"]] == [str(i) for i in range(100)]


def test_a_force_past_the_evaluation_deadline_is_a_422_and_stores_nothing(app, client, mech, monkeypatch):
    monkeypatch.setitem(app.config, "EVALUATE_SECONDS", 0)
    two = {"units": [{"design": mech()}, {"design": mech("ISC3SlaveUnit")}]}
    for path in ("/api/v1/forces/evaluate", "/api/v1/forces"):
        err = assert_error(client.post(path, json=two), 422, "EVALUATION_DEADLINE", "units")
        assert "fewer or smaller designs" in err["message"]
    assert client.get("/api/v1/forces").get_json()["total"] == 0
    # the same design twice is one design's work: within any deadline
    assert _post(client, {"units": [{"design": mech()}, {"design": mech()}]}).status_code == 200
