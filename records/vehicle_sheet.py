"""The combat vehicle record sheet: two vehicles per page.

Content after the Total Warfare vehicle sheets, in MechForge's own layout:
vehicle data (type, movement, tonnage, tech base, rules level, era, motive
type, engine), weapons and equipment inventory with locations, ammunition,
BV, crew data (commander and driver hits), critical damage boxes (turret
lock, engine, sensors, motive system, stabilizers), the motive system damage
table, and an armor diagram with armor and internal structure pips for the
front, sides, rear, turret(s) and rotor (superheavy vehicles: six facings).
Support vehicles use the same sheet with their BAR, weight class and tech
ratings (records.support_vehicle_sheet).

Per the TO errata section E (TO p. 348), a VTOL with a chin turret labels
its turret location "Chin Turret".  Values come from construction/ and bv/.
"""

from __future__ import annotations

from construction import derived
from construction.model import Design
from construction.support_vehicle import minimum_crew

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
    join_wrapped,
    quirks_text,
    tech_base_text,
    tons_text,
)
from .pdf import GREY_TEXT, Frame, Span, pip_grid, plain

W, H = 560.0, 756.0
GAP = 12.0
BLOCK_H = 372.0  # two a page: 2 x 372 + 12 = 756
PER_PAGE = 2

LOCATION_LABELS = {
    "FRONT": "Front", "LEFT": "Left Side", "RIGHT": "Right Side", "REAR": "Rear", "TURRET": "Turret",
    "TURRET2": "Front Turret", "ROTOR": "Rotor", "BODY": "Body", "FRONT_LEFT": "Front Left",
    "FRONT_RIGHT": "Front Right", "REAR_LEFT": "Rear Left", "REAR_RIGHT": "Rear Right",
}
SHORT = {"FRONT": "FR", "LEFT": "LS", "RIGHT": "RS", "REAR": "RR", "TURRET": "TU", "TURRET2": "TU2",
         "ROTOR": "RO", "BODY": "BD", "FRONT_LEFT": "FL", "FRONT_RIGHT": "FRR", "REAR_LEFT": "RL",
         "REAR_RIGHT": "RRR"}

_FOUR = {
    "FRONT": (0.18, 0.79, 0.64, 0.21),
    "LEFT": (0.0, 0.20, 0.18, 0.58),
    "RIGHT": (0.82, 0.20, 0.18, 0.58),
    "REAR": (0.18, 0.0, 0.64, 0.19),
}
_SIX = {
    "FRONT": (0.18, 0.80, 0.64, 0.20),
    "FRONT_LEFT": (0.0, 0.50, 0.18, 0.40),
    "FRONT_RIGHT": (0.82, 0.50, 0.18, 0.40),
    "REAR_LEFT": (0.0, 0.08, 0.18, 0.40),
    "REAR_RIGHT": (0.82, 0.08, 0.18, 0.40),
    "REAR": (0.18, 0.0, 0.64, 0.19),
}
_CENTRE_ONE = (0.27, 0.30, 0.46, 0.40)
_CENTRE_TOP = (0.27, 0.50, 0.46, 0.27)
_CENTRE_BOTTOM = (0.27, 0.21, 0.46, 0.27)

MOTIVE_NAMES = {"tracked": "Tracked", "wheeled": "Wheeled", "hover": "Hovercraft", "vtol": "VTOL",
                "naval": "Naval", "hydrofoil": "Hydrofoil", "submarine": "Submarine", "wige": "WiGE",
                "rail": "Rail", "maglev": "MagLev", "airship": "Airship"}

# The Motive System Damage Table (TW p. 193), printed for reference.
MOTIVE_TABLE = (
    ("2-5", "No effect"),
    ("6-7", "Minor damage: +1 to Driving Skill Rolls"),
    ("8-9", "Moderate damage: -1 Cruising MP, +2 Driving"),
    ("10-11", "Heavy damage: half Cruising MP (round up), +3 Driving"),
    ("12+", "Major damage: no movement for the rest of the game"),
)
MOTIVE_MODIFIERS = "Hit from rear +1, from sides +2; Tracked/Naval +0, Wheeled +2, Hover/Hydrofoil +3, WiGE +4"


def _layout(design: Design) -> dict:
    locs = {a.location for a in design.armor}
    if "FRONT_LEFT" in locs or "REAR_LEFT" in locs:
        layout = dict(_SIX)
    else:
        layout = dict(_FOUR)
    centre = [l for l in ("TURRET", "TURRET2", "ROTOR") if l in locs]
    if len(centre) == 1:
        layout[centre[0]] = _CENTRE_ONE
    elif len(centre) >= 2:
        layout[centre[0]] = _CENTRE_TOP
        layout[centre[1]] = _CENTRE_BOTTOM
        if len(centre) == 3:
            layout["ROTOR"] = (0.36, 0.02 + 0.19, 0.28, 0.0)  # never happens on legal units
    return layout


def _motive(design: Design) -> str:
    block = design.vehicle or design.support_vehicle
    return getattr(block, "motive", "") or ""


