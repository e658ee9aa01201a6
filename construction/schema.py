"""The JSON form of a design (marshmallow schemas).

The JSON form mirrors :mod:`construction.model` field for field.  Its
canonical form leaves out every field that holds its default value, so a
document round-trips exactly: ``dump_design(load_design(doc)) == doc`` for a
document in canonical form, and ``load_design(dump_design(d)) == d`` for any
canonical design (every design an importer makes; any other comes back as
``construction.canonical.canonical(d)``, the design as its unit file reads
back).  docs/design-json.md describes every field.

``load_design`` raises :class:`DesignError` carrying marshmallow's messages
keyed by field path (``{"mounts": {"3": {"slots": ["..."]}}}``).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, post_dump, post_load, validate

from . import model as m
from .canonical import canonical as canonical_form

_NAME = validate.Length(min=1, max=200)


def _transporter_line(line: str) -> None:
    """A transporter line whose capacity a unit file could not hold (see
    readback.transporter_problem): refused as the .blk importer refuses it."""
    problem = transporter_problem(line)
    if problem is not None:
        raise ValidationError(problem)
_LOC = validate.Length(min=1, max=24)
# No legal ground unit comes near: a 'Mech has 78 critical slots, and the
# most mounts any of the 6,161 canonical units (2021 corpus and today's
# sample) has is 69 (Ares ARS-V1 Zeus).  The bound keeps the work one
# design can ask for (validation, BV, drawing) small.
from .readback import (  # noqa: F401 (the JSON form's limits)
    MAX_ENGINE_RATING as _MAX_ENGINE_RATING,
    MAX_MOUNTS as _MAX_MOUNTS,
    MAX_TURRET_SLOTS as _MAX_TURRET_SLOTS,
    readback_problems,
    transporter_problem,
)


class WholeNumber(fields.Integer):
    """A JSON whole number: ``3`` or ``3.0`` (JSON does not tell them apart),
    never ``true``/``false``, ``"3"`` or ``3.5``."""

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)

    def _validated(self, value):
        if isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._validated(value)


class StrictBool(fields.Boolean):
    """A JSON ``true`` or ``false``, never ``0``, ``1``, ``"true"`` or ``"yes"``."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class DesignError(ValueError):
    """A design document that cannot be turned into a design."""

    def __init__(self, messages: Any):
        super().__init__("invalid design document")
        self.messages = messages


class _Base(Schema):
    """Builds the dataclass on load and drops default-valued fields on dump."""

    __model__: type = object

    class Meta:
        unknown = RAISE

    @post_load
    def _make(self, data, **kwargs):
        for key, value in list(data.items()):
            if isinstance(value, list):
                data[key] = tuple(value)
        return self.__model__(**data)

    @post_dump
    def _compact(self, data, **kwargs):
        defaults = _defaults(self.__model__)
        out = {}
        for key, value in data.items():
            if key in defaults and _same(value, defaults[key]):
                continue
            out[key] = value
        return out


