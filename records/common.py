"""What every record sheet shares: options, the inventory rows, ammunition,
Battle Value and quirks - read from construction/ and bv/, never computed
here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from construction import derived
from construction.resolved import resolve
from construction.model import Design, Mount

MAX_PILOT_CHARS = 60


class SheetError(ValueError):
    """A design (or an option) that cannot be drawn; ``field`` names the
    offending input when there is one."""

    def __init__(self, message: str, field: Optional[str] = None, index: Optional[int] = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.index = index


class DeadlineExceeded(Exception):
    """Drawing went past the deadline the caller gave (a time.monotonic() value)."""


def check_deadline(deadline: Optional[float]) -> None:
    import time

    if deadline is not None and time.monotonic() > deadline:
        raise DeadlineExceeded("drawing went past its deadline")


@dataclass(frozen=True)
class SheetOptions:
    paper: str = "letter"
    gunnery: Optional[int] = None
    piloting: Optional[int] = None
    pilot: Optional[str] = None

    @property
    def skills_given(self) -> bool:
        return self.gunnery is not None or self.piloting is not None


def check_options(paper: str, gunnery, piloting, pilot) -> SheetOptions:
    """Options as given, or a SheetError naming the bad one."""
    from .pdf import PAPERS

    paper = (paper or "letter").lower()
    if paper not in PAPERS:
        raise SheetError(f"unknown paper {paper!r}; use one of: {', '.join(PAPERS)}", "paper")
    out = {}
    for name, value in (("gunnery", gunnery), ("piloting", piloting)):
        if value is None:
            out[name] = None
            continue
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 8:
            raise SheetError(f"{name} must be a whole number from 0 to 8, got {value!r}", name)
        out[name] = int(value)
    if pilot is not None:
        if not isinstance(pilot, str):
            raise SheetError("pilot must be text", "pilot")
        pilot = " ".join(pilot.split())
        if len(pilot) > MAX_PILOT_CHARS:
            raise SheetError(f"pilot name longer than {MAX_PILOT_CHARS} characters", "pilot")
        if any(ord(ch) < 32 for ch in pilot):
            raise SheetError("pilot name has control characters", "pilot")
        pilot = pilot or None
    return SheetOptions(paper, out["gunnery"], out["piloting"], pilot)


def item_name(mount: Mount, eq=None) -> str:
    """The printed name: the catalog item's (``eq`` from the resolved
    design), or what the design calls it (fixed systems, unknown items)."""
    return eq.name if eq is not None else mount.item


# Items that are part of structure, armor, heat sinks or movement: shown in
# the critical table and their own panels, not in the weapons inventory.
_NOT_INVENTORY_FLAGS = {
    "F_HEAT_SINK", "F_DOUBLE_HEAT_SINK", "F_LASER_HEAT_SINK", "F_COMPACT_HEAT_SINK",
    "F_IS_DOUBLE_HEAT_SINK_PROTOTYPE", "F_JUMP_JET", "F_ENDO_STEEL", "F_ENDO_COMPOSITE",
    "F_ENDO_STEEL_PROTO", "F_COMPOSITE", "F_REINFORCED", "F_INDUSTRIAL_STRUCTURE", "F_FERRO_FIBROUS",
    "F_FERRO_FIBROUS_PROTO", "F_LIGHT_FERRO", "F_HEAVY_FERRO", "F_STEALTH", "F_FERRO_LAMELLOR",
    "F_REACTIVE", "F_REFLECTIVE", "F_HARDENED_ARMOR", "F_IMPACT_RESISTANT", "F_HEAT_DISSIPATING",
    "F_ANTI_PENETRATIVE_ABLATIVE", "F_BALLISTIC_REINFORCED", "F_FERRO_CARBIDE", "F_IMP_FERRO",
    "F_LAMELLOR_FERRO_CARBIDE", "F_UMU",
}


@dataclass(frozen=True)
class InventoryRow:
    quantity: int
    name: str
    location: str
    heat: str
    damage: str
    minimum: str
    short: str
    medium: str
    long: str
    rear: bool = False
    note: str = ""
    item: str = ""  # the catalog id (MegaMek's internal name) or the name the design wrote
    loc: str = ""  # the location code as printed, without split or mount parts
    slot: int = 0  # the first critical slot of the first mount (0 without slots)


def _range_text(w, key: str) -> str:
    if w is None:
        return "-"
    v = (w.ranges or {}).get(key)
    if v is None:
        return "-"
    if key == "minimum" and not v:
        return "-"
    return str(v)


def _heat_text(w) -> str:
    if w is None or w.heat is None:
        return "-"
    h = w.heat
    return str(int(h)) if float(h) == int(h) else str(h)


def inventory(design: Design, location_label=lambda loc: loc) -> list[InventoryRow]:
    """Weapons and equipment, identical items in one location counted
    together, in the order they first appear on the design."""
    rows: dict[tuple, list] = {}
    for rm in resolve(design).mounts:
        m, eq = rm.mount, rm.eq
        if m.is_system:
            continue
        if eq is not None and (eq.is_ammo or _NOT_INVENTORY_FLAGS & set(eq.flags)):
            continue
        loc = m.location + ("/" + m.split_location if m.split_location else "") + "".join(
            "/" + p.location for p in m.split_more) + ("/" + m.mount if m.mount else "")
        key = (m.item, loc, m.rear, m.turret, m.mount, m.trooper)
        if key in rows:
            rows[key][0] += 1
            continue
        rows[key] = [1, m, eq, loc]
    out = []
    for (item, loc, rear, turret, mount, trooper), (qty, m, eq, _) in rows.items():
        w = eq.weapon if eq is not None else None
        name = item_name(m, eq) + (" (R)" if rear else "")
        if m.size is not None and eq is not None and eq.variable_size:
            name += f" ({m.size:g})"
        label = location_label(loc)
        out.append(InventoryRow(
            qty, name, label, _heat_text(w), derived.damage_text(eq) if eq is not None else "-",
            _range_text(w, "minimum"), _range_text(w, "short"), _range_text(w, "medium"), _range_text(w, "long"),
            rear=rear, item=eq.id if eq is not None else m.item, loc=location_label(m.location),
            slot=m.slots[0] if m.slots else 0,
        ))
    return out


def entry_ids(rows: list[InventoryRow]) -> list[str]:
    """MekBay's id of each inventory row, ``<internal name>@<LOC>#<slot>``
    (as MegaMekLab's sheets write it: the item's first critical slot);
    a row whose id is taken (no slots, or the same item twice in one place)
    counts up from there, so ids stay unique on a sheet."""
    seen, out = set(), []
    for r in rows:
        n = r.slot
        while f"{r.item}@{r.loc}#{n}" in seen:
            n += 1
        out.append(f"{r.item}@{r.loc}#{n}")
        seen.add(out[-1])
    return out


@dataclass(frozen=True)
class AmmoRow:
    name: str
    location: str
    shots: Optional[int]


def ammunition(design: Design, location_label=lambda loc: loc) -> list[AmmoRow]:
    out = []
    for rm in resolve(design).items:
        m, eq = rm.mount, rm.eq
        if not eq.is_ammo:
            continue
        name = eq.short_name or eq.name
        out.append(AmmoRow(name, location_label(m.location), derived.ammo_shots(m, eq)))
    return out


def ammo_text(rows: list[AmmoRow]) -> list[str]:
    """One entry per ammunition bin: ``(LT) LRM 20 Ammo 6``."""
    return [f"({r.location}) {r.name}{' ' + str(r.shots) if r.shots is not None else ''}" for r in rows]


@dataclass(frozen=True)
class BattleValue:
    base: Optional[int]
    adjusted: Optional[int]
    gunnery: Optional[int]
    piloting: Optional[int]
    note: Optional[str] = None
    unpriced: tuple[str, ...] = ()  # unknown equipment left out of the BV

    def lines(self) -> list[str]:
        if self.base is None:
            return [f"Battle Value: not available ({self.note})" if self.note else "Battle Value: not available"]
        out = [f"Battle Value: {self.base:,}" + (" (incomplete)" if self.unpriced else "")]
        if self.adjusted is not None:
            out.append(f"Adjusted BV ({self.gunnery}/{self.piloting}): {self.adjusted:,}")
        if self.unpriced:
            out.append("Unknown equipment, not priced: " + ", ".join(self.unpriced))
        return out


def bv_text(value: BattleValue) -> list:
    """The BV lines joined as the sheets print them, with the base BV
    figure marked ``id="bv"`` for MekBay (it writes the live BV there)."""
    from .pdf import Span

    line = "   ".join(value.lines())
    if value.base is None:
        return [line]
    figure = f"{value.base:,}"
    head = "Battle Value: "
    return [head, Span(figure, id="bv"), line[len(head) + len(figure):]]


def battle_value(design: Design, options: SheetOptions) -> BattleValue:
    """Base BV (4/5 crew) and, when skills were given, the adjusted BV."""
    import bv

    g = options.gunnery if options.gunnery is not None else 4
    p = options.piloting if options.piloting is not None else 5
    try:
        result = bv.compute(design, g, p)
    except Exception as exc:  # a family bv/ does not handle yet
        return BattleValue(None, None, None, None, f"{type(exc).__name__}")
    adjusted = result.bv if options.skills_given else None
    return BattleValue(result.base_bv, adjusted, g, p, unpriced=result.unpriced)


def quirks_text(design: Design) -> str:
    names = [q.replace("_", " ") for q in design.quirks]
    names += [f"{wq.quirk.replace('_', ' ')} ({wq.item}, {wq.location})" for wq in design.weapon_quirks]
    return ", ".join(names)


RULES_LEVEL_NAMES = {
    "introductory": "Introductory",
    "standard": "Standard",
    "advanced": "Advanced",
    "experimental": "Experimental",
    "unofficial": "Unofficial",
}


def tech_base_text(design: Design) -> str:
    base = "Clan" if design.is_clan else "Inner Sphere"
    return f"Mixed ({base} chassis)" if design.mixed_tech else base


def era_text(design: Design) -> str:
    name = derived.era(design.year)
    if name is None:
        return "-"
    return f"{name} ({design.year})"


def tons_text(t: float) -> str:
    return f"{t:g}"


def wrap(text: str, width: float, size: float, font: str = "Helvetica") -> list[str]:
    """Greedy word wrap to ``width`` points."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    words = text.split()
    lines, cur = [], ""
    for w in words:
        trial = f"{cur} {w}" if cur else w
        if stringWidth(trial, font, size) <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def join_wrapped(items: list[str], width: float, size: float, sep: str = ", ") -> list[str]:
    """Items joined with ``sep`` and wrapped to ``width``; an item is never
    split across lines."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    lines, cur = [], ""
    for i, it in enumerate(items):
        piece = it + (sep.rstrip() if i < len(items) - 1 else "")
        trial = f"{cur} {piece}" if cur else piece
        if stringWidth(trial, "Helvetica", size) <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = piece
    if cur:
        lines.append(cur)
    return lines


INVENTORY_HEADS = ("Qty", "Type", "Loc", "Ht", "Dmg", "Min", "Sht", "Med", "Lng")
# The class MekBay reads on each column's text of an inventory row (the SVG sheet).
INVENTORY_CLASSES = (None, "name", "location", "heat", "damage", "range_min", "range_short", "range_medium",
                     "range_long")


@dataclass(frozen=True)
class TableStyle:
    """Sizes of an inventory table (the 'Mech and vehicle sheets differ)."""

    head_size: float
    head_step: float
    row_max: float
    row_min: float
    text_max: float
    text_factor: float


def rows_that_fit(rows: list, room: float, row_min: float) -> tuple[list, int]:
    """(the rows to draw, how many are left out): when a table has more rows
    than ``room`` holds at ``row_min`` each, the last line is kept for a
    count of the rest (:func:`left_out_text`), so drawing stays bounded."""
    fits = max(1, int(room / row_min))
    if len(rows) <= fits:
        return rows, 0
    kept = rows[:fits - 1]
    return kept, len(rows) - len(kept)


def left_out_text(count: int) -> str:
    return f"... and {count:,} more rows (too many to print)"


def draw_inventory(f, rows: list[InventoryRow], x: float, ty: float, w: float, cols: list[float],
                   bottom: float, style: TableStyle) -> float:
    """The weapons and equipment table from ``ty`` down; rows share the room
    above ``bottom``.  ``cols`` are the column widths with the Type column
    (index 1) set to 0: it takes what is left.  Returns the next free line."""
    from .pdf import GREY_FILL, Span

    cols = list(cols)
    cols[1] = w - 12 - sum(cols)
    xs = [x + 6]
    for c in cols[:-1]:
        xs.append(xs[-1] + c)
    f.rect(x + 4, ty - 2.5, w - 8, 9, fill=GREY_FILL, line=0.3)
    for i, head in enumerate(INVENTORY_HEADS):
        f.text(xs[i] + (1 if i == 1 else cols[i] / 2), ty, head, size=style.head_size, bold=True,
               align="left" if i == 1 else "center")
    ty -= style.head_step
    rows, left_out = rows_that_fit(rows, ty - bottom, style.row_min)
    row_h = min(style.row_max, max(style.row_min, (ty - bottom) / max(1, len(rows) + (1 if left_out else 0))))
    size = min(style.text_max, row_h * style.text_factor)
    for r, entry in zip(rows, entry_ids(rows)):
        values = (str(r.quantity), r.name, r.location, r.heat, r.damage, r.minimum, r.short, r.medium, r.long)
        with f.group("inventoryEntry", id=entry):
            for i, v in enumerate(values):
                part = [Span(v, cls=INVENTORY_CLASSES[i])] if INVENTORY_CLASSES[i] else v
                if i == 1:
                    f.text(xs[i] + 1, ty, part, size=size, width=cols[i] - 2)
                else:
                    f.text(xs[i] + cols[i] / 2, ty, part, size=size, align="center", width=cols[i] - 1)
        ty -= row_h
    if left_out:
        f.text(x + 8, ty, left_out_text(left_out), size=size, italic=True, width=w - 16)
        ty -= row_h
    if not rows:
        f.text(x + 8, ty, "(no weapons or equipment)", size=6, italic=True)
        ty -= row_h
    return ty


def draw_labelled_lines(f, x: float, ty: float, w: float, label: str, lines: list[str], size: float,
                        step: float) -> float:
    """A bold label ('Ammo:', 'Quirks:') followed by wrapped lines."""
    if lines:
        f.text(x + 6, ty, label, size=size, bold=True)
        for line in lines:
            f.text(x + 34, ty, line, size=size, width=w - 40)
            ty -= step
    return ty


def draw_skill_box(f, x: float, y: float, label: str, box_x: float, value) -> None:
    """A small sheet's skill: its label at ``x``, a box at ``box_x`` and
    the value in it (an empty box where the value is None)."""
    f.text(x, y + 1, label, size=6.2, bold=True)
    f.rect(box_x, y - 1.5, 12, 9)
    if value is not None:
        f.text(box_x + 6, y + 1, str(value), size=6.8, align="center")


def draw_name_and_skills(f, x: float, ty: float, w: float, options: SheetOptions, name_label: str,
                         second_skill: str, size: float, name_end: float) -> None:
    """The crew line of a sheet: the name on a rule ending at ``name_end`` of
    the width, then Gunnery and a second skill (Piloting, Driving) in boxes."""
    box_w, box_h = size * 2.06, size * 1.46
    label_w = size * 5.0
    f.text(x + 6, ty, name_label, size=size, bold=True)
    f.line(x + 6 + label_w * 0.8, ty - 1.5, x + w * name_end, ty - 1.5, width=0.4)
    if options.pilot:
        f.text(x + 8 + label_w * 0.8, ty, options.pilot, size=size + 0.2, width=w * name_end - label_w * 0.8 - 4)
    gx = x + w * (name_end + 0.03)
    for label, value in (("Gunnery:", options.gunnery), (second_skill + ":", options.piloting)):
        f.text(gx, ty, label, size=size, bold=True)
        f.rect(gx + label_w, ty - 2.5, box_w, box_h)
        if value is not None:
            f.text(gx + label_w + box_w / 2, ty, str(value), size=size + 0.6, align="center")
        gx += label_w + box_w + 7