def _label(design: Design, loc: str) -> str:
    block = design.vehicle or design.support_vehicle
    if loc == "TURRET" and _motive(design) == "vtol" and getattr(block, "turret", None) == "chin":
        return "Chin Turret"  # TO errata E, TO p. 348
    return LOCATION_LABELS.get(loc, loc.title())


def check(design: Design) -> None:
    if design.vehicle is None and design.support_vehicle is None:
        raise SheetError(f"{design.name}: a vehicle design without its vehicle block cannot be drawn", "vehicle")
    if not design.armor:
        raise SheetError(f"{design.name}: a vehicle without armor locations cannot be drawn", "armor")
    if design.tonnage <= 0:
        raise SheetError(f"{design.name}: tonnage must be positive", "tonnage")



# ----------------------------------------------------------------- parts
def _armor_diagram(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "ARMOR DIAGRAM")
    armor_name = (design.armor_type or "standard").replace("_", " ").title()
    bar = design.support_vehicle.bar if design.support_vehicle else None
    note = f"Armor: {armor_name}" + (f"  BAR {bar}" if bar is not None else "")
    f.text(x + w - 6, y + h - 9, note, size=6, align="right", width=w * 0.5)
    structure = derived.vehicle_internal_structure(design)
    layout = _layout(design)
    bx0, by0, bw0, bh0 = x + 5, y + 5, w - 10, top - y - 8
    for a in design.armor:
        frac = layout.get(a.location)
        if frac is None or frac[3] <= 0:
            continue
        fx, fy, fw, fh = frac
        bx, by, bw, bh = bx0 + fx * bw0, by0 + fy * bh0, fw * bw0 - 2, fh * bh0 - 2
        f.rect(bx, by, bw, bh, radius=3, line=0.8)
        f.text(bx + 2.5, by + bh - 6.5, _label(design, a.location), size=5.6, bold=True, width=bw * 0.62)
        f.text(bx + bw - 2.5, by + bh - 6.5, f"({a.front})", size=5.6, align="right")
        isp = structure.get(a.location, 0)
        strip = min(bh * 0.3, 16.0) if isp else 0
        code = SHORT.get(a.location, a.location)  # the pips' loc in the SVG, as MekBay reads them
        g = pip_grid(a.front, bx + 2, by + strip + 2, bw - 4, bh - strip - 11, max_radius=3.0)
        f.grid(g, cls="pip armor", loc=code)
        if isp:
            f.line(bx + 2, by + strip + 1, bx + bw - 2, by + strip + 1, width=0.3, grey=0.5)
            f.text(bx + 2.5, by + 2.5, f"IS {isp}", size=4.6, grey=GREY_TEXT)
            gi = pip_grid(isp, bx + 20, by + 1.5, bw - 23, strip - 2, max_radius=2.2)
            f.grid(gi, cls="pip structure", loc=code)


def _crit_damage(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "CRITICAL DAMAGE")
    locs = [a.location for a in design.armor]
    ty = top - 8
    col2 = x + w / 2 + 4

    def labelled(lx, ly, label, boxes):
        f.text(lx, ly, label, size=6.2, bold=True)
        bx = lx + 62
        for b in boxes:
            f.rect(bx, ly - 2, 12 if b else 8, 8)
            if b:
                f.text(bx + 6, ly, b, size=5.2, align="center")
            bx += (12 if b else 8) + 2

    if "TURRET" in locs or "TURRET2" in locs:
        labelled(x + 6, ty, "Turret Locked", [""] * (2 if "TURRET2" in locs else 1))
    labelled(col2, ty, "Engine Hit", [""])
    ty -= 12
    labelled(x + 6, ty, "Sensor Hits", ["+1", "+2", "+3", "D"])
    if _motive(design) != "vtol":
        labelled(col2, ty, "Motive System", ["+1", "+2", "+3"])
    else:
        labelled(col2, ty, "Flight Stabilizer", [""])
    ty -= 12
    f.text(x + 6, ty, "Stabilizers:", size=6.2, bold=True)
    sx = x + 50
    for loc in locs:
        label = SHORT.get(loc, loc[:3])
        f.text(sx, ty, label, size=5.6)
        f.rect(sx + 12, ty - 2, 8, 8)
        sx += 27
        if sx > x + w - 26:
            ty -= 10
            sx = x + 50


def _motive_table(f: Frame, design: Design, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "MOTIVE SYSTEM DAMAGE (2D6)")
    ty = top - 7
    if _motive(design) == "vtol":
        f.text(x + 6, ty, "VTOLs take rotor damage instead of motive system damage.", size=5.8, width=w - 12)
        return
    for roll, effect in MOTIVE_TABLE:
        f.text(x + 6, ty, roll, size=5.8, bold=True)
        f.text(x + 30, ty, effect, size=5.8, width=w - 36)
        ty -= 7.2
    f.text(x + 6, ty, MOTIVE_MODIFIERS, size=5, width=w - 12, grey=GREY_TEXT)


