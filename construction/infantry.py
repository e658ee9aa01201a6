"""Conventional infantry construction rules (TechManual pp. 144-155; armor
kits, field guns and specializations Tactical Operations pp. 310-318 and
340-341 with TO errata v3.02).

The platoon's derived facts live here, once, for validation, BV, Alpha
Strike and the sheet: :func:`motive` (the Motive Types Table row),
:func:`walk_mp` / :func:`jump_mp` (with the support-weapon, encumbering-armor
and field-artillery losses), :func:`damage_divisor`, :func:`damage_per_trooper`
(the primary counted at most 0.60, TM p. 152 errata), :func:`platoon_damage`
(the damage by surviving troopers), :func:`platoon_tons` and
:func:`can_make_anti_mech_attacks`.  :func:`validate_infantry` runs
:data:`CHECKS`; tables are ``data/components/infantry.json``, rule codes
``data/rules/infantry.json``.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Final, Mapping, Optional

from . import components
from .catalog import Equipment, catalog
from .model import Design
from .report import Report
from .resolved import resolve
from .rounding import round_half_up, round_up_to_half_ton
from .tech import report_item_tech

FIELD_GUNS: Final = "FIELD_GUNS"
ENGINEERS: Final = ("bridge_engineers", "demolition_engineers", "fire_engineers", "mine_engineers", "sensor_engineers",
             "trench_engineers")


@lru_cache(maxsize=1)
def tables() -> Mapping:
    return components.family_data("infantry")


def motive(design: Design) -> Mapping:
    """The Motive Types Table row; for a beast-mounted platoon, one made
    from its creature (TO:AUE p. 106)."""
    inf = design.infantry
    assert inf is not None  # an infantry design has its block: load_design and the importer fill it
    if inf.motion != "beast":
        return tables()["motives"][inf.motion]
    return _beast_row(inf.beast)


@lru_cache(maxsize=None)
def _beast_row(name: Optional[str]) -> Mapping:
    beasts = tables()["beasts"]
    b = beasts["creatures"].get(name or "", {"size": "large", "tons": 0.0, "mp": 1, "mode": "leg", "divisor": 1})
    size = beasts["sizes"][b["size"]]
    row = {"ground": b["mp"] if b["mode"] == "leg" else (1 if b["mode"] == "vtol" else 0),
           "squad_max": size["squad_max"], "troopers_max": size["creatures_max"] * size["troopers_per_creature"],
           "tons": b["tons"] / size["troopers_per_creature"] + 0.2, "mechanized": False, "letter": "f",
           "beast_divisor": b["divisor"]}
    if b["mode"] == "vtol":
        row["vtol"] = b["mp"]
        row["letter"] = "v"
    elif b["mode"] == "submarine":
        row["umu"] = b["mp"]
        row["letter"] = "s"
    return row


def mechanized(design: Design) -> bool:
    return bool(motive(design)["mechanized"])


def weapons(design: Design) -> tuple[Optional[Equipment], Optional[Equipment]]:
    """The primary and secondary weapons, as the resolved design has them
    (None where there is none or the catalog does not know it)."""
    primary, secondary, _kit = resolve(design).infantry
    return primary, secondary


def _inf(eq: Optional[Equipment]) -> Mapping:
    return (eq.weapon.infantry if eq is not None and eq.weapon is not None else None) or {}


def kit(design: Design) -> Optional[Mapping]:
    inf = design.infantry
    assert inf is not None  # as in motive
    k = inf.armor_kit
    return tables()["armor_kits"]["kits"].get(k) if k else None


def kit_flags(design: Design) -> set[str]:
    inf = design.infantry
    assert inf is not None  # as in motive
    k = kit(design)
    flags = set(k["flags"]) if k else set()
    for name in ("encumbering", "dest", "sneak_camo", "sneak_ir", "sneak_ecm", "spacesuit"):
        if getattr(inf, name):
            flags.add(name)
    return flags


def damage_divisor(design: Design) -> float:
    """The armor kit's divisor (or the custom one; 1 without armor); a TSM
    implant makes 1 into 0.5, dermal armor adds 1."""
    inf = design.infantry
    assert inf is not None  # as in motive
    k = kit(design)
    d = float(k["divisor"]) if k else float(inf.armor_divisor or 1.0)
    if "tsm_implant" in inf.augmentations and d == 1:
        d = 0.5
    if "dermal_armor" in inf.augmentations:
        d += 1
    return d * motive(design).get("beast_divisor", 1)


def support_secondaries(design: Design) -> bool:
    """Two or more support weapons a squad (they slow the platoon); TAG
    troops' TAG does not (:func:`tag_troops`)."""
    inf = design.infantry
    assert inf is not None  # as in motive
    sec = weapons(design)[1]
    return (sec is not None and "F_INF_SUPPORT" in sec.flags and inf.secondary_per_squad >= 2
            and not tag_troops(design))


