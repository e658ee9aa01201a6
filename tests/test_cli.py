"""The mechforge command line (click's CliRunner)."""

import json
import shutil
from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, select

from api.cli import cli, main
from api.models import DesignRow

FIXTURES = Path(__file__).parent / "api" / "fixtures"
IDENTITY = {"source", "unit_type", "chassis", "model", "mul_id", "tonnage", "valid", "errors", "warnings"}



def _lines(result):
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def test_evaluate_jsonl_over_a_folder(runner):
    result = runner.invoke(cli, ["evaluate", "--jsonl", str(FIXTURES)])
    rows = {Path(r["source"]).name: r for r in _lines(result)}
    assert set(rows) == {p.name for p in FIXTURES.iterdir() if p.suffix in (".mtf", ".blk")}
    for row in rows.values():
        assert IDENTITY <= set(row)
        assert row["source"].startswith(str(FIXTURES))
    # Unreadable files: no verdict, the reason (with its line) in errors, exit 1.
    for name in ("garbage.blk", "truncated.blk"):
        assert rows[name]["valid"] is None
        assert rows[name]["errors"][0]["code"] == "PARSE_ERROR"
        assert isinstance(rows[name]["errors"][0]["line"], int)
    assert result.exit_code == 1


def test_unsupported_family_gets_its_identity_and_exit_0(runner):
    path = FIXTURES / "dropship_unsupported.blk"
    result = runner.invoke(cli, ["evaluate", "--jsonl", str(path)])
    assert result.exit_code == 0, result.output
    (row,) = _lines(result)
    assert row["source"] == str(path)
    assert (row["unit_type"], row["chassis"], row["model"], row["tonnage"]) == (
        "dropship",
        "Test Drop",
        "(Fixture)",
        3500,
    )
    assert row["valid"] is None
    assert row["errors"][0]["code"] == "UNSUPPORTED_FAMILY"
    assert "not supported" in row["errors"][0]["message"]


def test_evaluate_workers_keep_the_file_order(runner):
    # the same lines, in the same order, whether one process or several share the files
    one = runner.invoke(cli, ["evaluate", "--jsonl", "--jobs", "1", str(FIXTURES)])
    three = runner.invoke(cli, ["evaluate", "--jsonl", "--jobs", "3", str(FIXTURES)])
    assert one.exit_code == three.exit_code == 1  # the fixtures include unreadable files
    assert one.stdout == three.stdout and len(_lines(one)) >= 5


def test_evaluate_echoes_json_lines_in_batches_and_loses_none(runner, monkeypatch):
    """JSON lines go out JSON_BATCH at a time (click.echo flushes each call):
    every line, in order, however the batches fall - and the lines made
    before a failure are still written."""
    import api.cli as cli_module

    single = runner.invoke(cli, ["evaluate", "--jsonl", "--jobs", "1", str(FIXTURES)])
    count = len(_lines(single))
    assert count >= 5
    for size in (1, 2, count - 1, count, count + 1):
        monkeypatch.setattr(cli_module, "JSON_BATCH", size)
        batched = runner.invoke(cli, ["evaluate", "--jsonl", "--jobs", "1", str(FIXTURES)])
        assert batched.stdout == single.stdout, size

    def failing(files, explain, jobs, jsonl=False):
        yield from list(real(files, explain, jobs, jsonl))[:3]
        raise RuntimeError("a worker process failed")

    real = cli_module._evaluated
    monkeypatch.setattr(cli_module, "_evaluated", failing)
    monkeypatch.setattr(cli_module, "JSON_BATCH", 64)
    broken = runner.invoke(cli, ["evaluate", "--jsonl", "--jobs", "1", str(FIXTURES)])
    assert isinstance(broken.exception, RuntimeError)
    assert broken.stdout.splitlines() == single.stdout.splitlines()[:3]


