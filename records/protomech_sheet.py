"""The ProtoMech record sheet: five ProtoMechs (a Point) per page.

In MechForge's own layout, after the published ProtoMech sheets: per
ProtoMech the unit data (tonnage and weight class, configuration, walking,
running and jumping MP, tech base, rules level, era, BV), the weapons and
equipment by location, the warrior (name and Gunnery: ProtoMech warriors
have no Piloting skill), and per location its armor pips beside its
internal structure pips (head, torso, arms, legs, main gun).

Values come from construction/ (construction.protomech: running MP,
structure points) and bv/; this module only draws them.
"""

from __future__ import annotations

from construction import protomech as pm
from construction.model import Design

from .common import (
    RULES_LEVEL_NAMES,
    SheetError,
    SheetOptions,
    ammo_text,
    ammunition,
    TableStyle,
    battle_value,
    bv_text,
    draw_inventory,
    draw_labelled_lines,
    draw_skill_box,
    era_text,
    inventory,
    join_wrapped,
    tech_base_text,
    tons_text,
)
from .pdf import GREY_TEXT, Frame, Span, pip_grid

W, H = 560.0, 756.0
PROTOMECH_TABLE = TableStyle(head_size=5.6, head_step=8, row_max=7.2, row_min=4.2, text_max=5.9, text_factor=0.84)
PER_PAGE = 5
GAP = 6.0
BLOCK_H = (H - (PER_PAGE - 1) * GAP) / PER_PAGE

LOCATION_NAMES = {"HD": "Head", "T": "Torso", "RA": "Right Arm", "LA": "Left Arm", "L": "Legs", "MG": "Main Gun",
                  "BODY": "Body"}
ORDER = ("HD", "T", "RA", "LA", "L", "MG")


def check(design: Design) -> None:
    if design.protomech is None:
        raise SheetError(f"{design.name}: a ProtoMech design without its protomech block cannot be drawn", "protomech")
    if not pm.structure_points(design):
        raise SheetError(f"{design.name}: no ProtoMech structure for {design.tonnage:g} tons (2-15)", "tonnage")



def _class(design: Design) -> str:
    for row in pm.tables()["weight_classes"]:
        if design.tonnage <= row["max_tons"]:
            return row["id"].title()
    return "-"


def draw(f: Frame, design: Design, options: SheetOptions, y0: float) -> None:
    x, w, h = 0.0, W, BLOCK_H
    top = f.box(x, y0, w, h, "PROTOMECH")
    f.text(x + 70, y0 + h - 9.5, design.name, size=8.5, bold=True, width=250)
    bvv = battle_value(design, options)
    f.text(x + w - 6, y0 + h - 9.5, bv_text(bvv), size=7, bold=True, align="right", width=210)

    # Left: data, equipment, warrior.
    lx, lw = x + 6, 320.0
    ty = top - 7
    motion = pm.motion(design)
    config = {"biped": "Biped", "quad": "Quad", "glider": "Glider"}.get(motion, motion.title())
    if pm.ultraheavy(design):
        config = "Ultraheavy " + config
    f.text(lx, ty, f"Tonnage: {tons_text(design.tonnage)} ({_class(design)})   Configuration: {config}   "
           f"Tech Base: {tech_base_text(design)}", size=6.3, width=lw)
    ty -= 8
    f.text(lx, ty, f"Rules Level: {RULES_LEVEL_NAMES.get(design.rules_level, design.rules_level)}   "
           f"Era: {era_text(design)}", size=6.3, width=lw)
    ty -= 8
    move = ["Movement Points:  Walking ", Span(str(design.walk_mp), id="mpWalk"), "   Running ",
            Span(str(pm.run_mp(design)), id="mpRun")]
    if design.jump_mp:
        move += ["   Jumping ", Span(str(design.jump_mp), id="mpJump")]
    f.text(lx, ty, move, size=6.5, bold=True, width=lw)
    ty -= 10
    rows = inventory(design, location_label=lambda loc: LOCATION_NAMES.get(loc, loc))
    ammo = ammo_text(ammunition(design))
    ammo_lines = join_wrapped(ammo, lw - 30, 5.4) if ammo else []
    # the shared table (x and width include its 6-point margins)
    ty = draw_inventory(f, rows, lx - 6, ty, lw + 12, [14, 0, 44, 16, 40, 14, 14, 14, 14],
                        y0 + 18 + len(ammo_lines) * 6.2, PROTOMECH_TABLE)
    draw_labelled_lines(f, lx - 6, ty, lw + 12, "Ammo:", ammo_lines, 5.4, 6.2)
    sy = y0 + 5
    f.text(lx, sy + 1, "Warrior:", size=6.2, bold=True)
    f.line(lx + 30, sy - 0.5, lx + 220, sy - 0.5, width=0.4)
    if options.pilot:
        f.text(lx + 32, sy + 1, options.pilot, size=6.6, width=186)
    draw_skill_box(f, lx + 228, sy, "Gunnery:", lx + 262, options.gunnery)

    # Right: armor and structure pips per location.
    rx = x + lw + 16
    rw = w - (rx - x) - 6
    f.line(rx - 6, y0 + 4, rx - 6, top - 2, width=0.4, grey=0.5)
    armor = {a.location: a.front for a in design.armor}
    structure = pm.structure_points(design)
    locations = [loc for loc in ORDER if loc in structure]
    area_top, area_bottom = top - 2, y0 + 12
    row = min(16.0, (area_top - area_bottom) / max(1, len(locations)))
    half = (rw - 46) / 2
    f.text(rx + 46 + half / 2, area_top + 1, "Armor", size=5.2, bold=True, align="center")
    f.text(rx + 46 + half + half / 2, area_top + 1, "Structure", size=5.2, bold=True, align="center")
    for i, loc in enumerate(locations):
        ry = area_top - (i + 1) * row
        f.text(rx, ry + row * 0.3, LOCATION_NAMES[loc], size=6, bold=True)
        f.grid(pip_grid(armor.get(loc, 0), rx + 46, ry + 1, half - 4, row - 2, max_radius=min(3.0, row * 0.3)),
               cls="pip armor", loc=loc)
        f.grid(pip_grid(structure[loc], rx + 46 + half, ry + 1, half - 4, row - 2, max_radius=min(3.0, row * 0.3)),
               cls="pip structure", loc=loc)
    f.text(rx, y0 + 4, "Armor and internal structure per location (pips)",
           size=4.6, grey=GREY_TEXT, width=rw)
