"""PDF plumbing shared by the record sheets and the Alpha Strike cards.

* :data:`PAPERS` / :func:`paper_size` - Letter and A4 in PDF points.
* :func:`open_document` - a reportlab canvas that writes byte-identical PDFs
  for identical input (``invariant=1``: fixed creation date and document
  id; fixed producer/creator/author; no timestamps anywhere).
* :class:`Frame` - one page region with a logical coordinate system that is
  scaled and centred onto the real paper, so one layout serves Letter and A4.
* Drawing helpers that keep the sheets black-and-white friendly: only black
  strokes, white fills and light greys (which photocopy and print well).
* :func:`pip_grid` / :func:`draw_pips` - lay out N armor/structure pips in a
  box, as big as they can be while all of them fit.
* :class:`SheetCanvas` - reportlab's canvas plus the three calls the sheets
  make that the SVG surface (:mod:`records.svg`) also offers: ``pips``,
  ``group`` and ``drawSpans``.  On the PDF they draw exactly what the plain
  canvas drew (``group`` draws nothing); in the SVG they carry the markup
  MekBay reads (pip classes and locations, ids, inventory rows).

Fonts are the PDF base-14 Helvetica family: nothing is embedded, text stays
extractable (pdftotext) and rendering is fast.
"""

from __future__ import annotations

import io
import math
import zlib
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Iterator, Optional, Sequence, Union

from reportlab import rl_config
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfdoc import PDFStream, PDFStreamFilterZCompress
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

PAPERS: dict[str, tuple[float, float]] = {
    "letter": (612.0, 792.0),  # 8.5 x 11 in
    "a4": (210 * mm, 297 * mm),  # 595.28 x 841.89 pt
}
PAPER_NAMES = tuple(PAPERS)

FONT = "Helvetica"
FONT_BOLD = "Helvetica-Bold"
FONT_ITALIC = "Helvetica-Oblique"

GREY_FILL = 0.88  # light grey fills (headers); prints fine in black and white
GREY_TEXT = 0.35
PRODUCER = "MechForge"

# Compressed page streams stay binary: reportlab's pure-Python ASCII85 pass
# cost a third of the drawing time and only made the files bigger.
rl_config.useA85 = 0


class _Flate(PDFStreamFilterZCompress):
    """Flate (zlib) at level 4 for the page streams: a 'Mech sheet's page
    (~130 kB of operators) compresses in under a third of the time of
    reportlab's level 6, to within 1% of its size."""

    level = 4

    def encode(self, text):
        if isinstance(text, str):
            text = text.encode("utf8")
        return zlib.compress(text, self.level)


_FLATE = _Flate()


class PaperError(ValueError):
    """An unknown paper name."""


def paper_size(paper: str) -> tuple[float, float]:
    try:
        return PAPERS[(paper or "").lower()]
    except KeyError:
        raise PaperError(f"unknown paper {paper!r}; use one of: {', '.join(PAPER_NAMES)}") from None


@dataclass(frozen=True)
class Span:
    """A piece of a line of text that the SVG sheet marks up on its own
    element (``id`` and/or ``cls``, e.g. the BV figure as ``id="bv"``); the
    PDF draws the whole line as one string."""

    text: str
    id: Optional[str] = None
    cls: Optional[str] = None


Text = Union[str, Sequence[Union[str, Span]]]


def plain(parts: Text) -> str:
    """The characters of a line given as a string or as parts."""
    return parts if isinstance(parts, str) else "".join(p if isinstance(p, str) else p.text for p in parts)


_KAPPA = 0.5522847498  # Bezier control distance for a quarter circle

# One circle's path: its ten distinct numbers (x1, cy, cy+k, cx+k, y1, cx,
# cx-k, x0, cy-k, y0), each formatted once, in the order of the four quarters.
_CIRCLE = ("{0} {1} m {0} {2} {3} {4} {5} {4} c {6} {4} {7} {2} {7} {1} c "
           "{7} {8} {6} {9} {5} {9} c {3} {9} {0} {8} {0} {1} c h")
_CIRCLES: dict = {}  # (cx, cy, r) -> path text: pip layouts recur from sheet to sheet


