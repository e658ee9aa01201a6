"""The ``mechforge`` command line.

    mechforge serve [--host 127.0.0.1] [--port 8000] [--workers 2] [--threads 4] [--timeout 30]
    mechforge evaluate [--jsonl] [--explain] PATH...
    mechforge import [--owner NAME [--private]] PATH...
    mechforge library import [--jobs N] [--list-unreadable] [--refresh] FOLDER
    mechforge token create NAME [--label TEXT] | token list NAME | token revoke ID
    mechforge design|force owner ID NAME | design|force delete ID
    mechforge db upgrade | db current
    mechforge sheet [--paper letter|a4] [--gunnery N --piloting N] [--pilot NAME] [--format pdf|svg] PATH... -o out.pdf
    mechforge card [--skill N] [--paper letter|a4] PATH... -o out.pdf
    mechforge convert FILE... --to mtf|blk|json [--out DIR]

Exit codes of ``evaluate``: 0 every input was read, 1 some could not be read,
2 usage error.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import json
import os
import sys
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional

import click

UNIT_SUFFIXES = {".mtf": "mtf", ".blk": "blk"}

_DB_OPTION = click.option(
    "--database-url",
    envvar="MECHFORGE_DATABASE_URL",
    default=None,
    help="SQLAlchemy URL (default: env MECHFORGE_DATABASE_URL, else instance/mechforge.sqlite3).",
)


def _default_url(url: Optional[str]) -> str:
    if url:
        return url
    from flask import Flask

    from . import db

    # The same instance folder create_app() uses.
    return db.database_url(Flask("api", instance_relative_config=True).instance_path)


# ------------------------------------------------------------------- inputs
def unit_files(paths: Iterable[str]) -> Iterator[Path]:
    """The unit files named by ``paths``: files as given, folders searched
    recursively for *.mtf and *.blk (sorted, so runs are repeatable)."""
    yield from map(Path, unit_file_names(paths))


def unit_file_names(paths: Iterable[str]) -> list[str]:
    """:func:`unit_files` as the text of each path, which is what evaluate
    passes around: making a Path per file and printing it again costs ~10 µs
    a file, 2% of a corpus run."""
    out: list[str] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            root = str(path)
            found: list[str] = []
            _find_unit_files(root, found)
            # the order of sorted Paths (part by part), without making and
            # comparing a Path per file: a third of the time over the corpus
            cut = len(root) + 1
            found.sort(key=lambda p: p[cut:].split(os.sep))
            out.extend(found)
        else:
            out.append(str(path))  # as a Path prints it ("./a//b.mtf" -> "a/b.mtf")
    return out


def _find_unit_files(folder: str, out: list[str]) -> None:
    """The unit files under ``folder`` (as Path.rglob finds them: symbolic
    links to folders are not followed), appended to ``out``."""
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                _find_unit_files(entry.path, out)
                continue
            if _name_suffix(entry.name).lower() in UNIT_SUFFIXES and entry.is_file():
                out.append(entry.path)


def read_unit(path: "str | os.PathLike[str]") -> tuple[Optional[str], Optional[str], Optional[dict[str, Any]]]:
    """(text, format, error): the file's text and format, or why it cannot be read."""
    name = os.fspath(path)
    fmt = UNIT_SUFFIXES.get(_suffix(name).lower())
    if fmt is None:
        return None, None, {"code": "UNKNOWN_FORMAT",
                            "message": f"not a unit file (expected .mtf or .blk): {os.path.basename(name)}"}
    try:
        raw = _read_bytes(name)
    except OSError as exc:
        return None, fmt, {"code": "READ_ERROR", "message": f"cannot read file: {exc.strerror or exc}"}
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")  # older MegaMek files are not all UTF-8
    return text, fmt, None


def _suffix(path: str) -> str:
    """Path(path).suffix, without making the Path."""
    return _name_suffix(os.path.basename(path))


def _name_suffix(name: str) -> str:
    """A file name's last ".part", where the dot is neither its first nor
    its last character (a folder listing's names need no basename)."""
    dot = name.rfind(".")
    return name[dot:] if 0 < dot < len(name) - 1 else ""


_O_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation


