"""Battle armor construction rules (TechManual pp. 159-171, Tactical
Operations pp. 280-290, with TO errata v3.02 section D applied).

:func:`validate_battle_armor` runs every check in :data:`CHECKS` over one
design and reports all problems at once.  Each check is a small function
``check_x(ctx, report)`` over a :class:`BAContext` (the design with its
items resolved and its tables looked up).  Tables (weight classes, motive
weights and maxima, armor types, slots) live in
``data/components/battle_armor.json``; rule codes and their book/page in
``data/rules/battle_armor.json``.

Weights are per trooper, in kilograms.  Squad-mounted items are carried by
every suit; items in ``<Trooper N Equipment>`` (``Mount.trooper``) by one.
:func:`trooper_weights` gives each suit's weight breakdown (validation, BV
and record sheets share it); :func:`weight_breakdown` lists one suit's
parts one by one, each with its kg.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from types import MappingProxyType
from typing import Callable, Final, Mapping, Optional

from . import components
from .catalog import Equipment, catalog
from .equipment_rows import location_refused, once_per_item
from .item_groups import grouped, members
from .model import Design, Mount
from .resolved import resolve
from . import report as _report
from .report import Report
from .tech import LEVEL_NAMES, intro_year_code, item_intro_year, item_rules_level, rules_level_code

EPSILON: Final = 1e-6
ARMS: Final = ("LA", "RA")


# --------------------------------------------------------------------------- tables
@lru_cache(maxsize=1)
def tables() -> Mapping:
    """The frozen battle armor tables (components/battle_armor.json)."""
    return components.family_data("battle_armor")


@lru_cache(maxsize=None)
def weight_class(wc: str) -> Mapping:
    for row in tables()["weight_classes"]:
        if row["id"] == wc:
            return row
    raise KeyError(f"unknown battle armor weight class {wc!r}")


@lru_cache(maxsize=None)
def armor_type(type_id: Optional[str]) -> Optional[Mapping]:
    for row in tables()["armor_types"]:
        if row["id"] == (type_id or "ba_standard"):
            return row
    return None


def _armor_items() -> Mapping[str, str]:
    """Catalog ids of the armor-slot items -> armor type id."""
    return _ARMOR_ITEMS()


@lru_cache(maxsize=1)
def _ARMOR_ITEMS() -> Mapping[str, str]:
    out = {}
    for row in tables()["armor_types"]:
        base = row["item"]
        if not base:
            continue
        for prefix in ("", "IS ", "Clan "):
            e = catalog().find(prefix + base)
            if e is not None:
                out[e.id] = row["id"]
    return MappingProxyType(out)


# --------------------------------------------------------------------------- context
@dataclass(frozen=True, init=False)
class Item:
    mount: Mount
    eq: Optional[Equipment]

    def __init__(self, mount: Mount, eq: Optional[Equipment]) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "mount", mount)
        object.__setattr__(self, "eq", eq)

    @property
    def location(self) -> str:
        return self.mount.location

    def flag(self, f: str) -> bool:
        return self.eq is not None and f in self.eq.flags

    @property
    def is_weapon(self) -> bool:
        return self.eq is not None and self.eq.kind == "weapon"

    @property
    def is_ammo(self) -> bool:
        return self.eq is not None and self.eq.kind == "ammo"

    @property
    def infantry_weapon(self) -> bool:
        return self.is_weapon and self.flag("F_INFANTRY")

    @property
    def manipulator(self) -> bool:
        return self.flag("F_BA_MANIPULATOR")

    @property
    def armor_slot(self) -> bool:
        return self.eq is not None and self.eq.id in _armor_items()

    @property
    def in_dwp(self) -> bool:
        return self.mount.mount == "DWP" and not self.flag("F_DETACHABLE_WEAPON_PACK")

    def applies_to(self, trooper: int) -> bool:
        return self.mount.trooper is None or self.mount.trooper == trooper


@dataclass(frozen=True, init=False)
class BAContext:
    design: Design
    wc: Mapping
    chassis: str  # biped | quad
    motion: str
    troopers: int
    tech_base: str
    armor_tech_base: str
    armor: Optional[Mapping]
    armor_points: int
    items: tuple[Item, ...]

    def __init__(self, design: Design, wc: Mapping, chassis: str, motion: str, troopers: int, tech_base: str,
                 armor_tech_base: str, armor: Optional[Mapping], armor_points: int,
                 items: tuple[Item, ...]) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "design", design)
        object.__setattr__(self, "wc", wc)
        object.__setattr__(self, "chassis", chassis)
        object.__setattr__(self, "motion", motion)
        object.__setattr__(self, "troopers", troopers)
        object.__setattr__(self, "tech_base", tech_base)
        object.__setattr__(self, "armor_tech_base", armor_tech_base)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "armor_points", armor_points)
        object.__setattr__(self, "items", items)

    def has(self, flag: str) -> bool:
        return any(i.flag(flag) for i in self.items)

    def count(self, flag: str) -> int:
        return sum(1 for i in self.items if i.flag(flag))

    @cached_property
    def slot_sizes(self) -> tuple[tuple[Item, int], ...]:
        """(item, :func:`slot_size`) of the items in a location with slots
        (the body, the arms, the turret), worked out once per design."""
        return tuple((it, slot_size(it)) for it in self.items if it.location in _SLOT_LOCATIONS)


def context(design: Design) -> BAContext:
    ba = design.battle_armor
    from .model import BattleArmorDetails

    ba = ba or BattleArmorDetails()
    items = [Item(rm.mount, rm.eq) for rm in resolve(design).mounts]
    armor_entry = design.armor_at("TROOPER") or (design.armor[0] if design.armor else None)
    return BAContext(
        design=design,
        wc=weight_class(ba.weight_class),
        chassis=ba.chassis,
        motion=ba.motion,
        troopers=ba.troopers,
        tech_base=design.tech_base,
        armor_tech_base=ba.armor_tech_base or design.tech_base,
        armor=armor_type(design.armor_type),
        armor_points=armor_entry.front if armor_entry else 0,
        items=tuple(items),
    )


# --------------------------------------------------------------------------- movement
def myomer_booster_mp(ctx: BAContext) -> int:
    if not ctx.has("F_MASC"):
        return 0
    return int(tables()["motive"]["boosters"]["myomer_booster_ground_mp"][ctx.wc["id"]])


def mechanical_jump_booster_mp(ctx: BAContext) -> int:
    """Ground MP a mechanical jump booster adds to the suit's walking MP
    (data/components/battle_armor.json motive.boosters, TO p. 286 with the
    errata): the one figure the construction limit, Battle Value and the
    Alpha Strike card all read."""
    if not ctx.has("F_MECHANICAL_JUMP_BOOSTER"):
        return 0
    return int(tables()["motive"]["boosters"]["mechanical_jump_booster_ground_mp"])


def max_ground_mp(ctx: BAContext) -> Optional[int]:
    base = ctx.wc["ground_mp_max"][ctx.chassis]
    if base is None:
        return None
    return base + mechanical_jump_booster_mp(ctx) + myomer_booster_mp(ctx)


def max_secondary_mp(ctx: BAContext) -> int:
    """Jump / VTOL / UMU maximum for the motion type (TM p. 162); jump
    boosters and partial wings add 1 jump MP (TM p. 257, p. 266)."""
    if ctx.chassis == "quad":
        return 0
    if ctx.motion == "vtol":
        return int(ctx.wc["vtol_mp_max"])
    if ctx.motion == "umu":
        return int(ctx.wc["umu_mp_max"])
    base = int(ctx.wc["jump_mp_max"])
    if ctx.has("F_JUMP_BOOSTER") or ctx.has("F_PARTIAL_WING"):
        base += 1
    return base


# --------------------------------------------------------------------------- slots
def _errata(eq: Optional[Equipment]) -> Optional[Mapping]:
    if eq is None:
        return None
    return tables()["equipment_errata"].get(eq.id)


def slot_size(item: Item) -> int:
    """Slots one mount takes in its location (TM p. 167): spreadable items
    (armor, myomer booster) take one slot per mount line, manipulators and
    anti-personnel weapons in a mount none, weapons in a detachable weapon
    pack none (the pack takes one), ammunition one per mount."""
    eq = item.eq
    if eq is None or item.location == "NONE":
        return 0
    if item.manipulator or item.infantry_weapon or item.in_dwp:
        return 0
    if eq.spreadable:
        return 1
    if item.is_ammo:
        return 1
    fix = _errata(eq)
    if fix is not None and "slots" in fix:
        return int(fix["slots"])
    return int(eq.slots or 0)


def slot_capacity(ctx: BAContext, location: str) -> int:
    if location == "TURRET":
        return ctx.design.battle_armor.turret_slots if ctx.design.battle_armor else 0
    slots = ctx.wc["slots"][ctx.chassis]
    if slots is None:
        return 0
    return int(slots["ARM" if location in ARMS else "BODY"])


_SLOT_LOCATIONS: Final = ("BODY", "LA", "RA", "TURRET")


def slots_used(ctx: BAContext, trooper: int) -> dict[str, int]:
    used = dict.fromkeys(_SLOT_LOCATIONS, 0)
    for it, size in ctx.slot_sizes:
        if it.applies_to(trooper):
            used[it.location] += size
    return used


# --------------------------------------------------------------------------- weight
def item_kg(ctx: BAContext, item: Item) -> float:
    """Weight in kg of one mount on one suit.  Weapons (and their ammunition)
    in a detachable weapon pack are carried outside the suit's weight limit
    (TO p. 286); a squad support weapon's weight is shared by the squad
    (TO p. 268)."""
    eq = item.eq
    if eq is None or item.in_dwp:
        return 0.0
    if item.mount.mount == "SSWM":
        return _own_kg(ctx, item) / max(1, ctx.troopers)
    return _own_kg(ctx, item)


def _own_kg(ctx: BAContext, item: Item) -> float:
    eq = item.eq
    assert eq is not None  # _item_kg weighs here only an item with a catalog entry
    if item.is_ammo:
        per_shot = eq.ammo.kg_per_shot if eq.ammo and eq.ammo.kg_per_shot else 0.0
        return float(per_shot) * (item.mount.shots or 0)
    if item.infantry_weapon and item.mount.mount == "APM":
        return 0.0  # carried by the anti-personnel mount (TM p. 271)
    if item.armor_slot:
        return 0.0  # weighed with the armor points
    fix = _errata(eq)
    if fix is not None and "kg" in fix:
        return float(fix["kg"])
    if "F_MASC" in eq.flags:
        # A myomer booster is spread over several mount lines; weigh it once.
        first = next(i for i in ctx.items if i.flag("F_MASC"))
        return float(tables()["myomer_booster_kg"][ctx.wc["id"]]) if first is item else 0.0
    if "F_MECHANICAL_JUMP_BOOSTER" in eq.flags:
        return float(tables()["mechanical_jump_booster_kg"][ctx.wc["id"]])
    if eq.variable_size or eq.tonnage is None:
        return float(item.mount.size or 0.0)
    return float(eq.tonnage) * 1000.0


@dataclass(frozen=True, init=False)
class TrooperWeight:
    trooper: int
    chassis: float
    ground_mp: float
    secondary_mp: float
    armor: float
    turret: float
    equipment: float

    def __init__(self, trooper: int, chassis: float, ground_mp: float, secondary_mp: float, armor: float,
                 turret: float, equipment: float) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "trooper", trooper)
        object.__setattr__(self, "chassis", chassis)
        object.__setattr__(self, "ground_mp", ground_mp)
        object.__setattr__(self, "secondary_mp", secondary_mp)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "turret", turret)
        object.__setattr__(self, "equipment", equipment)

    @property
    def total(self) -> float:
        return round(self.chassis + self.ground_mp + self.secondary_mp + self.armor + self.turret + self.equipment, 3)


def trooper_weights(design: Design) -> tuple[TrooperWeight, ...]:
    return _weights(context(design))


def _weights(ctx: BAContext) -> tuple[TrooperWeight, ...]:
    wc = ctx.wc
    chassis = float(wc["chassis_kg"][ctx.tech_base])
    free = tables()["motive"]["free_ground_mp"][ctx.chassis]
    ground = max(0, ctx.design.walk_mp - free) * float(wc["ground_mp_kg"])
    per = {"jump": wc["jump_kg"], "leg": wc["jump_kg"], "vtol": wc["vtol_kg"], "umu": wc["umu_kg"]}[ctx.motion]
    secondary = ctx.design.jump_mp * float(per or 0)
    armor = 0.0
    if ctx.armor is not None:
        armor = ctx.armor_points * float(ctx.armor["kg_per_point"][ctx.armor_tech_base])
    ba = ctx.design.battle_armor
    turret = 0.0
    if ba is not None and ba.turret:
        t = tables()["turret"]
        turret = t["base_kg"] + t["kg_per_slot"] * ba.turret_slots + (t["modular_extra_kg"] if ba.turret == "modular" else 0)
    out = []
    kgs = [(it, item_kg(ctx, it)) for it in ctx.items]  # a mount weighs the same on every trooper carrying it
    for n in range(1, ctx.troopers + 1):
        equipment = sum(kg for it, kg in kgs if it.applies_to(n))
        out.append(TrooperWeight(n, chassis, ground, secondary, armor, float(turret), equipment))
    return tuple(out)


@dataclass(frozen=True)
class WeightPart:
    """One line of a suit's weight record: a structural part (``chassis``,
    ``ground_mp``, ``secondary_mp``, ``armor``, ``turret``; location ``""``)
    or a mount (its catalog id and location)."""

    part: str
    location: str
    kg: float


def weight_breakdown(design: Design, trooper: int = 1) -> tuple[WeightPart, ...]:
    """Each part's kg on one suit, in the TechManual's construction order
    (TM pp. 162-172): chassis, motive systems, armor, turret, then every
    mount the suit carries.  The kgs add up to that trooper's
    :func:`trooper_weights` total."""
    ctx = context(design)
    w = _weights(ctx)[trooper - 1]
    parts = [WeightPart(name, "", float(getattr(w, name))) for name in ("chassis", "ground_mp", "secondary_mp", "armor", "turret")]
    parts += [WeightPart(it.mount.item, it.location, item_kg(ctx, it)) for it in ctx.items if it.applies_to(trooper)]
    return tuple(parts)


# --------------------------------------------------------------------------- checks
def _name(it: Item) -> str:
    return it.eq.name if it.eq is not None else it.mount.item


def check_known_items(ctx: BAContext, r: Report) -> None:
    for it in ctx.items:
        if it.eq is None:
            r.unknown_item(it.mount)


def check_squad_size(ctx: BAContext, r: Report) -> None:
    size = tables()["squad_size"]
    if not size["min"] <= ctx.troopers <= size["max"]:
        r.add("BA_SQUAD_SIZE", f"{ctx.troopers} troopers; a unit has {size['min']}-{size['max']}")
        return
    usual = size["clan_point"] if ctx.tech_base == "Clan" else size["is_squad"]
    if ctx.troopers != usual:
        kind = "Clan Points" if ctx.tech_base == "Clan" else "Inner Sphere squads"
        r.add("BA_SQUAD_SIZE_CONVENTION", f"{ctx.troopers} troopers; {kind} usually have {usual}")


def check_chassis(ctx: BAContext, r: Report) -> None:
    if ctx.wc["slots"][ctx.chassis] is None:
        r.add("BA_CHASSIS_CLASS", f"a {ctx.wc['name']} suit cannot use the {ctx.chassis} chassis")
    ba = ctx.design.battle_armor
    if ba is not None and ba.turret and ctx.chassis != "quad":
        r.add("BA_TURRET", "only quad battle armor may mount a turret", "TURRET")
    if ba is not None and ba.turret:
        lo, hi = tables()["turret"]["slots_range"][ba.turret]
        if not lo <= ba.turret_slots <= hi:
            kind = "configurable (modular)" if ba.turret == "modular" else "standard"
            r.add("BA_TURRET", f"a {kind} turret mount holds {lo} to {hi} slots, not {ba.turret_slots} (TM p. 271)", "TURRET")
    for it in ctx.items:
        if it.location in ARMS and ctx.chassis == "quad":
            r.add("BA_LOCATION", f"{_name(it)} is mounted in an arm, but quad battle armor has no arms", it.location, it.mount.item)
        if it.location == "TURRET" and not (ba and ba.turret):
            r.add("BA_TURRET", f"{_name(it)} is mounted in a turret the suit does not have", it.location, it.mount.item)


def check_weight(ctx: BAContext, r: Report) -> None:
    lo, hi = ctx.wc["min_kg"], ctx.wc["max_kg"]
    seen = set()
    for w in _weights(ctx):
        if w.total in seen:
            continue
        seen.add(w.total)
        who = f"trooper {w.trooper}" if any(it.mount.trooper for it in ctx.items) else "each trooper"
        if w.total > hi + EPSILON:
            r.add("BA_OVERWEIGHT", f"{who} weighs {w.total:g} kg; a {ctx.wc['name']} suit weighs at most {hi} kg")
        elif w.total < lo - EPSILON:
            r.add("BA_UNDERWEIGHT", f"{who} weighs {w.total:g} kg, below the {ctx.wc['name']} class ({lo}-{hi} kg)")


def check_movement(ctx: BAContext, r: Report) -> None:
    d = ctx.design
    lo = tables()["motive"]["min_ground_mp"][ctx.chassis]
    hi = max_ground_mp(ctx)
    if d.walk_mp < lo:
        r.add("BA_GROUND_MP", f"ground MP {d.walk_mp}; a {ctx.chassis} suit has at least {lo}")
    elif hi is not None and d.walk_mp > hi:
        r.add("BA_GROUND_MP", f"ground MP {d.walk_mp} exceeds the {ctx.wc['name']} {ctx.chassis} maximum of {hi}")
    if d.jump_mp > 0:
        top = max_secondary_mp(ctx)
        kind = {"jump": "jump", "leg": "jump", "vtol": "VTOL", "umu": "UMU"}[ctx.motion]
        if ctx.chassis == "quad":
            r.add("BA_SECONDARY_MP", f"{kind} MP {d.jump_mp}: quad battle armor has no jump, VTOL or UMU systems")
        elif top == 0:
            r.add("BA_SECONDARY_MP", f"a {ctx.wc['name']} suit cannot use {kind} movement")
        elif d.jump_mp > top:
            r.add("BA_SECONDARY_MP", f"{kind} MP {d.jump_mp} exceeds the {ctx.wc['name']} maximum of {top}")
        if ctx.motion in tables()["motive"]["clan_only"] and ctx.tech_base != "Clan" and not d.mixed_tech:
            r.add("BA_SECONDARY_MP", f"{kind} systems are Clan technology; {ctx.tech_base} battle armor cannot use them")
    jump_ok = ctx.motion == "jump" and d.jump_mp >= 1
    if ctx.has("F_JUMP_BOOSTER") and not jump_ok:
        r.add("BA_JUMP_BOOSTER", "jump boosters need jump jets with at least 1 MP")
    if ctx.has("F_PARTIAL_WING") and not (jump_ok or ctx.has("F_MECHANICAL_JUMP_BOOSTER")):
        r.add("BA_PARTIAL_WING", "a partial wing needs jump jets with at least 1 MP or mechanical jump boosters")
    if ctx.has("F_JUMP_BOOSTER") and ctx.has("F_PARTIAL_WING"):
        r.add("BA_JUMP_BOOSTER", "jump boosters and a partial wing cannot be combined")
    if ctx.count("F_MECHANICAL_JUMP_BOOSTER") > 1:
        r.add("BA_MECHANICAL_JUMP_BOOSTER", "at most one mechanical jump booster per suit")
    if ctx.has("F_MECHANICAL_JUMP_BOOSTER") and ctx.has("F_MASC"):
        r.add("BA_MYOMER_BOOSTER", "a myomer booster cannot be combined with mechanical jump boosters")
    if ctx.has("F_MASC") and ctx.armor is not None and (
        ctx.armor["id"].startswith("ba_stealth") or ctx.armor["id"] == "ba_mimetic"
    ):
        r.add("BA_MYOMER_BOOSTER", f"a myomer booster cannot be combined with {ctx.armor['name']} armor")
    booster = next((it.eq for it in ctx.items if it.flag("F_MASC")), None)
    if booster is not None and ctx.count("F_MASC") > (booster.slots or 3):
        r.add("BA_MYOMER_BOOSTER", "at most one myomer booster per suit")


def check_armor(ctx: BAContext, r: Report) -> None:
    if ctx.armor is None:
        r.add("BA_ARMOR_TYPE", f"{ctx.design.armor_type!r} is not a battle armor armor type")
        return
    top = int(ctx.wc["armor_max"])
    if ctx.armor_points > top:
        r.add("BA_ARMOR_MAX", f"{ctx.armor_points} armor points per trooper; a {ctx.wc['name']} suit carries at most {top}", "TROOPER")
    # a mixed-tech suit may use the armor of either tech base (TM p. 159, as for its other equipment)
    if ctx.armor_tech_base not in ctx.armor["tech"] and not ctx.design.mixed_tech:
        r.add("BA_ARMOR_TYPE", f"{ctx.armor['name']} armor is not available to {ctx.armor_tech_base} battle armor")
    slots = [it for it in ctx.items if it.armor_slot and it.mount.trooper is None]
    wrong = [it for it in slots if it.eq is not None and _armor_items()[it.eq.id] != ctx.armor["id"]]
    for it in wrong:
        r.add("BA_ARMOR_SLOTS", f"{_name(it)} slot on a suit with {ctx.armor['name']} armor", it.location, it.mount.item)
    need = int(ctx.armor["slots"])
    have = len(slots) - len(wrong)
    # A file that places none of the armor slots leaves them implicit (they
    # are checked against the free slots in check_slots).
    if have != need and not wrong and have > 0:
        r.add("BA_ARMOR_SLOTS", f"{ctx.armor['name']} armor takes {need} slots; {have} are allocated")


def check_slots(ctx: BAContext, r: Report) -> None:
    reported = set()
    for n in range(1, ctx.troopers + 1):
        for loc, used in slots_used(ctx, n).items():
            cap = slot_capacity(ctx, loc)
            if used > cap and (loc, used) not in reported:
                reported.add((loc, used))
                r.add("BA_SLOTS", f"{loc} of trooper {n} uses {used} slots; it has {cap}", loc)
    # Armor slots a file does not place are still taken: they must fit in
    # the suit's free slots (the designer places them anywhere, TM p. 169).
    if ctx.armor is not None and not any(it.armor_slot for it in ctx.items):
        need = int(ctx.armor["slots"])
        locations = ("BODY", "LA", "RA")
        for n in range(1, ctx.troopers + 1):
            used_at = slots_used(ctx, n)
            free = sum(max(0, slot_capacity(ctx, loc) - used_at[loc]) for loc in locations)
            if need > free:
                r.add("BA_SLOTS", f"trooper {n} has {free} free slots for {ctx.armor['name']} armor's {need}")
                break
    for it in ctx.items:
        if it.location == "NONE" and it.eq is not None and not (it.in_dwp or it.infantry_weapon or it.manipulator):
            if slot_size(Item(Mount(it.mount.item, "BODY"), it.eq)) > 0 and not it.armor_slot:
                r.add("BA_UNALLOCATED", f"{_name(it)} takes slots but has no location", "NONE", it.mount.item)


def _anti_mech(it: Item) -> bool:
    return it.is_weapon and not it.infantry_weapon and not it.in_dwp


def check_weapon_mounts(ctx: BAContext, r: Report) -> None:
    lim = tables()["weapon_limits"]
    reported = set()
    # (item, location, an anti-'Mech weapon, an anti-personnel mount) of each item, once
    kinds = [(it, it.location, _anti_mech(it), it.flag("F_AP_MOUNT") and not it.manipulator) for it in ctx.items]
    for n in range(1, ctx.troopers + 1):
        here = [(where, am, ap) for it, where, am, ap in kinds if it.applies_to(n)]
        for loc in ("BODY", "LA", "RA"):
            locs = (loc, "TURRET") if loc == "BODY" else (loc,)
            am = sum(1 for where, anti_mech, _ in here if where in locs and anti_mech)
            ap = sum(1 for where, _, ap_mount in here if where in locs and ap_mount)
            key = "ARM" if loc in ARMS else "BODY"
            am_max = lim["anti_mech"][ctx.chassis][key]
            if loc in ARMS and ctx.chassis == "biped":
                ap_max = lim["anti_personnel"]["biped"]["ARM_WITH_ANTI_MECH" if am else "ARM"]
            else:
                ap_max = lim["anti_personnel"][ctx.chassis][key]
            if am > am_max and (loc, "am") not in reported:
                reported.add((loc, "am"))
                r.add("BA_ANTI_MECH_WEAPONS", f"{loc} of trooper {n} mounts {am} anti-'Mech weapons; at most {am_max}", loc)
            if ap > ap_max and (loc, "ap") not in reported:
                reported.add((loc, "ap"))
                r.add("BA_ANTI_PERSONNEL_MOUNTS", f"{loc} of trooper {n} has {ap} anti-personnel mounts; at most {ap_max}", loc)
    ssw = [it for it in ctx.items if it.mount.mount == "SSWM" and it.is_weapon]
    if len(ssw) > lim["squad_support_weapons"]:
        r.add("BA_SQUAD_SUPPORT_WEAPON", f"{len(ssw)} squad support weapon mounts; at most {lim['squad_support_weapons']}")
    if ssw and ctx.chassis == "quad":
        r.add("BA_SQUAD_SUPPORT_WEAPON", "quad battle armor cannot use squad support weapon mounts")
    # Ammunition in the squad support weapon mount feeds that weapon: its
    # ammunition type and rack size.
    fed = {(it.eq.weapon.ammo_type, it.eq.weapon.rack_size) for it in ssw
           if it.eq is not None and it.eq.weapon is not None}
    for it in ctx.items:
        if it.is_ammo and it.mount.mount == "SSWM" and it.eq is not None and it.eq.ammo is not None \
                and (it.eq.ammo.ammo_type, it.eq.ammo.rack_size) not in fed:
            weapon = _name(ssw[0]) if ssw else "no squad support weapon"
            r.add("BA_SQUAD_SUPPORT_WEAPON", f"{_name(it)} sits in the squad support weapon mount, but it is not "
                  f"ammunition for {weapon}", it.location, it.eq.id)


def check_equipment_kinds(ctx: BAContext, r: Report) -> None:
    for it in ctx.items:
        eq = it.eq
        if eq is None:
            continue
        if it.is_weapon:
            if it.infantry_weapon:
                if eq.has_flag("F_INF_SUPPORT"):
                    r.add("BA_WEAPON_NOT_ALLOWED", f"{_name(it)} is an infantry support weapon", it.location, eq.id)
                elif it.mount.mount != "APM" and not _glove_in(ctx, it.location):
                    r.add("BA_AP_WEAPON_MOUNT", f"{_name(it)} needs an anti-personnel mount or an armored glove", it.location, eq.id)
            elif not eq.has_flag("F_BA_WEAPON"):
                r.add("BA_WEAPON_NOT_ALLOWED", f"{_name(it)} is not a battle armor weapon", it.location, eq.id)
        elif eq.kind == "misc" and not eq.has_flag("F_BA_EQUIPMENT"):
            r.add("BA_EQUIPMENT_NOT_ALLOWED", f"{_name(it)} is not battle armor equipment", it.location, eq.id)
    # Anti-personnel weapons per anti-personnel mount / armored glove: a
    # suit's armored gloves carry one weapon between them (equipment_rules
    # armored_gloves), each anti-personnel mount one.
    ap_weapons = [it for it in ctx.items if it.infantry_weapon and it.mount.mount == "APM"]
    mounts = [it for it in ctx.items if it.flag("F_AP_MOUNT")]
    gloves_carry = rule_tables()["equipment_rules"]["armored_gloves"]
    reported = set()
    for n in range(1, ctx.troopers + 1):
        w = sum(1 for it in ap_weapons if it.applies_to(n))
        apm = sum(1 for it in mounts if it.applies_to(n) and not it.flag("F_ARMORED_GLOVE"))
        gloves = sum(1 for it in mounts if it.applies_to(n) and it.flag("F_ARMORED_GLOVE"))
        room = apm + min(gloves, int(gloves_carry["ap_weapons"]))
        if w > room and (w, apm, gloves) not in reported:
            reported.add((w, apm, gloves))
            who = f"trooper {n}" if any(it.mount.trooper for it in ap_weapons + mounts) else "each trooper"
            glove_text = f" and {gloves} armored gloves (which carry {gloves_carry['ap_weapons']} between them)" if gloves else ""
            r.add(gloves_carry["code"], f"{who} carries {w} anti-personnel weapons for {apm} anti-personnel mounts{glove_text}")
    for loc in ("BODY",) + ARMS:
        w = sum(1 for it in ap_weapons if it.location == loc)
        m = sum(1 for it in mounts if it.location == loc)
        if w > m:
            r.add("BA_AP_WEAPON_MOUNT", f"{w} anti-personnel weapons in {loc}, which has {m} anti-personnel mounts", loc)


def _glove_in(ctx: BAContext, loc: str) -> bool:
    return any(i.flag("F_ARMORED_GLOVE") and i.location == loc for i in ctx.items)


def check_manipulators(ctx: BAContext, r: Report) -> None:
    manips = [it for it in ctx.items if it.manipulator]
    by_arm: dict[str, list[Item]] = {"LA": [], "RA": []}
    for it in manips:
        assert it.eq is not None  # a manipulator is known by its catalog item's flag
        if ctx.chassis == "quad":
            r.add("BA_MANIPULATOR", f"{_name(it)}: quad battle armor cannot use manipulators", it.location, it.eq.id)
        elif it.location not in ARMS:
            r.add("BA_MANIPULATOR", f"{_name(it)} must be mounted in an arm", it.location, it.eq.id)
        else:
            by_arm[it.location].append(it)
    for arm, lst in by_arm.items():
        if len({it.mount.trooper for it in lst}) < len(lst):
            r.add("BA_MANIPULATOR", f"{arm} holds {len(lst)} manipulators; one per arm", arm)
    pairs = set(tables()["manipulators"]["pair_required"])
    la = {it.eq.id for it in by_arm["LA"] if it.eq is not None}
    ra = {it.eq.id for it in by_arm["RA"] if it.eq is not None}
    for pid in sorted((la | ra) & pairs):
        if not (pid in la and pid in ra):
            r.add("BA_MANIPULATOR_PAIR", f"{catalog().by_id(pid).name} must be mounted as a pair, in both arms", item=pid)


def check_placement(ctx: BAContext, r: Report) -> None:
    ba = ctx.design.battle_armor
    for it in ctx.items:
        eq = it.eq
        if eq is None:
            continue
        fix = _errata(eq)
        body_only = eq.has_flag("F_JUMP_BOOSTER") or eq.has_flag("F_PARTIAL_WING") or bool(fix and fix.get("body_only"))
        if body_only and it.location not in ("BODY", "NONE") and not it.in_dwp:
            r.add("BA_BODY_ONLY", f"{_name(it)} must be mounted in the body", it.location, eq.id)
        if eq.has_flag("F_DETACHABLE_WEAPON_PACK"):
            if it.location == "TURRET" or it.mount.omnipod or (ba and ba.turret == "modular" and it.location == "TURRET"):
                r.add("BA_DWP", "a detachable weapon pack may not sit in a modular mount", it.location, eq.id)
    dwp_items = [it for it in ctx.items if it.flag("F_DETACHABLE_WEAPON_PACK")]
    carried = [it for it in ctx.items if it.in_dwp and it.is_weapon]
    if len(carried) > len(dwp_items):
        r.add("BA_DWP", f"{len(carried)} weapons in detachable weapon packs, but {len(dwp_items)} packs")
    if dwp_items and ctx.design.walk_mp < 2:
        r.add("BA_DWP", "a detachable weapon pack costs 1 ground MP; the suit needs at least 2")


def rule_tables() -> Mapping:
    """The tables of data/rules/battle_armor.json (rules kept as data, each
    row with its book and page)."""
    return _report.rule_tables("battle_armor")


def _group_pairs(ctx: BAContext, rules: Mapping, names) -> list[tuple[Item, Equipment]]:
    """(item, catalog item) of the suit's items in any of the groups
    ``names`` of equipment_rules (construction/item_groups.py, shared with
    the 'Mech and vehicle tables)."""
    return members(grouped(((it, it.eq) for it in ctx.items), rules["groups"]), names)


def _group_items(ctx: BAContext, rules: Mapping, names) -> list[Item]:
    """The suit's items in any of the groups ``names`` of equipment_rules."""
    return [it for it, _ in _group_pairs(ctx, rules, names)]


_PLACE_NAMES: Final = {"BODY": "body", "LA": "left arm", "RA": "right arm", "TURRET": "turret"}


def check_equipment_rules(ctx: BAContext, r: Report) -> None:
    """The rules of particular items kept as data (data/rules/battle_armor.json
    tables.equipment_rules, each row with its book and page): weapons each
    trooper mounts for himself, items a chassis, weight class or motive
    system may not use, the locations an item may use and items one to a
    suit.  (The armored gloves' anti-personnel weapon is counted in
    check_equipment_kinds.)"""
    rules = rule_tables()["equipment_rules"]
    for row in rules["per_trooper"]:
        for it, eq in _group_pairs(ctx, rules, row["groups"]):
            if it.mount.trooper is None:
                r.add(row, f"{_name(it)} is mounted for the whole squad; each trooper mounts his own",
                      it.location, eq.id)
    suit = {"chassis": ctx.chassis, "weight_classes": ctx.wc["id"], "motions": ctx.motion}
    for row in rules["refused"]:
        why = [key for key, value in suit.items() if value in row.get(key, ())]
        if not (why or row.get("all")):
            continue
        for it, eq in once_per_item(_group_pairs(ctx, rules, row["groups"])):
            on = {"chassis": f"{ctx.chassis} battle armor", "weight_classes": f"a {ctx.wc['name']} suit",
                  "motions": f"a suit with {ctx.motion.upper() if ctx.motion in ('umu', 'vtol') else ctx.motion} movement"}
            where = " or ".join(on[k] for k in why) if why else "battle armor"
            r.add(row, f"{_name(it)} cannot be mounted on {where}", it.location, eq.id)
    for row in rules["placement"]:
        for it, eq in _group_pairs(ctx, rules, row["groups"]):
            if it.location != "NONE" and location_refused(row, it.location) and not it.in_dwp:
                places = " or ".join(_PLACE_NAMES.get(loc, loc.lower()) for loc in row["locations"])
                r.add(row, f"{_name(it)} must be mounted in the {places}",
                      it.location, eq.id)
    for row in rules["count_max"]:
        items = _group_items(ctx, rules, row["groups"])
        for n in range(1, ctx.troopers + 1):
            mine = [it for it in items if it.applies_to(n)]
            if len(mine) > row["max"]:
                who = f"trooper {n}" if any(it.mount.trooper for it in mine) else "each trooper"
                assert mine[0].eq is not None  # a group member has a catalog item
                r.add(row, f"{who} mounts {len(mine)} {_name(mine[0])}; at most {row['max']} a suit",
                      mine[0].location, mine[0].eq.id)
                break


def check_ammo(ctx: BAContext, r: Report) -> None:
    am = tables()["ammunition"]
    for it in ctx.items:
        if not it.is_ammo:
            continue
        assert it.eq is not None  # is_ammo: it has a catalog item
        tube = it.eq.ammo is not None and it.eq.ammo.ammo_type == "T_BA_TUBE"
        top = am["tube_artillery_clips_per_slot"] * am["tube_artillery_shots_per_clip"] if tube else am["max_shots_per_slot"]
        shots = it.mount.shots
        if shots is not None and shots > top:
            code = "BA_TUBE_AMMO" if tube else "BA_AMMO_SHOTS"
            r.add(code, f"{_name(it)}: {shots} shots in one slot; at most {top}", it.location, it.eq.id)


def check_tech(ctx: BAContext, r: Report) -> None:
    d = ctx.design
    seen = set()
    for it in ctx.items:
        eq = it.eq
        if eq is None or eq.id in seen:
            continue
        seen.add(eq.id)
        if not d.mixed_tech and eq.tech_base in ("IS", "Clan") and eq.tech_base != ctx.tech_base:
            r.add("BA_TECH_BASE", f"{_name(it)} is {eq.tech_base} technology on a {ctx.tech_base} design", it.location, eq.id)
        year = item_intro_year(eq, ctx.tech_base, d.mixed_tech)
        if d.year is not None and year is not None and year > d.year:
            r.add(intro_year_code("BA", year, d.year), f"{_name(it)} appears in {year}, after the design's year {d.year}",
                  it.location, eq.id)
        item_level = item_rules_level(eq, d.year)
        code = rules_level_code("BA", item_level, d.rules_level)
        if code:
            r.add(code, f"{_name(it)} is {LEVEL_NAMES[item_level]} equipment; the design declares {d.rules_level} rules", it.location, eq.id)


CHECKS: Final[tuple[Callable[[BAContext, Report], None], ...]] = (
    check_known_items,
    check_squad_size,
    check_chassis,
    check_weight,
    check_movement,
    check_armor,
    check_slots,
    check_weapon_mounts,
    check_equipment_kinds,
    check_manipulators,
    check_placement,
    check_equipment_rules,
    check_ammo,
    check_tech,
)


def validate_battle_armor(design: Design) -> Report:
    """Every battle armor construction rule the design breaks."""
    report = Report()
    if design.unit_type != "battle_armor":
        report.add("BA_UNIT_TYPE", f"{design.unit_type} is not battle armor")
        return report
    ctx = context(design)
    for check in CHECKS:
        check(ctx, report)
    return report


__all__ = [
    "BAContext",
    "CHECKS",
    "TrooperWeight",
    "WeightPart",
    "armor_type",
    "context",
    "max_ground_mp",
    "max_secondary_mp",
    "rule_tables",
    "slot_capacity",
    "slot_size",
    "slots_used",
    "tables",
    "trooper_weights",
    "validate_battle_armor",
    "weight_breakdown",
    "weight_class",
]