def _circle(cx: float, cy: float, r: float) -> str:
    """The path operators of an empty circle (2-decimal numbers)."""
    key = (cx, cy, r)
    text = _CIRCLES.get(key)
    if text is None:
        k = r * _KAPPA
        text = _CIRCLE.format(*["%.2f" % v for v in (cx + r, cy, cy + k, cx + k, cy + r, cx, cx - k, cx - r,
                                                     cy - k, cy - r)])
        if len(_CIRCLES) < 16384 and cx and cy:  # (0.0 and -0.0 are one key but two texts)
            _CIRCLES[key] = text
    return text


# The fonts the sheets use: base-14 Type 1 fonts in WinAnsiEncoding, which
# writes printable ASCII as itself.
_PLAIN_FONTS = frozenset((FONT, FONT_BOLD, FONT_ITALIC))


def _plain_ascii(text) -> bool:
    return isinstance(text, str) and text.isascii() and text.isprintable() and text != ""


class _Kept:
    """A bounded memory: two generations of at most ``size`` entries; when
    the newer is full it becomes the older and the oldest is forgotten, and
    an entry read from the older is kept again in the newer (so what every
    sheet draws stays).  Thread-safe enough: a race only costs a redraw."""

    def __init__(self, size: int):
        self.size = size
        self.new: dict = {}
        self.old: dict = {}

    def get(self, key):
        value = self.new.get(key)
        if value is None:
            value = self.old.get(key)
            if value is not None:
                self.put(key, value)
        return value

    def put(self, key, value) -> None:
        if len(self.new) >= self.size:
            self.old, self.new = self.new, {}
        self.new[key] = value


# What a frame's drawing call (a line of text, a box, a rect, a rule) wrote on
# a PDF page, by its arguments: the page operators, the canvas state after
# it, the fonts it set (with their names in the document) and its result.
# Most of a sheet (labels, tables, boxes, the heat scale) is drawn again and
# again from the same arguments.  A sheet has ~500 such calls.
_KEPT = _Kept(2048)
_KEPT_STATE = ("_fontname", "_fontsize", "_leading", "_lineWidth", "_fillColorObj", "_strokeColorObj")


