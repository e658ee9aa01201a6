"""Rules coverage by equipment: every catalogued item and component type,
what each rule of the program does with it, written to docs/coverage.md.

    python tools/coverage.py            # write docs/coverage.md, print the figures
    python tools/coverage.py --check    # exit 1 when docs/coverage.md is stale
    python tools/coverage.py --corpus   # also recount which corpus units mount what
                                        # (tools/coverage_corpus.json; needs ../shared)

Nothing here is a hand-kept copy of a rule.  Each answer is read off the
program itself, on probe designs: a bare unit of each family (no weapons,
room to spare) with the item mounted as a designer would mount it, run
through the same functions a user's design goes through -
``construction.validate``, ``bv.compute``, ``bv.alpha_strike.convert`` and
the record sheets' inventory - and compared with the bare unit.  What
changed is the item's rule: the BV steps it adds (offensive weapon,
defensive or offensive equipment, explosive penalty, movement, heat, ...)
with the step's book and page, the Alpha Strike damage and abilities it
adds, the validation codes the validator raises about it, and the name the
record sheet prints.  Modifiers are probed the same way: the item beside a
targeting computer, with each fire-control add-on the resolver would link
to it, and twice, front and rear, to show the rear halving.

An item with no effect gets its reason stated ("none: ..."): not mountable
on ground units, a zero BV in the catalog, part of a component (armor,
structure, heat sinks), no Alpha Strike ability for it.  An item whose
catalog says it has a value but whose probe shows none is an open cell
("unknown: ...") and is not counted as covered.

The corpus column (how many canonical units mount the item) comes from
tools/coverage_corpus.json, recounted with ``--corpus`` (the corpus is not
part of the project).  An item counts as having a hand-worked test when a
test carries ``@pytest.mark.covers("<catalog id>", ...)`` (tests/synthetic/).
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import json
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from construction import components  # noqa: E402
from construction.catalog import Equipment, catalog  # noqa: E402
from construction.model import (BattleArmorDetails, Design, Engine, HeatSinks, InfantryDetails,  # noqa: E402
                                LocationArmor, MechDetails, Mount, ProtoMechDetails, SupportVehicleDetails,
                                VehicleDetails, slots_in_location)

DOC = REPO / "docs" / "coverage.md"
CORPUS_COUNTS = Path(__file__).with_name("coverage_corpus.json")
TESTS = REPO / "tests"

FAMILIES = ("mech", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry")
SHORT = {"mech": "M", "combat_vehicle": "CV", "support_vehicle": "SV", "battle_armor": "BA", "protomech": "PM",
         "infantry": "CI"}
# the catalog's mountable_on words (MegaMek's unit-type flags) -> the ground families that mount such items
MOUNTABLE = {"mek": ("mech",), "vehicle": ("combat_vehicle", "support_vehicle"), "vtol": ("combat_vehicle",),
             "support_vehicle": ("support_vehicle",), "battle_armor": ("battle_armor",), "protomek": ("protomech",),
             "conventional_infantry": ("infantry",)}
# BV steps -> what the step makes of an item
BV_ROLES = {
    "off.weapon": "offensive weapon", "off.weapons": "offensive weapon", "off.equipment": "offensive equipment",
    "off.ammo": "ammunition", "def.equipment": "defensive equipment", "def.explosive": "explosive",
    "def.armor": "armor", "def.structure": "structure", "def.gyro": "gyro", "def.factor": "defensive factor",
    "def.type": "vehicle type modifier", "def.armored_components": "armored component", "movement": "movement",
    "off.heat": "heat efficiency", "off.speed": "speed factor", "off.weight": "weight factor",
    "cockpit": "final multiplier", "drone": "final multiplier", "mast": "mast mount", "def.mast": "mast mount",
    "off.mast": "mast mount", "off.fire_control": "fire control", "off.anti_mech": "anti-'Mech attacks",
    "squad": "squad", "trooper": "trooper", "off.damage": "platoon damage", "def.kit": "armor kit",
}
IGNORED_BV_STEPS = {"total", "base_bv", "skill", "trooper", "squad", "platoon", "final"}
# validation codes about tech base and dates are reported from the catalog, not per probe
DATE_CODE = re.compile(r"_(TECH_BASE|RULES_LEVEL(_ABOVE)?|INTRO_YEAR(_CLOSE)?|EXTINCT)$")


def cat():
    return catalog()


# --------------------------------------------------------------------------- families

def families_of(eq: Equipment) -> tuple[str, ...]:
    """The ground families whose designs may mount the item (catalog
    mountable_on; ammunition: the families of the weapons it feeds)."""
    return _families_of(eq.id)


def weapons_for(ammo_id: str) -> tuple[Equipment, ...]:
    """The catalog's pairing (Catalog.weapons_for), asked once per ammunition
    type, rack size and tech base."""
    a = cat().by_id(ammo_id)
    key = (a.ammo.ammo_type, a.ammo.rack_size, a.tech_base) if a.ammo is not None else (a.id,)
    if key not in _WEAPONS_FOR:
        _WEAPONS_FOR[key] = cat().weapons_for(a)
    return _WEAPONS_FOR[key]


_WEAPONS_FOR: dict[tuple, tuple[Equipment, ...]] = {}


@lru_cache(maxsize=None)
def _families_of(item_id: str) -> tuple[str, ...]:
    """The catalog's mountable_on (MegaMek's unit-type flags), and every
    family a canonical unit of which mounts the item (the flags leave some
    out: 'Mechs mount TAG and environmental sealing, which the flags give
    only to other types)."""
    eq = cat().by_id(item_id)
    fams = set(corpus_counts().get("families", {}).get(item_id, ()))
    if eq.kind in ("ammo", "bomb"):
        for w in weapons_for(eq.id):
            fams.update(f for word in w.mountable_on for f in MOUNTABLE.get(word, ()))
        return tuple(f for f in FAMILIES if f in fams)
    fams |= {f for word in eq.mountable_on for f in MOUNTABLE.get(word, ())}
    return tuple(f for f in FAMILIES if f in fams)


def feeding_weapon(eq: Equipment, family: str) -> Optional[Equipment]:
    """The weapon an ammunition probe fires it from: the first the catalog
    pairs with it that the family mounts."""
    fits = [w for w in weapons_for(eq.id) if family in families_of(w)]
    fits.sort(key=lambda w: (not w.bv, "F_BOMB_WEAPON" in w.flags))
    return fits[0] if fits else None


# --------------------------------------------------------------------------- probe designs

def _tech(eq: Optional[Equipment]) -> str:
    return "Clan" if eq is not None and eq.tech_base == "Clan" else "IS"


MECH_ARMOR = (LocationArmor("HD", 9), LocationArmor("CT", 22, 8), LocationArmor("LT", 18, 6),
              LocationArmor("RT", 18, 6), LocationArmor("LA", 16), LocationArmor("RA", 16), LocationArmor("LL", 20),
              LocationArmor("RL", 21))


def _mech_systems() -> tuple[Mount, ...]:
    out = [Mount("Life Support", "HD", (0,)), Mount("Sensors", "HD", (1,)), Mount("Cockpit", "HD", (2,)),
           Mount("Sensors", "HD", (4,)), Mount("Life Support", "HD", (5,)), Mount("Engine", "CT", (0, 1, 2)),
           Mount("Gyro", "CT", (3, 4, 5, 6)), Mount("Engine", "CT", (7, 8, 9))]
    for arm in ("LA", "RA"):
        for i, name in enumerate(("Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator")):
            out.append(Mount(name, arm, (i,)))
    for leg in ("LL", "RL"):
        for i, name in enumerate(("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator")):
            out.append(Mount(name, leg, (i,)))
    return tuple(out)


# The platoon's rifle on the infantry probe; a probe of that rifle itself
# swaps in the other (tech "alt").
CI_PROBE_PRIMARY = {"IS": "InfantryAssaultRifle", "Clan": "InfantryAssaultRifle", "alt": "InfantryRifle"}


@lru_cache(maxsize=None)
def bare(family: str, tech: str = "IS") -> Design:
    """The bare probe unit of a family: legal chassis, no equipment, heat
    and weight to spare, the experimental rules level of a late year (tech
    base and dates are reported from the catalog, not from the probe)."""
    common = dict(chassis="Probe", model=family, year=3150, tech_base="IS" if tech == "alt" else tech, mixed_tech=True,
                  rules_level="experimental")
    if family == "mech":
        return Design(unit_type="mech", tonnage=50.0, engine=Engine("fusion", 250), structure="standard",
                      armor_type="standard", heat_sinks=HeatSinks("double_clan" if tech == "Clan" else "double_is", 20),
                      walk_mp=5, armor=MECH_ARMOR, mounts=_mech_systems(), mech=MechDetails(), **common)
    if family == "combat_vehicle":
        return Design(unit_type="combat_vehicle", tonnage=50.0, engine=Engine("fusion", 200), structure="standard",
                      armor_type="standard", walk_mp=4,
                      armor=tuple(LocationArmor(loc, p) for loc, p in (("FRONT", 30), ("RIGHT", 24), ("LEFT", 24),
                                                                         ("REAR", 20))),
                      vehicle=VehicleDetails(motive="tracked"), **common)
    if family == "support_vehicle":
        return Design(unit_type="support_vehicle", tonnage=50.0, engine=Engine("fusion", 0), armor_type="standard",
                      walk_mp=4,
                      armor=tuple(LocationArmor(loc, p) for loc, p in (("FRONT", 20), ("RIGHT", 16), ("LEFT", 16),
                                                                         ("REAR", 12))),
                      support_vehicle=SupportVehicleDetails(motive="wheeled", weight_class="medium", bar=10,
                                                            structural_tech_rating="D", engine_tech_rating="D",
                                                            armor_tech_rating="D"), **common)
    if family == "battle_armor":
        return Design(unit_type="battle_armor", tonnage=1.0, armor_type="ba_standard", walk_mp=1,
                      armor=(LocationArmor("TROOPER", 6),),
                      battle_armor=BattleArmorDetails(chassis="biped", weight_class="medium", motion="leg",
                                                      troopers=4), **common)
    if family == "protomech":
        return Design(unit_type="protomech", tonnage=5.0, engine=Engine("protomech", 40, "Clan"),
                      armor_type="standard", walk_mp=5,
                      armor=(LocationArmor("HD", 4), LocationArmor("T", 10), LocationArmor("RA", 2),
                             LocationArmor("LA", 2), LocationArmor("L", 6)),
                      protomech=ProtoMechDetails(motion="biped"), **{**common, "tech_base": "Clan"})
    if family == "infantry":
        return Design(unit_type="infantry", tonnage=2.5,
                      infantry=InfantryDetails(motion="foot", squad_size=7, squads=4, primary=CI_PROBE_PRIMARY[tech]),
                      **common)
    raise ValueError(family)


def _free_slots(design: Design, loc: str) -> list[int]:
    used = {s for m in design.mounts for l, s in m.all_slots() if l == loc}
    return [s for s in range(slots_in_location(loc)) if s not in used]


_MECH_PREFERENCE = ("ST", "ARM", "CT", "LEG", "HD")
_MECH_LOCATION = {"ST": "LT", "ARM": "RA", "CT": "CT", "LEG": "LL", "HD": "HD"}


def _mech_slots_needed(design: Design, mount: Mount, eq: Equipment) -> int:
    from construction import mech as M
    from construction.report import Report

    ctx = M._resolve(dataclasses.replace(design, mounts=design.mounts + (mount,)), Report())
    need = M._required_slots(ctx, mount, eq)
    return 1 if need is None else need


def _mech_allowed(eq: Equipment) -> Optional[tuple]:
    """The location classes the 'Mech rules let the item use on a biped that
    is not superheavy: a location_overrides row's, else the catalog's
    mech_locations narrowed by the placement rows of data/rules/mech.json
    equipment_rules (a row needing the engine's location: the center torso,
    where every engine has slots); None where nothing narrows them."""
    from construction import mech as M
    from construction.item_groups import groups_of

    rules = M.tables()["equipment_rules"]
    names = groups_of(eq, rules["groups"])
    for row in rules["location_overrides"]:
        if not names.isdisjoint(row["groups"]):
            return tuple(row["other"])
    allowed = tuple(eq.mech_locations) if eq.mech_locations else None
    for row in rules["placement"]:
        if names.isdisjoint(row["groups"]):
            continue
        if "locations" in row:
            allowed = tuple(c for c in row["locations"] if allowed is None or c in allowed)
        elif row.get("engine") == "required":
            allowed = tuple(c for c in (allowed or _MECH_PREFERENCE) if c == "CT")
    return allowed


def _mech_mount(design: Design, eq: Equipment, loc: Optional[str] = None, rear: bool = False) -> Optional[Mount]:
    if loc is None:
        allowed = _mech_allowed(eq) or _MECH_PREFERENCE
        loc = _MECH_LOCATION[next(c for c in _MECH_PREFERENCE if c in allowed)]
    free = _free_slots(design, loc)
    if not free:
        return None
    need = _mech_slots_needed(design, Mount(eq.id, loc, (free[0],)), eq)
    if need <= len(free):
        return Mount(eq.id, loc, tuple(free[:need]), rear=rear)
    # too long for one location: split over the adjacent torso (TM p. 209)
    other = {"LT": "CT", "RT": "CT", "CT": "LT", "RA": "RT", "LA": "LT", "LL": "LT", "RL": "RT"}.get(loc)
    more = _free_slots(design, other) if other else []
    if need > len(free) + len(more):
        return Mount(eq.id, loc, tuple(free), rear=rear)
    return Mount(eq.id, loc, tuple(free), rear=rear, split_location=other, split_slots=tuple(more[:need - len(free)]))


def _mech_spread(design: Design, eq: Equipment) -> Optional[tuple[Mount, ...]]:
    """Items the 'Mech rules spread over several locations, placed as the
    validator's own tables say: a partial wing's or a chain drape's slots
    half in each side torso, a signature system one slot in every location
    it needs."""
    from construction import mech as M

    half = M.side_torso_half(eq)
    if half is not None:
        each = half[0]
        return tuple(Mount(eq.id, loc, tuple(_free_slots(design, loc)[:each])) for loc in M.SIDE_TORSOS)
    for flag, left_out in M.ONE_PER_LOCATION.items():
        if flag in eq.flags:
            locs = [loc for loc in ("CT", "LT", "RT", "LA", "RA", "LL", "RL", "HD") if loc not in left_out]
            return tuple(Mount(eq.id, loc, (_free_slots(design, loc)[-1],)) for loc in locs)
    return None


def _add(design: Design, *mounts: Mount) -> Design:
    return dataclasses.replace(design, mounts=design.mounts + tuple(mounts))


def _is_chassis_mod(eq: Equipment) -> bool:
    return "F_CHASSIS_MODIFICATION" in eq.flags


# where the vehicle probe puts an item whose placement row (data/rules/vehicle.json
# equipment_rules) allows one of these location classes; a turret or rotor the
# bare probe lacks is left to the validator to report
_PROBE_LOCATION = {"FRONT": "FRONT", "SIDE": "RIGHT", "REAR": "REAR", "BODY": "BODY"}


def _vehicle_location(eq: Equipment) -> str:
    """Weapons in the front and other items in the body, unless a placement
    row of the vehicle equipment rules puts the item elsewhere."""
    from construction.vehicle import in_group, rule_tables

    rules = rule_tables()["equipment_rules"]
    loc = "FRONT" if eq.kind == "weapon" else "BODY"
    for row in rules["placement"]:
        if not any(in_group(eq, rules["groups"][g]) for g in row["groups"]):
            continue
        allowed = [c for c in row.get("locations", _PROBE_LOCATION) if c not in row.get("refused", ())]
        if loc not in allowed:
            loc = next((_PROBE_LOCATION[c] for c in allowed if c in _PROBE_LOCATION), loc)
    return loc


def place(family: str, design: Design, eq: Equipment, **how) -> Optional[Design]:
    """``design`` with ``eq`` mounted as a designer of the family would
    mount it; None where the family has no place for it."""
    if family == "mech":
        spread = _mech_spread(design, eq) if not how else None
        m = spread or _mech_mount(design, eq, how.get("loc"), how.get("rear", False))
        if m is None:
            return None
        d = _add(design, *(m if isinstance(m, tuple) else (m,)))
        if "F_JUMP_JET" in eq.flags or "F_MECHANICAL_JUMP_BOOSTER" in eq.flags or "F_UMU" in eq.flags:
            d = dataclasses.replace(d, jump_mp=d.jump_mp + 1)
        return d
    if family in ("combat_vehicle", "support_vehicle"):
        if family == "support_vehicle" and _is_chassis_mod(eq):
            sv = design.support_vehicle
            return dataclasses.replace(design, support_vehicle=dataclasses.replace(
                sv, chassis_mods=sv.chassis_mods + (eq.id,)))
        loc = how.get("loc") or _vehicle_location(eq)
        d = _add(design, Mount(eq.id, loc, rear=how.get("rear", False)))
        if "F_JUMP_JET" in eq.flags:
            d = dataclasses.replace(d, jump_mp=d.jump_mp + 1)
        return d
    if family == "battle_armor":
        if eq.kind == "ammo":
            return _add(design, Mount(eq.id, "BODY", shots=10))
        if "F_BA_MANIPULATOR" in eq.flags:
            return _add(design, Mount(eq.id, "LA"), Mount(eq.id, "RA"))
        if "F_BA_MEA" in eq.flags:  # a manipulator adaptation: in an arm (TM p. 260)
            return _add(design, Mount(eq.id, "LA"))
        if eq.kind == "weapon" and "F_INFANTRY" in eq.flags:
            return _add(design, Mount("BAAPMount", "LA"), Mount(eq.id, "LA", mount="APM"))
        if eq.kind == "weapon":
            return _add(design, Mount(eq.id, "RA"))
        d = _add(design, Mount(eq.id, "BODY"))
        if "F_JUMP_JET" in eq.flags or "F_BA_JUMP" in eq.flags:
            d = dataclasses.replace(d, jump_mp=d.jump_mp + 1,
                                    battle_armor=dataclasses.replace(d.battle_armor, motion="jump"))
        return d
    if family == "protomech":
        from construction import protomech as P

        if eq.kind == "ammo":
            return _add(design, Mount(eq.id, "BODY", shots=10))
        loc = "T" if P._takes_slot(eq) else "BODY"
        if eq.id == "ProtoMeleeWeapon":
            loc = "RA"  # arm-mounted (TO p. 337; PM_MELEE)
        d = _add(design, Mount(eq.id, loc))
        if "F_JUMP_JET" in eq.flags:
            d = dataclasses.replace(d, jump_mp=d.jump_mp + 1)
        return d
    if family == "infantry":
        inf = design.infantry
        if "F_ARMOR_KIT" in eq.flags:
            return dataclasses.replace(design, infantry=dataclasses.replace(inf, armor_kit=eq.id))
        if eq.kind == "weapon" and "F_INFANTRY" in eq.flags:
            if "F_INF_SUPPORT" in eq.flags:
                return dataclasses.replace(design, infantry=dataclasses.replace(inf, secondary=eq.id,
                                                                                 secondary_per_squad=2))
            return dataclasses.replace(design, infantry=dataclasses.replace(inf, primary=eq.id))
        return None
    raise ValueError(family)


@lru_cache(maxsize=None)
def _probe_pair(family: str, item_id: str) -> Optional[tuple[Design, Design]]:
    return _make_pair(family, cat().by_id(item_id))


def probe_pair(family: str, eq: Equipment) -> Optional[tuple[Design, Design]]:
    return _probe_pair(family, eq.id)


@lru_cache(maxsize=None)
def _armed(family: str, tech: str, weapon_id: str) -> Optional[Design]:
    """The bare unit with one weapon (shared by every ammunition it fires)."""
    return place(family, bare(family, tech), cat().by_id(weapon_id))


def _make_pair(family: str, eq: Equipment) -> Optional[tuple[Design, Design]]:
    """(without, with) the item; ammunition goes beside the weapon that fires it."""
    base = bare(family, "alt" if family == "infantry" and eq.id == CI_PROBE_PRIMARY["IS"] else _tech(eq))
    if eq.kind in ("ammo", "bomb"):
        w = feeding_weapon(eq, family)
        if w is None:
            return None
        base = _armed(family, _tech(w) if eq.tech_base == "All" else _tech(eq), w.id)
        if base is None:
            return None
    with_item = place(family, base, eq)
    return None if with_item is None else (base, with_item)


# --------------------------------------------------------------------------- running the program on a probe

@dataclass(frozen=True)
class Outcome:
    """What the program makes of one probe design compared with its base."""

    family: str
    bv_lines: tuple  # BV steps the item adds or changes (bv.model.Step)
    bv_delta: int
    as_before: object  # ASResult of the base
    as_after: object
    as_raw: tuple[str, str, str]  # the item's own S/M/L terms in the conversion's damage sums ("" when absent)
    codes: tuple[tuple[str, str, str], ...]  # (code, severity, book and page) the validator raises about the item (dates left out)
    label: str
    ok: bool = True  # False: the program raised on the probe
    error: str = ""


@lru_cache(maxsize=4096)
def _bv(design: Design):
    import bv

    return bv.compute(design)


@lru_cache(maxsize=4096)
def _as(design: Design):
    from bv import alpha_strike

    return alpha_strike.convert(design)


@lru_cache(maxsize=4096)
def _validate(design: Design):
    import construction

    return construction.validate(design)


def new_bv_lines(before, after) -> tuple:
    seen = {(s.step, s.description) for s in before.breakdown}
    return tuple(s for s in after.breakdown
                 if (s.step, s.description) not in seen and s.step not in IGNORED_BV_STEPS)


def _raw_terms(result, eq: Equipment) -> tuple[str, str, str]:
    out = []
    for band in "sml":
        step = next((s for s in result.steps if s.step == f"damage.{band}.raw"), None)
        hits = re.findall(re.escape(eq.name) + r" ([0-9.]+)", step.description) if step else []
        out.append("+".join(hits))
    return tuple(out)


def _cited(issue) -> tuple[str, str, str]:
    """(code, severity, book and page): the page of the table row that raised the issue where it has one."""
    ref = issue.citation()
    where = "?" if ref is None else f"{ref['book']} p. {ref['page']}" if ref.get("page") else f"{ref['book']}, no page"
    return issue.code, issue.severity, where


def _item_codes(report, eq: Equipment) -> tuple[tuple[str, str, str], ...]:
    names = {eq.id, eq.name}
    return tuple(sorted({_cited(i) for i in report.issues
                         if (i.item in names) and not DATE_CODE.search(i.code)}))


def label_of(family: str, design: Design, eq: Equipment) -> str:
    """The name the record sheet prints for the item on the probe."""
    from records import common

    if family == "infantry":
        from records import infantry_sheet

        if "F_ARMOR_KIT" in eq.flags:
            return f"Armor: {eq.id}"
        return infantry_sheet._weapon_line(eq, "").split("  (")[0]
    if eq.is_ammo:
        row = next((r for r in common.ammunition(design) if r.name in (eq.short_name, eq.name)), None)
        return f"ammunition list: {row.name}" if row else "not listed"
    row = next((r for r in common.inventory(design) if r.item == eq.id), None)
    if row is not None:
        return row.name
    if family == "mech":
        return f"critical slots only: {eq.name}"
    if family == "support_vehicle" and _is_chassis_mod(eq):
        return "chassis modification (not in the inventory)"
    return "not listed"


def run_probe(family: str, base: Design, with_item: Design, eq: Equipment) -> Outcome:
    try:
        b0, b1 = _bv(base), _bv(with_item)
        a0, a1 = _as(base), _as(with_item)
        report = _validate(with_item)
        label = label_of(family, with_item, eq)
    except Exception as exc:  # reported in the table as an open cell
        return Outcome(family, (), 0, None, None, ("", "", ""), (), "", ok=False, error=f"{type(exc).__name__}: {exc}")
    return Outcome(family, new_bv_lines(b0, b1), b1.bv - b0.bv, a0, a1, _raw_terms(a1, eq), _item_codes(report, eq),
                   label)


@lru_cache(maxsize=None)
def outcome(family: str, item_id: str) -> Optional[Outcome]:
    eq = cat().by_id(item_id)
    pair = probe_pair(family, eq)
    if pair is None:
        return None
    return run_probe(family, pair[0], pair[1], eq)


# -- modifiers, probed ---------------------------------------------------------

@lru_cache(maxsize=1)
def _linker_items() -> dict[str, Equipment]:
    """One add-on item per fire-control link kind of construction.resolved."""
    from construction.resolved import _LINKERS

    out = {}
    for flag, kind, _ in _LINKERS:
        for e in cat().items():
            if e.kind == "misc" and flag in e.flags and "mek" in e.mountable_on and e.tech_base in ("IS", "All"):
                out[kind] = e
                break
        else:
            for e in cat().items():
                if e.kind == "misc" and flag in e.flags and "mek" in e.mountable_on:
                    out[kind] = e
                    break
    return out


def _line_of(result, eq: Equipment, contains: str = ""):
    return [s for s in result.breakdown if s.step in ("off.weapon", "off.weapons") and s.description.startswith(eq.name + " (")
            and contains in s.description]


def _notes(line: str) -> str:
    """The modifier notes of a weapon line ("x1.25 TC", "x1.2 Artemis IV", ...)."""
    return " ".join(re.findall(r"[x+]\d+(?:\.\d+)? [A-Za-z][A-Za-z ]*?(?= x|,| \+|$)", line))


@lru_cache(maxsize=None)
def _targeting_computer(tech: str) -> Equipment:
    return next(e for e in cat().items() if "F_TARGCOMP" in e.flags and e.tech_base == tech and "mek" in e.mountable_on)


@lru_cache(maxsize=None)
def modifiers(family: str, item_id: str) -> tuple[str, ...]:
    """The BV modifiers the program applies to a weapon, each probed: a
    targeting computer beside it, each add-on the resolver links to it, and
    the same weapon front and rear (the weaker arc counts half)."""
    from construction.resolved import _LINKERS

    if family not in ("mech", "combat_vehicle"):
        return ()
    eq = cat().by_id(item_id)
    if eq.kind != "weapon":
        return ()
    base = bare(family, _tech(eq))
    plain = place(family, base, eq)
    if plain is None:
        return ()
    b_plain = _bv(plain)
    own = _line_of(b_plain, eq)
    if not own:
        return ()
    out = []
    tc = _targeting_computer(_tech(eq))
    with_tc = place(family, plain, tc, **({"loc": "CT"} if family == "mech" else {}))
    if with_tc is not None and any("TC" in s.description for s in _line_of(_bv(with_tc), eq)):
        out.append("TC x1.25")
    linkers = _linker_items()
    for flag, kind, accepts in _LINKERS:
        if not accepts(eq) or kind not in linkers:
            continue
        add = linkers[kind]
        loc = plain.mounts[-1].location
        d = place(family, plain, add, loc=loc)
        if d is None:
            continue
        lines = _line_of(_bv(d), eq)
        extra = [s.description for s in lines if s.description not in {x.description for x in own}]
        note = _notes(extra[0]) if extra else ""
        heat = re.search(r"heat ([0-9.]+)", extra[0]) if extra else None
        if note or heat:
            out.append(f"{add.name}: {note or 'heat ' + heat.group(1)}".strip())
    rear_loc = {"mech": "RT", "combat_vehicle": "REAR"}[family]
    both = place(family, plain, eq, loc=rear_loc, rear=(family == "mech"))
    if both is not None and any("rear" in s.description or "weaker" in s.description for s in _line_of(_bv(both), eq)):
        out.append("rear x0.5 when the weaker arc")
    return tuple(out)


# --------------------------------------------------------------------------- cells

@dataclass
class Cell:
    """One table cell: its text and whether every part of it is an explicit
    answer (a rule found, or "none" with its reason)."""

    text: str
    known: bool = True
    gaps: list = field(default_factory=list)  # what is open, one line each


def _g(x: float) -> str:
    r = round(float(x), 3)
    return str(int(r)) if r == int(r) else f"{r:g}"


def _ref(eq: Equipment) -> str:
    r = eq.ref or {}
    return f"{r['book']} p. {r['page']}" if r.get("book") and r.get("page") else "no page in the catalog"


def _join_families(parts: dict[str, list[str]]) -> str:
    """'M, CV: text; BA: other' from {text: [family, ...]}."""
    return "; ".join(f"{', '.join(SHORT[f] for f in fams)}: {text}" for text, fams in parts.items())


def _group(per_family: dict[str, str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for fam, text in per_family.items():
        out.setdefault(text, []).append(fam)
    return out


COMPONENT_FLAGS = {
    "armor": ("F_FERRO_FIBROUS", "F_FERRO_FIBROUS_PROTO", "F_LIGHT_FERRO", "F_HEAVY_FERRO", "F_STEALTH",
              "F_FERRO_LAMELLOR", "F_REACTIVE", "F_REFLECTIVE", "F_HARDENED_ARMOR", "F_BALLISTIC_REINFORCED",
              "F_IMPACT_RESISTANT", "F_HEAT_DISSIPATING", "F_ANTI_PENETRATIVE_ABLATIVE", "F_PRIMITIVE_ARMOR",
              "F_COMMERCIAL_ARMOR", "F_INDUSTRIAL_ARMOR", "F_HEAVY_INDUSTRIAL_ARMOR", "F_FERRO_CARBIDE", "F_IMP_FERRO",
              "F_LAMELLOR_FERRO_CARBIDE"),
    "structure": ("F_ENDO_STEEL", "F_ENDO_COMPOSITE", "F_ENDO_STEEL_PROTO", "F_COMPOSITE", "F_REINFORCED",
                  "F_INDUSTRIAL_STRUCTURE"),
    "heat sinks": ("F_HEAT_SINK", "F_DOUBLE_HEAT_SINK", "F_LASER_HEAT_SINK", "F_COMPACT_HEAT_SINK",
                   "F_IS_DOUBLE_HEAT_SINK_PROTOTYPE"),
}


def component_of(eq: Equipment) -> Optional[str]:
    """The component a catalog item is the slots of ('Mech armor, structure,
    heat sinks): those are valued as the component, not as an item."""
    from construction import mech as M

    if not M._WEIGHED_ELSEWHERE.isdisjoint(eq.flags):
        for kind, flags in COMPONENT_FLAGS.items():
            if not set(flags).isdisjoint(eq.flags):
                return kind
    return None


_COMPANIONS = {"IS": ("ISMediumLaser", "ISLRM10", "ISPPC", "MRM 10", "ISSRM6"),
               "Clan": ("CLERMediumLaser", "CLLRM10", "CLERPPC", "CLSRM6", "CLERMediumLaser")}


@lru_cache(maxsize=None)
def companion_lines(family: str, item_id: str) -> tuple:
    """BV lines an item without a value of its own changes on a probe that
    also carries weapons it could act on (fire-control add-ons, targeting
    computers): the item goes beside each companion weapon in turn."""
    eq = cat().by_id(item_id)
    if family not in ("mech", "combat_vehicle", "support_vehicle"):
        return ()
    for wid in _COMPANIONS[_tech(eq)]:
        w = cat().find(wid)
        if w is None or family not in families_of(w):
            continue
        base = place(family, bare(family, _tech(eq)), w)
        loc = base.mounts[-1].location
        d = place(family, base, eq, loc=loc)
        if d is None:
            continue
        lines = new_bv_lines(_bv(base), _bv(d))
        if lines:
            return tuple(lines)
    return ()


def _describe_bv_line(s) -> str:
    role = BV_ROLES.get(s.step, s.step)
    if s.step in ("off.weapon", "off.weapons"):
        heat = re.search(r"heat ([0-9.]+)", s.description)
        return f"{role} {_g(s.value)}" + (f", heat {heat.group(1)}" if heat else "")
    if s.step == "def.explosive":
        why = s.description.split(": ", 1)[-1]
        return f"{role} {_g(s.value)} ({why})"
    if s.step in ("off.equipment", "def.equipment", "off.ammo", "off.anti_mech", "def.armored_components",
                  "off.field_guns", "def.troopers"):
        return f"{role} {_g(s.value)}"
    return f"{role}: {s.description}"


def _bv_text(lines) -> str:
    parts, refs = [], []
    for s in lines:
        t = _describe_bv_line(s)
        if t not in parts:
            parts.append(t)
        r = str(s.rule)
        if r not in refs:
            refs.append(r)
    return "; ".join(parts) + f" [{', '.join(refs)}]"


def _mountable_reason(eq: Equipment) -> str:
    if eq.kind in ("ammo", "bomb"):
        feeds = weapons_for(eq.id)
        if not feeds:
            return "none: ammunition of no catalogued weapon"
        where = sorted({w for f in feeds for w in f.mountable_on}) or ["no unit type"]
        return f"none: not mountable on ground units: feeds {', '.join(where)} weapons only"
    where = ", ".join(eq.mountable_on) or "no unit type"
    return f"none: not mountable on ground units: {where} only"


def _usable_outcomes(eq: Equipment, fams, per: dict, gaps: list, tool: str, area: str,
                     no_place: str = "none: the family has no place for it on the probe"):
    """The probe outcomes a cell reads, family by family: a family whose
    probe has no place for the item, or whose ``tool`` failed on it, gets
    its answer in ``per`` (and a failure its gap) here and is not yielded."""
    for fam in fams:
        o = outcome(fam, eq.id)
        if o is None:
            per[fam] = no_place
        elif not o.ok:
            per[fam] = f"unknown: the {tool} fails ({o.error[:80]})"
            gaps.append(f"{SHORT[fam]} {area}: {o.error[:120]}")
        else:
            yield fam, o


def bv_cell(eq: Equipment) -> Cell:
    fams = families_of(eq)
    if not fams:
        return Cell(_mountable_reason(eq))
    comp = component_of(eq)
    per: dict[str, str] = {}
    gaps = []
    for fam, o in _usable_outcomes(eq, fams, per, gaps, "calculator", "BV"):
        if o.bv_lines:
            text = _bv_text(o.bv_lines)
            mods = modifiers(fam, eq.id)
            if mods:
                text += "; modifiers: " + ", ".join(mods)
            per[fam] = text
            continue
        if comp is not None and fam == "mech":
            per[fam] = f"none as an item: the slots of the {comp}, valued with it (components table)"
            continue
        side = companion_lines(fam, eq.id)
        if side:
            per[fam] = "modifier of other weapons: " + _bv_text(side)
            continue
        if not eq.bv:
            per[fam] = f"none: BV 0 ({_ref(eq)})"
            continue
        if eq.kind == "bomb":
            per[fam] = "none: a bomb bin (catalog kind bomb), not ammunition; the ammunition step values ammunition only"
            continue
        if fam == "battle_armor" and eq.kind == "weapon" and not _ba_offensive(eq):
            per[fam] = ("none: battle armor BV counts no anti-personnel (infantry) weapon, AMS or attack "
                        "pseudo-weapon in its offensive step (bv.battle_armor; MegaMek's calculator likewise); the "
                        "anti-personnel mount's damage is on the Alpha Strike card")
            continue
        unvalued = _ba_not_valued(eq) if fam == "battle_armor" and eq.kind == "misc" else None
        if unvalued is not None:
            ref = unvalued["ref"]
            per[fam] = f"none: {unvalued['reason']} [{ref['book']} p. {ref['page']}]"
            continue
        if fam == "battle_armor" and eq.kind == "ammo" and not (eq.ammo and eq.ammo.kg_per_shot):
            per[fam] = ("none: a bin by the ton with no weight per shot; battle armor load their own per-shot "
                        "bins (TM p. 167), so the bin weighs 0 kg and is valued 0")
            continue
        if eq.kind in ("ammo", "bomb") and o.bv_delta == 0:
            per[fam] = f"unknown: {_g(eq.bv)} BV a ton in the catalog, no step values it"
        else:
            per[fam] = f"unknown: catalog BV {_g(eq.bv)}, no step values it"
        gaps.append(f"{SHORT[fam]} BV: catalog {_g(eq.bv)}, probe unchanged")
    return Cell(_join_families(_group(per)), not gaps, gaps)


def _ba_not_valued(eq: Equipment):
    """The row of bv/data/battle_armor.json offensive_equipment.not_valued
    that says why battle armor BV does not count this item, or None."""
    from bv.battle_armor import _data

    flags = set(eq.flags)
    for row in _data()["offensive_equipment"]["not_valued"]:
        if flags & set(row["flags"]) and not flags & set(row.get("except_flags", ())):
            return row
    return None


def _ba_offensive(eq: Equipment) -> bool:
    """Does the battle armor BV's offensive step count this weapon?"""
    from bv.battle_armor import _offensive_weapon
    from construction.battle_armor import Item

    return _offensive_weapon(Item(Mount(eq.id, "RA"), eq))


