"""The conversion as small pure steps over :class:`~.facts.Facts`.

Each step returns its result and the report lines (:class:`ASStep`) it
adds.  Rules: Alpha Strike Companion (ASC) conversion chapter as carried
into AS:CE, with the ASC errata v1.4 (TMM, PV bonuses) and the AS:CE
errata v6.02 (notation, unit types, skill from BattleTech).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Collection, Final, Optional

from construction.catalog import Equipment
from construction.model import Mount
from construction.resolved import resolve
from construction.rounding import number_text, round_half_up, round_to_half, round_up, round_up_to_tenth

from .facts import Facts, Weapon
from .lam import pv_bomb, pv_thrust
from .model import ASStep, Damage
from .tables import source, table, tmm_for_move

ART_CODES: Final = {"ARTAIS", "ARTAC", "ARTLT", "ARTS", "ARTT", "ARTLTC", "ARTSC", "ARTTC", "ARTBA",
             "ARTCM5", "ARTCM7", "ARTCM9", "ARTCM12"}


_F_TEXT: Final[dict] = {}  # number -> its text: the same few thousand values recur in every report


def _f(x: float) -> str:
    text = _F_TEXT.get(x)
    if text is None:
        text = number_text(x, 3)
        if len(_F_TEXT) < 16384:
            _F_TEXT[x] = text
    return text


def dual_rounded_up(x: float) -> Damage:
    """Standard damage: tenths rounded up, below 0.5 minimal (0*), else up."""
    t = round_up_to_tenth(x)
    if t <= 0:
        return Damage(0)
    if t < 0.5:
        return Damage(0, True)
    return Damage(round_up(t))


def normal_rounded(x: float, minimal: bool = True) -> Damage:
    t = round_up_to_tenth(x)
    if t <= 0:
        return Damage(0)
    if t < 0.5:
        return Damage(0, True) if minimal else Damage(0)
    return Damage(round_half_up(t))


def vector(values: list[float], minimal: bool = True) -> str:
    """Damage triple in the errata's notation (e.g. AC2/2/0, FLK0*/1/1)."""
    return "/".join(str(normal_rounded(v, minimal)) for v in values)


# ------------------------------------------------------------------ abilities

@dataclass(init=False)
class Abilities:
    """Special abilities while they are collected: code -> value (None for
    plain codes, a number, or a preformatted string)."""

    values: dict = field(default_factory=dict)

    def __init__(self, values: Optional[dict] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "values", {} if values is None else values)

    def add(self, code: str, value=None):
        if value is None:
            self.values.setdefault(code, None)
        elif isinstance(value, (int, float)) and isinstance(self.values.get(code), (int, float)):
            self.values[code] += value
        else:
            self.values[code] = value

    def has(self, code: str) -> bool:
        return code in self.values

    def has_any(self, codes: Collection[str]) -> bool:
        # each of the unit's few codes looked up in ``codes``: in the
        # compiled core cheaper than a keys view's isdisjoint, which walks
        # ``codes`` when it is not a set
        return any(code in codes for code in self.values)

    def remove(self, code: str):
        self.values.pop(code, None)


# ------------------------------------------------------------------ steps

def step_type_size(f: Facts, explain: bool = True) -> tuple[tuple[str, int], list[ASStep]]:
    if not explain:
        return (f.as_type, f.size), []
    return (f.as_type, f.size), [
        ASStep("type", f"{f.design.unit_type} -> {f.as_type}", f.as_type, "AS:CE errata p. 28"),
        ASStep("size", f"size from {f.size_rule}", str(f.size), "ASC p. 91"),
    ]


def step_move(f: Facts, explain: bool = True) -> tuple[int, list[ASStep]]:
    tmm = tmm_for_move(f.primary_move)
    if not explain:
        return tmm, []
    text = "/".join(f'{i}"{m}' for m, i in f.move)
    return tmm, [
        ASStep("move", f.move_notes + "; MP x 2 inches, odd rounded up", text, "ASC p. 92"),
        ASStep("tmm", f"TMM for {f.primary_move}\"", str(tmm), source("tmm")),
    ]


def step_armor_structure(f: Facts, explain: bool = True) -> tuple[tuple[int, int], list[ASStep]]:
    armor = round_half_up(f.armor_points / 30)
    if not explain:
        return (armor, f.structure), []
    desc = f"{_f(f.armor_points)} armor points / 30, round normally" + (f" ({f.armor_notes})" if f.armor_notes else "")
    return (armor, f.structure), [
        ASStep("armor", desc, str(armor), "ASC p. 97"),
        ASStep("structure", f.structure_notes, str(f.structure), "ASC p. 98"),
    ]


@dataclass(frozen=True, init=False)
class DamageResult:
    s: Damage
    m: Damage
    l: Damage
    ov: int
    ovl: bool
    heat_factor: float  # 1 when no heat adjustment
    raw: tuple[float, float, float]
    # the factor the heat step applies to L: heat_factor with OVL, else the
    # long-range heat's own factor when that heat runs over the capacity
    # (for an OV element without OVL it leaves the rounded-up L as it is,
    # but not the normally rounded damage specials), else 1
    l_factor: float = 1.0

    def __init__(self, s: Damage, m: Damage, l: Damage, ov: int, ovl: bool, heat_factor: float,
                 raw: tuple[float, float, float], l_factor: float = 1.0) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "s", s)
        object.__setattr__(self, "m", m)
        object.__setattr__(self, "l", l)
        object.__setattr__(self, "ov", ov)
        object.__setattr__(self, "ovl", ovl)
        object.__setattr__(self, "heat_factor", heat_factor)
        object.__setattr__(self, "raw", raw)
        object.__setattr__(self, "l_factor", l_factor)