class SheetCanvas(Canvas):
    """reportlab's canvas with the calls both drawing surfaces offer.

    Setting one of the sheets' fonts and drawing a line of printable ASCII
    text in it write the operators reportlab's general text objects write
    (the same bytes: ``BT /F1 7 Tf 8.4 TL ET``, then ``BT 1 0 0 1 x y Tm
    (text) Tj T* ET``), directly: those objects (bidi, shaping, font
    subsets, encodings) were a third of a sheet's drawing time.  Any other
    text or font goes through reportlab."""

    _fonts_set: Optional[list] = None  # while a kept call is drawn: the fonts it sets

    def kept(self, key, draw, *args):
        """``draw(*args)``, or what it wrote the last time it was called with
        this ``key`` when the fonts it set have the same names in this
        document (the same bytes either way)."""
        hit = _KEPT.get(key)
        if hit is not None:
            code, state, fonts, result = hit
            if not fonts or fonts <= self._doc.fontMapping.items():
                self._code.extend(code)
                (self._fontname, self._fontsize, self._leading, self._lineWidth, self._fillColorObj,
                 self._strokeColorObj) = state
                return result
        outer, self._fonts_set = self._fonts_set, []
        start = len(self._code)
        try:
            result = draw(*args)
        finally:
            fonts, self._fonts_set = self._fonts_set, outer
        if fonts is None:  # it set a font that is not kept
            if outer is not None:
                self._fonts_set = None
            return result
        if outer is not None:
            outer.extend(fonts)
        mapping = self._doc.fontMapping
        _KEPT.put(key, (tuple(self._code[start:]), tuple(getattr(self, a) for a in _KEPT_STATE),
                        frozenset((name, mapping[name]) for name in fonts), result))
        return result

    def setFont(self, psfontname, size, leading=None):
        if psfontname not in _PLAIN_FONTS:
            if self._fonts_set is not None:
                self._fonts_set = None  # (never kept)
            return super().setFont(psfontname, size, leading)
        if self._fonts_set is not None:
            self._fonts_set.append(psfontname)
        if leading is None:
            leading = size * 1.2
        self._fontname = psfontname
        self._fontsize = size
        self._leading = leading
        self._code.append("BT %s %s Tf %s TL ET" % (self._doc.getInternalFontName(psfontname), fp_str(size),
                                                    fp_str(leading)))

    def showPage(self) -> None:
        """The page, its stream compressed by :data:`_FLATE` (reportlab would
        give it its own filter when the document is written)."""
        super().showPage()
        page = self._doc.Pages.pages[-1]
        if page.compression and page.stream and not page.Contents and not page.Override_default_compilation:
            stream = PDFStream()
            stream.filters = [_FLATE]
            stream.content = page.stream
            stream.__Comment__ = "page stream"
            page.Contents = stream

    def _text_line(self, x, y, text) -> None:
        text = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        self._code.append("BT 1 0 0 1 %s Tm (%s) Tj T* ET" % (fp_str(x, y), text))

    def drawString(self, x, y, text, *args, **kwargs):
        if args or kwargs or self._fontname not in _PLAIN_FONTS or not _plain_ascii(text) or not self.bottomup:
            return super().drawString(x, y, text, *args, **kwargs)
        self._text_line(x, y, text)

    def drawRightString(self, x, y, text, *args, **kwargs):
        if args or kwargs or self._fontname not in _PLAIN_FONTS or not _plain_ascii(text) or not self.bottomup:
            return super().drawRightString(x, y, text, *args, **kwargs)
        self._text_line(x - stringWidth(text, self._fontname, self._fontsize), y, text)

    def drawCentredString(self, x, y, text, *args, **kwargs):
        if args or kwargs or self._fontname not in _PLAIN_FONTS or not _plain_ascii(text) or not self.bottomup:
            return super().drawCentredString(x, y, text, *args, **kwargs)
        self._text_line(x - 0.5 * stringWidth(text, self._fontname, self._fontsize), y, text)

    def pips(self, centres: Iterable[tuple[float, float]], radius: float, width: float = 0.45, **mark) -> None:
        """Empty circles, one stroked path for all of them.  The path
        operators are written directly (four Bezier quarters per circle,
        2-decimal numbers): reportlab's generic path formatting was most of
        a sheet's drawing time.  ``mark`` (class and location of the pips)
        is for the SVG surface."""
        centres = list(centres)
        if not centres or radius <= 0:
            return
        ops = [_circle(cx, cy, radius) for cx, cy in centres]
        self.setLineWidth(min(width, radius * 0.5))
        self._code.append("\n".join(ops) + "\nS")
        self.setLineWidth(0.5)

    @contextmanager
    def group(self, cls: Optional[str] = None, **attrs) -> Iterator[None]:
        """What is drawn inside belongs together (an inventory row, a
        critical slot): an SVG ``<g>``; nothing in a PDF."""
        yield

    def drawSpans(self, x: float, y: float, parts: Sequence[Union[str, Span]], align: str = "left") -> None:
        """One line of text given in parts, drawn as the joined string."""
        text = plain(parts)
        if align == "right":
            self.drawRightString(x, y, text)
        elif align == "center":
            self.drawCentredString(x, y, text)
        else:
            self.drawString(x, y, text)


def open_document(paper: str, title: str, subject: str = "") -> tuple[SheetCanvas, io.BytesIO]:
    """A deterministic canvas writing into a fresh buffer (``canvas.save()``,
    then ``buffer.getvalue()``)."""
    size = paper_size(paper)
    buf = io.BytesIO()
    c = SheetCanvas(buf, pagesize=size, invariant=1, pageCompression=1, pdfVersion=(1, 4))
    c.setTitle(title)
    c.setAuthor(PRODUCER)
    c.setCreator(PRODUCER)
    c.setProducer(PRODUCER)
    c.setSubject(subject)
    return c, buf


