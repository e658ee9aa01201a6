"""Record sheets as PDF and as SVG.

``render(designs, paper="letter", gunnery=None, piloting=None, pilot=None)``
returns one PDF (bytes) for any number of designs: every 'Mech on its own
page; combat and support vehicles two to a page; battle armor squads packed
several to a page.  Output is deterministic: identical input gives
byte-identical PDFs.

``sheet_svg(design, paper="letter", gunnery=None, piloting=None, pilot=None)``
returns the same sheet as SVG pages (one ``<svg>`` string a page, one page
for every family) drawn by the same code on :class:`records.svg.SvgCanvas`,
with the markup MekBay reads (pips by location, ``#bv``, ``#mpWalk``...,
inventory rows, critical slots); ``render_svg(designs, ...)`` packs several
designs as ``render`` does.

Invalid options or a design that cannot be drawn raise :class:`SheetError`
before anything is written, so callers never get an empty or partial PDF.

Modules: :mod:`records.pdf` (shared canvas/page plumbing, also used by the
Alpha Strike cards), :mod:`records.svg` (the SVG surface),
:mod:`records.common` (inventory, ammo, BV, options),
one module per family (``mech_sheet``, ``vehicle_sheet``,
``support_vehicle_sheet``, ``battle_armor_sheet``).
"""

from __future__ import annotations

import importlib
from typing import Iterable, Optional, Sequence

from construction.model import Design

from .common import DeadlineExceeded, SheetError, SheetOptions, check_deadline, check_options

# unit_type -> module drawing it
_FAMILIES = {
    "mech": "records.mech_sheet",
    "combat_vehicle": "records.vehicle_sheet",
    "support_vehicle": "records.support_vehicle_sheet",
    "battle_armor": "records.battle_armor_sheet",
    "protomech": "records.protomech_sheet",
    "infantry": "records.infantry_sheet",
}

MAX_DESIGNS = 500


def family_module(design: Design):
    name = _FAMILIES.get(design.unit_type)
    if name is None:
        raise SheetError(f"{design.name}: no record sheet for unit type {design.unit_type!r}", "unit_type")
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError:
        raise SheetError(f"{design.name}: record sheets for {design.unit_type} units are not available yet",
                         "unit_type") from None


def check(designs: Sequence[Design]) -> list:
    """The drawing module of each design; SheetError (with ``index``) for
    the first one that cannot be drawn."""
    if not designs:
        raise SheetError("no designs to print", "designs")
    if len(designs) > MAX_DESIGNS:
        raise SheetError(f"at most {MAX_DESIGNS} designs per PDF", "designs")
    modules = []
    for i, d in enumerate(designs):
        try:
            mod = family_module(d)
            mod.check(d)
        except SheetError as exc:
            exc.index = i
            raise
        modules.append(mod)
    return modules


def _pages(designs: Sequence[Design], modules: list) -> list[tuple]:
    """Group consecutive designs of one family into pages of PER_PAGE."""
    pages: list[tuple] = []
    for d, mod in zip(designs, modules):
        if pages and pages[-1][0] is mod and len(pages[-1][1]) < mod.PER_PAGE:
            pages[-1][1].append(d)
        else:
            pages.append((mod, [d]))
    return pages


def render(designs: Iterable[Design], paper: str = "letter", gunnery: Optional[int] = None,
           piloting: Optional[int] = None, pilot: Optional[str] = None, deadline: Optional[float] = None) -> bytes:
    """One PDF with the record sheets of all designs, in order.  With a
    ``deadline`` (a time.monotonic() value) drawing stops with
    DeadlineExceeded once past it (checked before each page)."""
    from .pdf import open_document

    options = check_options(paper, gunnery, piloting, pilot)
    designs = list(designs)
    modules = check(designs)
    c, buf = open_document(options.paper, _title(designs), "BattleTech record sheets")
    _draw_pages(c, options, designs, modules, deadline)
    return buf.getvalue()


def render_svg(designs: Iterable[Design], paper: str = "letter", gunnery: Optional[int] = None,
               piloting: Optional[int] = None, pilot: Optional[str] = None,
               deadline: Optional[float] = None) -> list[str]:
    """The pages of :func:`render` as SVG documents, one string a page (same
    options, checks, packing and deadline)."""
    from .pdf import paper_size
    from .svg import SvgCanvas

    options = check_options(paper, gunnery, piloting, pilot)
    designs = list(designs)
    modules = check(designs)
    c = SvgCanvas(paper_size(options.paper))
    c.setTitle(_title(designs))
    _draw_pages(c, options, designs, modules, deadline)
    return c.pages


def sheet_svg(design: Design, paper: str = "letter", gunnery: Optional[int] = None, piloting: Optional[int] = None,
              pilot: Optional[str] = None, deadline: Optional[float] = None) -> list[str]:
    """One design's record sheet as SVG pages (a single page for every
    family: Letter is ``viewBox="0 0 612 792"``), with the markup MekBay
    reads.  The BV printed is the sheet's own (``bv.compute`` at 4/5, and
    the adjusted BV when skills are given), as on the PDF."""
    return render_svg([design], paper, gunnery, piloting, pilot, deadline)


def _title(designs: Sequence[Design]) -> str:
    return designs[0].name if len(designs) == 1 else f"Record sheets ({len(designs)} units)"


def _draw_pages(c, options: SheetOptions, designs: Sequence[Design], modules: list,
                deadline: Optional[float]) -> None:
    """Every page on either surface (a PDF canvas or an SVG canvas)."""
    from .pdf import footer

    pages = _pages(designs, modules)
    for n, (mod, group) in enumerate(pages, start=1):
        check_deadline(deadline)
        _draw_page(c, options, mod, group)
        footer(c, options.paper, f"MechForge record sheet - page {n} of {len(pages)}")
        c.showPage()
    c.save()


def _draw_page(c, options: SheetOptions, mod, group: Sequence[Design]) -> None:
    """One page of a family's sheets: a whole-page sheet ('Mechs), or
    ``PER_PAGE`` bands of ``BLOCK_H`` stacked from the top, ``GAP`` apart."""
    from .pdf import page_frame

    with page_frame(c, options.paper, mod.W, mod.H) as f:
        if mod.PER_PAGE == 1:
            mod.draw(f, group[0], options)
            return
        for i, design in enumerate(group):
            mod.draw(f, design, options, mod.H - (i + 1) * mod.BLOCK_H - i * mod.GAP)


__all__ = ["MAX_DESIGNS", "DeadlineExceeded", "SheetError", "SheetOptions", "check", "check_options", "render",
           "render_svg", "sheet_svg"]