def _crew(f: Frame, design: Design, options: SheetOptions, x: float, y: float, w: float, h: float) -> None:
    top = f.box(x, y, w, h, "CREW DATA")
    ty = top - 8
    draw_name_and_skills(f, x, ty, w, options, "Crew:", "Driving", 6.6, 0.55)
    ty -= 14
    f.text(x + 6, ty, "Commander Hit +1", size=6.2, bold=True)
    f.rect(x + 66, ty - 2, 8, 8)
    f.text(x + 90, ty, "Driver Hit +2", size=6.2, bold=True)
    f.rect(x + 136, ty - 2, 8, 8)
    block = design.support_vehicle
    if block is not None:
        need = minimum_crew(design).total
        line = f"Crew {block.crew if block.crew is not None else need} (minimum {need})"
        if block.passengers:
            line += f", passengers {block.passengers}"
        f.text(x + 160, ty, line, size=5.8, width=w - 166)


def title(design: Design) -> str:
    if _motive(design) == "vtol":
        return "VTOL RECORD SHEET"
    if design.vehicle is not None and getattr(design.vehicle, "superheavy", False):
        return "SUPERHEAVY VEHICLE RECORD SHEET"
    return "COMBAT VEHICLE RECORD SHEET"


def data_lines(design: Design) -> list:
    """The identity lines under the unit's name (support vehicles add
    theirs); the movement line in parts, its MP marked for the SVG."""
    mv = derived.movement(design)
    engine = design.engine.type.replace("_", " ").upper() if design.engine else "-"
    motive = MOTIVE_NAMES.get(_motive(design), _motive(design).title())
    run = f"{mv.run}" + (f" [{mv.sprint}]" if mv.sprint is not None else "")
    lines = [
        f"Tonnage: {tons_text(design.tonnage)}   Tech Base: {tech_base_text(design)}   "
        f"Rules Level: {RULES_LEVEL_NAMES.get(design.rules_level, design.rules_level)}",
        f"Era: {era_text(design)}   Movement Type: {motive}   Engine: {engine}",
        ["Movement Points:  Cruising ", Span(str(mv.walk), id="mpWalk"), "   Flanking ", Span(run, id="mpRun")]
        + (["   Jumping ", Span(str(mv.jump), id="mpJump")] if mv.jump else []),
    ]
    return lines


VEHICLE_TABLE = TableStyle(head_size=5.8, head_step=8.5, row_max=8.0, row_min=4.4, text_max=6.2, text_factor=0.82)


def _unit_data(f: Frame, design: Design, options: SheetOptions, x: float, y: float, w: float, h: float,
               heading: str, extra: list[str]) -> None:
    top = f.box(x, y, w, h, heading)
    ty = top - 6
    f.text(x + 6, ty, "Type:", size=7, bold=True)
    f.text(x + 30, ty, design.name, size=8, bold=True, width=w - 36)
    ty -= 9
    for i, line in enumerate(data_lines(design) + extra):
        f.text(x + 6, ty, line, size=6.4, width=w - 12, bold=plain(line).startswith("Movement"))
        ty -= 8
    ty -= 2
    rows = inventory(design, lambda loc: SHORT.get(loc, loc))
    ammo = ammo_text(ammunition(design, lambda loc: SHORT.get(loc, loc)))
    quirks = quirks_text(design)
    ammo_lines = join_wrapped(ammo, w - 40, 5.6) if ammo else []
    quirk_lines = join_wrapped(quirks.split(", "), w - 40, 5.6) if quirks else []
    bottom = y + 12 + (len(ammo_lines) + len(quirk_lines)) * 6.6
    ty = draw_inventory(f, rows, x, ty, w, [16, 0, 22, 14, 58, 14, 14, 14, 14], bottom, VEHICLE_TABLE)
    ty = draw_labelled_lines(f, x, ty, w, "Ammo:", ammo_lines, 5.6, 6.6)
    ty = draw_labelled_lines(f, x, ty, w, "Quirks:", quirk_lines, 5.6, 6.6)
    f.text(x + 6, y + 4.5, bv_text(battle_value(design, options)), size=6.8, bold=True, width=w - 12)


def draw(f: Frame, design: Design, options: SheetOptions, y0: float, heading_title: str = None,
         data_heading: str = "VEHICLE DATA", extra: list[str] = ()) -> None:
    """One vehicle in the band (0, y0) .. (W, y0 + BLOCK_H)."""
    f.text(0, y0 + BLOCK_H - 12, heading_title or title(design), size=12, bold=True)
    f.text(W, y0 + BLOCK_H - 11, design.name, size=8.5, bold=True, align="right", width=W * 0.5)
    f.line(0, y0 + BLOCK_H - 16, W, y0 + BLOCK_H - 16, width=1)
    lw = 300.0
    rx, rw = 306.0, W - 306.0
    _unit_data(f, design, options, 0, y0 + 128, lw, BLOCK_H - 148, data_heading, list(extra))
    _crew(f, design, options, 0, y0 + 84, lw, 40)
    _crit_damage(f, design, 0, y0, lw, 80)
    _armor_diagram(f, design, rx, y0 + 62, rw, BLOCK_H - 82)
    _motive_table(f, design, rx, y0, rw, 58)
