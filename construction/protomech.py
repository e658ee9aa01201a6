"""ProtoMech construction rules (TechManual pp. 80-89; quad, glider and
ultraheavy ProtoMechs IO:AE pp. 93-96).

:func:`validate_protomech` runs every check in :data:`CHECKS` and reports
all problems at once.  Each check is ``check_x(ctx, report)`` over a
:class:`PMContext` (the design with its items resolved and its table rows
looked up).  Tables live in ``data/components/protomech.json``, rule codes
and their book and page in ``data/rules/protomech.json``.

ProtoMechs are built in kilograms: :func:`weight_breakdown` lists the parts
(structure, engine, cockpit, heat sinks, armor, each item) and is what the
weight checks, the record sheet and the tests read.  Heat sinks are not
written in the files: a ProtoMech carries one per point of heat of its
energy weapons that use no ammunition (TM p. 85; ammunition-fed weapons
need none), 250 kg each, none free.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Final, Mapping, Optional

from . import components, derived, item_family
from .catalog import Equipment
from .model import PROTOMECH_BODY, Design, Mount
from .report import Report
from .resolved import resolve
from .rounding import round_up
from .tech import intro_year_code, report_item_tech

EQUIPMENT_LOCATIONS: Final = ("T", "RA", "LA", "MG")


@lru_cache(maxsize=1)
def tables() -> Mapping:
    return components.family_data("protomech")


# --------------------------------------------------------------------------- facts
def ultraheavy(design: Design) -> bool:
    return design.tonnage > tables()["tonnage"]["max"]


def weight_class_index(design: Design) -> int:
    """0 light/medium (2-5 t), 1 heavy/assault (6-9 t), 2 ultraheavy: the
    columns of the per-class item weights."""
    if ultraheavy(design):
        return 2
    return 0 if design.tonnage <= 5 else 1


def motion(design: Design) -> str:
    return design.protomech.motion if design.protomech else "biped"


def quad(design: Design) -> bool:
    return motion(design) == "quad"


def has_myomer_booster(design: Design) -> bool:
    """Does the ProtoMech carry a myomer booster (MASC to the catalog)?"""
    return derived.boosters(design).any


def run_mp(design: Design) -> int:
    """Running MP: 1.5 x walking, rounded up; 2 x walking with a myomer booster (TW)."""
    if has_myomer_booster(design):
        return design.walk_mp * 2
    return math.ceil(design.walk_mp * 1.5)


def engine_rating(design: Design) -> int:
    """Tonnage x running MP (without the booster), quad and glider running MP - 2;
    over 40, rounded up to a multiple of 5 (TM p. 84; IO:AE pp. 93-96)."""
    run = math.ceil(design.walk_mp * 1.5)
    if motion(design) in ("quad", "glider"):
        run -= 2
    rating = int(round(design.tonnage)) * max(0, run)
    if rating > tables()["engine"]["small_below"] and rating % 5:
        rating += 5 - rating % 5
    return rating


def engine_on_table(design: Design) -> bool:
    """Whether the engine can be weighed: a rating below 40 always, else
    one the Master Engine Table holds (TM p. 84; PM_ENGINE otherwise)."""
    rating = engine_rating(design)
    if rating < tables()["engine"]["small_below"]:
        return True
    try:
        components.standard_engine_weight(rating)
    except components.UnknownComponent:
        return False
    return True


def engine_kg(design: Design) -> float:
    e = tables()["engine"]
    rating = engine_rating(design)
    if rating < e["small_below"]:
        return rating * e["small_kg_per_point"]
    return components.standard_engine_weight(rating) * 1000


def structure_points(design: Design) -> dict[str, int]:
    """Internal structure per location (TM p. 82)."""
    return {loc: pair[0] for loc, pair in _table_row(design).items()}


def max_armor(design: Design) -> dict[str, int]:
    return {loc: pair[1] for loc, pair in _table_row(design).items()}


def _table_row(design: Design) -> dict[str, tuple[int, int]]:
    row = tables()["structure_and_armor"]["rows"].get(str(int(design.tonnage)))
    if row is None:
        return {}
    out = {"HD": row["HD"], "T": row["T"], "L": row["L_quad"] if quad(design) else row["L"]}
    if not quad(design):
        out["RA"] = out["LA"] = row["ARM"]
    if design.protomech and design.protomech.main_gun:
        out["MG"] = row["MG"]
    return {k: tuple(v) for k, v in out.items()}


def armor_row(design: Design) -> Optional[Mapping]:
    for row in tables()["armor_types"]:
        if row["id"] == (design.armor_type or "standard"):
            return row
    return None


def needs_heat_sink(eq: Equipment) -> bool:
    """Energy weapons that use no ammunition, and plasma weapons (TM p. 85)."""
    w = eq.weapon
    if w is None:
        return False
    if "F_PLASMA" in eq.flags:
        return True
    return ("F_ENERGY" in eq.flags or "F_FLAMER" in eq.flags) and w.ammo_type is None


def heat_sinks(design: Design) -> int:
    return sum(int(eq.weapon.heat or 0) for _m, eq in _pairs(design) if eq is not None and needs_heat_sink(eq))


def _pairs(design: Design):
    return [(p.mount, p.eq) for p in resolve(design).mounts]


def item_kg(design: Design, mount: Mount, eq: Equipment) -> float:
    """An item's weight in kg on this ProtoMech.  Ammunition is bought by
    the shot: shots x kg per shot, rounded up to the kg (TM p. 88)."""
    if eq.kind == "ammo":
        a = eq.ammo
        per_shot = a.kg_per_shot if a and a.kg_per_shot else (1000 / a.shots_per_ton if a and a.shots_per_ton else 0)
        return float(round_up((mount.shots or 0) * per_shot))
    rule = eq.tonnage_rule
    weights = tables()["item_weights"]
    if rule in weights:
        w = weights[rule]
        if "by_class_kg" in w:
            return float(w["by_class_kg"][weight_class_index(design)])
        if "kg_per_ton" in w:
            return w["kg_per_ton"] * design.tonnage
        if "fraction_of_tonnage" in w:
            return w["fraction_of_tonnage"] * design.tonnage * 1000
    if rule == "armor_spread":  # the armor's own entry: weighed with the armor
        return 0.0
    return float(eq.tonnage or 0) * 1000


@dataclass(frozen=True, init=False)
class WeightPart:
    part: str
    kg: float
    location: Optional[str] = None

    def __init__(self, part: str, kg: float, location: Optional[str] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "part", part)
        object.__setattr__(self, "kg", kg)
        object.__setattr__(self, "location", location)


def weight_breakdown(design: Design) -> tuple[WeightPart, ...]:
    """Every part of the ProtoMech with its weight in kg."""
    t = tables()
    parts = [WeightPart("internal structure", design.tonnage * 1000 * t["structure_fraction"]),
             WeightPart(f"engine (rating {engine_rating(design)})", engine_kg(design)),
             WeightPart("cockpit", t["cockpit_kg"]["ultraheavy" if ultraheavy(design) else "standard"])]
    sinks = heat_sinks(design)
    if sinks:
        parts.append(WeightPart(f"{sinks} heat sinks", sinks * t["heat_sink_kg"]))
    row = armor_row(design)
    points = sum(a.front for a in design.armor)
    if row is not None and points:
        parts.append(WeightPart(f"armor ({points} points)", points * row["kg_per_point"]))
    for mount, eq in _pairs(design):
        if eq is not None:
            parts.append(WeightPart(eq.name, item_kg(design, mount, eq), mount.location))
    return tuple(parts)


# --------------------------------------------------------------------------- context
@dataclass(frozen=True)
class PMContext:
    design: Design
    items: tuple[tuple[Mount, Optional[Equipment]], ...]
    ultraheavy: bool
    quad: bool


def context(design: Design) -> PMContext:
    return PMContext(design, tuple(_pairs(design)), ultraheavy(design), quad(design))


def _name(mount: Mount, eq: Optional[Equipment]) -> str:
    return eq.name if eq is not None else mount.item


def _column(ctx: PMContext) -> int:
    return (2 if ctx.quad else 0) + (1 if ctx.ultraheavy else 0)


def _takes_slot(eq: Equipment) -> bool:
    """Ammunition, jump jets, UMUs, the myomer booster and the EI interface
    sit in the body and take no slot; so does the armor's own entry."""
    if eq.kind == "ammo" or eq.tonnage_rule == "armor_spread":
        return False
    return not ({"F_JUMP_JET", "F_UMU", "F_MASC", "F_EI_INTERFACE"} & eq.flags)


