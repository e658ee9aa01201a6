"""POST /api/v1/validate: the verdict on a design, nothing stored.

The body is a design in its JSON form or a unit file ({"format", "text"}).
A design that breaks construction rules is a 200 with ``valid: false``;
only input that is not a design at all is an error (see api.errors).
"""

from __future__ import annotations

from flask import Blueprint

from .evaluate import evaluate_design
from .inputs import design_from, json_body, split_envelope

bp = Blueprint("validate", __name__)


@bp.post("/validate")
def validate_design():
    _, body = split_envelope(json_body(), ())
    design = design_from(body)
    return evaluate_design(design)