def _band_sum(f: Facts, band: int, arcs: tuple[str, ...] = ("front", "turret"), fcs: bool = True,
              only: Optional[Callable[[Weapon], bool]] = None, explain: bool = True) -> tuple[float, list[str]]:
    """Damage in a band and, when explaining, each weapon's share as text."""
    total, parts = 0.0, []
    for w in f.weapons:
        if w.arc not in arcs:
            continue
        if only is not None and not only(w):
            continue
        if w.family in ("torpedo_lrm", "torpedo_srm"):
            continue
        d = (w.damage if fcs else w.damage_unlinked)[band]
        if d > 0:
            total += d
            if explain:
                parts.append(f"{w.eq.name} {_f(d)}")
    return total, parts


def heat_generation(f: Facts, long_only: bool = False) -> int:
    h = f.heat_move + f.heat_extra
    for w in f.weapons:
        if w.arc not in ("front", "turret"):
            continue
        conv = w.conv
        if conv.one_shot:
            continue
        if long_only and conv.bands_unlinked[2] == 0:
            continue
        h += conv.heat
    return h


def step_damage_battle_armor(f: Facts) -> tuple[DamageResult, list[ASStep]]:
    """Battle armor: one trooper's weapons (plus the suit's flat
    anti-personnel value at S, see battle_armor.anti_personnel_damage) times
    the troop factor; vibro-claws add 0.1 each at S afterwards (ASC p. 102)."""
    t = table("troop_factor")
    steps, out, raw = [], [], []
    for band in range(3):
        total, parts = _band_sum(f, band, only=lambda w: not w.apm)
        if band == 0:
            if f.ap_damage:
                total += f.ap_damage
                parts.append(f"{f.ap_source} {_f(f.ap_damage)}")
        desc = " + ".join(parts) or "no weapon reaches"
        if total > 0:
            total *= f.troop_factor
            desc += f", x troop factor {_f(f.troop_factor)} ({f.troopers} troopers)"
        if band == 0 and f.vibroclaws:
            total += t["vibroclaw"] * f.vibroclaws
            desc += f", + {f.vibroclaws} vibro-claw x {t['vibroclaw']}"
        raw.append(total)
        steps.append(ASStep(f"damage.{'sml'[band]}.raw", desc, _f(total), "ASC p. 102"))
        out.append(dual_rounded_up(total))
    s, m, l = out
    steps.append(ASStep("damage", "tenths rounded up; under 0.5 is minimal damage 0*", f"{s}/{m}/{l}", "ASC p. 94"))
    return DamageResult(s, m, l, 0, False, 1.0, (raw[0], raw[1], raw[2])), steps


def step_damage_infantry(f: Facts) -> tuple[DamageResult, list[ASStep]]:
    """Conventional infantry: damage per trooper x the troop factor for the
    platoon's troopers / 10 (ASC p. 102); S always, M when the range weapon
    reaches 2 hexes or more, L from 6 (ranges x 3).  Field guns replace the
    troopers' damage and convert as vehicle weapons (see step_damage)."""
    t = table("troop_factor")
    tf = float(t["factors"][min(f.troopers, len(t["factors"]) - 1)])
    per = f.infantry_dpt * tf / 10
    bands = (True, f.infantry_range >= 2, f.infantry_range >= 6)
    raw = tuple(per if on else 0.0 for on in bands)
    steps = [ASStep("damage.raw", f"{_f(f.infantry_dpt)} per trooper x troop factor {_f(tf)} ({f.troopers} troopers) / 10"
                    f" = {_f(per)}; range {f.infantry_range}: S" + ("M" if bands[1] else "") + ("L" if bands[2] else ""),
                    "/".join(_f(x) for x in raw), "ASC p. 102")]
    s, m, l = (dual_rounded_up(x) for x in raw)
    steps.append(ASStep("damage", "tenths rounded up; under 0.5 is minimal damage 0*", f"{s}/{m}/{l}", "ASC p. 94"))
    return DamageResult(s, m, l, 0, False, 1.0, (raw[0], raw[1], raw[2])), steps


def step_damage(f: Facts, explain: bool = True) -> tuple[DamageResult, list[ASStep]]:
    """S/M/L damage and overheat; ``explain`` False leaves most report lines out."""
    if f.as_type == "BA":
        return step_damage_battle_armor(f)
    if f.as_type == "CI" and not f.weapons:
        return step_damage_infantry(f)
    steps = []
    raw = []
    for band in range(3):
        total, parts = _band_sum(f, band, explain=explain)
        raw.append(total)
        if explain:
            steps.append(ASStep(f"damage.{'sml'[band]}.raw", " + ".join(parts) or "no weapon reaches", _f(total), "ASC p. 94"))
    rs, rm, rl = raw
    factor, ov, ovl, l_factor = 1.0, 0, False, 1.0
    s_val, m_val, l_val = rs, rm, rl
    if f.uses_heat:
        cap = f.heat_capacity
        heat_m = heat_generation(f)
        if explain:
            steps.append(ASStep("heat", f"heat {heat_m} (weapons + {f.heat_notes}) vs capacity {cap}",
                                f"{heat_m}/{cap}", "ASC p. 93"))
        if heat_m - 4 > cap:
            factor = cap / (heat_m - 4)
            s_val, m_val = rs * factor, rm * factor
            if rm > 0:
                ov = min(round_up(round_up_to_tenth(rm)) - round_up(round_up_to_tenth(m_val)), 4)
            else:
                # no M damage: the overheat is what the heat costs at S (an
                # S-only element can carry OV: its PV counts OV at half,
                # ASC p. 138)
                ov = min(round_up(round_up_to_tenth(rs)) - round_up(round_up_to_tenth(s_val)), 4)
            if explain:
                steps.append(ASStep("heat.adjust", f"S and M x {cap}/({heat_m} - 4) = {_f(factor)}",
                                    f"{_f(s_val)}/{_f(m_val)}", "ASC p. 93"))
        heat_l = heat_generation(f, long_only=True)
        if ov > 0:
            if heat_l - 4 > cap:
                l_factor = cap / (heat_l - 4)
                adj = rl * l_factor
                if round_up(round_up_to_tenth(adj)) < round_up(round_up_to_tenth(rl)):
                    ovl = True
                    l_val = rl * factor
                    l_factor = factor
                    steps.append(ASStep("heat.long", f"long-range heat {heat_l} over capacity: OVL, L x {_f(factor)}",
                                        _f(l_val), "ASC p. 93"))
        elif heat_l - 4 > cap:
            l_factor = cap / (heat_l - 4)
            l_val = rl * l_factor
            steps.append(ASStep("heat.long", f"L x {cap}/({heat_l} - 4)", _f(l_val), "ASC p. 93"))
        if explain:
            steps.append(ASStep("ov", ("M" if rm > 0 else "S (no M damage)") + " damage before minus after the heat adjustment, at most 4",
                                str(ov), "ASC p. 93"))
    s, m, l = dual_rounded_up(s_val), dual_rounded_up(m_val), dual_rounded_up(l_val)
    if explain:
        steps.append(ASStep("damage", "tenths rounded up; under 0.5 is minimal damage 0*", f"{s}/{m}/{l}", "ASC p. 94"))
    return DamageResult(s, m, l, ov, ovl, factor, (rs, rm, rl), l_factor), steps