def tag_troops(design: Design) -> bool:
    """A TAG-troops platoon whose secondary is its TAG: TAG troops replace the
    support-weapon troopers, their TAG does not determine the platoon's range
    and they do not decrease its speed (TO pp. 340-341 as TO errata v3.02
    adds them: TAG Troops entry and the Specialized Infantry table's note)."""
    sec = weapons(design)[1]
    inf = design.infantry
    assert inf is not None  # as in motive
    return "tag_troops" in inf.specializations and sec is not None and "F_TAG" in sec.flags


def field_guns(design: Design) -> list[Equipment]:
    return [rm.eq for rm in resolve(design).items
            if rm.mount.location == FIELD_GUNS and rm.eq is not None and rm.eq.kind == "weapon"]


def _field_artillery(design: Design) -> bool:
    return any("F_ARTILLERY" in eq.flags for eq in field_guns(design))


def walk_mp(design: Design) -> int:
    inf = design.infantry
    assert inf is not None  # as in motive
    mp = int(motive(design)["ground"])
    implants = {"tsm_implant", "dermal_armor"} & set(inf.augmentations)
    if support_secondaries(design) and inf.motion not in ("tracked", "jump") and not implants:
        mp = max(0, mp - 1)
    if "encumbering" in kit_flags(design):
        mp = max(1, mp - 1) if mp else 0
    if _field_artillery(design):
        mp = min(mp, 1)
    return mp


def jump_mp(design: Design) -> int:
    """Jump, VTOL or UMU MP (the platoon's second movement)."""
    inf = design.infantry
    assert inf is not None  # as in motive
    row = motive(design)
    mp = int(row.get("jump", row.get("vtol", row.get("umu", 0))))
    implants = {"tsm_implant", "dermal_armor"} & set(inf.augmentations)
    if mp and support_secondaries(design) and inf.motion != "submarine" and not implants:
        mp = max(0, mp - 1)
    if mp and "vtol" in row and inf.secondary:
        mp = max(0, mp - 1)
    if _field_artillery(design):
        mp = 0
    return mp


def damage_per_trooper(design: Design) -> float:
    """(primary, at most 0.60, x its troopers + secondary x its) / squad size (TM p. 152)."""
    inf = design.infantry
    assert inf is not None  # as in motive
    cap = tables()["primary_damage_cap"]
    first, second = weapons(design)
    primary = min(float(_inf(first).get("damage", 0) or 0), cap)
    secondary = float(_inf(second).get("damage", 0) or 0)
    n2 = inf.secondary_per_squad if inf.secondary else 0
    return (primary * (inf.squad_size - n2) + secondary * n2) / inf.squad_size


def platoon_damage(design: Design) -> list[tuple[int, int]]:
    """(troopers, damage) from the full platoon down to one: the damage
    per trooper times the troopers, rounded (TM p. 152)."""
    dpt = damage_per_trooper(design)
    inf = design.infantry
    assert inf is not None  # as in motive
    return [(n, round_half_up(dpt * n)) for n in range(inf.troopers, 0, -1)]


def range_weapon(design: Design) -> Optional[Equipment]:
    """The weapon that sets the platoon's range: the secondary with two or
    more per squad, else the primary (TM p. 152); never TAG troops' TAG
    (:func:`tag_troops`)."""
    inf = design.infantry
    assert inf is not None  # as in motive
    primary, secondary = weapons(design)
    if tag_troops(design):
        return primary
    return secondary if inf.secondary and inf.secondary_per_squad >= 2 else primary


def platoon_tons(design: Design) -> float:
    """Troopers x (motive tons + engineers 0.1, paratroopers 0.05, paramedics
    0.05, anti-'Mech gear 0.015) + field guns and a ton of ammunition each,
    rounded up to the half ton (TM p. 155)."""
    return round_up_to_half_ton(platoon_tons_exact(design))


def platoon_tons_exact(design: Design, ammo: bool = True) -> float:
    """The platoon's weight before rounding (``ammo``: with the field guns' ammunition)."""
    inf = design.infantry
    assert inf is not None  # as in motive
    per = float(motive(design)["tons"])
    specs = set(inf.specializations)
    if specs & set(ENGINEERS):
        per += 0.1
    if "paratroopers" in specs:
        per += 0.05
    if "paramedics" in specs:
        per += 0.05
    if inf.anti_mech_gear:
        per += tables()["anti_mech_gear_tons"]
    tons = inf.troopers * per
    for rm in resolve(design).items:
        assert rm.eq is not None  # items: the mounts with a catalog item
        if rm.mount.location == FIELD_GUNS and (ammo or rm.eq.kind != "ammo"):
            tons += 1.0 if rm.eq.kind == "ammo" else float(rm.eq.tonnage or 0)
    return tons