def _read_bytes(path: str) -> bytes:
    """The file's bytes: Path.read_bytes without its buffered file object
    (half the time over the corpus's 5,851 small files)."""
    fd = os.open(path, os.O_RDONLY | _O_BINARY)
    try:
        chunks = [os.read(fd, 1 << 16)]
        while chunks[-1]:
            chunks.append(os.read(fd, 1 << 16))
    finally:
        os.close(fd)
    return b"".join(chunks)


def evaluate_path(path: "str | os.PathLike[str]", explain: bool = False) -> tuple[dict[str, Any], bool]:
    """The result object of one unit file (a path or its text, as
    :func:`unit_file_names` gives it) and whether it could be read."""
    from .evaluate import evaluate_text, unreadable

    source = os.fspath(path)
    text, fmt, error = read_unit(source)
    if error is not None:
        return unreadable(source, error), False
    try:
        return evaluate_text(text, fmt, source=source, explain=explain)
    except Exception as exc:  # one broken unit must not stop a run over thousands
        return unreadable(source, {"code": "INTERNAL_ERROR", "message": f"{type(exc).__name__}: {exc}"}), False


# ------------------------------------------------------------------ commands
@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mechforge")
def cli() -> None:
    """MechForge: validate BattleTech unit designs, serve the HTTP API."""


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--workers", default=2, show_default=True, type=click.IntRange(1, 64), help="gunicorn worker processes")
@click.option("--threads", default=4, show_default=True, type=click.IntRange(1, 64),
              help="threads per worker (gthread): a slow client holds one thread, not a whole worker")
@click.option("--timeout", default=30, show_default=True, type=click.IntRange(5, 600),
              help="seconds a request may take before its worker is restarted")
@_DB_OPTION
def serve(host: str, port: int, workers: int, threads: int, timeout: int, database_url: Optional[str]) -> None:
    """Run the migrations, then serve the API (gunicorn; Flask's server if gunicorn is missing)."""
    from . import create_app, db

    url = _default_url(database_url)
    db.upgrade(url)
    app = create_app({"DATABASE_URL": url, "AUTO_MIGRATE": False})
    try:
        from gunicorn.app.base import BaseApplication
    except ImportError:
        click.echo(f"gunicorn not available: Flask's development server on http://{host}:{port}", err=True)
        app.run(host=host, port=port)
        return

    class _Server(BaseApplication):
        def load_config(self) -> None:
            self.cfg.set("bind", f"{host}:{port}")
            self.cfg.set("workers", workers)
            # threaded workers: clients that send slowly (or stall mid-body)
            # tie up one thread each, never every worker
            self.cfg.set("worker_class", "gthread")
            self.cfg.set("threads", threads)
            self.cfg.set("timeout", timeout)
            self.cfg.set("keepalive", 5)
            self.cfg.set("accesslog", "-")
            # Workers must not share the parent's pooled connections.
            self.cfg.set("post_fork", lambda server, worker: db.database(app).engine.dispose(close=False))

        def load(self):
            return app

    from construction import native

    core = native.status()
    compiled = f"compiled core: {core['modules']} modules" if core["active"] else f"plain Python: {core['reason']}"
    click.echo(f"MechForge on http://{host}:{port} (gunicorn, {workers} workers x {threads} threads, "
               f"database {_safe(url)}; {compiled})", err=True)
    _Server().run()


def _safe(url: str) -> str:
    from sqlalchemy import make_url

    return make_url(url).render_as_string(hide_password=True)


# Below this many files a run stays in one process (starting workers costs
# more than it saves).
PARALLEL_FROM = 64


@cli.command()
@click.option("--jsonl", is_flag=True, help="One JSON object per unit per line.")
@click.option("--explain", is_flag=True, help="List every error and warning with its rule citation, and the BV steps.")
@click.option("--jobs", "-j", default=0, type=click.IntRange(0, 64), show_default=True,
              help="worker processes; 0: one per CPU for runs of 64 files or more, else 1")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