def _special_damage(f: Facts, dmg: DamageResult, pred: Callable[[Weapon], bool],
                    arcs: tuple[str, ...] = ("front", "turret"), fcs: bool = False, mml: Optional[tuple] = None
                    ) -> list[float]:
    """A damage special's S/M/L, heat-adjusted band by band as the standard
    damage is (ASC p. 93): S and M by the heat factor, L by the factor of
    the L step (the heat factor with OVL, else the long-range weapons' own
    factor when their heat runs over the capacity).  Rear-mounted weapons
    are not adjusted: the heat step counts only the front-firing weapons'
    heat."""
    vals = [0.0, 0.0, 0.0]
    for w in f.weapons:
        if w.arc not in arcs or not pred(w):
            continue
        damage = w.damage if fcs else w.damage_unlinked
        for band in range(3):
            d = damage[band]
            if mml is not None and w.family == "mml":
                d *= mml[band]
            vals[band] += d
    if f.as_type == "BA":
        vals = [v * f.troop_factor for v in vals]
    if arcs == ("rear",):
        return vals
    if dmg.heat_factor != 1:
        vals[0] *= dmg.heat_factor
        vals[1] *= dmg.heat_factor
    if dmg.l_factor != 1:
        vals[2] *= dmg.l_factor
    return vals


# The damage specials (ASC p. 95): (ability, which weapons count, MML share
# per band, bands printed, the weapons' special classes it can count)
DAMAGE_CLASSES: Final[tuple[tuple[str, Callable[[Weapon], bool], Optional[tuple], int, frozenset[str]], ...]] = (
    ("LRM", lambda w: w.special_class in ("LRM", "MML") and w.fcs is None, (0, 0.5, 1), 3,
     frozenset({"LRM", "MML"})),
    ("SRM", lambda w: w.special_class in ("SRM", "MML") and w.fcs is None, (1, 0.5, 0), 2,
     frozenset({"SRM", "MML"})),
    ("AC", lambda w: w.special_class == "AC", None, 3, frozenset({"AC"})),
    ("FLK", lambda w: w.special_class == "FLK", None, 3, frozenset({"FLK"})),
    ("IATM", lambda w: w.special_class == "IATM", None, 3, frozenset({"IATM"})),
    ("TOR", lambda w: w.special_class == "TOR", None, 3, frozenset({"TOR"})),
    # re-engineered lasers: the same M threshold, printed without values
    ("REL", lambda w: w.special_class == "REL", None, 0, frozenset({"REL"})),
)
# battle armor: only FLK among the damage classes
BA_DAMAGE_CLASSES: Final = tuple(c for c in DAMAGE_CLASSES if c[0] == "FLK")


def _damage_specials(f: Facts, dmg: DamageResult, classes: tuple, arcs: tuple[str, ...], sink: Abilities,
                     steps: list[ASStep], explain: bool, label: str = "") -> None:
    """The damage-class abilities (FLK, TOR, SRM, LRM, AC, ..., IF) of the
    weapons in ``arcs``, added to ``sink``."""
    present = {w.special_class for w in f.weapons if w.arc in arcs}
    for code, pred, mml, ranges, reads in classes:
        if present.isdisjoint(reads):
            continue  # no weapon of the class: no damage to sum
        # torpedoes keep their Artemis bonus (the standard damage
        # leaves them out, so TOR is their whole damage)
        vals = _special_damage(f, dmg, pred, arcs=arcs, mml=mml, fcs=code == "TOR")
        if sum(vals) <= 0:
            continue
        if code in ("FLK", "TOR"):
            ok = True
        else:
            ok = round_up_to_tenth(vals[1]) >= 1
        if not ok:
            if explain:
                steps.append(ASStep(f"special.{label}{code}", f"{code} damage {'/'.join(_f(v) for v in vals)} below 1 at M",
                                    f"no {code}", "ASC p. 95"))
            continue
        if not ranges:
            sink.add(code)
            if explain:
                steps.append(ASStep(f"special.{label}{code}", f"{code} weapons at M {_f(vals[1])}", code, "ASC p. 95"))
            continue
        text = vector(vals[:ranges], minimal=code in ("FLK", "TOR"))
        sink.add(code, text)
        if explain:
            steps.append(ASStep(f"special.{label}{code}", f"{code} weapons {'/'.join(_f(v) for v in vals[:ranges])}, rounded normally",
                                code + text, "ASC p. 95"))
    # indirect fire: the L value of IF-capable weapons
    vals = _special_damage(f, dmg, lambda w: w.indirect, arcs=arcs)
    if vals[2] > 0:
        d = normal_rounded(vals[2])
        if d.value or d.minimal:
            sink.add("IF", str(d))
            if explain:
                steps.append(ASStep(f"special.{label}IF", f"indirect-fire weapons at L {_f(vals[2])}", f"IF{d}", "ASC p. 95"))


