"""Fixed-wing support vehicles as aerospace elements (type SV, move in
thrust with mode "a").

The Alpha Strike Companion converts a fixed-wing support vehicle by its
aerospace rules, not the ground vehicle ones:

* move: safe thrust, mode "a" (no inches, no TMM) (ASC p. 92);
* size by tonnage: below 5 t 1, up to 100 t 2, above 3 (ASC p. 92);
* armor as every unit (points, BAR below 9 scales them, / 30 rounded
  normally); threshold armor / 3 rounded up (ASC p. 95); structure half
  the structural integrity (= safe thrust) rounded up (ASC p. 97);
* damage S/M/L/E of the forward-firing weapons (nose, wings, body), the
  aft ones go to REAR S/M/L/E; no heat scale; no LRM/SRM/AC/IF specials,
  point-defense weapons give PNT (an AMS 0.3 at S);
* ATMO, BOMB (external stores hardpoints x 0.2, rounded up), VSTOL (the
  VSTOL chassis modification), plus the support vehicle abilities (BAR,
  LG, CT, IT, EE/FC, AFC/BFC, ...);
* PV by the aerospace formula (ASC pp. 142-143).

Tables and constants: ``data/aerospace_sv.json``.  The rest of the
element (equipment abilities, ENE, transport bays) is worked out by the
shared steps on facts built from :func:`.vehicle.facts`.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Final, Mapping

from construction.catalog import Equipment
from construction.model import Design
from construction.rounding import round_half_up, round_to_half, round_up, round_up_to_tenth

from . import steps as S
from . import weapons as W
from .facts import Facts
from .model import ASResult, ASStep, Damage
from .tables import table
from .vehicle import facts as vehicle_facts

RULE: Final = "ASC p. 142"


def _t() -> Mapping[str, Any]:
    return table("aerospace_sv")


def applies(design: Design) -> bool:
    """A fixed-wing (aerodyne) support vehicle."""
    sv = design.support_vehicle
    return design.unit_type == "support_vehicle" and sv is not None and sv.motive == "aerodyne"


def size_for(tonnage: float) -> int:
    t = _t()["size"]
    if tonnage < t["small_below"]:
        return 1
    for top, size in t["bands"]:
        if tonnage <= top:
            return int(size)
    return int(t["above"])


def facts(design: Design) -> Facts:
    """Vehicle facts re-read for an aerospace element: thrust move, size by
    the aerospace SV bands, structure from SI, aft weapons rear-firing."""
    f = vehicle_facts(design)
    thrust = int(design.walk_mp)
    si = thrust
    structure = round_up(si * _t()["structure"]["si_factor"])
    weapons = tuple(replace(w, arc="rear" if (w.location or "").upper() == "AFT" else "front") for w in f.weapons)
    hardpoints = sum(1 for eq, m in f.misc if "F_EXTERNAL_STORES_HARDPOINT" in eq.flags)
    seeds = list(f.specials_seed) + ["ATMO"]
    bomb = round_up(hardpoints * _t()["bomb"]["per_hardpoint"])
    if bomb > 0:
        seeds.append(f"BOMB:{bomb}")
    if any("F_VSTOL_CHASSIS" in eq.flags for eq, m in f.misc):
        seeds.append("VSTOL")
    return replace(
        f,
        size=size_for(design.tonnage),
        size_rule=f"{design.tonnage:g} t fixed-wing support vehicle",
        move=(("a", thrust),),
        move_notes=f"safe thrust {thrust}",
        primary_move=thrust,
        structure=structure,
        structure_notes=f"structural integrity {si} (safe thrust) / 2, rounded up",
        weapons=weapons,
        specials_seed=tuple(seeds),
    )


# ------------------------------------------------------------------ steps

def step_move(f: Facts) -> list[ASStep]:
    return [
        ASStep("move", f"{f.move_notes}; aerospace move is thrust, mode a", f"{f.primary_move}a", "ASC p. 92"),
        ASStep("tmm", "aerospace elements have no TMM", "0", "ASC p. 92"),
    ]


def step_armor_structure(f: Facts) -> tuple[tuple[int, int, int], list[ASStep]]:
    armor = round_half_up(f.armor_points / 30)
    threshold = round_up(armor / _t()["threshold"]["divisor"])
    desc = f"{S._f(f.armor_points)} armor points / 30, round normally" + (f" ({f.armor_notes})" if f.armor_notes else "")
    return (armor, f.structure, threshold), [
        ASStep("armor", desc, str(armor), "ASC p. 97"),
        ASStep("structure", f.structure_notes, str(f.structure), "ASC p. 97"),
        ASStep("threshold", f"armor {armor} / 3, rounded up", str(threshold), "ASC p. 95"),
    ]


def _front_sum(f: Facts, band: int) -> tuple[float, list[str]]:
    total, parts = 0.0, []
    for w in f.weapons:
        if w.arc != "front" or W.family(w.eq) in ("torpedo_lrm", "torpedo_srm"):
            continue
        if W.artillery_code(w.eq):
            continue
        d = W.band_damage(w.eq, band, w.fcs) * w.multiplier
        if d > 0:
            total += d
            parts.append(f"{w.eq.name} {S._f(d)}")
    return total, parts


def step_damage(f: Facts) -> tuple[tuple[Damage, Damage, Damage, Damage], list[ASStep]]:
    """Forward weapons in the four aerospace range bands; tenths rounded up,
    under 0.5 minimal (ASC p. 94); no heat adjustment for support vehicles."""
    steps, out = [], []
    for band in range(4):
        total, parts = _front_sum(f, band)
        steps.append(ASStep(f"damage.{'smle'[band]}.raw", " + ".join(parts) or "no weapon reaches", S._f(total), "ASC p. 94"))
        out.append(S.dual_rounded_up(total))
    s, m, l, e = out
    steps.append(ASStep("damage", "tenths rounded up; under 0.5 is minimal damage 0*", f"{s}/{m}/{l}/{e}", "ASC p. 94"))
    return (s, m, l, e), steps


def is_point_defense(eq: Equipment) -> bool:
    pd = _t()["point_defense"]
    if "F_AMS" in eq.flags:
        return True
    if any(fl in eq.flags for fl in pd["flags"]):
        return True
    n = eq.name.lower()
    return "F_LASER" in eq.flags and any(k in n for k in pd["laser_name_has"])


def step_specials(f: Facts, dmg: tuple, ab: S.Abilities) -> list[ASStep]:
    """The shared weapon and equipment abilities, less the ground-only damage
    specials; PNT and REAR S/M/L/E the aerospace way."""
    t = _t()
    s, m, l, e = dmg
    drop = set(t["not_aerospace_specials"]["codes"])
    scratch = S.Abilities()
    dr = S.DamageResult(s, m, l, 0, False, 1.0, (0.0, 0.0, 0.0))
    shared = S.step_weapon_specials(replace(f, weapons=tuple(w for w in f.weapons if w.arc == "front")), dr, scratch)
    steps = [st for st in shared if st.step.split(".")[-1] not in drop]
    for code, v in scratch.values.items():
        if code not in drop:
            ab.add(code, v)
    # point defense: front weapons of the point-defense class (AMS 0.3 at S)
    pnt, parts = 0.0, []
    for w in f.weapons:
        if w.arc != "front" or not is_point_defense(w.eq):
            continue
        d = t["point_defense"]["ams_short"] if "F_AMS" in w.eq.flags else W.band_damage(w.eq, 0) * w.multiplier
        if d > 0:
            pnt += d
            parts.append(f"{w.eq.name} {S._f(d)}")
    if pnt > 0:
        v = round_up(round_up_to_tenth(pnt))
        ab.add("PNT", v)
        steps.append(ASStep("special.PNT", "point-defense weapons at S: " + " + ".join(parts) + ", rounded up", f"PNT{v}", "ASC special abilities (PNT)"))
    # aft weapons: REAR S/M/L/E, rounded normally
    if any(w.arc == "rear" for w in f.weapons):
        vals = [0.0, 0.0, 0.0, 0.0]
        for w in f.weapons:
            if w.arc != "rear":
                continue
            for band in range(4):
                vals[band] += W.band_damage(w.eq, band, None) * w.multiplier
        if sum(vals) > 0:
            text = S.vector(vals)
            ab.add("REAR", text)
            steps.append(ASStep("special.REAR", "aft weapons S/M/L/E, rounded normally", "REAR" + text, "ASC p. 95"))
    steps += S.step_equipment_specials(f, ab)
    for code in t["not_aerospace_specials"]["equipment_codes"]:
        ab.remove(code)
    return steps


_num: Final = S._num  # an ability's number (0 when it has none)


def step_point_value(f: Facts, thrust: int, armor: int, structure: int, threshold: int, dmg: tuple,
                     ab: S.Abilities) -> tuple[int, list[ASStep]]:
    """Aerospace Point Value (ASC pp. 142-143)."""
    p = _t()["pv"]
    steps = []
    s, m, l = (d.pv_value for d in dmg[:3])
    off = s + 2 * m + l
    steps.append(ASStep("pv.damage", f"S {S._f(s)} + 2 x M {S._f(m)} + L {S._f(l)} (E not counted)", S._f(off), RULE))
    for code, how in p["offensive"].items():
        if not ab.has(code):
            continue
        v = {"value": _num(ab, code), "half": 0.5 * _num(ab, code), "five": 5 * _num(ab, code)}.get(how, how)
        if v:
            off += float(v)
            steps.append(ASStep("pv.offensive", f"+ {S._f(float(v))} ({code})", S._f(off), RULE))
    for code, per in p["artillery"].items():
        if ab.has(code):
            off += per * _num(ab, code)
            steps.append(ASStep("pv.offensive", f"+ {per} x {code}", S._f(off), RULE))
    if ab.has("HT"):
        ht = [0.5 if x == "0*" else float(x) for x in str(ab.values["HT"]).split("/")]
        v = max(ht) + (0.5 if ht[1] > 0 else 0)
        off += v
        steps.append(ASStep("pv.offensive", f"+ {S._f(v)} (HT)", S._f(off), RULE))
    blanket = 1.0
    if not (ab.has("AFC") or ab.has("BFC")):
        blanket -= 0.2
    if ab.has("BFC"):
        blanket -= 0.1
    off *= blanket
    steps.append(ASStep("pv.offensive_value", f"x {S._f(blanket)} (support vehicle fire control)", S._f(off), RULE))

    dv = p["move_per_thrust"] * thrust
    note = f"thrust {thrust} x {p['move_per_thrust']}"
    if thrust >= p["high_thrust"]:
        dv += p["high_thrust_bonus"]
        note += f" + {p['high_thrust_bonus']} (thrust {p['high_thrust']}+)"
    steps.append(ASStep("pv.movement", note, S._f(dv), RULE))
    if ab.has("PNT"):
        dv += _num(ab, "PNT")
        steps.append(ASStep("pv.defensive", f"+ {int(_num(ab, 'PNT'))} (PNT)", S._f(dv), RULE))
    if ab.has("STL"):
        dv += p["stealth_defensive"]
        steps.append(ASStep("pv.defensive", f"+ {p['stealth_defensive']} (STL)", S._f(dv), RULE))
    bar = 0.5 if ab.has("BAR") else 1.0
    if ab.has("RCA"):
        dv += math.floor(armor / 3) * bar
    amult = min(p["armor_base"] + p["armor_per_threshold"] * threshold, p["armor_max"])
    dir_ = armor * amult * bar + structure
    r = p["thrust_defense"] + (1 if ab.has("STL") else 0) - (1 if any(ab.has(c) for c in ("LG", "SLG", "VLG")) else 0)
    factor = 1 + (0.1 if r <= 2 else 0.25) * r
    dir_ = round_to_half(dir_ * factor)
    dv += dir_
    steps.append(ASStep("pv.dir", f"(armor {armor} x {S._f(amult)}" + (" / 2 (BAR)" if bar < 1 else "")
                        + f" + structure {structure}) x defense factor {S._f(factor)}, to the half", S._f(dir_), RULE))
    sub = off + dv
    steps.append(ASStep("pv.subtotal", f"offensive {S._f(off)} + defensive {S._f(dv)}", S._f(sub), RULE))
    if any(ab.has(c) for c in ("C3BSM", "C3BSS", "C3EM", "C3I", "C3M", "C3S", "AC3", "NC3", "NOVA")):
        c3 = round_to_half(sub * 0.05)
        sub += c3
        steps.append(ASStep("pv.c3", f"C3 +{S._f(c3)}", S._f(sub), "ASC errata v1.4 p. 17"))
    force = sum(v for c, v in p["force"].items() if ab.has(c)) + (int(_num(ab, "MHQ")) if ab.has("MHQ") else 0)
    if force:
        sub += force
        steps.append(ASStep("pv.force", f"force bonus +{S._f(force)}", S._f(sub), RULE))
    pv = max(1, round_half_up(sub))
    steps.append(ASStep("pv", "round normally, at least 1", str(pv), RULE))
    return pv, steps


def convert(design: Design, skill: int = 4) -> ASResult:
    f = facts(design)
    log: list[ASStep] = [
        ASStep("type", "fixed-wing support vehicle -> SV (aerospace)", "SV", "AS:CE errata p. 28"),
        ASStep("size", f"size from {f.size_rule}", str(f.size), "ASC p. 92"),
    ]
    log += step_move(f)
    (armor, structure, threshold), st = step_armor_structure(f)
    log += st
    dmg, st = step_damage(f)
    log += st
    ab = S.Abilities()
    log += step_specials(f, dmg, ab)
    pv, st = step_point_value(f, f.primary_move, armor, structure, threshold, dmg, ab)
    log += st
    if f.unresolved:
        log.append(ASStep("warning", "unknown equipment ignored: " + ", ".join(f.unresolved), "", ""))
    return ASResult(
        name=design.name,
        unit_type="SV",
        size=f.size,
        move=f.move,
        tmm=0,
        armor=armor,
        structure=structure,
        threshold=threshold,
        damage=dmg,
        ov=0,
        pv=pv,
        specials=S.specials_text(ab),
        role=design.role,
        steps=tuple(log),
        skill=skill,
    )
