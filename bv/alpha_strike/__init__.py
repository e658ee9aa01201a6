"""Alpha Strike conversion (Alpha Strike Companion conversion rules as
carried into AS:CE, with the ASC errata v1.4 and the AS:CE errata v6.02).

``convert(design) -> ASResult`` turns a design into its Alpha Strike card
values; ``ASResult.as_dict()`` is the JSON form and ``ASResult.steps`` the
conversion written out step by step.  ``pv_at_skill(pv, skill)`` applies the
skill table; ``skill_from_pilot(gunnery, piloting)`` is the errata's
floor((piloting + gunnery) / 2).
"""

from __future__ import annotations

from construction import native

native.activate(__name__, __path__)  # the compiled core, when built and fresh (issue 14)

from .conversion import check_skill, convert, pv_at_skill, skill_from_pilot, supported
from .facts import NotConvertible
from .model import ASResult, ASStep, Damage

__all__ = ["ASResult", "ASStep", "Damage", "NotConvertible", "check_skill", "convert", "pv_at_skill",
           "skill_from_pilot", "supported"]