def _weapon_as_static(eq: Equipment) -> str:
    from bv.alpha_strike import weapons as W

    bands = "/".join(_g(W.band_damage(eq, b)) for b in range(3))
    text = f"{W.family(eq)} {bands}"
    if W.heat(eq):
        text += f", heat {W.heat(eq)}"
    extra = [c for c in (W.special_class(eq), "IF" if W.indirect(eq) else None, W.artillery_code(eq)) if c]
    if extra:
        text += " (" + ", ".join(extra) + ")"
    return text


def _specials_change(o: Outcome) -> str:
    before, after = set(o.as_before.specials), set(o.as_after.specials)
    added = sorted(after - before)
    gone = sorted(before - after)
    parts = []
    if added:
        parts.append("adds " + " ".join(added))
    if gone:
        parts.append("removes " + " ".join(gone))
    return ", ".join(parts)


def as_cell(eq: Equipment) -> Cell:
    from bv.alpha_strike import steps as S
    from bv.alpha_strike import weapons as W

    fams = families_of(eq)
    if not fams:
        return Cell(_mountable_reason(eq))
    per: dict[str, str] = {}
    gaps = []
    for fam, o in _usable_outcomes(eq, fams, per, gaps, "conversion", "AS"):
        change = _specials_change(o)
        dmg = o.as_before.damage != o.as_after.damage
        pv = o.as_after.pv - o.as_before.pv
        raw = "/".join(x or "0" for x in o.as_raw) if any(o.as_raw) else ""
        if eq.kind == "weapon" and fam == "infantry":
            step = next((s for s in o.as_after.steps if s.step == "damage.raw"), None)
            per[fam] = (f"platoon damage from the weapon: {step.description} = {step.result}" if step else
                        "no damage step") + (f"; {change}" if change else "") + " [ASC p. 102]"
            continue
        if eq.kind == "weapon":
            static = _weapon_as_static(eq)
            bands = static.split(" ")[1].rstrip(",")
            if raw or dmg or change:
                bits = [static]
                if raw and raw != bands:
                    bits.append(f"on the probe {raw}")
                if change:
                    bits.append(change)
                per[fam] = "; ".join(bits) + " [ASC pp. 92-95]"
            elif (W.family(eq) == "artillery" or (eq.weapon and eq.weapon.damage == "artillery")) \
                    and not W.artillery_code(eq):
                per[fam] = f"unknown: artillery ({static}) with no ART ability in the conversion's table"
                gaps.append(f"{SHORT[fam]} AS: artillery {eq.weapon.ammo_type} has no ART code")
            elif all(float(v) == 0 for v in bands.split("/")):
                per[fam] = f"none: no damage in the conversion ({static}) [ASC p. 92]"
            else:
                per[fam] = f"unknown: {static} but the probe card is unchanged"
                gaps.append(f"{SHORT[fam]} AS: weapon {static} left out of the card")
            continue
        if change or dmg:
            per[fam] = (change or "changes the damage") + f" (PV {pv:+d} on the probe) [ASC p. 96]"
            continue
        if pv:
            per[fam] = f"PV {pv:+d} on the probe [ASC p. 139]"
            continue
        as_type = o.as_after.unit_type
        rules = S._rules_for(eq, as_type) if eq.kind == "misc" else ()
        codes = " ".join(c[0] for r in rules for c in r.get("add", ())) or (rules[0].get("handler", "") if rules else "")
        already = [c for c in codes.split() if any(x.startswith(c) for x in o.as_before.specials)]
        if rules and "none" in rules[0] and not codes:
            ref = rules[0].get("ref", {"book": "ASC", "page": 96})
            per[fam] = f"none: {rules[0]['none']} [{ref['book']} p. {ref['page']}]"
        elif rules and already and len(already) == len(codes.split()):
            per[fam] = f"none: the bare {as_type} card already carries {' '.join(already)} [ASC p. 96]"
        elif rules:
            per[fam] = f"unknown: the ability table gives {codes} but the probe card is unchanged"
            gaps.append(f"{SHORT[fam]} AS: {codes} not emitted")
        elif eq.bf_abilities and eq.kind != "ammo":
            per[fam] = f"unknown: BattleForce lists {' '.join(eq.bf_abilities)} (SSW); the conversion emits nothing"
            gaps.append(f"{SHORT[fam]} AS: BF {' '.join(eq.bf_abilities)} not emitted")
        elif eq.kind in ("ammo", "bomb"):
            per[fam] = "none: ammunition adds no card value while it is not explosive-relevant [ASC p. 94]"
        elif component_of(eq) is not None and fam == "mech":
            per[fam] = f"none as an item: the {component_of(eq)} decides (components table)"
        else:
            per[fam] = "none: no special ability for it in the conversion table [ASC p. 96]"
    return Cell(_join_families(_group(per)), not gaps, gaps)


