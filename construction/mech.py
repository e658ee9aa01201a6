"""BattleMech construction rules (TechManual, Tactical Operations, Interstellar
Operations, with the errata in ../shared/seeds applied).

:func:`validate_mech` runs every check in :data:`CHECKS` over one design and
returns a :class:`~construction.report.Report` with all problems at once.
Each check is a small function ``check_x(ctx, report)`` over a
:class:`MechContext` (the design with its names resolved); the rule codes and
their book/page live in data/rules/mech.json.

:func:`weight_breakdown` gives the weight of every part, which the weight
check, BV and record sheets share.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import Callable, Final, Mapping, Optional

from . import components, derived, item_family, lam
from .catalog import Equipment
from .equipment_rows import incompatible, location_refused, once_per_item, over_max
from .model import ACTUATORS, SYSTEM_ITEM_SET, TORSO_LOCATIONS, Design, MechDetails, Mount, mech_locations, slots_in_location
from .report import Report, rule_tables
from .resolved import resolve
from .item_groups import Grouped, grouped, groups_of, members, touching
from .rounding import round_half_up, round_up, round_up_to, round_up_to_half_ton, round_up_to_kilogram
from .tech import LEVEL_NAMES, extinct_year, intro_year_code, item_intro_year, item_rules_level, rules_level_code

EPSILON: Final = 1e-6

ARM_LOCATIONS: Final = ("LA", "RA")
_ARM_ACTUATORS: Final = frozenset(ACTUATORS[:4])  # shoulder ... hand
_LEG_ACTUATORS: Final = frozenset(ACTUATORS[4:])  # hip ... foot
LEG_LOCATIONS: Final = ("LL", "RL", "CL", "FLL", "FRL", "RLL", "RRL")
SIDE_TORSOS: Final = ("LT", "RT")

# Flags of catalog items that are part of the armor or structure (spread over
# slots, weighed with the armor/structure, not as equipment).
STRUCTURE_FLAGS: Final = frozenset({"F_ENDO_STEEL", "F_ENDO_COMPOSITE", "F_ENDO_STEEL_PROTO", "F_COMPOSITE", "F_REINFORCED",
                                    "F_INDUSTRIAL_STRUCTURE"})
ARMOR_FLAGS: Final = frozenset({
    "F_FERRO_FIBROUS",
    "F_FERRO_FIBROUS_PROTO",
    "F_LIGHT_FERRO",
    "F_HEAVY_FERRO",
    "F_STEALTH",
    "F_FERRO_LAMELLOR",
    "F_REACTIVE",
    "F_REFLECTIVE",
    "F_HARDENED_ARMOR",
    "F_BALLISTIC_REINFORCED",
    "F_IMPACT_RESISTANT",
    "F_HEAT_DISSIPATING",
    "F_ANTI_PENETRATIVE_ABLATIVE",
    "F_PRIMITIVE_ARMOR",
    "F_COMMERCIAL_ARMOR",
    "F_INDUSTRIAL_ARMOR",
    "F_HEAVY_INDUSTRIAL_ARMOR",
    "F_FERRO_CARBIDE",
    "F_IMP_FERRO",
    "F_LAMELLOR_FERRO_CARBIDE",
})


HEAT_SINK_FLAGS: Final = frozenset({"F_HEAT_SINK", "F_DOUBLE_HEAT_SINK", "F_LASER_HEAT_SINK", "F_COMPACT_HEAT_SINK",
                                    "F_IS_DOUBLE_HEAT_SINK_PROTOTYPE"})
# items whose slots are spread (counted by their own checks), and items
# weighed with the structure, the armor or the heat sinks
_SPREAD_SLOTS: Final = ARMOR_FLAGS | STRUCTURE_FLAGS
_WEIGHED_ELSEWHERE: Final = ARMOR_FLAGS | STRUCTURE_FLAGS | HEAT_SINK_FLAGS


_LOCATION_CLASSES: Final = {"HD": "HD", "CT": "CT", **dict.fromkeys(SIDE_TORSOS, "ST"), **dict.fromkeys(ARM_LOCATIONS, "ARM")}


def location_class(location: str) -> str:
    """HD, CT, ST, ARM or LEG: the location classes placement rules use."""
    return _LOCATION_CLASSES.get(location, "LEG")


@dataclass(frozen=True, init=False)
class MechContext:
    """A design with its names resolved, shared by every check."""

    # each component None when the design names none or the tables do not know it
    design: Design
    items: tuple[Optional[Equipment], ...]  # for each mount (None for systems/unknown)
    engine: Optional[components.EngineType]
    gyro: Optional[components.Gyro]
    cockpit: Optional[components.Cockpit]
    structure: Optional[components.StructureType]
    armor: Optional[components.ArmorType]  # also None for patchwork
    heat_sink: Optional[components.HeatSinkType]
    myomer: Optional[components.Myomer]
    locations: tuple[str, ...]
    # the views below, each worked out on first read (a compiled class has
    # no instance __dict__ to keep them in)
    memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __init__(self, design: Design, items: tuple[Optional[Equipment], ...],
                 engine: Optional[components.EngineType], gyro: Optional[components.Gyro],
                 cockpit: Optional[components.Cockpit], structure: Optional[components.StructureType],
                 armor: Optional[components.ArmorType], heat_sink: Optional[components.HeatSinkType],
                 myomer: Optional[components.Myomer], locations: tuple[str, ...]) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "design", design)
        object.__setattr__(self, "items", items)
        object.__setattr__(self, "engine", engine)
        object.__setattr__(self, "gyro", gyro)
        object.__setattr__(self, "cockpit", cockpit)
        object.__setattr__(self, "structure", structure)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "heat_sink", heat_sink)
        object.__setattr__(self, "myomer", myomer)
        object.__setattr__(self, "locations", locations)
        object.__setattr__(self, "memo", {})

    @property
    def tonnage(self) -> float:
        return self.design.tonnage

    @property
    def superheavy(self) -> bool:
        return self.design.tonnage > 100

    @property
    def mech(self) -> MechDetails:
        """The design's 'Mech details, which every loader fills (validate_mech
        checks nothing of a design without them)."""
        details = self.design.mech
        assert details is not None
        return details

    # The views below are worked out once per design.
    @property
    def _equipment(self) -> tuple[tuple[Mount, Equipment], ...]:
        found = self.memo.get("equipment")
        if found is None:
            found = self.memo["equipment"] = tuple((m, i) for m, i in zip(self.design.mounts, self.items)
                                                   if i is not None)
        return found

    @property
    def _system_slots(self) -> dict[str, dict[str, int]]:
        """Slots of each fixed system by location: {system: {location:
        slots}} (keyed by name, then location: no key tuple to make and
        hash for each of the ~45 questions a design's checks ask)."""
        counts = self.memo.get("system_slots")
        if counts is None:
            counts = self.memo["system_slots"] = {}
            for m in self.design.mounts:
                name = m.item
                if name in SYSTEM_ITEM_SET:  # Mount.is_system, without a property call per mount
                    where = counts.get(name)
                    if where is None:
                        where = counts[name] = {}
                    where[m.location] = where.get(m.location, 0) + len(m.slots)
        return counts

    def equipment(self) -> tuple[tuple[Mount, Equipment], ...]:
        """(mount, catalog item) for every mount that is not a fixed system."""
        return self._equipment

    @property
    def _flags(self) -> frozenset[str]:
        """Every flag any of the design's items carries (the resolved
        design's, which these items are)."""
        return resolve(self.design).flags

    def with_flag(self, *flags: str) -> list[tuple[Mount, Equipment]]:
        if self._flags.isdisjoint(flags):
            return []  # no item carries one (the usual answer)
        return [(m, i) for m, i in self._equipment if not i.flags.isdisjoint(flags)]

    def systems(self, name: str, location: Optional[str] = None) -> list[Mount]:
        return [
            m for m in self.design.mounts if m.item == name and (location is None or m.location == location)
        ]

    def has_system(self, name: str) -> bool:
        """Whether any slot holds this fixed system (in any location)."""
        return name in self._system_slots

    def slot_count(self, name: str, location: str) -> int:
        where = self._system_slots.get(name)
        return 0 if where is None else where.get(location, 0)

    def walk(self) -> int:
        return self.design.walk_mp

    def run(self) -> int:
        return math.ceil(self.design.walk_mp * 1.5)


def tech_text(design: Design) -> str:
    """The design's tech base the way the component tables spell it."""
    if design.mixed_tech:
        return "Mixed (Clan Chassis)" if design.is_clan else "Mixed (IS Chassis)"
    return "Clan" if design.is_clan else "Inner Sphere"


@lru_cache(maxsize=1024)
def _component(kind: str, name: str, *args):
    """A component-table lookup (None when unknown), cached: designs name the
    same few dozen components over and over."""
    try:
        return getattr(components, kind)(name, *args)
    except KeyError:
        return None


def _resolve(design: Design, report: Report) -> MechContext:
    """Look up every name; unknown ones are reported and stop the checks
    that need them."""
    resolved = resolve(design)
    items = [rm.eq for rm in resolved.mounts]
    for mount in resolved.unknown:
        report.unknown_item(mount)

    tech = tech_text(design)

    def lookup(kind: str, name: Optional[str], *args):
        if name is None:
            report.error("UNKNOWN_COMPONENT", f"the design names no {kind}")
            return None
        found = _component(kind, name, *args)
        if found is None:
            report.error("UNKNOWN_COMPONENT", f"unknown {kind.replace('_', ' ')} {name!r}", item=name)
        return found

    engine = None
    if design.engine is None:
        report.error("UNKNOWN_COMPONENT", "the design has no engine")
    else:
        engine = lookup("engine_type", design.engine.type)
    mech = design.mech
    ctx = MechContext(
        design=design,
        items=tuple(items),
        engine=engine,
        gyro=lookup("gyro", mech.gyro if mech else None),
        cockpit=lookup("cockpit", mech.cockpit if mech else None),
        structure=lookup("structure", design.structure, tech),
        armor=None if design.armor_type == "patchwork" else lookup("armor", design.armor_type, tech),
        heat_sink=lookup("heat_sink_type", design.heat_sinks.type if design.heat_sinks else None, tech),
        myomer=lookup("myomer", mech.myomer if mech else None, tech),
        locations=mech_locations(mech.config if mech else "biped"),
    )
    return ctx


# --------------------------------------------------------------------- weight
def item_tonnage(ctx: MechContext, mount: Mount, item: Equipment) -> Optional[float]:
    """Weight of one mounted item in tons (None: armor/structure slots, which
    are weighed with the armor and structure)."""
    flags = item.flags
    if not _WEIGHED_ELSEWHERE.isdisjoint(flags):
        return None  # weighed with the structure, the armor or the heat sinks
    rule = item.tonnage_rule
    if rule is None:
        if item.tonnage is not None:
            tons = float(item.tonnage)
        else:
            tons = float(mount.size) if mount.size is not None else 0.0
    else:
        formula = _formula("weights", rule)
        if formula is None:
            return float(mount.size) if mount.size is not None else 0.0
        tons = float(_formula_value(formula, ctx, mount, item))
    if rule in WHOLE_UNIT_RULES or (item.spreadable and rule is None):
        # One weight for the whole unit, written as one mount per location.
        tons /= max(1, sum(1 for _, other in ctx.equipment() if other.id == item.id))
    return tons


# Items whose formula gives the weight of all their mounts together (and,
# above, every spreadable item: its slots are spread, its weight is one).
WHOLE_UNIT_RULES: Final = {
    "talons",
    "tracks",
    "quadvee_wheels",
    "partial_wing_is",
    "partial_wing_clan",
    "mechanical_jump_booster",
    "chain_drape",
    "environmental_sealing_mech",
    "ram_plate",
}


def _jump_band(t: float) -> float:
    if t <= 55:
        return 0.5
    if t <= 85:
        return 1.0
    return 2.0


def _engine_tons(ctx: MechContext) -> float:
    # asked for only when the engine type is known (_formula_value), which is
    # looked up from the design's engine
    assert ctx.design.engine is not None
    return components.engine_weight(ctx.engine, ctx.design.engine.rating, ctx.superheavy)


def _direct_fire_tons(ctx: MechContext) -> float:
    total = 0.0
    for mount, item in ctx.equipment():
        if item.kind == "weapon" and item.weapon is not None and item.weapon.tc_eligible:
            total += float(item.tonnage or 0)
    return total


def _turret_item_tons(ctx: MechContext, location: str) -> float:
    total = 0.0
    for mount, item in ctx.equipment():
        if mount.turret and mount.location == location and item.kind != "misc":
            total += float(item.tonnage or 0)
    return total


# Weight and slot formulas (data/components/mech_item_formulas.json, each with
# its book and page): the basis each formula starts from, and its roundings.
_BASES: Final[dict[str, Callable[[MechContext, Mount, Equipment], float]]] = {
    "tonnage": lambda c, m, i: c.tonnage,
    "tonnage_x_jump_mp": lambda c, m, i: c.tonnage * c.design.jump_mp,
    "engine_tons": lambda c, m, i: _engine_tons(c),
    "direct_fire_tons": lambda c, m, i: _direct_fire_tons(c),
    "turret_item_tons": lambda c, m, i: _turret_item_tons(c, m.location),
    "jump_band": lambda c, m, i: _jump_band(c.tonnage),
    "size": lambda c, m, i: float(m.size or 0.0),
}
_ROUNDINGS: Final[dict[str, Callable[[float], float]]] = {
    "half_ton": round_up_to_half_ton,
    "whole": round_up,
    "nearest": round_half_up,
    "kilogram": round_up_to_kilogram,
}


def _formula(kind: str, rule: Optional[str]) -> Optional[Mapping]:
    return components.family_data("mech_item_formulas")[kind].get(rule or "")


def _formula_value(f: Mapping, ctx: MechContext, mount: Mount, item: Equipment) -> float:
    """A formula of mech_item_formulas.json worked out for one mount."""
    if f["of"] == "engine_tons" and not ctx.engine:
        return 0.0
    value = _BASES[f["of"]](ctx, mount, item)
    if "times" in f:
        value = value * f["times"]
    if "times_by_item" in f:
        value = value * f["times_by_item"][item.id]
    if "divide" in f:
        value = value / f["divide"]
    if "round" in f:
        value = _ROUNDINGS[f["round"]](value)
    if "plus" in f:
        value = value + f["plus"]
    if "improved_times" in f and "Improved" in item.id:
        value = value * f["improved_times"]
    return value


def weight_breakdown(design: Design) -> list[tuple[str, float]]:
    """Every part's weight in tons, in the order of the TechManual's steps."""
    report = Report()
    ctx = _resolve(design, report)
    return _weights(ctx)


def _weights(ctx: MechContext) -> list[tuple[str, float]]:
    d = ctx.design
    parts: list[tuple[str, float]] = []
    # A part whose weight the tables cannot give (an illegal tonnage or
    # rating, reported by its own check) is left out rather than guessed.
    if ctx.structure is not None:
        _add_part(parts, "structure", components.structure_weight, ctx.structure, d.tonnage, None,
                  d.mech is not None and d.mech.config == "tripod")
    if ctx.engine is not None and d.engine is not None:
        _add_part(parts, "engine", components.engine_weight, ctx.engine, d.engine.rating, ctx.superheavy)
    if ctx.gyro is not None and d.engine is not None:
        _add_part(parts, "gyro", components.gyro_weight, ctx.gyro, d.engine.rating)
    if ctx.cockpit is not None:
        parts.append(("cockpit", float(ctx.cockpit.weight)))
    parts.append(("armor", armor_weight(ctx)))
    if ctx.heat_sink is not None and d.heat_sinks is not None:
        free = free_heat_sinks(ctx)
        extra = max(0, d.heat_sinks.count - free)
        parts.append(("heat sinks", extra * float(ctx.heat_sink.weight)))
    # Armored components weigh 0.5 t a slot; armoring the cockpit systems
    # (the cockpit and a command console alike) adds 1 t to the cockpit as a
    # whole (TO p. 282 with TO errata v3.02; cockpits.json armored_cockpit)
    armored = 0.0
    cockpit_armored = False
    for rm in resolve(d).armored:
        mount = rm.mount
        if mount.item == "Cockpit":
            cockpit_armored = True
        else:
            armored += 0.5 * len(mount.all_slots())
    if cockpit_armored:
        armored += float(components.family_data("cockpits")["armored_cockpit"]["extra_weight"])
    for mount, item in ctx.equipment():
        try:
            tons = item_tonnage(ctx, mount, item)
        except (KeyError, ValueError):
            tons = None  # a formula over an illegal rating or tonnage
        if tons:
            parts.append((item.id, tons))
    parts.extend(lam.conversion_weight(ctx))  # IO p. 113 (data/rules/lam.json)
    parts.extend(quadvee_conversion_weight(ctx))  # IO p. 134 (data/rules/mech.json)
    if armored:
        parts.append(("armored components", armored))
    return parts


QUADVEE_CONVERSION_PART: Final = "QuadVee conversion equipment"


def quadvee_conversion_weight(ctx: MechContext) -> list[tuple[str, float]]:
    """A QuadVee's conversion equipment as a weight part (none for other
    'Mechs): a fraction of the tonnage rounded up to the whole ton, beside
    the tracks or wheels the QuadVee mounts as an item (IO p. 134; data/rules/
    mech.json tables.quadvee_conversion_equipment)."""
    if ctx.design.mech is None or ctx.design.mech.config != "quadvee":
        return []
    table = tables()["quadvee_conversion_equipment"]
    return [(QUADVEE_CONVERSION_PART, round_up_to(ctx.design.tonnage * table["fraction"], table["round_up_to"]))]


def _add_part(parts: list, name: str, fn: Callable, *args) -> None:
    try:
        parts.append((name, float(fn(*args))))
    except (KeyError, ValueError):
        pass


def armor_weight(ctx: MechContext) -> float:
    d = ctx.design
    if ctx.armor is not None:
        points = sum(a.front + (a.rear or 0) for a in d.armor)
        return round_up_to_half_ton(points / components.armor_points_per_ton(ctx.armor, tech_text(d)))
    total = 0.0
    for a in d.armor:
        if a.armor_type is None:
            continue
        try:
            kind = components.armor(a.armor_type, tech_text(d))
        except KeyError:
            continue
        total += (a.front + (a.rear or 0)) / components.armor_points_per_ton(kind, tech_text(d))
    return round_up_to_half_ton(total)


def free_heat_sinks(ctx: MechContext) -> int:
    """Heat sinks that come with the engine at no weight."""
    if ctx.engine is None:
        return 0
    return components.engine_free_heat_sinks(ctx.engine, industrialmech=ctx.mech.industrial)


def integral_heat_sinks(ctx: MechContext) -> int:
    """Heat sinks the engine holds without critical slots."""
    if ctx.engine is None or ctx.design.engine is None:
        return 0
    compact = getattr(ctx.heat_sink, "id", "") == "compact"
    return components.engine_integral_heat_sinks(ctx.design.engine.rating, compact)


# --------------------------------------------------------------------- checks
def check_tonnage(ctx: MechContext, report: Report) -> None:
    t = ctx.tonnage
    industrial = ctx.mech.industrial
    low = 10 if industrial else 20
    ok = t == int(t) and int(t) % 5 == 0 and (low <= t <= 100 or 105 <= t <= 200 or 10 <= t <= 15)
    if not ok:
        report.error("MECH_TONNAGE_INVALID", f"{t:g} tons is not a legal 'Mech tonnage")


def check_locations(ctx: MechContext, report: Report) -> None:
    seen = set()
    for a in ctx.design.armor:
        if a.location not in ctx.locations:
            report.error("MECH_LOCATION_UNKNOWN", f"armor given for {a.location}, which this 'Mech does not have", a.location)
        if a.location in seen:
            report.error("MECH_LOCATION_UNKNOWN", f"armor given twice for {a.location}", a.location)
        seen.add(a.location)
        if a.front < 0 or (a.rear or 0) < 0:
            report.error("MECH_ARMOR_NEGATIVE_OR_MISSING", f"negative armor in {a.location}", a.location)
        if a.rear and a.location not in TORSO_LOCATIONS:
            report.error("MECH_REAR_ARMOR_LOCATION", f"{a.location} has no rear armor", a.location)
    for loc in ctx.locations:
        if loc not in seen:
            report.error("MECH_ARMOR_NEGATIVE_OR_MISSING", f"no armor value for {loc}", loc)
    known = frozenset(ctx.locations)
    for m in ctx.design.mounts:
        if m.split_location is None and m.location in known and not m.split_more:
            continue  # the usual mount, in one location the 'Mech has
        for loc, _ in m.parts():
            if loc not in known:
                report.error("MECH_LOCATION_UNKNOWN", f"{m.item} is mounted in {loc}, which this 'Mech does not have", loc, m.item)


def check_engine(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    if d.engine is None or ctx.engine is None:
        return
    rating = d.engine.rating
    if d.walk_mp < 1:
        report.error("MECH_WALK_MP", f"Walking MP is {d.walk_mp}")
    expected = int(d.tonnage) * d.walk_mp
    if ctx.engine.primitive or (ctx.cockpit is not None and ctx.cockpit.id.startswith("primitive")):
        expected = components.primitive_engine_rating(d.walk_mp, int(d.tonnage))
    if rating != expected and not ctx.superheavy:
        report.error(
            "MECH_ENGINE_RATING",
            f"engine rating {rating} does not match {d.tonnage:g} t x {d.walk_mp} Walking MP = {expected}",
            "CT",
            "Engine",
        )
    elif ctx.superheavy and rating != expected:
        report.error("MECH_ENGINE_RATING", f"engine rating {rating} does not match {d.tonnage:g} t x {d.walk_mp} MP", "CT", "Engine")
    max_rating = 500 if getattr(ctx.engine, "large", False) else 400
    min_rating = 405 if getattr(ctx.engine, "large", False) else 10
    if rating % 5 or not min_rating <= rating <= max_rating:
        report.error("MECH_ENGINE_RATING_RANGE", f"engine rating {rating} outside {min_rating}-{max_rating} or not a multiple of 5", "CT", "Engine")
    expected_slots = components.engine_slots(ctx.engine, superheavy=ctx.superheavy)
    for loc in ("CT", "LT", "RT"):
        have = ctx.slot_count("Engine", loc)
        want = expected_slots.get(loc, 0)
        if have != want:
            report.error(
                "MECH_ENGINE_SLOTS",
                f"{loc} holds {have} engine slot(s); a {ctx.engine.name} needs {want}",
                loc,
                "Engine",
            )
    for m in ctx.systems("Engine"):
        if m.location not in ("CT", "LT", "RT"):
            report.error("MECH_ENGINE_SLOTS", f"engine slots in {m.location}", m.location, "Engine")


def check_gyro(ctx: MechContext, report: Report) -> None:
    if ctx.gyro is None:
        return
    want = components.gyro_slots(ctx.gyro, superheavy=ctx.superheavy)
    have = ctx.slot_count("Gyro", "CT")
    if have != want:
        report.error("MECH_GYRO_SLOTS", f"the center torso holds {have} gyro slot(s); a {ctx.gyro.name} needs {want}", "CT", "Gyro")
    for m in ctx.systems("Gyro"):
        if m.location != "CT":
            report.error("MECH_GYRO_SLOTS", f"gyro slots in {m.location}", m.location, "Gyro")
    superheavy_gyro = ctx.gyro.superheavy_only
    if ctx.mech.industrial and ctx.gyro.id not in ("standard", "none") and not (superheavy_gyro and ctx.superheavy):
        report.error("MECH_GYRO_TYPE", f"an IndustrialMech may only use a standard gyro, not {ctx.gyro.name}", "CT", "Gyro")
    # IO p. 178 (gyros.json superheavy_only): the superheavy gyro is for superheavy 'Mechs only
    if superheavy_gyro and not ctx.superheavy:
        report.error("MECH_GYRO_TYPE", f"a {ctx.gyro.name} is only for superheavy 'Mechs", "CT", "Gyro")


_COCKPIT_LAYOUTS: Final[dict[str, dict[str, dict[str, int]]]] = {}  # cockpit id -> its layout (read only)


def cockpit_layout(cockpit) -> dict[str, dict[str, int]]:
    """How many Cockpit / Life Support / Sensors slots each location holds
    (worked out once per cockpit type; callers only read it)."""
    layout = _COCKPIT_LAYOUTS.get(cockpit.id)
    if layout is None:
        layout = _COCKPIT_LAYOUTS[cockpit.id] = _cockpit_layout(cockpit)
    return layout


def _cockpit_layout(cockpit) -> dict[str, dict[str, int]]:
    layout: dict[str, dict[str, int]] = {}
    for name in cockpit.head_slots:
        # MegaMek writes a command console's slot as a second "Cockpit".
        name = "Cockpit" if name == "Command Console" else name
        if name:
            layout.setdefault("HD", {}).setdefault(name, 0)
            layout["HD"][name] += 1
    for loc, names in cockpit.other_slots.items():
        for name in names:
            layout.setdefault(loc, {}).setdefault(name, 0)
            layout[loc][name] += 1
    return layout


def check_cockpit(ctx: MechContext, report: Report) -> None:
    if ctx.cockpit is None:
        return
    expected = cockpit_layout(ctx.cockpit)
    for system in ("Cockpit", "Life Support", "Sensors"):
        for loc in ctx.locations:
            want = expected.get(loc, {}).get(system, 0)
            have = ctx.slot_count(system, loc)
            if have < want:
                report.error(
                    "MECH_COCKPIT_SLOTS",
                    f"{loc} has {have} {system} slot(s); a {ctx.cockpit.name} needs {want}",
                    loc,
                    system,
                )
            elif have > want:
                report.error(
                    "MECH_COCKPIT_SLOTS", f"{loc} has {have} {system} slot(s), more than a {ctx.cockpit.name} has ({want})", loc, system
                )


def check_structure(ctx: MechContext, report: Report) -> None:
    if ctx.structure is None:
        return
    d = ctx.design
    want = components.structure_slots(ctx.structure, superheavy=ctx.superheavy, unit_tech_base=tech_text(d))
    have = sum(len(m.all_slots()) for m, i in ctx.equipment() if not STRUCTURE_FLAGS.isdisjoint(i.flags))
    if have != want:
        report.error(
            "MECH_STRUCTURE_SLOTS",
            f"{ctx.structure.name} needs {want} critical slot(s); the design places {have}",
            item=ctx.structure.name,
        )


def check_armor(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    try:
        points = components.internal_structure(d.tonnage)
    except KeyError:
        return  # an illegal tonnage, reported by check_tonnage
    for a in d.armor:
        if a.location not in ctx.locations:
            continue
        if a.location == "HD":
            limit = 12 if ctx.superheavy else 9
        else:
            limit = 2 * points[location_class(a.location)]
        total = a.front + (a.rear or 0)
        if total > limit:
            report.error(
                "MECH_ARMOR_OVER_LOCATION_MAX",
                f"{a.location} carries {total} armor points; its maximum is {limit}",
                a.location,
            )
    if ctx.armor is not None:
        want = components.armor_slots(ctx.armor, tech_text(d), superheavy=ctx.superheavy)
        have = sum(len(m.all_slots()) for m, i in ctx.equipment() if not ARMOR_FLAGS.isdisjoint(i.flags))
        if have != want:
            report.error(
                "MECH_ARMOR_SLOTS", f"{ctx.armor.name} needs {want} critical slot(s); the design places {have}", item=ctx.armor.name
            )
        if ctx.armor.id == "stealth":
            if not ctx.with_flag("F_ECM"):
                report.error("MECH_ITEM_REQUIRES", "stealth armor needs an ECM suite", item=ctx.armor.name)
        _check_armor_slot_places(ctx, report)


def _check_armor_slot_places(ctx: MechContext, report: Report) -> None:
    """Stealth armor's 12 slots are 2 in each location but the head and the
    center torso (TM p. 206; armor.json slot_distribution: arms, side torsos
    and legs, a quad's four legs); a slot moved elsewhere is as wrong as one
    missing.  Bipeds and quads of normal weight (superheavy slots halve)."""
    assert ctx.armor is not None  # check_armor calls this only with an armor type
    per_location = ctx.armor.raw.get("slot_distribution")
    if not per_location or ctx.superheavy or ctx.mech.config not in ("biped", "quad", "quadvee", "lam"):
        return
    each = next(iter(per_location.values()))
    wanted = {loc: each for loc in ctx.locations if loc not in ("HD", "CT")}
    have: dict[str, int] = {}
    for m, i in ctx.equipment():
        if not ARMOR_FLAGS.isdisjoint(i.flags):
            for loc, _slot in m.all_slots():
                have[loc] = have.get(loc, 0) + 1
    wrong = {loc: have.get(loc, 0) for loc in set(wanted) | set(have) if have.get(loc, 0) != wanted.get(loc, 0)}
    if wrong:
        where = ", ".join(f"{n} in {loc}" for loc, n in sorted(wrong.items()))
        report.error("MECH_ARMOR_SLOTS", f"{ctx.armor.name} needs {each} slots in each of {', '.join(wanted)}; it has "
                     f"{where}", sorted(wrong)[0], ctx.armor.name)


def _sink_mounts(ctx: MechContext) -> list[tuple[Mount, Equipment]]:
    return ctx.with_flag(*HEAT_SINK_FLAGS)


def _sink_matches(sink_type, item: Equipment) -> bool:
    names = {n.lower() for n in sink_type.crit_names}
    return item.id.lower() in names or item.name.lower() in names or any(a.lower() in names for a in item.aliases)


def check_heat_sinks(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    if d.heat_sinks is None or ctx.heat_sink is None or ctx.engine is None:
        return
    count = d.heat_sinks.count
    minimum = 10 if ctx.engine.fusion else 0
    if count < minimum:
        report.error("MECH_HEAT_SINKS_MIN", f"{count} heat sinks; a {ctx.engine.name} 'Mech needs at least {minimum}")
    mounts = _sink_mounts(ctx)
    per_mount = 2 if getattr(ctx.heat_sink, "id", "") == "compact" else 1
    placed = 0
    for m, item in mounts:
        placed += per_mount if not m.shared_slot else per_mount
        # Prototype double heat sinks ("Freezers") may serve beside single sinks.
        freezer_ok = "F_IS_DOUBLE_HEAT_SINK_PROTOTYPE" in item.flags and ctx.heat_sink.id == "single"
        if not _sink_matches(ctx.heat_sink, item) and not freezer_ok:
            report.error(
                "MECH_HEAT_SINK_MIX",
                f"{item.name} in {m.location} is not a {ctx.heat_sink.name}",
                m.location,
                item.id,
            )
    integral = integral_heat_sinks(ctx)
    if placed > count:
        report.error("MECH_HEAT_SINK_SLOTS", f"{placed} heat sinks placed in critical slots but only {count} declared")
    elif count - placed > integral:
        report.error(
            "MECH_HEAT_SINK_SLOTS",
            f"{count} heat sinks: the engine holds {integral}, so {count - integral} need slots, but {placed} are placed",
        )
    base = d.heat_sinks.base_chassis
    if base is not None and d.omni and base > count:
        report.error("MECH_OMNI_BASE_HEAT_SINKS", f"{base} base-chassis heat sinks exceed the {count} in total")


def _required_slots(ctx: MechContext, mount: Mount, item: Equipment) -> Optional[int]:
    slots = item.slots
    if slots is None:
        rule = item.slots_rule
        formula = _formula("slots", rule)
        if formula is not None:
            if formula.get("as_weight"):
                formula = _formula("weights", rule)
                assert formula is not None  # mech_item_formulas.json: each as_weight rule has its weight formula
            slots = int(_formula_value(formula, ctx, mount, item))
        else:
            fn = _SLOT_RULES.get(rule or "")
            if fn is None:
                return None
            slots = fn(ctx, mount, item)
    if slots is None:
        return None
    if ctx.superheavy:
        return (slots + 1) // 2
    return slots


# Slot rules worked out in code rather than by a formula of the data file.
_SLOT_RULES: Final[dict[str, Callable]] = {
    "variable_size": lambda c, m, i: _variable_size_slots(m, i),
    "aes": lambda c, m, i: _aes_slots(c, m),
}

# Variable-size items whose slots follow their size: cargo and liquid
# storage (TM p. 239) and communications equipment (TM p. 212) fill one
# critical slot per ton, a part ton taking a whole slot.
_SLOTS_PER_TON_FLAGS: Final = frozenset({"F_CARGO", "F_LIQUID_CARGO", "F_COMMUNICATIONS"})


def _variable_size_slots(mount: Mount, item: Equipment) -> Optional[int]:
    if mount.size is None or _SLOTS_PER_TON_FLAGS.isdisjoint(item.flags):
        return None
    return round_up(mount.size)


def _aes_slots(ctx: MechContext, mount: Mount) -> Optional[int]:
    """AES in an arm fills 1/2/3/4 slots for a light/medium/heavy/assault
    'Mech (TO p. 279; myomer.json aes per_arm_by_class); legs are not
    checked (the leg table is unconfirmed)."""
    if mount.location not in ARM_LOCATIONS or ctx.mech.config in ("quad", "quadvee"):
        return None
    by_class = components.myomer("aes").slots["per_arm_by_class"]
    try:
        wc = components.weight_class(int(ctx.tonnage))
    except components.UnknownComponent:
        return None  # no weight class: the tonnage itself is reported (MECH_TONNAGE_INVALID)
    return by_class.get("light" if wc == "ultralight" else wc)


def _check_targeting_computer_slots(ctx: MechContext, report: Report) -> None:
    """A targeting computer weighs one ton per 4 tons (Clan 5) of direct-fire
    weapons, rounded up, and fills one slot per ton (TM p. 238; the formula
    in data/components/mech_item_formulas.json).  As a spreadable item it is
    left out of check_slots' count, so it is counted here: the first
    computer's slots, split ones included (a second mount is
    MECH_ITEM_ONE_PER_UNIT's).
    A computer is one slot at the least: whether one with no direct-fire
    weapon to serve may be mounted at all is not settled here."""
    tcs = ctx.with_flag("F_TARGCOMP")
    if not tcs:
        return
    mount, item = tcs[0]
    need = _required_slots(ctx, mount, item)
    if need is None:
        return
    need = max(1, need)
    have = len(mount.all_slots())
    if have != need:
        weight = _formula("weights", item.tonnage_rule)
        assert weight is not None  # a targeting computer's weight is a formula (tc_is, tc_clan)
        report.error(
            "MECH_ITEM_SLOTS_SHORT" if have < need else "MECH_ITEM_SIZE",
            f"{item.name} fills {have} slot(s) but needs {need}: one a ton, a ton per "
            f"{weight['divide']} t of direct-fire weapons, rounded up",
            mount.location,
            item.id,
        )


def check_slots(ctx: MechContext, report: Report) -> None:
    capacities = {loc: slots_in_location(loc) for loc in ctx.locations}
    if not _slots_in_order(ctx.design.mounts, capacities):
        _check_slot_claims(ctx, capacities, report)
    superheavy = ctx.superheavy
    _check_targeting_computer_slots(ctx, report)
    for mount, item in ctx.equipment():
        if item.spreadable or not _SPREAD_SLOTS.isdisjoint(item.flags):
            continue  # spread items are counted as a whole by their own checks
        if item_family.refusal(item, "mech") is not None:
            continue  # no 'Mech item: MECH_ITEM_FAMILY says so, its 'Mech size means nothing
        slots = item.slots
        need: Optional[int]
        if slots is not None:
            need = (slots + 1) // 2 if superheavy else slots  # as _required_slots, inline: most items
        else:
            need = _required_slots(ctx, mount, item)
            if need is None:
                continue
        have = len(mount.all_slots())
        if have != need:
            report.error(
                "MECH_ITEM_SLOTS_SHORT" if have < need else "MECH_ITEM_SIZE",
                f"{item.name} in {mount.location} fills {have} slot(s) but needs {need}",
                mount.location,
                item.id,
            )
        if mount.split_more:
            where = [loc for loc, _ in mount.parts()]
            report.error(
                "MECH_ITEM_SPLIT",
                f"{item.name} is split over {len(where)} locations ({', '.join(where)}); "
                f"an item may be split between two adjacent locations only",
                mount.location,
                item.id,
            )
        elif mount.split_location is not None:
            pair = frozenset((mount.location, mount.split_location))
            from .mtf import SPLIT_NEIGHBOURS

            if pair not in SPLIT_NEIGHBOURS:
                report.error(
                    "MECH_ITEM_SPLIT",
                    f"{item.name} is split between {mount.location} and {mount.split_location}, which are not adjacent",
                    mount.location,
                    item.id,
                )


def _slots_in_order(mounts: tuple[Mount, ...], capacities: dict[str, int]) -> bool:
    """True when no slot is claimed twice and none lies past its location's
    last slot: the common case, told by one bit mask of claimed slots per
    location (locations the 'Mech does not have are left to
    check_locations).  Otherwise :func:`_check_slot_claims` finds and
    reports each claim."""
    claimed: dict[str, int] = {}  # location -> bit k set when slot k is claimed
    for mount in mounts:
        if mount.split_location is None and not mount.split_more:
            # the usual mount, read as it is (Mount.parts makes tuples)
            if not _claim_slots(claimed, capacities, mount.location, mount.slots):
                return False
            continue
        for loc, slots in mount.parts():
            if not _claim_slots(claimed, capacities, loc, slots):
                return False
    return True


def _claim_slots(claimed: dict[str, int], capacities: dict[str, int], loc: str, slots: tuple[int, ...]) -> bool:
    """Mark ``slots`` of ``loc`` in ``claimed`` (see _slots_in_order); False
    when one lies past the location's end or was claimed already."""
    capacity = capacities.get(loc)
    if capacity is None:
        return True
    mask = claimed.get(loc, 0)
    for index in slots:
        bit = 1 << index if 0 <= index < capacity else 0
        if not bit or mask & bit:
            return False
        mask |= bit
    claimed[loc] = mask
    return True


def _check_slot_claims(ctx: MechContext, capacities: dict[str, int], report: Report) -> None:
    """Slots past the end of their location, and slots more than one mount
    claims (two of the same one-slot item may share a superheavy 'Mech's
    slot): the first mount in each slot, and the (rare) slots that more
    than one mount claims with all their mounts, one dict lookup per slot."""
    occupant: dict[tuple[str, int], Mount] = {}
    crowded: dict[tuple[str, int], list[Mount]] = {}
    for mount in ctx.design.mounts:
        for slot in mount.all_slots():
            loc, index = slot
            capacity = capacities.get(loc)
            if capacity is None:
                continue  # a location this 'Mech does not have (reported by check_locations)
            if index >= capacity:
                report.error(
                    "MECH_SLOTS_OVERFULL",
                    f"{mount.item} sits in slot {index + 1} of {loc}, which has {capacity} slots",
                    loc,
                    mount.item,
                )
                continue
            first = occupant.get(slot)
            if first is None:
                occupant[slot] = mount
            elif slot in crowded:
                crowded[slot].append(mount)
            else:
                crowded[slot] = [first, mount]
    for (loc, index), mounts in sorted(crowded.items()):
        shared_ok = (
            ctx.superheavy
            and len(mounts) == 2
            and all(len(m.all_slots()) == 1 for m in mounts)
            and mounts[0].item == mounts[1].item
        )
        if not shared_ok:
            names = ", ".join(m.item for m in mounts)
            report.error("MECH_SLOT_CONFLICT", f"slot {index + 1} of {loc} holds {names}", loc, mounts[0].item)


# Items spread one slot to a location, and the locations they leave out
# (null-signature TO p. 336, void-signature TO p. 349, chameleon light
# polarization shield TO p. 300).
ONE_PER_LOCATION: Final = {"F_NULLSIG": ("HD",), "F_VOIDSIG": ("HD",), "F_CHAMELEON_SHIELD": ("HD", "CT")}


def check_spread_items(ctx: MechContext, report: Report) -> None:
    """Each of these items fills exactly one slot in each location it needs."""
    for flag, left_out in ONE_PER_LOCATION.items():
        per: dict[str, int] = {}
        item = None
        for mount, eq in ctx.equipment():
            if flag in eq.flags:
                item = eq
                for loc, slots in mount.parts():
                    per[loc] = per.get(loc, 0) + max(1, len(slots))
        if item is None:
            continue
        wanted = [loc for loc in ctx.locations if loc not in left_out]
        wrong = {loc: per.get(loc, 0) for loc in set(wanted) | set(per) if per.get(loc, 0) != (1 if loc in wanted else 0)}
        if wrong:
            where = ", ".join(f"{n} in {loc}" for loc, n in sorted(wrong.items()))
            report.error("MECH_SPREAD_ITEM", f"{item.name} needs one slot in each of {', '.join(wanted)}; it has {where}",
                         sorted(wrong)[0], item.id)


# Items whose slots are spread evenly over the two side torsos, half of their
# catalog slots in each and none elsewhere, and the code each breaks: the
# partial wing (TO p. 292: 4 + 4 Inner Sphere, 3 + 3 Clan) and the chain drape
# (PS:AO-UrbanFest p. 16: 3 + 3).  Book and page in data/rules/mech.json.
SIDE_TORSO_HALVES: Final = {"F_PARTIAL_WING": "MECH_PARTIAL_WING", "F_CHAIN_DRAPE": "MECH_CHAIN_DRAPE"}


def side_torso_half(item: Equipment) -> Optional[tuple[int, str]]:
    """(slots in each side torso, rule code) for an item of
    :data:`SIDE_TORSO_HALVES`; None for any other item."""
    for flag, code in SIDE_TORSO_HALVES.items():
        if flag in item.flags:
            return int(item.slots or 0) // 2, code
    return None


def check_side_torso_halves(ctx: MechContext, report: Report) -> None:
    """A partial wing's or a chain drape's slots are spread: half of its
    catalog slots in each side torso, nothing elsewhere."""
    by_item: dict[str, dict[str, int]] = {}
    items: dict[str, Equipment] = {}
    for mount, item in ctx.with_flag(*SIDE_TORSO_HALVES):
        items[item.id] = item
        per = by_item.setdefault(item.id, {})
        for loc, slots in mount.parts():
            per[loc] = per.get(loc, 0) + len(slots)
    for item_id, per in by_item.items():
        item = items[item_id]
        halves = side_torso_half(item)
        assert halves is not None  # the item has one of SIDE_TORSO_HALVES' flags (with_flag)
        each, code = halves
        wrong = {loc: n for loc, n in per.items() if loc not in SIDE_TORSOS}
        short = {loc: per.get(loc, 0) for loc in SIDE_TORSOS if per.get(loc, 0) != each}
        if wrong or short:
            where = ", ".join(f"{n} in {loc}" for loc, n in sorted({**short, **wrong}.items()))
            report.error(code, f"{item.name} needs {each} slots in each side torso; it has {where}",
                         next(iter(short or wrong)), item_id)


def tables() -> Mapping:
    """The tables of data/rules/mech.json (rules kept as data, each with its
    book and page)."""
    return rule_tables("mech")


def check_configuration_limits(ctx: MechContext, report: Report) -> None:
    """Items some 'Mech configurations or cockpits may not mount
    (data/rules/mech.json configuration_limits: the chain drape's apron and
    poncho, PS:AO-UrbanFest p. 16)."""
    limits = tables()["configuration_limits"]
    flags = resolve(ctx.design).flags
    config = ctx.mech.config
    cockpit = ctx.cockpit.id if ctx.cockpit is not None else None
    for limit in limits["items"]:
        if flags.isdisjoint(limit["flags"]):
            continue
        why = []
        if config in limit.get("configs_refused", ()):
            why.append(f"a {config} 'Mech")
        if cockpit in limit.get("cockpits_refused", ()):
            assert ctx.cockpit is not None  # cockpit is its id
            why.append(f"a 'Mech with a {ctx.cockpit.name}")
        if not why:
            continue
        for mount, item in ctx.with_flag(*limit["flags"]):
            report.error(limit["code"], f"{item.name} cannot be mounted on {' or '.join(why)}", mount.location, item.id)
            break


# ------------------------------------------------------- equipment rules (data)
def _group_mounts(ctx: MechContext, rules: Mapping, names) -> list[tuple[Mount, Equipment]]:
    """(mount, item) of the design's items in any of the groups ``names``
    (construction/item_groups.py: each item's groups worked out once, the
    design's grouped items once per design)."""
    return members(_grouped_entries(ctx, rules), names)


def _grouped_entries(ctx: MechContext, rules: Mapping) -> Grouped:
    """The design's items with their groups (construction/item_groups.py
    :func:`grouped`), worked out once per design."""
    entries = ctx.memo.get("grouped")
    if entries is None:
        entries = ctx.memo["grouped"] = grouped(ctx.equipment(), rules["groups"])
    return entries


def cockpit_locations(ctx: MechContext) -> frozenset[str]:
    """The locations that hold the cockpit (data/components/cockpits.json:
    the head, or the center torso of a torso-mounted cockpit)."""
    if ctx.cockpit is None:
        return frozenset(("HD",))
    return frozenset(loc for loc, names in cockpit_layout(ctx.cockpit).items() if names.get("Cockpit"))


def _unit_kinds(ctx: MechContext) -> set[str]:
    """The unit kinds refused_on rows name that this 'Mech is."""
    mech = ctx.mech
    kinds = {"industrialmech" if mech.industrial else "battlemech"}
    if mech.industrial and ctx.cockpit is not None and ctx.cockpit.raw.get("advanced_fire_control") is False:
        kinds.add("industrialmech_without_afc")
    if ctx.cockpit is not None and ctx.cockpit.id in tables()["equipment_rules"]["primitive"]["cockpits"]:
        kinds.add("primitive")
    if ctx.superheavy:
        kinds.add("superheavy")
    return kinds


# The equipment_rules sections whose rows name groups (check_equipment_rules).
_GROUP_SECTIONS: Final = ("refused_on", "incompatible", "placement", "count_max", "per_location_max", "every_leg",
                   "cockpit_outside_head", "location_armor", "engine_required", "requires", "cockpit_incompatible")


def check_equipment_rules(ctx: MechContext, report: Report) -> None:
    """The rules of particular items kept as data (data/rules/mech.json
    equipment_rules, each row with its book and page): equipment a unit kind
    may not mount (IndustrialMech-only items, IndustrialMech and primitive
    limits), pairs no 'Mech may combine, locations an item may use, items
    one to a location, items spread over every leg, items that need the
    cockpit out of the head or other equipment, items a cockpit excludes,
    armored components a unit kind may not have, and the components a unit
    kind must use."""
    rules = tables()["equipment_rules"]
    kinds = _unit_kinds(ctx)
    touched = touching(rules, _GROUP_SECTIONS, _grouped_entries(ctx, rules))
    for row in touched["refused_on"]:
        if row["unit"] not in kinds:
            continue
        for mount, item in once_per_item(_group_mounts(ctx, rules, row["groups"])):
            report.error(row, f"{item.name} cannot be mounted on {_KIND_TEXT[row['unit']]}", mount.location, item.id)
    mounts_of = partial(_group_mounts, ctx, rules)
    for row in touched["incompatible"]:
        found = incompatible(row["groups"], mounts_of)
        if found is not None:
            report.error(row, *found)
    cockpit = cockpit_locations(ctx)
    for row in touched["placement"]:
        for mount, item in _group_mounts(ctx, rules, row["groups"]):
            for loc, _ in mount.parts():
                if location_refused(row, location_class(loc)):
                    report.error(row, f"{item.name} may not be mounted in {loc}", loc, item.id)
                elif row.get("cockpit") == "refused" and loc in cockpit:
                    report.error(row, f"{item.name} may not share the cockpit's location ({loc})", loc, item.id)
                elif row.get("cockpit") == "required" and loc not in cockpit:
                    report.error(row, f"{item.name} belongs in the cockpit's location, not {loc}", loc, item.id)
                elif row.get("engine") == "required" and not ctx.slot_count("Engine", loc):
                    report.error(row, f"{item.name} belongs in a location with engine slots, not {loc}", loc, item.id)
    for row in touched["count_max"]:
        for found in over_max(_group_mounts(ctx, rules, row["groups"]), row["max"]):
            report.error(row, *found)
    for row in touched["per_location_max"]:
        for found in over_max(_group_mounts(ctx, rules, row["groups"]), row["max"], per_location=True):
            report.error(row, *found)
    legs = [loc for loc in ctx.locations if loc in LEG_LOCATIONS]
    for row in touched["every_leg"]:
        _check_every_leg(ctx, report, row, _group_mounts(ctx, rules, row["groups"]), legs)
    for row in touched["cockpit_outside_head"]:
        for mount, item in _group_mounts(ctx, rules, row["groups"])[:1]:
            if "HD" in cockpit:
                report.error(row, f"{item.name} needs a cockpit outside the head (a torso-mounted cockpit)",
                             mount.location, item.id)
    for row in rules["components"]:
        if row["unit"] in kinds:
            component = getattr(ctx, row["component"])
            if component is not None and component.id not in row["allowed"]:
                report.error(row, f"{_KIND_TEXT[row['unit']]} cannot use a {component.name}",
                             item=component.name)
    for row in touched["location_armor"]:
        for mount, item in _group_mounts(ctx, rules, row["groups"]):
            armor = _location_armor_type(ctx, mount.location)
            if armor is not None and armor not in row["armor"]:
                report.error(row, f"{item.name} may not be mounted in {mount.location} over {armor} armor",
                             mount.location, item.id)
    for row in touched["engine_required"]:
        if ctx.engine is not None and not getattr(ctx.engine, row["engine"]):
            for mount, item in _group_mounts(ctx, rules, row["groups"])[:1]:
                report.error(row, f"{item.name} needs a {row['engine']} engine, not a {ctx.engine.name}",
                             mount.location, item.id)
    for row in touched["requires"]:
        needing = _group_mounts(ctx, rules, row["groups"])
        if not needing:
            continue
        partners = _group_mounts(ctx, rules, row["requires"])
        if not partners:
            mount, item = needing[0]
            report.error(row, f"{item.name} needs {row['requires_text']} on the 'Mech",
                         mount.location, item.id)
        elif row.get("per_location"):
            for mount, item, count, have in _partners_short(needing, partners, row["per_location"], row.get("match")):
                report.error(row, f"{item.name} in {mount.location}: {count} mounted there, each needs "
                             f"{row['each_text']} there; {have} found", mount.location, item.id)
    for row in touched["cockpit_incompatible"]:
        if ctx.cockpit is not None and ctx.cockpit.id in row["cockpits"]:
            for mount, item in _group_mounts(ctx, rules, row["groups"])[:1]:
                report.error(row, f"{item.name} cannot be combined with a {ctx.cockpit.name}", mount.location, item.id)
    for row in rules["armored_components_refused"]:
        if row["unit"] in kinds:
            armored = [rm.mount for rm in resolve(ctx.design).armored]
            if armored:
                report.error(row, f"{_KIND_TEXT[row['unit']]} cannot have armored components "
                             f"({', '.join(f'{m.item} in {m.location}' for m in armored)})", armored[0].location, armored[0].item)
    ejection = rules["ejection"]
    if ctx.mech.ejection == ejection["system"] and ctx.cockpit is not None \
            and ctx.cockpit.id in ejection["cockpits_refused"]:
        report.error(ejection["code"], f"a {ejection['system']} cannot be combined with a {ctx.cockpit.name}", "HD")
    if "primitive" in kinds:
        _check_primitive(ctx, report, rules["primitive"])


def _partners_short(needing, partners, each: int, match: Optional[str]) -> list:
    """``requires`` rows with ``per_location``: an add-on linked to items of
    its own location (an Artemis system to a launcher, a capacitor to a PPC,
    a machine gun array to two or more machine guns) needs ``each`` of them
    there for every one of it.  Counted per location (and per weapon ammo
    type where ``match`` is "ammo_type": a light machine gun array links
    light machine guns); gives (first mount, item, how many, partners
    there) for each location short of them."""
    def key(mount, item):
        kind = item.weapon.ammo_type if match == "ammo_type" and item.weapon is not None else None
        return mount.location, kind
    have: dict = {}
    for mount, item in partners:
        have[key(mount, item)] = have.get(key(mount, item), 0) + 1
    counted: dict = {}
    first: dict = {}
    for mount, item in needing:
        k = key(mount, item)
        counted[k] = counted.get(k, 0) + 1
        first.setdefault(k, (mount, item))
    return [(*first[k], n, have.get(k, 0)) for k, n in counted.items() if n * each > have.get(k, 0)]


def _location_armor_type(ctx: MechContext, location: str) -> Optional[str]:
    """The armor type id of a location (patchwork armor: the location's own)."""
    if ctx.design.armor_type != "patchwork":
        return ctx.design.armor_type
    for armor in ctx.design.armor:
        if armor.location == location:
            return armor.armor_type
    return None


_KIND_TEXT: Final = {
    "battlemech": "a BattleMech (IndustrialMechs only)",
    "industrialmech": "an IndustrialMech",
    "industrialmech_without_afc": "an IndustrialMech without advanced fire control",
    "primitive": "a primitive 'Mech",
    "superheavy": "a superheavy 'Mech",
}


def _check_every_leg(ctx: MechContext, report: Report, row: Mapping, mounts: list, legs: list[str]) -> None:
    """A group spread over every leg: ``slots`` (``slots_superheavy``) in
    each leg and none elsewhere, or, with ``if_any_leg``, in every leg once
    it is in one (the other locations are the placement rows' business)."""
    if not mounts:
        return
    item = mounts[0][1]
    have: dict[str, int] = {}
    for mount, _ in mounts:
        for loc, slots in mount.parts():
            have[loc] = have.get(loc, 0) + len(slots)
    if row.get("if_any_leg"):
        if any(have.get(leg) for leg in legs):
            missing = [leg for leg in legs if not have.get(leg)]
            if missing:
                report.error(row, f"{item.name} in a leg needs one in every leg; {', '.join(missing)} lack(s) it",
                             missing[0], item.id)
        return
    each = row["slots_superheavy"] if ctx.superheavy else row["slots"]
    wrong = {loc: have.get(loc, 0) for loc in set(legs) | set(have)
             if have.get(loc, 0) != (each if loc in legs else 0)}
    if wrong:
        where = ", ".join(f"{n} in {loc}" for loc, n in sorted(wrong.items()))
        report.error(row, f"{item.name} needs {each} slot(s) in each leg; it has {where}", sorted(wrong)[0], item.id)


def _check_primitive(ctx: MechContext, report: Report, row: Mapping) -> None:
    """The components a primitive 'Mech may use (equipment_rules.primitive)."""
    d = ctx.design
    code = row["code"]
    if d.omni and not row["omni"]:
        report.error(code, "a primitive 'Mech cannot be an OmniMech")
    if ctx.structure is not None and ctx.structure.id not in row["structures"]:
        report.error(code, f"a primitive 'Mech cannot use {ctx.structure.name} structure", item=ctx.structure.name)
    if ctx.engine is not None and ctx.engine.id in row["engines_refused"]:
        report.error(code, f"a primitive 'Mech cannot use a {ctx.engine.name}", "CT", ctx.engine.name)
    allowed = row["armor_industrialmech" if ctx.mech.industrial else "armor_battlemech"]
    if ctx.armor is not None and ctx.armor.id not in allowed:
        report.error(code, f"a primitive {'IndustrialMech' if ctx.mech.industrial else 'BattleMech'} cannot use "
                           f"{ctx.armor.name} armor", item=ctx.armor.name)


def check_jump_booster(ctx: MechContext, report: Report) -> None:
    """Mechanical jump boosters fill the same number of slots in every leg
    and nothing elsewhere (TO p. 292: two a leg; jump_jets.json
    mechanical_booster)."""
    boosters = [(m, i) for m, i in ctx.equipment() if i.tonnage_rule == "mechanical_jump_booster"]
    if not boosters:
        return
    table = components.jump_jet("mechanical_booster").slots
    each = int(table["quad_per_leg" if ctx.mech.config in ("quad", "quadvee") else "biped_per_leg"])
    legs = [loc for loc in ctx.locations if loc in LEG_LOCATIONS]
    have: dict[str, int] = {}
    for m, _ in boosters:
        for loc, _slot in m.all_slots():
            have[loc] = have.get(loc, 0) + 1
    wrong = {loc: have.get(loc, 0) for loc in set(legs) | set(have) if have.get(loc, 0) != (each if loc in legs else 0)}
    if wrong:
        where = ", ".join(f"{n} in {loc}" for loc, n in sorted(wrong.items()))
        report.error("MECH_JUMP_BOOSTER", f"mechanical jump boosters need {each} slots in each leg; they have {where}",
                     sorted(wrong)[0], boosters[0][1].id)


def _location_override(ctx: MechContext, item: Equipment) -> Optional[tuple]:
    """The location classes an item may use where data/rules/mech.json
    equipment_rules.location_overrides gives them for this 'Mech's kind (a
    four-legged or a superheavy 'Mech, or any other), instead of the
    catalog's mech_locations; None where no row names the item."""
    row = _override_row(item)
    if row is None:
        return None
    if "quad" in row and ctx.mech.config in ("quad", "quadvee"):
        return tuple(row["quad"])
    if "superheavy" in row and ctx.superheavy:
        return tuple(row["superheavy"])
    return tuple(row["other"])


_OVERRIDE_ROWS: Final[dict[str, Optional[Mapping]]] = {}  # item id -> its location_overrides row (None: no row)


def _override_row(item: Equipment) -> Optional[Mapping]:
    """The first equipment_rules.location_overrides row naming one of the
    item's groups (None: none does); it depends on the item alone, so it is
    found once per item."""
    try:
        return _OVERRIDE_ROWS[item.id]
    except KeyError:
        pass
    rules = tables()["equipment_rules"]
    names = groups_of(item, rules["groups"])
    found = next((row for row in rules["location_overrides"] if not names.isdisjoint(row["groups"])), None)
    _OVERRIDE_ROWS[item.id] = found
    return found


def check_item_locations(ctx: MechContext, report: Report) -> None:

    for mount, item in ctx.equipment():
        if not _SPREAD_SLOTS.isdisjoint(item.flags):
            continue
        refused = item_family.refusal(item, "mech")
        if refused is not None:
            report.error(dict(refused, code="MECH_ITEM_FAMILY"), item_family.message(item, "a 'Mech", refused),
                         mount.location, item.id)
            continue
        allowed = _location_override(ctx, item) or item.mech_locations
        if allowed:
            for loc, _ in mount.parts():
                cls = location_class(loc)
                if cls not in allowed:
                    report.error(
                        "MECH_ITEM_LOCATION",
                        f"{item.name} may not be mounted in {loc}",
                        loc,
                        item.id,
                    )
        if "F_JUMP_JET" in item.flags or item.tonnage_rule in ("jump_jet_standard", "jump_jet_improved", "jump_jet_prototype"):
            if location_class(mount.location) not in ("CT", "ST", "LEG"):
                report.error("MECH_JUMP_JET_LOCATION", f"jump jet in {mount.location}", mount.location, item.id)


# Physical weapons and the arm actuators they need (TM pp. 220, 237; TO p. 289).
ARM_ACTUATOR_NEEDS: Final = {
    "hatchet": ("hand", "lower_arm"),
    "sword": ("hand", "lower_arm"),
    "mace": ("hand", "lower_arm"),
    "claws": ("lower_arm", "no_hand"),
}


def _arm_equipment(ctx: MechContext) -> dict[str, list[tuple[Mount, Equipment]]]:
    """(mount, item) of the equipment with slots in each arm, in order (an
    item split into an arm counts there too)."""
    by_arm: dict[str, list[tuple[Mount, Equipment]]] = {arm: [] for arm in ARM_LOCATIONS}
    for mount, item in ctx.equipment():
        if mount.split_location is None and not mount.split_more:
            found = by_arm.get(mount.location)
            if found is not None:
                found.append((mount, item))
            continue
        for arm, found in by_arm.items():
            if mount.location == arm or mount.split_location == arm or any(p.location == arm for p in mount.split_more):
                found.append((mount, item))
    return by_arm


def check_actuators(ctx: MechContext, report: Report) -> None:
    legs = [loc for loc in ctx.locations if loc in LEG_LOCATIONS]
    for leg in legs:
        for index, name in enumerate(("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator")):
            if not ctx.slot_count(name, leg):
                report.error("MECH_ACTUATORS", f"{leg} lacks its {name}", leg, name)
    arm_equipment = _arm_equipment(ctx)
    for arm in (loc for loc in ctx.locations if loc in ARM_LOCATIONS):
        for name in ("Shoulder", "Upper Arm Actuator"):
            if not ctx.slot_count(name, arm):
                report.error("MECH_ACTUATORS", f"{arm} lacks its {name}", arm, name)
        has_lower = bool(ctx.slot_count("Lower Arm Actuator", arm))
        has_hand = bool(ctx.slot_count("Hand Actuator", arm))
        if has_hand and not has_lower:
            report.error("MECH_ACTUATORS", f"{arm} has a hand actuator without a lower arm actuator", arm, "Hand Actuator")
        for mount, item in arm_equipment[arm]:
            needs = ARM_ACTUATOR_NEEDS.get(item.tonnage_rule or "", ())
            if "no_hand" in needs and has_hand:
                report.error("MECH_ARM_ACTUATOR_CONFLICT", f"{item.name} replaces the hand actuator of {arm}", arm, item.id)
            if "hand" in needs and not has_hand:
                report.error("MECH_ARM_ACTUATOR_CONFLICT", f"{item.name} needs a hand actuator in {arm}", arm, item.id)
            if "lower_arm" in needs and not has_lower:
                report.error("MECH_ARM_ACTUATOR_CONFLICT", f"{item.name} needs a lower arm actuator in {arm}", arm, item.id)
            if ctx.design.omni and mount.omnipod and item.omni_arm_restrict and (has_lower or has_hand):
                report.error(
                    "MECH_ARM_ACTUATOR_CONFLICT",
                    f"a pod-mounted {item.name} needs the lower arm and hand actuators of {arm} removed",
                    arm,
                    item.id,
                )
    # Actuators belong only in limbs, in their own locations.
    for mount in ctx.design.mounts:
        if mount.item in _ARM_ACTUATORS:
            limb_ok = mount.location in ARM_LOCATIONS
        elif mount.item in _LEG_ACTUATORS:
            limb_ok = mount.location in LEG_LOCATIONS
        else:
            continue
        if not limb_ok:
            report.error("MECH_ACTUATORS", f"{mount.item} in {mount.location}", mount.location, mount.item)


def check_jump(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    # UMUs give underwater MP, which files do not store as Jump MP.
    jets = [(m, i) for m, i in ctx.equipment() if i.tonnage_rule in ("jump_jet_standard", "jump_jet_improved", "jump_jet_prototype")]
    boosters = [(m, i) for m, i in ctx.equipment() if i.tonnage_rule == "mechanical_jump_booster"]
    improved = any(i.tonnage_rule == "jump_jet_improved" or "Improved" in i.id for m, i in jets)
    count = len(jets)
    if boosters:
        return
    partial_wing = any(i.tonnage_rule in ("partial_wing_is", "partial_wing_clan") for m, i in ctx.equipment())
    umus = sum(1 for m, i in ctx.equipment() if i.tonnage_rule == "umu")
    # Files store UMU MP in the Jump MP line when a 'Mech has UMUs and no jets.
    umu_mp = count == 0 and umus == d.jump_mp
    # a file may state a partial wing's bonus in its Jump MP line (TO p. 293;
    # construction.derived.mech_jets_jump_mp)
    wing_line = partial_wing and count and d.jump_mp == count + derived.partial_wing_jump_bonus(d)
    if count != d.jump_mp and not umu_mp and not wing_line:
        report.error("MECH_JUMP_JETS", f"Jump MP is {d.jump_mp} but {count} jump jet(s) are mounted")
    limit = ctx.run() if improved else ctx.walk()
    if count > limit:
        report.error(
            "MECH_JUMP_JETS",
            f"{count} jump jets exceed the limit of {limit} ({'Running' if improved else 'Walking'} MP)",
        )
    if count and ctx.engine is not None and ctx.engine.id in ("ice", "fuel_cell", "primitive_ice", "primitive_fuel_cell"):
        report.error("MECH_JUMP_JET_ENGINE", f"a {ctx.engine.name} 'Mech cannot mount jump jets", item=ctx.engine.name)


def check_myomer(ctx: MechContext, report: Report) -> None:
    myomer = ctx.myomer
    if myomer is None:
        return
    tsm_items = ctx.with_flag("F_TSM", "F_INDUSTRIAL_TSM")
    # the slots of the musculature the myomer line names: its own item flags
    # (myomer.json slot_flags; triple-strength myomer by default)
    slot_flags = myomer.raw.get("slot_flags")
    counted = ctx.with_flag(*slot_flags) if slot_flags else tsm_items
    want = myomer.slots if myomer.kind == "myomer" and isinstance(myomer.slots, int) else 0
    if ctx.superheavy:
        want = (want + 1) // 2  # a superheavy 'Mech's slots halve (rounded up), as for its other items (IO p. 178)
    have = sum(len(m.all_slots()) for m, i in counted)
    if want and have != want:
        report.error("MECH_MYOMER", f"{myomer.name} needs {want} critical slots; the design places {have}", item=myomer.name)
    if not want and tsm_items and myomer.id == "standard":
        report.error("MECH_MYOMER", "triple-strength myomer slots on a 'Mech with standard myomer", item=tsm_items[0][1].id)
    # myomer.json industrialmech_only (industrial TSM, TM p. 240); its slots on a
    # BattleMech are reported by check_equipment_rules (MECH_INDUSTRIAL_ONLY)
    if myomer.raw.get("industrialmech_only") and not ctx.mech.industrial and not ctx.with_flag("F_INDUSTRIAL_TSM"):
        report.error("MECH_INDUSTRIAL_ONLY", f"{myomer.name} is for IndustrialMechs only", item=myomer.name)
    aes = ctx.with_flag("F_ACTUATOR_ENHANCEMENT_SYSTEM")
    if aes and myomer.id in ("tsm", "industrial_tsm"):
        report.error("MECH_ITEM_INCOMPATIBLE", "AES cannot be combined with triple-strength myomer (TO errata p. 380)", item="ISAES")
    masc = ctx.with_flag("F_MASC")
    if len([1 for m, i in masc if i.tonnage_rule in ("masc_is", "masc_clan")]) > 1:
        report.error("MECH_ITEM_ONE_PER_UNIT", "more than one MASC", item=masc[0][1].id)
    tcs = ctx.with_flag("F_TARGCOMP")
    if len(tcs) > 1:
        report.error("MECH_ITEM_ONE_PER_UNIT", "more than one targeting computer", item=tcs[0][1].id)


def check_tech(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    design_key = (d.tech_base, d.mixed_tech, d.year, d.rules_level)
    for mount, item in ctx.equipment():
        for error, code, message in _item_tech_findings(item, d, design_key):
            (report.error if error else report.add)(code, message, mount.location, item.id)
    for component, label in ((ctx.engine, "engine"), (ctx.structure, "structure"), (ctx.armor, "armor")):
        if component is None:
            continue
        tb = getattr(component, "tech_base", None)
        if tb in ("IS", "Clan") and tb != d.tech_base and not d.mixed_tech:
            report.error("MECH_TECH_BASE", f"{component.name} ({label}) is {tb} technology on a non-mixed design", item=component.name)
        if d.year is not None:
            intro = getattr(component, "intro", None) or {}
            year = intro.get(tb if tb in ("IS", "Clan") else d.tech_base)
            if year is None and (d.mixed_tech or tb not in ("IS", "Clan")):
                known = [y for y in intro.values() if y]
                year = min(known) if known else None
            if year is not None and year > d.year:
                report.error("MECH_INTRO_YEAR", f"{component.name} appears in {year}, after the design's year {d.year}", item=component.name)


_TECH_FINDINGS: Final[dict] = {}  # (item id, tech base, mixed, year, rules level) -> findings


def _item_tech_findings(item: Equipment, d: Design, design_key: tuple) -> tuple:
    """(is an error, code, message) of each tech rule one item breaks on a
    design of this tech base, year and rules level: the same few hundred
    items meet the same few dozen years, so each answer is worked out once
    (the table is emptied when it grows large)."""
    key = (item.id,) + design_key
    found = _TECH_FINDINGS.get(key)
    if found is not None:
        return found
    out = []
    if item.tech_base in ("IS", "Clan") and item.tech_base != d.tech_base and not d.mixed_tech:
        out.append((True, "MECH_TECH_BASE",
                    f"{item.name} is {'Clan' if item.tech_base == 'Clan' else 'Inner Sphere'} equipment on a non-mixed "
                    f"{'Clan' if d.is_clan else 'Inner Sphere'} design"))
    level = item_rules_level(item, d.year)
    code = rules_level_code("MECH", level, d.rules_level)
    if code:
        out.append((False, code, f"{item.name} is {LEVEL_NAMES[level]} equipment; the design declares {d.rules_level} rules"))
    if d.year is not None:
        year = item_intro_year(item, d.tech_base, d.mixed_tech)
        if year is not None and year > d.year:
            out.append((True, intro_year_code("MECH", year, d.year),
                        f"{item.name} appears in {year}, after the design's year {d.year}"))
    if len(_TECH_FINDINGS) > 50000:
        _TECH_FINDINGS.clear()
    found = _TECH_FINDINGS[key] = tuple(out)
    return found


def check_omni(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    for mount in d.mounts:
        if not mount.omnipod:
            continue
        if not d.omni:
            report.error("MECH_OMNIPOD_NOT_OMNI", f"{mount.item} is pod-mounted on a 'Mech that is not an OmniMech", mount.location, mount.item)
            continue
        if mount.is_system:
            report.error("MECH_OMNIPOD_FIXED_ONLY", f"{mount.item} cannot be pod-mounted", mount.location, mount.item)
    for mount, item in ctx.equipment():
        if mount.omnipod and d.omni and not item.omnipod:
            report.error("MECH_OMNIPOD_FIXED_ONLY", f"{item.name} cannot be pod-mounted", mount.location, item.id)


def check_weight(ctx: MechContext, report: Report) -> None:
    parts = _weights(ctx)
    total = sum(t for _, t in parts)
    if total > ctx.tonnage + EPSILON:
        heaviest = ", ".join(f"{name} {tons:g}" for name, tons in sorted(parts, key=lambda p: -p[1])[:4])
        report.error(
            "MECH_OVERWEIGHT",
            f"the parts weigh {total:g} t, {total - ctx.tonnage:g} t over the {ctx.tonnage:g} t limit (heaviest: {heaviest})",
        )
    elif total < ctx.tonnage - 0.5 + EPSILON and total < ctx.tonnage - EPSILON:
        report.warn("MECH_UNDERWEIGHT", f"{ctx.tonnage - total:g} t of the {ctx.tonnage:g} t are unused")


# Ammunition-kind items that feed no weapon: a coolant pod flushes the heat
# sinks by itself (TO p. 304).
SELF_CONTAINED_AMMO: Final = frozenset({"T_COOLANT_POD"})


def check_ammo(ctx: MechContext, report: Report) -> None:
    """Ammunition fits a weapon of its type and size (an LRM-5 ton cannot
    feed an LRM 10): the same pairing the BV's ammunition step makes
    (ammo type and rack size), so a bin the BV leaves out as unused is the
    bin this warns of."""
    weapons = {(i.weapon.ammo_type, i.weapon.rack_size) for m, i in ctx.equipment() if i.kind == "weapon" and i.weapon}
    for mount, item in ctx.equipment():
        if item.kind != "ammo" or item.ammo is None or item.ammo.ammo_type in SELF_CONTAINED_AMMO:
            continue
        if (item.ammo.ammo_type, item.ammo.rack_size) not in weapons:
            report.warn("MECH_AMMO_WITHOUT_WEAPON", f"{item.name} has no weapon to feed", mount.location, item.id)


def check_component_types(ctx: MechContext, report: Report) -> None:
    """Engine, structure, armor and cockpit types the 'Mech may use."""
    d = ctx.design
    industrial = ctx.mech.industrial
    config = ctx.mech.config
    for component, code, label in ((ctx.structure, "MECH_STRUCTURE_TYPE", "structure"), (ctx.armor, "MECH_ARMOR_TYPE", "armor")):
        if component is None:
            continue
        allowed = component.industrialmech if industrial else component.battlemech
        # TO errata p. 280: an IndustrialMech may use BattleMech armor as an
        # Experimental unit.
        if not allowed and not (industrial and label == "armor" and d.rules_level == "experimental"):
            kind = "an IndustrialMech" if industrial else "a BattleMech"
            report.error(code, f"{kind} cannot use {component.name} {label}", item=component.name)
    if ctx.armor is not None and ctx.armor.id == "hardened" and d.omni:
        report.error("MECH_ARMOR_TYPE", "hardened armor is allowed only on non-Omni units (TO errata p. 280)", item=ctx.armor.name)
    if d.armor_type == "patchwork":
        # TO errata v3.02 p. 377: no location of a patchwork design may carry
        # an armor type illegal for the unit type
        for a in d.armor:
            try:
                patch = components.armor(a.armor_type, tech_text(d)) if a.armor_type else None
            except KeyError:
                patch = None
            if patch is None:
                continue
            allowed = patch.industrialmech if industrial else patch.battlemech
            if not allowed and not (industrial and d.rules_level == "experimental"):
                unit = "an IndustrialMech" if industrial else "a BattleMech"
                report.error("MECH_ARMOR_TYPE", f"{unit} cannot use {patch.name} armor (patchwork, TO errata p. 377)",
                             a.location, patch.name)
            elif patch.id == "hardened" and d.omni:
                report.error("MECH_ARMOR_TYPE", "hardened armor is allowed only on non-Omni units (TO errata p. 280)",
                             a.location, patch.name)
    cockpit = ctx.cockpit
    if cockpit is not None:
        if cockpit.superheavy_only and not ctx.superheavy:
            report.error("MECH_COCKPIT_TYPE", f"a {cockpit.name} is only for superheavy 'Mechs", "HD", cockpit.name)
        if cockpit.tripod_only and config != "tripod":
            report.error("MECH_COCKPIT_TYPE", f"a {cockpit.name} is only for tripods", "HD", cockpit.name)
        if cockpit.quadvee_only and config != "quadvee":
            report.error("MECH_COCKPIT_TYPE", f"a {cockpit.name} is only for QuadVees", "HD", cockpit.name)


def check_configuration(ctx: MechContext, report: Report) -> None:
    """Limits of the special configurations: superheavy, LAM, QuadVee."""
    d = ctx.design
    config = ctx.mech.config
    if ctx.superheavy and d.jump_mp > 0:
        report.error("MECH_SUPERHEAVY", "a superheavy 'Mech cannot jump", item="Jump Jet")
    if config == "lam" and d.tonnage > 55:
        report.error("MECH_LAM", f"a Land-Air 'Mech weighs at most 55 tons, not {d.tonnage:g}")
    if config == "quadvee":
        for leg in ("FLL", "FRL", "RLL", "RRL"):
            if not ctx.slot_count("Conversion Gear", leg) and not any(
                m.location == leg and "conversion" in m.item.lower() for m in d.mounts
            ):
                report.error("MECH_QUADVEE", f"{leg} lacks the QuadVee conversion equipment", leg, "Conversion Gear")


def check_extinct(ctx: MechContext, report: Report) -> None:
    d = ctx.design
    if d.year is None:
        return
    for mount, item in ctx.equipment():
        extinct = extinct_year(item, d.tech_base, d.mixed_tech, d.year)
        if extinct is not None:
            report.warn("MECH_EXTINCT", f"{item.name} was extinct in {d.year} (from {extinct})", mount.location, item.id)


CHECKS: Final[tuple[Callable[[MechContext, Report], None], ...]] = (
    check_tonnage,
    check_locations,
    check_component_types,
    check_configuration,
    lam.check_lam,
    check_engine,
    check_gyro,
    check_cockpit,
    check_structure,
    check_armor,
    check_heat_sinks,
    check_slots,
    check_item_locations,
    check_side_torso_halves,
    check_configuration_limits,
    check_equipment_rules,
    check_spread_items,
    check_jump_booster,
    check_actuators,
    check_jump,
    check_myomer,
    check_tech,
    check_omni,
    check_ammo,
    check_extinct,
    check_weight,
)


def validate_mech(design: Design) -> Report:
    """Every BattleMech construction rule the design breaks."""
    report = Report()
    if design.mech is None:
        # a design built in code without its 'Mech block (every loader fills
        # it): no configuration, gyro, cockpit or myomer to check against, as
        # the vehicle validators answer a design without its vehicle block
        report.error("UNKNOWN_COMPONENT", "a 'Mech design needs its 'Mech details (the mech block: configuration, "
                     "gyro, cockpit, myomer)")
        return report
    ctx = _resolve(design, report)
    for check in CHECKS:
        check(ctx, report)
    return report


__all__ = ["CHECKS", "MechContext", "validate_mech", "weight_breakdown", "item_tonnage"]
