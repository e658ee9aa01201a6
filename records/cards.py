"""Alpha Strike unit cards as PDF.

MechForge's own layout, modelled on the published cards: a 3.5 x 2.5 inch
card per unit, nine to a landscape Letter or A4 sheet (3 x 3) with cut marks at the
card corners.  A unit whose special abilities do not fit the standard card
(long TUR/LAM lines, many abilities) gets a large card, twice the height
(3.5 x 5 inch, three to a sheet row pair).

Each card shows: name and model, PV at the chosen skill, TP (unit type),
SZ, TMM, MV, role, skill, damage S/M/L (and E where the unit has it),
OV (units with a heat scale only), armor and structure pips, threshold (where it applies), the special
abilities in the AS:CE errata notation and the critical hit boxes of its
unit type.  Output is byte-identical for identical input (reportlab
``invariant=1``, fixed metadata; see :mod:`records.pdf`).

``render_cards(entries, paper="letter") -> bytes`` where each entry is
``(ASResult, design)``; :func:`cards_pdf` converts designs first.
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from reportlab.lib.units import inch
from reportlab.pdfbase.pdfmetrics import stringWidth

from .common import check_deadline
from .pdf import FONT, FONT_BOLD, Frame, fit_text, open_document, paper_size, pip_grid

CARD_W = 3.5 * inch
CARD_H = 2.5 * inch
COLS, ROWS = 3, 3

# Critical hit tracks by AS unit type (AS:CE critical hit tables, as printed
# on the unit cards): a vehicle's engine takes one hit before it is destroyed
# (1/2 MV and damage), and its motive track has five boxes, two -2 MV, two
# 1/2 MV and one 0 MV.
CRITS = {
    "BM": (("ENGINE", 1), ("FIRE CONTROL", 4), ("MP", 4), ("WEAPONS", 4)),
    "IM": (("ENGINE", 1), ("FIRE CONTROL", 4), ("MP", 4), ("WEAPONS", 4)),
    "PM": (("FIRE CONTROL", 4), ("MP", 4), ("WEAPONS", 4)),
    "CV": (("ENGINE", 1), ("FIRE CONTROL", 4), ("WEAPONS", 4), ("MOTIVE", 5)),
    "SV": (("ENGINE", 1), ("FIRE CONTROL", 4), ("WEAPONS", 4), ("MOTIVE", 5)),
    "BA": (),
    "CI": (),
}


# Unit types with a heat scale, and so an OV box ('Mechs and aerospace
# fighters); vehicles, battle armor, infantry and ProtoMechs have none.
HEAT_TYPES = frozenset({"BM", "IM", "AF", "CF"})


class CardError(ValueError):
    """A unit that cannot be put on a card (with the index of the entry)."""

    def __init__(self, message: str, index: Optional[int] = None):
        super().__init__(message)
        self.message = message
        self.index = index


def _specials_lines(specials: Sequence[str], width: float, size: float) -> list[str]:
    lines, cur = [], ""
    for sp in specials:
        piece = sp if not cur else cur + ", " + sp
        if stringWidth(piece, FONT, size) <= width:
            cur = piece
        else:
            if cur:
                lines.append(cur + ",")
            cur = sp
    if cur:
        lines.append(cur)
    return lines


def is_large(result) -> bool:
    """Units whose special abilities need more than three lines on a
    standard card get a large card."""
    return len(_specials_lines(("SPECIAL: ",) + tuple(result.specials), CARD_W - 16, 6.2)) > 3


def _draw_card(f: Frame, r, design, skill: int, large: bool) -> None:
    w, h = f.width, f.height
    pad = 6
    f.rect(1, 1, w - 2, h - 2, line=1.2, radius=7)
    # title bar
    title = r.name or "?"
    f.rect(1, h - 22, w - 2, 21, fill=0.0, line=1.2, radius=7)
    f.canvas.setFillGray(1)
    txt, size = fit_text(title.upper(), w - 70, 9.5, FONT_BOLD)
    f.canvas.setFont(FONT_BOLD, size)
    f.canvas.drawString(pad + 2, h - 15.5, txt)
    pv = r.skill_pv
    f.canvas.setFont(FONT_BOLD, 9.5)
    f.canvas.drawRightString(w - pad - 2, h - 15.5, f"PV: {pv}")
    f.canvas.setFillGray(0)
    y = h - 33
    # stats line
    stats = [("TP", r.unit_type), ("SZ", str(r.size)), ("TMM", str(r.tmm)), ("MV", r.move_text)]
    if r.role and r.role.strip().lower() != "none":  # a unit without a role prints none
        stats.append(("ROLE", r.role))
    stats.append(("SKILL", str(skill)))
    x = pad
    for label, value in stats:
        f.text(x, y, label + ":", size=6.5, bold=True)
        lw = stringWidth(label + ": ", FONT_BOLD, 6.5)
        width = 60 if label == "ROLE" else 40
        f.text(x + lw, y, value, size=7, width=width)
        x += lw + min(width, stringWidth(value, FONT, 7)) + 7
    # damage box
    y -= 9
    dbox_h = 26
    f.rect(pad, y - dbox_h, w - 2 * pad, dbox_h, radius=3)
    s, m, l, e = r.damage
    bands = [("S", s), ("M", m), ("L", l)] + ([("E", e)] if e is not None else [])
    f.text(pad + 4, y - 10, "DAMAGE", size=6.5, bold=True)
    col = (w - 2 * pad - 90) / len(bands)
    for i, (lab, d) in enumerate(bands):
        cx = pad + 50 + col * i + col / 2
        f.text(cx, y - 9, lab, size=6.5, bold=True, align="center")
        f.text(cx, y - 21, str(d) if d is not None else "-", size=10, bold=True, align="center")
    if r.unit_type in HEAT_TYPES:
        # only units that track heat have an OV value (AS:CE p. 28)
        ov_x = w - pad - 36
        f.text(ov_x, y - 9, "OV", size=6.5, bold=True, align="center")
        f.text(ov_x, y - 21, str(r.ov), size=10, bold=True, align="center")
    y -= dbox_h + 4
    # armor / structure
    crits = CRITS.get(r.unit_type, ())
    left_w = (w - 2 * pad) * (0.58 if crits else 1.0)
    n_lines = len(_specials_lines(("SPECIAL:",) + tuple(r.specials), w - 2 * pad, 6.2))
    hbox = max(34.0, y - 10 - 7.4 * max(3, n_lines) - 3)
    f.rect(pad, y - hbox, left_w, hbox, radius=3)
    for k, (label, n) in enumerate((("A", r.armor), ("S", r.structure))):
        row_y = y - 4 - (k + 1) * (hbox - 6) / 2
        f.text(pad + 4, row_y + (hbox - 6) / 4 - 2.5, label + ":", size=7, bold=True)
        g = pip_grid(n, pad + 16, row_y + 1, left_w - 22, (hbox - 6) / 2 - 2, max_radius=2.6)
        f.grid(g)
    if r.threshold is not None:
        f.text(pad + left_w - 4, y - 8, f"TH {r.threshold}", size=6.5, bold=True, align="right")
    # critical hits
    if crits:
        cx0 = pad + left_w + 4
        cw = w - pad - cx0
        f.rect(cx0, y - hbox, cw, hbox, radius=3)
        f.text(cx0 + 3, y - 7, "CRITICAL HITS", size=5.5, bold=True)
        rows = len(crits)
        step = (hbox - 10) / max(rows, 1)
        for i, (label, n) in enumerate(crits):
            ry = y - 10 - step * (i + 1) + 1.5
            f.text(cx0 + 3, ry + 1, label, size=4.8, bold=True, width=cw * 0.5)
            size = min(5.5, step - 2)
            f.checkboxes(cx0 + cw * 0.52, ry, n, size=size, gap=1.2)
    y -= hbox + 3
    # specials
    lines = _specials_lines(("SPECIAL:",) + tuple(r.specials), w - 2 * pad, 6.2)
    max_lines = int((y - 6) / 7.4)
    for i, line in enumerate(lines[:max_lines]):
        if i == 0 and line.startswith("SPECIAL:"):
            f.text(pad, y - 7, "SPECIAL:", size=6.2, bold=True)
            f.text(pad + stringWidth("SPECIAL: ", FONT_BOLD, 6.2), y - 7, line[len("SPECIAL:"):].lstrip(", ").lstrip(),
                   size=6.2)
        else:
            f.text(pad, y - 7 - 7.4 * i, line, size=6.2)
    if len(lines) > max_lines:
        f.text(w - pad, 4, "...", size=6.2, align="right")
    f.text(w - pad, 3.5, "MechForge", size=4.5, align="right", grey=0.5)


def _cut_marks(c, x: float, y: float, w: float, h: float, length: float = 6) -> None:
    c.saveState()
    c.setLineWidth(0.3)
    c.setStrokeGray(0.3)
    for px in (x, x + w):
        for py in (y, y + h):
            sx = -1 if px == x else 1
            sy = -1 if py == y else 1
            c.line(px + sx * 2, py, px + sx * (2 + length), py)
            c.line(px, py + sy * 2, px, py + sy * (2 + length))
    c.restoreState()


def render_cards(entries: Sequence[tuple], paper: str = "letter", skill: int = 4,
                 deadline: Optional[float] = None) -> bytes:
    """One PDF with a card per (ASResult, design) entry, nine standard
    cards (or three large ones in a row of two slots) per page.  With a
    ``deadline`` (time.monotonic()) drawing stops with DeadlineExceeded
    once past it (checked before each page)."""
    from bv.alpha_strike import check_skill

    skill = check_skill(skill)
    ph, pw = paper_size(paper)  # landscape: three 3.5-inch cards side by side
    c, buf = open_document(paper, "MechForge Alpha Strike cards", "Alpha Strike unit cards")
    c.setPageSize((pw, ph))
    gx = (pw - COLS * CARD_W) / 2
    gy = (ph - ROWS * CARD_H) / 2
    # place cards: large ones take two vertical slots in a column
    placed = []  # (page, col, row, large, entry)
    page, grid = 0, [[False] * ROWS for _ in range(COLS)]
    pages = [grid]
    for entry in entries:
        res = entry[0].at_skill(skill)
        large = is_large(res)
        need = 2 if large else 1
        spot = None
        while spot is None:
            for row in range(ROWS - need + 1):
                for col in range(COLS):
                    if all(not pages[page][col][row + k] for k in range(need)):
                        spot = (col, row)
                        break
                if spot:
                    break
            if spot is None:
                page += 1
                pages.append([[False] * ROWS for _ in range(COLS)])
        col, row = spot
        for k in range(need):
            pages[page][col][row + k] = True
        placed.append((page, col, row, large, res, entry[1]))
    for p in range(len(pages)):
        check_deadline(deadline)
        for (pg, col, row, large, res, design) in placed:
            if pg != p:
                continue
            hh = CARD_H * (2 if large else 1)
            x = gx + col * CARD_W
            y = ph - gy - row * CARD_H - hh
            with Frame(c, CARD_W, hh, (x, y, CARD_W, hh)) as f:
                _draw_card(f, res, design, skill, large)
            _cut_marks(c, x, y, CARD_W, hh)
        c.setFont(FONT, 5.5)
        c.setFillGray(0.35)
        c.drawCentredString(pw / 2, 10, f"MechForge Alpha Strike cards - page {p + 1} of {len(pages)} - skill {skill}")
        c.setFillGray(0)
        c.showPage()
    c.save()
    return buf.getvalue()


def cards_pdf(designs: Iterable, paper: str = "letter", skill: int = 4) -> bytes:
    """Convert designs and render their cards.  Raises CardError naming the
    first design that cannot be converted."""
    from bv import alpha_strike

    entries = []
    for i, d in enumerate(designs):
        try:
            entries.append((alpha_strike.convert(d), d))
        except alpha_strike.NotConvertible as exc:
            raise CardError(f"{d.name}: {exc}", i) from None
    if not entries:
        raise CardError("no designs to print")
    return render_cards(entries, paper=paper, skill=skill)


__all__ = ["CARD_H", "CARD_W", "CardError", "cards_pdf", "is_large", "render_cards"]
