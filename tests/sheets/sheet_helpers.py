"""Helpers for the record-sheet tests: page text via pdftotext, page sizes,
hand-built designs of every family."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest


def pdftotext_available() -> bool:
    return shutil.which("pdftotext") is not None


def page_texts(pdf: bytes) -> list[str]:
    """The text of each page (pdftotext -layout); skips the test when
    poppler-utils is not installed (.ci/run installs it)."""
    if not pdftotext_available():
        pytest.skip("pdftotext (poppler-utils) not installed; .ci/run installs it")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "in.pdf"
        src.write_bytes(pdf)
        out = subprocess.run(["pdftotext", "-layout", str(src), "-"], capture_output=True, check=True)
    pages = out.stdout.decode("utf-8", "replace").split("\f")
    return [p for p in pages if p.strip()]


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    """MediaBox width/height of every page, read from the PDF itself."""
    return [(float(a), float(b)) for a, b in re.findall(rb"/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)]


def squash(text: str) -> str:
    return " ".join(text.split())
