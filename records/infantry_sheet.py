"""The conventional infantry record sheet: four platoons per page.

In MechForge's own layout, after the Total Warfare infantry sheet: per
platoon the unit data (motive, squads, troopers, MP, armor kit and damage
divisor, specializations, anti-'Mech attacks, tech base, era, BV), the
weapons (primary and secondary with damage and range, field guns), the
skills, and the damage track: one box per trooper with the damage the
platoon deals while that many troopers are left (TM p. 152), and the range
modifiers of its range weapon.

Values come from construction.infantry (damage_per_trooper, platoon_damage,
MP, divisor) and bv/; this module only draws them.
"""

from __future__ import annotations

from construction import infantry as ci
from construction.model import Design

from .common import (RULES_LEVEL_NAMES, SheetError, SheetOptions, battle_value, bv_text, draw_skill_box, era_text, tech_base_text,
                     tons_text)
from .pdf import GREY_FILL, GREY_TEXT, Frame, Span

W, H = 560.0, 756.0
PER_PAGE = 4
GAP = 8.0
BLOCK_H = (H - (PER_PAGE - 1) * GAP) / PER_PAGE

MOTIVE_NAMES = {"foot": "Foot", "jump": "Jump", "motorized": "Motorized", "wheeled": "Mechanized (Wheeled)",
                "tracked": "Mechanized (Tracked)", "hover": "Mechanized (Hover)", "vtol": "Mechanized (VTOL)",
                "microlite": "Mechanized (Microlite VTOL)", "scuba": "SCUBA", "motorized_scuba": "Motorized SCUBA",
                "submarine": "Mechanized (Submarine)", "beast": "Beast-mounted"}


def check(design: Design) -> None:
    if design.infantry is None:
        raise SheetError(f"{design.name}: an infantry design without its infantry block cannot be drawn", "infantry")
    if not 1 <= design.infantry.troopers <= 60:
        raise SheetError(f"{design.name}: {design.infantry.troopers} troopers cannot be drawn", "infantry.squads")



def _weapon_line(eq, count: str) -> str:
    if eq is None:
        return "-"
    inf = (eq.weapon.infantry if eq.weapon else None) or {}
    return f"{count}{eq.name}  (damage {inf.get('damage', 0):g} per trooper, range {inf.get('range', 0)})"


