"""The design model: one set of frozen dataclasses for every unit family.

A :class:`Design` describes a unit as its designer wrote it down, before any
rule is applied.  Rules (construction checks, Battle Value, Alpha Strike) read
a design and never change it.

Shape
-----
* Fields every family has sit on :class:`Design` itself: identity, tonnage,
  tech base, rules level, year, engine, structure, armor type, heat sinks,
  movement, the armor of each location and the list of mounted items.
* Family-specific fields sit in one optional block each
  (:class:`MechDetails`, :class:`VehicleDetails`, :class:`SupportVehicleDetails`,
  :class:`BattleArmorDetails`); exactly the block matching ``unit_type`` is set.
* Every occupied thing on the unit is a :class:`Mount`: weapons, ammunition,
  equipment *and* the fixed systems of a 'Mech (engine, gyro, cockpit,
  actuators, life support, sensors), so a 'Mech's critical hit table is simply
  the mounts that name slots.  Vehicles and battle armor use mounts without
  slot indices.

Location codes
--------------
'Mech: ``HD CT LT RT LA RA LL RL`` (quad: ``FLL FRL RLL RRL`` instead of the
arms and legs; tripod adds ``CL``).  Vehicles: ``FRONT LEFT RIGHT REAR BODY
TURRET TURRET2 ROTOR`` (superheavy and large: ``FRONT_LEFT FRONT_RIGHT
REAR_LEFT REAR_RIGHT``).  Battle armor: ``BODY LA RA TURRET`` for mounts
(``NONE`` for items that take no slot or are carried in a detachable
weapon pack); its armor is one ``TROOPER`` entry, the points of each suit.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Final, Optional

UNIT_TYPES = ("mech", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry")
# Each family's details block: the Design field holding it.  Every loader
# fills the block of the design's family (load_design with its defaults).
FAMILY_BLOCKS: Final = {"mech": "mech", "combat_vehicle": "vehicle", "support_vehicle": "support_vehicle",
                 "battle_armor": "battle_armor", "protomech": "protomech", "infantry": "infantry"}
TECH_BASES = ("IS", "Clan")
RULES_LEVELS: Final = ("introductory", "standard", "advanced", "experimental", "unofficial")
# MegaMek files number the rules levels 1-5 in this order.
RULES_LEVEL_BY_NUMBER: Final = {str(n): level for n, level in enumerate(RULES_LEVELS, start=1)}

MECH_CONFIGS = ("biped", "quad", "tripod", "lam", "quadvee")

BIPED_LOCATIONS: Final = ("HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL")
QUAD_LOCATIONS: Final = ("HD", "CT", "LT", "RT", "FLL", "FRL", "RLL", "RRL")
TRIPOD_LOCATIONS: Final = ("HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL", "CL")
TORSO_LOCATIONS: Final = ("CT", "LT", "RT")  # the locations that have rear armor

# Fixed systems that occupy 'Mech critical slots.  They are mounts like any
# item, named by these ids rather than by catalog ids.
ACTUATORS = (
    "Shoulder",
    "Upper Arm Actuator",
    "Lower Arm Actuator",
    "Hand Actuator",
    "Hip",
    "Upper Leg Actuator",
    "Lower Leg Actuator",
    "Foot Actuator",
)
SYSTEM_ITEMS: Final = ("Engine", "Gyro", "Cockpit", "Life Support", "Sensors") + ACTUATORS + (
    "Landing Gear", "Avionics", "Conversion Gear")
SYSTEM_ITEM_SET: Final = frozenset(SYSTEM_ITEMS)  # Mount.is_system runs for every mount of every design


def role_or_none(text: Optional[str]) -> Optional[str]:
    """A unit role as a file states it; empty or "None" (MegaMek's word for
    no role) is no role."""
    text = (text or "").strip()
    return None if not text or text.lower() == "none" else text


def mech_locations(config: str) -> tuple[str, ...]:
    """The locations of a 'Mech of the given configuration, in sheet order."""
    if config in ("quad", "quadvee"):
        return QUAD_LOCATIONS
    if config == "tripod":
        return TRIPOD_LOCATIONS
    return BIPED_LOCATIONS