def fit_text(text: str, width: float, size: float, font: str = FONT, min_size: float = 4.0) -> tuple[str, float]:
    """(text, size) so that the text fits ``width``: first shrink the font
    down to ``min_size``, then cut the text with an ellipsis."""
    w = stringWidth(text, font, size)
    if w <= width:
        return text, size
    shrunk = size * width / w if w else size
    if shrunk >= min_size:
        return text, math.floor(shrunk * 10) / 10
    size = min_size
    # the longest prefix that fits with the ellipsis (binary search: a
    # handful of width measurements, whatever the length of the text)
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if stringWidth(text[:mid] + "...", font, size) <= width:
            lo = mid
        else:
            hi = mid - 1
    text = text[:lo]
    return (text.rstrip() + "...") if text else "", size


@dataclass
class Frame:
    """A logical drawing area of ``width`` x ``height`` points mapped into a
    region of the page (x, y, w, h in page points), scaled uniformly and
    centred.  Every drawing call takes logical coordinates (origin bottom
    left)."""

    canvas: SheetCanvas  # or records.svg.SvgCanvas
    width: float
    height: float
    region: tuple[float, float, float, float]

    def __post_init__(self) -> None:
        rx, ry, rw, rh = self.region
        self.scale = min(rw / self.width, rh / self.height)
        self.ox = rx + (rw - self.width * self.scale) / 2
        self.oy = ry + (rh - self.height * self.scale) / 2

    def __enter__(self) -> "Frame":
        c = self.canvas
        c.saveState()
        c.translate(self.ox, self.oy)
        c.scale(self.scale, self.scale)
        c.setLineWidth(0.5)
        c.setStrokeGray(0)
        c.setFillGray(0)
        return self

    def __exit__(self, *exc) -> None:
        self.canvas.restoreState()

    def group(self, cls: Optional[str] = None, **attrs):
        """A context in which what is drawn belongs together (see
        :meth:`SheetCanvas.group`)."""
        return self.canvas.group(cls, **attrs)

    # -- text --------------------------------------------------------------
    def text(self, x: float, y: float, s: Text, size: float = 7, bold: bool = False, align: str = "left",
             width: Optional[float] = None, italic: bool = False, grey: Optional[float] = None) -> None:
        """One line of text; ``s`` is a string, or parts some of which are
        :class:`Span` (marked up in the SVG).  Cut to ``width`` as
        :func:`fit_text` says; a cut line keeps its marks only when it is a
        single span."""
        kept = getattr(self.canvas, "kept", None)
        if kept is not None:
            if not isinstance(s, str):
                s = list(s)
            line = plain(s)
            if _plain_ascii(line):  # on a PDF page the parts are drawn as one string
                kept(("text", x, y, line, size, bold, align, width, italic, grey), self._text, x, y, line, size,
                     bold, align, width, italic, grey)
                return
        self._text(x, y, s, size, bold, align, width, italic, grey)

    def _text(self, x: float, y: float, s: Text, size: float, bold: bool, align: str, width: Optional[float],
              italic: bool, grey: Optional[float]) -> None:
        font = FONT_BOLD if bold else FONT_ITALIC if italic else FONT
        parts = None if isinstance(s, str) else list(s)
        if parts is not None:
            s = plain(parts)
        if width is not None:
            fitted, size = fit_text(s, width, size, font)
            if fitted != s and parts is not None:
                only = parts[0] if len(parts) == 1 and isinstance(parts[0], Span) else None
                parts = [Span(fitted, only.id, only.cls)] if only else None
            s = fitted
        c = self.canvas
        c.setFont(font, size)
        if grey is not None:
            c.setFillGray(grey)
        if parts is not None:
            c.drawSpans(x, y, parts, align)
        elif align == "right":
            c.drawRightString(x, y, s)
        elif align == "center":
            c.drawCentredString(x, y, s)
        else:
            c.drawString(x, y, s)
        if grey is not None:
            c.setFillGray(0)

    # -- shapes --------------------------------------------------------------
    def box(self, x: float, y: float, w: float, h: float, title: Optional[str] = None, radius: float = 4,
            title_size: float = 7.5, line: float = 1.0) -> float:
        """A framed panel with an optional title tab; returns the y of the
        top of the panel's content area."""
        kept = getattr(self.canvas, "kept", None)
        if kept is not None and (not title or _plain_ascii(title)):
            return kept(("box", x, y, w, h, title, radius, title_size, line), self._box, x, y, w, h, title, radius,
                        title_size, line)
        return self._box(x, y, w, h, title, radius, title_size, line)

    def _box(self, x: float, y: float, w: float, h: float, title: Optional[str], radius: float, title_size: float,
             line: float) -> float:
        c = self.canvas
        c.setLineWidth(line)
        c.roundRect(x, y, w, h, radius, stroke=1, fill=0)
        c.setLineWidth(0.5)
        if not title:
            return y + h - 3
        tw = stringWidth(title, FONT_BOLD, title_size) + 10
        c.setFillGray(0)
        c.roundRect(x + 6, y + h - title_size - 4, tw, title_size + 6, 2.5, stroke=0, fill=1)
        c.setFillGray(1)
        c.setFont(FONT_BOLD, title_size)
        c.drawString(x + 11, y + h - title_size - 1, title)
        c.setFillGray(0)
        return y + h - title_size - 7

    def rect(self, x: float, y: float, w: float, h: float, fill: Optional[float] = None, line: float = 0.5,
             radius: float = 0) -> None:
        kept = getattr(self.canvas, "kept", None)
        if kept is not None:
            kept(("rect", x, y, w, h, fill, line, radius), self._rect, x, y, w, h, fill, line, radius)
        else:
            self._rect(x, y, w, h, fill, line, radius)

    def _rect(self, x: float, y: float, w: float, h: float, fill: Optional[float], line: float, radius: float) -> None:
        c = self.canvas
        c.setLineWidth(line)
        if fill is not None:
            c.setFillGray(fill)
        if radius:
            c.roundRect(x, y, w, h, radius, stroke=1, fill=1 if fill is not None else 0)
        else:
            c.rect(x, y, w, h, stroke=1, fill=1 if fill is not None else 0)
        c.setFillGray(0)
        c.setLineWidth(0.5)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.5, grey: float = 0) -> None:
        kept = getattr(self.canvas, "kept", None)
        if kept is not None:
            kept(("line", x1, y1, x2, y2, width, grey), self._line, x1, y1, x2, y2, width, grey)
        else:
            self._line(x1, y1, x2, y2, width, grey)

    def _line(self, x1: float, y1: float, x2: float, y2: float, width: float, grey: float) -> None:
        c = self.canvas
        c.setLineWidth(width)
        c.setStrokeGray(grey)
        c.line(x1, y1, x2, y2)
        c.setStrokeGray(0)
        c.setLineWidth(0.5)

    def checkboxes(self, x: float, y: float, n: int, size: float = 6, gap: float = 1.5, per_row: int = 0) -> float:
        """``n`` empty tick boxes from (x, y) rightwards, wrapping after
        ``per_row``; returns the y below the last row."""
        c = self.canvas
        c.setLineWidth(0.5)
        per_row = per_row or n or 1
        for i in range(n):
            r, k = divmod(i, per_row)
            c.rect(x + k * (size + gap), y - r * (size + gap), size, size, stroke=1, fill=0)
        rows = math.ceil(n / per_row) if n else 0
        return y - rows * (size + gap)

    def pips(self, centres: Iterable[tuple[float, float]], radius: float, width: float = 0.45, **mark) -> None:
        draw_pips(self.canvas, centres, radius, width, **mark)

    def grid(self, g: "PipGrid", width: float = 0.45, **mark) -> None:
        """A pip grid, or - for more points than a box can show as pips - the
        number of points written in the box (bounded drawing work).
        ``mark`` names the pips for the SVG: ``cls="pip armor", loc="CT"``,
        ``rear="1"``."""
        if g.label is not None:
            x, y, text, width = g.label
            size = 7.0
            while size > 3 and stringWidth(text, FONT_BOLD, size) > width:
                size -= 0.5
            self.canvas.setFont(FONT_BOLD, size)
            self.canvas.drawCentredString(x, y, text)
            return
        draw_pips(self.canvas, g.centres, g.radius, width, **mark)


