"""The canonical battle armor files of the shared corpus (helpers for the
BA corpus tests and the benchmark)."""

from __future__ import annotations

from functools import lru_cache

import construction
import corpus
from construction import blk


@lru_cache(maxsize=1)
def ba_files():
    """(path relative to mechfiles/, text) of every 2021 battle armor file:
    mechfiles/battlearmor plus the few BA .blk files filed under mechs/."""
    root = corpus.unpacked() / "mechfiles"
    out = []
    for path in sorted(root.rglob("*.blk")):
        text = corpus.read_text(path)
        try:
            if blk.identify(text).unit_type != "battle_armor":
                continue
        except construction.ParseError:
            continue
        out.append((str(path.relative_to(root)), text))
    return tuple(out)


@lru_cache(maxsize=1)
def parsed():
    return tuple((rel, construction.parse(text, "blk", source=rel)) for rel, text in ba_files())