def slots_in_location(location: str) -> int:
    """Critical slots a 'Mech location has (head and legs 6, the rest 12)."""
    if location == "HD" or location in ("LL", "RL", "CL", "FLL", "FRL", "RLL", "RRL"):
        return 6
    return 12


@dataclass(frozen=True, init=False)
class Engine:
    """A power plant.  ``type`` is a component id from construction.components."""

    type: str
    rating: int
    tech_base: str = "IS"

    def __init__(self, type: str, rating: int, tech_base: str = 'IS') -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "rating", rating)
        object.__setattr__(self, "tech_base", tech_base)


@dataclass(frozen=True, init=False)
class HeatSinks:
    """Heat sinks of a unit: the type, the total count and, for OmniMechs,
    how many belong to the base chassis (fixed)."""

    type: str
    count: int
    base_chassis: Optional[int] = None

    def __init__(self, type: str, count: int, base_chassis: Optional[int] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "base_chassis", base_chassis)


@dataclass(frozen=True, init=False)
class LocationArmor:
    """Armor points in one location; ``rear`` only for torso locations.
    ``armor_type`` is set only for patchwork armor."""

    location: str
    front: int
    rear: Optional[int] = None
    armor_type: Optional[str] = None

    def __init__(self, location: str, front: int, rear: Optional[int] = None,
                 armor_type: Optional[str] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "location", location)
        object.__setattr__(self, "front", front)
        object.__setattr__(self, "rear", rear)
        object.__setattr__(self, "armor_type", armor_type)


@dataclass(frozen=True)
class SplitPart:
    """The slots of a split item in a third or further 'Mech location."""

    location: str
    slots: tuple[int, ...] = ()


