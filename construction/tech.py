"""Tech base, rules level and introduction dates of equipment: the facts
every family's checks share (TechManual, Construction Basics; rules levels
per Total Warfare / Tactical Operations).

* :func:`item_rules_level` - the level an item has in a design's year;
* :func:`item_intro_year` - the year an item became available to a tech base;
* :data:`INTRO_YEAR_SLACK` - how many years early counts as a warning only;
* :func:`rules_level_code` - the one rules-level check every family uses.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Final, Optional

from .model import RULES_LEVELS

if TYPE_CHECKING:
    from .catalog import Equipment
    from .model import Design
    from .report import Report

LEVELS: Final = {level: number for number, level in enumerate(RULES_LEVELS)}
LEVEL_NAMES: Final = dict(enumerate(RULES_LEVELS))

# Introduction dates in the sources are circa values ("~3070"); a design
# dated this many years or fewer before its equipment draws a warning only
# (MegaMek's verifier uses the same margin).
INTRO_YEAR_SLACK: Final = 5

# MegaMek's year-by-year level labels ("IS_Experimental", "All_TW", ...).
_LEVEL_WORDS: Final = (
    ("experimental", 3),
    ("advanced", 2),
    ("tw_non_box", 1),
    ("tw_box", 0),
    ("tw_all", 1),
    ("_tw", 1),
    ("standard", 1),
    ("introductory", 0),
)

def _label_level(label: str, static: int) -> int:
    """The level a year-by-year label names, capped by the static level."""
    low = label.lower()
    for word, level in _LEVEL_WORDS:
        if word in low:
            return min(level, static)
    return static


# Catalog items are immutable and their ids unique, so what depends on the
# item alone is worked out once per id (item_rules_level and item_intro_year
# run for every mount of every design).
_TIMELINES: Final[dict[str, tuple[int, int, tuple[tuple[int, int], ...]]]] = {}
_INTRO_YEARS: Final[dict[tuple[str, str, bool], Optional[int]]] = {}


def _level_timeline(item: Equipment) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """(static level, level before the first dated step, (start year,
    level) steps in year order) of an item."""
    timeline = _TIMELINES.get(item.id)
    if timeline is None:
        static = LEVELS.get(item.rules_level or "standard", 1)
        by_year = item.rules_level_by_year or {}
        steps = tuple(sorted(((int(k), v) for k, v in by_year.items()), key=lambda kv: kv[0]))
        before = _label_level(by_year[min(by_year, key=int)], static) if by_year else static
        timeline = (static, before, tuple((start, _label_level(label, static)) for start, label in steps))
        _TIMELINES[item.id] = timeline
    return timeline


def item_rules_level(item, year: Optional[int]) -> int:
    """The item's rules level (0 introductory ... 3 experimental) for a design
    of the given year: equipment starts experimental and becomes advanced, then
    standard, as it spreads (rules_level_by_year); capped by its static level,
    since the files' own levels are MegaMek's static ones and a design is over
    its level only when both readings agree."""
    static, level, steps = _level_timeline(item)
    if year is None or not steps:
        return static
    for start, step_level in steps:
        if start > year:
            break
        level = step_level
    return level


def item_intro_year(item: Equipment, tech_base: str, mixed: bool) -> Optional[int]:
    """The year ``item`` became available to a design of ``tech_base``: its
    own tech base's date; for mixed-tech designs and items of both bases the
    earliest known date.  None when the sources give none."""
    key = (item.id, tech_base, mixed)
    if key in _INTRO_YEARS:
        return _INTRO_YEARS[key]
    years = item.intro_year or {}
    own_base = item.tech_base if item.tech_base in ("IS", "Clan") else tech_base
    own = years.get(own_base)
    found: Optional[int]
    if own is not None and own >= 0:
        found = own
    elif mixed or item.tech_base not in ("IS", "Clan"):
        known = [y for y in years.values() if y is not None and y >= 0]
        found = min(known) if known else None
    else:
        found = None
    _INTRO_YEARS[key] = found
    return found


def extinct_year(item: Equipment, tech_base: str, mixed: bool, year: int) -> Optional[int]:
    """The year ``item`` went extinct for a design of ``tech_base`` built in
    ``year``, or None while it can still be had.  An item of one tech base
    goes by that base's dates; an item of both by the design's base, and on a
    mixed-tech design by both (such a design draws on Inner Sphere and Clan
    equipment alike: TM pp. 46-47, the page MECH_TECH_BASE cites; as
    :func:`item_intro_year` takes the earliest date): it is extinct only when it is, and is not yet reintroduced, in
    each.  With several, the latest extinction is given."""
    extinct_years = item.extinct_year
    if not extinct_years:  # most items never went extinct
        return None
    if item.tech_base in ("IS", "Clan"):
        bases: tuple[str, ...] = (item.tech_base,)
    elif mixed:
        bases = ("IS", "Clan")
    else:
        bases = (tech_base,)
    reintro_years = item.reintro_year or {}
    found = []
    for base in bases:
        extinct = extinct_years.get(base)
        reintro = reintro_years.get(base)
        if not (extinct and 0 < extinct <= year) or (reintro and 0 < reintro <= year):
            return None
        found.append(extinct)
    return max(found)


def intro_year_code(prefix: str, item_year: int, design_year: int) -> str:
    """``<PREFIX>_INTRO_YEAR`` (error) or ``<PREFIX>_INTRO_YEAR_CLOSE``
    (warning) for equipment dated after the design."""
    return f"{prefix}_INTRO_YEAR" if item_year - design_year > INTRO_YEAR_SLACK else f"{prefix}_INTRO_YEAR_CLOSE"


@lru_cache(maxsize=None)  # a few families x levels; asked for every mount
def rules_level_code(prefix: str, item_level: int, design_rules_level: str) -> Optional[str]:
    """The issue an item of ``item_level`` raises on a design of
    ``design_rules_level``, the same for every family: none when the item is
    at or below the design's level (an introductory design may use standard
    items: both are tournament-legal); ``<PREFIX>_RULES_LEVEL`` (error) for
    experimental equipment on a design that does not declare itself
    experimental; ``<PREFIX>_RULES_LEVEL_ABOVE`` (warning) for advanced
    equipment on an introductory or standard design, which MegaMek's files
    often carry because their level is worked out for another year."""
    design_level = max(LEVELS["standard"], LEVELS.get(design_rules_level, LEVELS["standard"]))
    if item_level <= design_level:
        return None
    if item_level >= LEVELS["experimental"]:
        return f"{prefix}_RULES_LEVEL"
    return f"{prefix}_RULES_LEVEL_ABOVE"


def report_item_tech(report: Report, prefix: str, design: Design, eq: Equipment, location: Optional[str] = None,
                     noun: str = "design") -> None:
    """The tech checks every family makes of one item, as ``<PREFIX>_...``
    codes: its tech base against the design's (unless mixed tech), its rules
    level against the design's, its introduction year against the design's
    year."""
    if not design.mixed_tech and eq.tech_base not in ("All", design.tech_base):
        report.add(f"{prefix}_TECH_BASE", f"{eq.name} is {eq.tech_base} equipment on a {design.tech_base} {noun} "
                   "that is not mixed tech", location, eq.id)
    level = item_rules_level(eq, design.year)
    code = rules_level_code(prefix, level, design.rules_level)
    if code:
        report.add(code, f"{eq.name} is {LEVEL_NAMES[level]} equipment; the {noun} declares {design.rules_level} rules",
                   location, eq.id)
    year = item_intro_year(eq, design.tech_base, design.mixed_tech)
    if design.year and year and year > design.year:
        report.add(intro_year_code(prefix, year, design.year),
                   f"{eq.name} appears in {year}, after the {noun}'s year {design.year}", location, eq.id)
