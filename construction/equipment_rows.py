"""The rows the 'Mech, vehicle and battle armor equipment rules tables have
in common (data/rules/mech.json, vehicle.json and battle_armor.json
``equipment_rules``), each worked out here once.

Every function reads the (mount, item) pairs of a row's groups
(construction/item_groups.py :func:`~construction.item_groups.members`, in
the design's order) and keeps that order, so the issues come out in the
order each family reports them.  Where the families word an issue alike the
function returns it as a :class:`Finding`; where the wording differs it
returns the pairs and the family writes its own message.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, NamedTuple, Optional


class Finding(NamedTuple):
    """One issue of a row, less its code: the message, the location and the
    item id (``Report.add``'s arguments after the code)."""

    message: str
    location: Optional[str]
    item: Optional[str]


def once_per_item(pairs: Iterable[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """Rows that refuse items on a kind of unit (the 'Mech ``refused_on``,
    the vehicle ``motives`` and the battle armor ``refused`` rows): the
    first (mount, item) of each item, so that an item mounted several times
    is reported once, at its first mount."""
    seen: set[str] = set()
    first = []
    for mount, item in pairs:
        if item.id not in seen:
            seen.add(item.id)
            first.append((mount, item))
    return first


def incompatible(groups: list[str], members_of: Callable[[list[str]], list]) -> Optional[Finding]:
    """``incompatible`` rows ('Mech and vehicle): with members of both of
    the row's two ``groups`` mounted, "A cannot be combined with B" for the
    first member of each, at the first one's location; None when a group has
    no member (or both are the same item: no item is incompatible with
    itself).  ``members_of(names)`` gives the design's (mount, item) pairs in
    the groups ``names``; the second group is read only when the first has a
    member."""
    first_group, second_group = groups
    first = members_of([first_group])
    second = members_of([second_group]) if first else None
    if not second:
        return None
    (mount, a), (_, b) = first[0], second[0]
    if a.id == b.id:
        return None
    return Finding(f"{a.name} cannot be combined with {b.name}", mount.location, a.id)


def over_max(pairs: Iterable[tuple[Any, Any]], maximum: int, per_location: bool = False) -> list[Finding]:
    """Rows that limit how many of a group a unit mounts (the 'Mech
    ``per_location_max`` and the vehicle ``count_max`` rows): "more than N
    X", with " in LOC" when counted ``per_location``, once for each location
    (or once) at the mount that passes the maximum."""
    counts: dict[str, int] = {}
    found = []
    for mount, item in pairs:
        key = mount.location if per_location else ""
        counts[key] = counts.get(key, 0) + 1
        if counts[key] == maximum + 1:
            where = f" in {mount.location}" if per_location else ""
            found.append(Finding(f"more than {maximum} {item.name}{where}", mount.location, item.id))
    return found


def location_refused(row: Mapping, place: str) -> bool:
    """``placement`` rows (every family): whether ``place`` (a location
    class, or a battle armor location) lies outside the row's ``locations``
    or among its ``refused``; a row naming neither refuses no place."""
    return ("locations" in row and place not in row["locations"]) or place in row.get("refused", ())


__all__ = ["Finding", "incompatible", "location_refused", "once_per_item", "over_max"]