def _verdict(o: Outcome) -> str:
    if not o.codes:
        return "probe accepted"
    return "probe: " + ", ".join(f"{code} ({sev}, {where})" for code, sev, where in o.codes)


def _mech_facts(eq: Equipment) -> str:
    from construction import mech as M
    from construction.report import Report

    pair = probe_pair("mech", eq)
    if pair is None:
        return "no place on the probe"
    base, d = pair
    mounts = d.mounts[len(base.mounts):]
    ctx = M._resolve(d, Report())
    slots = sum(len(m.all_slots()) for m in mounts)
    tons = sum(M.item_tonnage(ctx, m, eq) or 0.0 for m in mounts if not m.is_system and m.item == eq.id)
    bits = [f"{slots} slot{'s' if slots != 1 else ''}" + (f" ({eq.slots_rule} at 50 t)" if eq.slots_rule else ""),
            (f"{_g(tons)} t" + (f" ({eq.tonnage_rule} at 50 t)" if eq.tonnage_rule else "")) if M.item_tonnage(
                ctx, mounts[0], eq) is not None else f"weighed with the {component_of(eq) or 'unit'}"]
    allowed = _mech_allowed(eq)
    bits.append("locations " + "/".join(allowed) if allowed else "any location")
    half = M.side_torso_half(eq)
    if half is not None:
        bits.append(f"half its slots in each side torso ({half[1]})")
    for limit in M.tables()["configuration_limits"]["items"]:
        if not set(limit["flags"]).isdisjoint(eq.flags):
            refused = list(limit.get("configs_refused", ())) + [c.replace("_", "-") + " cockpit" for c in limit.get("cockpits_refused", ())]
            bits.append(f"not on {'/'.join(refused)} ({limit['code']})")
    walk = M.tables()["walk_mp_modifiers"]["by_flag"]
    for flag in sorted(set(walk) & set(eq.flags)):
        bits.append(f"walking MP {walk[flag]:+d}")
    for flag, left_out in M.ONE_PER_LOCATION.items():
        if flag in eq.flags:
            bits.append(f"one slot in every location but {'/'.join(left_out)} (MECH_SPREAD_ITEM)")
    if "F_JUMP_JET" in eq.flags:
        bits.append("CT/ST/legs only (MECH_JUMP_JET_LOCATION)")
    needs = M.ARM_ACTUATOR_NEEDS.get(eq.tonnage_rule or "")
    if needs:
        bits.append("arm needs " + "/".join(n.replace("_", " ") for n in needs) + " (MECH_ARM_ACTUATOR_CONFLICT)")
    if eq.omni_arm_restrict:
        bits.append("pod-mounted in an arm: no lower arm or hand")
    if eq.spreadable:
        bits.append("spreadable")
    if not eq.omnipod:
        bits.append("never pod-mounted")
    return ", ".join(bits)


