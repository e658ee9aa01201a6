"""Force BV for list builders: pilot skill, C3 networks and TAG.

``evaluate_force(units, networks)`` takes each unit's base BV (the 4/5 BV
from :func:`bv.compute`) and crew, the C3 networks and the TAG relations,
and returns every unit's adjusted BV and the force total, rounded once.

Rules (tables in ``bv/data/force.json``):

* C3 (TM p. 315): every member of a network adds a fraction of the summed
  base BV of all the network's members: 5% for standard C3 and C3i, 7% for
  boosted C3.  In a network mixing standard and boosted C3 each member uses
  its own C3 type (TO errata A6, TO p. 386).
* Limits: a standard C3 network has at most 12 members, at most four
  masters (one per lance) and three slaves per master; more than one master
  needs a company-level master that the others answer to.  A C3i network has
  at most 6 members.  A network needs 2 members; a unit belongs to at most
  one network.
* TAG: a unit with N working TAGs adds N x the BV of the semi-guided or
  homing ammunition carried by the other friendly units.
* Pilot skill (TM p. 315) multiplies the unit's BV including those bonuses.
* The TO "Force Size" adjustment is not applied (deleted by the TO errata).

Rule violations raise :class:`ForceError` naming the offending field.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Final, Optional, Sequence

from construction.model import Design
from construction.resolved import resolve
from construction.rounding import round_half_up

from . import alpha_strike as AS
from . import skill_multiplier
from .tables import table

C3_ROLES: Final = ("master", "slave", "boosted_master", "boosted_slave", "c3i", "boosted_c3i")


class ForceError(ValueError):
    """A force that breaks a rule; ``field_path`` names the offending input
    (``networks[0].members``, ``units[2].gunnery``, ...)."""

    def __init__(self, field_path: str, message: str):
        self.field_path = field_path
        self.message = message
        super().__init__(f"{field_path}: {message}")


@dataclass(frozen=True)
class ForceUnit:
    id: str
    base_bv: float
    gunnery: int = 4
    piloting: int = 5
    c3: Optional[str] = None  # one of C3_ROLES
    tag_count: int = 0  # working TAG / light TAG / C3 master with TAG on the unit
    guided_ammo_bv: float = 0.0  # BV of semi-guided / homing ammo the unit carries


@dataclass(frozen=True)
class C3Network:
    id: str
    members: tuple[str, ...]
    kind: str = "c3"  # c3 | c3i
    company_master: Optional[str] = None  # the master the others answer to (standard C3, 2+ masters)


@dataclass(frozen=True)
class UnitResult:
    id: str
    base_bv: float
    network: Optional[str]
    c3_bonus: float
    tag_bonus: float
    skill_multiplier: float
    adjusted_bv: float  # unrounded; the force total is rounded once


@dataclass(frozen=True)
class ForceResult:
    units: tuple[UnitResult, ...]
    total_base_bv: float
    total_bv: int

    def as_dict(self) -> dict:
        return {
            "units": [asdict(u) for u in self.units],  # (no __dict__ in the compiled core)
            "total_base_bv": self.total_base_bv,
            "total_bv": self.total_bv,
        }


@dataclass(frozen=True)
class NetworkGear:
    """What a design brings to a force: its C3 role (one of C3_ROLES or
    None), its TAG count and the BV of its semi-guided / homing ammunition."""

    c3: Optional[str]
    tag_count: int
    guided_ammo_bv: float


# C3 equipment by catalog flag, strongest role first (a unit with a master
# and a slave computer acts as a master).  C3 emergency masters (F_C3EM)
# serve as slaves until they take over.
_C3_FLAGS: Final = (("F_C3MBS", "boosted_master"), ("F_C3M", "master"), ("F_C3SBS", "boosted_slave"),
             ("F_C3S", "slave"), ("F_C3I", "c3i"))
_GUIDED: Final = ("M_SEMIGUIDED", "M_HOMING")


def network_gear(design: Design) -> NetworkGear:
    """The C3 role, TAG count and guided ammunition BV of a design, read
    from its mounted equipment (catalog flags F_C3M, F_C3S, F_C3I, F_C3MBS,
    F_C3SBS, F_TAG; ammunition munitions M_SEMIGUIDED / M_HOMING)."""
    flags: set = set()
    tags = 0
    guided = 0.0
    for rm in resolve(design).items:
        eq = rm.eq
        flags |= eq.flags
        if "F_TAG" in eq.flags and "F_BOMB_WEAPON" not in eq.flags:
            tags += 1
        if eq.ammo is not None and any(x in _GUIDED for x in (eq.ammo.munition or ())):
            guided += float(eq.bv or 0)
    role = next((r for f, r in _C3_FLAGS if f in flags), None)
    return NetworkGear(role, tags, guided)


def _validate_units(units: Sequence[ForceUnit]) -> dict:
    by_id: dict = {}
    for i, u in enumerate(units):
        path = f"units[{i}]"
        if not isinstance(u.id, str) or not u.id:
            raise ForceError(f"{path}.id", "a unit needs a non-empty id")
        if u.id in by_id:
            raise ForceError(f"{path}.id", f"duplicate unit id {u.id!r}")
        if isinstance(u.base_bv, bool) or not isinstance(u.base_bv, (int, float)) or u.base_bv < 0:
            raise ForceError(f"{path}.base_bv", f"base BV must be a number >= 0, got {u.base_bv!r}")
        for name in ("gunnery", "piloting"):
            try:
                skill_multiplier(u.gunnery if name == "gunnery" else 4, u.piloting if name == "piloting" else 5)
            except ValueError as exc:
                raise ForceError(f"{path}.{name}", str(exc)) from None
        if u.c3 is not None and u.c3 not in C3_ROLES:
            raise ForceError(f"{path}.c3", f"unknown C3 role {u.c3!r}; use one of {', '.join(C3_ROLES)}")
        if isinstance(u.tag_count, bool) or not isinstance(u.tag_count, int) or u.tag_count < 0:
            raise ForceError(f"{path}.tag_count", f"TAG count must be a whole number >= 0, got {u.tag_count!r}")
        if not isinstance(u.guided_ammo_bv, (int, float)) or u.guided_ammo_bv < 0:
            raise ForceError(f"{path}.guided_ammo_bv", f"must be a number >= 0, got {u.guided_ammo_bv!r}")
        by_id[u.id] = u
    return by_id


def _validate_network(n: C3Network, i: int, by_id: dict, seen: dict) -> None:
    lim = table("force")["limits"]
    path = f"networks[{i}]"
    if n.kind not in ("c3", "c3i"):
        raise ForceError(f"{path}.kind", f"unknown network kind {n.kind!r}; use 'c3' or 'c3i'")
    if len(n.members) < lim["min_members"]:
        raise ForceError(f"{path}.members", f"a C3 network needs at least {lim['min_members']} members")
    if len(set(n.members)) != len(n.members):
        raise ForceError(f"{path}.members", "a unit is listed twice")
    for j, uid in enumerate(n.members):
        mpath = f"{path}.members[{j}]"
        if uid not in by_id:
            raise ForceError(mpath, f"unknown unit {uid!r}")
        if uid in seen:
            raise ForceError(mpath, f"unit {uid!r} is already in network {seen[uid]!r}")
        seen[uid] = n.id
        role = by_id[uid].c3
        if role is None:
            raise ForceError(mpath, f"unit {uid!r} carries no C3 equipment")
        if n.kind == "c3i" and role not in ("c3i", "boosted_c3i"):
            raise ForceError(mpath, f"unit {uid!r} has C3 role {role!r}; a C3i network takes C3i units only")
        if n.kind == "c3" and role in ("c3i", "boosted_c3i"):
            raise ForceError(mpath, f"unit {uid!r} has C3i; a standard C3 network takes masters and slaves only")
    if n.kind == "c3i":
        if len(n.members) > lim["c3i_max_members"]:
            raise ForceError(f"{path}.members", f"a C3i network has at most {lim['c3i_max_members']} members, got {len(n.members)}")
        return
    if len(n.members) > lim["c3_max_members"]:
        raise ForceError(f"{path}.members", f"a C3 network has at most {lim['c3_max_members']} members, got {len(n.members)}")
    masters = [u for u in n.members if by_id[u].c3 in ("master", "boosted_master")]
    slaves = [u for u in n.members if by_id[u].c3 in ("slave", "boosted_slave")]
    if not masters:
        raise ForceError(f"{path}.members", "a C3 network needs a C3 master")
    if len(masters) > lim["c3_max_masters"]:
        raise ForceError(f"{path}.members", f"at most {lim['c3_max_masters']} C3 masters (one per lance) in a network, got {len(masters)}")
    if len(masters) > 1:
        if n.company_master is None:
            raise ForceError(f"{path}.company_master",
                             f"{len(masters)} C3 masters in one network need a company-level master the others answer to")
        if n.company_master not in masters:
            raise ForceError(f"{path}.company_master", f"{n.company_master!r} is not a C3 master of this network")
    elif n.company_master is not None and n.company_master not in masters:
        raise ForceError(f"{path}.company_master", f"{n.company_master!r} is not a C3 master of this network")
    per = lim["c3_slaves_per_master"]
    if len(slaves) > per * len(masters):
        raise ForceError(f"{path}.members", f"{len(slaves)} slaves for {len(masters)} master(s): each master takes at most {per}")


def evaluate_force(units: Sequence[ForceUnit], networks: Sequence[C3Network] = ()) -> ForceResult:
    """Adjusted BV of every unit and the force total (rounded once)."""
    by_id = _validate_units(units)
    seen: dict = {}
    for i, n in enumerate(networks):
        _validate_network(n, i, by_id, seen)
    fractions = table("force")["c3_bonus"]["fraction"]
    network_total = {n.id: sum(float(by_id[u].base_bv) for u in n.members) for n in networks}
    guided_total = sum(float(u.guided_ammo_bv) for u in units)
    out = []
    for u in units:
        net = seen.get(u.id)
        c3 = fractions[u.c3] * network_total[net] if net is not None else 0.0
        tag = u.tag_count * (guided_total - float(u.guided_ammo_bv)) if u.tag_count else 0.0
        mult = skill_multiplier(u.gunnery, u.piloting)
        adjusted = (float(u.base_bv) + tag + c3) * mult
        out.append(UnitResult(u.id, float(u.base_bv), net, c3, tag, mult, adjusted))
    total = round_half_up(sum(r.adjusted_bv for r in out))
    return ForceResult(tuple(out), sum(float(u.base_bv) for u in units), total)


# --------------------------------------------------------------------- force lists
# A force as list builders send it: units with a design and crew, networks
# by type ("c3", "boosted_c3", "c3i") and the units that TAG.
NETWORK_TYPES = ("c3", "boosted_c3", "c3i")
BOOSTED_ROLES: Final = ("boosted_master", "boosted_slave")


@dataclass(frozen=True)
class ListedUnit:
    """One unit of a force list: its id, design, 4/5 base BV and crew."""

    id: str
    design: Design
    base_bv: int
    gunnery: int = 4
    piloting: int = 5


def networks_from_list(networks: Sequence[dict], gear: dict) -> list[C3Network]:
    """C3 networks of a force list (``{"type", "master"?, "members"}``) as
    :class:`C3Network`; ``gear`` maps unit id -> :class:`NetworkGear`.  A
    boosted network takes boosted C3 units only (TO p. 386); a C3i network
    has no master; a named master is one of the members."""
    out = []
    for i, n in enumerate(networks):
        path = f"networks[{i}]"
        kind = "c3i" if n["type"] == "c3i" else "c3"
        master = n.get("master")
        if master is not None:
            if kind == "c3i":
                raise ForceError(f"{path}.master", "a C3i network has no master")
            if master not in n["members"]:
                raise ForceError(f"{path}.master", f"the master {master!r} must be one of the network's members")
        if n["type"] == "boosted_c3":
            for j, uid in enumerate(n["members"]):
                role = gear[uid].c3 if uid in gear else None
                if uid in gear and role not in BOOSTED_ROLES:
                    raise ForceError(f"{path}.members[{j}]", f"unit {uid!r} carries no boosted C3 ({role or 'no C3'})")
        out.append(C3Network(str(i), tuple(n["members"]), kind, master))
    return out


def tag_counts(tag: Sequence[str], gear: dict) -> dict[str, int]:
    """Unit id -> working TAGs, for the units a force list says TAG: each
    listed once and carrying TAG."""
    counts: dict[str, int] = {}
    for k, uid in enumerate(tag):
        if uid not in gear:
            raise ForceError(f"tag[{k}]", f"unknown unit {uid!r}")
        if uid in counts:
            raise ForceError(f"tag[{k}]", f"unit {uid!r} is listed twice")
        n = gear[uid].tag_count
        if n == 0:
            raise ForceError(f"tag[{k}]", f"unit {uid!r} carries no TAG")
        counts[uid] = n
    return counts


def point_value(design: Design, gunnery: int, piloting: int) -> dict:
    """A unit's Alpha Strike Point Value at its skill, floor((gunnery +
    piloting) / 2) (AS:CE errata v6.02, p. 29); nulls for a family the
    converter does not handle (the force total then leaves it out)."""
    skill = AS.skill_from_pilot(gunnery, piloting)
    if not AS.supported(design):
        return {"as_skill": skill, "base_pv": None, "pv": None}
    try:
        base = AS.convert(design).pv
    except AS.NotConvertible:
        return {"as_skill": skill, "base_pv": None, "pv": None}
    return {"as_skill": skill, "base_pv": base, "pv": AS.pv_at_skill(base, skill)}


def _n(x: float):
    r = round(float(x), 4)
    return int(r) if r == int(r) else r


def evaluate_list(units: Sequence[ListedUnit], networks: Sequence[dict] = (), tag: Sequence[str] = ()) -> dict:
    """A force list worked out: each unit's BV with crew, C3 and TAG, its
    Alpha Strike PV at skill, and the force totals (the rules above).
    Raises :class:`ForceError` naming the offending field."""
    gear = {u.id: network_gear(u.design) for u in units}
    nets = networks_from_list(networks, gear)
    tags = tag_counts(tag, gear)
    result = evaluate_force([
        ForceUnit(u.id, u.base_bv, u.gunnery, u.piloting, gear[u.id].c3, tags.get(u.id, 0), gear[u.id].guided_ammo_bv)
        for u in units
    ], nets)
    rows = []
    for u, r in zip(units, result.units):
        rows.append({
            "id": u.id,
            "chassis": u.design.chassis,
            "model": u.design.model,
            "gunnery": u.gunnery,
            "piloting": u.piloting,
            "skill_multiplier": r.skill_multiplier,
            "base_bv": u.base_bv,
            "c3": gear[u.id].c3,
            "network": int(r.network) if r.network is not None else None,
            "network_bonus": _n(r.c3_bonus),
            "tag_bonus": _n(r.tag_bonus),
            "adjusted_bv": _n(r.adjusted_bv),
            **point_value(u.design, u.gunnery, u.piloting),
        })
    by_id = {u.id: u for u in units}
    return {
        "units": rows,
        "networks": [
            {"type": n["type"], "master": n.get("master"), "members": n["members"],
             "base_bv": sum(by_id[m].base_bv for m in n["members"])}
            for n in networks
        ],
        "tag": list(tag),
        "total_base_bv": int(result.total_base_bv),
        "total_bv": result.total_bv,
        "total_pv": sum(row["pv"] for row in rows if row["pv"] is not None),
        "pv_complete": all(row["pv"] is not None for row in rows),
    }


__all__ = ["BOOSTED_ROLES", "C3Network", "C3_ROLES", "ForceError", "ForceResult", "ForceUnit", "ListedUnit", "NETWORK_TYPES",
           "NetworkGear", "UnitResult", "evaluate_force", "evaluate_list", "network_gear", "networks_from_list",
           "point_value", "tag_counts"]
