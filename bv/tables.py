"""The BV tables, read once from ``bv/data/*.json`` (each file names its book and page)."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Final, Mapping

from .model import Rule
from construction.frozen import freeze as _freeze
from construction.model import Design
from construction.resolved import resolve

DATA: Final = Path(__file__).resolve().parent / "data"




_TABLES: Final[dict[str, Mapping[str, Any]]] = {}


def table(name: str) -> Mapping[str, Any]:
    """bv/data/<name>.json, read once.  A dict, not lru_cache: the rules
    ask for a table ~160,000 times over the corpus, and a compiled call
    and one lookup cost less than a call through the cache's wrapper."""
    found = _TABLES.get(name)
    if found is None:
        with open(DATA / f"{name}.json", encoding="utf-8") as fh:
            found = _TABLES[name] = _freeze(json.load(fh))
    return found


@lru_cache(maxsize=None)
def rule(step: str) -> Rule:
    r = table("rules")["steps"][step]
    return Rule(r["book"], int(r["page"]))


def speed_factor(mp: int) -> float:
    t = table("speed_factor")["factors"]
    key = str(mp)
    if key in t:
        return float(t[key])
    return math.floor(math.pow(1 + (mp - 5) / 10.0, 1.2) * 100 + 0.5) / 100


def tmm(mp: int, jump: bool = False) -> int:
    """Target movement modifier for moving ``mp`` hexes (0 when not moving)."""
    if mp <= 0:
        return 0
    t = table("tmm")
    for lo, hi, mod in t["bands"]:
        if lo <= mp <= hi:
            return mod + (t["jump_bonus"] if jump else 0)
    return 0


def multiplier(kind: str, component_id: str | None, fallback: float | None = None) -> float:
    """A BV multiplier for a component id (armor, structure, engine, gyro,
    cockpit) from ``multipliers.json``; ids it does not list use
    ``fallback`` (the component registry's value) or the table default."""
    t = table("multipliers")[kind]
    if component_id in t["by_id"]:
        return float(t["by_id"][component_id])
    if fallback is not None:
        return float(fallback)
    return float(t["default"])


@lru_cache(maxsize=None)
def prototype_jump_jet_ids() -> frozenset:
    """The catalog ids of prototype improved jump jets
    (equipment_rules.json heat.prototype_improved_jump_jet)."""
    return frozenset(table("equipment_rules")["heat"]["prototype_improved_jump_jet"]["ids"])


def prototype_jump_heat(jump_mp: int, xxl: bool) -> int:
    """Jump heat of prototype improved jump jets (IO:AE p. 97): the heat of
    standard jets (the MP jumped, at least 3; with an XXL engine twice that,
    at least 6) for mp_factor x the MP jumped, at least ``minimum``
    (equipment_rules.json heat.prototype_improved_jump_jet).  Shared by the
    BV heat efficiency and the Alpha Strike heat step."""
    p = table("equipment_rules")["heat"]["prototype_improved_jump_jet"]
    mp = jump_mp * p["mp_factor"]
    return max(p["minimum"], max(6, mp * 2) if xxl else max(3, mp))


def prototype_jump_jets(design: Design) -> bool:
    """Does the design carry prototype improved jump jets (IO:AE p. 97)?
    Read by the BV heat efficiency and the Alpha Strike heat step."""
    return not prototype_jump_jet_ids().isdisjoint(rm.eq.id for rm in resolve(design).items)


@dataclass(frozen=True)
class ShieldMovement:
    """What a 'Mech's medium and large shields do to its movement (TO
    p. 290; equipment_rules.json shield_movement): ``shields`` how many it
    carries, ``walk`` and ``jump`` the MP they add (negative), ``no_jump``
    whether one rules out jumping.  Battle Value and Alpha Strike each apply
    it by their own rules."""

    shields: int = 0
    walk: int = 0
    jump: int = 0
    no_jump: bool = False


_NO_SHIELDS: Final = ShieldMovement()


def shield_movement(design: Design) -> ShieldMovement:
    """The movement effect of the design's shields (every shield in the
    table is a club, F_CLUB: a design without clubs has none)."""
    r = resolve(design)
    if "F_CLUB" not in r.flags:
        return _NO_SHIELDS
    by_id = table("equipment_rules")["shield_movement"]["by_id"]
    rows = [by_id[rm.eq.id] for rm in r.items if rm.eq.id in by_id]
    if not rows:
        return _NO_SHIELDS
    return ShieldMovement(len(rows), sum(row["walk"] for row in rows), sum(row.get("jump", 0) for row in rows),
                          any(row["no_jump"] for row in rows))