def evaluate(jsonl: bool, explain: bool, jobs: int, paths: tuple[str, ...]) -> None:
    """Validate unit files (.mtf/.blk); folders are searched recursively.

    Output comes in the order of the files, however many workers run."""
    files = unit_file_names(paths)
    if jobs == 0:
        jobs = (os.cpu_count() or 1) if len(files) >= PARALLEL_FROM else 1
    unread = 0
    # JSON lines are echoed JSON_BATCH at a time: click.echo flushes after
    # each call, a system call a unit (~45 ms over the corpus, 1-2% of a run)
    batch: list[str] = []
    try:
        with _collector_held_back():
            for result, readable in _evaluated(files, explain, min(jobs, max(1, len(files))), jsonl):
                if not readable:
                    unread += 1
                if jsonl:
                    batch.append(result)  # the JSON line, made where the file was evaluated
                    if len(batch) >= JSON_BATCH:
                        click.echo("".join(batch), nl=False)
                        batch.clear()
                else:
                    _echo_text(result, readable, explain)
    finally:
        if batch:
            click.echo("".join(batch), nl=False)
    _exit(1 if unread else 0)


JSON_BATCH = 64  # JSON lines echoed at a time


@contextlib.contextmanager
def _collector_held_back():
    """Python's cyclic garbage collector held back for a run over unit
    files.  Evaluating a file leaves no reference cycles (its objects are
    freed as their last reference goes; tests/test_cli.py holds every file
    of today's sample to it), so each collection of the default schedule,
    one per 700 new objects (~540 over the corpus in one process, ~0.1 s:
    2-3% of the run), found nothing while it walked the caches the run
    fills.  Here the young generation is collected only after 500,000 new
    objects (the whole corpus leaves ~370,000, its caches, so none is made),
    which still bounds what a file that did make cycles could keep, and the
    full collection after 100 younger ones.  Workers forked inside inherit
    it.  Peak memory is the same (99 MB in one process).

    When the run ends, what it left (~370,000 objects: the caches) moves to
    the oldest generation before the default schedule comes back: left in
    the young one, the next young collection, due at once under the default
    700, walked every one of them (~140-165 ms, 4-5% of a one-process run,
    spent after the last line was written).  gc.freeze() then gc.unfreeze()
    is that move (the permanent generation's objects go back to the oldest
    one; two list splices), so a cycle among them is still found by the
    next full collection."""
    old = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION_AFTER, old[1], max(old[2], 100))
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        gc.set_threshold(*old)


YOUNG_COLLECTION_AFTER = 500_000  # new objects between young-generation collections during a run


def _evaluated(files: list[str], explain: bool, jobs: int, jsonl: bool = False) -> Iterator[tuple[Any, bool]]:
    """(result, readable) of each file, in order - with ``jsonl`` the result
    as its JSON line; ``jobs`` processes share the work in chunks."""
    yield from ordered_map(functools.partial(_evaluate_file, explain=explain, jsonl=jsonl), files, jobs)


CHUNK = 32  # items a worker takes at a time


def ordered_map(work, items: list, jobs: int) -> Iterator[Any]:
    """``work(item)`` of each item, in order; with ``jobs`` > 1, worker
    processes share the items in chunks (forked after :func:`_preload`, so
    each starts with the code and tables loaded).  ``work`` and its results
    must pickle.

    Worker ``w`` takes chunks ``w``, ``w + jobs``, ... and sends each chunk's
    results down its own pipe; this process only reads them and hands them
    on in order.  (multiprocessing.Pool, used before, wakes its worker-keeping
    thread whenever a result is waiting to be read, so that thread spun while
    results flowed: 0.2-0.35 s of CPU over the corpus, taken from the two
    workers on a 2-core machine.)  A worker that fails raises here."""
    if jobs <= 1:
        yield from map(work, items)
        return
    import multiprocessing
    from multiprocessing.connection import wait

    _preload()  # once, before the workers fork
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    chunks = [(k, items[i:i + CHUNK]) for k, i in enumerate(range(0, len(items), CHUNK))]
    jobs = min(jobs, len(chunks))
    workers = []
    try:
        for w in range(jobs):
            receive, send = context.Pipe(duplex=False)
            process = context.Process(target=_work_share, args=(work, chunks[w::jobs], send), daemon=True)
            process.start()
            send.close()  # the worker holds the sending end: its exit ends the pipe here
            workers.append((process, receive))
        live = [receive for _, receive in workers]
        waiting: dict[int, list] = {}  # chunks that came before their turn
        for k in range(len(chunks)):
            while k not in waiting:
                if not live:
                    raise RuntimeError("a worker process ended before its share was done")
                for conn in wait(live):
                    try:
                        done, results = conn.recv()
                    except EOFError:  # that worker is through (or died: then its chunk never comes)
                        live.remove(conn)
                        continue
                    if done < 0:
                        raise RuntimeError(f"a worker process failed:\n{results}")
                    waiting[done] = results
            yield from waiting.pop(k)
    finally:
        for process, receive in workers:
            if process.is_alive():
                process.terminate()
            process.join()
            receive.close()