# ------------------------------------------------------------------- pips
@dataclass(frozen=True)
class PipGrid:
    """Where ``count`` pips go in a box: their centres and radius."""

    centres: tuple[tuple[float, float], ...]
    radius: float
    label: Optional[tuple[float, float, str, float]] = None  # (x, y, text, width) instead of pips


# More points than this in one box are written as a number, not drawn as
# pips: no legal ground unit needs more in one location, and the drawing work
# (and the PDF's size) stays bounded whatever a design says.
MAX_PIPS = 400


# The layouts worked out lately (a pure function of its arguments; a sheet
# lays out ~20 boxes and a design's boxes recur on every sheet of it).  At
# most 256 grids (~4 kB each for a 'Mech location, 40 kB at MAX_PIPS).
@lru_cache(maxsize=256, typed=True)  # (typed: 3 and 3.0 may lay out alike but print apart)
def pip_grid(count: int, x: float, y: float, w: float, h: float, max_radius: float = 3.0,
             fill_ratio: float = 0.38, columns: Optional[int] = None, valign: str = "center") -> PipGrid:
    """Lay out ``count`` pips in the box (x, y, w, h): the column count that
    gives the largest pitch wins; rows are centred, the last row centred
    too (``valign="top"``: rows start at the top of the box).  Pips never
    leave the box (they only get smaller)."""
    if count <= 0 or w <= 0 or h <= 0:
        return PipGrid((), 0.0)
    if count > MAX_PIPS:
        return PipGrid((), 0.0, (round(x + w / 2, 2), round(y + h / 2 - 2.5, 2), f"{count:,}", round(w - 2, 2)))
    best = None
    candidates = [columns] if columns else range(1, count + 1)
    for cols in candidates:
        rows = math.ceil(count / cols)
        pitch = min(w / cols, h / rows)
        if best is None or pitch > best[0] + 1e-9:
            best = (pitch, cols, rows)
    pitch, cols, rows = best
    radius = min(max_radius, pitch * fill_ratio)
    if radius == max_radius and not columns:
        # Pips at their largest: use the width, fewest rows.
        pitch = max_radius / fill_ratio
        cols = max(1, min(count, int(w / pitch + 1e-9)))
        rows = math.ceil(count / cols)
    pitch_x = pitch_y = pitch
    if valign == "top":
        top = y + h - pitch_y / 2
    else:
        top = y + h / 2 + (rows * pitch_y) / 2 - pitch_y / 2
    centres = []
    for r in range(rows):
        n = min(cols, count - r * cols)
        left = x + w / 2 - (n * pitch_x) / 2 + pitch_x / 2
        cy = top - r * pitch_y
        for k in range(n):
            centres.append((round(left + k * pitch_x, 2), round(cy, 2)))
    return PipGrid(tuple(centres), round(radius, 2))


