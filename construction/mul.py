"""MegaMek force files (``.mul``): read and write.

A ``.mul`` file is XML: a root ``<unit>`` element holding one ``<entity>``
per unit, named by ``chassis`` and ``model`` (MegaMek finds the unit in its
own unit files by that pair), with its crew as ``<pilot gunnery piloting
name .../>`` (or ``<crew>`` with one ``<crewMember>`` per seat on
multi-crew cockpits: the first seat's skills are the unit's).  C3 networks
are written on the entities: a unit with C3 gear has a ``c3UUID``; a slave
names its master's in ``c3MasterIs`` (a lance master answering to a company
master names the company master's); a C3i network is a ``<c3iset>`` of
``<c3i_link link="uuid"/>`` on every member, listing all members.

This module knows the file format only.  Which stored design an entity
names, and whether the networks are legal, is for the caller (the forces
API resolves entities, ``bv.force`` checks the networks).  Files with a
document type declaration are refused: no entity expansion, ever.
"""

from __future__ import annotations

import uuid as _uuid
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from typing import Final, Optional, Sequence
from xml.sax.saxutils import quoteattr

from .rounding import WHOLE_NUMBER_TEXT

MEGAMEK_VERSION: Final = "0.50.07"  # the version the written files name (MegaMek reads older and newer)
MAX_ENTITIES: Final = 100
MAX_TEXT: Final = 2 * 1024 * 1024

# the movement mode MegaMek writes in ``type``, by family (informational: MegaMek finds units by name)
_MOVE_TYPE: Final = {"mech": "Biped", "combat_vehicle": "Tracked", "support_vehicle": "Wheeled", "battle_armor": "Leg",
              "protomech": "Biped", "infantry": "Leg"}


class MulError(ValueError):
    """A file that is not a readable force file; ``path`` names the entity
    (``entities.3``) or is None for the file as a whole."""

    def __init__(self, message: str, path: Optional[str] = None):
        super().__init__(message)
        self.message = message
        self.path = path


@dataclass(frozen=True)
class MulEntity:
    """One unit of a force file, as the file states it."""

    chassis: str
    model: str
    gunnery: int = 4
    piloting: int = 5
    pilot: Optional[str] = None
    type: Optional[str] = None
    c3_uuid: Optional[str] = None
    c3_master: Optional[str] = None  # the c3UUID of the unit's master
    c3i_links: tuple[str, ...] = ()
    nc3_links: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.chassis} {self.model}".strip()


@dataclass(frozen=True)
class MulNetwork:
    """A network read from a file, by entity index: ``kind`` is "c3" (a
    master-slave tree; ``company`` is the top master when the tree has
    masters under a master) or "c3i"."""

    kind: str
    members: tuple[int, ...]
    company: Optional[int] = None


@dataclass(frozen=True)
class MulForce:
    entities: tuple[MulEntity, ...]
    networks: tuple[MulNetwork, ...] = ()
    warnings: tuple[str, ...] = field(default=())


# ------------------------------------------------------------------ reading
def _skill(element: ET.Element, name: str, default: int, path: str) -> int:
    raw = element.get(name)
    if raw is None:
        return default
    text = raw.strip()
    if not WHOLE_NUMBER_TEXT.fullmatch(text):  # ASCII digits only (rounding.WHOLE_NUMBER_TEXT)
        raise MulError(f"{name} {raw!r} is not a whole number", path)
    value = int(text)
    if not 0 <= value <= 8:
        raise MulError(f"{name} {value} is outside 0-8", path)
    return value


def _crew(entity: ET.Element) -> Optional[ET.Element]:
    pilot = entity.find("pilot")
    if pilot is not None:
        return pilot
    crew = entity.find("crew")
    if crew is not None:
        members = sorted(crew.findall("crewMember"), key=lambda m: m.get("slot", "0"))
        return members[0] if members else None
    return None


def read_mul(text: str) -> MulForce:
    """The units and networks of a force file's text, or :class:`MulError`."""
    if len(text) > MAX_TEXT:
        raise MulError("the file is too large")
    upper = text.upper()  # anywhere: a DOCTYPE after 4 KiB of comment was read (with its attribute defaults)
    if "<!DOCTYPE" in upper or "<!ENTITY" in upper:
        raise MulError("document type declarations are not accepted in force files")
    try:
        root = ET.fromstring(text.lstrip("\ufeff"))
    except ET.ParseError as exc:
        raise MulError(f"not well-formed XML: {exc}") from None
    if root.tag not in ("unit", "record"):
        raise MulError(f"the root element is <{root.tag}>; a MegaMek force file has <unit>")
    elements = [e for e in root.iter("entity")]
    if not elements:
        raise MulError("the file holds no <entity>")
    if len(elements) > MAX_ENTITIES:
        raise MulError(f"{len(elements)} entities; at most {MAX_ENTITIES}")
    entities = []
    for i, e in enumerate(elements):
        path = f"entities.{i}"
        chassis = (e.get("chassis") or "").strip()
        if not chassis:
            raise MulError("an entity without a chassis", path)
        crew = _crew(e)
        entities.append(MulEntity(
            chassis=chassis,
            model=(e.get("model") or "").strip(),
            gunnery=_skill(crew, "gunnery", 4, path) if crew is not None else 4,
            piloting=_skill(crew, "piloting", 5, path) if crew is not None else 5,
            pilot=(crew.get("name") or None) if crew is not None else None,
            type=e.get("type"),
            c3_uuid=e.get("c3UUID") or None,
            c3_master=e.get("c3MasterIs") or None,
            c3i_links=tuple(x.get("link", "") for x in e.iter("c3i_link") if x.get("link")),
            nc3_links=tuple(x.get("link", "") for x in e.iter("NC3_link") if x.get("link")),
        ))
    networks, warnings = _networks(entities)
    return MulForce(tuple(entities), networks, warnings)


