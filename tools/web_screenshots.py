"""Screenshots of the web pages for docs/web: the check page and the force
builder, each at a desktop width (1280 px) and at 360 px, whole pages.

    python3 tools/web_screenshots.py [--out docs/web]

Serves the app on a free loopback port (SQLite in a temporary folder), with
four canonical 'Mechs saved as public designs, and drives Debian's headless
Chromium (chromium + chromium-driver, through selenium): the check page
shows the Atlas AS7-D with 12 points of head armor (two broken rules) for a
3/5 pilot; the force builder holds the Atlas (gunnery 3), a Shugenja
SJA-7D with its C3 master and two Owens OW-1 C3 slaves in one network, with
a BV budget it is over.  Needs the shared corpus (../shared/corpus).
"""

from __future__ import annotations

import argparse
import base64
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "web"))

UNITS = {
    "atlas": "3039u/Atlas AS7-D.mtf",
    "shugenja": "3060u/Shugenja SJA-7D.mtf",
    "owens": "3058Uu/Owens OW-1.mtf",
}
WIDTHS = {"desktop": 1280, "360": 360}


def capture(driver, path: Path, width: int) -> None:
    """The whole page, at ``width`` CSS pixels (no control focused)."""
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
    time.sleep(0.3)
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    path.write_bytes(base64.b64decode(shot["data"]))
    print(f"{path}: {width} x {height}")


def wait(driver, condition, seconds: float = 20):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds).until(condition)


def check_page(driver, url: str, text: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(url + "/")
    driver.execute_script("arguments[0].value = arguments[1];", driver.find_element(By.ID, "unit-text"), text)
    Select(driver.find_element(By.ID, "gunnery")).select_by_value("3")  # the change checks the design
    wait(driver, lambda d: d.find_elements(By.ID, "bv-breakdown")
         and "gunnery 3" in d.find_element(By.ID, "bv-breakdown").text)


def forces_page(driver, url: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    def rows():
        return driver.find_elements(By.CSS_SELECTOR, "#force-units tr")

    def add(query: str, model: str):
        box = driver.find_element(By.ID, "f-force-q")
        box.clear()
        box.send_keys(query)
        wait(driver, lambda d: any(model in li.text for li in d.find_elements(By.CSS_SELECTOR, ".search-results li")))
        n = len(rows())
        item = next(li for li in driver.find_elements(By.CSS_SELECTOR, ".search-results li") if model in li.text)
        item.find_element(By.TAG_NAME, "button").click()
        wait(driver, lambda d: len(rows()) == n + 1 and "…" not in d.find_element(By.ID, "totals").text)

    driver.get(url + "/forces")
    add("AS7-D", "Atlas AS7-D")
    add("SJA-7D", "Shugenja SJA-7D")
    add("OW-1", "Owens OW-1")
    add("OW-1", "Owens OW-1")
    Select(rows()[0].find_element(By.CSS_SELECTOR, "select.gunnery")).select_by_value("3")
    for row in rows()[1:]:
        Select(row.find_element(By.CSS_SELECTOR, "select.network")).select_by_value("1")
        time.sleep(0.2)
    driver.find_element(By.ID, "force-name").send_keys("Assault lance")
    driver.find_element(By.ID, "budget-bv").send_keys("6000")
    time.sleep(1.0)
    wait(driver, lambda d: "…" not in d.find_element(By.ID, "totals").text)


def main(argv=None) -> int:
    import logging

    from werkzeug.serving import make_server

    import corpus
    from api import create_app
    from browsing import LiveServer, start_browser

    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "web")
    args = ap.parse_args(argv)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no request log
    args.out.mkdir(parents=True, exist_ok=True)
    mechs = corpus.unpacked() / "mechfiles" / "mechs"
    texts = {k: corpus.read_text(mechs / v) for k, v in UNITS.items()}

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"DATABASE_URL": f"sqlite:///{tmp}/shots.sqlite3", "RATELIMIT_DEFAULT": ""})
        from api import db
        from api.auth import account_named, issue_token

        with db.database(app).sessions() as session:
            _, token = issue_token(session, account_named(session, "docs", create=True))
            session.commit()
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        live = LiveServer(f"http://127.0.0.1:{server.server_port}", token, app)
        for text in texts.values():
            status, body = live.api("POST", "/api/v1/designs", {"format": "mtf", "text": text,
                                                                "visibility": "public"}, token=token)
            assert status == 201, body
        overarmored = texts["atlas"].replace("HD Armor:9", "HD Armor:12")
        try:
            for label, width in WIDTHS.items():
                driver = start_browser(width=max(width, 500))
                try:
                    if width < 500:
                        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                               {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": True})
                    check_page(driver, live.url, overarmored)
                    capture(driver, args.out / f"check-{label}.png", width)
                    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
                    forces_page(driver, live.url)
                    capture(driver, args.out / f"forces-{label}.png", width)
                finally:
                    driver.quit()
        finally:
            server.shutdown()
            db.database(app).engine.dispose()
    return 0


if __name__ == "__main__":
    sys.exit(main())
