"""Unit files written from MechForge's own data, for test fixtures.

The fixtures under tests/api/fixtures are rendered by these functions from
design facts, never copied from the shared corpus: :func:`mtf_text` writes a
'Mech design in the current .mtf layout; :func:`blk_text` writes .blk blocks
(tag -> value lines) in sorted order.
"""

from __future__ import annotations

from construction.model import Design, mech_locations, slots_in_location

LOCATION_NAMES = {
    "LA": "Left Arm", "RA": "Right Arm", "LT": "Left Torso", "RT": "Right Torso", "CT": "Center Torso",
    "HD": "Head", "LL": "Left Leg", "RL": "Right Leg", "CL": "Center Leg", "FLL": "Front Left Leg",
    "FRL": "Front Right Leg", "RLL": "Rear Left Leg", "RRL": "Rear Right Leg",
}
REAR_KEYS = {"LT": "RTL", "RT": "RTR", "CT": "RTC"}
TECH = {"IS": "Inner Sphere", "Clan": "Clan"}
LEVEL_NUMBERS = {"introductory": 1, "standard": 2, "advanced": 3, "experimental": 4, "unofficial": 5}


def mtf_text(design: Design, engine: str, structure: str, armor: str, heat_sinks: str) -> str:
    """A 'Mech design as .mtf text.  The component lines are given in the
    file's own words (``"160 Fusion Engine"``, ``"IS Standard"``, ...)."""
    mech = design.mech
    lines = [f"chassis:{design.chassis}", f"model:{design.model}"]
    if design.mul_id is not None:
        lines.append(f"mul id:{design.mul_id}")
    lines += [
        f"Config:{mech.config.capitalize()}{' Omnimech' if design.omni else ''}",
        f"techbase:{TECH[design.tech_base]}",
        f"era:{design.year}",
        *([f"source:{design.source}"] if design.source else []),
        f"rules level:{LEVEL_NUMBERS[design.rules_level]}",
        f"mass:{design.tonnage:g}",
        f"engine:{engine}",
        f"structure:{structure}",
        "myomer:Standard",  # the fixtures use standard myomer
        f"heat sinks:{heat_sinks}",
        f"walk mp:{design.walk_mp}",
        f"jump mp:{design.jump_mp}",
        f"armor:{armor}",
    ]
    for a in design.armor:
        lines.append(f"{a.location} armor:{a.front}")
    for a in design.armor:
        if a.location in REAR_KEYS:
            lines.append(f"{REAR_KEYS[a.location]} armor:{a.rear or 0}")
    for loc in mech_locations(mech.config):
        slots = ["-Empty-"] * slots_in_location(loc)
        for m in design.mounts:
            for where, index in m.all_slots():
                if where == loc:
                    name = m.item + (" (R)" if m.rear else "")
                    slots[index] = "Fusion Engine" if m.item == "Engine" else name
        lines += ["", f"{LOCATION_NAMES[loc]}:"] + slots
    return "\n".join(lines) + "\n"


def blk_text(blocks: dict[str, list[str]]) -> str:
    """.blk text with the blocks in sorted tag order."""
    out = []
    for tag in sorted(blocks):
        out += [f"<{tag}>", *blocks[tag], f"</{tag}>"]
    return "\n".join(out) + "\n"