def test_evaluate_mtf(runner):
    import construction

    from apitesting import needs_working_validator

    needs_working_validator()
    path = FIXTURES / "locust_overarmored.mtf"
    result = runner.invoke(cli, ["evaluate", "--jsonl", str(FIXTURES / "locust.mtf"), str(path)])
    assert result.exit_code == 0, result.output
    good, bad = _lines(result)
    assert (good["chassis"], good["model"], good["tonnage"], good["valid"]) == ("Locust", "LCT-1V", 20, True)
    assert bad["valid"] is False and bad["errors"]
    assert good["unit"] == construction.summary(construction.parse((FIXTURES / "locust.mtf").read_text(), "mtf"))


def test_evaluate_text_output(runner):
    result = runner.invoke(cli, ["evaluate", "--explain", str(FIXTURES / "truncated.blk"), str(FIXTURES / "dropship_unsupported.blk")])
    assert result.exit_code == 1
    out = result.stdout
    # The file stops inside its last block: the error names that block's opening line.
    opening = (FIXTURES / "truncated.blk").read_text().splitlines().index("<year>") + 1
    assert "UNREAD" in out and "truncated.blk" in out and f"(line {opening})" in out
    assert "UNKNOWN" in out and "UNSUPPORTED_FAMILY" in out


def test_evaluate_usage_errors_exit_2(runner):
    assert runner.invoke(cli, ["evaluate"]).exit_code == 2
    assert runner.invoke(cli, ["evaluate", "/no/such/file.mtf"]).exit_code == 2
    assert runner.invoke(cli, ["evaluate", "--bogus", str(FIXTURES)]).exit_code == 2


def test_unreadable_path_is_a_result(runner, tmp_path):
    odd = tmp_path / "notes.txt"
    odd.write_text("hello")
    result = runner.invoke(cli, ["evaluate", "--jsonl", str(odd)])
    assert result.exit_code == 1
    (row,) = _lines(result)
    assert row["valid"] is None and row["errors"][0]["code"] == "UNKNOWN_FORMAT"


def test_import(runner, tmp_path):
    folder = tmp_path / "units"
    shutil.copytree(FIXTURES, folder)
    url = f"sqlite:///{tmp_path / 'import.sqlite3'}"
    result = runner.invoke(cli, ["import", "--database-url", url, str(folder)])
    assert result.exit_code == 0, result.output
    assert "skipped" in result.stderr and "garbage.blk" in result.stderr
    readable = {"locust.mtf", "locust_overarmored.mtf", "c85_support_vehicle.blk"}
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            count = conn.scalar(select(func.count()).select_from(DesignRow))
    finally:
        engine.dispose()
    # The .mtf files load when the importer can read them; the count is printed.
    assert f"imported {count} designs" in result.stdout
    assert count in (0, len(readable))


def test_db_upgrade_and_current(runner, tmp_path):
    from api import db

    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    assert runner.invoke(cli, ["db", "current", "--database-url", url]).stdout.strip() == "none"
    result = runner.invoke(cli, ["db", "upgrade", "--database-url", url])
    assert result.exit_code == 0, result.output
    assert db.head_revision() in result.stdout
    assert runner.invoke(cli, ["db", "current", "--database-url", url]).stdout.strip() == db.head_revision()


def test_main_entry_point(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    assert "evaluate" in capsys.readouterr().out


def test_evaluate_in_its_own_process_flushes_every_line_before_it_ends(tmp_path):
    # As its own process, evaluate ends with os._exit once its output is
    # flushed (api.cli._exit), workers included: every line must still
    # arrive, in order, with the exit code of an ordinary exit, through a
    # pipe and into a file, and no worker may be left behind.
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    command = [sys.executable, "-m", "api.cli", "evaluate", "--jsonl", "--jobs", "2", str(FIXTURES)]
    piped = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=120)
    from click.testing import CliRunner

    expected = CliRunner().invoke(cli, ["evaluate", "--jsonl", "--jobs", "1", str(FIXTURES)])
    assert piped.returncode == expected.exit_code == 1  # the fixtures include unreadable files
    assert piped.stdout == expected.stdout and len(piped.stdout.splitlines()) >= 5
    out = tmp_path / "out.jsonl"
    with open(out, "w") as fh:
        written = subprocess.run(command, cwd=root, stdout=fh, stderr=subprocess.PIPE, timeout=120)
    assert written.returncode == 1
    assert out.read_text() == expected.stdout