def _heat_special(f: Facts, arcs: tuple[str, ...], sink: Abilities, steps: list[ASStep], explain: bool,
                  label: str = "") -> None:
    """HT: the heat damage of the weapons in ``arcs``, added to ``sink``."""
    hs: list[float] = [0, 0, 0]
    for w in f.weapons:
        if w.arc not in arcs:
            continue
        for band in range(3):
            hs[band] += w.conv.heat_bands[band] * w.count * w.squad_share
    if f.as_type == "BA":
        hs = [h * f.troop_factor for h in hs]
    if sum(hs):
        ht = [2 if h > 10 else 1 if h > 4 else 0 for h in hs]
        if sum(ht):
            text = "/".join(str(x) for x in ht)
            sink.add("HT", text)
            if explain:
                steps.append(ASStep(f"special.{label}HT", f"heat damage {'/'.join(map(str, hs))} (over 4: 1, over 10: 2)",
                                    "HT" + text, "ASC p. 95"))


def step_weapon_specials(f: Facts, dmg: DamageResult, ab: Abilities, explain: bool = True) -> list[ASStep]:
    steps: list[ASStep] = []
    if dmg.ovl:
        ab.add("OVL")
    classes = BA_DAMAGE_CLASSES if f.as_type == "BA" else DAMAGE_CLASSES
    # (module-level helpers, not closures: a compiled closure and its
    # environment form a reference cycle that keeps the unit alive until
    # the garbage collector runs)
    _damage_specials(f, dmg, classes, ("front", "turret"), ab, steps, explain)
    # heat damage (front and turret weapons)
    _heat_special(f, ("front", "turret"), ab, steps, explain)
    if f.as_type == "CI" and f.infantry_heat and not f.weapons and dmg.s.value >= 1:
        # a platoon with flamers or plasma rifles: HT of its S damage, at most 2 (ASC p. 124)
        ht = f"{min(2, dmg.s.value)}/-/-"
        ab.add("HT", ht)
        if explain:
            steps.append(ASStep("special.HT", f"flamer or plasma infantry weapons, S {dmg.s}", "HT" + ht, "ASC p. 124"))
    # turret: its own damage, damage specials and the abilities of the
    # weapons it carries - TAG, AMS/RAMS, Narc, TSEMP, taser, artillery, HT:
    # a turret attack uses only the damage values and special abilities of
    # TUR (AS:CE errata v6.02 p. 79; notation TUR(S/M/L, specials); TUR(AMS)
    # for a turret without damage)
    if any(w.arc == "turret" for w in f.weapons):
        tv = [_band_sum(f, b, arcs=("turret",))[0] for b in range(3)]
        # a 'Mech's turret fires with its front weapons: heat-adjusted like
        # the standard damage (ASC p. 93; vehicles track no heat)
        tv = [tv[0] * dmg.heat_factor, tv[1] * dmg.heat_factor, tv[2] * dmg.l_factor]
        tab = Abilities()
        if sum(tv) > 0:
            _damage_specials(f, dmg, classes, ("turret",), tab, steps, explain, "TUR.")
        _heat_special(f, ("turret",), tab, steps, explain, "TUR.")
        for w in f.weapons:
            if w.arc != "turret":
                continue
            if "F_TAG" in w.eq.flags:
                short = int((w.eq.weapon.ranges or {}).get("short", 5)) if w.eq.weapon else 5
                tab.add("LTAG" if short < 5 else "TAG")
            _weapon_abilities(f, w, tab)
            art = w.conv.artillery
            if art:
                tab.add(art, w.count)
        if sum(tv) > 0 or tab.values:
            inner = ("/".join(str(dual_rounded_up(v)) for v in tv),) if sum(tv) > 0 else ()
            text = "(" + ", ".join(inner + specials_text(tab)) + ")"
            ab.add("TUR", text)
            if explain:
                steps.append(ASStep("special.TUR", f.torso_turret or "turret-mounted weapons", "TUR" + text,
                                    "AS:CE errata p. 79"))
    # rear-mounted weapons
    rear = [w for w in f.weapons if w.arc == "rear"]
    if rear:
        vals = _special_damage(f, dmg, lambda w: True, arcs=("rear",))
        if sum(vals) > 0:
            text = vector(vals)
            ab.add("REAR", text)
            if explain:
                steps.append(ASStep("special.REAR", "rear-mounted weapons", "REAR" + text, "ASC p. 95"))
    # weapon-borne abilities
    sswm_none = _sswm_no_abilities() if f.as_type == "BA" else ()
    for w in f.weapons:
        eq, wt = w.eq, w.eq.weapon
        fam = w.family
        is_tag = fam == "tag" or "F_TAG" in eq.flags
        if w.squad_share < 1 and is_tag and "tag" in sswm_none:
            # a squad support TAG gives no TAG/LTAG (data/troop_factor.json)
            continue
        if is_tag:
            if eq.id == "ISC3MasterBoostedSystemUnit":
                ab.add("C3BSM", 1)
                ab.add("MHQ", 6)
            elif eq.id == "ISC3MasterUnit":
                ab.add("C3M", 1)
                ab.add("MHQ", 5)
            short = int((wt.ranges or {}).get("short", 5)) if wt else 5
            # a C3 master's built-in TAG is a TAG like any other: printed
            # and priced (ASC p. 139, TAG +0.5)
            ab.add("LTAG" if short < 5 else "TAG")
        elif eq.id in ("ISC3MasterUnit", "ISC3MasterBoostedSystemUnit"):
            ab.add("C3BSM" if "Boosted" in eq.id else "C3M", 1)
            ab.add("MHQ", 6 if "Boosted" in eq.id else 5)
            ab.add("TAG")
        _weapon_abilities(f, w, ab)
        code = w.conv.artillery
        if code:
            ab.add(code, 1)
    return steps


