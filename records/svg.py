"""An SVG drawing surface for the record sheets.

:class:`SvgCanvas` offers the part of reportlab's canvas that the sheet
modules call (``saveState``/``restoreState``, ``translate``, ``scale``, line
width, grey fills and strokes, fonts, the three ``draw*String`` calls,
``rect``, ``roundRect``, ``line``, ``circle``, page size, ``showPage``,
``save`` and the document metadata) plus the calls of
:class:`records.pdf.SheetCanvas` (``pips``, ``group``, ``drawSpans``), so the
same drawing code writes a PDF or SVG pages.

Each page is one ``<svg>`` document of the page's size in points (Letter:
``width="612" height="792" viewBox="0 0 612 792"``, the size MekBay
expects).  reportlab's origin is the bottom left, SVG's the top left: every
point is mapped through the current transformation and flipped, so the
output is flat (no nested transforms) and every coordinate is in page
units.  Numbers carry at most two decimals and no trailing zeros; the same
drawing gives the same bytes.

Text is ``<text>`` in the page's font family list (Roboto first, as
MekBay's sheets; then the Helvetica the PDF uses), bold and italic as
``font-weight`` / ``font-style``; runs of spaces are kept as the PDF keeps
them (``xml:space="preserve"`` on the texts that have them: browsers honour
it on the ``<text>`` itself, not inherited from the root).  Only axis-aligned
transformations are supported (the sheets translate and scale uniformly).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Iterable, Iterator, Optional, Sequence, Union

from .pdf import PAPERS, Span

FONT_FAMILY = "Roboto, Helvetica, Arial, sans-serif"
SVG_NS = "http://www.w3.org/2000/svg"

# Characters XML 1.0 does not allow (a design name read from a file could
# hold one); they are dropped so every page parses.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})


def escape(text: str) -> str:
    """Text or an attribute value, XML-escaped (quotes included)."""
    return _NOT_XML.sub("", str(text)).translate(_ESCAPES)


def num(v: float) -> str:
    """A coordinate as short as it can be: two decimals at most, no
    trailing zeros, no leading zero before the point, no ``-0``."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        return "0"
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def grey(g: float) -> str:
    """A grey level (0 black .. 1 white) as an SVG colour."""
    v = max(0, min(255, round(g * 255)))
    if v == 0:
        return "#000"
    if v == 255:
        return "#fff"
    return f"#{v:02x}{v:02x}{v:02x}"


def attributes(cls: Optional[str] = None, attrs: Optional[dict] = None) -> str:
    """`` class="..." name="value"...`` in the order given (None values
    left out)."""
    out = f' class="{escape(cls)}"' if cls else ""
    for name, value in (attrs or {}).items():
        if value is not None:
            out += f' {name}="{escape(value)}"'
    return out


_FONTS = {  # reportlab font name -> (weight, style)
    "Helvetica": ("", ""),
    "Helvetica-Bold": ("bold", ""),
    "Helvetica-Oblique": ("", "italic"),
    "Helvetica-BoldOblique": ("bold", "italic"),
}


@dataclass(frozen=True)
class _State:
    """The graphics state ``saveState`` keeps: an axis-aligned transform
    (x' = sx * x + tx), line width, greys and font."""

    sx: float = 1.0
    sy: float = 1.0
    tx: float = 0.0
    ty: float = 0.0
    line_width: float = 1.0
    stroke: float = 0.0
    fill: float = 0.0
    font: str = "Helvetica"
    size: float = 12.0