def draw(f: Frame, design: Design, options: SheetOptions, y0: float) -> None:
    inf = design.infantry
    x, w, h = 0.0, W, BLOCK_H
    top = f.box(x, y0, w, h, "INFANTRY")
    f.text(x + 66, y0 + h - 9.5, design.name, size=8.5, bold=True, width=280)
    bvv = battle_value(design, options)
    f.text(x + w - 6, y0 + h - 9.5, bv_text(bvv), size=7, bold=True, align="right", width=200)

    lx, lw = x + 6, w - 12
    ty = top - 7
    motive = MOTIVE_NAMES.get(inf.motion, inf.motion.title()) + (f" ({inf.beast.title()})" if inf.beast else "")
    f.text(lx, ty, f"Motive: {motive}   Platoon: {inf.squads} squads of {inf.squad_size} ({inf.troopers} troopers)   "
           f"Transport weight: {tons_text(design.tonnage)} t   Tech Base: {tech_base_text(design)}   "
           f"Rules Level: {RULES_LEVEL_NAMES.get(design.rules_level, design.rules_level)}   Era: {era_text(design)}",
           size=6.3, width=lw)
    ty -= 8.5
    walk, second = ci.walk_mp(design), ci.jump_mp(design)
    row = ci.motive(design)
    kind = "Jump" if "jump" in row else "VTOL" if "vtol" in row else "UMU" if "umu" in row else None
    move = ["Movement Points:  Ground ", Span(str(walk), id="mpWalk")]
    if kind:
        move += [f"   {kind} ", Span(str(second), id="mpJump") if kind == "Jump" else str(second)]
    armor = design.infantry.armor_kit or ("custom armor" if inf.armor_divisor else "no armor kit")
    f.text(lx, ty, move + [f"   Armor: {armor} (damage divisor {ci.damage_divisor(design):g})"], size=6.5,
           bold=True, width=lw)
    ty -= 8.5
    extras = []
    if inf.specializations:
        extras.append("Specializations: " + ", ".join(s.replace("_", " ") for s in inf.specializations))
    extras.append("Anti-'Mech attacks: " + ("yes" if ci.can_make_anti_mech_attacks(design) else "no")
                  + (" (anti-'Mech gear)" if inf.anti_mech_gear else ""))
    if inf.augmentations:
        extras.append("Augmentations: " + ", ".join(a.replace("_", " ") for a in inf.augmentations))
    f.text(lx, ty, "   ".join(extras), size=6.2, width=lw)
    ty -= 9
    primary, secondary = ci.weapons(design)
    f.text(lx, ty, "Primary:", size=6.3, bold=True)
    f.text(lx + 40, ty, _weapon_line(primary, ""), size=6.3, width=lw - 40)
    ty -= 8
    if secondary is not None:
        f.text(lx, ty, "Secondary:", size=6.3, bold=True)
        f.text(lx + 40, ty, _weapon_line(secondary, f"{inf.secondary_per_squad} per squad: "), size=6.3, width=lw - 40)
        ty -= 8
    guns = ci.field_guns(design)
    if guns:
        f.text(lx, ty, "Field guns:", size=6.3, bold=True)
        f.text(lx + 40, ty, f"{len(guns)} x {guns[0].name} (a ton of ammunition each)", size=6.3, width=lw - 40)
        ty -= 8

    # damage track: one box per trooper, the platoon's damage with that many left
    track = ci.platoon_damage(design)
    dpt = ci.damage_per_trooper(design)
    ty -= 2
    f.text(lx, ty, f"Damage by troopers left ({dpt:.2f} per trooper, rounded; TM p. 152):", size=6.2, bold=True)
    ty -= 4
    n = len(track)
    per_row = 30 if n > 15 else 15
    cell = min(17.0, (lw - 4) / per_row)
    rows = (n + per_row - 1) // per_row
    for i, (troopers, damage) in enumerate(track):
        r, c = divmod(i, per_row)
        cx = lx + c * cell
        cy = ty - (r + 1) * 20
        with f.group(None, id=f"soldier_{troopers}"):  # MekBay's trooper ids
            f.rect(cx, cy + 9, cell - 1.5, 9, fill=GREY_FILL, line=0.4)
            f.text(cx + (cell - 1.5) / 2, cy + 11.2, str(troopers), size=5.4, bold=True, align="center")
            f.rect(cx, cy, cell - 1.5, 9, line=0.4)
            f.text(cx + (cell - 1.5) / 2, cy + 2.2, str(damage), size=6, align="center")
    ty -= rows * 20 + 6
    rw = ci.range_weapon(design)
    base = int(((rw.weapon.infantry or {}) if rw and rw.weapon else {}).get("range", 0))
    f.text(lx, ty, f"Range {base} (the {'secondary' if rw is secondary and secondary else 'primary'} weapon): "
           f"fires up to {3 * base} hexes" if base else "Range 0: its own hex only", size=6, width=lw)

    sy = y0 + 5
    draw_skill_box(f, lx, sy, "Gunnery:", lx + 32, options.gunnery)
    skill = "-" if not ci.can_make_anti_mech_attacks(design) else options.piloting if inf.anti_mech_gear else 8
    shown = (skill if skill is not None else "") if options.piloting is not None or skill != options.piloting else None
    draw_skill_box(f, lx + 52, sy, "Anti-'Mech:", lx + 90, shown)
    f.text(lx + 110, sy + 1, "Platoon leader:", size=6.2, bold=True)
    f.line(lx + 162, sy - 0.5, lx + 360, sy - 0.5, width=0.4)
    if options.pilot:
        f.text(lx + 164, sy + 1, options.pilot, size=6.6, width=194)
    f.text(x + w - 6, sy + 1, "Damage is dealt in 2-point groups; mechanized platoons take half damage", size=4.8,
           grey=GREY_TEXT, align="right", width=190)