def _vehicle_facts(family: str, eq: Equipment) -> str:
    from construction import vehicle as V
    from construction.resolved import resolve

    pair = probe_pair(family, eq)
    if pair is None:
        return "no place on the probe"
    base, d = pair
    support = family == "support_vehicle"
    if support and _is_chassis_mod(eq):
        return "chassis modification"
    slots = V.item_slots_used(d, resolve(d).pairs, support) - V.item_slots_used(base, resolve(base).pairs, support)
    tons = V.item_tons(d, d.mounts[-1], eq)
    return f"{slots} slot{'s' if slots != 1 else ''}, {_g(tons)} t" + (f" ({eq.tonnage_rule})" if eq.tonnage_rule else "")


def _ba_facts(eq: Equipment) -> str:
    from construction import battle_armor as B

    pair = probe_pair("battle_armor", eq)
    if pair is None:
        return "no place on the probe"
    base, d = pair
    ctx = B.context(d)
    items = ctx.items[len(base.mounts):]
    slots = sum(B.slot_size(it) for it in items if it.eq is not None and it.eq.id == eq.id)
    kg = sum(B.item_kg(ctx, it) for it in items if it.eq is not None and it.eq.id == eq.id)
    where = "/".join(sorted({it.location for it in items if it.eq is not None and it.eq.id == eq.id}))
    return f"{slots} slot{'s' if slots != 1 else ''}, {_g(kg)} kg a suit ({where})" + (
        ", 10 shots" if eq.kind == "ammo" else "")