def _defaults(cls) -> dict[str, Any]:
    cached = getattr(cls, "_json_defaults", None)
    if cached is not None and cached[0] is cls:
        return cached[1]
    values = {}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            values[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:  # pragma: no cover - unused
            values[f.name] = f.default_factory()
    setattr(cls, "_json_defaults", (cls, values))
    return values


def _same(dumped, default) -> bool:
    if isinstance(default, tuple):
        return isinstance(dumped, (list, tuple)) and len(dumped) == 0 and len(default) == 0
    return dumped == default


class EngineSchema(_Base):
    __model__ = m.Engine
    type = fields.String(required=True, validate=_NAME)
    rating = WholeNumber(required=True, validate=validate.Range(0, _MAX_ENGINE_RATING))
    tech_base = fields.String(load_default="IS", dump_default="IS", validate=validate.OneOf(m.TECH_BASES))


class HeatSinksSchema(_Base):
    __model__ = m.HeatSinks
    type = fields.String(required=True, validate=_NAME)
    count = WholeNumber(required=True, validate=validate.Range(0, 500))
    base_chassis = WholeNumber(allow_none=True, validate=validate.Range(0, 500))


class LocationArmorSchema(_Base):
    __model__ = m.LocationArmor
    location = fields.String(required=True, validate=_LOC)
    front = WholeNumber(required=True, validate=validate.Range(0, 100000))
    rear = WholeNumber(allow_none=True, validate=validate.Range(0, 100000))
    armor_type = fields.String(allow_none=True, validate=_NAME)


_SLOT = WholeNumber(validate=validate.Range(0, 63))


class SplitPartSchema(_Base):
    __model__ = m.SplitPart
    location = fields.String(required=True, validate=_LOC)
    slots = fields.List(_SLOT, validate=validate.Length(max=64))


class MountSchema(_Base):
    __model__ = m.Mount
    item = fields.String(required=True, validate=_NAME)
    location = fields.String(required=True, validate=_LOC)
    slots = fields.List(_SLOT, validate=validate.Length(max=64))
    rear = StrictBool()
    omnipod = StrictBool()
    turret = StrictBool()
    armored = StrictBool()
    size = fields.Float(allow_none=True, validate=validate.Range(0, 100000))
    shots = WholeNumber(allow_none=True, validate=validate.Range(0, 100000))
    split_location = fields.String(allow_none=True, validate=_LOC)
    split_slots = fields.List(_SLOT, validate=validate.Length(max=64))
    mount = fields.String(allow_none=True, validate=_NAME)
    trooper = WholeNumber(allow_none=True, validate=validate.Range(1, 6))
    facing = fields.String(allow_none=True, validate=_LOC)
    shared_slot = StrictBool()
    split_more = fields.List(fields.Nested(SplitPartSchema), validate=validate.Length(max=8))


class WeaponQuirkSchema(_Base):
    __model__ = m.WeaponQuirk
    quirk = fields.String(required=True, validate=_NAME)
    location = fields.String(required=True, validate=_LOC)
    slot = WholeNumber(required=True, validate=validate.Range(0, 63))
    item = fields.String(required=True, validate=_NAME)


class MechDetailsSchema(_Base):
    __model__ = m.MechDetails
    config = fields.String(validate=validate.OneOf(m.MECH_CONFIGS))
    industrial = StrictBool()
    gyro = fields.String(validate=_NAME)
    cockpit = fields.String(validate=_NAME)
    myomer = fields.String(validate=_NAME)
    lam_type = fields.String(allow_none=True, validate=validate.OneOf(("standard", "bimodal")))
    quadvee_motive = fields.String(allow_none=True, validate=validate.OneOf(("track", "wheel")))
    ejection = fields.String(allow_none=True, validate=_NAME)
    heat_sink_kit = fields.String(allow_none=True, validate=_NAME)


class VehicleDetailsSchema(_Base):
    __model__ = m.VehicleDetails
    motive = fields.String(validate=_NAME)
    turret = fields.String(allow_none=True, validate=_NAME)
    base_chassis_turret_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))
    trailer = StrictBool()
    fuel_type = fields.String(allow_none=True, validate=_NAME)
    superheavy = StrictBool()
    base_chassis_turret2_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))
    transporters = fields.List(fields.String(validate=[_NAME, _transporter_line]), validate=validate.Length(max=100))
    base_chassis_sponson_pintle_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))


class SupportVehicleDetailsSchema(_Base):
    __model__ = m.SupportVehicleDetails
    motive = fields.String(validate=_NAME)
    weight_class = fields.String(validate=validate.OneOf(("small", "medium", "large")))
    bar = WholeNumber(validate=validate.Range(0, 20))
    # one letter A-F: OneOf("ABCDEF") tested substrings ("", "CD" passed)
    structural_tech_rating = fields.String(allow_none=True, validate=validate.OneOf(tuple("ABCDEF")))
    engine_tech_rating = fields.String(allow_none=True, validate=validate.OneOf(tuple("ABCDEF")))
    armor_tech_rating = fields.String(allow_none=True, validate=validate.OneOf(tuple("ABCDEF")))
    fuel = fields.Float(allow_none=True, validate=validate.Range(0, 100000))
    chassis_mods = fields.List(fields.String(validate=_NAME), validate=validate.Length(max=50))
    crew = WholeNumber(allow_none=True, validate=validate.Range(0, 100000))
    passengers = WholeNumber(allow_none=True, validate=validate.Range(0, 100000))
    turret = fields.String(allow_none=True, validate=_NAME)
    base_chassis_turret_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))
    base_chassis_turret2_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))
    base_chassis_fire_control_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))
    trailer = StrictBool()
    fuel_type = fields.String(allow_none=True, validate=_NAME)
    transporters = fields.List(fields.String(validate=[_NAME, _transporter_line]), validate=validate.Length(max=100))
    base_chassis_sponson_pintle_weight = fields.Float(allow_none=True, validate=validate.Range(0, 10000))