def _square(n: int) -> int:
    return n * n


def _fail_on_77(n: int) -> int:
    if n == 77:
        raise ValueError("seventy-seven")
    return n


def _die_on_77(n: int) -> int:
    if n == 77:
        import os

        os._exit(3)  # the worker process ends without a word
    return n


@pytest.mark.parametrize("jobs", [2, 3, 7])
def test_ordered_map_keeps_the_order_over_many_chunks(jobs):
    from api.cli import CHUNK, ordered_map

    items = list(range(CHUNK * 9 + 5))  # ten chunks, the last one short
    assert list(ordered_map(_square, items, jobs)) == [n * n for n in items]
    assert list(ordered_map(_square, items[:3], jobs)) == [0, 1, 4]  # fewer chunks than workers


@pytest.mark.parametrize("work, says", [(_fail_on_77, "seventy-seven"), (_die_on_77, "ended before")])
def test_ordered_map_reports_a_failed_worker(work, says):
    from api.cli import ordered_map

    with pytest.raises(RuntimeError, match=says):
        list(ordered_map(work, list(range(200)), 2))


def test_unit_files_finds_and_orders_as_sorted_rglob(tmp_path):
    """The folder walk gives what sorted(Path.rglob) gave: unit files only
    (any case of suffix, not folders named like one, not hidden '.mtf'),
    symbolic links to folders not followed, in Path order - part by part,
    where 'a/x' comes before 'a b/x' although ' ' sorts before '/'."""
    from api.cli import UNIT_SUFFIXES, unit_files

    for rel in ("a/x.mtf", "a b/x.mtf", "a/b/c.BLK", "a/b/notes.txt", "z.Mtf", ".mtf", "a/-y.blk", "A/x.mtf"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    (tmp_path / "folder.mtf").mkdir()
    (tmp_path / "linked").symlink_to(tmp_path / "a", target_is_directory=True)
    (tmp_path / "file-link.mtf").symlink_to(tmp_path / "z.Mtf")
    expected = sorted(p for p in tmp_path.rglob("*") if p.suffix.lower() in UNIT_SUFFIXES and p.is_file())
    found = list(unit_files([str(tmp_path)]))
    assert found == expected
    assert [p.relative_to(tmp_path).as_posix() for p in found][:3] == ["A/x.mtf", "a/-y.blk", "a/b/c.BLK"]
    assert list(unit_files([str(tmp_path / "z.Mtf")])) == [tmp_path / "z.Mtf"]  # a file is taken as given


def test_unit_file_names_are_the_paths_as_printed(tmp_path, monkeypatch):
    """evaluate works on the paths' texts: each exactly as str() of the Path
    unit_files gives, a file named oddly ("./a//b.mtf") included."""
    from api.cli import unit_file_names, unit_files

    for rel in ("a/x.mtf", "a b/x.mtf", "a/b/c.BLK", "z.Mtf"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    monkeypatch.chdir(tmp_path)
    args = [str(tmp_path), "./a//x.mtf", "a/b/", "z.Mtf"]
    names = unit_file_names(args)
    assert names == [str(p) for p in unit_files(args)]
    assert names[-2:] == ["a/b/c.BLK", "z.Mtf"] and "a/x.mtf" in names


@pytest.mark.parametrize("name", ["a.mtf", "a.b.BLK", ".mtf", "x.", "x", "dir.v2/x", "a/.hidden.blk", "..mtf", "a.."])
def test_the_suffix_is_the_paths(name):
    from api.cli import _suffix

    assert _suffix(name) == Path(name).suffix


def test_read_unit_reads_whole_files_and_names_read_errors(tmp_path):
    from api.cli import read_unit

    big = tmp_path / "big.mtf"
    text = "".join(f"line {i}: é\r\n" for i in range(20000))  # ~250 KB: several reads; CRLF kept as written
    big.write_bytes(text.encode("utf-8"))
    assert read_unit(big) == (text, "mtf", None)
    old = tmp_path / "old.blk"
    old.write_bytes("caf\xe9\n".encode("latin-1"))  # not UTF-8: read as Latin-1
    assert read_unit(old) == ("café\n", "blk", None)
    (tmp_path / "folder.mtf").mkdir()
    for path, says in ((tmp_path / "folder.mtf", "Is a directory"), (tmp_path / "gone.blk", "No such file")):
        _, fmt, error = read_unit(path)
        assert error["code"] == "READ_ERROR" and says in error["message"] and fmt == path.suffix[1:]


def test_evaluating_unit_files_leaves_no_reference_cycles():
    """`mechforge evaluate` holds the cyclic collector back (api/cli.py
    _collector_held_back) because evaluating a file leaves nothing for it
    to find: every object is freed by its last reference.  Each file of
    today's sample, the test fixtures (broken files among them) and a
    unit of each family explained must keep it so."""
    import gc

    from api.cli import _evaluate_file, unit_file_names

    data = Path(__file__).parent
    files = unit_file_names([str(data / "data" / "current"), str(data / "api" / "fixtures")])
    assert len(files) > 100
    _evaluate_file(files[0], explain=True, jsonl=True)  # tables loaded lazily: before the count
    gc.collect()
    was_enabled, old_debug = gc.isenabled(), gc.get_debug()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for path in files:
            for explain in (False, True):
                _evaluate_file(path, explain=explain, jsonl=True)
        found = gc.collect()
        kinds = sorted({type(o).__name__ for o in gc.garbage})[:10]
    finally:
        gc.garbage.clear()
        gc.set_debug(old_debug)
        if was_enabled:
            gc.enable()
    assert found == 0, f"evaluating unit files left {found} objects in reference cycles: {kinds}"


def test_a_run_holds_the_collector_back_and_restores_it():
    import gc

    from api.cli import YOUNG_COLLECTION_AFTER, _collector_held_back

    before = gc.get_threshold()
    with _collector_held_back():
        assert gc.get_threshold()[0] == YOUNG_COLLECTION_AFTER
        kept = [[k] for k in range(5_000)]  # what a run leaves: its caches
        assert gc.get_count()[0] > len(kept) // 2
    assert gc.get_threshold() == before
    # what the run left is in the oldest generation, not the young one a
    # collection under the default schedule walks at once
    assert gc.get_count()[0] < before[0]
    ids = {id(k) for k in kept}
    assert sum(1 for o in gc.get_objects(generation=2) if id(o) in ids) == len(kept)


def test_the_preload_imports_every_module_an_evaluation_runs():
    """`mechforge evaluate` loads the code and tables once before its workers
    fork (api.cli._preload), so they share them: evaluating files of every
    family afterwards, explained, imports nothing more from the project."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    script = (
        "import sys\n"
        "from api.cli import _evaluate_file, _preload, unit_file_names\n"
        "_preload()\n"
        "before = set(sys.modules)\n"
        f"files = unit_file_names([{str(root / 'tests' / 'data' / 'current')!r}, {str(FIXTURES)!r}])\n"
        "for p in files:\n"
        "    _evaluate_file(p, explain=True, jsonl=True)\n"
        "new = sorted(m for m in set(sys.modules) - before if m.split('.')[0] in ('api', 'construction', 'bv', 'records'))\n"
        "print(len(files), ' '.join(new))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    count, _, new = done.stdout.strip().partition(" ")
    assert int(count) > 100
    assert new == "", f"imported after the preload: {new}"