def can_make_anti_mech_attacks(design: Design) -> bool:
    """Not mechanized, no encumbering armor, no field guns (TM p. 155; TO p. 318)."""
    return not mechanized(design) and "encumbering" not in kit_flags(design) and not field_guns(design)


# --------------------------------------------------------------------------- checks
def _spec_family(specs) -> set[str]:
    out = set(specs)
    if out & set(ENGINEERS):
        out.add("engineers")
    return out


def check_items(d: Design, r: Report) -> None:
    """Unknown names (mounts, weapons and kit, as the resolved design lists
    them), and an armor kit that is not one of the Infantry Armor Kits."""
    for mount in resolve(d).unknown:
        r.unknown_item(mount)
    inf = d.infantry
    assert inf is not None  # as in motive
    if inf.armor_kit and kit(d) is None:
        r.add("CI_ARMOR_KIT", f"{inf.armor_kit!r} is not an infantry armor kit", "armor_kit", inf.armor_kit)


def check_platoon(d: Design, r: Report) -> None:
    inf = d.infantry
    assert inf is not None  # as in motive
    row = motive(d)
    least = tables()["platoon_min"]
    if inf.squad_size < least["squad_size"]:
        r.add("CI_SQUAD_SIZE", f"squads of {inf.squad_size}: a squad has at least {least['squad_size']} trooper")
    if inf.squads < least["squads"]:
        r.add("CI_PLATOON_SIZE", f"{inf.squads} squads: a platoon has at least {least['squads']} squad")
    if inf.squad_size > row["squad_max"]:
        r.add("CI_SQUAD_SIZE", f"squads of {inf.squad_size}: a {inf.motion} squad has at most {row['squad_max']} troopers")
    top = min(row["troopers_max"], tables()["platoon_max"])
    if inf.troopers > top:
        r.add("CI_PLATOON_SIZE", f"{inf.troopers} troopers: a {inf.motion} platoon has at most {top}")
    caps = tables()["specializations"]
    specs = _spec_family(inf.specializations)
    for name, top in caps["squads_max"].items():
        if name in specs and inf.squads > top:
            r.add("CI_SPECIALIZATION", f"{name.replace('_', ' ')}: at most {top} squads, not {inf.squads}")
    for name, top in caps["troopers_max"].items():
        if name in specs and inf.troopers > top:
            r.add("CI_SPECIALIZATION", f"{name.replace('_', ' ')}: at most {top} troopers, not {inf.troopers}")
    if inf.anti_mech_gear and mechanized(d):
        r.add("CI_ANTI_MECH_GEAR", "mechanized infantry cannot take anti-'Mech gear")


def check_weapons(d: Design, r: Report) -> None:
    inf = d.infantry
    assert inf is not None  # as in motive
    primary, sec = weapons(d)
    if primary is not None:
        if "F_INFANTRY" not in primary.flags:
            r.add("CI_PRIMARY", f"{primary.name} is not an infantry weapon", "primary", primary.id)
        elif "F_INF_SUPPORT" in primary.flags:
            r.add("CI_PRIMARY", f"{primary.name} is a support weapon: it can only be a secondary", "primary", primary.id)
    if mechanized(d):
        for eq in (primary, sec):
            if eq is not None and {"F_INF_POINT_BLANK", "F_INF_ARCHAIC"} & eq.flags:
                r.add("CI_MECHANIZED_WEAPON", f"{eq.name} is a melee or point-blank weapon; a mechanized platoon "
                                              "cannot use it", None, eq.id)
    if inf.secondary and inf.secondary_per_squad < 1:
        r.add("CI_SECONDARY", "a secondary weapon needs at least one trooper per squad to carry it", "secondary")
    implants = sum(1 for a in inf.augmentations if a in tables()["augmentations"]["extra_secondary"])
    limits = tables()["secondary_limits"]
    caps = [tables()["secondary_per_squad_max"], limits["motives"].get(inf.motion, 99)]
    caps += [v for k, v in limits["specializations"].items() if k in _spec_family(inf.specializations)]
    top = min(caps) + implants
    if inf.secondary_per_squad > top:
        r.add("CI_SECONDARY", f"{inf.secondary_per_squad} secondary weapons per squad; at most {top}", "secondary")
    if sec is not None:
        if "F_INFANTRY" not in sec.flags:
            r.add("CI_SECONDARY", f"{sec.name} is not an infantry weapon", "secondary", sec.id)
        crew = max(1, int(_inf(sec).get("crew", 1) or 1) - implants)
        if crew * inf.secondary_per_squad > inf.squad_size:
            r.add("CI_CREW", f"{inf.secondary_per_squad} x {sec.name} need {crew} troopers each; the squad has "
                             f"{inf.squad_size}", "secondary", sec.id)


