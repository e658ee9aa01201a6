"""Errors raised while reading designs."""

from __future__ import annotations

from typing import Optional


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