def _weapon_abilities(f: Facts, w: Weapon, sink: Abilities) -> None:
    """Add the abilities a weapon gives by itself to ``sink``: Narc
    launchers INARC/SNARC/CNARC 1, tasers MTAS/BTAS 1, AMS (an APDS: RAMS),
    TSEMP/TSEMPO 1 (ASC p. 95; AS:CE pp. 76-83).  A turret's weapons give
    them inside TUR as well (AS:CE errata v6.02 p. 79)."""
    eq, wt = w.eq, w.eq.weapon
    if wt is not None and wt.ammo_type == "T_INARC":
        sink.add("INARC", 1)
    elif wt is not None and wt.ammo_type == "T_NARC":
        sink.add("CNARC" if ("compact" in eq.id.lower() or f.as_type == "BA") else "SNARC", 1)
    if wt is not None and wt.ammo_type == "T_TASER":
        sink.add("BTAS" if f.as_type == "BA" else "MTAS", 1)
    if eq.id in ("ISAPDS", "ISBAAPDS"):
        sink.add("RAMS")
    elif "F_AMS" in eq.flags or w.family == "ams":
        sink.add("AMS")
    if "F_TSEMP" in eq.flags or "F_CWS" in eq.flags:
        sink.add("TSEMPO" if w.conv.one_shot else "TSEMP", 1)


def _sswm_no_abilities() -> tuple:
    """Weapon families whose card ability a battle armor squad support
    weapon does not give (data/troop_factor.json, squad_support_weapon)."""
    return tuple(table("troop_factor").get("squad_support_weapon", {}).get("no_abilities", ()))


def _club(f: Facts, eq: Equipment, m: Mount, ab: Abilities) -> None:
    """A club-type tool: MEL, plus ENG for digging tools, SAW for saws and
    blades, SHLD for shields."""
    ab.add("MEL")
    n = eq.name.lower()
    if any(k in n for k in ("backhoe", "pile driver", "mining drill", "rock cutter", "wrecking ball")):
        ab.add("ENG")
    elif any(k in n for k in ("saw", "retractable blade")):
        ab.add("SAW")
    if "shield" in n:
        ab.add("SHLD")


def _communications(f: Facts, eq: Equipment, m: Mount, ab: Abilities) -> None:
    """Communications equipment: MHQ of its tons, RCN from 5% of the unit's
    tonnage."""
    tons = m.size if m.size is not None else (eq.tonnage or 1)
    ab.add("MHQ", int(tons))
    if tons >= f.design.tonnage / 20.0:
        ab.add("RCN")


def _sealing(f: Facts, eq: Equipment, m: Mount, ab: Abilities) -> None:
    """SEAL; and SOA when the sealed unit's engine needs no air: not an
    engine that burns fuel (ICE, steam), and not a unit without an engine
    (a trailer), which cannot operate on its own at all."""
    ab.add("SEAL")
    d = f.design
    if d.engine is not None and d.engine.type not in ("ice", "primitive_ice", "steam", "none"):
        ab.add("SOA")


_HANDLERS: Final = {"club": _club, "communications": _communications, "sealing": _sealing}


def _rule_matches(rule: dict[str, Any], as_type: str, eq: Equipment) -> bool:
    fl = eq.flags
    if "ids" in rule and eq.id not in rule["ids"]:
        return False
    if "any" in rule and fl.isdisjoint(rule["any"]):  # (a frozenset: none of them)
        return False
    if "all" in rule and not fl.issuperset(rule["all"]):
        return False
    if "id_has" in rule and rule["id_has"] not in eq.id.lower():
        return False
    if as_type in rule.get("not_types", ()) or ("types" in rule and as_type not in rule["types"]):
        return False
    return True


@lru_cache(maxsize=1)
def _specials_rules() -> tuple[tuple[dict[str, Any], ...], tuple[dict[str, Any], ...]]:
    """data/equipment_specials.json's ordered rules and its 'also' rules,
    each a plain dict: the compiled core reads a dict directly, a read-only
    mapping only through its methods."""
    spec = table("equipment_specials")
    return tuple(dict(r) for r in spec["rules"]), tuple(dict(r) for r in spec["also"])


_RULES_FOR: Final[dict[tuple[str, str], tuple[dict[str, Any], ...]]] = {}


def _rules_for(eq: Equipment, as_type: str) -> tuple[dict[str, Any], ...]:
    """The rules an item's abilities come from: the first matching rule of
    the ordered list, then every matching 'also' rule.  Cached per catalog
    id and unit type (the same few hundred items recur everywhere)."""
    key = (eq.id, as_type)
    hit = _RULES_FOR.get(key)
    if hit is None:
        rules, also = _specials_rules()
        first = next((r for r in rules if _rule_matches(r, as_type, eq)), None)
        hit = ((first,) if first is not None else ()) + tuple(r for r in also if _rule_matches(r, as_type, eq))
        _RULES_FOR[key] = hit
    return hit


def _apply_rule(rule: dict[str, Any], f: Facts, eq: Equipment, m: Mount, ab: Abilities) -> None:
    if "handler" in rule:
        _HANDLERS[rule["handler"]](f, eq, m, ab)
        return
    for code, *value in rule["add"]:
        v = value[0] if value else None
        if v == "size":
            v = int(m.size or 1)
        elif v == "tons":
            v = float(m.size if m.size is not None else (eq.tonnage or 0))
        ab.add(code, v)


def _ground_mode(f: Facts) -> Optional[str]:
    """The Move code that JMPS#/JMPW# compare the jump Move against (ASC
    p. 78: the difference between the TMMs of the unit's ground and jumping
    Moves): a 'Mech's (and other infantry-type units') plain Move, a ground
    vehicle's Move with its motive letter (8"t, 16"h: ASC p. 92)."""
    modes = dict(f.move)
    if "" in modes:
        return ""
    if f.as_type in ("CV", "SV"):
        for code, _ in f.move:
            if code != "j":
                return code
    return None


# the sensors and probes that make a unit a recon unit (RCN, ASC p. 96)
_RECON_SENSORS: Final = ("PRB", "LPRB", "NOVA", "BH", "WAT")