@dataclass(frozen=True, init=False)
class Mount:
    """One mounted item.

    ``item`` is a catalog id (see construction.catalog) or a SYSTEM_ITEMS id.
    ``slots`` are critical slot indices (0-based) in ``location``; an item
    split over two 'Mech locations names the rest in ``split_location`` /
    ``split_slots``, and one spread over more (which the construction rules
    do not allow, but a few unit files hold) the further locations in
    ``split_more``.  ``size`` is the designer-chosen size of variable items
    (tons of cargo, ...); ``shots`` the shots of battle armor ammunition.
    ``mount`` is a battle-armor mount kind (``APM``, ``AM``, ``DWP``,
    ``SSWM``) and ``trooper`` a battle-armor trooper number (1-6) for
    per-trooper equipment.  ``facing`` names the facing of vehicle sponson
    or modular armor items.
    """

    item: str
    location: str
    slots: tuple[int, ...] = ()
    rear: bool = False
    omnipod: bool = False
    turret: bool = False
    armored: bool = False
    size: Optional[float] = None
    shots: Optional[int] = None
    split_location: Optional[str] = None
    split_slots: tuple[int, ...] = ()
    mount: Optional[str] = None
    trooper: Optional[int] = None
    facing: Optional[str] = None
    # A superheavy 'Mech slot may hold two items: the second sits here.
    shared_slot: bool = False
    split_more: tuple[SplitPart, ...] = ()
    # facts worked out from this mount, kept by the code that worked them out
    memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __init__(self, item: str, location: str, slots: tuple[int, ...] = (), rear: bool = False,
                 omnipod: bool = False, turret: bool = False, armored: bool = False,
                 size: Optional[float] = None, shots: Optional[int] = None,
                 split_location: Optional[str] = None, split_slots: tuple[int, ...] = (),
                 mount: Optional[str] = None, trooper: Optional[int] = None, facing: Optional[str] = None,
                 shared_slot: bool = False, split_more: tuple[SplitPart, ...] = ()) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "item", item)
        object.__setattr__(self, "location", location)
        object.__setattr__(self, "slots", slots)
        object.__setattr__(self, "rear", rear)
        object.__setattr__(self, "omnipod", omnipod)
        object.__setattr__(self, "turret", turret)
        object.__setattr__(self, "armored", armored)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "shots", shots)
        object.__setattr__(self, "split_location", split_location)
        object.__setattr__(self, "split_slots", split_slots)
        object.__setattr__(self, "mount", mount)
        object.__setattr__(self, "trooper", trooper)
        object.__setattr__(self, "facing", facing)
        object.__setattr__(self, "shared_slot", shared_slot)
        object.__setattr__(self, "split_more", split_more)
        object.__setattr__(self, "memo", {})

    @property
    def is_system(self) -> bool:
        return self.item in SYSTEM_ITEM_SET

    def parts(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """(location, slots) of each location the item is in: its own, then
        those of a split."""
        if not self.split_location and not self.split_more:
            return ((self.location, self.slots),)
        out = [(self.location, self.slots)]
        if self.split_location:
            out.append((self.split_location, self.split_slots))
        out.extend((p.location, p.slots) for p in self.split_more)
        return tuple(out)

    def all_slots(self) -> tuple[tuple[str, int], ...]:
        cached = self.memo.get("all_slots")
        if cached is None:
            cached = tuple((self.location, s) for s in self.slots)
            if self.split_location:
                cached += tuple((self.split_location, s) for s in self.split_slots)
            for part in self.split_more:
                cached += tuple((part.location, s) for s in part.slots)
            # a mount is immutable: its slots are worked out once
            self.memo["all_slots"] = cached
        return cached


@dataclass(frozen=True)
class WeaponQuirk:
    quirk: str
    location: str
    slot: int
    item: str


@dataclass(frozen=True, init=False)
class MechDetails:
    """What only 'Mechs have."""

    config: str = "biped"  # one of MECH_CONFIGS
    industrial: bool = False
    gyro: str = "standard"
    cockpit: str = "standard"
    myomer: str = "standard"
    lam_type: Optional[str] = None  # standard | bimodal
    quadvee_motive: Optional[str] = None  # track | wheel
    ejection: Optional[str] = None
    heat_sink_kit: Optional[str] = None  # the .mtf 'heat sink kit:' line (RISC Heat Sink Override Kit)

    def __init__(self, config: str = 'biped', industrial: bool = False, gyro: str = 'standard',
                 cockpit: str = 'standard', myomer: str = 'standard', lam_type: Optional[str] = None,
                 quadvee_motive: Optional[str] = None, ejection: Optional[str] = None,
                 heat_sink_kit: Optional[str] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "config", config)
        object.__setattr__(self, "industrial", industrial)
        object.__setattr__(self, "gyro", gyro)
        object.__setattr__(self, "cockpit", cockpit)
        object.__setattr__(self, "myomer", myomer)
        object.__setattr__(self, "lam_type", lam_type)
        object.__setattr__(self, "quadvee_motive", quadvee_motive)
        object.__setattr__(self, "ejection", ejection)
        object.__setattr__(self, "heat_sink_kit", heat_sink_kit)


@dataclass(frozen=True, init=False)
class VehicleDetails:
    """What only combat vehicles have (filled by the vehicle family)."""

    motive: str = "tracked"
    turret: Optional[str] = None  # none | single | dual | chin | sponson
    base_chassis_turret_weight: Optional[float] = None
    trailer: bool = False
    fuel_type: Optional[str] = None
    superheavy: bool = False  # six armor facings (TO:AUE p. 138)
    base_chassis_turret2_weight: Optional[float] = None  # Omni: the second turret's fixed weight
    transporters: tuple[str, ...] = ()  # MegaMek transporter lines (troopspace:5.0, cargobay:...)
    # Omni: the fixed weight of all its sponson and pintle mounts together
    # (<baseChassisSponsonPintleWeight>); MegaMek writes it for other vehicles
    # too, where a mount weighs by what is in it (TM p. 235, TO:AUE p. 147)
    base_chassis_sponson_pintle_weight: Optional[float] = None

    def __init__(self, motive: str = 'tracked', turret: Optional[str] = None,
                 base_chassis_turret_weight: Optional[float] = None, trailer: bool = False,
                 fuel_type: Optional[str] = None, superheavy: bool = False,
                 base_chassis_turret2_weight: Optional[float] = None, transporters: tuple[str, ...] = (),
                 base_chassis_sponson_pintle_weight: Optional[float] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "motive", motive)
        object.__setattr__(self, "turret", turret)
        object.__setattr__(self, "base_chassis_turret_weight", base_chassis_turret_weight)
        object.__setattr__(self, "trailer", trailer)
        object.__setattr__(self, "fuel_type", fuel_type)
        object.__setattr__(self, "superheavy", superheavy)
        object.__setattr__(self, "base_chassis_turret2_weight", base_chassis_turret2_weight)
        object.__setattr__(self, "transporters", transporters)
        object.__setattr__(self, "base_chassis_sponson_pintle_weight", base_chassis_sponson_pintle_weight)


@dataclass(frozen=True)
class SupportVehicleDetails:
    """What only support vehicles have (filled by the support-vehicle family)."""

    motive: str = "wheeled"
    weight_class: str = "small"  # small | medium | large
    bar: int = 10
    structural_tech_rating: Optional[str] = None
    engine_tech_rating: Optional[str] = None
    armor_tech_rating: Optional[str] = None
    fuel: Optional[float] = None
    chassis_mods: tuple[str, ...] = ()
    crew: Optional[int] = None
    passengers: Optional[int] = None
    turret: Optional[str] = None  # none | single | dual | chin
    base_chassis_turret_weight: Optional[float] = None
    base_chassis_turret2_weight: Optional[float] = None
    base_chassis_fire_control_weight: Optional[float] = None
    trailer: bool = False
    fuel_type: Optional[str] = None
    transporters: tuple[str, ...] = ()
    base_chassis_sponson_pintle_weight: Optional[float] = None  # as VehicleDetails


@dataclass(frozen=True, init=False)
class BattleArmorDetails:
    """What only battle armor has (filled by the battle-armor family)."""

    chassis: str = "biped"  # biped | quad
    weight_class: str = "medium"  # pal | light | medium | heavy | assault
    motion: str = "leg"  # leg | jump | vtol | umu
    troopers: int = 4
    exoskeleton: bool = False
    # A quad's turret: none, standard or modular (omni), and the slots it holds.
    turret: Optional[str] = None  # standard | modular
    turret_slots: int = 0
    # The armor's tech base when it differs from the chassis (mixed tech).
    armor_tech_base: Optional[str] = None  # IS | Clan

    def __init__(self, chassis: str = 'biped', weight_class: str = 'medium', motion: str = 'leg',
                 troopers: int = 4, exoskeleton: bool = False, turret: Optional[str] = None, turret_slots: int = 0,
                 armor_tech_base: Optional[str] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "chassis", chassis)
        object.__setattr__(self, "weight_class", weight_class)
        object.__setattr__(self, "motion", motion)
        object.__setattr__(self, "troopers", troopers)
        object.__setattr__(self, "exoskeleton", exoskeleton)
        object.__setattr__(self, "turret", turret)
        object.__setattr__(self, "turret_slots", turret_slots)
        object.__setattr__(self, "armor_tech_base", armor_tech_base)


# ProtoMech locations: head, torso, arms, legs, main gun, and the body (for
# items that sit in no hit location: jump jets, ammunition, ...).
PROTOMECH_LOCATIONS: Final = ("HD", "T", "RA", "LA", "L", "MG")
PROTOMECH_BODY: Final = "BODY"


@dataclass(frozen=True)
class ProtoMechDetails:
    """What only ProtoMechs have (filled by the ProtoMech family).  A
    ProtoMech of 10-15 tons is ultraheavy (read from the tonnage)."""

    motion: str = "biped"  # biped | quad | glider
    main_gun: bool = False  # the design has a main gun location
    interface_cockpit: bool = False


INFANTRY_MOTIVES = ("foot", "jump", "motorized", "wheeled", "tracked", "hover", "vtol", "microlite", "scuba",
                    "motorized_scuba", "submarine", "beast")


@dataclass(frozen=True)
class InfantryDetails:
    """What only conventional infantry platoons have.  ``primary`` and
    ``secondary`` are catalog ids of infantry weapons; ``secondary_per_squad``
    troopers of each squad carry the secondary instead of the primary.  The
    armor kit is a catalog id, or none with a custom ``armor_divisor`` and
    flags.  Field guns are mounts in location ``FIELD_GUNS``."""

    motion: str = "foot"
    squad_size: int = 7
    squads: int = 4
    primary: str = "InfantryAssaultRifle"
    secondary: Optional[str] = None
    secondary_per_squad: int = 0
    armor_kit: Optional[str] = None
    armor_divisor: Optional[float] = None  # custom armor, when there is no kit
    encumbering: bool = False
    dest: bool = False
    sneak_camo: bool = False
    sneak_ir: bool = False
    sneak_ecm: bool = False
    spacesuit: bool = False
    anti_mech_gear: bool = False
    specializations: tuple[str, ...] = ()
    augmentations: tuple[str, ...] = ()
    beast: Optional[str] = None  # the creature of a beast-mounted platoon (motion "beast")

    @property
    def troopers(self) -> int:
        return self.squad_size * self.squads


@dataclass(frozen=True)
class ImportNote:
    """Something an importer read in a unit file that the design does not
    hold as a rule-bearing field: an item the catalog does not know
    (``UNKNOWN_EQUIPMENT``, the mount is kept under its written name) or a
    key/tag the importer does not read (``UNKNOWN_KEY``).  ``line`` is the
    line of the file it came from."""

    code: str
    message: str
    line: Optional[int] = None
    item: Optional[str] = None
    location: Optional[str] = None


@dataclass(frozen=True, init=False)
class Design:
    unit_type: str
    chassis: str
    model: str = ""
    clan_name: Optional[str] = None
    mul_id: Optional[int] = None
    year: Optional[int] = None
    source: Optional[str] = None
    role: Optional[str] = None
    tech_base: str = "IS"  # chassis tech base: IS | Clan
    mixed_tech: bool = False
    rules_level: str = "standard"
    omni: bool = False
    tonnage: float = 0.0
    engine: Optional[Engine] = None
    structure: Optional[str] = None
    armor_type: Optional[str] = None
    heat_sinks: Optional[HeatSinks] = None
    walk_mp: int = 0  # 'Mech walking MP / vehicle cruising MP / BA ground MP
    jump_mp: int = 0
    armor: tuple[LocationArmor, ...] = ()
    mounts: tuple[Mount, ...] = ()
    quirks: tuple[str, ...] = ()
    weapon_quirks: tuple[WeaponQuirk, ...] = ()
    mech: Optional[MechDetails] = None
    vehicle: Optional[VehicleDetails] = None
    support_vehicle: Optional[SupportVehicleDetails] = None
    battle_armor: Optional[BattleArmorDetails] = None
    protomech: Optional[ProtoMechDetails] = None
    infantry: Optional[InfantryDetails] = None
    # What the importer noticed in the file (not part of the design: left out
    # of equality, hashing and the JSON form).
    import_notes: tuple[ImportNote, ...] = field(default=(), compare=False, repr=False)
    # facts worked out from this design (resolved, validated, priced), kept
    # by the code that worked them out: not part of the design
    memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __init__(self, unit_type: str, chassis: str, model: str = "", clan_name: Optional[str] = None,
                 mul_id: Optional[int] = None, year: Optional[int] = None, source: Optional[str] = None,
                 role: Optional[str] = None, tech_base: str = 'IS', mixed_tech: bool = False,
                 rules_level: str = 'standard', omni: bool = False, tonnage: float = 0.0,
                 engine: Optional[Engine] = None, structure: Optional[str] = None,
                 armor_type: Optional[str] = None, heat_sinks: Optional[HeatSinks] = None, walk_mp: int = 0,
                 jump_mp: int = 0, armor: tuple[LocationArmor, ...] = (), mounts: tuple[Mount, ...] = (),
                 quirks: tuple[str, ...] = (), weapon_quirks: tuple[WeaponQuirk, ...] = (),
                 mech: Optional[MechDetails] = None, vehicle: Optional[VehicleDetails] = None,
                 support_vehicle: Optional[SupportVehicleDetails] = None,
                 battle_armor: Optional[BattleArmorDetails] = None, protomech: Optional[ProtoMechDetails] = None,
                 infantry: Optional[InfantryDetails] = None, import_notes: tuple[ImportNote, ...] = ()) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "unit_type", unit_type)
        object.__setattr__(self, "chassis", chassis)
        object.__setattr__(self, "model", model)
        object.__setattr__(self, "clan_name", clan_name)
        object.__setattr__(self, "mul_id", mul_id)
        object.__setattr__(self, "year", year)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "tech_base", tech_base)
        object.__setattr__(self, "mixed_tech", mixed_tech)
        object.__setattr__(self, "rules_level", rules_level)
        object.__setattr__(self, "omni", omni)
        object.__setattr__(self, "tonnage", tonnage)
        object.__setattr__(self, "engine", engine)
        object.__setattr__(self, "structure", structure)
        object.__setattr__(self, "armor_type", armor_type)
        object.__setattr__(self, "heat_sinks", heat_sinks)
        object.__setattr__(self, "walk_mp", walk_mp)
        object.__setattr__(self, "jump_mp", jump_mp)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "mounts", mounts)
        object.__setattr__(self, "quirks", quirks)
        object.__setattr__(self, "weapon_quirks", weapon_quirks)
        object.__setattr__(self, "mech", mech)
        object.__setattr__(self, "vehicle", vehicle)
        object.__setattr__(self, "support_vehicle", support_vehicle)
        object.__setattr__(self, "battle_armor", battle_armor)
        object.__setattr__(self, "protomech", protomech)
        object.__setattr__(self, "infantry", infantry)
        object.__setattr__(self, "import_notes", import_notes)
        object.__setattr__(self, "memo", {})

    # ----------------------------------------------------------------- helpers
    @property
    def name(self) -> str:
        return f"{self.chassis} {self.model}".strip()

    @property
    def is_clan(self) -> bool:
        return self.tech_base == "Clan"

    @property
    def superheavy(self) -> bool:
        return self.unit_type == "mech" and self.tonnage > 100

    def missing_block(self) -> Optional[str]:
        """The name of the family block this design lacks (``"mech"`` for a
        'Mech design whose ``mech`` is None), else None.  Every loader fills
        it; a design built in code may not, and no rule can be read without it."""
        block = FAMILY_BLOCKS.get(self.unit_type)
        return block if block is not None and getattr(self, block) is None else None

    def armor_at(self, location: str) -> Optional[LocationArmor]:
        for a in self.armor:
            if a.location == location:
                return a
        return None

    def mounts_at(self, location: str) -> tuple[Mount, ...]:
        return tuple(m for m in self.mounts if m.location == location or m.split_location == location
                     or any(p.location == location for p in m.split_more))

    def equipment(self) -> tuple[Mount, ...]:
        """Mounts that are not fixed 'Mech systems."""
        return tuple(m for m in self.mounts if not m.is_system)

    def replace(self, **changes) -> "Design":
        return replace(self, **changes)


__all__ = [
    "ACTUATORS",
    "BIPED_LOCATIONS",
    "FAMILY_BLOCKS",
    "BattleArmorDetails",
    "Design",
    "Engine",
    "HeatSinks",
    "ImportNote",
    "LocationArmor",
    "MECH_CONFIGS",
    "MechDetails",
    "Mount",
    "INFANTRY_MOTIVES",
    "InfantryDetails",
    "PROTOMECH_BODY",
    "PROTOMECH_LOCATIONS",
    "ProtoMechDetails",
    "QUAD_LOCATIONS",
    "RULES_LEVELS",
    "RULES_LEVEL_BY_NUMBER",
    "SYSTEM_ITEMS",
    "SplitPart",
    "SupportVehicleDetails",
    "TECH_BASES",
    "TORSO_LOCATIONS",
    "TRIPOD_LOCATIONS",
    "UNIT_TYPES",
    "VehicleDetails",
    "WeaponQuirk",
    "mech_locations",
    "role_or_none",
    "slots_in_location",
]