class BattleArmorDetailsSchema(_Base):
    __model__ = m.BattleArmorDetails
    chassis = fields.String(validate=validate.OneOf(("biped", "quad")))
    weight_class = fields.String(validate=validate.OneOf(("pal", "light", "medium", "heavy", "assault")))
    motion = fields.String(validate=validate.OneOf(("leg", "jump", "vtol", "umu")))
    troopers = WholeNumber(validate=validate.Range(1, 6))
    exoskeleton = StrictBool()
    turret = fields.String(allow_none=True, validate=validate.OneOf(("standard", "modular")))
    turret_slots = WholeNumber(validate=validate.Range(0, _MAX_TURRET_SLOTS))
    armor_tech_base = fields.String(allow_none=True, validate=validate.OneOf(m.TECH_BASES))


class ProtoMechDetailsSchema(_Base):
    __model__ = m.ProtoMechDetails
    motion = fields.String(validate=validate.OneOf(("biped", "quad", "glider")))
    main_gun = StrictBool()
    interface_cockpit = StrictBool()


class InfantryDetailsSchema(_Base):
    __model__ = m.InfantryDetails
    motion = fields.String(validate=validate.OneOf(m.INFANTRY_MOTIVES))
    squad_size = WholeNumber(validate=validate.Range(1, 30))
    squads = WholeNumber(validate=validate.Range(1, 30))
    primary = fields.String(validate=_NAME)
    secondary = fields.String(allow_none=True, validate=_NAME)
    secondary_per_squad = WholeNumber(validate=validate.Range(0, 30))
    armor_kit = fields.String(allow_none=True, validate=_NAME)
    armor_divisor = fields.Float(allow_none=True, allow_nan=False, validate=validate.Range(0, 10))
    encumbering = StrictBool()
    dest = StrictBool()
    sneak_camo = StrictBool()
    sneak_ir = StrictBool()
    sneak_ecm = StrictBool()
    spacesuit = StrictBool()
    anti_mech_gear = StrictBool()
    specializations = fields.List(fields.String(validate=_NAME), validate=validate.Length(max=20))
    augmentations = fields.List(fields.String(validate=_NAME), validate=validate.Length(max=20))
    beast = fields.String(allow_none=True, validate=_NAME)


