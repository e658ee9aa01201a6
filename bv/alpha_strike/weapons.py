"""What one weapon contributes to an Alpha Strike conversion.

The rules are those of the Alpha Strike Companion's "Converting weapons"
(ASC pp. 92-95, as carried into AS:CE): a weapon adds its Total Warfare
damage / 10 to every range band its long range reaches, cluster weapons
use the Cluster Hits Table result for a roll of 7 (Artemis IV 9, prototype
Artemis 8, Artemis V 10), a minimum range lowers Short damage by
(12 - minimum) / 12 taken to two decimals, rounded down (see
_minrange_factor), and a to-hit modifier changes damage by 5% per point.
Weapon families with their own conversion (Ultra and Rotary ACs, LB-X,
Streaks, ATMs, MMLs, ...) are data in ``data/weapon_classes.json``.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Final, NamedTuple, Optional, TypeVar

from construction.catalog import Equipment, WeaponStats

from .tables import BAND_START, cluster_hits, table

_T = TypeVar("_T")
_MISSING: Final[Any] = object()  # what no cached function returns


def _by_id(fn: Callable[..., _T]) -> Callable[..., _T]:
    """Cache a function of an Equipment (unhashable) by its id and the
    other arguments.  (A miss is told by a marker, not a KeyError: the
    compiled core spends thousands of instructions on an exception.)"""
    cache: dict[tuple, _T] = {}

    def wrapper(eq: Equipment, *args: Any) -> _T:
        key = (eq.id, eq.tech_base) + args
        v = cache.get(key, _MISSING)
        if v is _MISSING:
            v = cache[key] = fn(eq, *args)
        return v

    wrapper.__doc__ = fn.__doc__
    wrapper.__name__ = fn.__name__
    return wrapper


# Damage-special classes (the abilities that carry their own damage values).
STANDARD = "STD"


def _w(eq: Equipment) -> Optional[WeaponStats]:
    return eq.weapon


def one_shot(eq: Equipment) -> bool:
    """A one-shot weapon: the weapon's own one-shot mark or the F_ONESHOT
    flag (the OS versions of launchers)."""
    return bool((eq.weapon is not None and eq.weapon.one_shot) or "F_ONESHOT" in eq.flags)


@_by_id
def family(eq: Equipment) -> str:
    """The conversion family of a weapon (a key of weapon_classes.json)."""
    w = _w(eq)
    fams = table("weapon_classes")["by_ammo_type"]
    ident = eq.id
    over = table("weapon_classes")["by_id"]
    if ident in over:
        return over[ident]["family"]
    if w is not None and w.ammo_type in fams:
        return fams[w.ammo_type]
    if "F_FLAMER" in eq.flags:
        return "flamer"
    if w is not None and w.damage == "artillery":
        return "artillery"
    return "standard"


@_by_id
def special_class(eq: Equipment) -> Optional[str]:
    """AC, LRM, SRM, FLK, TOR, IATM, REL or None (ASC p. 95 damage specials)."""
    fam = family(eq)
    return table("weapon_classes")["special_class"].get(fam)


@_by_id
def indirect(eq: Equipment) -> bool:
    """Counts toward IF (ASC p. 95).  Streak LRMs do not fire indirectly
    (BMM errata p. 104)."""
    return family(eq) in table("weapon_classes")["indirect"]


def _range(eq: Equipment, key: str) -> int:
    w = _w(eq)
    if w is None:
        return 0
    ranges = w.ranges or {}
    if not ranges.get("long"):
        # torpedoes come without ranges (an IS LRT carries only its minimum
        # range, a Clan LRT none): their family gives the launcher's, the
        # minimum range stays the catalog's
        fallback = table("weapon_classes")["families"].get(family(eq), {}).get("ranges")
        if fallback:
            ranges = {**fallback, "minimum": ranges.get("minimum", 0) or 0}
    return int(ranges.get(key, 0) or 0)


def _minrange_factor(eq: Equipment) -> float:
    """The Short-range factor of a minimum range (ASC p. 94): (12 - minimum)
    / 12 as the conversion's weapon values carry it, to two decimals rounded
    down - minimum 2: 0.83, 3: 0.75, 4: 0.66, 6: 0.5.  The printed values
    show it: AC/2 S 0.132 (0.2 x 0.66), Gauss rifle S 1.245 (1.5 x 0.83),
    HAG/40 S 2.656 (32 hits x 0.83 / 10), as MegaMek's converter carries
    them.  (Minimum 1, two rare weapons, gives 0.91; no printed value for
    it at hand.)"""
    mn = _range(eq, "minimum")
    if mn <= 0:
        return 1.0
    return math.floor((12 - mn) * 100 / 12 + 1e-9) / 100


@_by_id
def band_damage(eq: Equipment, band: int, fcs: Optional[str] = None) -> float:
    """AS damage (already divided by 10) of one weapon in range band
    ``band`` (0 S, 1 M, 2 L, 3 E); ``fcs`` is 'artemis', 'artemis_proto',
    'artemis_v' or 'apollo' for a linked fire-control system, 'capacitor'
    for a PPC with a PPC capacitor."""
    w = _w(eq)
    if w is None:
        return 0.0
    fam = family(eq)
    spec = table("weapon_classes")["families"].get(fam, {})
    if spec.get("no_damage"):
        return 0.0
    by_id = table("weapon_classes")["by_id"].get(eq.id, {})
    if "bands" in by_id:
        vals = by_id["bands"]
        return float(vals[band]) if band < len(vals) else 0.0
    if "bands" in spec:
        vals = spec["bands"]
        per = w.rack_size / float(spec.get("per_rack", 1)) if spec.get("per_rack") else 1.0
        return float(vals[band]) * per if band < len(vals) else 0.0
    long_range = _range(eq, "long")
    kind = spec.get("kind", "standard")
    rack = w.rack_size
    if "brackets" in by_id:
        # variable damage: a band takes the mean of the Total Warfare range
        # brackets it spans, each bracket's damage with its own to-hit
        # modifier (5% a point); then the usual minimum-range adjustment
        brackets = by_id["brackets"]
        spans = by_id["band_brackets"][band] if band < len(by_id["band_brackets"]) else []
        if not spans:
            return 0.0
        dmg = sum(float(brackets[i][0]) * (1 - 0.05 * float(brackets[i][1])) for i in spans) / len(spans)
        if band == 0:
            dmg *= _minrange_factor(eq)
        return dmg / 10.0
    if "tw_bands" in by_id:
        vals = by_id["tw_bands"]
        if fcs == "capacitor" and "capacitor_tw_bands" in by_id:
            vals = by_id["capacitor_tw_bands"]
        dmg = float(vals[band]) if band < len(vals) else 0.0
        kind = "tw_bands"
    elif BAND_START[band] > long_range and kind not in ("mml", "cluster_bands"):
        return 0.0
    elif kind == "mml":
        # SRM mode (2 per missile) at S, LRM mode (1) at L, the mean of
        # the two modes at M (the reference's conversion)
        roll = {"artemis": 9, "artemis_proto": 8, "artemis_v": 10}.get(fcs or "", 7)  # no link: 7
        hits = cluster_hits(rack, roll)
        return hits * (2.0, 1.5, 1.0, 0.0)[band] / 10.0
    elif kind == "cluster_bands":
        # ATM / iATM: Cluster Hits Table at a fixed roll, per-hit damage by
        # band (HE at S, standard at M, ER at L)
        return cluster_hits(rack, int(spec["roll"])) * float(spec["band_damage"][band]) / 10.0
    if kind == "tw_bands":
        pass
    elif kind == "cluster":
        roll = int(spec["band_roll"][band]) if "band_roll" in spec else 7 + int(spec.get("roll_bonus", 0))
        if fcs is not None and spec.get("fcs", True):
            roll = {"artemis": 9, "artemis_proto": 8, "artemis_v": 10, "apollo": 6}.get(fcs, roll)
        dmg = cluster_hits(rack * int(spec.get("rack_multiplier", 1)), roll) * float(spec.get("per_missile", 1))
        if fcs is None and spec.get("unguided_to_hit"):
            # a to-hit modifier only the linked fire control removes (MRM +1)
            dmg *= 1 - 0.05 * float(spec["unguided_to_hit"])
    elif kind == "rack":
        dmg = rack * float(spec.get("per_missile", 1))
    elif kind == "rate":
        dmg = float(w.damage if isinstance(w.damage, (int, float)) else rack) * float(spec.get("rate", 1))
    else:
        dmg = _standard_damage(eq, band)
    dmg *= float(spec.get("multiplier", 1))
    if fcs == "capacitor" and dmg > 0:
        # a PPC capacitor: 5 more damage every other turn (ASC p. 94)
        dmg = (dmg + 5) / 2.0
    if band == 0:
        dmg *= _minrange_factor(eq)
    if spec.get("to_hit", kind in ("standard", "tw_bands")):
        th = w.to_hit_modifier or eq.to_hit_modifier or 0
        if th:
            dmg -= dmg * th * 0.05
    return dmg / 10.0


@_by_id
def bands(eq: Equipment, fcs: Optional[str] = None) -> tuple[float, float, float]:
    """band_damage at S, M and L."""
    return band_damage(eq, 0, fcs), band_damage(eq, 1, fcs), band_damage(eq, 2, fcs)


def _standard_damage(eq: Equipment, band: int) -> float:
    w = _w(eq)
    assert w is not None  # (band_damage asks only of a weapon)
    d = w.damage
    if isinstance(d, (int, float)):
        return float(d)
    dbr = w.damage_by_range or {}
    hexes = BAND_START[band]
    for key in ("short", "medium", "long", "extreme"):
        if hexes <= _range(eq, key):
            v = dbr.get(key)
            return float(v) if isinstance(v, (int, float)) else 0.0
    return 0.0


@_by_id
def heat(eq: Equipment) -> int:
    """Weapon heat for the OV calculation: Ultra ACs x2, Rotary ACs x6."""
    w = _w(eq)
    if w is None or w.heat is None:
        return 0
    fam = family(eq)
    return int(w.heat) * int(table("weapon_classes")["families"].get(fam, {}).get("heat_multiplier", 1))


@_by_id
def heat_damage(eq: Equipment, band: int) -> int:
    """Heat damage towards HT (flamers, plasma)."""
    by_id = table("weapon_classes")["by_id"].get(eq.id, {})
    if "heat_bands" in by_id:
        hb = by_id["heat_bands"]
        return int(hb[band]) if band < len(hb) else 0
    if band > 2 or BAND_START[band] > _range(eq, "long"):
        return 0
    for code in eq.bf_abilities:
        if code.startswith("HT") and code[2:].isdigit():
            return int(code[2:])
    if family(eq) == "flamer":
        d = eq.weapon.damage if eq.weapon else 0
        return int(d) if isinstance(d, (int, float)) else 2
    return 0


# Artillery ability by ammunition type, (Inner Sphere, Clan): data/artillery.json
ARTILLERY: Final = {k: tuple(v["codes"]) for k, v in table("artillery")["by_ammo_type"].items()}
CRUISE: Final = {50: "ARTCM5", 70: "ARTCM7", 90: "ARTCM9", 120: "ARTCM12"}


@_by_id
def artillery_code(eq: Equipment) -> Optional[str]:
    """The artillery ability of a weapon (ARTAIS, ARTLT, ARTCM5, ...) or None."""
    wt = eq.weapon
    if wt is None or not (wt.damage == "artillery" or family(eq) == "artillery"):
        return None
    if wt.ammo_type == "T_CRUISE_MISSILE":
        return CRUISE.get(wt.rack_size)
    if wt.ammo_type in ARTILLERY:
        return ARTILLERY[wt.ammo_type][1 if eq.tech_base == "Clan" else 0]
    return None


class Conversion(NamedTuple):
    """Everything the steps read of one catalog weapon with one fire-control
    link (or none), worked out once per item and link: the functions above,
    read again and again for every unit that mounts the weapon."""

    bands: tuple[float, float, float]  # band_damage at S, M, L with the link
    bands_unlinked: tuple[float, float, float]  # the same without it
    family: str
    special_class: Optional[str]
    indirect: bool
    heat: int  # heat(): towards the heat step
    heat_bands: tuple[int, int, int]  # heat_damage at S, M, L: towards HT
    one_shot: bool  # a one-shot weapon (adds no heat)
    artillery: Optional[str]  # artillery_code


@_by_id
def conversion(eq: Equipment, fcs: Optional[str] = None) -> Conversion:
    """The :class:`Conversion` of a weapon with the link ``fcs``."""
    return Conversion(
        bands=bands(eq, fcs),
        bands_unlinked=bands(eq, None),
        family=family(eq),
        special_class=special_class(eq),
        indirect=indirect(eq),
        heat=heat(eq),
        heat_bands=(heat_damage(eq, 0), heat_damage(eq, 1), heat_damage(eq, 2)),
        one_shot=one_shot(eq),
        artillery=artillery_code(eq),
    )