# --------------------------------------------------------------------------- checks
def check_known_items(ctx: PMContext, r: Report) -> None:
    for mount, eq in ctx.items:
        if eq is None:
            r.unknown_item(mount)


def check_tonnage(ctx: PMContext, r: Report) -> None:
    t = tables()["tonnage"]
    tons = ctx.design.tonnage
    if tons != int(tons) or not t["min"] <= tons <= t["ultraheavy_max"]:
        r.add("PM_TONNAGE", f"{tons:g} t: a ProtoMech weighs {t['min']}-{t['max']} whole tons "
                            f"(ultraheavy {t['max'] + 1}-{t['ultraheavy_max']})")


def check_tech_base(ctx: PMContext, r: Report) -> None:
    if ctx.design.tech_base != "Clan" and not ctx.design.mixed_tech:
        r.add("PM_TECH_BASE", f"a ProtoMech is Clan technology; the design says {ctx.design.tech_base}")


def check_configuration(ctx: PMContext, r: Report) -> None:
    d = ctx.design
    if d.protomech is None:
        return
    arms = [a.location for a in d.armor if a.location in ("RA", "LA") and a.front]
    if ctx.quad and arms:
        r.add("PM_LOCATION", f"a quad ProtoMech has no arms, but has armor in {', '.join(arms)}")