def _networks(entities: Sequence[MulEntity]) -> tuple[tuple[MulNetwork, ...], tuple[str, ...]]:
    """The networks the entities' C3 attributes describe."""
    warnings = []
    by_uuid = {e.c3_uuid: i for i, e in enumerate(entities) if e.c3_uuid}
    out = []
    # standard / boosted C3: trees of "answers to" links
    parent = {}
    for i, e in enumerate(entities):
        if e.c3_master and not e.c3i_links:
            target = by_uuid.get(e.c3_master)
            if target is None:
                warnings.append(f"entities.{i}: its C3 master {e.c3_master} is not in the file; left out of any network")
            elif target != i:
                parent[i] = target
    roots: dict[int, list[int]] = {}
    for i in parent:
        top = i
        seen = set()
        while top in parent and top not in seen:
            seen.add(top)
            top = parent[top]
        roots.setdefault(top, []).append(i)
    for top, below in sorted(roots.items()):
        members = tuple(sorted({top, *below}))
        lance_masters = {parent[i] for i in below} - {top}
        out.append(MulNetwork("c3", members, top if lance_masters else None))
    # C3i: each member lists the whole network
    done: set[int] = set()
    for i, e in enumerate(entities):
        if not e.c3i_links or i in done:
            continue
        linked = {by_uuid[link] for link in e.c3i_links if link in by_uuid} | {i}
        linked -= done
        done |= linked
        if len(linked) > 1:
            out.append(MulNetwork("c3i", tuple(sorted(linked))))
    if any(e.nc3_links for e in entities):
        warnings.append("naval C3 networks are not supported; those units are listed without a network")
    return tuple(out), tuple(warnings)


# ------------------------------------------------------------------ writing
@dataclass(frozen=True)
class OutUnit:
    """A unit to write: its design's chassis, model and family, and its crew."""

    chassis: str
    model: str
    unit_type: str
    gunnery: int
    piloting: int
    key: str  # the unit's id in the force (names its C3 UUID)


def _unit_uuid(force_key: str, unit_key: str) -> str:
    """A C3 UUID that is the same every time the same force is written."""
    return str(_uuid.uuid5(_uuid.NAMESPACE_URL, f"mechforge:force:{force_key}:unit:{unit_key}"))


def write_mul(units: Sequence[OutUnit], networks: Sequence[dict], force_key: str = "",
              roles: Optional[dict[str, str]] = None) -> str:
    """A force file MegaMek loads.  ``networks`` are the force's networks as
    the forces API keeps them (``{"type", "master"?, "members"}`` by unit
    key); ``roles`` maps a unit key to its C3 role (bv.force's network_gear):
    slaves are shared out among the masters in order, each lance master
    answers to the company master.  The same force gives the same bytes."""
    roles = roles or {}
    uuids = {u.key: _unit_uuid(force_key, u.key) for u in units}
    master_of: dict[str, str] = {}
    c3i_sets: dict[str, list[str]] = {}
    for n in networks:
        members = list(n["members"])
        if n["type"] == "c3i":
            for m in members:
                c3i_sets[m] = [uuids[x] for x in members]
            continue
        masters = [m for m in members if "master" in (roles.get(m) or "")]
        slaves = [m for m in members if m not in masters]
        company = n.get("master") or (masters[0] if masters else None)
        for m in masters:
            if m != company:
                assert company is not None  # masters is not empty here, so company is set
                master_of[m] = uuids[company]
        for k, s in enumerate(slaves):
            if masters:
                master_of[s] = uuids[masters[min(k // 3, len(masters) - 1)]]
    in_network = {m for n in networks for m in n["members"]}

    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "", f'<unit version="{MEGAMEK_VERSION}">', ""]
    for u in units:
        attrs = [("chassis", u.chassis), ("model", u.model), ("type", _MOVE_TYPE.get(u.unit_type, "Biped")),
                 ("commander", "false")]
        if u.key in master_of:
            attrs.append(("c3MasterIs", master_of[u.key]))
        if u.key in in_network:
            attrs.append(("c3UUID", uuids[u.key]))
        lines.append("    <entity " + " ".join(f"{k}={quoteattr(v)}" for k, v in attrs) + ">")
        lines.append(f'        <pilot size="1" name="" gunnery="{u.gunnery}" piloting="{u.piloting}"/>')
        if u.key in c3i_sets:
            lines.append("        <c3iset>")
            lines.extend(f"            <c3i_link link={quoteattr(link)}/>" for link in c3i_sets[u.key])
            lines.append("        </c3iset>")
        lines.append("    </entity>")
        lines.append("")
    lines.append("</unit>")
    return "\n".join(lines) + "\n"


__all__ = ["MulEntity", "MulError", "MulForce", "MulNetwork", "OutUnit", "read_mul", "write_mul"]
