"""Conventional infantry weapons no corpus platoon carries, read against
MegaMek's current weapon classes (tools/weapon_facts_diff.py, facts in
tools/registry_src/megamek_weapon_facts.json): synthetic platoons carrying
them price as the rules say with the values compared, so a wrong table
value on one of them fails here, and the three values adopted from the
audit (tools/catalog_src/current.json updates) hold."""
from __future__ import annotations

import dataclasses

import pytest

import bv
import construction
from bv import alpha_strike
from bv.alpha_strike.tables import table
from construction import infantry as ci
from construction.catalog import catalog
from design_factories import FootPlatoonFactory


def _inf(design, **changes):
    return dataclasses.replace(design, infantry=dataclasses.replace(design.infantry, **changes))


def test_a_foot_platoon_with_magshot_gauss_rifles_worked_by_hand():
    """TM p. 314: 24 auto-rifles (BV 1.59) and 4 Magshot Gauss rifles (BV 3.78, TM p. 273;
    crew 2, one a squad: the platoon keeps its 1 foot MP, TM p. 152) make 53.28, counted
    again for anti-'Mech attacks = 106.56, x the speed factor for 1 MP (0.54); defensive
    28 x 1.5 x divisor 1 x (1 + TMM 0 / 10) = 42; 42 + 57.5424 = 99.5424 -> 100; no
    anti-'Mech gear: the 8 column, x 0.85 -> 85."""
    d = _inf(FootPlatoonFactory(), secondary="Gauss Rifle (Magshot)", secondary_per_squad=1)
    r = bv.compute(d)
    steps = {s.step: s for s in r.breakdown}
    assert steps["off.anti_mech"].value == pytest.approx(53.28)
    assert r.defensive == pytest.approx(42.0)
    assert r.offensive == pytest.approx(106.56 * 0.54)
    assert r.base_bv == 100
    assert r.bv == 85


def test_a_platoon_with_heavy_auto_grenade_launchers_worked_by_hand():
    """The heavy auto grenade launcher (Clan, TM p. 273: BV 5.90, damage 1.93, range 1,
    crew 1, encumbering) two a squad: 20 auto-rifles x 1.59 + 8 x 5.90 = 79.0, twice for
    anti-'Mech attacks (the platoon's kit is not encumbering armor) = 158.0, x 0.44 (two
    support weapons a squad: foot 1 - 1 = 0 MP); defensive 42; 42 + 69.52 = 111.52 -> 112,
    x 0.85 = 95.2 -> 95."""
    d = _inf(FootPlatoonFactory(), secondary="InfantryHeavyAutoGrenadeLauncher")
    r = bv.compute(d)
    assert ci.walk_mp(d) == 0
    assert r.offensive == pytest.approx(158.0 * 0.44)
    assert r.base_bv == 112
    assert r.bv == 95
    # damage per trooper (TM p. 152): (0.52 x 5 + 1.93 x 2) / 7
    assert ci.damage_per_trooper(d) == pytest.approx((0.52 * 5 + 1.93 * 2) / 7)


def test_a_support_pulse_laser_platoon_reaches_medium_range_in_alpha_strike():
    """The heavy support pulse laser (TM p. 273: damage 0.98, range 4, crew 4), two a
    squad of 8, sets the platoon's range (TM p. 152): range 4 reaches the M band (2 or
    more) but not L (6 or more). Damage per trooper (0.52 x 6 + 0.98 x 2) / 8 = 0.635,
    x the troop factor for 24 troopers / 10, tenths rounded up (ASC pp. 94, 102)."""
    d = _inf(FootPlatoonFactory(), squad_size=8, squads=3, secondary="Support Pulse Laser (Heavy)",
             secondary_per_squad=2)
    assert ci.range_weapon(d).id == "Support Pulse Laser (Heavy)"
    assert ci.damage_per_trooper(d) == pytest.approx(0.635)
    card = alpha_strike.convert(d).as_dict()
    per = 0.635 * float(table("troop_factor")["factors"][24]) / 10  # 1.016
    assert per == pytest.approx(1.016)
    assert (card["damage"]["s"], card["damage"]["m"], card["damage"]["l"]) == ("2", "2", "0")
    # the auto-rifle alone (range 1) would reach S only
    alone = alpha_strike.convert(_inf(d, secondary=None, secondary_per_squad=0)).as_dict()
    assert alone["damage"]["m"] == "0"


def test_the_values_adopted_from_the_audit():
    cat = catalog()
    # HBHL p. 147 as MegaMek's class reads it: an Inner Sphere rifle (the 2021 export said All)
    assert cat.get("Rifle (Stalker Sniper Rifle)").tech_base == "IS"
    # TM p. 273: burst fire is the M42B rifle's, whichever round it fires
    assert "F_INF_BURST" in cat.get("InfantryFederatedBarrettM42BInferno").flags
    assert "F_INF_BURST" in cat.get("InfantryFederatedBarrettM42B").flags
    # TM p. 273: the rocket-assisted grenade is a disposable weapon
    assert "F_INF_DISPOSABLE" in cat.get("Grenade (Rocket-Assisted)").flags


def test_a_platoon_with_an_ultra_heavy_support_laser_needs_its_crew():
    """Crew 4 (TM p. 273): one a squad of 3 is refused, one a squad of 4 is not."""
    d = _inf(FootPlatoonFactory(), secondary="Support Laser (Ultra-Heavy)", secondary_per_squad=1)
    codes = lambda x: {i.code for i in construction.validate(x).issues if i.severity == "error"}  # noqa: E731
    assert "CI_CREW" in codes(_inf(d, squad_size=3, squads=4))
    assert "CI_CREW" not in codes(_inf(d, squad_size=4, squads=4))
