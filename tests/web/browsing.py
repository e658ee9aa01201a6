"""Helpers of the browser tests (and tools/web_screenshots.py): finding
and starting Debian's headless Chromium through selenium, and calling the
served app.

When Chromium or its driver is missing (or will not start) the calling test
is skipped outside CI and fails under CI (env ``CI``), as the PostgreSQL
tests decide (:func:`apitesting.in_ci`); ``.ci/run`` installs both.
"""

from __future__ import annotations

import json
import os
import shutil
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

from apitesting import in_ci

CHROMIUM_NAMES = ("chromium", "chromium-browser")
DRIVER_PATHS = ("chromedriver", "/usr/lib/chromium/chromedriver", "/usr/bin/chromedriver")


def _unavailable(reason: str):
    if in_ci():
        pytest.fail(f"{reason} (env CI is set, so this is a failure; .ci/run installs chromium and chromium-driver)")
    pytest.skip(f"{reason}: install Debian's chromium and chromium-driver to run the browser tests")


def chromium_paths() -> tuple[str | None, str | None]:
    """(browser, driver) executables, from MECHFORGE_CHROMIUM /
    MECHFORGE_CHROMEDRIVER or the Debian package names."""
    browser = os.environ.get("MECHFORGE_CHROMIUM") or next(filter(None, map(shutil.which, CHROMIUM_NAMES)), None)
    driver = os.environ.get("MECHFORGE_CHROMEDRIVER") or next(
        (p for p in (shutil.which(d) or (d if os.path.isfile(d) else None) for d in DRIVER_PATHS) if p), None)
    return browser, driver


@dataclass
class LiveServer:
    url: str
    token: str
    app: object

    def api(self, method: str, path: str, body=None, token: str | None = None):
        """(status, JSON or bytes) of a request to the served app."""
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                raw, status, kind = resp.read(), resp.status, resp.headers.get("Content-Type", "")
        except urllib.error.HTTPError as exc:
            raw, status, kind = exc.read(), exc.code, exc.headers.get("Content-Type", "")
        return status, (json.loads(raw) if "json" in kind else raw)


def start_browser(width: int = 1280, height: int = 900, download_dir: Path | None = None):
    """A headless Chromium (selenium webdriver) at that window size; skips or
    fails (under CI) when Chromium or its driver is missing."""
    browser, driver = chromium_paths()
    if not browser or not driver:
        _unavailable(f"Chromium ({browser or 'not found'}) or chromedriver ({driver or 'not found'}) missing")
    try:
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        _unavailable("selenium is not installed (pip install -e '.[test]')")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={width},{height}", "--hide-scrollbars", "--lang=en-US"):
        options.add_argument(arg)
    if download_dir is not None:
        options.add_experimental_option("prefs", {
            "download.default_directory": str(download_dir), "download.prompt_for_download": False,
            "profile.default_content_setting_values.automatic_downloads": 1})  # a second PDF without asking
    try:
        drv = webdriver.Chrome(options=options, service=Service(driver))
    except WebDriverException as exc:
        _unavailable(f"Chromium would not start: {str(exc).splitlines()[0]}")
    if download_dir is not None:
        drv.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(download_dir)})
    if width < 500:  # narrower than a desktop window may be: emulate the phone's viewport
        drv.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    drv.set_script_timeout(30)
    return drv