def check_movement(ctx: PMContext, r: Report) -> None:
    d = ctx.design
    m = tables()["movement"]["min_run"][motion(d)]
    run = math.ceil(d.walk_mp * 1.5)
    if d.walk_mp < 1 or run < m:
        r.add("PM_MOVEMENT", f"walking MP {d.walk_mp} (running {run}): a {motion(d)} ProtoMech needs running MP {m} or more")
    if not engine_on_table(d):
        r.add("PM_ENGINE", f"engine rating {engine_rating(d)} ({d.tonnage:g} t x running MP) is off the Master Engine Table")
    jets = [(mt, eq) for mt, eq in ctx.items if eq is not None and "F_JUMP_JET" in eq.flags]
    extended = any(eq.tonnage_rule == "jump_jet_extended" for _mt, eq in jets)
    wing = any(eq is not None and "F_PARTIAL_WING" in eq.flags for _mt, eq in ctx.items)
    top = math.ceil(d.walk_mp * 1.5) if extended else d.walk_mp
    if d.jump_mp > top:
        kind = "the extended jump jet system" if extended else "ProtoMech jump jets"
        r.add("PM_JUMP_MP", f"jump MP {d.jump_mp} is more than {top}, the most {kind} give at walking MP {d.walk_mp}")
    if jets and len(jets) != d.jump_mp and not wing:
        r.add("PM_JUMP_MP", f"{len(jets)} jump jets for jump MP {d.jump_mp}: one jet per jump MP")
    if d.jump_mp and not jets and not wing:
        r.add("PM_JUMP_MP", f"jump MP {d.jump_mp} without jump jets")
    umus = sum(1 for _mt, eq in ctx.items if eq is not None and "F_UMU" in eq.flags)
    if umus > d.walk_mp:
        r.add("PM_UMU_MP", f"{umus} UMUs give {umus} UMU MP, more than the walking MP {d.walk_mp}")


def check_armor(ctx: PMContext, r: Report) -> None:
    d = ctx.design
    if armor_row(d) is None:
        r.add("PM_ARMOR_TYPE", f"{d.armor_type!r} is not a ProtoMech armor type (standard or electric_discharge)")
    limits = max_armor(d)
    if not limits:
        return
    for a in d.armor:
        top = limits.get(a.location)
        if top is None:
            if a.front:
                r.add("PM_LOCATION", f"{a.location} is not a location of this ProtoMech, yet has {a.front} armor", a.location)
            continue
        if a.front > top:
            r.add("PM_ARMOR_MAX", f"{a.front} armor points in {a.location}; at most {top} at {d.tonnage:g} t", a.location)


