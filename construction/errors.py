"""Errors raised while reading designs."""

from __future__ import annotations

from typing import Any, Optional


class ParseError(ValueError):
    """A unit file that cannot be read: the message names the line."""

    def __init__(self, message: str, line: Optional[int] = None, source: Optional[str] = None):
        self.message = message
        self.line = line
        self.source = source
        where = f"line {line}: " if line else ""
        super().__init__(f"{where}{message}")

    def to_dict(self) -> dict:
        out: dict[str, str | int] = {"code": "PARSE_ERROR", "message": self.message}
        if self.line:
            out["line"] = self.line
        return out


# The lookup errors of the catalog and the component tables live here, in
# plain Python, with ParseError: subclasses of a builtin type, which the
# compiled core (tools/build_native.py) cannot compile.


class UnknownEquipment(KeyError):
    """Raised by :meth:`Catalog.get` for a name that is neither an id nor an alias."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep the message readable
        return str(self.args[0]) if self.args else "unknown equipment"


class UnknownComponent(KeyError):
    """Raised when a component name or id is not in the registry."""

    def __init__(self, family: str, name: Any, hint: str = ""):
        self.family = family
        self.name = name
        msg = f"unknown {family}: {name!r}"
        if hint:
            msg += f" ({hint})"
        super().__init__(msg)

    def __str__(self) -> str:  # KeyError would repr() the message
        return self.args[0]


class UnsupportedFamily(ParseError):
    """A readable file of a unit family MechForge does not handle yet."""

    def __init__(self, identity):
        self.identity = identity
        super().__init__(f"unit family {identity.unit_type!r} ({identity.megamek_type}) is not supported yet")