class DesignSchema(_Base):
    __model__ = m.Design
    unit_type = fields.String(required=True, validate=validate.OneOf(m.UNIT_TYPES))
    chassis = fields.String(required=True, validate=_NAME)
    model = fields.String(validate=validate.Length(max=200))
    clan_name = fields.String(allow_none=True, validate=_NAME)
    mul_id = WholeNumber(allow_none=True, validate=validate.Range(0, 10**9))
    year = WholeNumber(allow_none=True, validate=validate.Range(1800, 4000))
    source = fields.String(allow_none=True, validate=validate.Length(max=200))
    role = fields.String(allow_none=True, validate=validate.Length(max=100))
    tech_base = fields.String(validate=validate.OneOf(m.TECH_BASES))
    mixed_tech = StrictBool()
    rules_level = fields.String(validate=validate.OneOf(m.RULES_LEVELS))
    omni = StrictBool()
    tonnage = fields.Float(required=True, validate=validate.Range(0, 100000, min_inclusive=False))
    engine = fields.Nested(EngineSchema, allow_none=True)
    structure = fields.String(allow_none=True, validate=_NAME)
    armor_type = fields.String(allow_none=True, validate=_NAME)
    heat_sinks = fields.Nested(HeatSinksSchema, allow_none=True)
    walk_mp = WholeNumber(validate=validate.Range(0, 100))
    jump_mp = WholeNumber(validate=validate.Range(0, 100))
    armor = fields.List(fields.Nested(LocationArmorSchema), validate=validate.Length(max=64))
    mounts = fields.List(fields.Nested(MountSchema), validate=validate.Length(max=_MAX_MOUNTS))
    quirks = fields.List(fields.String(validate=_NAME), validate=validate.Length(max=200))
    weapon_quirks = fields.List(fields.Nested(WeaponQuirkSchema), validate=validate.Length(max=500))
    mech = fields.Nested(MechDetailsSchema, allow_none=True)
    vehicle = fields.Nested(VehicleDetailsSchema, allow_none=True)
    support_vehicle = fields.Nested(SupportVehicleDetailsSchema, allow_none=True)
    battle_armor = fields.Nested(BattleArmorDetailsSchema, allow_none=True)
    protomech = fields.Nested(ProtoMechDetailsSchema, allow_none=True)
    infantry = fields.Nested(InfantryDetailsSchema, allow_none=True)


_DESIGN = DesignSchema()


# ---------------------------------------------------------------------------
# The direct path: the same JSON form without marshmallow's per-field work
# (a marshmallow load or dump of a design costs 1.5-3 ms; these cost a tenth).
# Both are made from the schemas above, field by field, so the schemas stay
# the one description of the form.  The dump gives exactly what the schema
# dumps (keys, order, types).  The load takes only documents whose every value
# is plainly right (the JSON type the field wants, in range) and builds the
# same design the schema would; any other document goes through the schema,
# so every error and its message is the schema's own.
# ---------------------------------------------------------------------------


class _Refused(Exception):
    """The direct load leaves this document to the schema."""


def _dump_converter(field):
    """value -> dumped value (never called with None), or None to keep it."""
    if isinstance(field, fields.Nested):
        return _direct_dumper(field.schema)
    if isinstance(field, fields.List):
        inner = _dump_converter(field.inner)
        return (lambda v: [None if x is None else inner(x) for x in v]) if inner else list
    if isinstance(field, fields.Float):
        return float
    if isinstance(field, fields.Integer):
        return int
    if isinstance(field, fields.String):
        return str
    if isinstance(field, (fields.Boolean, fields.Raw)) and type(field) in (fields.Boolean, StrictBool, fields.Raw):
        return None
    raise TypeError(f"no direct dump for {type(field).__name__}")


def _direct_dumper(schema: _Base):
    cached = schema.__dict__.get("_direct_dump")
    if cached is not None:
        return cached
    parts = []
    for key, field in schema.dump_fields.items():
        conv = _dump_converter(field)
        parts.append((key, field.attribute or key, conv))
    defaults = _defaults(schema.__model__)

    def dump(obj) -> dict:
        out = {}
        for key, attr, conv in parts:
            value = getattr(obj, attr)
            if value is not None and conv is not None:
                value = conv(value)
            if key in defaults and _same(value, defaults[key]):
                continue  # _Base._compact
            out[key] = value
        return out

    schema.__dict__["_direct_dump"] = dump
    return dump


