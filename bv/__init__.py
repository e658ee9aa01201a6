"""Battle Value 2.0.

``bv.compute(design, gunnery=4, piloting=5)`` returns a :class:`BVResult`
whose ``breakdown`` lists every step of the TechManual procedure (with the
Tactical Operations errata) so a player can redo it by hand.
``bv.skill_multiplier(g, p)`` is the pilot skill table; forces with C3 and
TAG live in :mod:`bv.force`.
"""

from __future__ import annotations

from construction import native

native.activate(__name__, __path__)  # the compiled core, when built and fresh (issue 14)

from .model import BVResult, Rule, SkillInfo, Step
from .price import CannotPrice, compute, skill_multiplier

__all__ = ["BVResult", "CannotPrice", "Rule", "SkillInfo", "Step", "compute", "skill_multiplier"]
