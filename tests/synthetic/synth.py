"""Small helpers for the hand-worked item tests: mount an item on a bare
unit in given slots, and read back BV, the Alpha Strike card and the
validation verdict the way a user's design is read."""

from __future__ import annotations

import dataclasses

import bv
import construction
from bv import alpha_strike
from construction.model import Mount
from design_factories import BareMechFactory


def add(design, *mounts: Mount, **changes):
    """The design with more mounts (and other fields changed)."""
    return dataclasses.replace(design, mounts=design.mounts + tuple(mounts), **changes)


def on_bare_mech(eq_id: str, tech: str, slots: int, *more: Mount, loc: str = "LT"):
    """BareMechFactory of that tech base with the item in the first
    ``slots`` slots of ``loc`` (and any further mounts)."""
    return add(BareMechFactory(tech_base=tech), Mount(eq_id, loc, tuple(range(slots))), *more)


def check_ammo_beside_its_weapon(weapon: str, ammo: str, tech: str, slots: int, want_bv: int, ene: bool = False):
    """A ton of ``ammo`` right after its weapon in the bare 'Mech's left
    torso: the BV worked out by hand, ENE on the card only where ``ene``
    says (explosive ammunition takes it off), CASE shown on a Clan 'Mech
    (built in, ASC p. 96), and a valid design."""
    d = on_bare_mech(weapon, tech, slots, Mount(ammo, "LT", (slots,)))
    assert bv_of(d) == want_bv
    _, specials = card(d)
    assert ("ENE" in specials) == ene
    assert ("CASE" in specials) == (tech == "Clan")
    assert errors(d) == set()


def bv_of(design) -> int:
    return bv.compute(design).bv


def card(design) -> tuple[str, frozenset]:
    """('S/M/L', specials) of the design's Alpha Strike card."""
    a = alpha_strike.convert(design).as_dict()
    return "/".join(a["damage"][k] for k in "sml"), frozenset(a["specials"])


def errors(design) -> set[str]:
    return {i.code for i in construction.validate(design).errors}


def warnings(design) -> set[str]:
    return {i.code for i in construction.validate(design).warnings}


# Changes of one component, as functions of the design (for tables of cases).
def with_armor(kind):
    return lambda d: dataclasses.replace(d, armor_type=kind)


def with_structure(kind):
    return lambda d: dataclasses.replace(d, structure=kind)


def with_engine(kind):
    return lambda d: dataclasses.replace(d, engine=dataclasses.replace(d.engine, type=kind))


def with_mech(**kw):
    return lambda d: dataclasses.replace(d, mech=dataclasses.replace(d.mech, **kw))


def with_heat_sinks(kind):
    return lambda d: dataclasses.replace(d, heat_sinks=dataclasses.replace(d.heat_sinks, type=kind))
