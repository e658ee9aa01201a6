"""The battle armor record sheet: four squads per page.

After the Total Warfare battle armor sheet, in MechForge's own layout: per
squad the unit data (weight class, chassis, movement by motion type, tech
base, rules level, era, BV), the equipment by mount (body, arms, turret and
the anti-personnel / armored glove / detachable weapon pack / squad support
mounts), the armor pips of each trooper (up to six) with the trooper's own
box, the skills, and the swarm and leg attack modifiers by troopers active.

Values come from construction/ (derived.battle_armor_troopers, movement,
catalog) and bv/.
"""

from __future__ import annotations

from construction import derived
from construction.model import Design

from .common import (
    RULES_LEVEL_NAMES,
    SheetError,
    SheetOptions,
    ammo_text,
    ammunition,
    battle_value,
    bv_text,
    draw_skill_box,
    entry_ids,
    era_text,
    inventory,
    join_wrapped,
    left_out_text,
    rows_that_fit,
    tech_base_text,
    tons_text,
)
from .pdf import GREY_FILL, GREY_TEXT, Frame, Span, pip_grid

W, H = 560.0, 756.0
PER_PAGE = 4
GAP = 8.0
BLOCK_H = (H - (PER_PAGE - 1) * GAP) / PER_PAGE

MOUNT_NAMES = {"BODY": "Body", "LA": "Left Arm", "RA": "Right Arm", "TURRET": "Turret", "NONE": "",
               "APM": "AP Mount", "AM": "Armored Glove", "DWP": "DWP", "SSWM": "Squad Support"}

# Anti-'Mech attack base to-hit modifiers by battle armor troopers still
# active: the Leg Attacks Table and the Swarm Attacks Table (TW pp. 220-221).
# Swarm attacks have two bands only: 4-6 troopers +2, 1-3 troopers +5.
ANTI_MECH = (("4-6", "+0", "+2"), ("3", "+2", "+5"), ("2", "+5", "+5"), ("1", "+7", "+5"))

MOTION = {"leg": "Ground", "jump": "Jump", "vtol": "VTOL", "umu": "UMU"}

# The class MekBay reads on each column of an equipment row (the SVG sheet).
COLUMN_CLASSES = ("location", "name", "damage", "range_min", "range_short", "range_medium", "range_long")


def check(design: Design) -> None:
    if design.battle_armor is None:
        raise SheetError(f"{design.name}: a battle armor design without its battle armor block cannot be drawn",
                         "battle_armor")
    troopers, _ = derived.battle_armor_troopers(design)
    if not 1 <= troopers <= 6:
        raise SheetError(f"{design.name}: a squad has 1 to 6 troopers, not {troopers}", "battle_armor.troopers")



def _where(loc: str) -> str:
    parts = [MOUNT_NAMES.get(p, p) for p in loc.split("/") if p]
    return ", ".join(p for p in parts if p) or "-"


