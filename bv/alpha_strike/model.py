"""Result types of the Alpha Strike conversion (all frozen)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass(frozen=True, init=False)
class ASStep:
    """One line of the conversion report: a stable id, what was done, the
    result and the rule's book and page."""

    step: str
    description: str
    result: str
    rule: str

    def __init__(self, step: str, description: str, result: str, rule: str) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "description", description)
        object.__setattr__(self, "result", result)
        object.__setattr__(self, "rule", rule)

    def as_dict(self) -> dict:
        return {"step": self.step, "description": self.description, "result": self.result, "rule": self.rule}


@dataclass(frozen=True, init=False)
class Damage:
    """One damage value: ``value`` whole points, ``minimal`` for 0*."""

    value: int = 0
    minimal: bool = False

    def __init__(self, value: int = 0, minimal: bool = False) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "minimal", minimal)

    def __str__(self) -> str:
        return "0*" if self.minimal else str(self.value)

    @property
    def pv_value(self) -> float:
        return 0.5 if self.minimal else float(self.value)


@dataclass(frozen=True, init=False)
class ASResult:
    """A unit's Alpha Strike statistics.

    ``move`` maps movement-mode letters ('' ground, 'j' jump, 't' tracked,
    ...) to inches, in card order; ``damage`` holds S/M/L/E (E None for
    ground units); ``pv`` is the Point Value at skill 4.
    """

    name: str
    unit_type: str
    size: int
    move: tuple[tuple[str, int], ...]
    tmm: int
    armor: int
    structure: int
    threshold: Optional[int]
    damage: tuple[Optional[Damage], Optional[Damage], Optional[Damage], Optional[Damage]]
    ov: int
    pv: int
    specials: tuple[str, ...]
    role: Optional[str]
    steps: tuple[ASStep, ...] = field(default=(), compare=False)
    skill: int = 4
    # Mounts the catalog does not know: left out, so the values are incomplete.
    unconverted: tuple[str, ...] = ()

    def __init__(self, name: str, unit_type: str, size: int, move: tuple[tuple[str, int], ...], tmm: int,
                 armor: int, structure: int, threshold: Optional[int],
                 damage: tuple[Optional[Damage], Optional[Damage], Optional[Damage], Optional[Damage]], ov: int,
                 pv: int, specials: tuple[str, ...], role: Optional[str], steps: tuple[ASStep, ...] = (),
                 skill: int = 4, unconverted: tuple[str, ...] = ()) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "unit_type", unit_type)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "move", move)
        object.__setattr__(self, "tmm", tmm)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "structure", structure)
        object.__setattr__(self, "threshold", threshold)
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "ov", ov)
        object.__setattr__(self, "pv", pv)
        object.__setattr__(self, "specials", specials)
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "steps", steps)
        object.__setattr__(self, "skill", skill)
        object.__setattr__(self, "unconverted", unconverted)

    @property
    def complete(self) -> bool:
        return not self.unconverted

    @property
    def move_text(self) -> str:
        # aerospace thrust is no distance: "5a", not 5"a (AS:CE notation)
        return "/".join(f"{inches}a" if mode == "a" else f'{inches}"{mode}' for mode, inches in self.move)

    @property
    def skill_pv(self) -> int:
        from . import pv_at_skill

        return pv_at_skill(self.pv, self.skill)

    def at_skill(self, skill: int) -> "ASResult":
        from dataclasses import replace

        from . import check_skill

        return replace(self, skill=check_skill(skill))

    def as_dict(self, explain: bool = False) -> dict:
        s, m, l, e = self.damage
        out = {
            "type": self.unit_type,
            "size": self.size,
            "move": self.move_text,
            "tmm": self.tmm,
            "armor": self.armor,
            "structure": self.structure,
            "threshold": self.threshold,
            "damage": {k: (None if v is None else str(v)) for k, v in zip("smle", (s, m, l, e))},
            "ov": self.ov,
            "pv": self.pv,
            "specials": list(self.specials),
            "role": self.role,
            "complete": self.complete,
            "unconverted": list(self.unconverted),
        }
        if self.skill != 4:
            out["skill"] = self.skill
            out["skill_pv"] = self.skill_pv
        if explain:
            out["steps"] = [st.as_dict() for st in self.steps]
        return out

    def report(self) -> str:
        lines = [f"{st.step:<18} {st.description:<72} {st.result:>14}  [{st.rule}]" for st in self.steps]
        return "\n".join(lines)
