"""ProtoMech Battle Value, worked by hand step by step (TM pp. 306-307):
the TechManual's own Delphyne-2 example (316) and the Testbed Proto."""

from __future__ import annotations

import dataclasses

import pytest

import bv
import construction
from construction.model import Mount, ProtoMechDetails
from design_factories import LegalProtoMechFactory

DELPHYNE_2 = {
    "unit_type": "protomech", "chassis": "Delphyne", "model": "2", "year": 3067, "tech_base": "Clan", "tonnage": 9.0,
    "walk_mp": 5, "jump_mp": 5,
    "armor": [{"location": "HD", "front": 6}, {"location": "T", "front": 16}, {"location": "RA", "front": 4},
              {"location": "LA", "front": 4}, {"location": "L", "front": 10}],
    "mounts": [{"item": "CLSRM3", "location": "T"}, {"item": "CLSRM3", "location": "T"},
               {"item": "CLERMicroLaser", "location": "RA"}, {"item": "CLERMicroLaser", "location": "LA"},
               {"item": "Clan Ammo SRM-3", "location": "BODY", "shots": 20}]
    + [{"item": "ProtomechJumpJet", "location": "BODY"}] * 5,
}


def _steps(result):
    return {(s.step, s.description): s for s in result.breakdown}


def _value(result, step):
    return [s.value for s in result.breakdown if s.step == step]


def test_the_techmanual_delphyne_2_is_316():
    d = construction.load_design(DELPHYNE_2)
    r = bv.compute(d)
    assert _value(r, "def.armor") == [40 * 2.5]  # 40 armor points
    assert _value(r, "def.structure") == [20 * 1.5]  # 9 t: head 2, torso 9, arms 2 + 2, legs 5
    assert _value(r, "def.factor") == [1.4]  # run 8 -> TMM 3, jump 5 -> 2 + 1: 1 + 0.3 + 0.1
    assert r.defensive == pytest.approx(130 * 1.4)
    assert _value(r, "off.weapons") == [30, 30, 7, 7]
    assert _value(r, "off.ammo") == [pytest.approx(2.4)]  # 20 shots x 40 kg = 0.8 t x 3 BV a ton
    assert _value(r, "off.speed") == [1.76]  # run 8 + jump 5 / 2 (3) = 11 MP
    assert r.offensive == pytest.approx(76.4 * 1.76)
    assert (r.base_bv, r.bv) == (316, 316)


def test_the_testbed_worked_by_hand():
    r = bv.compute(LegalProtoMechFactory())
    # defensive: 24 armor x 2.5 = 60; 11 structure x 1.5 = 16.5; x (1 + 3/10 + 0.1)
    assert r.defensive == pytest.approx((60 + 16.5) * 1.4)
    # offensive: ER micro 7 + SRM 2 21 + MG 5 + 15 shots x 20 kg = 0.3 t x 3 = 0.9; x 1.76
    assert r.offensive == pytest.approx(33.9 * 1.76)
    assert r.base_bv == 167
    # a ProtoMech warrior has no piloting skill: gunnery 3 reads the piloting-5 column (x 1.2)
    assert bv.compute(LegalProtoMechFactory(), 3, 2).bv == round(167 * 1.2)


def test_ammunition_is_capped_at_its_weapons_and_glider_and_booster_move():
    d = LegalProtoMechFactory()
    lots = dataclasses.replace(d, mounts=d.mounts[:3] + (Mount("Clan Ammo SRM-2", "BODY", shots=500),) + d.mounts[4:])
    assert _value(bv.compute(lots), "off.ammo") == [21]  # 30 BV of ammunition, the SRM 2's 21 at most
    glider = dataclasses.replace(d, jump_mp=0, mounts=d.mounts[:4], protomech=ProtoMechDetails(motion="glider"))
    assert _value(bv.compute(glider), "def.factor") == [pytest.approx(1 + 0.4 + 0.1)]  # run 8: TMM 3 + 1
    boosted = dataclasses.replace(d, mounts=d.mounts + (Mount("CLMyomerBooster", "BODY"),))
    assert "run 10" in [s.description for s in bv.compute(boosted).breakdown if s.step == "movement"][0]