def _work_share(work, share: list, send) -> None:
    """A worker process: ``work`` each item of its chunks, one message a
    chunk ((chunk number, results); (-1, the traceback) on failure)."""
    try:
        for k, chunk in share:
            send.send((k, [work(item) for item in chunk]))
    except BaseException:
        import traceback

        send.send((-1, traceback.format_exc()))
    finally:
        send.close()


def _evaluate_file(path: "str | os.PathLike[str]", explain: bool, jsonl: bool) -> tuple[Any, bool]:
    """evaluate_path, with the result as its JSON line when ``jsonl`` (a
    worker then hands back one string instead of a nest of objects)."""
    result, readable = evaluate_path(path, explain=explain)
    return (_JSON_LINE.encode(result) + "\n" if jsonl else result), readable


# json.dumps(result, ensure_ascii=False), without making an encoder per
# result, and without the guard against containers holding themselves (a
# result is a tree made for this line; the guard costs ~4% of the encoding)
_JSON_LINE = json.JSONEncoder(ensure_ascii=False, check_circular=False)


def _preload() -> None:
    """Import every module an evaluation runs and load the equipment catalog
    and component tables, so worker processes forked afterwards share them
    instead of each compiling the code and reading the tables again."""
    import bv  # noqa: F401  (every family's BV)
    import bv.alpha_strike  # noqa: F401  (every family's conversion)
    from construction import catalog, components  # every family's importer and validator

    from . import evaluate  # noqa: F401

    catalog.catalog()
    components.registry()


def _echo_text(result: dict[str, Any], readable: bool, explain: bool) -> None:
    verdict = {True: "VALID", False: "INVALID", None: "UNKNOWN"}[result["valid"]] if readable else "UNREAD"
    name = " ".join(x for x in (result.get("chassis"), result.get("model")) if x) or "?"
    tons = result.get("tonnage")
    what = f"{result.get('unit_type') or '?'}, {tons:g} t" if tons is not None else (result.get("unit_type") or "?")
    counts = f"{len(result['errors'])} errors, {len(result['warnings'])} warnings"
    incomplete = " (incomplete: unknown equipment left out)"
    bv = f" BV {result['bv']}," if result.get("bv") is not None else ""
    if result.get("bv_complete") is False:
        bv = bv[:-1] + incomplete + ","
    if result.get("alpha_strike"):
        bv += f" PV {result['alpha_strike']['pv']},"
        if result["alpha_strike"].get("complete") is False:
            bv = bv[:-1] + incomplete + ","
    click.echo(f"{verdict:<8} {name} ({what}){bv} {counts}  {result['source']}")
    issues = result["errors"] + result["warnings"]
    if result["valid"] is None and not explain:
        issues = result["errors"][:1]  # always say why there is no verdict
    elif not explain:
        issues = []
    for issue in issues:
        where = " ".join(x for x in (issue.get("location"), issue.get("item")) if x)
        rule = issue.get("rule") or {}
        cite = f" [{rule.get('book')}{', p. ' + str(rule['page']) if rule.get('page') else ''}]" if rule else ""
        line = f" (line {issue['line']})" if issue.get("line") else ""
        click.echo(f"    {issue.get('severity', 'error')}: {issue['code']}{line}: {issue['message']}"
                   f"{' @ ' + where if where else ''}{cite}")
    for step in (result.get("bv_breakdown") or []) if explain else []:
        rule = step["rule"]
        click.echo(f"    bv: {step['step']}: {step['description']} = {step['value']} "
                   f"(total {step['running_total']}) [{rule['book']}, p. {rule['page']}]")
    for step in ((result.get("alpha_strike") or {}).get("steps") or []) if explain else []:
        click.echo(f"    as: {step['step']}: {step['description']} = {step['result']} [{step['rule']}]")


