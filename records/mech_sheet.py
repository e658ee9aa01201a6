"""The 'Mech record sheet: one page per 'Mech.

Content follows the Total Warfare record sheet (unit data, weapons and
equipment inventory, warrior data, armor and internal structure diagrams
with one pip per point, critical hit table, heat scale and heat data) in
MechForge's own layout.  Biped, quad, tripod, LAM and QuadVee 'Mechs get
their own diagrams.  Record-sheet errata applied:

* TO errata section E (TO p. 12/391/392): the warrior data has no "Dual
  Cockpit" option; four-legged 'Mechs get the four-legged diagram.
* TO errata E / BattleMech Manual errata 1.5 (1.1): inventory values come
  from the catalog with the weapon-table errata applied, and damage is
  printed in the errata notation (Streak LRM ``C5/20``, Lance ``1/5T``,
  Chain Whip ``3``) - see construction.derived.damage_text.
* TO errata E (TO p. 343): with reinforced structure, a legend says each
  structure pip takes two marks.
* TO errata E (TO p. 281): modular armor gets its own pip group per location
  and facing (shown in the armor diagram's notes when mounted).

Every value comes from construction/ (derived, components) and bv/.
"""

from __future__ import annotations

from typing import Optional

from construction import derived
from construction.model import Design, Mount, mech_locations, slots_in_location
from construction.resolved import resolve

from .common import (
    draw_name_and_skills,
    RULES_LEVEL_NAMES,
    SheetError,
    SheetOptions,
    TableStyle,
    ammo_text,
    ammunition,
    battle_value,
    bv_text,
    draw_inventory,
    draw_labelled_lines,
    era_text,
    inventory,
    item_name,
    join_wrapped,
    quirks_text,
    tech_base_text,
    tons_text,
)
from .pdf import GREY_FILL, GREY_TEXT, Frame, Span, pip_grid

W, H = 560.0, 756.0  # logical page
PER_PAGE = 1

LOCATION_NAMES = {
    "HD": "Head", "CT": "Center Torso", "LT": "Left Torso", "RT": "Right Torso",
    "LA": "Left Arm", "RA": "Right Arm", "LL": "Left Leg", "RL": "Right Leg", "CL": "Center Leg",
    "FLL": "Front Left Leg", "FRL": "Front Right Leg", "RLL": "Rear Left Leg", "RRL": "Rear Right Leg",
}

CONFIG_TITLES = {
    "biped": "'MECH RECORD SHEET",
    "quad": "FOUR-LEGGED 'MECH RECORD SHEET",
    "tripod": "TRIPOD 'MECH RECORD SHEET",
    "lam": "LAND-AIR 'MECH RECORD SHEET",
    "quadvee": "QUADVEE RECORD SHEET",
}

# Consciousness rolls for each pilot hit (TW p. 41 warrior data block).
CONSCIOUSNESS = ("3", "5", "7", "10", "11", "Dead")

# The heat scale's printed effects (TW p. 159, Heat Point Table).
HEAT_EFFECTS = {
    30: "Shutdown",
    28: "Ammo Exp. avoid on 8+",
    26: "Shutdown, avoid on 10+",
    25: "-5 Movement Points",
    24: "+4 Modifier to Fire",
    23: "Ammo Exp. avoid on 6+",
    22: "Shutdown, avoid on 8+",
    20: "-4 Movement Points",
    19: "Ammo Exp. avoid on 4+",
    18: "Shutdown, avoid on 6+",
    17: "+3 Modifier to Fire",
    15: "-3 Movement Points",
    14: "Shutdown, avoid on 4+",
    13: "+2 Modifier to Fire",
    10: "-2 Movement Points",
    8: "+1 Modifier to Fire",
    5: "-1 Movement Points",
}