def step_equipment_specials(f: Facts, ab: Abilities, explain: bool = True) -> list[ASStep]:
    steps = []
    d = f.design
    # ENE / Clan CASE (ASC p. 96)
    if f.as_type in ("BA", "CI"):
        pass  # infantry have no ENE (explosive components do not apply)
    elif f.explosive:
        if d.is_clan and f.as_type in ("BM", "IM", "SV", "CV", "MS"):
            ab.add("CASE")
    else:
        ab.add("ENE")
    # each item: the first rule of data/equipment_specials.json it matches,
    # then the rules every item is checked against
    for eq, m in f.misc:
        for rule in _rules_for(eq, f.as_type):
            _apply_rule(rule, f, eq, m, ab)
    for seed in f.specials_seed:
        code, _, val = seed.partition(":")
        ab.add(code, float(val) if val else None)
    if d.omni and f.as_type != "BA":
        ab.add("OMNI")
    at = d.armor_type
    if at and not any(a.armor_type for a in d.armor):
        armor_code = {"commercial": "BAR", "ferro_lamellor": "CR", "hardened": "CR", "stealth": "STL", "stealth_vehicle": "STL",
                "vehicular_stealth": "STL", "anti_penetrative_ablation": "ABA", "ballistic_reinforced": "BRA", "heat_dissipating": "FR",
                "impact_resistant": "IRA", "reactive_is": "RCA", "reactive_clan": "RCA", "reflective_is": "RFA",
                "reflective_clan": "RFA"}.get(at)
        if armor_code:
            ab.add(armor_code)
    if d.engine is not None:
        if d.engine.type in ("ice", "primitive_ice"):
            ab.add("EE")
        elif d.engine.type in ("fuel_cell", "primitive_fuel_cell"):
            ab.add("FC")
    modes = dict(f.move)
    ground = _ground_mode(f)
    if "j" in modes and ground is not None:
        jt, wt = tmm_for_move(modes["j"]), tmm_for_move(modes[ground])
        if jt > wt:
            ab.add("JMPS", jt - wt)
        elif jt < wt:
            ab.add("JMPW", wt - jt)
    if "s" in modes and "" in modes:
        st, wt = tmm_for_move(modes["s"]), tmm_for_move(modes[""])
        if st > wt:
            ab.add("SUBS", st - wt)
        elif st < wt:
            ab.add("SUBW", wt - st)
    if resolve(d).armored:
        ab.add("ARM")
    # finishing touches (ASC p. 96)
    if isinstance(ab.values.get("IT"), float):
        ab.values["IT"] = round(ab.values["IT"], 3)
    if isinstance(ab.values.get("MHQ"), float):
        ab.values["MHQ"] = int(ab.values["MHQ"])
    if ab.has("CASEII") and ab.has("CASE"):
        ab.remove("CASE")
    if ab.has("XMEC") and ab.has("MEC"):
        ab.remove("MEC")
    if ab.has("AECM") and ab.has("ECM"):
        ab.remove("ECM")
    if ab.has_any(_RECON_SENSORS):
        ab.add("RCN")
    ct = ab.values.get("CT")
    if isinstance(ct, float):
        if ct > 1000:
            ab.remove("CT")
            ab.add("CK", round_half_up(ct / 1000))
        else:
            # tons, fractions kept (the reference prints CT8.55, CT1.383)
            ab.values["CT"] = round(ct, 3)
    if explain:
        steps.append(ASStep("specials", "equipment and chassis abilities", ", ".join(sorted(ab.values)), "ASC p. 96"))
    return steps


def specials_text(ab: Abilities) -> tuple[str, ...]:
    out = []
    for code, v in ab.values.items():
        if v is None:
            out.append(code)
        elif code in ART_CODES:
            out.append(f"{code}-{number_text(v)}")
        elif code in ("C3M", "C3BSM", "C3BSS", "C3EM") and isinstance(v, (int, float)):
            out.append(code if v <= 1 else f"{code}{number_text(v)}")
        elif isinstance(v, (int, float)):
            out.append(f"{code}{number_text(v)}")
        else:
            out.append(f"{code}{v}")
    return tuple(sorted(out))


# ------------------------------------------------------------------ point value

def _num(ab: Abilities, code: str) -> float:
    v = ab.values.get(code)
    return float(v) if isinstance(v, (int, float)) else 0.0


# Offensive special abilities (ASC p. 139): code -> value(abilities, facts,
# highest move), in the book's order.
_OFFENSIVE_SUA: Final = (
    ("TAG", lambda ab, f, hi: 0.5), ("LTAG", lambda ab, f, hi: 0.25),
    ("SNARC", lambda ab, f, hi: _num(ab, "SNARC")), ("INARC", lambda ab, f, hi: _num(ab, "INARC")),
    ("CNARC", lambda ab, f, hi: 0.5 * _num(ab, "CNARC")), ("TSM", lambda ab, f, hi: 1.0),
    ("ECS", lambda ab, f, hi: 0.25), ("MEL", lambda ab, f, hi: 0.5), ("MDS", lambda ab, f, hi: _num(ab, "MDS")),
    ("MTAS", lambda ab, f, hi: _num(ab, "MTAS")), ("BTAS", lambda ab, f, hi: 0.25 * _num(ab, "BTAS")),
    ("TSEMP", lambda ab, f, hi: 5 * _num(ab, "TSEMP")), ("TSEMPO", lambda ab, f, hi: min(5.0, _num(ab, "TSEMPO"))),
    ("BT", lambda ab, f, hi: 0.5 * hi * f.size),
)
# Artillery (ASC p. 139): PV per point of the ability.
_ARTILLERY_PV: Final = {"ARTAIS": 12, "ARTAC": 12, "ARTT": 6, "ARTS": 12, "ARTBA": 6, "ARTLTC": 12, "ARTSC": 6, "ARTCM5": 30,
                 "ARTCM7": 54, "ARTCM9": 72, "ARTCM12": 93, "ARTLT": 27, "ARTTC": 3}
