"""Render the sample Alpha Strike cards in docs/cards (first card of a
one-unit card PDF, cropped, via pdftoppm).

    python3 tools/card_renders.py [--dpi 150]

Needs the shared corpus (../shared/corpus) and poppler-utils.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

SAMPLES = {
    "mech-1": "mechs/3039u/Atlas AS7-D.mtf",
    "vehicle-1": "vehicles/3039u/Manticore Heavy Tank.blk",
    "support_vehicle-1": "vehicles/TRO Vehicle Annex/Tracked/Raptor.blk",
    "battle_armor-1": "battlearmor/RS3058Uu/Elemental Battle Armor [Laser].blk",
}


def main(argv=None) -> int:
    import corpus
    import construction
    from records.cards import CARD_H, CARD_W, render_cards
    from records.pdf import paper_size
    from bv import alpha_strike

    ap = argparse.ArgumentParser()
    ap.add_argument("--dpi", type=int, default=150)
    args = ap.parse_args(argv)
    root = corpus.unpacked() / "mechfiles"
    ph, pw = paper_size("letter")
    gx, gy = (pw - 3 * CARD_W) / 2, (ph - 3 * CARD_H) / 2
    k = args.dpi / 72.0
    for name, rel in SAMPLES.items():
        path = root / rel
        design = construction.parse(corpus.read_text(path), path.suffix[1:].lower(), source=str(path))
        pdf = render_cards([(alpha_strike.convert(design), design)])
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "cards.pdf"
            src.write_bytes(pdf)
            subprocess.run(["pdftoppm", "-png", "-singlefile", "-r", str(args.dpi), "-x", str(round(gx * k)),
                            "-y", str(round(gy * k)), "-W", str(round(CARD_W * k)), "-H", str(round(CARD_H * k)),
                            str(src), str(ROOT / "docs" / "cards" / name)], check=True)
        print(f"docs/cards/{name}.png  {design.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
