"""mechforge convert FILE... --to mtf|blk|json [--out DIR] (click's CliRunner)."""

import json
from pathlib import Path

import construction
from api.cli import cli
from design_factories import LegalTankFactory

FIXTURES = Path(__file__).parent / "api" / "fixtures"
LOCUST = FIXTURES / "locust.mtf"



def test_one_file_goes_to_standard_output(runner):
    result = runner.invoke(cli, ["convert", str(LOCUST), "--to", "mtf"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("generator:MechForge ")
    assert construction.parse(result.stdout, "mtf") == construction.parse(LOCUST.read_text(), "mtf")
    as_json = runner.invoke(cli, ["convert", str(LOCUST), "--to", "JSON"])
    assert as_json.exit_code == 0
    assert json.loads(as_json.stdout) == construction.dump_design(construction.parse(LOCUST.read_text(), "mtf"))


def test_several_files_without_out_are_refused_clearly(runner, tmp_path):
    result = runner.invoke(cli, ["convert", str(LOCUST), str(FIXTURES / "c85_support_vehicle.blk"), "--to", "json"])
    assert result.exit_code == 2
    assert "give --out DIR" in result.stderr
    assert result.stdout == ""
    empty = tmp_path / "empty"
    empty.mkdir()
    assert runner.invoke(cli, ["convert", str(empty), "--to", "json"]).exit_code == 2
    assert runner.invoke(cli, ["convert", str(LOCUST)]).exit_code == 2  # --to is required
    assert runner.invoke(cli, ["convert", str(LOCUST), "--to", "pdf"]).exit_code == 2


def test_out_writes_one_file_per_input_and_reports_what_it_could_not(runner, tmp_path):
    design_json = tmp_path / "tank.json"
    design_json.write_text(json.dumps(construction.dump_design(LegalTankFactory())), encoding="utf-8")
    out = tmp_path / "out"
    result = runner.invoke(cli, ["convert", str(FIXTURES), str(design_json), "--to", "blk", "--out", str(out)])
    assert result.exit_code == 1  # the 'Mechs cannot be .blk, and the garbage files cannot be read
    written = sorted(p.name for p in out.iterdir())
    assert written == ["c85_support_vehicle.blk", "tank.blk"]
    assert construction.parse((out / "tank.blk").read_text(encoding="utf-8"), "blk") == LegalTankFactory()
    assert "locust.mtf: cannot be written as blk: a mech design is written as .mtf, not .blk" in result.stderr
    assert "garbage.blk:" in result.stderr
    assert "wrote 2 file(s)" in result.stdout and "could not be converted" in result.stdout
    assert not list(out.glob("*.part"))


def test_converted_files_read_back_and_convert_again_to_the_same_bytes(runner, tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    assert runner.invoke(cli, ["convert", str(LOCUST), "--to", "mtf", "--out", str(first)]).exit_code == 0
    assert runner.invoke(cli, ["convert", str(first / "locust.mtf"), "--to", "mtf", "--out", str(second)]).exit_code == 0
    assert (first / "locust.mtf").read_bytes() == (second / "locust.mtf").read_bytes()


def test_two_inputs_of_one_name_do_not_overwrite_each_other(runner, tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "locust.mtf").write_text(LOCUST.read_text(), encoding="utf-8")
    out = tmp_path / "out"
    result = runner.invoke(cli, ["convert", str(tmp_path / "a"), str(tmp_path / "b"), "--to", "json", "--out", str(out)])
    assert result.exit_code == 1
    assert [p.name for p in out.iterdir()] == ["locust.json"]
    assert "would overwrite" in result.stderr and str(tmp_path / "a" / "locust.mtf") in result.stderr


def test_a_hand_made_design_converts_to_the_design_it_loads_as_or_names_the_field(runner, tmp_path):
    """A design .json written by hand: a 'Mech with its mounts in another
    order and its torsos' rear armor left out converts to a .mtf that reads
    back as the design the JSON form loads (the form makes both canonical);
    a battle armor suit with a Clan name, which a .blk has no place for,
    is not written, and the error names clan_name."""
    from design_factories import ElementalFactory, LegalMechFactory

    doc = construction.dump_design(LegalMechFactory())
    doc["mounts"] = doc["mounts"][::-1]
    doc["armor"] = [{k: v for k, v in a.items() if k != "rear"} for a in doc["armor"]]
    mech = tmp_path / "mech.json"
    mech.write_text(json.dumps(doc), encoding="utf-8")
    result = runner.invoke(cli, ["convert", str(mech), "--to", "mtf"])
    assert result.exit_code == 0, result.stderr
    assert construction.parse(result.stdout, "mtf") == construction.load_design(doc)
    suit = tmp_path / "suit.json"
    suit.write_text(json.dumps({**construction.dump_design(ElementalFactory()), "clan_name": "Sleipnir"}),
                    encoding="utf-8")
    result = runner.invoke(cli, ["convert", str(suit), "--to", "blk"])
    assert result.exit_code == 1 and result.stdout == ""
    assert "suit.json: cannot be written as blk: clan_name:" in result.stderr


def test_a_broken_design_json_is_named_by_its_fields_never_a_traceback(runner, tmp_path):
    """A design .json nested past the JSON reader's depth made ``convert``,
    ``sheet`` and ``card`` end in a RecursionError traceback, and a design
    the JSON form refuses was reported as ``not a design JSON file: invalid
    design document`` (DesignError is a ValueError, caught first) without
    its fields.  Each is now one line naming the file and what is wrong,
    field by field as the API names them; a 'Mech whose ``mech`` is null is
    read with the block's defaults."""
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"unit_type": "mech", "chassis": "X", "tonnage": "heavy",
                               "mounts": [{"item": "Medium Laser", "location": "LA", "slots": ["a"]}]}), encoding="utf-8")
    for args in (["convert", "--to", "json"], ["sheet", "-o", str(tmp_path / "o.pdf")],
                 ["card", "-o", str(tmp_path / "o.pdf")]):
        result = runner.invoke(cli, args + [str(deep)])
        assert result.exit_code == 1 and isinstance(result.exception, (SystemExit, type(None))), result.exception
        assert f"{deep}: not a design JSON file: nested too deeply" in result.stderr
        result = runner.invoke(cli, args + [str(bad)])
        assert result.exit_code == 1
        assert (f"{bad}: invalid design: tonnage: Not a valid number.; mounts.0.slots.0: Not a valid integer."
                in result.stderr)
    assert not (tmp_path / "o.pdf").exists()
    doc = construction.dump_design(construction.parse(LOCUST.read_text(), "mtf"))
    null_block = tmp_path / "null_block.json"
    null_block.write_text(json.dumps({**doc, "mech": None}), encoding="utf-8")
    result = runner.invoke(cli, ["convert", str(null_block), "--to", "json"])
    assert result.exit_code == 0 and json.loads(result.stdout) == doc