def check_locations(ctx: PMContext, r: Report) -> None:
    d = ctx.design
    main_gun = bool(d.protomech and d.protomech.main_gun)
    col = _column(ctx)
    slots_cap = tables()["locations"]["slots"]
    tons_cap = tables()["locations"]["max_tons"]
    used: dict[str, int] = {}
    kg: dict[str, float] = {}
    melee = 0
    row = armor_row(d)
    if row is not None and row["torso_slots"]:
        used["T"] = row["torso_slots"]
    for mount, eq in ctx.items:
        if eq is None:
            continue
        loc = mount.location
        name = _name(mount, eq)
        refused = item_family.refusal(eq, "protomech")
        if refused is not None:
            r.add(dict(refused, code="PM_EQUIPMENT"), item_family.message(eq, "a ProtoMech", refused), loc, eq.id)
        elif eq.kind != "ammo" and "protomek" not in eq.mountable_on and "F_PROTO_WEAPON" not in eq.flags \
                and "F_PROTOMECH_EQUIPMENT" not in eq.flags:
            r.add("PM_EQUIPMENT", f"{name} cannot be mounted on a ProtoMech", loc, eq.id)
        if "F_PROTOMECH_MELEE" in eq.flags or "F_CLUB" in eq.flags:
            melee += 1
            if eq.id == "ProtoQuadMeleeSystem" and not (ctx.quad and loc == "T"):
                r.add("PM_MELEE", f"{name} goes in the torso of a quad ProtoMech", loc, eq.id)
            if eq.id == "ProtoMeleeWeapon" and (ctx.quad or loc not in ("RA", "LA")):
                r.add("PM_MELEE", f"{name} goes in an arm of a ProtoMech with arms (not a quad)", loc, eq.id)
        if "F_MAGNETIC_CLAMP" in eq.flags and (loc != "T" or ctx.quad or motion(d) == "glider"):
            r.add("PM_CLAMP", f"{name} goes in the torso of a biped ProtoMech", loc, eq.id)
        if mount.rear and loc != "T":
            r.add("PM_REAR", f"{name} faces the rear in {loc}; only torso weapons may", loc, eq.id)
        if not _takes_slot(eq):
            continue
        if loc == PROTOMECH_BODY or loc not in EQUIPMENT_LOCATIONS or (ctx.quad and loc in ("RA", "LA")):
            r.add("PM_LOCATION", f"{name} cannot go in {loc}", loc, eq.id)
            continue
        if loc == "MG" and not main_gun:
            r.add("PM_MAIN_GUN", f"{name} is in the main gun, but the design has no main gun location", loc, eq.id)
            continue
        used[loc] = used.get(loc, 0) + 1
        kg[loc] = kg.get(loc, 0.0) + item_kg(d, mount, eq)
    if melee > 1:
        r.add("PM_MELEE", f"{melee} melee weapons; a ProtoMech may mount one")
    for loc, n in used.items():
        key = "ARM" if loc in ("RA", "LA") else loc
        cap = slots_cap[key][col]
        if cap is not None and n > cap:
            r.add("PM_SLOTS", f"{n} items in {loc}; it holds {cap}", loc)
    for loc, w in kg.items():
        key = "ARM" if loc in ("RA", "LA") else loc
        if key not in tons_cap or tons_cap[key][col] is None:
            continue
        cap = tons_cap[key][col] * 1000
        if w > cap + 1e-6:
            r.add("PM_LOCATION_WEIGHT", f"{w / 1000:g} t of equipment in {loc}; it holds {cap / 1000:g} t", loc)


def check_weight(ctx: PMContext, r: Report) -> None:
    d = ctx.design
    if not tables()["structure_and_armor"]["rows"].get(str(int(d.tonnage))):
        return  # off the table: PM_TONNAGE says so
    if not engine_on_table(d):
        return  # an engine that cannot be weighed: PM_ENGINE says so
    total = sum(p.kg for p in weight_breakdown(d))
    limit = d.tonnage * 1000
    if total > limit + 1e-6:
        r.add("PM_OVERWEIGHT", f"the parts weigh {total:,.0f} kg; the ProtoMech is {limit:,.0f} kg")
    elif total < limit - 1e-6:
        r.add("PM_UNDERWEIGHT", f"{limit - total:,.0f} kg unused ({total:,.0f} of {limit:,.0f} kg)")


def check_tech(ctx: PMContext, r: Report) -> None:
    d = ctx.design
    years = tables()["intro_year"]
    kinds = ["standard"] + ([motion(d)] if motion(d) != "biped" else []) + (["ultraheavy"] if ctx.ultraheavy else [])
    for kind in kinds:
        if d.year is not None and d.year < years[kind]:
            what = "ProtoMechs" if kind == "standard" else f"{kind} ProtoMechs"
            r.add(intro_year_code("PM", years[kind], d.year), f"{what} appear in {years[kind]}, after the design's year {d.year}")
    seen = set()
    for mount, eq in ctx.items:
        if eq is None or eq.id in seen or "F_EI_INTERFACE" in eq.flags:  # every ProtoMech has one built in (IO:AE p. 69)
            continue
        seen.add(eq.id)
        report_item_tech(r, "PM", d, eq, mount.location)


CHECKS: Final[tuple[Callable[[PMContext, Report], None], ...]] = (
    check_known_items,
    check_tonnage,
    check_tech_base,
    check_configuration,
    check_movement,
    check_armor,
    check_locations,
    check_weight,
    check_tech,
)


def validate_protomech(design: Design) -> Report:
    """Every ProtoMech construction rule the design breaks."""
    report = Report()
    if design.unit_type != "protomech":
        report.add("PM_UNIT_TYPE", f"{design.unit_type} is not a ProtoMech")
        return report
    ctx = context(design)
    for check in CHECKS:
        check(ctx, report)
    return report


__all__ = ["CHECKS", "PMContext", "WeightPart", "context", "engine_rating", "heat_sinks", "item_kg", "max_armor",
           "run_mp", "structure_points", "tables", "validate_protomech", "weight_breakdown"]
