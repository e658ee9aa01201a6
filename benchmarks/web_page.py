"""How fast the web pages answer, as a browser asks (issue 19: page load
under 300 ms, paste-to-result under 150 ms).

    python3 benchmarks/web_page.py [--runs 200] [--browser]

Starts ``mechforge serve`` (its defaults: gunicorn, 2 workers, an SQLite
file in a temporary folder; rate limits off, one address sends hundreds of
requests a second) on a free loopback port, then over one keep-alive
``http.client`` connection:

* **page load**: ``GET /`` (the HTML), and ``GET /`` with its stylesheet and
  scripts as a first visit fetches them (no cache; a later visit keeps them:
  their URLs carry a digest and a year-long Cache-Control);
* **paste-to-result**: ``POST /`` with the Atlas AS7-D's text as the check
  form sends it through htmx (``HX-Request``): parse, verdict, BV breakdown
  at the crew, Alpha Strike values, the HTML of the result.

Each is timed ``--runs`` times after a warm-up and printed as p50 / p90 in
milliseconds.  With ``--browser`` (needs Debian's chromium and
chromium-driver, and selenium) the same two are also timed in headless
Chromium: navigation to the page's load event, and the click on Check
design to the result shown (htmx's afterSettle).  Only 127.0.0.1 is
contacted; the server is stopped at the end.
"""

from __future__ import annotations

import argparse
import http.client
import re
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from http_service import atlas_text  # noqa: E402
from served import served  # noqa: E402

PAGE_TARGET_MS = 300
ROUND_TRIP_TARGET_MS = 150


def timed(conn, method: str, path: str, body=None, headers=None) -> tuple[float, int, bytes]:
    t0 = time.perf_counter()
    conn.request(method, path, body=body, headers=headers or {})
    resp = conn.getresponse()
    data = resp.read()
    return time.perf_counter() - t0, resp.status, data


def assets(html: bytes) -> list[str]:
    """The stylesheet and script URLs a page links."""
    text = html.decode("utf-8")
    return re.findall(r'<link rel="stylesheet" href="([^"]+)"', text) + re.findall(r'<script src="([^"]+)"', text)


def percentiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.9)] * 1000


def report(name: str, times: list[float], target: float, errors: int) -> None:
    p50, p90 = percentiles(times)
    verdict = "within" if p50 < target else "OVER"
    print(f"{name:<52} p50 {p50:7.2f} ms  p90 {p90:7.2f} ms  ({verdict} the {target:g} ms target; errors {errors})")


def http_figures(port: int, runs: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    _, status, page = timed(conn, "GET", "/")
    if status != 200:
        raise SystemExit(f"GET / answered {status}")
    links = assets(page)
    form = urllib.parse.urlencode({"text": atlas_text(), "format": "auto", "gunnery": "4", "piloting": "5",
                                   "as_skill": "auto", "design_id": "", "filename": ""})
    post_headers = {"Content-Type": "application/x-www-form-urlencoded", "HX-Request": "true"}
    _, status, result = timed(conn, "POST", "/", form, post_headers)
    if status != 200 or b'id="bv-value">1,897<' not in result:
        raise SystemExit(f"POST / did not show the Atlas AS7-D's BV 1,897 (status {status})")

    for _ in range(20):  # warm up
        timed(conn, "GET", "/")
        timed(conn, "POST", "/", form, post_headers)

    page_times, page_errors = [], 0
    for _ in range(runs):
        dt, status, _ = timed(conn, "GET", "/")
        page_times.append(dt)
        page_errors += status != 200
    full_times, full_errors = [], 0
    for _ in range(runs):
        total = 0.0
        for path in ["/"] + links:
            dt, status, _ = timed(conn, "GET", path)
            total += dt
            full_errors += status != 200
        full_times.append(total)
    trip_times, trip_errors = [], 0
    for _ in range(runs):
        dt, status, _ = timed(conn, "POST", "/", form, post_headers)
        trip_times.append(dt)
        trip_errors += status != 200
    conn.close()
    print(f"over HTTP, {runs} runs each ({len(page) / 1024:.1f} KiB page, {len(links)} linked files, "
          f"{len(result) / 1024:.1f} KiB result):")
    report("page load: GET / (the HTML)", page_times, PAGE_TARGET_MS, page_errors)
    report(f"page load: GET / + {len(links)} files, first visit", full_times, PAGE_TARGET_MS, full_errors)
    report("paste-to-result: POST / Atlas AS7-D (htmx)", trip_times, ROUND_TRIP_TARGET_MS, trip_errors)


def browser_figures(port: int, runs: int) -> None:
    import shutil

    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver") or "/usr/lib/chromium/chromedriver"
    if not browser:
        print("headless Chromium: not installed (apt-get install chromium chromium-driver); skipped")
        return
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    drv = webdriver.Chrome(options=options, service=Service(driver))
    url = f"http://127.0.0.1:{port}/"
    text = atlas_text()
    loads, trips = [], []
    try:
        for i in range(runs + 3):
            drv.get(url)
            load = drv.execute_script("const n = performance.getEntriesByType('navigation')[0];"
                                      "return n.loadEventEnd - n.startTime;")
            drv.execute_script("arguments[0].value = arguments[1];", drv.find_element(By.ID, "unit-text"), text)
            elapsed = drv.execute_async_script("""
                const done = arguments[arguments.length - 1];
                const t0 = performance.now();
                document.body.addEventListener('htmx:afterSettle', () => done(performance.now() - t0), {once: true});
                document.getElementById('check-button').click();
            """)
            if "1,897" not in drv.find_element(By.ID, "bv-value").text:
                raise SystemExit("the browser did not show the Atlas AS7-D's BV 1,897")
            if i >= 3:  # the first loads fill the browser's cache
                loads.append(load / 1000)
                trips.append(elapsed / 1000)
    finally:
        drv.quit()
    print(f"in headless Chromium ({drv.capabilities.get('browserVersion', '?')}), {runs} runs each:")
    report("page load: navigation to the load event (cached files)", loads, PAGE_TARGET_MS, 0)
    report("paste-to-result: click Check design to the result shown", trips, ROUND_TRIP_TARGET_MS, 0)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200, help="timed requests per figure (default 200)")
    ap.add_argument("--browser", action="store_true", help="also time the pages in headless Chromium")
    args = ap.parse_args(argv)
    with served((), {"MECHFORGE_RATELIMIT": ""}) as port:
        print("mechforge serve (gunicorn, its default workers and threads)")
        http_figures(port, args.runs)
        if args.browser:
            browser_figures(port, max(10, args.runs // 10))
    return 0


if __name__ == "__main__":
    sys.exit(main())
