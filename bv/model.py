"""Result types of the Battle Value calculation (all frozen)."""

from __future__ import annotations

from dataclasses import dataclass, field
from numbers import Integral
from typing import Any

from construction.rounding import number_text


@dataclass(frozen=True, init=False)
class Rule:
    """Where a step's rule is printed: a book (``TM`` TechManual, ``TO``
    Tactical Operations, ``TW`` Total Warfare) and a page."""

    book: str
    page: int

    def __init__(self, book: str, page: int) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "book", book)
        object.__setattr__(self, "page", page)

    def __str__(self) -> str:
        return f"{self.book} p. {self.page}"

    def as_dict(self) -> dict:
        return {"book": self.book, "page": self.page}


@dataclass(frozen=True, init=False)
class Step:
    """One line of the BV report.

    ``step`` is a stable id (``def.armor``, ``off.weapon``, ...), ``value``
    what this line adds or the factor it applies, ``running_total`` the
    rating after the line: the defensive battle rating for ``def.*`` steps,
    the offensive battle rating for ``off.*`` steps and the unit's BV after.
    """

    step: str
    description: str
    value: float
    running_total: float
    rule: Rule

    def __init__(self, step: str, description: str, value: float, running_total: float, rule: Rule) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "description", description)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "running_total", running_total)
        object.__setattr__(self, "rule", rule)

    def as_dict(self) -> dict:
        return {
            "step": self.step,
            "description": self.description,
            "value": _num(self.value),
            "running_total": _num(self.running_total),
            "rule": self.rule.as_dict(),
        }


# A skill is taken as given (Any) and checked here: a compiled ``int``
# parameter would answer 4.5 or None with a TypeError instead of the
# ValueError callers expect, and take True for 1.
def whole_skill(value: Any, what: str = "skill") -> int:
    """A crew skill (``what`` names it in the error): a whole number from 0
    to 8, else a ValueError.  BV's gunnery and piloting and the Alpha Strike
    skill share it."""
    if type(value) is int and 0 <= value <= 8:
        return value  # the usual case, without the (slow) Integral check
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise ValueError(f"{what} must be a whole number from 0 to 8, got {value!r}")
    v = int(value)
    if not 0 <= v <= 8:
        raise ValueError(f"{what} must be from 0 to 8, got {v}")
    return v


@dataclass(frozen=True, init=False)
class SkillInfo:
    gunnery: int
    piloting: int
    multiplier: float

    def __init__(self, gunnery: int, piloting: int, multiplier: float) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "gunnery", gunnery)
        object.__setattr__(self, "piloting", piloting)
        object.__setattr__(self, "multiplier", multiplier)

    def as_dict(self) -> dict:
        return {"gunnery": self.gunnery, "piloting": self.piloting, "multiplier": self.multiplier}


@dataclass(frozen=True, init=False)
class BVResult:
    """``bv`` is the final BV for the given crew; ``base_bv`` the BV for a
    4/5 crew (the number the Master Unit List prints)."""

    bv: int
    base_bv: int
    skill: SkillInfo
    defensive: float
    offensive: float
    breakdown: tuple[Step, ...]
    warnings: tuple[str, ...] = field(default=())
    # Mounts the catalog does not know ("name (location)"): left out of the
    # BV, which is then incomplete (a lower bound), never silently low.
    unpriced: tuple[str, ...] = field(default=())
    # what a caller worked out from this result and keeps with it (the
    # service keeps its encoded answer here: api/bv.py)
    memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __init__(self, bv: int, base_bv: int, skill: SkillInfo, defensive: float, offensive: float,
                 breakdown: tuple[Step, ...], warnings: tuple[str, ...] = (),
                 unpriced: tuple[str, ...] = ()) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "bv", bv)
        object.__setattr__(self, "base_bv", base_bv)
        object.__setattr__(self, "skill", skill)
        object.__setattr__(self, "defensive", defensive)
        object.__setattr__(self, "offensive", offensive)
        object.__setattr__(self, "breakdown", breakdown)
        object.__setattr__(self, "warnings", warnings)
        object.__setattr__(self, "unpriced", unpriced)
        object.__setattr__(self, "memo", {})

    @property
    def complete(self) -> bool:
        return not self.unpriced

    def as_dict(self) -> dict:
        return {
            "bv": self.bv,
            "complete": self.complete,
            "unpriced": list(self.unpriced),
            "base_bv": self.base_bv,
            "skill": self.skill.as_dict(),
            "defensive_battle_rating": _num(self.defensive),
            "offensive_battle_rating": _num(self.offensive),
            "breakdown": [s.as_dict() for s in self.breakdown],
            "warnings": list(self.warnings),
        }

    def report(self) -> str:
        """The breakdown as plain text, one line per step."""
        lines = []
        for s in self.breakdown:
            lines.append(f"{s.step:<22} {s.description:<70} {number_text(s.value, 4):>10} {number_text(s.running_total, 4):>10}  [{s.rule}]")
        lines.append(f"{'bv':<22} {'final BV':<70} {self.bv:>10}")
        return "\n".join(lines)


def _num(x: float):
    if isinstance(x, float):
        r = round(x, 4)
        return int(r) if r == int(r) else r
    return x
