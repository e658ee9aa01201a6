"""Which unit families may mount an item (issue 16): the classes of items a
family refuses, read from data/rules/common.json ``tables.item_families``
(each class and exception with its book and page).

The catalog's ``mountable_on`` (MegaMek's registry flags) is not complete
enough to require an item to list the design's family, so the table names
classes an item falls in by its facts (aerospace-only, a 'Mech physical
weapon, battle armor or infantry equipment, vehicle equipment, 'Mech
equipment) and which families refuse each class.  A class may instead list
its items by id in ``groups``, each group with its own book and page (the
'Mech-only systems: MASC, TSM, partial wings, ...), which the report
cites.  Ammunition and items with no ``mountable_on`` fall in no class
unless a class names one of their flags.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Mapping, Optional

from .report import rule_tables

if TYPE_CHECKING:
    from .catalog import Equipment

# The design families this module answers for (Design.unit_type, plus
# "combat_vehicle" / "support_vehicle" as the vehicle checks name them).
FAMILIES = ("mech", "protomech", "combat_vehicle", "support_vehicle")

_CACHE: Final[dict[tuple, Any]] = {}
_UNSEEN: Final = object()  # a key not looked at yet (its answer may be None)
_PLAIN: Final[dict[str, dict[str, Any]]] = {}  # family -> item id -> refusal(item, family)


def table() -> Mapping[str, Any]:
    return rule_tables("common")["item_families"]


def in_class(item: Optional[Equipment], name: str, family: str) -> bool:
    """Whether a catalog item falls in the class ``name`` of the table, as
    seen by ``family`` (a class may spare items flagged for that family)."""
    tab = table()
    cls = tab["classes"][name]
    if item is None or item.kind == "ammo":
        return False
    if "groups" in cls:
        return _group(cls, item.id) is not None
    if not item.flags.isdisjoint(cls.get("unless_flags", {}).get(family, ())):
        return False
    on = set(item.mountable_on)
    ground = on & set(tab["ground_families"])
    flagged = not item.flags.isdisjoint(cls.get("flags", ()))
    if cls.get("no_ground_family"):
        return not ground and (bool(on) or flagged)  # flagged: air-launched ordnance the registry gives no family
    if "only_families" in cls:
        return bool(on) and on <= set(cls["only_families"])
    if "only_ground_families" in cls:
        return bool(ground) and ground <= set(cls["only_ground_families"])
    return flagged


def _group(cls: Mapping[str, Any], item_id: str) -> Optional[Mapping[str, Any]]:
    for group in cls["groups"]:
        if item_id in group["ids"]:
            return group
    return None


def _excepted(item: Any, name: str, family: str, mount: Optional[str],
              traits: Mapping[str, str]) -> bool:
    for row in table()["exceptions"]:
        if family not in row["families"]:
            continue
        if "ids" in row and item.id not in row["ids"]:
            continue
        if "classes" in row and name not in row["classes"]:
            continue
        if "kinds" in row and item.kind not in row["kinds"]:
            continue
        if "mount" in row and mount != row["mount"]:
            continue
        if any(traits.get(k) not in allowed for k, allowed in row.get("traits", {}).items()):
            continue
        return True
    return False


def refusal(item: Optional[Equipment], family: str, mount: Optional[str] = None,
            traits: Optional[Mapping[str, str]] = None) -> Optional[Mapping[str, Any]]:
    """The class row (``what``, ``book``, ``page``, ...) for which ``family``
    may not mount ``item``, or None when nothing here forbids it.  ``mount``
    is the mount kind of the item's line (``pintle``, ...), which an
    exception may name; ``traits`` what an exception may ask of the design
    (a support vehicle's ``weight_class`` and ``motive``).  Each answer is
    worked out once."""
    if item is None:
        return None
    if mount is None and not traits:  # the usual question: one lookup by item id
        by_item = _PLAIN.get(family)
        if by_item is None:
            by_item = _PLAIN[family] = {}
        found = by_item.get(item.id, _UNSEEN)
        if found is _UNSEEN:
            found = by_item[item.id] = _refusal(item, family, None, {})
        return found
    key = (item.id, family, mount, tuple(sorted(traits.items())) if traits else ())
    found = _CACHE.get(key, _UNSEEN)
    if found is _UNSEEN:
        found = _CACHE[key] = _refusal(item, family, mount, traits or {})
    return found


def _refusal(item: Equipment, family: str, mount: Optional[str], traits: Mapping[str, str]) -> Optional[Mapping[str, Any]]:
    for name in table()["refused"].get(family, ()):
        if in_class(item, name, family) and not _excepted(item, name, family, mount, traits):
            cls = table()["classes"][name]
            found = dict(cls, name=name)
            if "groups" in cls:  # the group's own what, book and page
                group = _group(cls, item.id)
                assert group is not None  # in_class found the item in one of the groups
                found.update({k: group[k] for k in ("what", "book", "page") if k in group})
            return found
    return None


def message(item: Any, where: str, row: Mapping[str, Any]) -> str:
    """The report text: what the item is, and why the family refuses it."""
    page = str(row["page"])
    pages = "pp." if any(c in page for c in ",-") else "p."
    return f"{item.name} is {row['what']} and cannot be mounted on {where} ({row['book']} {pages} {page})"


__all__ = ["FAMILIES", "in_class", "message", "refusal", "table"]
