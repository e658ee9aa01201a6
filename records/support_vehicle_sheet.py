"""The support vehicle record sheet: the vehicle sheet with the support
vehicle's weight class (small/medium/large), barrier armor rating (BAR) and
tech ratings; two per page.  Large support vehicles print their six armor
facings (TO errata E, TO p. 253 facing names)."""

from __future__ import annotations

from construction.model import Design

from . import vehicle_sheet
from .common import SheetError, SheetOptions

W, H = vehicle_sheet.W, vehicle_sheet.H
PER_PAGE = 2
GAP, BLOCK_H = vehicle_sheet.GAP, vehicle_sheet.BLOCK_H

WEIGHT_CLASSES = {"small": "Small", "medium": "Medium", "large": "Large"}


def check(design: Design) -> None:
    if design.support_vehicle is None:
        raise SheetError(f"{design.name}: a support vehicle design without its support vehicle block cannot be drawn",
                         "support_vehicle")
    vehicle_sheet.check(design)


def _extra(design: Design) -> list[str]:
    sv = design.support_vehicle
    ratings = "/".join(r or "-" for r in (sv.structural_tech_rating, sv.armor_tech_rating, sv.engine_tech_rating))
    return [f"Weight Class: {WEIGHT_CLASSES.get(sv.weight_class, sv.weight_class)}   BAR: {sv.bar}   "
            f"Tech Ratings (structure/armor/engine): {ratings}"]


def draw(f, design: Design, options: SheetOptions, y0: float) -> None:
    """The vehicle sheet's band, titled with the weight class, with the
    support vehicle's data lines."""
    sv = design.support_vehicle
    title = f"{WEIGHT_CLASSES.get(sv.weight_class, '').upper()} SUPPORT VEHICLE RECORD SHEET".strip()
    vehicle_sheet.draw(f, design, options, y0, heading_title=title, data_heading="SUPPORT VEHICLE DATA",
                       extra=_extra(design))