def draw(f: Frame, design: Design, options: SheetOptions, y0: float) -> None:
    ba = design.battle_armor
    troopers, armor = derived.battle_armor_troopers(design)
    mv = derived.movement(design)
    x, w, h = 0.0, W, BLOCK_H
    top = f.box(x, y0, w, h, "BATTLE ARMOR")
    f.text(x + 82, y0 + h - 9.5, design.name, size=8.5, bold=True, width=260)
    bvv = battle_value(design, options)
    f.text(x + w - 6, y0 + h - 9.5, bv_text(bvv), size=7, bold=True, align="right", width=210)

    # Left: data and equipment.
    lx, lw = x + 6, 334.0
    ty = top - 7
    weight = ba.weight_class.upper() if ba.weight_class else "-"
    f.text(lx, ty, f"Weight Class: {weight.title()}   Chassis: {ba.chassis.title()}   Per trooper: "
           f"{tons_text(design.tonnage)} t   Troopers: {troopers}", size=6.3, width=lw)
    ty -= 8
    f.text(lx, ty, f"Tech Base: {tech_base_text(design)}   Rules Level: "
           f"{RULES_LEVEL_NAMES.get(design.rules_level, design.rules_level)}   Era: {era_text(design)}",
           size=6.3, width=lw)
    ty -= 8
    motion = MOTION.get(ba.motion, ba.motion.title())
    move = ["Movement Points:  Ground ", Span(str(mv.walk), id="mpWalk")]
    if mv.jump:
        second = motion if ba.motion != "leg" else "Jump"
        move += [f"   {second} ", Span(str(mv.jump), id="mpJump") if second == "Jump" else str(mv.jump)]
    armor_name = (design.armor_type or "standard").replace("ba_", "").replace("_", " ").title()
    f.text(lx, ty, move + [f"   Armor: {armor_name}"], size=6.5, bold=True, width=lw)
    ty -= 10
    rows = inventory(design)
    ammo = ammo_text(ammunition(design))
    cols = [70, 0, 52, 14, 14, 14, 14]
    cols[1] = lw - sum(cols)
    heads = ("Mount", "Weapon / Equipment", "Dmg", "Min", "Sht", "Med", "Lng")
    xs = [lx]
    for c in cols[:-1]:
        xs.append(xs[-1] + c)
    f.rect(lx - 2, ty - 2.5, lw + 2, 8.5, fill=GREY_FILL, line=0.3)
    for i, hd in enumerate(heads):
        f.text(xs[i] + (1 if i < 2 else cols[i] / 2), ty, hd, size=5.6, bold=True,
               align="left" if i < 2 else "center")
    ty -= 8
    ammo_lines = join_wrapped(ammo, lw - 30, 5.4) if ammo else []
    room = ty - (y0 + 20 + len(ammo_lines) * 6.2)
    rows, left_out = rows_that_fit(sorted(rows, key=lambda r: _where(r.location)), room, 4.2)
    row_h = min(7.2, max(4.2, room / max(1, len(rows) + (1 if left_out else 0))))
    size = min(5.9, row_h * 0.84)
    for r, entry in zip(rows, entry_ids(rows)):
        qty = f"{r.quantity}x " if r.quantity > 1 else ""
        vals = (_where(r.location), qty + r.name, r.damage, r.minimum, r.short, r.medium, r.long)
        with f.group("inventoryEntry", id=entry):
            for i, v in enumerate(vals):
                part = [Span(v, cls=COLUMN_CLASSES[i])]
                if i < 2:
                    f.text(xs[i] + 1, ty, part, size=size, width=cols[i] - 2)
                else:
                    f.text(xs[i] + cols[i] / 2, ty, part, size=size, align="center", width=cols[i] - 1)
        ty -= row_h
    if left_out:
        f.text(lx + 1, ty, left_out_text(left_out), size=size, italic=True, width=lw - 2)
        ty -= row_h
    for line in ammo_lines:
        f.text(lx, ty, "Ammo:" if line is ammo_lines[0] else "", size=5.4, bold=True)
        f.text(lx + 28, ty, line, size=5.4, width=lw - 30)
        ty -= 6.2
    # skills
    sy = y0 + 5
    draw_skill_box(f, lx, sy, "Gunnery:", lx + 32, options.gunnery)
    draw_skill_box(f, lx + 52, sy, "Anti-'Mech:", lx + 90, options.piloting)
    f.text(lx + 110, sy + 1, "Squad:", size=6.2, bold=True)
    f.line(lx + 134, sy - 0.5, lx + lw - 4, sy - 0.5, width=0.4)
    if options.pilot:
        f.text(lx + 136, sy + 1, options.pilot, size=6.6, width=lw - 142)

    # Right: trooper armor pips and anti-'Mech modifiers.
    rx = x + lw + 16
    rw = w - (rx - x) - 6
    f.line(rx - 6, y0 + 4, rx - 6, top - 2, width=0.4, grey=0.5)
    table_h = 40
    area_top = top - 2
    area_bottom = y0 + table_h + 6
    row = min(16.0, (area_top - area_bottom) / 6)
    for t in range(troopers):
        ry = area_top - (t + 1) * row
        f.text(rx, ry + row * 0.3, f"Trooper {t + 1}", size=6, bold=True)
        box_x = rx + 36
        f.rect(box_x, ry + row * 0.12, row * 0.72, row * 0.72, fill=GREY_FILL, line=0.6)  # the trooper
        g = pip_grid(armor, box_x + row, ry + 1, rw - 36 - row - 2, row - 2, max_radius=min(3.0, row * 0.3))
        f.grid(g, cls="pip armor", loc=f"T{t + 1}")
    f.text(rx, area_bottom - 2, f"{armor} armor pips per trooper; shaded box: the trooper (1 point)", size=4.8,
           grey=GREY_TEXT, width=rw)
    # modifiers table
    ty2 = y0 + table_h - 4
    f.rect(rx, ty2 - 1.5, rw, 8, fill=GREY_FILL, line=0.3)
    f.text(rx + 2, ty2 + 0.5, "Troopers active", size=5.4, bold=True)
    cw = (rw - 58) / len(ANTI_MECH)
    for i, (n, _, _) in enumerate(ANTI_MECH):
        f.text(rx + 58 + i * cw + cw / 2, ty2 + 0.5, n, size=5.4, bold=True, align="center")
    for j, label in enumerate(("Leg attack", "Swarm attack")):
        yy = ty2 - 9 - j * 8
        f.text(rx + 2, yy, label, size=5.4)
        for i, entry in enumerate(ANTI_MECH):
            f.text(rx + 58 + i * cw + cw / 2, yy, entry[1 + j], size=5.4, align="center")
    f.text(rx + 2, y0 + 4, "Anti-'Mech attack modifiers", size=4.8, grey=GREY_TEXT)
