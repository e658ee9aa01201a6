"""A design resolved once: the one place an equipment name meets the catalog.

``resolve(design)`` looks every mount up with one policy - the catalog's
exact id or alias (:meth:`construction.catalog.Catalog.find`); importers and
the JSON loader turn the names they read into catalog ids before a design
exists - and returns an immutable :class:`ResolvedDesign` that every
consumer reads: construction checks, Battle Value, Alpha Strike, forces and
the record sheets.  A mount whose item the catalog does not know is in
``unknown``, and every consumer answers it the same way (validation:
UNKNOWN_EQUIPMENT; BV and Alpha Strike: incomplete; the sheet: a warning).

The result is cached on the design (a frozen, hashable dataclass), so
resolving the same design again costs nothing.

Also worked out here, once, because several consumers need them:
fire-control links (Artemis, Apollo, PPC capacitors, laser insulators, RISC
laser pulse modules, each paired with the first weapon of its location that
accepts it, TM p. 302 / TO pp. 380-381) and machine gun array members.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Generic, Optional, TypeVar, cast

from .catalog import Catalog, Equipment, catalog
from .model import SYSTEM_ITEM_SET, Design, Mount


_Eq = TypeVar("_Eq", bound=Optional[Equipment])


class ResolvedMount(Generic[_Eq]):
    """One mount with its catalog item (``eq``; None for a fixed 'Mech
    system or an item the catalog does not know).  Immutable (its fields
    are Final: the compiled class refuses to set them), compared by value
    and hashed by the item's id (as a named tuple holding a catalog item it
    could not be hashed).  For the type checker,
    ``ResolvedMount[Equipment]`` is one whose item the catalog knows
    (``ResolvedDesign.items``).

    A compiled class rather than a named tuple or a dataclass: every mount
    of every design gets one, and making a named tuple through
    tuple.__new__ cost ~1,400 instructions a mount (3% of a corpus run);
    mypyc compiles no generic dataclass."""

    __slots__ = ("index", "mount", "eq")

    def __init__(self, index: int, mount: Mount, eq: _Eq) -> None:
        self.index: Final = index  # position in design.mounts
        self.mount: Final = mount
        self.eq: Final = eq

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, ResolvedMount) and self.index == other.index and self.mount == other.mount
                and self.eq == other.eq)

    def __hash__(self) -> int:
        # by the item's id: a catalog item holds read-only mappings, which
        # do not hash (equal items have equal ids)
        return hash((self.index, self.mount, self.eq.id if self.eq is not None else None))

    def __repr__(self) -> str:
        return f"ResolvedMount(index={self.index!r}, mount={self.mount!r}, eq={self.eq!r})"

    @property
    def location(self) -> str:
        return self.mount.location

    @property
    def slot_count(self) -> int:
        m = self.mount
        n = len(m.slots) + len(m.split_slots)
        if m.split_more:
            n += sum(len(p.slots) for p in m.split_more)
        return max(1, n)


# (linking item flag, link kind, test on the weapon).  Each add-on goes to the
# first weapon in its own location that accepts it and has no add-on yet, in
# this order of kinds.
_LINKERS: Final = (
    ("F_ARTEMIS", "artemis", lambda w: "F_ARTEMIS_COMPATIBLE" in w.flags),
    ("F_ARTEMIS_PROTO", "artemis_proto", lambda w: "F_ARTEMIS_COMPATIBLE" in w.flags),
    ("F_ARTEMIS_V", "artemis_v", lambda w: "F_ARTEMIS_COMPATIBLE" in w.flags),
    ("F_APOLLO", "apollo", lambda w: w.weapon is not None and w.weapon.ammo_type == "T_MRM"),
    ("F_PPC_CAPACITOR", "capacitor", lambda w: "F_PPC" in w.flags),
    ("F_LASER_INSULATOR", "insulator", lambda w: "F_LASER" in w.flags),
    ("F_RISC_LASER_PULSE_MODULE", "risc_pulse_module", lambda w: "F_LASER" in w.flags),
)

_LINKING_FLAGS: Final = frozenset([flag for flag, _, _ in _LINKERS] + ["F_MGA"])


@dataclass(frozen=True, init=False)
class Link:
    weapon: int  # mount index of the weapon
    linker: int  # mount index of the add-on
    kind: str  # artemis | artemis_proto | artemis_v | apollo | capacitor | insulator | risc_pulse_module

    def __init__(self, weapon: int, linker: int, kind: str) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "weapon", weapon)
        object.__setattr__(self, "linker", linker)
        object.__setattr__(self, "kind", kind)


@dataclass(frozen=True, init=False)
class ResolvedDesign:
    # No reference back to the design, which holds this (see resolve): a
    # design <-> resolved cycle would leave every evaluated design, with all
    # it holds, to the cycle collector instead of being freed when dropped.
    mounts: tuple[ResolvedMount[Optional[Equipment]], ...]  # every mount, in design order
    items: tuple[ResolvedMount[Equipment], ...]  # the mounts with a catalog item
    unknown: tuple[Mount, ...]  # mounts naming an item the catalog does not know
    flags: frozenset  # every flag any mounted item carries
    links: tuple[Link, ...]
    mga_members: tuple[tuple[int, tuple[int, ...]], ...]  # (array index, (machine gun indexes...))
    chassis_mods: tuple[Equipment, ...]  # support vehicles: the chassis modifications
    armored: tuple[ResolvedMount[Optional[Equipment]], ...]  # the armored components (Mount.armored), in design order
    # conventional infantry: the primary weapon, the secondary and the armor kit (None where none or unknown)
    infantry: tuple[Optional[Equipment], Optional[Equipment], Optional[Equipment]] = (None, None, None)
    # views worked out on first read (a compiled class has no instance __dict__ to keep them in)
    memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __init__(self, mounts: tuple[ResolvedMount[Optional[Equipment]], ...],
                 items: tuple[ResolvedMount[Equipment], ...], unknown: tuple[Mount, ...], flags: frozenset,
                 links: tuple[Link, ...], mga_members: tuple[tuple[int, tuple[int, ...]], ...],
                 chassis_mods: tuple[Equipment, ...], armored: tuple[ResolvedMount[Optional[Equipment]], ...],
                 infantry: tuple[Optional[Equipment], Optional[Equipment], Optional[Equipment]] = (None, None, None)) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "mounts", mounts)
        object.__setattr__(self, "items", items)
        object.__setattr__(self, "unknown", unknown)
        object.__setattr__(self, "flags", flags)
        object.__setattr__(self, "links", links)
        object.__setattr__(self, "mga_members", mga_members)
        object.__setattr__(self, "chassis_mods", chassis_mods)
        object.__setattr__(self, "armored", armored)
        object.__setattr__(self, "infantry", infantry)
        object.__setattr__(self, "memo", {})

    @property
    def pairs(self) -> tuple[tuple[Mount, Optional[Equipment]], ...]:
        """(mount, catalog item or None) for every mount, in design order."""
        cached = self.memo.get("pairs")
        if cached is None:
            cached = self.memo["pairs"] = tuple((m.mount, m.eq) for m in self.mounts)
        return cached

    @property
    def unknown_labels(self) -> tuple[str, ...]:
        """Each unknown mount as the results name it: "item (location)"."""
        cached = self.memo.get("unknown_labels")
        if cached is None:
            cached = self.memo["unknown_labels"] = tuple(f"{m.item} ({m.location})" for m in self.unknown)
        return cached

    @property
    def complete(self) -> bool:
        """Every mount names an item the catalog knows."""
        return not self.unknown

    def equipment_of(self, mount_index: int) -> Optional[Equipment]:
        return self.mounts[mount_index].eq

    def links_of(self, weapon_index: int) -> tuple[Link, ...]:
        if not self.links:
            return ()  # most designs: asked for every weapon by BV and Alpha Strike
        return tuple(link for link in self.links if link.weapon == weapon_index)

    def link_kind(self, weapon_index: int) -> Optional[str]:
        found = self.links_of(weapon_index)
        return found[0].kind if found else None


def resolve(design: Design) -> ResolvedDesign:
    """The design's resolved form, worked out once per design object."""
    cached = design.memo.get("resolved")
    if cached is None:
        cached = _resolve(design)
        design.memo["resolved"] = cached  # a design is immutable
    return cached


