"""Groups of catalog items named by the rules tables (data/rules/mech.json,
data/rules/vehicle.json and data/rules/battle_armor.json
``equipment_rules.groups``), shared by the 'Mech, vehicle and battle armor
equipment checks.

A group names items by ``flags``, ``ids``, ``kinds`` or the weapon's
``ammo_types`` (or ``tc_eligible``: the weapons a targeting computer serves), less those with a flag of ``except_flags``, an id of
``except_ids`` or a tonnage rule of ``except_tonnage_rules``.  Which groups
an item belongs to depends on the item and the table alone, so it is worked
out once per item and table (:func:`groups_of`); a design's checks then read
each group's mounts from one pass over its items.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Mapping, Optional

if TYPE_CHECKING:
    from .catalog import Equipment

_GROUPS_OF: Final[dict[int, dict[str, frozenset]]] = {}  # id of the groups table -> item id -> group names


def in_group(item: Optional[Equipment], group: Mapping) -> bool:
    """Whether a catalog item belongs to one group of a rules table."""
    if item is None or not item.flags.isdisjoint(group.get("except_flags", ())):
        return False
    if item.tonnage_rule in group.get("except_tonnage_rules", ()) or item.id in group.get("except_ids", ()):
        return False
    if item.kind in group.get("kinds", ()) or item.id in group.get("ids", ()):
        return True
    if not item.flags.isdisjoint(group.get("flags", ())):
        return True
    if group.get("tc_eligible") and item.weapon is not None and item.weapon.tc_eligible:
        return True  # the weapons a targeting computer serves (TM p. 238)
    ammo_type = item.weapon.ammo_type if item.weapon is not None else None
    return ammo_type is not None and ammo_type in group.get("ammo_types", ())


class _Index:
    """A groups table read from the item's side: the groups each flag, id,
    kind and weapon ammo type names (and those naming ``tc_eligible``), so
    an item's candidate groups come from its own few properties; each
    candidate is then checked with :func:`in_group` (which applies the
    ``except_`` keys)."""

    def __init__(self, groups: Mapping[str, Mapping]):
        self.groups = groups
        self.by_key: dict[tuple[str, Optional[str]], list[str]] = {}
        self.tc_eligible = [name for name, group in groups.items() if group.get("tc_eligible")]
        for name, group in groups.items():
            for key in ("flags", "ids", "kinds", "ammo_types"):
                for value in group.get(key, ()):
                    self.by_key.setdefault((key, value), []).append(name)

    def groups_of(self, item: Equipment) -> frozenset:
        by_key = self.by_key
        candidates = [name for flag in item.flags for name in by_key.get(("flags", flag), ())]
        candidates += by_key.get(("ids", item.id), ())
        candidates += by_key.get(("kinds", item.kind), ())
        if item.weapon is not None:
            if item.weapon.tc_eligible:
                candidates += self.tc_eligible
            candidates += by_key.get(("ammo_types", item.weapon.ammo_type), ())
        return frozenset(name for name in set(candidates) if in_group(item, self.groups[name]))


_INDEXES: Final[dict[int, _Index]] = {}  # id of the groups table -> its index


def groups_of(item: Optional[Equipment], groups: Mapping[str, Mapping]) -> frozenset:
    """The names of the groups of ``groups`` (a rules table's, loaded once)
    the item belongs to."""
    if item is None:
        return frozenset()
    known = _GROUPS_OF.get(id(groups))  # by table, then item: no key tuple to make and hash a call
    if known is None:
        known = _GROUPS_OF[id(groups)] = {}
    found = known.get(item.id)
    if found is None:
        index = _INDEXES.get(id(groups))
        if index is None:
            index = _INDEXES[id(groups)] = _Index(groups)
        found = known[item.id] = index.groups_of(item)
    return found


@dataclass(frozen=True, init=False)
class Grouped:
    """The :func:`grouped` entries of a design - (mount, item, group names)
    of each item in any group - with ``names``: every group any of them
    belongs to (so a rule row whose groups the design does not touch is
    answered without a scan)."""

    entries: tuple[tuple[Any, Any, frozenset], ...]
    names: frozenset

    def __init__(self, entries: tuple[tuple[Any, Any, frozenset], ...], names: frozenset) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "entries", entries)
        object.__setattr__(self, "names", names)


def grouped(pairs, groups: Mapping[str, Mapping]) -> Grouped:
    """(mount, item, group names) of each (mount, item) pair that belongs to
    any group, in the pairs' order."""
    out = []
    every: set = set()
    for mount, item in pairs:
        names = groups_of(item, groups)
        if names:
            out.append((mount, item, names))
            every |= names
    return Grouped(tuple(out), frozenset(every))


_TOUCHED: Final[dict[tuple[int, int, frozenset], dict[str, tuple]]] = {}  # (ids of the table and sections, group names) -> rows
# (ids of the table and sections) -> group -> (section, row position) of each row naming it
_ROWS_NAMING: Final[dict[tuple[int, int], dict[str, tuple[tuple[str, int], ...]]]] = {}


def touching(table: Mapping, sections: tuple[str, ...], entries: Grouped) -> Mapping[str, tuple]:
    """For each of ``sections`` of a rules table, the rows whose ``groups``
    name a group any of the :func:`grouped` entries belongs to, in order: a
    row none of whose groups the design touches has no members to check.
    The answer depends on the table and the design's group names alone, so
    it is kept per set of names (``table`` and ``sections`` are constants:
    the loaded rules table and a module's tuple); a new set reads its rows
    from an index of the rows naming each group (designs share few sets of
    names: scanning every row for each was most of the work)."""
    names = entries.names
    key = (id(table), id(sections), names)
    found = _TOUCHED.get(key)
    if found is None:
        if len(_TOUCHED) > 10000:
            _TOUCHED.clear()
        naming = _rows_naming(table, sections)
        positions: dict[str, set[int]] = {}
        for name in names:
            for section, at in naming.get(name, ()):
                positions.setdefault(section, set()).add(at)
        found = {section: () for section in sections}
        for section, ats in positions.items():
            rows = table[section]
            found[section] = tuple(rows[i] for i in sorted(ats))
        _TOUCHED[key] = found
    return found


def _rows_naming(table: Mapping, sections: tuple[str, ...]) -> dict[str, tuple[tuple[str, int], ...]]:
    """Each group name -> the (section, position) of every row of
    ``sections`` whose ``groups`` name it (worked out once per table)."""
    key = (id(table), id(sections))
    found = _ROWS_NAMING.get(key)
    if found is None:
        naming: dict[str, list[tuple[str, int]]] = {}
        for section in sections:
            for i, row in enumerate(table[section]):
                for name in row["groups"]:
                    naming.setdefault(name, []).append((section, i))
        found = _ROWS_NAMING[key] = {name: tuple(at) for name, at in naming.items()}
    return found


def members(entries: Grouped, names) -> list:
    """(mount, item) of the :func:`grouped` entries in any of ``names``, in order."""
    if entries.names.isdisjoint(names):
        return []
    return [(mount, item) for mount, item, found in entries.entries if not found.isdisjoint(names)]


__all__ = ["Grouped", "grouped", "groups_of", "in_group", "members", "touching"]