@cli.command(name="import")
@_DB_OPTION
@click.option("--owner", default=None, help="Account that owns the imported designs (made if missing). "
              "Without it the designs have no owner: public, and changed only through this command line.")
@click.option("--private", is_flag=True, help="With --owner: only the owner sees them (default: public).")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
def import_(database_url: Optional[str], owner: Optional[str], private: bool, paths: tuple[str, ...]) -> None:
    """Load unit files into the design database (unreadable files are skipped)."""
    from sqlalchemy.orm import Session

    import construction

    from . import db
    from .designs import fill_row
    from .evaluate import evaluate_design
    from .models import DesignRow

    if private and not owner:
        raise click.UsageError("--private needs --owner (a design without an owner is public)")
    url = _default_url(database_url)
    db.upgrade(url)
    engine = db.make_engine(url)
    files = list(unit_files(paths))
    loaded = skipped = 0
    try:
        with Session(engine) as session, click.progressbar(files, label="importing", file=sys.stderr) as bar:
            owner_id = _account(session, owner).id if owner else None
            for path in bar:
                text, fmt, error = read_unit(path)
                try:
                    if error is not None:
                        raise construction.ParseError(error["message"])
                    design = construction.parse(text, fmt, source=str(path))
                    evaluation = evaluate_design(design, source=str(path))
                except construction.ParseError as exc:
                    skipped += 1
                    click.echo(f"skipped {path}: {exc}", err=True)
                    continue
                row = DesignRow(owner_id=owner_id)
                fill_row(row, {"visibility": "private" if private else "public"}, design, evaluation, session)
                loaded += 1
                if loaded % 200 == 0:
                    session.commit()
            session.commit()
    finally:
        engine.dispose()
    click.echo(f"imported {loaded} designs, skipped {skipped} files")


@cli.group(name="library")
def library_group() -> None:
    """The unit library: unit files loaded as public, read-only designs."""


@library_group.command(name="import")
@_DB_OPTION
@click.option("--jobs", type=click.IntRange(1, 64), default=None,
              help="Worker processes reading files (default: the CPU count, at most 4).")
@click.option("--list-unreadable", is_flag=True, help="Name every unreadable file and why.")
@click.option("--refresh", is_flag=True, help="Read unchanged files again too (after upgrading MechForge: "
              "their BV, PV and MekBay entries are worked out again).")
@click.argument("folder", type=click.Path(exists=True, file_okay=False))
def library_import(database_url: Optional[str], jobs: Optional[int], list_unreadable: bool, refresh: bool,
                   folder: str) -> None:
    """Load every .mtf/.blk file under FOLDER into the library.  A re-run
    re-reads only files whose text changed (by SHA-256); rows keep their id
    and name."""
    from sqlalchemy.orm import Session

    from . import db
    from .library import default_jobs, import_library

    url = _default_url(database_url)
    db.upgrade(url)
    engine = db.make_engine(url)

    def progress(results, count):
        with click.progressbar(results, length=count, label="reading unit files",
                               file=sys.stderr) as bar:  # drawn on a terminal only
            yield from bar

    try:
        with Session(engine) as session:
            report = import_library(session, Path(folder), jobs=jobs or default_jobs(), progress=progress,
                                    refresh=refresh)
    finally:
        engine.dispose()
    for path, why in report.unreadable if list_unreadable else report.unreadable[:10]:
        click.echo(f"unreadable {path}: {why}", err=True)
    if not list_unreadable and len(report.unreadable) > 10:
        click.echo(f"... and {len(report.unreadable) - 10} more unreadable (--list-unreadable)", err=True)
    click.echo(f"library: {report.added} added, {report.changed} changed, {report.unchanged} unchanged, "
               f"{len(report.unreadable)} unreadable in {report.seconds:.1f} s")


@cli.group(name="db")
def db_group() -> None:
    """Database schema (Alembic migrations)."""


@db_group.command()
@_DB_OPTION
def upgrade(database_url: Optional[str]) -> None:
    """Bring the database schema to the newest revision."""
    from . import db

    url = _default_url(database_url)
    db.upgrade(url)
    click.echo(f"database at revision {db.current_revision(url)}")


