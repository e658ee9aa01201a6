"""ProtoMech-size LRM and LRT launchers (1 to 4 tubes) no canonical unit
mounts (issue 16, third round), worked out by hand on LegalProtoMechFactory
(a 5 t Clan ProtoMech, 5,000 kg, BV 167: see its docstring and
tests/protomechs/test_protomech_bv.py) with its SRM 2 (500 kg, right arm)
and the SRM ammunition (300 kg) taken out and the launcher put in.

BV (TM pp. 306-307): defensive (24 armor x 2.5 + 11 structure x 1.5) x (1
+ TMM 3 / 10 + 0.1) = 76.5 x 1.4 = 107.1, unchanged; offensive = the ER
micro laser 7 + the machine gun 5 + the launcher (+ its ammunition by the
shot), x the speed factor 1.76 (run 8 + jump 5 / 2 = 11 MP):

    BV = round(107.1 + 1.76 x (12 + launcher BV + ammunition BV))

Weight (TM pp. 81-88): 4,200 kg without the SRM and its ammunition; the
launchers weigh what their table entry gives (TM p. 231: LRM 1 and 2
400 kg, LRM 3 600, LRM 4 800; LRT 200 kg a tube); under 5,000 kg is the
PM_UNDERWEIGHT warning (TM p. 81).  A 5 t ProtoMech's arm carries at most
500 kg (TM p. 88): a 600 or 800 kg launcher there is PM_LOCATION_WEIGHT.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Mount
from design_factories import LegalProtoMechFactory
from synth import bv_of, errors


def _with(*mounts: Mount):
    d = LegalProtoMechFactory()
    keep = tuple(m for m in d.mounts if m.item not in ("CLSRM2", "Clan Ammo SRM-2"))
    return dataclasses.replace(d, mounts=keep + mounts)


# (launcher, its BV, its kg, BV by hand): 107.1 + 1.76 x (12 + BV)
LAUNCHERS = [
    ("CLLRM1", 17, 400, 158),  # 107.1 + 1.76 x 29 = 158.14
    ("CLLRM2", 24, 400, 170),  # 107.1 + 1.76 x 36 = 170.46
    ("CLLRM3", 35, 600, 190),  # 107.1 + 1.76 x 47 = 189.82
    ("CLLRM4", 46, 800, 209),  # 107.1 + 1.76 x 58 = 209.18
    ("CLLRT1", 17, 200, 158),  # torpedo launchers: the same BV by tube count, 200 kg a tube
    ("CLLRT2", 24, 400, 170),
    ("CLLRT3", 35, 600, 190),
    ("CLLRT4", 46, 800, 209),
]


@pytest.mark.covers("CLLRM1", "CLLRM2", "CLLRM3", "CLLRM4", "CLLRT1", "CLLRT2", "CLLRT3", "CLLRT4")
@pytest.mark.parametrize("launcher, launcher_bv, kg, want_bv", LAUNCHERS, ids=[x[0] for x in LAUNCHERS])
def test_a_protomech_launcher_in_the_torso_and_in_an_arm(launcher, launcher_bv, kg, want_bv):
    """In the torso the launcher is legal (4,200 + kg <= 5,000); in the
    right arm it is legal up to 500 kg.  The BV does not depend on the
    location (ProtoMechs have no rear arc and no explosive penalty)."""
    from construction.catalog import catalog

    eq = catalog().by_id(launcher)
    assert (eq.bv, round(eq.tonnage * 1000)) == (launcher_bv, kg)
    torso = _with(Mount(launcher, "T"))
    assert bv_of(torso) == want_bv
    assert errors(torso) == set()
    arm = _with(Mount(launcher, "RA"))
    assert bv_of(arm) == want_bv
    assert errors(arm) == (set() if kg <= 500 else {"PM_LOCATION_WEIGHT"})


@pytest.mark.covers("Clan Ammo Protomech LRM-3")
def test_protomech_lrm_ammunition_counts_by_the_shot():
    """ProtoMech LRM 3 in the torso with 8 shots of its ammunition (24.99 kg
    a shot, 5 BV a ton): 8 x 24.99 = 199.92 kg = 0.19992 t x 5 = 1.0 BV
    (TM p. 306: ammunition by the shot) -> 107.1 + 1.76 x (12 + 35 + 1.0) =
    191.58 -> 192; 4,200 + 600 + 199.92 = 4,999.92 kg: valid."""
    d = _with(Mount("CLLRM3", "T"), Mount("Clan Ammo Protomech LRM-3", "BODY", shots=8))
    assert bv_of(d) == 192
    assert errors(d) == set()