# Defensive special abilities (ASC p. 139): (code, flat value, share of a
# third of the armor; halved with BAR).
_DEFENSIVE_SUA: Final = (
    ("ABA", 0.5, 0), ("AMS", 1.0, 0), ("FR", 0.5, 0), ("RAMS", 1.25, 0), ("BHJ2", 0, 1), ("RCA", 0, 1),
    ("SHLD", 0, 1), ("BHJ3", 0, 1.5), ("BRA", 0, 0.75), ("IRA", 0, 0.5),
)
_DEFENSIVE_CODES: Final = frozenset(code for code, _, _ in _DEFENSIVE_SUA)
# C3 abilities (the C3 bonus) and the abilities that keep a unit from being
# rated a brawler (ASC errata v1.4 p. 17)
_C3_CODES: Final = frozenset(("C3BSM", "C3BSS", "C3EM", "C3I", "C3M", "C3S", "AC3", "NC3", "NOVA"))
_NO_BRAWL: Final = frozenset({"BT", "ARTS", "C3BSM", "C3BSS", "C3EM", "C3I", "C3M", "C3S", "AC3", "NC3", "NOVA", "C3RS", "ECM",
                       "AECM"} | ART_CODES)
# Force bonus abilities (ASC p. 139): code -> PV
_FORCE_BONUS: Final = {"AECM": 3, "BH": 2, "C3RS": 2, "ECM": 2, "RCN": 2, "TRN": 2, "LPRB": 1, "PRB": 1, "LECM": 0.5}


def _strong_mover_tmm(ab: Abilities) -> float:
    """The extra TMM a strong jumper or strong submersible counts in its
    Point Value (data/point_value.json strong_movers)."""
    per = table("point_value")["strong_movers"]["tmm_per_point"]
    return sum(k * _num(ab, code) for code, k in per.items() if ab.has(code))


def mhq_bonus(mhq: int) -> float:
    """The force bonus of MHQ# (data/point_value.json mhq)."""
    t = table("point_value")["mhq"]
    if mhq <= t["full_up_to"]:
        return float(mhq)
    return t["base_above"] + math.ceil(round(t["per_point_above"] * (mhq - t["counted_from"]), 9))