def _pm_facts(eq: Equipment) -> str:
    from construction import protomech as P

    pair = probe_pair("protomech", eq)
    if pair is None:
        return "no place on the probe"
    base, d = pair
    m = d.mounts[-1]
    kg = P.item_kg(d, m, eq)
    return f"{_g(kg)} kg" + (", 10 shots" if eq.kind == "ammo" else "") + (
        ", takes a slot" if P._takes_slot(eq) else ", no slot (body)")


def _ci_facts(eq: Equipment) -> str:
    from construction import infantry as CI

    pair = probe_pair("infantry", eq)
    if pair is None:
        return "no place on the probe"
    base, d = pair
    how = "armor kit" if "F_ARMOR_KIT" in eq.flags else (
        "support weapon (secondary)" if "F_INF_SUPPORT" in eq.flags else "primary weapon")
    tons = CI.platoon_tons(d) - CI.platoon_tons(base)
    return f"{how}, platoon weight {tons:+.3g} t"


_FACTS = {"mech": _mech_facts, "combat_vehicle": lambda e: _vehicle_facts("combat_vehicle", e),
          "support_vehicle": lambda e: _vehicle_facts("support_vehicle", e), "battle_armor": _ba_facts,
          "protomech": _pm_facts, "infantry": _ci_facts}