def canonical_item(name: str) -> str:
    """The catalog id of an item named by id or alias; the name itself when
    the catalog does not know it (it is then an unknown item)."""
    found = catalog().find(name)
    return found.id if found is not None else name


def _found(cat: Catalog) -> dict:
    """Item name -> catalog item (None: a fixed system or a name the
    catalog does not know), shared by every design: the answer depends on
    the name and the (process-wide, immutable) catalog alone, and designs
    name the same few hundred items, so each name is looked up once.  The
    fixed systems are there from the start (Mount.is_system, without a
    property call per mount); the table is emptied when it grows large."""
    global _FOUND, _FOUND_IN
    if _FOUND_IN is not cat or len(_FOUND) > 20000:
        _FOUND, _FOUND_IN = dict.fromkeys(SYSTEM_ITEM_SET), cat
    return _FOUND


_FOUND: dict = {}
_FOUND_IN: Optional[Catalog] = None  # the catalog _FOUND was filled from


def _resolve(design: Design) -> ResolvedDesign:
    cat = catalog()
    unknown = []
    found = _found(cat)
    resolved: list[ResolvedMount[Optional[Equipment]]] = []
    for i, mount in enumerate(design.mounts):
        name = mount.item
        eq = found.get(name, _UNSEEN)
        if eq is _UNSEEN:
            eq = found[name] = cat.find(name)
        if eq is None and name not in SYSTEM_ITEM_SET:
            unknown.append(mount)
        resolved.append(ResolvedMount(i, mount, eq))
    mounts = tuple(resolved)
    # (the same objects, seen by the type checker as known items)
    items = cast(tuple[ResolvedMount[Equipment], ...], tuple(m for m in mounts if m.eq is not None))
    # each catalog item's flags once (mounts of one item share its set:
    # ten heat sinks, a weapon's ammunition bins)
    distinct = {m.eq.flags for m in items}
    flags = frozenset().union(*distinct) if distinct else frozenset()
    links, mga = _link(items, flags)
    mods: tuple = ()
    if design.support_vehicle is not None:
        mods = tuple(e for e in (cat.find(name) for name in design.support_vehicle.chassis_mods) if e is not None)
    infantry: tuple = (None, None, None)
    if design.infantry is not None:
        # the platoon's weapons and kit are named outside the mounts; an
        # unknown one is reported (and left unpriced) like an unknown mount
        inf = design.infantry
        kit = []
        for kit_name, where in ((inf.primary, "primary"), (inf.secondary, "secondary"), (inf.armor_kit, "armor_kit")):
            eq = cat.find(kit_name) if kit_name else None
            if kit_name and eq is None:
                unknown.append(Mount(item=kit_name, location=where))
            kit.append(eq)
        infantry = tuple(kit)
    armored = tuple(m for m in mounts if m.mount.armored)  # (most designs: none)
    return ResolvedDesign(mounts, items, tuple(unknown), flags, links, mga, mods, armored, infantry)


