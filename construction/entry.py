"""The entry points of construction: :func:`parse` (a unit file's text ->
:class:`Design`), :func:`validate` (every rule a design breaks),
:func:`summary`, :func:`unknown_mounts` and :func:`export`, re-exported by
the package.  (Here rather than in the package's ``__init__``, which stays
Python: they run for every unit, so they are compiled with the rest.)"""

from __future__ import annotations

from typing import Any, Callable, Final, Optional

from .battle_armor import validate_battle_armor
from .battle_armor_blk import parse_battle_armor_blk
from .blk import identify as _identify_blk
from .errors import ParseError, UnsupportedFamily
from .infantry import validate_infantry
from .infantry_blk import parse_infantry_blk
from .mech import validate_mech
from .model import Design
from .mtf import parse_mtf as _parse_mtf
from .protomech import validate_protomech
from .protomech_blk import parse_protomech_blk
from .readback import readback_problems
from .report import Report
from .resolved import resolve as _resolve
from .support_vehicle import validate_support_vehicle
from .vehicle import validate_vehicle
from .vehicle_blk import parse_vehicle_blk

FORMATS: Final = ("mtf", "blk")


def parse(text: str, fmt: Optional[str], source: Optional[str] = None) -> Design:
    """Read a unit file's text in the given format ('mtf' or 'blk').  A file
    whose design its JSON form would refuse (a name too long, ...) is a
    ParseError: what imports can be stored and read back."""
    design = _parse(text, fmt, source)
    problems = readback_problems(design)
    if problems:
        raise ParseError("; ".join(problems))
    return design


def export(design: Design, fmt: str) -> str:
    """The design as file text: ``"mtf"`` ('Mechs) or ``"blk"`` (every other
    family), as MegaMek writes them today, or ``"json"`` (the design's JSON
    form, indented and stable).  The text reads back as the same design;
    a format that does not fit the family, or a design the format cannot
    hold, is an :class:`ExportError` naming the field."""
    from .writers import write

    return write(design, fmt)


def _parse(text: str, fmt: Optional[str], source: Optional[str] = None) -> Design:
    fmt = (fmt or "").lower()
    if fmt == "mtf":
        return _parse_mtf(text, source=source)
    if fmt == "blk":
        identity = _identify_blk(text)
        importer = _BLK_IMPORTERS.get(identity.unit_type)
        if importer is None:
            raise UnsupportedFamily(identity)
        return importer(text, source=source)
    raise ParseError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


# Each unit family's .blk importer and validator, by unit_type (a family
# missing here is reported as not supported).
_BLK_IMPORTERS: Final[dict[str, Callable[..., Design]]] = {
    "combat_vehicle": parse_vehicle_blk,
    "support_vehicle": parse_vehicle_blk,
    "battle_armor": parse_battle_armor_blk,
    "protomech": parse_protomech_blk,
    "infantry": parse_infantry_blk,
}
_VALIDATORS: Final[dict[str, Callable[[Design], Report]]] = {
    "mech": validate_mech,
    "combat_vehicle": validate_vehicle,
    "support_vehicle": validate_support_vehicle,
    "battle_armor": validate_battle_armor,
    "protomech": validate_protomech,
    "infantry": validate_infantry,
}


def validate(design: Design) -> Report:
    """Every construction rule the design breaks (all at once).

    A design is immutable, so its checks run once: the verdict is kept on
    the design and each call answers a copy of it (a caller may add to its
    report without changing the next caller's)."""
    kept = design.memo.get("report")
    if kept is not None:
        return Report(list(kept.issues), kept.supported)
    validator = _VALIDATORS.get(design.unit_type)
    if validator is not None:
        report = validator(design)
        if design.import_notes:
            report.add_import_notes(design.import_notes)
        design.memo["report"] = Report(list(report.issues), report.supported)
        return report
    report = Report(supported=False)
    report.add("UNIT_TYPE_NOT_SUPPORTED", f"construction rules for {design.unit_type} designs are not implemented yet")
    return report


def unknown_mounts(design: Design) -> tuple:
    """The mounts whose item the equipment catalog does not know: every
    consumer reports these the same way (read from the resolved design) -
    validation as UNKNOWN_EQUIPMENT, BV and Alpha Strike as incomplete, the
    record sheet with a warning."""
    return _resolve(design).unknown


def summary(design: Design) -> dict:
    """The identity of a design as shown beside every result."""
    out: dict[str, Any] = {
        "unit_type": design.unit_type,
        "chassis": design.chassis,
        "model": design.model,
        "clan_name": design.clan_name,
        "mul_id": design.mul_id,
        "tonnage": design.tonnage,
        "tech_base": design.tech_base,
        "mixed_tech": design.mixed_tech,
        "rules_level": design.rules_level,
        "year": design.year,
        "omni": design.omni,
        "role": design.role,
        "source": design.source,
        "quirks": list(design.quirks),
    }
    if design.mech is not None:
        out["config"] = design.mech.config
        out["industrial"] = design.mech.industrial
    if design.support_vehicle is not None:
        from .support_vehicle import minimum_crew

        out["crew"] = minimum_crew(design).as_dict()
    return out


