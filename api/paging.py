"""Pagination shared by every listing route (designs, forces).

A listing takes ``page`` (1-based) and ``per_page`` and answers
``{items, total, page, per_page, pages, links: {self, first, last, prev, next}}``,
rows ordered by id so pages are stable.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from flask import url_for
from marshmallow import RAISE, Schema, validate
from sqlalchemy import func, select

from .inputs import QueryWholeNumber

MAX_PER_PAGE = 100
DEFAULT_PER_PAGE = 20
MAX_PAGE = 1_000_000


class PageQuerySchema(Schema):
    """``page`` and ``per_page``; listing schemas with filters extend it."""

    class Meta:
        unknown = RAISE

    page = QueryWholeNumber(load_default=1, validate=validate.Range(1, MAX_PAGE))
    per_page = QueryWholeNumber(load_default=DEFAULT_PER_PAGE, validate=validate.Range(1, MAX_PER_PAGE))


def paginate(session, stmt, id_column, page: int, per_page: int, endpoint: str,
             summary: Callable[[Any], dict], order_by: tuple = (), **link_args) -> dict[str, Any]:
    """One page of ``stmt`` (a select of rows) in the listing envelope,
    ordered by ``order_by`` and then by id (so pages are stable);
    ``endpoint`` and ``link_args`` (the filters) build the page links."""
    counted = stmt.order_by(None).with_only_columns(id_column)  # count ids: no row is read whole
    total = session.scalar(select(func.count()).select_from(counted.subquery())) or 0
    pages = math.ceil(total / per_page)
    rows = session.scalars(stmt.order_by(*order_by, id_column).offset((page - 1) * per_page).limit(per_page)).all()

    def link(p: int) -> str:
        return url_for(endpoint, page=p, per_page=per_page, **link_args)

    return {
        "items": [summary(r) for r in rows],
        "total": total,
        "page": page,
        "per_page": per_page,
        "pages": pages,
        "links": {
            "self": link(page),
            "first": link(1),
            "last": link(max(pages, 1)),
            "prev": link(page - 1) if page > 1 else None,
            "next": link(page + 1) if page < pages else None,
        },
    }