def _tech_text(eq: Equipment) -> str:
    intro = ", ".join(f"{k} {v}" for k, v in sorted((eq.intro_year or {}).items())) or "no date"
    text = f"{eq.tech_base} {eq.rules_level}, intro {intro}"
    ext = ", ".join(f"{k} {v}" for k, v in sorted((eq.extinct_year or {}).items()) if v and v > 0)
    if ext:
        text += f", extinct {ext}"
    return text


def construction_cell(eq: Equipment) -> Cell:
    fams = families_of(eq)
    tech = f"tech: {_tech_text(eq)} [{_ref(eq)}]"
    if not fams:
        return Cell(f"{_mountable_reason(eq)}; {tech}")
    per: dict[str, str] = {}
    gaps = []
    for fam, o in _usable_outcomes(eq, fams, per, gaps, "validator", "validation",
                                   no_place="none: no place for it on the probe"):
        try:
            facts = _FACTS[fam](eq)
        except Exception as exc:  # an open cell, reported
            facts = f"unknown: {type(exc).__name__}: {exc}"[:100]
            gaps.append(f"{SHORT[fam]} construction: {facts}")
        per[fam] = f"{facts}; {_verdict(o)}"
    return Cell(_join_families(_group(per)) + f"; {tech}", not gaps, gaps)


def label_cell(eq: Equipment) -> Cell:
    fams = families_of(eq)
    if not fams:
        return Cell("none: no ground-unit sheet prints it")
    per = {}
    for fam in fams:
        o = outcome(fam, eq.id)
        per[fam] = "none: no place on the probe" if o is None else (o.label or "unknown: the sheet code fails")
    known = all(not t.startswith("unknown") for t in per.values())
    return Cell(_join_families(_group(per)), known, [] if known else ["sheet label"])


# --------------------------------------------------------------------------- components

@dataclass(frozen=True)
class ComponentRow:
    kind: str  # engine, gyro, ...
    id: str
    name: str
    ref: str
    change: tuple  # how a probe design takes it: (family, field path, value)
    facts: str  # construction facts from the component tables


def _comp_ref(c) -> str:
    return c.citation if hasattr(c, "citation") else "?"


def component_rows() -> list[ComponentRow]:
    """Every structural component type of the component tables, with the
    design field a probe sets to use it."""
    reg = components.registry()
    rows = []
    for e in reg.engines.by_id.values():
        rows.append(ComponentRow("engine", e.id, e.name, _comp_ref(e), ("mech", "engine.type", e.id),
                                 f"weight x{_g(e.multiplier)} ({e.weight_rule}), CT {e.ct_slots} + side torsos "
                                 f"{e.side_torso_slots} slots, {e.free_heat_sinks} free heat sinks; {e.tech_base} "
                                 f"{e.rules_level}"))
    for g in reg.gyros.by_id.values():
        rows.append(ComponentRow("gyro", g.id, g.name, _comp_ref(g), ("mech", "mech.gyro", g.id),
                                 f"weight x{_g(g.multiplier)} of rating/100, {g.slots} slots"
                                 + (", superheavy only" if g.superheavy_only else "") + f"; {g.rules_level}"))
    for c in reg.cockpits.by_id.values():
        rows.append(ComponentRow("cockpit", c.id, c.name, _comp_ref(c), ("mech", "mech.cockpit", c.id),
                                 f"{_g(c.weight)} t, head {'/'.join(s or '-' for s in c.head_slots)}"
                                 + ("".join(f", {loc} {'/'.join(v)}" for loc, v in c.other_slots.items()))
                                 + (", industrial" if c.industrial else "") + (", superheavy only" if c.superheavy_only else "")
                                 + (", tripod only" if c.tripod_only else "") + (", QuadVee only" if c.quadvee_only else "")
                                 + f"; {c.rules_level}"))
    for s in reg.structures.by_id.values():
        rows.append(ComponentRow("structure", s.id, s.name, _comp_ref(s), ("mech", "structure", s.id),
                                 f"weight x{_g(s.weight_fraction)}, slots IS {s.slots_is} / Clan {s.slots_clan}; "
                                 f"BattleMech {'yes' if s.battlemech else 'no'}, IndustrialMech "
                                 f"{'yes' if s.industrialmech else 'no'}; {s.rules_level}"))
    for a in reg.armors.by_id.values():
        ppt = a.points_per_ton
        rows.append(ComponentRow("armor", a.id, a.name, _comp_ref(a), ("mech", "armor_type", a.id),
                                 (f"{_g(ppt)} points a ton" if ppt else "points by location type")
                                 + f", slots IS {a.slots_is} / Clan {a.slots_clan}; BattleMech "
                                 f"{'yes' if a.battlemech else 'no'}, IndustrialMech {'yes' if a.industrialmech else 'no'}"
                                 f"; {a.rules_level}"))
    for h in reg.heat_sinks.by_id.values():
        rows.append(ComponentRow("heat sink", h.id, h.name, _comp_ref(h), ("mech", "heat_sinks.type", h.id),
                                 f"{_g(h.weight)} t, {h.slots} slots, dissipates {h.dissipation}"
                                 + (", no mixing" if h.no_mixing else "") + f"; {h.rules_level}"))
    for m in reg.myomers.by_id.values():
        rows.append(ComponentRow("myomer", m.id, m.name, _comp_ref(m), ("mech", "mech.myomer", m.id),
                                 f"{m.kind}, weight rule {m.weight.get('rule', '-') if hasattr(m.weight, 'get') else m.weight}, "
                                 f"slots {m.slots}" + (f", not with {'/'.join(m.incompatible_with)}" if m.incompatible_with else "")
                                 + f"; {m.rules_level}"))
    for j in reg.jump_jets.by_id.values():
        rows.append(ComponentRow("jump jet", j.id, j.name, _comp_ref(j), ("mech", "jump_jets", j.id),
                                 f"slots {j.slots}, MP limit {j.mp_limit or 'none'}; {j.rules_level}"))
    ba = components.family_data("battle_armor")
    for a in ba["armor_types"]:
        rows.append(ComponentRow("battle armor armor", a["id"], a.get("name", a["id"]),
                                 _table_ref(a, ba), ("battle_armor", "armor_type", a["id"]),
                                 ", ".join(f"{k} {v}" for k, v in a.items() if k not in ("id", "name", "ref", "notes",
                                                                                       "errata", "item"))[:160]))
    pm = components.family_data("protomech")
    for a in pm["armor_types"]:
        aid = a["id"] if hasattr(a, "get") else a
        rows.append(ComponentRow("ProtoMech armor", aid, a.get("name", aid) if hasattr(a, "get") else aid,
                                 _table_ref(a if hasattr(a, "get") else {}, pm), ("protomech", "armor_type", aid),
                                 "ProtoMech armor type"))
    inf = components.family_data("infantry")
    for mid, m in inf["motives"].items():
        if not hasattr(m, "items"):
            continue
        rows.append(ComponentRow("infantry motive", mid, mid, _table_ref(m, inf), ("infantry", "infantry.motion", mid),
                                 ", ".join(f"{k} {v}" for k, v in m.items() if k not in ("ref", "notes"))[:160]))
    veh = components.family_data("vehicles")
    for mid, m in veh["motive"]["types"].items():
        rows.append(ComponentRow("vehicle motive", mid, mid, _table_ref({}, veh["motive"]),
                                 ("combat_vehicle", "vehicle.motive", mid),
                                 ", ".join(f"{k} {v}" for k, v in m.items())))
    return rows


