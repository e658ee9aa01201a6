"""Turning loaded JSON into read-only data, shared by every registry
(catalog, components, BV and Alpha Strike tables)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Final


def freeze(value: Any) -> Any:
    """Dicts become read-only mappings and lists tuples, all the way down."""
    if isinstance(value, dict):
        return MappingProxyType({k: freeze(v) if isinstance(v, CONTAINERS) else v for k, v in value.items()})
    if isinstance(value, list):
        return tuple([freeze(v) if isinstance(v, CONTAINERS) else v for v in value])
    return value


# The JSON values freeze turns read-only; the scalars, most values, are
# kept as they are (callers test this first and skip the call).
CONTAINERS: Final = (dict, list)
