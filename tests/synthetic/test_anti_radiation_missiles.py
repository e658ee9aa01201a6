"""Anti-Radiation (ARAD) missiles (TO:AUE p. 180; TO p. 368 with the TO
errata v3.02), the munition MegaMek has registered since the 2021 export
on every IS and Clan SRM, LRM, MML, primitive, improved and enhanced LRM
round (tools/catalog_src/current.json, 59 items).  No canonical unit
carries one, so the values are worked out by hand here.

Catalog facts (MegaMek's MunitionMutator.createMunitionType, ARAD and
CLAN_ARAD mutators): weight ratio 1, so a ton holds the base round's shots
(kg per shot, damage per shot and rack size are the base round's); BV a ton
= the base round's x 1.3, cost x 3; IS prototype 3066, Clan 3057,
experimental, rating E, availability X/X/E/F.

BV rules (TM pp. 302-305): ammunition counts its BV a ton, all bins of one
launcher kind (ammo type and rack size) together at most the BV of the
launchers that fire them (TM p. 304).  ARAD missiles need nothing else: a
bin of them is one more bin of its launcher's kind.

- BareMechFactory (tests/design_factories.py): defensive 549.5 x 1.3,
  offensive 50 t x 1.37 (8 MP).  With the launcher and one ton of
  ammunition in the left torso an Inner Sphere 'Mech loses 15 defensive BV
  for the explosive slot (no CASE): BV = round(694.85 + 1.37 x (50 +
  launcher + ammunition)); a Clan 'Mech has CASE in its torsos: BV =
  round(714.35 + 1.37 x (50 + launcher + ammunition)).

Validation: the bin feeds a launcher of its ammo type and rack size, so
the design is valid (33.5 t bare + launcher + 1 t, under 50 t: the
underweight warning only); a bin of an ammo type no mounted launcher
uses is flagged MECH_AMMO_WITHOUT_WEAPON (a warning).  Alpha Strike: explosive ammunition takes
ENE off the card; a Clan 'Mech shows CASE.
"""

from __future__ import annotations

import pytest

from construction.catalog import catalog
from construction.model import Mount
from synth import bv_of, check_ammo_beside_its_weapon, errors, on_bare_mech, warnings

def test_every_arad_round_is_its_base_round_with_bv_x_1_3():
    """59 rounds, each the base round of the same ammo type, rack size and
    shots (the one without munition, same tech base) with BV x 1.3 and cost
    x 3 (the base BV a ton 11 of the IS LRM 10 gives 14.3)."""
    cat = catalog()
    arad = [e for e in cat.items() if e.kind == "ammo" and e.ammo is not None and "M_ARAD" in e.ammo.munition]
    assert len(arad) == 59
    plain = {}
    for e in cat.items():
        if e.kind == "ammo" and e.ammo is not None and not e.ammo.munition:
            plain.setdefault((e.ammo.ammo_type, e.ammo.rack_size, e.ammo.shots_per_ton, e.ammo.kg_per_shot), []).append(e)
    for e in arad:
        a = e.ammo
        bases = [b for b in plain.get((a.ammo_type, a.rack_size, a.shots_per_ton, a.kg_per_shot), ())
                 if e.id.startswith(b.id.split(" (Clan)")[0].replace("Protomech", "ProtoMech"))
                 or e.id.lower().startswith(b.id.lower())]
        assert bases, e.id
        assert any(round(float(b.bv) * 1.3, 3) == pytest.approx(float(e.bv)) for b in bases), e.id
        assert e.tech_rating == "E" and e.rules_level == "experimental", e.id
    lrm10 = cat.by_id("IS Ammo LRM-10 Anti-Radiation")
    assert (lrm10.bv, lrm10.ammo.shots_per_ton, lrm10.tech_base) == (14.3, 12, "IS")


# (launcher, ARAD round, tech base, launcher slots, BV by hand): the round's BV a ton in the comment
ON_THE_BARE_MECH = [
    # IS LRM 10 (90) + ARAD 11 x 1.3 = 14.3: 694.85 + 1.37 x (50 + 90 + 14.3) = 694.85 + 211.391 = 906.241
    ("LRM 10", "IS Ammo LRM-10 Anti-Radiation", "IS", 2, 906),
    # Clan SRM 6 (59) + ARAD 7 x 1.3 = 9.1: 714.35 + 1.37 x (50 + 59 + 9.1) = 714.35 + 161.797 = 876.147
    ("CLSRM6", "Clan Ammo SRM-6 (Clan) Anti-Radiation", "Clan", 1, 876),
    # MML 5 (45) + LRM ARAD 6 x 1.3 = 7.8: 694.85 + 1.37 x (50 + 45 + 7.8) = 694.85 + 140.836 = 835.686
    ("ISMML5", "IS Ammo MML-5 LRM Anti-Radiation", "IS", 3, 836),
]