def _table_ref(row, table) -> str:
    r = (row.get("ref") if hasattr(row, "get") else None) or table.get("ref") or {}
    if hasattr(r, "get") and r.get("book"):
        return f"{r['book']} p. {r['page']}" if r.get("page") else r["book"]
    return "?"


def _set_field(design: Design, path: str, value) -> Design:
    if path == "jump_jets":
        return design
    head, _, rest = path.partition(".")
    if not rest:
        return dataclasses.replace(design, **{head: value})
    inner = getattr(design, head)
    return dataclasses.replace(design, **{head: dataclasses.replace(inner, **{rest: value})})


@lru_cache(maxsize=None)
def component_outcome(row: ComponentRow) -> Outcome:
    import construction

    family, path, value = row.change
    base = bare(family, "Clan" if value.endswith("_clan") else "IS")
    try:
        d = _set_field(base, path, value)
        b0, b1 = _bv(base), _bv(d)
        a0, a1 = _as(base), _as(d)
        report = construction.validate(d)
    except Exception as exc:
        return Outcome(family, (), 0, None, None, ("", "", ""), (), "", ok=False, error=f"{type(exc).__name__}: {exc}")
    codes = tuple(sorted({_cited(i) for i in report.issues if not DATE_CODE.search(i.code)}
                         - {_cited(i) for i in construction.validate(base).issues}))
    return Outcome(family, new_bv_lines(b0, b1), b1.bv - b0.bv, a0, a1, ("", "", ""), codes, "")


def component_cells(row: ComponentRow) -> tuple[Cell, Cell, Cell, Cell]:
    fam = row.change[0]
    if row.kind == "myomer" and row.facts.startswith("enhancement"):
        note = "the catalog item carries it (MASC, supercharger, AES in the equipment table)"
        return (Cell(f"none as a component: {note}"), Cell(f"none as a component: {note}"),
                Cell(f"{row.facts} [{row.ref}]"), Cell("critical slots: the item's name"))
    if row.change[1] == "jump_jets":
        note = "the jump jet items carry it (equipment table: Jump Jet, Improved Jump Jet, ...)"
        return (Cell(f"none as a component: {note}"), Cell(f"none as a component: {note}"),
                Cell(f"{row.facts} [{row.ref}]"), Cell("critical slots: the jet items' names"))
    o = component_outcome(row)
    tag = SHORT[fam]
    if not o.ok:
        gap = f"{tag}: {o.error[:100]}"
        return (Cell(f"unknown: {gap}", False, [gap]), Cell(f"unknown: {gap}", False, [gap]),
                Cell(f"{row.facts} [{row.ref}]"), Cell("unknown", False, ["label"]))
    if o.bv_lines:
        bvc = Cell(f"{tag}: " + _bv_text(o.bv_lines))
    else:
        bvc = Cell(f"{tag}: none: BV multiplier 1 (same value as the probe's standard part)")
    change = _specials_change(o)
    if change or o.as_before.armor != o.as_after.armor or o.as_before.structure != o.as_after.structure \
            or o.as_before.pv != o.as_after.pv:
        asc = Cell(f"{tag}: " + "; ".join(x for x in (
            change, f"armor {o.as_before.armor}->{o.as_after.armor}" if o.as_before.armor != o.as_after.armor else "",
            f"structure {o.as_before.structure}->{o.as_after.structure}" if o.as_before.structure != o.as_after.structure else "",
            f"PV {o.as_after.pv - o.as_before.pv:+d}") if x) + " [ASC pp. 96-98]")
    else:
        asc = Cell(f"{tag}: none: the card does not change (no ability, same armor/structure) [ASC p. 96]")
    verdict = "probe accepted" if not o.codes else "probe: " + ", ".join(c[0] for c in o.codes)
    con = Cell(f"{row.facts}; {verdict} [{row.ref}]")
    label = Cell("printed in the sheet's header/armor panel by its name")
    return bvc, asc, con, label


# --------------------------------------------------------------------------- tests and corpus

def _name_index() -> dict[str, str]:
    """Every lower-case id, name and alias of the catalog -> catalog id."""
    out: dict[str, str] = {}
    for e in cat().items():
        for n in (e.id, e.name, *e.aliases):
            out.setdefault(n.lower().strip(), e.id)
    return out


def _string_constants(path: Path) -> list[str]:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError):
        return []
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def test_references() -> dict[str, list[str]]:
    """catalog id -> test files naming it (a string of the test, or a line of
    a unit file written in a test, that is the item's id, name or alias)."""
    from construction.catalog import normalize_name

    index = _name_index()
    found: dict[str, set] = {}
    for path in sorted(TESTS.rglob("*.py")):
        rel = str(path.relative_to(TESTS))
        for text in _string_constants(path):
            for piece in (text, *text.splitlines()):
                key = piece.strip().lower()
                if key in index:
                    found.setdefault(index[key], set()).add(rel)
                    continue
                bare_name = normalize_name(piece.split(",")[0]).lower() if piece else ""
                if bare_name in index:
                    found.setdefault(index[bare_name], set()).add(rel)
    return {k: sorted(v) for k, v in found.items()}