@db_group.command()
@_DB_OPTION
def current(database_url: Optional[str]) -> None:
    """Print the database's schema revision."""
    from . import db

    click.echo(db.current_revision(_default_url(database_url)) or "none")


# ------------------------------------------------------------ accounts, owners
def _account(session, name: str):
    from .auth import account_named

    try:
        return account_named(session, name, create=True)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="NAME") from None


def _session(database_url: Optional[str]):
    from sqlalchemy.orm import Session

    from . import db

    url = _default_url(database_url)
    db.upgrade(url)
    return Session(db.make_engine(url), expire_on_commit=False)


@cli.group(name="token")
def token_group() -> None:
    """API tokens: the first token of an account is made here."""


@token_group.command(name="create")
@_DB_OPTION
@click.option("--label", default=None, help="A name for the token, shown in lists.")
@click.argument("name")
def token_create(database_url: Optional[str], label: Optional[str], name: str) -> None:
    """Make a token for account NAME (the account is made if missing).  The
    token is printed once, as the last word of the last line."""
    from .auth import issue_token

    with _session(database_url) as session:
        account = _account(session, name)
        row, secret = issue_token(session, account, label)
        session.commit()
        session.get_bind().dispose()
    click.echo(f"token {row.id} of account {account.name}; keep it secret, it is not shown again:")
    click.echo(secret)


@token_group.command(name="list")
@_DB_OPTION
@click.argument("name")
def token_list(database_url: Optional[str], name: str) -> None:
    """The tokens of account NAME (no secrets)."""
    from sqlalchemy import select

    from .auth import account_named
    from .models import TokenRow

    with _session(database_url) as session:
        account = account_named(session, name)
        if account is None:
            raise click.ClickException(f"no account named {name!r}")
        for row in session.scalars(select(TokenRow).where(TokenRow.account_id == account.id).order_by(TokenRow.id)):
            click.echo(f"{row.id}\t...{row.hint}\t{row.created_at:%Y-%m-%d %H:%M}\t{row.name or ''}")
        session.get_bind().dispose()


@token_group.command(name="revoke")
@_DB_OPTION
@click.argument("token_id", type=int)
def token_revoke(database_url: Optional[str], token_id: int) -> None:
    """Revoke token TOKEN_ID."""
    from .models import TokenRow

    with _session(database_url) as session:
        row = session.get(TokenRow, token_id)
        if row is None:
            raise click.ClickException(f"no token {token_id}")
        session.delete(row)
        session.commit()
        session.get_bind().dispose()
    click.echo(f"revoked token {token_id}")


def _row_commands(kind: str, model_name: str) -> None:
    """``mechforge design|force owner ID NAME`` and ``... delete ID``: the way
    to change rows written before accounts existed (they have no owner)."""

    @cli.group(name=kind, help=f"Stored {kind}s: change their owner, or delete them, whoever owns them.")
    def group() -> None:
        pass

    def _row(session, row_id: int):
        from . import models

        row = session.get(getattr(models, model_name), row_id)
        if row is None:
            raise click.ClickException(f"no {kind} {row_id}")
        return row

    @group.command(name="owner")
    @_DB_OPTION
    @click.option("--visibility", type=click.Choice(["private", "public"]), default=None)
    @click.argument("row_id", type=int)
    @click.argument("name")
    def set_owner(database_url: Optional[str], visibility: Optional[str], row_id: int, name: str) -> None:
        """Give the row to account NAME (made if missing)."""
        with _session(database_url) as session:
            from .preconditions import next_version

            row = _row(session, row_id)
            next_version(row)  # the owner (and visibility) are part of what a reader sees
            row.owner_id = _account(session, name).id
            if visibility:
                row.visibility = visibility
            session.commit()
            session.get_bind().dispose()
        click.echo(f"{kind} {row_id} now belongs to {name}")

    @group.command(name="delete")
    @_DB_OPTION
    @click.argument("row_id", type=int)
    def delete(database_url: Optional[str], row_id: int) -> None:
        """Delete the row."""
        with _session(database_url) as session:
            session.delete(_row(session, row_id))
            session.commit()
            session.get_bind().dispose()
        click.echo(f"deleted {kind} {row_id}")


_row_commands("design", "DesignRow")
_row_commands("force", "ForceRow")