def check_field_guns(d: Design, r: Report) -> None:
    guns = field_guns(d)
    if not guns:
        return
    inf = d.infantry
    assert inf is not None  # as in motive
    fg = tables()["field_guns"]
    if inf.motion not in fg["motives"]:
        r.add("CI_FIELD_GUNS", f"{inf.motion} infantry cannot take field guns (motorized, wheeled or tracked only)")
    if len({eq.id for eq in guns}) > 1:
        r.add("CI_FIELD_GUNS", "all field guns of a platoon are of one type and size")
    crew = sum(max(fg["crew_min"], math.ceil(float(eq.tonnage or 0))) for eq in guns)
    if crew > inf.troopers:
        r.add("CI_FIELD_GUN_CREW", f"{len(guns)} field guns need {crew} crew; the platoon has {inf.troopers} troopers")
    check_field_gun_ammo(d, r, guns)


def check_field_gun_ammo(d: Design, r: Report, guns: list[Equipment]) -> None:
    """One ton of ammunition per field gun that fires it, each ton of any
    type the guns fire; LB-X field guns fire cluster rounds only (TO p. 311,
    TO errata v3.02)."""
    cat = catalog()
    feeders = [eq for eq in guns if eq.weapon is not None and eq.weapon.ammo_type]
    ammo = [rm.eq for rm in resolve(d).items
            if rm.mount.location == FIELD_GUNS and rm.eq is not None and rm.eq.kind == "ammo"]
    if len(ammo) != len(feeders):
        r.add("CI_FIELD_GUN_AMMO", f"{len(feeders)} field guns that fire ammunition take {len(feeders)} t of it "
                                   f"(1 t a gun); the platoon has {len(ammo)} t")
    for a in ammo:
        fed = [g for g in feeders if a.id in {x.id for x in cat.ammo_for(g)}]
        if not fed:
            r.add("CI_FIELD_GUN_AMMO", f"{a.name} fits none of the platoon's field guns", None, a.id)
        elif _lbx(fed[0]) and "M_CLUSTER" not in (a.ammo.munition if a.ammo else ()):
            r.add("CI_FIELD_GUN_AMMO", f"{a.name}: LB-X field guns fire cluster ammunition only", None, a.id)


def _lbx(eq: Equipment) -> bool:
    return eq.weapon is not None and eq.weapon.ammo_type == "T_AC_LBX"


def check_tech(d: Design, r: Report) -> None:
    inf = d.infantry
    assert inf is not None  # as in motive
    if inf.motion in tables()["motive_rules_level"]["advanced"] and d.rules_level in ("introductory", "standard"):
        r.add("CI_MOTIVE_RULES_LEVEL", f"{inf.motion} infantry is an advanced-rules motive; the platoon "
                                       f"declares {d.rules_level} rules")
    resolved = resolve(d)
    seen = set()
    for eq in (*resolved.infantry, *(rm.eq for rm in resolved.items)):
        if eq is None or eq.id in seen:
            continue
        seen.add(eq.id)
        report_item_tech(r, "CI", d, eq, noun="platoon")


CHECKS: Final[tuple[Callable[[Design, Report], None], ...]] = (check_items, check_platoon, check_weapons, check_field_guns,
                                                         check_tech)


def validate_infantry(design: Design) -> Report:
    report = Report()
    if design.unit_type != "infantry":
        report.add("CI_UNIT_TYPE", f"{design.unit_type} is not conventional infantry")
        return report
    if design.infantry is None:  # a design built in code without its block (every loader fills it)
        report.add("CI_UNIT_TYPE", "a conventional infantry design needs its infantry block")
        return report
    for check in CHECKS:
        check(design, report)
    return report


__all__ = ["CHECKS", "can_make_anti_mech_attacks", "damage_divisor", "damage_per_trooper", "field_guns", "jump_mp",
           "mechanized", "motive", "platoon_damage", "platoon_tons", "range_weapon", "tag_troops", "validate_infantry",
           "walk_mp", "weapons"]