def hand_worked() -> dict[str, list[str]]:
    """catalog id or component key -> tests marked ``@pytest.mark.covers(...)``."""
    out: dict[str, list[str]] = {}
    for path in sorted(TESTS.rglob("test_*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                continue
            for dec in node.decorator_list:
                if isinstance(dec, ast.Call) and isinstance(dec.func, ast.Attribute) and dec.func.attr == "covers":
                    for arg in dec.args:
                        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                            out.setdefault(arg.value, []).append(f"{path.relative_to(TESTS)}::{node.name}")
    return out


def count_corpus() -> dict:
    """How many canonical units (../shared/corpus) and current-format files
    (tests/data/current) mount each catalog item and use each component."""
    sys.path.insert(0, str(TESTS))
    import corpus  # tests/corpus.py: the shared corpus, unpacked once
    import construction
    from construction.resolved import resolve

    root = corpus.unpacked() / "mechfiles"
    counts: dict[str, dict[str, int]] = {"corpus": {}, "current": {}}
    families: dict[str, set] = {}
    files = [("corpus", p) for folder in ("mechs", "vehicles", "battlearmor", "protomechs", "infantry")
             for p in sorted((root / folder).rglob("*")) if p.suffix in (".mtf", ".blk")]
    files += [("current", p) for p in sorted((TESTS / "data" / "current").rglob("*")) if p.suffix in (".mtf", ".blk")]
    for where, path in files:
        try:
            d = construction.parse(corpus.read_text(path), path.suffix[1:], source=str(path))
        except Exception:
            continue
        r = resolve(d)
        keys = {it.eq.id for it in r.items} | {e.id for e in r.chassis_mods} | {e.id for e in r.infantry if e is not None}
        keys |= set(component_keys(d)) | set(item_component_keys(r.items))
        for k in keys:
            counts[where][k] = counts[where].get(k, 0) + 1
        for it in r.items:
            families.setdefault(it.eq.id, set()).add(d.unit_type)
    out = {w: dict(sorted(c.items())) for w, c in counts.items()}
    out["families"] = {k: sorted(v, key=FAMILIES.index) for k, v in sorted(families.items())}
    return out


def component_keys(d: Design) -> list[str]:
    """The component rows a design uses, as 'kind:id' keys."""
    keys = []
    if d.engine is not None:
        keys.append(f"engine:{d.engine.type}")
    if d.structure:
        keys.append(f"structure:{d.structure}")
    for a in {d.armor_type, *(x.armor_type for x in d.armor)} - {None}:
        kind = {"battle_armor": "battle armor armor", "protomech": "ProtoMech armor"}.get(d.unit_type, "armor")
        keys.append(f"{kind}:{a}")
    if d.heat_sinks is not None:
        keys.append(f"heat sink:{d.heat_sinks.type}")
    if d.mech is not None:
        keys += [f"gyro:{d.mech.gyro}", f"cockpit:{d.mech.cockpit}", f"myomer:{d.mech.myomer}"]
    if d.infantry is not None:
        keys.append(f"infantry motive:{d.infantry.motion}")
    if d.vehicle is not None:
        keys.append(f"vehicle motive:{d.vehicle.motive}")
    return keys


_JET_FLAGS = {"F_JUMP_JET", "F_UMU", "F_JUMP_BOOSTER"}
_ENHANCEMENT_FLAGS = {"F_MASC", "F_ACTUATOR_ENHANCEMENT_SYSTEM"}


def item_component_keys(items) -> set[str]:
    """Component rows a 'Mech's items stand for: the jump jet kinds and the
    myomer enhancements (MASC, supercharger, AES) are mounted as items."""
    out = set()
    for it in items:
        for flags, lookup, kind in ((_JET_FLAGS, components.jump_jet, "jump jet"),
                                    (_ENHANCEMENT_FLAGS, components.myomer, "myomer")):
            if not flags.isdisjoint(it.eq.flags):
                try:
                    out.add(f"{kind}:{lookup(it.eq.id).id}")
                except (KeyError, ValueError):
                    pass
    return out


@lru_cache(maxsize=1)
def corpus_counts() -> dict:
    if CORPUS_COUNTS.exists():
        return json.loads(CORPUS_COUNTS.read_text(encoding="utf-8"))
    return {"corpus": {}, "current": {}}


# --------------------------------------------------------------------------- the document

@dataclass(frozen=True)
class Row:
    key: str  # catalog id, or "kind:id" for a component
    title: str
    section: str
    families: str
    corpus: int
    current: int
    cells: tuple  # BV, AS, construction, label (Cell)
    tests: str
    ground: bool  # a ground unit can mount it
    hand_worked: bool

    @property
    def covered(self) -> bool:
        return all(c.known for c in self.cells)


SECTIONS = {"weapon": "Weapons", "ammo": "Ammunition", "misc": "Equipment", "bomb": "Bombs"}


def _tests_text(key: str, refs: dict, hands: dict, corpus: int, current: int) -> str:
    bits = []
    if hands.get(key):
        bits.append("hand-worked: " + ", ".join(hands[key][:2]) + (f" +{len(hands[key]) - 2}" if len(hands[key]) > 2 else ""))
    named = [r for r in refs.get(key, ()) if not any(r == h.split("::")[0] for h in hands.get(key, ()))]
    if named:
        bits.append("named in " + ", ".join(named[:3]) + (f" +{len(named) - 3}" if len(named) > 3 else ""))
    if corpus or current:
        bits.append(f"corpus tests: {corpus} canonical + {current} current-format units")
    return "; ".join(bits) or "none: no test names it and no corpus unit mounts it"


def _item_cells(ids: list[str]) -> list[tuple]:
    """The four program-derived cells of each catalog id (one worker's share)."""
    out = []
    for item_id in ids:
        eq = cat().by_id(item_id)
        out.append((bv_cell(eq), as_cell(eq), construction_cell(eq), label_cell(eq)))
    return out


def _all_item_cells(ids: list[str], jobs: int) -> list[tuple]:
    if jobs <= 1:
        return _item_cells(ids)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    shares = [ids[i::jobs] for i in range(jobs)]
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        parts = list(pool.map(_item_cells, shares))
    cells = [None] * len(ids)
    for i, part in enumerate(parts):
        cells[i::jobs] = part
    return cells


def build_rows(jobs: int = 1) -> list[Row]:
    refs, hands, counts = test_references(), hand_worked(), corpus_counts()
    rows = []
    items = sorted(cat().items(), key=lambda e: (list(SECTIONS).index(e.kind), e.id.lower()))
    all_cells = _all_item_cells([e.id for e in items], jobs)
    for eq, cells in zip(items, all_cells):
        fams = families_of(eq)
        c, cur = counts["corpus"].get(eq.id, 0), counts["current"].get(eq.id, 0)
        rows.append(Row(eq.id, eq.name, SECTIONS[eq.kind], ", ".join(SHORT[f] for f in fams) or "-", c, cur, cells,
                        _tests_text(eq.id, refs, hands, c, cur), bool(fams), eq.id in hands))
    for comp in component_rows():
        key = f"{comp.kind}:{comp.id}"
        c, cur = counts["corpus"].get(key, 0), counts["current"].get(key, 0)
        rows.append(Row(key, comp.name, "Components", SHORT[comp.change[0]], c, cur, component_cells(comp),
                        _tests_text(key, {}, hands, c, cur), True, key in hands))
    return rows


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def figures(rows: list[Row]) -> dict:
    items = [r for r in rows if r.section != "Components"]
    ground = [r for r in items if r.ground]
    unmounted = [r for r in ground if r.corpus == 0]
    return {
        "catalogued": len(rows),
        "covered": sum(r.covered for r in rows),
        "items": len(items),
        "items_covered": sum(r.covered for r in items),
        "components": len(rows) - len(items),
        "components_covered": sum(r.covered for r in rows if r.section == "Components"),
        "ground": len(ground),
        "unmounted": len(unmounted),
        "unmounted_hand_worked": sum(r.hand_worked for r in unmounted),
        "hand_worked": sum(r.hand_worked for r in rows),
    }


def render(rows: list[Row]) -> str:
    f = figures(rows)
    pct = 100.0 * f["covered"] / f["catalogued"] if f["catalogued"] else 0.0
    out = [
        "# Rules coverage by equipment",
        "",
        "Generated by `tools/coverage.py` from the program itself (do not edit; `python tools/coverage.py` rewrites it,",
        "`tests/test_coverage.py` fails when it is stale or a cell is empty).",
        "",
        f"- **Covered: {f['covered']:,} / {f['catalogued']:,} catalogued ({pct:.1f}%)**: {f['items_covered']:,} / "
        f"{f['items']:,} catalog items and {f['components_covered']} / {f['components']} component types with every "
        "cell an explicit answer (a rule, or \"none\" with its reason).",
        f"- Items a ground unit can mount: {f['ground']:,}; of these **{f['unmounted']:,} are mounted by no corpus unit**, "
        f"and **{f['unmounted_hand_worked']}** of those have a hand-worked test (`@pytest.mark.covers`); "
        f"{f['hand_worked']} rows have one in all.",
        "",
        "## How to read it",
        "",
        "Each row is run through the program on probe designs: a bare unit of each family that may mount the item",
        "('Mech M, combat vehicle CV, support vehicle SV, battle armor BA, ProtoMech PM, conventional infantry CI),",
        "then the same unit with the item mounted (ammunition beside a weapon that fires it).",
        "",
        "- **BV**: the Battle Value steps the item adds, with the step's book and page; for weapons, the modifiers",
        "  the calculator applies when a targeting computer, each fire-control add-on the resolver links to it, or",
        "  the same weapon in the opposite arc is added.  Items with no value of their own are probed beside a",
        "  weapon they could act on.",
        "- **Alpha Strike**: for weapons the conversion family, the S/M/L damage per weapon (already /10), heat and",
        "  damage classes (`weapons.py`), and what the card gains; for equipment the abilities the card gains or",
        "  loses, and the PV change of the probe.",
        "- **construction**: per family the slots and weight on the probe (50 t 'Mech, 50 t vehicles, a medium",
        "  battle armor suit, a 5 t ProtoMech, a foot platoon), the locations the 'Mech rules allow, the codes the",
        "  validator raises about the item (dates and tech base left out: they are given once, from the catalog),",
        "  then tech base, rules level and dates with the item's book and page.",
        "- **sheet label**: the name the record sheet prints for it.",
        "- **tests**: hand-worked synthetic tests, tests that name it, and the corpus units that mount it",
        "  (`tools/coverage_corpus.json`, recounted by `python tools/coverage.py --corpus`).",
        "",
    ]
    gaps = [(r, g) for r in rows for c in r.cells for g in c.gaps]
    out += ["## Open cells", ""]
    if gaps:
        out += [f"- `{r.key}`: {_md(g)}" for r, g in gaps]
    else:
        out.append("None.")
    out.append("")
    section = None
    for r in rows:
        if r.section != section:
            section = r.section
            count = sum(1 for x in rows if x.section == section)
            out += ["", f"## {section} ({count:,})", "",
                    "| item | families | corpus units | BV | Alpha Strike | construction | sheet label | tests |",
                    "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        title = f"`{_md(r.key)}`" + (f" {_md(r.title)}" if r.title != r.key else "")
        out.append(f"| {title} | {r.families} | {r.corpus} + {r.current} | "
                   + " | ".join(_md(c.text) for c in r.cells) + f" | {_md(r.tests)} |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when docs/coverage.md is stale")
    ap.add_argument("--corpus", action="store_true", help="recount the corpus (needs ../shared/corpus)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = ap.parse_args(argv)
    if args.corpus:
        CORPUS_COUNTS.write_text(json.dumps(count_corpus(), indent=0, sort_keys=True) + "\n", encoding="utf-8")
        corpus_counts.cache_clear()
    rows = build_rows(args.jobs)
    text = render(rows)
    f = figures(rows)
    print(f"covered {f['covered']} / {f['catalogued']} ({f['items_covered']} / {f['items']} items, "
          f"{f['components_covered']} / {f['components']} components); ground-mountable {f['ground']}, "
          f"no corpus unit mounts {f['unmounted']}, of which hand-worked {f['unmounted_hand_worked']}")
    if args.check:
        if not DOC.exists() or DOC.read_text(encoding="utf-8") != text:
            print(f"{DOC.relative_to(REPO)} is stale: run python tools/coverage.py", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