@pytest.mark.covers("IS Ammo LRM-10 Anti-Radiation", "Clan Ammo SRM-6 (Clan) Anti-Radiation",
                    "IS Ammo MML-5 LRM Anti-Radiation")
@pytest.mark.parametrize("weapon, ammo, tech, slots, want_bv", ON_THE_BARE_MECH, ids=[m[1] for m in ON_THE_BARE_MECH])
def test_a_ton_of_arad_missiles_beside_its_launcher(weapon, ammo, tech, slots, want_bv):
    """A ton of ARAD missiles right after its launcher in the bare 'Mech's
    left torso: BV as in the table's comments, no ENE, CASE on the Clan
    'Mech, valid."""
    check_ammo_beside_its_weapon(weapon, ammo, tech, slots, want_bv)


@pytest.mark.covers("IS Ammo SRM-2 Anti-Radiation", "IS Ammo SRM-2")
def test_arad_and_standard_bins_share_their_launcher_s_cap():
    """An SRM 2 (BV 21, 1 t, 1 slot) with a ton of standard SRM 2
    ammunition (3) and five tons of ARAD missiles (5 x 3.9 = 19.5), all in
    the left torso of the Inner Sphere bare 'Mech: the six bins are one kind
    (T_SRM, rack 2), 22.5 together, capped at the launcher's 21 (TM p. 304).
    Defensive: six explosive slots without CASE, 6 x 15 = 90:
    (549.5 - 90) x 1.3 = 597.35; offensive 1.37 x (50 + 21 + 21) = 126.04;
    BV 723.39 -> 723.  33.5 + 1 + 6 = 40.5 t of 50: valid."""
    bins = [Mount("IS Ammo SRM-2", "LT", (1,))] + [Mount("IS Ammo SRM-2 Anti-Radiation", "LT", (s,)) for s in range(2, 7)]
    d = on_bare_mech("SRM 2", "IS", 1, *bins)
    assert bv_of(d) == 723
    assert errors(d) == set()


@pytest.mark.covers("IS Ammo SRM-4 Anti-Radiation")
def test_an_arad_bin_no_launcher_fires_is_flagged_and_counts_nothing():
    """A ton of SRM 4 ARAD missiles (5 x 1.3 = 6.5) beside an LRM 10 (90):
    no launcher of its ammo type, so it feeds nothing: the
    MECH_AMMO_WITHOUT_WEAPON warning (still valid), and the bin adds no BV
    (TM p. 304: ammunition counts with the weapons that fire it); its
    explosive slot still costs 15 defensive BV:
    694.85 + 1.37 x (50 + 90) = 694.85 + 191.8 = 886.65 -> 887."""
    d = on_bare_mech("LRM 10", "IS", 2, Mount("IS Ammo SRM-4 Anti-Radiation", "LT", (2,)))
    assert "MECH_AMMO_WITHOUT_WEAPON" in warnings(d)
    assert errors(d) == set()
    assert bv_of(d) == 887


@pytest.mark.covers("IS Ammo LRM-5 Anti-Radiation")
def test_an_arad_bin_of_another_rack_size_is_flagged_and_counts_nothing():
    """A ton of LRM 5 ARAD missiles beside an LRM 10 (90): the same ammo
    type, but a ton of LRM-5 missiles is loaded in flights of five and feeds
    only an LRM 5 (ammunition fits the weapon of its type and size, TM
    p. 304: each kind, ammo type and rack size, counts with the weapons that
    fire it).  So, as for a bin of another type: the
    MECH_AMMO_WITHOUT_WEAPON warning (still valid), no BV for the bin, and
    15 defensive BV off for its explosive slot:
    694.85 + 1.37 x (50 + 90) = 886.65 -> 887."""
    d = on_bare_mech("LRM 10", "IS", 2, Mount("IS Ammo LRM-5 Anti-Radiation", "LT", (2,)))
    assert "MECH_AMMO_WITHOUT_WEAPON" in warnings(d)
    assert errors(d) == set()
    assert bv_of(d) == 887
    # the ton that fits (LRM-10) feeds it: no warning, and it counts
    fits = on_bare_mech("LRM 10", "IS", 2, Mount("IS Ammo LRM-10 Anti-Radiation", "LT", (2,)))
    assert "MECH_AMMO_WITHOUT_WEAPON" not in warnings(fits)