def _load_converter(field):
    """A function value -> loaded value that raises _Refused unless the value
    is plainly right for the field (validators included)."""
    validators = tuple(field.validators)
    allow_none = field.allow_none

    def checked(convert):
        def load(value):
            if value is None:
                if allow_none:
                    return None
                raise _Refused
            value = convert(value)
            for v in validators:
                try:
                    v(value)
                except ValidationError:
                    raise _Refused from None
            return value
        return load

    if isinstance(field, fields.Nested):
        return checked(_direct_loader(field.schema))
    if isinstance(field, fields.List):
        inner = _load_converter(field.inner)

        def as_list(value):
            if type(value) is not list:
                raise _Refused
            return [inner(x) for x in value]
        return checked(as_list)
    if isinstance(field, fields.Float) and not field.as_string:
        def as_float(value):
            if type(value) is not int and type(value) is not float:
                raise _Refused  # strings, booleans: the schema decides
            try:
                value = float(value)
            except OverflowError:
                raise _Refused from None
            if not math.isfinite(value):
                raise _Refused
            return value
        return checked(as_float)
    if isinstance(field, fields.Integer) and not field.as_string:
        def as_int(value):
            if type(value) is not int:
                raise _Refused  # 3.0, "3", true: the schema decides
            return value
        return checked(as_int)
    if type(field) is StrictBool:
        def as_bool(value):
            if type(value) is not bool:
                raise _Refused
            return value
        return checked(as_bool)
    if type(field) is fields.String:
        def as_str(value):
            if type(value) is not str:
                raise _Refused
            return value
        return checked(as_str)
    raise TypeError(f"no direct load for {type(field).__name__}")


def _direct_loader(schema: _Base):
    cached = schema.__dict__.get("_direct_load")
    if cached is not None:
        return cached
    specs = {}
    required = []
    defaults = []
    for name, field in schema.load_fields.items():
        specs[name] = (field.attribute or name, _load_converter(field))
        if field.required:
            required.append(name)
        elif field.load_default is not missing:
            defaults.append((name, field.attribute or name, field.load_default))
    model = schema.__model__

    def load(doc):
        if type(doc) is not dict:
            raise _Refused
        data = {}
        for key, value in doc.items():
            spec = specs.get(key)
            if spec is None:
                raise _Refused  # an unknown field: the schema names it
            attr, convert = spec
            value = convert(value)
            data[attr] = tuple(value) if isinstance(value, list) else value  # _Base._make
        for name in required:
            if name not in doc:
                raise _Refused
        for name, attr, default in defaults:
            if name not in doc:
                value = default() if callable(default) else default
                data[attr] = tuple(value) if isinstance(value, list) else value
        return model(**data)

    schema.__dict__["_direct_load"] = load
    return load


def _load(doc: dict) -> m.Design:
    """The schema's load of a design document (DesignError with its messages)."""
    try:
        return _direct_loader(_DESIGN)(doc)
    except _Refused:
        pass
    try:
        return _DESIGN.load(doc)
    except ValidationError as exc:
        raise DesignError(exc.messages) from None


_BLOCK_DEFAULTS = {"mech": m.MechDetails, "vehicle": m.VehicleDetails, "support_vehicle": m.SupportVehicleDetails,
                   "battle_armor": m.BattleArmorDetails, "protomech": m.ProtoMechDetails,
                   "infantry": m.InfantryDetails}


def load_design(doc: Any) -> m.Design:
    """Turn a JSON document (already parsed) into a :class:`Design`."""
    if not isinstance(doc, dict):
        raise DesignError({"_schema": ["a design must be a JSON object"]})
    design = _load(doc)
    family = design.missing_block()
    if family is not None:
        # The family block is optional in JSON (left out, or null): its defaults apply.
        design = dataclasses.replace(design, **{family: _BLOCK_DEFAULTS[family]()})
    # One way to write what the rules read the same (names become catalog
    # ids here, once: an alias is stored as its item's id, a name the
    # catalog does not know stays as written and is reported by every
    # consumer alike; a 'Mech's mounts in the order its file lists them, an
    # infantry platoon's tonnage, ...): the design as its unit file reads
    # back (construction.canonical).
    return canonical_form(design)


def dump_design(design: m.Design) -> dict:
    """The canonical JSON form of a design."""
    doc = _direct_dumper(_DESIGN)(design)
    # A family block equal to its defaults is left out (load restores it).
    for key, cls in (
        ("mech", m.MechDetails),
        ("vehicle", m.VehicleDetails),
        ("support_vehicle", m.SupportVehicleDetails),
        ("battle_armor", m.BattleArmorDetails),
        ("protomech", m.ProtoMechDetails),
        ("infantry", m.InfantryDetails),
    ):
        if doc.get(key) == {}:
            del doc[key]
    return doc


__all__ = ["DesignError", "DesignSchema", "dump_design", "load_design", "readback_problems"]