def draw_pips(canvas, centres: Iterable[tuple[float, float]], radius: float, width: float = 0.45, **mark) -> None:
    """Empty circles on either surface (:meth:`SheetCanvas.pips`,
    :meth:`records.svg.SvgCanvas.pips`)."""
    canvas.pips(centres, radius, width, **mark)


def page_frame(canvas: Canvas, paper: str, width: float, height: float, margin: float = 18.0) -> Frame:
    """A frame of the given logical size fitted into the paper's margins."""
    pw, ph = paper_size(paper)
    return Frame(canvas, width, height, (margin, margin, pw - 2 * margin, ph - 2 * margin))


def footer(canvas: Canvas, paper: str, text: str) -> None:
    """A small line at the very bottom of the page (outside the frame)."""
    pw, _ = paper_size(paper)
    canvas.saveState()
    canvas.setFont(FONT, 5.5)
    canvas.setFillGray(GREY_TEXT)
    canvas.drawCentredString(pw / 2, 8, text)
    canvas.restoreState()


def column_xs(x: float, widths: Sequence[float]) -> list[float]:
    """Left edges of consecutive columns of the given widths."""
    out, cur = [], x
    for w in widths:
        out.append(cur)
        cur += w
    return out


__all__ = [
    "FONT",
    "FONT_BOLD",
    "Frame",
    "PAPERS",
    "PAPER_NAMES",
    "PaperError",
    "PipGrid",
    "SheetCanvas",
    "Span",
    "column_xs",
    "draw_pips",
    "fit_text",
    "footer",
    "open_document",
    "page_frame",
    "paper_size",
    "pip_grid",
]