class SvgCanvas:
    """A reportlab-style canvas whose pages are SVG documents
    (:attr:`pages` after :meth:`save`)."""

    def __init__(self, pagesize: tuple[float, float] = PAPERS["letter"], font_family: str = FONT_FAMILY):
        self._pagesize = pagesize
        self.font_family = font_family
        self.pages: list[str] = []
        self._out: list[str] = []
        self._state = _State()
        self._stack: list[_State] = []
        self._meta: dict[str, str] = {}

    # -- document ----------------------------------------------------------
    def setTitle(self, title: str) -> None:
        self._meta["title"] = title

    def setAuthor(self, author: str) -> None:
        self._meta["author"] = author

    def setCreator(self, creator: str) -> None:
        self._meta["creator"] = creator

    def setProducer(self, producer: str) -> None:
        self._meta["producer"] = producer

    def setSubject(self, subject: str) -> None:
        self._meta["subject"] = subject

    def setPageSize(self, size: tuple[float, float]) -> None:
        self._pagesize = tuple(size)

    def showPage(self) -> None:
        """Close the page: one ``<svg>`` document; the next page starts
        with a fresh graphics state, as in reportlab."""
        w, h = self._pagesize
        title = self._meta.get("title")
        head = (f'<svg xmlns="{SVG_NS}" width="{num(w)}" height="{num(h)}" viewBox="0 0 {num(w)} {num(h)}" '
                f'font-family="{escape(self.font_family)}">')
        if title:
            head += f"<title>{escape(title)}</title>"
        self.pages.append(head + "".join(self._out) + "</svg>\n")
        self._out = []
        self._state = _State()
        self._stack = []

    def save(self) -> None:
        """Close the last page when something was drawn on it."""
        if self._out:
            self.showPage()

    # -- graphics state ------------------------------------------------------
    def saveState(self) -> None:
        self._stack.append(self._state)

    def restoreState(self) -> None:
        self._state = self._stack.pop()

    def translate(self, dx: float, dy: float) -> None:
        s = self._state
        self._state = replace(s, tx=s.tx + s.sx * dx, ty=s.ty + s.sy * dy)

    def scale(self, x: float, y: float) -> None:
        s = self._state
        self._state = replace(s, sx=s.sx * x, sy=s.sy * y)

    def setLineWidth(self, width: float) -> None:
        self._state = replace(self._state, line_width=width)

    def setStrokeGray(self, g: float) -> None:
        self._state = replace(self._state, stroke=g)

    def setFillGray(self, g: float) -> None:
        self._state = replace(self._state, fill=g)

    def setFont(self, name: str, size: float, leading: Optional[float] = None) -> None:
        self._state = replace(self._state, font=name, size=size)

    # -- coordinates -----------------------------------------------------------
    def _x(self, x: float) -> float:
        s = self._state
        return s.sx * x + s.tx

    def _y(self, y: float) -> float:
        s = self._state
        return self._pagesize[1] - (s.sy * y + s.ty)

    def _len(self, v: float) -> float:
        return abs(self._state.sx) * v

    def _paint(self, stroke: int, fill: int) -> str:
        s = self._state
        out = f' fill="{grey(s.fill)}"' if fill else ' fill="none"'
        if stroke:
            out += f' stroke="{grey(s.stroke)}" stroke-width="{num(self._len(s.line_width))}"'
        return out

    # -- shapes ----------------------------------------------------------------
    def rect(self, x: float, y: float, width: float, height: float, stroke: int = 1, fill: int = 0) -> None:
        self._rect(x, y, width, height, 0, stroke, fill)

    def roundRect(self, x: float, y: float, width: float, height: float, radius: float, stroke: int = 1,
                  fill: int = 0) -> None:
        self._rect(x, y, width, height, radius, stroke, fill)

    def _rect(self, x: float, y: float, width: float, height: float, radius: float, stroke: int, fill: int) -> None:
        if not (stroke or fill):
            return
        x0, x1 = sorted((self._x(x), self._x(x + width)))
        y0, y1 = sorted((self._y(y), self._y(y + height)))
        rounded = f' rx="{num(self._len(radius))}"' if radius else ""
        self._out.append(f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" height="{num(y1 - y0)}"'
                         f'{rounded}{self._paint(stroke, fill)}/>')

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        s = self._state
        self._out.append(f'<line x1="{num(self._x(x1))}" y1="{num(self._y(y1))}" x2="{num(self._x(x2))}" '
                         f'y2="{num(self._y(y2))}" stroke="{grey(s.stroke)}" '
                         f'stroke-width="{num(self._len(s.line_width))}"/>')

    def circle(self, x: float, y: float, r: float, stroke: int = 1, fill: int = 0) -> None:
        if not (stroke or fill):
            return
        self._out.append(f'<circle cx="{num(self._x(x))}" cy="{num(self._y(y))}" r="{num(self._len(r))}"'
                         f'{self._paint(stroke, fill)}/>')

    def pips(self, centres: Iterable[tuple[float, float]], radius: float, width: float = 0.45, cls: str = "pip",
             **attrs) -> None:
        """Empty circles (white inside, so a tap on one hits it), one element
        each with the given class and attributes (MekBay counts
        ``class="pip armor" loc="CT"``); their paint is set once on a
        group around them."""
        centres = list(centres)
        if not centres or radius <= 0:
            return
        r = num(self._len(radius))
        mark = attributes(cls, attrs)
        out = [f'<g fill="#fff" stroke="{grey(self._state.stroke)}" '
               f'stroke-width="{num(self._len(min(width, radius * 0.5)))}">']
        for cx, cy in centres:
            out.append(f'<circle{mark} cx="{num(self._x(cx))}" cy="{num(self._y(cy))}" r="{r}"/>')
        out.append("</g>")
        self._out.append("".join(out))

    @contextmanager
    def group(self, cls: Optional[str] = None, **attrs) -> Iterator[None]:
        """A ``<g>`` with the given class and attributes around what is
        drawn inside (``id``, ``loc``, ``slot``... as MekBay reads them)."""
        self._out.append(f"<g{attributes(cls, attrs)}>")
        try:
            yield
        finally:
            self._out.append("</g>")

    # -- text ------------------------------------------------------------------
    def drawString(self, x: float, y: float, text: str) -> None:
        self.drawSpans(x, y, [text], "left")

    def drawRightString(self, x: float, y: float, text: str) -> None:
        self.drawSpans(x, y, [text], "right")

    def drawCentredString(self, x: float, y: float, text: str) -> None:
        self.drawSpans(x, y, [text], "center")

    def drawSpans(self, x: float, y: float, parts: Sequence[Union[str, Span]], align: str = "left") -> None:
        """One ``<text>``; a :class:`Span` becomes a ``<tspan>`` with its id
        and class, or gives them to the ``<text>`` itself when it is the
        whole line."""
        s = self._state
        weight, style = _FONTS.get(s.font, ("bold" if "Bold" in s.font else "", ""))
        attrs = f' x="{num(self._x(x))}" y="{num(self._y(y))}" font-size="{num(self._len(s.size))}"'
        if weight:
            attrs += f' font-weight="{weight}"'
        if style:
            attrs += f' font-style="{style}"'
        if align == "right":
            attrs += ' text-anchor="end"'
        elif align == "center":
            attrs += ' text-anchor="middle"'
        if s.fill:
            attrs += f' fill="{grey(s.fill)}"'
        parts = [p for p in parts if not isinstance(p, str) or p]
        text = "".join(p if isinstance(p, str) else p.text for p in parts)
        if "  " in text or text[:1] == " " or text[-1:] == " ":
            attrs += ' xml:space="preserve"'
        if len(parts) == 1 and isinstance(parts[0], Span):
            only = parts[0]
            mark = attributes(only.cls, {"id": only.id})
            self._out.append(f"<text{mark}{attrs}>{escape(only.text)}</text>")
            return
        body = "".join(escape(p) if isinstance(p, str) else
                       f"<tspan{attributes(p.cls, {'id': p.id})}>{escape(p.text)}</tspan>" for p in parts)
        self._out.append(f"<text{attrs}>{body}</text>")


__all__ = ["FONT_FAMILY", "SvgCanvas", "escape", "grey", "num"]