_UNSEEN: Final = object()


def _link(items: tuple[ResolvedMount, ...], flags: frozenset) -> tuple[tuple[Link, ...], tuple]:
    """The fire-control links and machine gun arrays; ``flags`` (every flag
    the items carry) lets a design without any add-on or array skip the
    search."""
    if flags.isdisjoint(_LINKING_FLAGS):
        return (), ()
    links: list[Link] = []
    taken: set[int] = set()
    weapons = [it for it in items if it.eq.kind == "weapon"]
    for flag, kind, accepts in _LINKERS:
        if flag not in flags:
            continue
        for add in items:
            if add.eq.kind != "misc" or flag not in add.eq.flags:
                continue
            for w in weapons:
                if w.index in taken or w.location != add.location or not accepts(w.eq):
                    continue
                links.append(Link(w.index, add.index, kind))
                taken.add(w.index)
                break
    mga: list = []
    if "F_MGA" not in flags:
        return tuple(links), tuple(mga)
    used: set[int] = set()
    for arr in weapons:
        if "F_MGA" not in arr.eq.flags:
            continue
        array_ammo = arr.eq.weapon.ammo_type if arr.eq.weapon else None

        def candidates(same_kind: bool):
            return [w for w in weapons
                    if w.index not in used and w.location == arr.location and "F_MG" in w.eq.flags
                    and "F_MGA" not in w.eq.flags
                    and (not same_kind or not w.eq.weapon or w.eq.weapon.ammo_type == array_ammo)]

        # an array links machine guns of its own kind; an array whose file
        # names the wrong kind (a standard MGA beside light MGs, Marshal
        # MHL-6MC) links the machine guns that are there, as the MUL values it
        pool = candidates(True) or candidates(False)
        members = tuple(w.index for w in pool[:4])
        used.update(members)
        mga.append((arr.index, members))
    return tuple(links), tuple(mga)


__all__ = ["Link", "ResolvedDesign", "ResolvedMount", "canonical_item", "resolve"]
