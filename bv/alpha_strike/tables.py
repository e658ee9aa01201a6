"""Alpha Strike tables, read once from ``bv/alpha_strike/data/*.json``.

Every file names the book, page and table it restates.  Rounding helpers
used by several steps live here too.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Mapping

DATA: Final = Path(__file__).resolve().parent / "data"

# Range bands in hexes where a weapon starts to count (Short, Medium, Long,
# Extreme): a weapon adds damage to a band when its long range reaches the
# band's first hex (ASC p. 95: S 0-3, M 4-15, L 16-23, E 24+ hexes).
BAND_START: Final = (0, 4, 16, 24)
BANDS = ("s", "m", "l", "e")


def _freeze(v: Any) -> Any:
    if isinstance(v, dict):
        return MappingProxyType({k: _freeze(x) for k, x in v.items()})
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v


@lru_cache(maxsize=None)
def table(name: str) -> Mapping[str, Any]:
    with open(DATA / f"{name}.json", encoding="utf-8") as fh:
        return _freeze(json.load(fh))


def source(name: str) -> str:
    s = table(name)["source"]
    return f"{s['book']} p. {s['page']}"


@lru_cache(maxsize=None)
def cluster_hits(size: int, roll: int = 7) -> int:
    """Hits from the Cluster Hits Table (TW p. 33) for a launcher of ``size``
    and a 2D6 ``roll`` (clamped to 2..12)."""
    if size <= 0:
        return 0
    if size == 1:
        return 1
    roll = max(2, min(12, roll))
    sizes = table("cluster_hits")["sizes"]
    if size > 40:
        return cluster_hits(40, roll) * (size // 40) + cluster_hits(size % 40, roll)
    key = str(size)
    if key in sizes:
        return int(sizes[key][roll - 2])
    # 31-39: the 30 column plus the rest
    return cluster_hits(30, roll) + cluster_hits(size - 30, roll)


def tmm_for_move(inches: int) -> int:
    for top, mod in table("tmm")["bands"]:
        if inches <= top:
            return int(mod)
    return 5


@lru_cache(maxsize=None)
def mech_structure(engine_id: str, tonnage: float) -> int:
    t = table("mech_structure")
    row = t["engine_rows"].get(engine_id, 0)
    col = int(tonnage) // 5 - 2
    col = max(0, min(col, len(t["rows"][row]) - 1))
    return int(t["rows"][row][col])