def _not_implemented(name: str, what: str):
    @cli.command(
        name=name,
        help=f"{what[0].upper()}{what[1:]} (not implemented yet).",
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    )
    def command() -> None:
        click.echo(f"mechforge {name}: {what} is not implemented yet", err=True)
        sys.exit(1)

    return command


@cli.command()
@click.option("--paper", type=click.Choice(["letter", "a4"], case_sensitive=False), default="letter", show_default=True)
@click.option("--gunnery", type=click.IntRange(0, 8), default=None, help="Gunnery skill (prints the adjusted BV).")
@click.option("--piloting", type=click.IntRange(0, 8), default=None, help="Piloting skill (prints the adjusted BV).")
@click.option("--pilot", default=None, help="Pilot/crew name printed in the warrior data.")
@click.option("--format", "fmt", type=click.Choice(["pdf", "svg"], case_sensitive=False), default="pdf",
              show_default=True, help="svg: one SVG file a page (OUTPUT, then OUTPUT's stem _1, _2, ...).")
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="The PDF (or first SVG) to write.")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
def sheet(paper: str, gunnery: Optional[int], piloting: Optional[int], pilot: Optional[str], fmt: str, output: str,
          paths: tuple[str, ...]) -> None:
    """Print record sheets of unit files (.mtf/.blk/design .json) into one PDF (or SVG pages)."""
    import records

    designs = read_all_designs("sheet", paths)
    draw = records.render_svg if fmt.lower() == "svg" else records.render
    try:
        drawn = draw(designs, paper=paper.lower(), gunnery=gunnery, piloting=piloting, pilot=pilot)
    except records.SheetError as exc:
        which = f" ({designs[exc.index].name})" if exc.index is not None else ""
        click.echo(f"mechforge sheet: cannot draw{which}: {exc.message}; nothing written", err=True)
        sys.exit(1)
    if isinstance(drawn, bytes):
        write_atomically(output, drawn)
        click.echo(f"wrote {len(designs)} record sheet(s) to {output}")
        return
    names = svg_page_names(output, len(drawn))
    for name, page in zip(names, drawn):
        write_atomically(name, page.encode("utf-8"))
    click.echo(f"wrote {len(designs)} record sheet(s) to {len(names)} SVG page(s): {', '.join(names)}")


def svg_page_names(output: str, count: int) -> list[str]:
    """OUTPUT for the first page, then ``<stem>_1.svg``, ``<stem>_2.svg``...
    (the names MekBay gives a sheet's further pages)."""
    first = Path(output)
    return [output] + [str(first.with_name(f"{first.stem}_{n}{first.suffix or '.svg'}")) for n in range(1, count)]


def read_all_designs(command: str, paths: Iterable[str]) -> list:
    """Every design the paths name; exits 1 (nothing written) when any file
    cannot be read or none is found."""
    designs, failed = [], 0
    for path in sheet_files(paths):
        design, error = read_design(path)
        if error:
            failed += 1
            click.echo(f"{path}: {error}", err=True)
        else:
            designs.append(design)
    if failed:
        click.echo(f"mechforge {command}: {failed} file(s) could not be read; nothing written", err=True)
        sys.exit(1)
    if not designs:
        click.echo(f"mechforge {command}: no unit files found", err=True)
        sys.exit(1)
    return designs


def write_atomically(output: str, data: bytes) -> None:
    """Write through a temporary file, so a failed run never leaves half a PDF."""
    target = Path(output)
    tmp = target.with_name(target.name + ".part")
    tmp.write_bytes(data)
    tmp.replace(target)


def sheet_files(paths: Iterable[str]) -> Iterator[Path]:
    """Unit files for ``sheet``: as ``unit_files`` plus design .json files given by name."""
    for name in paths:
        path = Path(name)
        if path.is_file() and path.suffix.lower() == ".json":
            yield path
        else:
            yield from unit_files([name])


