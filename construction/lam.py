"""Land-Air 'Mech construction (Interstellar Operations pp. 113-115; IO:AE
pp. 108-109), on top of the BattleMech rules of construction/mech.py.

A LAM is a BattleMech with conversion equipment: it weighs 10% of the
'Mech (15% for a bimodal LAM), rounded up to the whole ton, and fills one
Landing Gear slot in each of CT, LT and RT and one Avionics slot in each of
HD, LT and RT.  The tables and the rule codes with their book and page live
in data/rules/lam.json.

:func:`conversion_weight` gives the part the 'Mech weight check adds;
:func:`check_lam` is one of construction.mech's checks (it reads the
:class:`~construction.mech.MechContext` the others share).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, Mapping

from . import components
from .report import Report, rule_tables
from .resolved import resolve
from .rounding import round_up_to

if TYPE_CHECKING:  # (construction.mech imports this module: its checks include check_lam)
    from .mech import MechContext

CONVERSION_PART: Final = "LAM conversion equipment"


def tables() -> Mapping[str, Any]:
    """The tables of data/rules/lam.json."""
    return rule_tables("lam")


def lam_type(design) -> str:
    """standard or bimodal (a file naming no type is a standard LAM)."""
    return design.mech.lam_type or tables()["conversion_equipment"]["default_type"]


def conversion_weight(ctx: MechContext) -> list[tuple[str, float]]:
    """The LAM conversion equipment as a weight part (none for other 'Mechs):
    the LAM type's fraction of the tonnage, rounded up to the whole ton
    (IO p. 113)."""
    d = ctx.design
    if d.mech is None or d.mech.config != "lam":
        return []
    table = tables()["conversion_equipment"]
    fraction = table["fraction"].get(lam_type(d))
    if fraction is None:
        return []
    step = table["round_up_to"]
    return [(CONVERSION_PART, round_up_to(d.tonnage * fraction, step))]


def check_lam(ctx: MechContext, report: Report) -> None:
    """The Land-Air 'Mech rules: fixed systems, allowed components and
    equipment; and, on any other 'Mech, no LAM-only equipment."""
    if ctx.mech.config != "lam":
        _check_lam_only(ctx, report)
        return
    t = tables()
    _check_systems(ctx, report, t)
    _check_components(ctx, report, t)
    _check_equipment(ctx, report, t)
    d = ctx.design
    if d.omni:
        report.error("LAM_OMNI", "a Land-Air 'Mech cannot be an OmniMech")
    if d.jump_mp < t["min_jump_mp"]:
        report.error("LAM_JUMP_MP", f"a Land-Air 'Mech needs at least {t['min_jump_mp']} Jumping MP, not {d.jump_mp}", item="Jump Jet")
    for arm in ("LA", "RA"):
        for actuator in t["arm_actuators"]:
            if not ctx.slot_count(actuator, arm):
                report.error("LAM_ARM_ACTUATORS", f"{arm} lacks its {actuator} (a LAM keeps upper and lower arm actuators)", arm, actuator)


@lru_cache(maxsize=1)
def _lam_only() -> tuple[tuple[str, ...], frozenset]:
    """The LAM systems' names and the LAM-only equipment flags."""
    t = tables()
    return tuple(n for n in t["fixed_systems"] if not n.startswith("_")), frozenset(t["lam_only_flags"])


def _check_lam_only(ctx: MechContext, report: Report) -> None:
    systems, flags = _lam_only()
    for name in systems:
        if not ctx.has_system(name):
            continue
        for loc in ctx.locations:
            if ctx.slot_count(name, loc):
                report.error("LAM_ONLY_EQUIPMENT", f"{name} belongs to Land-Air 'Mechs only", loc, name)
    if not flags.isdisjoint(resolve(ctx.design).flags):  # the design's flags, worked out once
        for mount, item in ctx.with_flag(*flags):
            report.error("LAM_ONLY_EQUIPMENT", f"{item.name} belongs to Land-Air 'Mechs only", mount.location, item.id)


def _check_systems(ctx: MechContext, report: Report, t: Mapping[str, Any]) -> None:
    for name, where in t["fixed_systems"].items():
        if name.startswith("_"):
            continue
        for loc in ctx.locations:
            want = where.get(loc, 0)
            have = ctx.slot_count(name, loc)
            if have != want:
                report.error("LAM_SYSTEMS", f"{loc} holds {have} {name} slot(s); a Land-Air 'Mech has {want} there", loc, name)


def _check_components(ctx: MechContext, report: Report, t: Mapping[str, Any]) -> None:
    from .mech import cockpit_layout, tech_text

    d = ctx.design
    tech = tech_text(d)
    if ctx.engine is not None and ctx.engine.id not in t["engines"]:
        report.error("LAM_ENGINE", f"a Land-Air 'Mech cannot use a {ctx.engine.name} engine", "CT", ctx.engine.name)
    if ctx.gyro is not None and ctx.gyro.id not in t["gyros"]:
        report.error("LAM_GYRO", f"a Land-Air 'Mech cannot use a {ctx.gyro.name}", "CT", ctx.gyro.name)
    cockpit = ctx.cockpit
    if cockpit is not None:
        layout = cockpit_layout(cockpit)
        head = layout.get("HD", {}).get("Cockpit", 0)
        if cockpit.id in t["cockpits_refused"] or head != 1 or any("Cockpit" in v for k, v in layout.items() if k != "HD"):
            report.error("LAM_COCKPIT", f"a Land-Air 'Mech cannot use a {cockpit.name}", "HD", cockpit.name)
    if ctx.structure is not None and components.structure_slots(ctx.structure, unit_tech_base=tech):
        report.error("LAM_STRUCTURE", f"a Land-Air 'Mech cannot use {ctx.structure.name} structure (it takes critical slots)",
                     item=ctx.structure.name)
    armors: list[Any] = [ctx.armor] if ctx.armor is not None else []  # armor types, or the names patchwork gives
    if d.armor_type == "patchwork":
        for a in d.armor:
            if a.armor_type is not None:
                armors.append(a.armor_type)
    seen = set()
    for armor in armors:
        try:
            kind = components.armor(armor, tech)
            slots = components.armor_slots(kind, tech)
        except (KeyError, ValueError):
            continue  # an unknown armor type is reported by the 'Mech checks
        if kind.id in seen:
            continue
        seen.add(kind.id)
        if kind.id in t["armor_refused"] or slots:
            why = "" if kind.id in t["armor_refused"] else " (it takes critical slots)"
            report.error("LAM_ARMOR", f"a Land-Air 'Mech cannot use {kind.name} armor{why}", item=kind.name)


def _check_equipment(ctx: MechContext, report: Report, t: Mapping[str, Any]) -> None:
    from .mech import ARMOR_FLAGS, STRUCTURE_FLAGS

    refused_flags = set(t["refused_flags"])
    refused_ammo = set(t["refused_ammo_types"])
    bomb_bays = 0
    spread: dict[str, set[str]] = {}
    for mount, item in ctx.equipment():
        if "F_BOMB_BAY" in item.flags:
            bomb_bays += 1
        ammo_type = item.weapon.ammo_type if item.kind == "weapon" and item.weapon is not None else None
        if (not refused_flags.isdisjoint(item.flags) or ammo_type in refused_ammo or item.id in t["refused_ids"]
                or item.tonnage_rule in t["refused_tonnage_rules"]):
            report.error("LAM_EQUIPMENT", f"a Land-Air 'Mech cannot mount {item.name}", mount.location, item.id)
        if mount.split_location:
            report.error("LAM_SPLIT", f"{item.name} is split between {mount.location} and {mount.split_location}",
                         mount.location, item.id)
        if item.spreadable and ARMOR_FLAGS.isdisjoint(item.flags) and STRUCTURE_FLAGS.isdisjoint(item.flags):
            spread.setdefault(item.id, set()).add(mount.location)
    for item_id, locations in spread.items():
        if len(locations) > 1:
            report.error("LAM_SPLIT", f"{item_id} is spread over {', '.join(sorted(locations))}; a LAM keeps it in one location",
                         item=item_id)
    if bomb_bays > t["max_bomb_bays"]:
        report.error("LAM_BOMB_BAYS", f"{bomb_bays} bomb bays; a Land-Air 'Mech carries at most {t['max_bomb_bays']}", item="Bomb Bay")


__all__ = ["CONVERSION_PART", "check_lam", "conversion_weight", "lam_type", "tables"]
