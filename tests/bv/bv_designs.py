"""Small designs for the BV tests, written out as .mtf text (facts only)."""

from __future__ import annotations

import construction

_SLOTS = {
    "Left Arm": ["Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator", "Machine Gun", "Machine Gun",
                 "IS Ammo MG - Full"],
    "Right Arm": ["Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator", "Large Laser", "Large Laser"],
    "Left Torso": ["Medium Laser", "Medium Laser", "Medium Laser"],
    "Right Torso": ["LRM 15", "LRM 15", "LRM 15", "SRM 2", "IS Ammo SRM-2"],
    "Center Torso": ["Fusion Engine"] * 3 + ["Gyro"] * 4 + ["Fusion Engine"] * 3 + ["IS Ammo LRM-15", "IS Ammo LRM-15"],
    "Head": ["Life Support", "Sensors", "Cockpit", "Heat Sink", "Sensors", "Life Support"],
    "Left Leg": ["Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator", "Heat Sink", "Heat Sink"],
    "Right Leg": ["Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator", "Heat Sink", "Heat Sink"],
}


def thunderbolt_text(extra: dict | None = None, header: dict | None = None) -> str:
    """Thunderbolt TDR-5S (65 t, 260 fusion, 15 single heat sinks, 4/6/0)."""
    slots = {k: list(v) for k, v in _SLOTS.items()}
    for loc, items in (extra or {}).items():
        slots[loc].extend(items)
    h = {
        "Config": "Biped", "techbase": "Inner Sphere", "era": "2505", "rules level": "1", "mass": "65",
        "engine": "260 Fusion Engine(IS)", "structure": "IS Standard", "myomer": "Standard",
        "heat sinks": "15 Single", "walk mp": "4", "jump mp": "0", "armor": "Standard(Inner Sphere)",
        "LA armor": "20", "RA armor": "20", "LT armor": "24", "RT armor": "24", "CT armor": "30", "HD armor": "9",
        "LL armor": "29", "RL armor": "29", "RTL armor": "6", "RTR armor": "6", "RTC armor": "11",
    }
    h.update(header or {})
    lines = ["Version:1.0", "Thunderbolt", "TDR-5S"] + [f"{k}:{v}" for k, v in h.items()]
    for loc, items in slots.items():
        size = 6 if loc in ("Head", "Left Leg", "Right Leg") else 12
        lines.append("")
        lines.append(f"{loc}:")
        lines.extend(items + ["-Empty-"] * (size - len(items)))
    return "\n".join(lines) + "\n"


def thunderbolt(extra: dict | None = None, header: dict | None = None):
    return construction.parse(thunderbolt_text(extra, header), "mtf")