def read_design(path: Path):
    """(design, None) or (None, why it cannot be read)."""
    import construction

    if path.suffix.lower() == ".json":
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            return None, f"not a design JSON file: {exc}"
        except RecursionError:
            return None, "not a design JSON file: nested too deeply"
        try:
            return construction.load_design(doc), None
        except construction.DesignError as exc:  # each bad field by its path, as the API names them
            from .errors import flatten_messages

            fields = flatten_messages(exc.messages)
            return None, "invalid design: " + "; ".join(f"{k}: {' '.join(v)}" for k, v in fields.items())
    text, fmt, error = read_unit(path)
    if error is not None:
        return None, error["message"]
    try:
        return construction.parse(text, fmt, source=str(path)), None
    except construction.ParseError as exc:
        return None, str(exc)


@cli.command()
@click.option("--skill", type=click.IntRange(0, 8), default=4, show_default=True,
              help="Alpha Strike skill printed on the cards (PV adjusted by the AS:CE skill table).")
@click.option("--paper", type=click.Choice(["letter", "a4"], case_sensitive=False), default="letter", show_default=True)
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="The PDF to write.")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
def card(skill: int, paper: str, output: str, paths: tuple[str, ...]) -> None:
    """Print Alpha Strike cards of unit files (.mtf/.blk/design .json) into one PDF."""
    from records import cards

    designs = read_all_designs("card", paths)
    try:
        pdf = cards.cards_pdf(designs, paper=paper.lower(), skill=skill)
    except cards.CardError as exc:
        click.echo(f"mechforge card: cannot convert: {exc.message}; nothing written", err=True)
        sys.exit(1)
    write_atomically(output, pdf)
    click.echo(f"wrote {len(designs)} Alpha Strike card(s) to {output}")


@cli.command()
@click.option("--to", "fmt", required=True, type=click.Choice(["mtf", "blk", "json"], case_sensitive=False),
              help="mtf for 'Mechs, blk for every other family, json (the design JSON form) for any design.")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Folder to write into (made if missing), one file per input named after it. "
                   "Without it the one input's text goes to standard output.")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
def convert(fmt: str, out: Optional[str], paths: tuple[str, ...]) -> None:
    """Write unit files (.mtf/.blk) or design .json files as the MegaMek
    file of their family, as MegaMek writes it today, or as design JSON;
    folders are searched for .mtf and .blk files.  Exit 1 when a file could
    not be read or written (the others are still written)."""
    import construction

    fmt = fmt.lower()
    files = list(sheet_files(paths))
    if not files:
        raise click.UsageError("no unit files (.mtf, .blk) or design .json files found")
    if out is None and len(files) != 1:
        raise click.UsageError(f"{len(files)} files to convert: give --out DIR to write them into a folder "
                               "(without --out, the text of one file goes to standard output)")
    failed, written, names = 0, 0, {}
    for path in files:
        design, error = read_design(path)
        if error is None:
            try:
                text = construction.export(design, fmt)
            except construction.ExportError as exc:
                error = f"cannot be written as {fmt}: {exc.message}"
        if error is None and out is not None:
            target = Path(out) / f"{path.stem}.{fmt}"
            if target in names:
                error = f"would overwrite {target}, written from {names[target]}"
            else:
                names[target] = path
        if error is not None:
            failed += 1
            click.echo(f"{path}: {error}", err=True)
            continue
        if out is None:
            click.echo(text, nl=False)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(str(target), text.encode("utf-8"))
        written += 1
    if out is not None:
        click.echo(f"wrote {written} file(s) to {out}" + (f"; {failed} could not be converted" if failed else ""))
    sys.exit(1 if failed else 0)


def main(argv: Optional[list[str]] = None) -> None:
    global _OWN_PROCESS
    _OWN_PROCESS = argv is None  # the command line's own process, not a caller's
    try:
        cli.main(args=argv, prog_name="mechforge")
    finally:
        _OWN_PROCESS = False


# True while `mechforge` runs as its own process (see _exit)
_OWN_PROCESS = False


def _exit(code: int) -> None:
    """End a read-only command (evaluate) with ``code``.  In its own
    process, once the output is flushed, the process ends at once
    (``os._exit``): the interpreter's teardown would otherwise free, one by
    one, every design, cache entry and table a run over thousands of files
    built (about 0.5 s of a 10 s corpus run in one process); nothing is
    left to write.  Called from Python (tests, benchmarks), it raises
    SystemExit as usual."""
    if _OWN_PROCESS:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except OSError:  # a closed pipe, a full disk: Python's own exit reports it
            sys.exit(code)
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":  # pragma: no cover
    main()