# Diagram layouts: location -> (x, y, w, h) as fractions of the diagram box
# (origin bottom left).  The 'Mech is seen from behind, so its left side is
# on the left of the page, as on the published sheets.
_BIPED = {
    "HD": (0.39, 0.84, 0.22, 0.16),
    "CT": (0.36, 0.42, 0.28, 0.41),
    "LT": (0.185, 0.47, 0.17, 0.36),
    "RT": (0.645, 0.47, 0.17, 0.36),
    "LA": (0.0, 0.40, 0.18, 0.43),
    "RA": (0.82, 0.40, 0.18, 0.43),
    "LL": (0.16, 0.0, 0.32, 0.41),
    "RL": (0.52, 0.0, 0.32, 0.41),
}
_QUAD = {
    "HD": (0.39, 0.84, 0.22, 0.16),
    "CT": (0.36, 0.42, 0.28, 0.41),
    "LT": (0.185, 0.42, 0.17, 0.41),
    "RT": (0.645, 0.42, 0.17, 0.41),
    "FLL": (0.0, 0.47, 0.18, 0.45),
    "FRL": (0.82, 0.47, 0.18, 0.45),
    "RLL": (0.08, 0.0, 0.38, 0.40),
    "RRL": (0.54, 0.0, 0.38, 0.40),
}
_TRIPOD = dict(_BIPED)
_TRIPOD.update({
    "LL": (0.08, 0.0, 0.28, 0.41),
    "CL": (0.375, 0.0, 0.25, 0.41),
    "RL": (0.64, 0.0, 0.28, 0.41),
})
LAYOUTS = {"biped": _BIPED, "lam": _BIPED, "quad": _QUAD, "quadvee": _QUAD, "tripod": _TRIPOD}

# Critical hit table columns (left, middle, right) per configuration.
_CRIT_COLUMNS = {
    "biped": (("LA", "LT", "LL"), ("HD", "CT"), ("RA", "RT", "RL")),
    "tripod": (("LA", "LT", "LL"), ("HD", "CT", "CL"), ("RA", "RT", "RL")),
    "quad": (("FLL", "LT", "RLL"), ("HD", "CT"), ("FRL", "RT", "RRL")),
}


def component_name(kind: str, cid: Optional[str], design: Design) -> str:
    """The printed name of an armor or structure type id."""
    from construction import components

    if not cid:
        return "Standard"
    if cid == "patchwork":
        return "Patchwork"
    try:
        return getattr(components, kind)(cid, "Clan" if design.is_clan else "Inner Sphere").name
    except (KeyError, ValueError):
        return cid.replace("_", " ").title()


def _config(design: Design) -> str:
    if design.mech is None:
        raise SheetError(f"{design.name}: a 'Mech design without its 'Mech block cannot be drawn", "mech")
    return design.mech.config


# ---------------------------------------------------------------- critical table
def _slot_names(design: Design) -> dict[str, list[list[tuple[str, Mount, bool]]]]:
    """location -> per slot, the (text, mount, hittable, catalog item)
    entries in it."""
    config = _config(design)
    table = {loc: [[] for _ in range(slots_in_location(loc))] for loc in mech_locations(config)}
    for rm in resolve(design).mounts:
        m, eq = rm.mount, rm.eq
        hittable = True if eq is None else bool(eq.hittable)
        name = item_name(m, eq)
        if eq is not None and eq.is_ammo:
            shots = derived.ammo_shots(m, eq)
            name = f"Ammo ({(eq.short_name or eq.name).replace(' Ammo', '').replace(' ammo', '')})" + (
                f" {shots}" if shots is not None else "")
        if m.rear:
            name += " (R)"
        if m.armored:
            name += " [armored]"
        if m.omnipod:
            name += " (Pod)"
        for loc, slot in m.all_slots():
            if loc in table and 0 <= slot < len(table[loc]):
                table[loc][slot].append((name, m, hittable, eq))
    return table