def step_point_value(f: Facts, move: tuple, tmm: int, armor: int, structure: int, dmg: DamageResult,
                     ab: Abilities, explain: bool = True) -> tuple[int, list[ASStep]]:
    """The Point Value; ``explain`` False leaves the report lines out."""
    steps = []
    s, m, l = dmg.s.pv_value, dmg.m.pv_value, dmg.l.pv_value
    tor = ""
    if ab.has("TOR"):
        # torpedo damage counts with the standard damage (the reference's
        # PV; torpedoes are left out of the standard damage values)
        tv = [0.5 if x == "0*" else float(x) for x in str(ab.values["TOR"]).split("/")]
        s, m, l = s + tv[0], m + tv[1], l + tv[2]
        tor = f" (with TOR{ab.values['TOR']})"
    off = s + 2 * m + l
    if explain:
        steps.append(ASStep("pv.damage", f"S {_f(s)} + 2 x M {_f(m)} + L {_f(l)}{tor}", _f(off), "ASC p. 138"))
    if dmg.ov >= 1:
        add = (1 + 0.5 * (dmg.ov - 1)) / (2 if m + l == 0 else 1)
        off += add
        if explain:
            steps.append(ASStep("pv.ov", f"overheat {dmg.ov}", _f(off), "ASC p. 138"))
    if f.as_type in ("BM", "IM", "PM"):
        off += 0.5 * f.size
        if explain:
            steps.append(ASStep("pv.size", f"+ size {f.size} / 2", _f(off), "ASC p. 138"))
    highest = max((i for _, i in move), default=0)
    for code, value in _OFFENSIVE_SUA:
        if code not in ab.values:
            continue
        v = value(ab, f, highest)
        if v:
            off += v
            if explain:
                steps.append(ASStep("pv.offensive", f"+ {_f(v)} ({code})", _f(off), "ASC p. 139"))
    if ab.has("IATM"):
        l_iatm = str(ab.values["IATM"]).split("/")
        v = 0.5 if l_iatm[2] == "0*" else float(l_iatm[2])
        off += v
        if explain:
            steps.append(ASStep("pv.offensive", f"+ {_f(v)} (IATM L)", _f(off), "ASC p. 139"))
    if ab.has("OVL"):
        off += 0.25 * dmg.ov
    if ab.has("HT"):
        ht = [0.5 if x == "0*" else 0.0 if x == "-" else float(x) for x in str(ab.values["HT"]).split("/")]
        v = max(ht) + (0.5 if ht[1] > 0 else 0)
        off += v
        if explain:
            steps.append(ASStep("pv.offensive", f"+ {_f(v)} (HT)", _f(off), "ASC p. 139"))
    if ab.has("IF"):
        v = 0.5 if ab.values["IF"] == "0*" else float(ab.values["IF"])
        off += v
        if explain:
            steps.append(ASStep("pv.offensive", f"+ {_f(v)} (IF)", _f(off), "ASC p. 139"))
    if ab.has("RHS"):
        off += 1 if ab.has("OVL") else 0.5 if dmg.ov > 0 else 0.25
    if ab.has("BOMB"):
        # a LAM's bombs (data/lam.json; aerospace offensive abilities, ASC p. 142)
        off += pv_bomb(ab)
        if explain:
            steps.append(ASStep("pv.offensive", f"+ {_f(pv_bomb(ab))} (BOMB)", _f(off), "ASC p. 142"))
    for code, per in _ARTILLERY_PV.items() if ab.has_any(_ARTILLERY_PV) else ():  # (most units have none)
        if ab.has(code):
            off += per * _num(ab, code)
            if explain:
                steps.append(ASStep("pv.offensive", f"+ {per} x {code}", _f(off), "ASC p. 139"))
    blanket = 1.0
    if ab.has("ATAC"):
        blanket += 0.1
    if ab.has("VRT"):
        blanket += 0.1
    if ab.has("SHLD"):
        blanket -= 0.1
    if f.as_type in ("SV", "IM") and not (ab.has("AFC") or ab.has("BFC")):
        blanket -= 0.2
    if ab.has("BFC"):
        blanket -= 0.1
    off *= blanket
    if explain:
        steps.append(ASStep("pv.offensive_value", f"x {_f(blanket)} (blanket modifiers)", _f(off), "ASC p. 139"))

    # defensive value
    dv = 0.125 * highest
    modes = {mode for mode, _ in move}
    jump = "j" in modes
    if jump:
        dv += 0.5
    if explain:
        steps.append(ASStep("pv.movement", f"highest move {highest}\" / 8" + (" + 0.5 jump" if jump else ""), _f(dv), "ASC p. 139"))
    if "a" in modes:
        # a LAM's fighter thrust (data/lam.json): the aerospace movement factor
        dv += pv_thrust(move)
        if explain:
            steps.append(ASStep("pv.thrust", f"+ thrust {dict(move)['a']} x 0.25 (+1 at 10+)", _f(dv), "ASC p. 142"))
    third = math.floor(armor / 3)
    bar = 0.5 if ab.has("BAR") else 1
    for code, flat, per_third in _DEFENSIVE_SUA if ab.has_any(_DEFENSIVE_CODES) else ():
        if ab.has(code):
            v = flat + bar * per_third * third
            dv += v
            if explain:
                steps.append(ASStep("pv.defensive", f"+ {_f(v)} ({code})", _f(dv), "ASC p. 139"))
    if ab.has("CR") and structure >= 3:
        dv += 0.25
    if ab.has("ARM") and structure > 1:
        dv += 0.5
    amult = 2.0
    if f.as_type in ("CV", "SV"):
        if modes & {"t", "n", "s"}:
            amult = 1.8
        elif modes & {"h", "w"}:
            amult = 1.7
        elif modes & {"v", "g"}:
            amult = 1.5
        if ab.has("ARS"):
            amult += 0.1
    if ab.has("BAR"):
        amult /= 2
    smult = 2.0 if f.as_type in ("CI", "BA") else 0.5 if (f.as_type == "IM" or ab.has("BAR")) else 1.0
    dir_ = armor * amult + structure * smult
    has_damage = any(d.value or d.minimal for d in (dmg.s, dmg.m, dmg.l))
    extra_tmm = _strong_mover_tmm(ab)  # JMPS / SUBS (data/point_value.json)
    movemod = tmm
    if jump and (f.as_type in ("CI", "BA") or (not has_damage and not ab.has_any(ART_CODES | {"TSEMP"}))):
        movemod += 1
    r = movemod
    if ab.has("MAS") and r < 3:
        r = 3
    elif ab.has("LMAS") and r < 2:
        r = 2
    if f.as_type in ("BA", "PM"):
        r += 1
    if f.as_type not in ("BM", "IM") and modes & {"g", "v"}:
        r += 1
    if ab.has("STL"):
        r += 1
    if ab.has("LG") or ab.has("SLG") or ab.has("VLG"):
        r -= 1
    moved = r + extra_tmm  # a strong mover's extra TMM may be a half
    factor = 1 + (0.1 if moved <= 2 else 0.25) * moved
    dir_ = round_to_half(dir_ * factor)
    dv += dir_
    if explain:
        steps.append(ASStep("pv.dir", f"(armor {armor} x {_f(amult)} + structure {structure} x {_f(smult)}) x defense factor {_f(factor)}, to the half",
                            _f(dir_), "ASC p. 139"))
    sub = off + dv
    if explain:
        steps.append(ASStep("pv.subtotal", f"offensive {_f(off)} + defensive {_f(dv)}", _f(sub), "ASC p. 139"))
    # ground capabilities (ASC errata v1.4 p. 17)
    bonus = 0.0
    agile_tmm = tmm + extra_tmm
    if agile_tmm > 1:
        ds, dm = dmg.s.pv_value, dmg.m.pv_value
        if dm > 0:
            bonus = (agile_tmm - 1) * dm
        elif tmm >= 3:
            bonus = (agile_tmm - 2) * ds
    agile = round_to_half(bonus)
    c3 = round_to_half(sub * 0.05) if ab.has_any(_C3_CODES) else 0.0
    brawl_mult = 0.0
    # conventional infantry: only mechanized platoons and field gunners are
    # rated as brawlers (the reference spares every other platoon; no rule
    # text found either way: known_discrepancies.md)
    spared_ci = f.as_type == "CI" and not f.infantry_brawler
    if highest >= 2 and f.as_type != "BA" and not spared_ci and not ab.has_any(_NO_BRAWL):
        ps, pm, pl = dmg.s.pv_value, dmg.m.pv_value, dmg.l.pv_value
        only_s = (pm + pl) == 0 and ps > 0
        only_sm = pl == 0 and (ps + pm) > 0
        if 6 <= highest <= 10 and only_s:
            brawl_mult = 0.25
        elif highest < 6 and only_s:
            brawl_mult = 0.5
        elif highest < 6 and only_sm:
            brawl_mult = 0.25
    brawl = round_to_half(brawl_mult * sub)
    sub += agile + c3 - brawl
    if agile or c3 or brawl:
        if explain:
            steps.append(ASStep("pv.ground", f"agile +{_f(agile)}, C3 +{_f(c3)}, brawler -{_f(brawl)}", _f(sub), "ASC errata v1.4 p. 17"))
    force = 0.0
    for code, v in _FORCE_BONUS.items() if ab.has_any(_FORCE_BONUS) else ():
        if ab.has(code):
            force += v
    if ab.has("MHQ"):
        force += mhq_bonus(int(_num(ab, "MHQ")))
    if force:
        sub += force
        if explain:
            steps.append(ASStep("pv.force", f"force bonus +{_f(force)}", _f(sub), "ASC p. 139"))
    pv = max(1, round_half_up(sub))
    if explain:
        steps.append(ASStep("pv", "round normally, at least 1", str(pv), "ASC p. 139"))
    return pv, steps
