"""Land-Air 'Mechs: the abilities of the modes a LAM converts into besides
its BattleMech mode (``data/lam.json``).

A LAM converts as a BattleMech; its AirMech and fighter modes become the
special abilities ``LAM(#"g/#a)`` (standard LAM: AirMech flight Move in
inches and fighter Thrust) or ``BIM(#a)`` (bimodal LAM: Thrust only), with
``FUEL#`` and ``BOMB#``.  ``moves(f)`` gives the extra Moves the Point Value
counts (g and a); the card's Move stays the BattleMech Move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from construction.rounding import round_half_up, round_up

from .facts import Facts
from .model import ASStep
from .tables import source, table

if TYPE_CHECKING:  # (steps imports this module)
    from .steps import Abilities


def applies(f: Facts) -> bool:
    md = f.design.mech
    return f.design.unit_type == "mech" and md is not None and md.config == "lam"


def _bimodal(f: Facts) -> bool:
    md = f.design.mech
    assert md is not None  # read only of a LAM (applies): a 'Mech with its details
    return (md.lam_type or "standard") == "bimodal"


def moves(f: Facts) -> tuple[tuple[str, int], ...]:
    """The LAM's other Moves: AirMech g (standard LAMs) and fighter a."""
    t = table("lam")
    jump = int(f.design.jump_mp or 0)
    thrust = jump
    if _bimodal(f):
        return (("a", thrust),)
    g = jump * t["airmech"]["mp_per_jump_mp"] * t["airmech"]["inches_per_mp"]
    return (("g", g), ("a", thrust))


def step_specials(f: Facts, ab: Abilities) -> list[ASStep]:
    """LAM / BIM, FUEL and BOMB (data/lam.json)."""
    t = table("lam")
    rule = source("lam")
    steps = []
    mv = dict(moves(f))
    jump = int(f.design.jump_mp or 0)
    if _bimodal(f):
        ab.add("BIM", f"({mv['a']}a)")
        steps.append(ASStep("special.BIM", f"bimodal LAM: fighter thrust = jump {jump} MP", f"BIM({mv['a']}a)", rule))
    else:
        text = f'({mv["g"]}"g/{mv["a"]}a)'
        ab.add("LAM", text)
        steps.append(ASStep("special.LAM",
                            f"AirMech jump {jump} MP x {t['airmech']['mp_per_jump_mp']} x {t['airmech']['inches_per_mp']}\"; "
                            f"fighter thrust = jump {jump} MP", "LAM" + text, rule))
    fu = t["fuel"]
    tanks = sum(1 for eq, m in f.misc if fu["tank_flag"] in eq.flags)
    points = fu["base_points"] + fu["points_per_tank"] * tanks
    fuel = round_half_up(points * fu["per_point"])
    if fuel > 0:
        ab.add("FUEL", fuel)
    steps.append(ASStep("special.FUEL", f"{points} fuel points ({tanks} LAM fuel tanks) x {fu['per_point']}, rounded normally",
                        f"FUEL{fuel}", rule))
    bays = sum(1 for eq, m in f.misc if t["bomb"]["flag"] in eq.flags)
    bomb = round_up(bays * t["bomb"]["per_bay"])
    if bomb > 0:
        ab.add("BOMB", bomb)
        steps.append(ASStep("special.BOMB", f"{bays} bomb bays x {t['bomb']['per_bay']}, rounded up", f"BOMB{bomb}", rule))
    return steps


def pv_thrust(move: tuple[tuple[str, int], ...]) -> float:
    """Aerospace movement factor of a thrust ('a') Move (ASC p. 142):
    0.25 x Thrust, +1 at Thrust 10+; 0 without one."""
    thrust = dict(move).get("a")
    if thrust is None:
        return 0.0
    p = table("lam")["pv"]
    return p["thrust_factor"] * thrust + (p["high_thrust_bonus"] if thrust >= p["high_thrust"] else 0)


def pv_bomb(ab: Abilities) -> float:
    """BOMB# adds its value to the Offensive Value (ASC p. 142)."""
    v = ab.values.get("BOMB")
    return float(v) * table("lam")["pv"]["bomb_per_point"] if isinstance(v, (int, float)) else 0.0