def crit_slot_mark(loc: str, slot: int, entries) -> tuple[str, dict]:
    """(class, attributes) of a filled critical slot as MekBay reads them:
    ``loc``, 0-based ``slot``, the item's internal ``name``, ``uid`` (an
    item: name @ location # its first slot there; a fixed system: the
    system, "Engine", "Gyro", "Upper Arm"...), ``type`` sys or eq,
    ``hittable``, ``armored``; ammunition also class ``ammoSlot`` and
    ``totalAmmo``."""
    _, m, hittable, eq = entries[0]
    name = eq.id if eq is not None else m.item
    if m.is_system:
        uid = name.removesuffix(" Actuator")
    else:
        uid = f"{name}@{loc}#{min(s for l, s in m.all_slots() if l == loc)}"
    attrs = {"loc": loc, "slot": str(slot), "name": name, "uid": uid,
             "type": "sys" if m.is_system else "eq", "hittable": "1" if hittable else None,
             "armored": "1" if m.armored else None}
    if eq is not None and eq.is_ammo:
        shots = derived.ammo_shots(m, eq)
        attrs["totalAmmo"] = str(shots) if shots is not None else None
        return "critSlot ammoSlot", attrs
    return "critSlot", attrs


def _draw_crit_location(f: Frame, x: float, top: float, w: float, loc: str, slots, row: float) -> float:
    """One location's block; returns the y under it."""
    with f.group("critGroup", loc=loc):
        return _draw_crit_slots(f, x, top, w, loc, slots, row)


def _draw_crit_slots(f: Frame, x: float, top: float, w: float, loc: str, slots, row: float) -> float:
    n = len(slots)
    f.rect(x, top - 9, w, 9, fill=GREY_FILL, line=0.5)
    f.text(x + 3, top - 6.8, LOCATION_NAMES.get(loc, loc), size=6.3, bold=True, width=w - 6)
    y = top - 9
    groups = [range(0, 6), range(6, 12)] if n == 12 else [range(0, n)]
    for gi, group in enumerate(groups):
        if n == 12:
            f.text(x + 2.5, y - row * 3 - 2, "1-3" if gi == 0 else "4-6", size=4.6, grey=GREY_TEXT)
        prev_mount = None
        run_start = None
        for k, s in enumerate(group):
            cy = y - (k + 1) * row
            label = str(k + 1)
            f.text(x + 15, cy + row * 0.28, label + ".", size=5.6, align="right")
            entries = slots[s]
            if not entries:
                f.text(x + 18, cy + row * 0.28, "Roll Again", size=5.6, italic=True, grey=GREY_TEXT, width=w - 21)
                mount = None
            else:
                text = " / ".join(e[0] for e in entries)
                hittable = all(e[2] for e in entries)
                sysitem = entries[0][1].is_system
                if not hittable:
                    text += " - roll again"
                cls, attrs = crit_slot_mark(loc, s, entries)
                with f.group(cls, **attrs):
                    f.text(x + 18, cy + row * 0.28, text, size=5.6, bold=sysitem is False and hittable and
                           entries[0][3] is not None and entries[0][3].is_weapon, width=w - 21)
                mount = entries[0][1] if len(entries[0][1].all_slots()) > 1 else None
            # bracket multi-slot items
            if mount is not None and mount is prev_mount:
                pass
            else:
                if run_start is not None and prev_mount is not None:
                    _bracket(f, x + 16.5, run_start, cy + row)
                run_start = cy + row if mount is not None else None
            prev_mount = mount
        if run_start is not None and prev_mount is not None:
            _bracket(f, x + 16.5, run_start, y - len(group) * row)
        y -= len(group) * row + (2 if n == 12 and gi == 0 else 0)
    f.rect(x, y, w, top - y, line=0.6)
    return y


def _bracket(f: Frame, x: float, top: float, bottom: float) -> None:
    if top - bottom < 1:
        return
    f.line(x, top - 1, x, bottom + 1, width=0.8)


def draw_critical_table(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "CRITICAL HIT TABLE")
    config = _config(design)
    columns = _CRIT_COLUMNS.get("quad" if config in ("quad", "quadvee") else "tripod" if config == "tripod" else "biped")
    slots = _slot_names(design)
    gap = 4
    col_w = (w - 8 - 2 * gap) / 3
    avail = top - y - 6
    busiest = max(sum(slots_in_location(l) for l in col) for col in columns)
    blocks = max(len(col) for col in columns)
    row = min(11.0, (avail - blocks * 13 - 4) / busiest)
    for ci, col in enumerate(columns):
        cx = x + 4 + ci * (col_w + gap)
        cy = top - 2
        for loc in col:
            cy = _draw_crit_location(f, cx, cy, col_w, loc, slots[loc], row) - 4


# ----------------------------------------------------------------- diagrams
def _draw_diagram(f: Frame, layout: dict, values: dict[str, int], x: float, y: float, w: float, h: float,
                  max_radius: float = 3.0, labels: Optional[dict[str, str]] = None, kind: str = "armor",
                  rear: bool = False) -> None:
    """One box of pips per location; ``kind`` (armor or structure) and
    ``rear`` name the pips in the SVG (``class="pip armor" loc="CT"
    rear="1"``, as MekBay counts them)."""
    for loc, (fx, fy, fw, fh) in layout.items():
        if loc not in values:
            continue
        bx, by, bw, bh = x + fx * w, y + fy * h, fw * w - 2, fh * h - 2
        f.rect(bx, by, bw, bh, radius=3, line=0.8)
        n = values[loc]
        label = (labels or {}).get(loc, loc)
        f.text(bx + 2.5, by + bh - 6.5, label, size=5.6, bold=True, width=bw * 0.6)
        f.text(bx + bw - 2.5, by + bh - 6.5, f"({n})", size=5.6, align="right")
        g = pip_grid(n, bx + 2, by + 2, bw - 4, bh - 10, max_radius=max_radius)
        f.grid(g, cls=f"pip {kind}", loc=loc, rear="1" if rear else None)


def draw_armor_diagram(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    config = _config(design)
    armor_name = component_name("armor", design.armor_type, design)
    top = f.box(x, y, w, h, "ARMOR DIAGRAM")
    f.text(x + w - 6, y + h - 9, f"Armor: {armor_name}", size=6, align="right", width=w * 0.45)
    layout = LAYOUTS.get(config, _BIPED)
    front = {a.location: a.front for a in design.armor}
    rear = {a.location: a.rear for a in design.armor if a.rear is not None}
    rear_h = 58 if rear else 0
    dy = y + 6 + rear_h
    _draw_diagram(f, layout, front, x + 6, dy, w - 12, top - dy - 4)
    if rear:
        f.text(x + 8, y + rear_h - 3, "REAR", size=6, bold=True)
        bw = (w - 16) / 3
        for i, loc in enumerate(("LT", "CT", "RT")):
            if loc not in rear:
                continue
            bx = x + 6 + i * (bw + 2)
            _draw_diagram(f, {loc: (0, 0, 1, 1)}, {loc: rear[loc]}, bx, y + 5, bw, rear_h - 12,
                          labels={loc: f"{loc} rear"}, rear=True)
    patch = [a for a in design.armor if a.armor_type]
    modular = [m for m in design.mounts if "modular armor" in m.item.lower()]
    notes = []
    if patch:
        notes.append("Patchwork: " + ", ".join(f"{a.location} {a.armor_type}" for a in patch))
    if modular:
        notes.append("Modular armor: " + ", ".join(
            f"{m.location}{' rear' if m.rear else ''} (10 pips, own group - TO p. 281)" for m in modular))
    for i, n in enumerate(notes):
        f.text(x + 6, y + h - 18 - i * 7, n, size=5, width=w - 12)


def draw_structure_diagram(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    config = _config(design)
    structure = component_name("structure", design.structure, design)
    top = f.box(x, y, w, h, "INTERNAL STRUCTURE DIAGRAM")
    f.text(x + w - 6, y + h - 9, structure, size=6, align="right", width=w * 0.4)
    values = derived.mech_internal_structure(design)
    reinforced = "reinforced" in (design.structure or "")
    bottom = y + 4 + (7 if reinforced else 0)
    _draw_diagram(f, LAYOUTS.get(config, _BIPED), values, x + 14, bottom, w - 28, top - bottom - 2, max_radius=2.4,
                  kind="structure")
    if reinforced:
        f.text(x + 6, y + 4, "Reinforced: each pip takes two marks (slash, then X) - TO p. 343", size=4.8,
               width=w - 12)


# ----------------------------------------------------------------- heat
def draw_heat(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "HEAT DATA")
    info = derived.heat_sinks(design)
    scale_w = 20
    sx = x + w - scale_w - 5
    levels = 31
    box_h = (top - y - 16) / (levels + 1)
    # overflow + 30..0
    f.rect(sx, top - box_h - 2, scale_w, box_h, line=0.6)
    f.text(sx + scale_w / 2, top - box_h + 0.3, "Over", size=4.4, align="center")
    for i, level in enumerate(range(30, -1, -1)):
        by = top - (i + 2) * box_h - 2
        f.rect(sx, by, scale_w, box_h, fill=GREY_FILL if level in HEAT_EFFECTS else None, line=0.5)
        f.text(sx + scale_w / 2, by + box_h * 0.25, str(level), size=min(5.2, box_h * 0.8), align="center",
               bold=level in HEAT_EFFECTS)
        eff = HEAT_EFFECTS.get(level)
        if eff:
            f.text(sx - 2, by + box_h * 0.22, eff, size=min(5.0, box_h * 0.8), align="right", width=76)
    f.text(sx + scale_w / 2, y + 4, "Heat Scale", size=4.4, align="center")
    left_w = w - scale_w - 90
    ty = top - 6
    if info is None:
        f.text(x + 6, ty, "Heat Sinks: none recorded", size=6.5)
        return
    f.text(x + 6, ty, "Heat Sinks:", size=6.5, bold=True)
    f.text(x + 6, ty - 8, f"{info.count} {info.type_name}", size=6.5, width=left_w)
    f.text(x + 6, ty - 16, f"Dissipation: {info.dissipation}" + (f" ({info.per_sink}/sink)" if info.per_sink != 1 else ""),
           size=6.5, width=left_w)
    f.text(x + 6, ty - 27, "Heat Level:", size=6)
    f.rect(x + 40, ty - 30, 22, 9)
    g = pip_grid(info.count, x + 6, y + 6, left_w, ty - 38 - y - 6, max_radius=3.0, valign="top")
    with f.group("hsPips"):
        f.grid(g, cls="pip hsPip", loc="hs")


# ----------------------------------------------------------------- data panels
def draw_unit_data(f: Frame, design: Design, options: SheetOptions, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "'MECH DATA")
    mv = derived.movement(design)
    config = _config(design)
    ty = top - 6
    name = design.name + (f" ({design.clan_name})" if design.clan_name else "")
    f.text(x + 6, ty, "Type:", size=7, bold=True)
    f.text(x + 30, ty, name, size=8, bold=True, width=w - 36)
    ty -= 9.5
    kind = {"biped": "Biped", "quad": "Quad", "tripod": "Tripod", "lam": "LAM", "quadvee": "QuadVee"}.get(config, config)
    if design.mech and design.mech.lam_type:
        kind += f" ({design.mech.lam_type})"
    if design.mech and design.mech.quadvee_motive:
        kind += f" ({design.mech.quadvee_motive})"
    extra = " OmniMech" if design.omni else ""
    if design.mech and design.mech.industrial:
        extra += " IndustrialMech"
    f.text(x + 6, ty, f"Tonnage: {tons_text(design.tonnage)}   Tech Base: {tech_base_text(design)}   "
           f"Rules Level: {RULES_LEVEL_NAMES.get(design.rules_level, design.rules_level)}", size=6.5, width=w - 12)
    ty -= 8.5
    f.text(x + 6, ty, f"Era: {era_text(design)}   Configuration: {kind}{extra}", size=6.5, width=w - 12)
    ty -= 8.5
    run = f"{mv.run}" + (f" [{mv.sprint}]" if mv.sprint is not None else "")
    move = ["Movement Points:  Walking ", Span(str(mv.walk), id="mpWalk"), "   Running ", Span(run, id="mpRun"),
            "   Jumping ", Span(str(mv.jump), id="mpJump")]
    if mv.umu:
        move.append(f"   UMU {mv.umu}")
    if config == "lam":
        move.append("   (AirMech/fighter MP from jump MP)")
    f.text(x + 6, ty, move, size=6.5, bold=True, width=w - 12)
    ty -= 11

    # Weapons and equipment inventory.
    rows = inventory(design)
    ammo = ammo_text(ammunition(design))
    bvv = battle_value(design, options)
    quirks = quirks_text(design)
    ammo_lines = join_wrapped(ammo, w - 40, 5.8) if ammo else []
    quirk_lines = join_wrapped(quirks.split(", "), w - 40, 5.8) if quirks else []
    bottom_lines = len(ammo_lines) + len(quirk_lines) + 1
    bottom = y + 6 + bottom_lines * 7.2
    ty = draw_inventory(f, rows, x, ty, w, [16, 0, 26, 16, 62, 15, 15, 15, 15], bottom, MECH_TABLE)
    ty -= 2
    ty = draw_labelled_lines(f, x, ty, w, "Ammo:", ammo_lines, 5.8, 7)
    ty = draw_labelled_lines(f, x, ty, w, "Quirks:", quirk_lines, 5.8, 7)
    f.text(x + 6, y + 5, bv_text(bvv), size=7, bold=True, width=w - 12)


MECH_TABLE = TableStyle(head_size=6, head_step=9, row_max=8.5, row_min=4.6, text_max=6.6, text_factor=0.8)


def draw_warrior(f: Frame, options: SheetOptions, x: float, y: float, w: float, h: float,
                 title: str = "WARRIOR DATA") -> None:
    top = f.box(x, y, w, h, title)
    ty = top - 8
    draw_name_and_skills(f, x, ty, w, options, "Name:", "Piloting", 6.8, 0.62)
    ty -= 18
    f.text(x + 6, ty + 2, "Hits Taken", size=6.2, bold=True)
    f.text(x + 6, ty - 9, "Consciousness #", size=6.2, bold=True)
    bx = x + 66
    bw = min(30.0, (w - 72) / 6)
    for i, cons in enumerate(CONSCIOUSNESS):
        f.rect(bx + i * bw, ty - 1.5, bw - 2, 10)
        f.text(bx + i * bw + (bw - 2) / 2, ty + 1, str(i + 1), size=6.5, align="center")
        f.rect(bx + i * bw, ty - 12, bw - 2, 9, fill=GREY_FILL, line=0.3)
        f.text(bx + i * bw + (bw - 2) / 2, ty - 9.5, cons, size=6.2, align="center", bold=True)


# ----------------------------------------------------------------- sheet
def draw(f: Frame, design: Design, options: SheetOptions) -> None:
    """Draw one 'Mech sheet in a frame of W x H logical points."""
    config = _config(design)
    f.text(0, H - 14, CONFIG_TITLES.get(config, CONFIG_TITLES["biped"]), size=14, bold=True)
    f.text(W, H - 12, design.name, size=9, bold=True, align="right", width=W * 0.45)
    f.line(0, H - 19, W, H - 19, width=1.2)
    lx, lw = 0.0, 328.0
    rx, rw = 334.0, W - 334.0
    draw_unit_data(f, design, options, lx, 470, lw, 262)
    draw_warrior(f, options, lx, 405, lw, 61)
    draw_critical_table(f, design, lx, 0, lw, 401)
    draw_armor_diagram(f, design, rx, 400, rw, 332)
    draw_structure_diagram(f, design, rx, 222, rw, 174)
    draw_heat(f, design, rx, 0, rw, 218)


def check(design: Design) -> None:
    """Raise SheetError when the design cannot be drawn."""
    config = _config(design)
    if config not in LAYOUTS:
        raise SheetError(f"{design.name}: unknown 'Mech configuration {config!r}", "mech.config")
    if design.tonnage <= 0:
        raise SheetError(f"{design.name}: tonnage must be positive to print internal structure", "tonnage")
    try:
        derived.mech_internal_structure(design)
    except (KeyError, ValueError) as exc:
        raise SheetError(f"{design.name}: no internal structure for {tons_text(design.tonnage)} tons ({exc})",
                         "tonnage") from None
