"""The web pages in a real browser: headless Chromium (Debian's chromium and
chromium-driver) driven by selenium against the app served on a free port
(tests/web/conftest.py).  Every figure the page shows is compared with the
API's own answer for the same input, or with the rule table."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from factories import fixture_text

from browsing import start_browser

pytest.importorskip("selenium")

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

WAIT = 20


def atlas_text() -> str:
    """The canonical Atlas AS7-D (the shared corpus; skipped without it)."""
    import corpus

    corpus.require_corpus()
    return corpus.read_text(corpus.unpacked() / "mechfiles" / "mechs" / "3039u" / "Atlas AS7-D.mtf")


def overarmored_atlas() -> str:
    """The Atlas with 12 points of head armor (the head takes at most 9)."""
    text = atlas_text()
    assert "HD Armor:9" in text
    return text.replace("HD Armor:9", "HD Armor:12")


def wait_for(driver, condition, message=""):
    """WebDriverWait, past elements replaced while they were read (htmx swaps)."""
    return WebDriverWait(driver, WAIT, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException)
                         ).until(condition, message)


def paste_and_check(driver, server, text: str) -> None:
    """Put a unit file into the check page's text box and press Check design."""
    driver.get(server.url + "/")
    box = driver.find_element(By.ID, "unit-text")
    driver.execute_script("arguments[0].value = arguments[1];", box, text)
    driver.find_element(By.ID, "check-button").click()
    wait_for(driver, lambda d: d.find_elements(By.ID, "verdict") or d.find_elements(By.ID, "result-problem"),
             "no result appeared")


def text_of(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).text.strip()


def fmt(n) -> str:
    return f"{n:,}"


def api_bv(server, text: str, gunnery: int, piloting: int) -> int:
    status, body = server.api("POST", "/api/v1/bv", {"format": "mtf", "text": text, "gunnery": gunnery,
                                                     "piloting": piloting})
    assert status == 200, body
    return body["bv"]


# ------------------------------------------------------------------ check page
def test_atlas_is_valid_with_its_bv(browser, live_server):
    text = atlas_text()
    paste_and_check(browser, live_server, text)
    assert text_of(browser, "verdict").split()[0] == "VALID"
    assert text_of(browser, "unit-name") == "Atlas AS7-D"
    assert text_of(browser, "bv-value") == "1,897"
    assert text_of(browser, "bv-value") == fmt(api_bv(live_server, text, 4, 5))
    assert not browser.find_elements(By.CSS_SELECTOR, "#issues tr.issue")
    # the Alpha Strike card preview shows the /alpha-strike answer at skill 4
    status, alpha = live_server.api("POST", "/api/v1/alpha-strike?skill=4", {"format": "mtf", "text": text})
    assert status == 200
    assert text_of(browser, "as-pv") == str(alpha["skill_pv"])
    card = text_of(browser, "as-card")
    for special in alpha["specials"]:
        assert special in card


def test_too_much_head_armor_shows_the_rule_row(browser, live_server):
    from construction.report import rules

    paste_and_check(browser, live_server, overarmored_atlas())
    assert text_of(browser, "verdict").split()[0] == "INVALID"
    row = browser.find_element(By.CSS_SELECTOR, '#issues tr[data-code="MECH_ARMOR_OVER_LOCATION_MAX"]')
    cells = {td.get_attribute("data-label"): td.text.strip() for td in row.find_elements(By.TAG_NAME, "td")}
    rule = rules()["MECH_ARMOR_OVER_LOCATION_MAX"]
    assert cells["Code"] == "MECH_ARMOR_OVER_LOCATION_MAX"
    assert cells["Location"] == "HD"
    assert "12" in cells["Message"] and "9" in cells["Message"]
    assert cells["Book"] == rule.book
    assert cells["Page"] == str(rule.page)
    assert cells["Severity"].lower() == "error"


def test_gunnery_3_changes_the_bv(browser, live_server):
    text = atlas_text()
    paste_and_check(browser, live_server, text)
    before = text_of(browser, "bv-value")
    Select(browser.find_element(By.ID, "gunnery")).select_by_value("3")  # no button: the change re-checks
    wait_for(browser, lambda d: text_of(d, "bv-value") != before, "the BV did not change")
    assert text_of(browser, "bv-value") == fmt(api_bv(live_server, text, 3, 5))
    assert text_of(browser, "bv-value") != before
    last_step = browser.find_elements(By.CSS_SELECTOR, "#bv-breakdown tbody tr")[-1].text
    assert "gunnery 3" in last_step
    # the Alpha Strike skill follows the pilot: floor((3 + 5) / 2) = 4
    assert text_of(browser, "as-skill-value") == "4"
    Select(browser.find_element(By.ID, "piloting")).select_by_value("3")
    wait_for(browser, lambda d: text_of(d, "as-skill-value") == "3", "the AS skill did not follow the pilot")


def _downloaded(folder: Path, count: int) -> list[Path]:
    def done(_):
        files = [p for p in folder.iterdir() if not p.name.endswith(".crdownload")]
        partial = [p for p in folder.iterdir() if p.name.endswith(".crdownload")]
        return sorted(files) if len(files) >= count and not partial else False

    return WebDriverWait(None, WAIT).until(done, "the download did not arrive")


def test_record_sheet_and_card_download_as_pdf(browser, live_server, downloads):
    paste_and_check(browser, live_server, atlas_text())
    browser.find_element(By.ID, "dl-sheet-letter").click()
    [sheet] = _downloaded(downloads, 1)
    assert sheet.suffix == ".pdf"
    assert sheet.read_bytes()[:5] == b"%PDF-"
    browser.find_element(By.ID, "dl-card").click()
    files = _downloaded(downloads, 2)
    card = next(p for p in files if p != sheet)
    assert card.read_bytes()[:5] == b"%PDF-"
    assert card.stat().st_size != sheet.stat().st_size


def test_unreadable_file_shows_the_failing_line(browser, live_server):
    text = atlas_text().replace("Mass:100", "Mass:heavy")
    line = text.split("\n").index("Mass:heavy") + 1
    paste_and_check(browser, live_server, text)
    problem = browser.find_element(By.ID, "result-problem")
    assert "could not be read" in problem.find_element(By.TAG_NAME, "h2").text
    bad = problem.find_element(By.CSS_SELECTOR, ".bad-line").text
    assert "Mass:heavy" in bad
    assert bad.split()[0] == str(line)


def test_choosing_a_file_checks_it(browser, live_server, tmp_path):
    """A file chosen with the file input is read into the text box and
    checked at once; its suffix names the format (.blk here)."""
    path = tmp_path / "c85.blk"
    path.write_text(fixture_text("c85_support_vehicle.blk"), encoding="utf-8")
    browser.get(live_server.url + "/")
    browser.find_element(By.ID, "unit-file").send_keys(str(path))
    wait_for(browser, lambda d: d.find_elements(By.ID, "unit-name"))
    status, expected = live_server.api("POST", "/api/v1/validate", {"format": "blk", "text": path.read_text()})
    assert status == 200
    assert text_of(browser, "unit-name") == f"{expected['chassis']} {expected['model']}".strip()
    assert text_of(browser, "verdict").split()[0] == {True: "VALID", False: "INVALID", None: "NO"}[expected["valid"]]
    assert browser.find_element(By.ID, "unit-text").get_attribute("value").startswith(path.read_text()[:40])
    assert browser.find_element(By.ID, "filename").get_attribute("value") == "c85.blk"


def test_a_saved_design_is_checked_from_the_search_box(browser, live_server):
    status, saved = live_server.api("POST", "/api/v1/designs", {"format": "mtf", "text": fixture_text("locust.mtf"),
                                                                "visibility": "public"}, token=live_server.token)
    assert status == 201
    browser.get(live_server.url + "/")
    browser.find_element(By.ID, "f-check-q").send_keys("LCT-1V")
    button = wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, f'.search-results button[data-design-id="{saved["id"]}"]'))
    button.click()
    wait_for(browser, lambda d: d.find_elements(By.ID, "unit-name") and text_of(d, "unit-name") == "Locust LCT-1V")
    assert text_of(browser, "verdict").split()[0] == ("VALID" if saved["valid"] else "INVALID")
    assert f"Saved design #{saved['id']}" in text_of(browser, "check-result")


def test_a_checked_design_is_saved_with_a_token(browser, live_server):
    text = overarmored_atlas()  # an invalid design is saved too, with its verdict
    browser.get(live_server.url + "/")
    browser.execute_script("localStorage.removeItem('mechforge.token')")
    paste_and_check(browser, live_server, text)
    browser.find_element(By.ID, "save-design").click()
    wait_for(browser, lambda d: "needs an API token" in text_of(d, "save-design-status"))
    assert browser.find_element(By.ID, "settings").get_attribute("open") is not None
    browser.find_element(By.ID, "token-input").send_keys(live_server.token)
    browser.find_element(By.CSS_SELECTOR, "#token-form button[type=submit]").click()
    wait_for(browser, lambda d: "player" in text_of(d, "token-status"))
    browser.find_element(By.ID, "save-name").send_keys("Heavy head")
    Select(browser.find_element(By.ID, "save-visibility")).select_by_value("public")
    browser.find_element(By.ID, "save-design").click()
    wait_for(browser, lambda d: "Saved as design #" in text_of(d, "save-design-status"))
    design_id = int(text_of(browser, "save-design-status").split("#")[1].split()[0])
    status, stored = live_server.api("GET", f"/api/v1/designs/{design_id}", token=live_server.token)
    assert status == 200
    assert (stored["name"], stored["visibility"], stored["valid"]) == ("Heavy head", "public", False)
    status, checked = live_server.api("POST", "/api/v1/validate", {"format": "mtf", "text": text})
    assert stored["validation"]["errors"] == checked["errors"]  # the design on show, not another
    # a saved design checked from the search box offers no second save
    browser.find_element(By.ID, "f-check-q").send_keys("AS7-D")
    wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, f'.search-results button[data-design-id="{design_id}"]')).click()
    wait_for(browser, lambda d: f"Saved design #{design_id}" in text_of(d, "check-result"))
    assert not browser.find_elements(By.ID, "save-design")


# ------------------------------------------------------------------ forces page
def add_pasted_unit(driver, text: str) -> None:
    rows = len(driver.find_elements(By.CSS_SELECTOR, "#force-units tr"))
    box = driver.find_element(By.ID, "force-text")
    driver.execute_script("arguments[0].value = arguments[1];", box, text)
    driver.find_element(By.ID, "add-text").click()
    wait_for(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#force-units tr")) == rows + 1, "no unit row")
    settled(driver)


def settled(driver) -> None:
    """Wait until the last evaluation is in (no '…' left in the table or totals)."""
    wait_for(driver, lambda d: "…" not in text_of(d, "totals") and "…" not in text_of(d, "force-units")
             and "busy" not in d.find_element(By.ID, "force").get_attribute("class"), "the force was not evaluated")


def test_two_unit_force_total_is_the_apis(browser, live_server):
    atlas, locust = atlas_text(), fixture_text("locust.mtf")
    browser.get(live_server.url + "/forces")
    add_pasted_unit(browser, atlas)
    add_pasted_unit(browser, locust)
    Select(browser.find_elements(By.CSS_SELECTOR, "select.gunnery")[0]).select_by_value("3")
    time.sleep(0.3)
    settled(browser)
    status, evaluation = live_server.api("POST", "/api/v1/forces/evaluate", {"units": [
        {"design": {"format": "mtf", "text": atlas}, "gunnery": 3, "piloting": 5},
        {"design": {"format": "mtf", "text": locust}, "gunnery": 4, "piloting": 5},
    ]})
    assert status == 200, evaluation
    assert text_of(browser, "total-bv") == fmt(evaluation["total_bv"])
    assert text_of(browser, "total-pv") == fmt(evaluation["total_pv"])
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#force-units .unit-name")]
    assert names == ["Atlas AS7-D", "Locust LCT-1V"]
    # a budget under the total is a warning naming the excess
    browser.find_element(By.ID, "budget-bv").send_keys(str(evaluation["total_bv"] - 100))
    wait_for(browser, lambda d: "Over the BV budget by 100" in text_of(d, "force-messages"))


def test_c3_network_bonuses_are_the_apis(browser, live_server):
    """A C3 master and two slaves in one network: every unit's C3 bonus and
    BV, and the total, as /api/v1/forces/evaluate works them out."""
    import corpus

    corpus.require_corpus()
    mechs = corpus.unpacked() / "mechfiles" / "mechs"
    master = corpus.read_text(mechs / "3060u" / "Shugenja SJA-7D.mtf")
    slave = corpus.read_text(mechs / "3058Uu" / "Owens OW-1.mtf")
    browser.get(live_server.url + "/forces")
    for text in (master, slave, slave):
        add_pasted_unit(browser, text)
    roles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#force-units td.c3")]
    assert roles == ["master", "slave", "slave"]
    for select in browser.find_elements(By.CSS_SELECTOR, "select.network"):
        Select(select).select_by_value("1")
    wait_for(browser, lambda d: all(c.text.startswith("+") for c in d.find_elements(By.CSS_SELECTOR, "#force-units td.bonus")))
    settled(browser)
    status, evaluation = live_server.api("POST", "/api/v1/forces/evaluate", {
        "units": [{"id": k, "design": {"format": "mtf", "text": t}} for k, t in (("m", master), ("s1", slave), ("s2", slave))],
        "networks": [{"type": "c3", "members": ["m", "s1", "s2"]}]})
    assert status == 200, evaluation
    shown = [(b.text, v.text) for b, v in zip(browser.find_elements(By.CSS_SELECTOR, "#force-units td.bonus"),
                                              browser.find_elements(By.CSS_SELECTOR, "#force-units td.bv"))]
    shown_as = lambda x: f"{x:,.2f}".rstrip("0").rstrip(".")  # noqa: E731 - the page's up to two decimals
    expected = [("+" + shown_as(u["network_bonus"] + u["tag_bonus"]), shown_as(u["adjusted_bv"]))
                for u in evaluation["units"]]
    assert shown == expected
    assert text_of(browser, "total-bv") == fmt(evaluation["total_bv"])
    assert "Network 1 (3 units)" in text_of(browser, "networks")


def test_force_sheets_download_as_one_pdf(browser, live_server, downloads):
    browser.get(live_server.url + "/forces")
    add_pasted_unit(browser, fixture_text("locust.mtf"))
    add_pasted_unit(browser, atlas_text())
    browser.find_element(By.ID, "dl-sheets").click()
    [pdf] = _downloaded(downloads, 1)
    data = pdf.read_bytes()
    assert data[:5] == b"%PDF-"
    assert len(re.findall(rb"/Type\s*/Page(?!s)", data)) == 2  # one sheet a 'Mech


def test_chosen_files_are_added_to_the_force(browser, live_server, tmp_path):
    files = []
    for name in ("locust.mtf", "c85_support_vehicle.blk"):
        (tmp_path / name).write_text(fixture_text(name), encoding="utf-8")
        files.append(str(tmp_path / name))
    browser.get(live_server.url + "/forces")
    browser.find_element(By.ID, "force-files").send_keys("\n".join(files))
    wait_for(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#force-units tr")) == 2)
    settled(browser)
    status, evaluation = live_server.api("POST", "/api/v1/forces/evaluate", {"units": [
        {"design": {"format": name.rsplit(".", 1)[1], "text": fixture_text(name)}}
        for name in ("locust.mtf", "c85_support_vehicle.blk")]})
    assert status == 200, evaluation
    assert text_of(browser, "total-bv") == fmt(evaluation["total_bv"])


def test_unreadable_unit_is_not_added(browser, live_server):
    browser.get(live_server.url + "/forces")
    add_pasted_unit(browser, fixture_text("locust.mtf"))
    box = browser.find_element(By.ID, "force-text")
    browser.execute_script("arguments[0].value = arguments[1];", box, fixture_text("truncated.mtf"))
    browser.find_element(By.ID, "add-text").click()
    wait_for(browser, lambda d: "Not added" in text_of(d, "add-status"))
    settled(browser)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#force-units tr")) == 1
    assert text_of(browser, "total-bv") != "…"


def test_force_is_saved_and_reopened_with_a_token(browser, live_server):
    status, saved = live_server.api("POST", "/api/v1/designs", {"format": "mtf", "text": atlas_text(),
                                                                "visibility": "private"}, token=live_server.token)
    assert status == 201
    browser.get(live_server.url + "/forces")
    browser.find_element(By.CSS_SELECTOR, "#settings summary").click()
    browser.find_element(By.ID, "token-input").send_keys(live_server.token)
    browser.find_element(By.CSS_SELECTOR, "#token-form button[type=submit]").click()
    wait_for(browser, lambda d: "player" in text_of(d, "token-status"))
    assert browser.execute_script("return localStorage.getItem('mechforge.token')") == live_server.token
    # the private design shows to its owner in the search box
    browser.find_element(By.ID, "f-force-q").send_keys("AS7-D")
    wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, f'.search-results button[data-design-id="{saved["id"]}"]')).click()
    wait_for(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#force-units tr")) == 1)
    add_pasted_unit(browser, fixture_text("locust.mtf"))
    total = text_of(browser, "total-bv")
    browser.find_element(By.ID, "force-name").send_keys("Heavy pair")
    browser.find_element(By.ID, "save-force").click()
    wait_for(browser, lambda d: "Saved as force #" in text_of(d, "save-status"))
    force_id = int(text_of(browser, "save-status").split("#")[1].split()[0])
    status, stored = live_server.api("GET", f"/api/v1/forces/{force_id}", token=live_server.token)
    assert status == 200 and stored["name"] == "Heavy pair" and fmt(stored["total_bv"]) == total
    # a new page load keeps the token and the force (a draft in localStorage)
    browser.get(live_server.url + "/forces")
    settled(browser)
    assert text_of(browser, "total-bv") == total
    browser.find_element(By.ID, "new-force").click()
    browser.switch_to.alert.accept()
    wait_for(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, "#force-units tr"))
    assert text_of(browser, "total-bv") == "0"
    # the saved force reopens from the list of the token's forces
    wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, f'#saved-forces option[value="{force_id}"]'))
    Select(browser.find_element(By.ID, "saved-forces")).select_by_value(str(force_id))
    browser.find_element(By.ID, "open-force").click()
    wait_for(browser, lambda d: "Opened force" in text_of(d, "save-status"))
    settled(browser)
    assert text_of(browser, "total-bv") == total
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#force-units .unit-name")]
    assert names == ["Atlas AS7-D", "Locust LCT-1V"]
    # saved again from elsewhere (another tab, a script): this page's save is refused, nothing overwritten
    status, other = live_server.api("PUT", f"/api/v1/forces/{force_id}",
                                    {"name": "Elsewhere", "units": stored["units"][:1]}, token=live_server.token)
    assert status == 200 and other["version"] == 2
    browser.find_element(By.ID, "force-name").clear()
    browser.find_element(By.ID, "force-name").send_keys("From this page")
    browser.find_element(By.ID, "save-force").click()
    wait_for(browser, lambda d: "saved from elsewhere" in text_of(d, "save-status"))
    status, kept = live_server.api("GET", f"/api/v1/forces/{force_id}", token=live_server.token)
    assert kept["name"] == "Elsewhere" and kept["version"] == 2
    # opened again, it saves (as version 3)
    browser.find_element(By.ID, "open-force").click()
    wait_for(browser, lambda d: "Opened force" in text_of(d, "save-status"))
    settled(browser)
    browser.find_element(By.ID, "save-force").click()
    wait_for(browser, lambda d: "Saved as force #" in text_of(d, "save-status"))
    status, saved_again = live_server.api("GET", f"/api/v1/forces/{force_id}", token=live_server.token)
    assert saved_again["version"] == 3 and saved_again["name"] == "Elsewhere"


# ------------------------------------------------------------ quality checks
UNLABELLED = """
return Array.from(document.querySelectorAll('input:not([type=hidden]), select, textarea, button'))
  .filter(el => el.offsetParent !== null)
  .filter(el => !((el.labels && el.labels.length) || el.getAttribute('aria-label') ||
                  (el.tagName === 'BUTTON' && el.textContent.trim())))
  .map(el => el.outerHTML.slice(0, 80));
"""


# Every layout shift of the page so far (and for 600 ms more) with what moved:
# each source's node as a CSS-like path and its box before and after
# ([x, y, width, height] in px), so a failure names its cause.
LAYOUT_SHIFTS = """
const rect = r => r ? [r.x, r.y, r.width, r.height].map(v => Math.round(v * 10) / 10) : null;
const path = node => {
  if (!node) return '(a node no longer in the page)';
  let el = node.nodeType === 1 ? node : node.parentElement;
  const text = node.nodeType === 3 ? ' text ' + JSON.stringify(node.textContent.trim().slice(0, 30)) : '';
  const parts = [];
  while (el && parts.length < 5) {
    let part = el.tagName.toLowerCase();
    if (el.id) { parts.unshift(part + '#' + el.id); break; }
    if (el.classList.length) part += '.' + Array.from(el.classList).join('.');
    const same = el.parentElement ? Array.from(el.parentElement.children).filter(c => c.tagName === el.tagName) : [];
    if (same.length > 1) part += ':nth-of-type(' + (same.indexOf(el) + 1) + ')';
    parts.unshift(part);
    el = el.parentElement;
  }
  return parts.join(' > ') + text;
};
return new Promise(resolve => {
  const shifts = [];
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) shifts.push({
      value: e.value, at_ms: Math.round(e.startTime),
      moved: (e.sources || []).map(s => ({node: path(s.node), before: rect(s.previousRect), after: rect(s.currentRect)})),
    });
  }).observe({type: 'layout-shift', buffered: true});
  setTimeout(() => resolve(shifts), 600);
});
"""


SLOW_CPU = 20


def shifts_text(shifts: list) -> str:
    return "; ".join(f"shift {s['value']:.7f} at {s['at_ms']} ms: " + ", ".join(
        f"{m['node']} {m['before']} -> {m['after']}" for m in s["moved"]) for s in shifts)


@pytest.mark.parametrize("width", [1280, 360])
def test_pages_fit_and_label_every_control(live_server, width):
    """At a desktop width and at 360 px nothing moves while a page loads
    (no layout shift), nothing scrolls sideways, and every visible control
    has a label a screen reader reads."""
    driver = start_browser(width=width)
    try:
        for path, fill in (("/", lambda: paste_and_check(driver, live_server, overarmored_atlas())),
                           ("/forces", lambda: add_pasted_unit(driver, fixture_text("locust.mtf")))):
            # loaded on a CPU slowed 20 times, uncached: a slow device, where
            # frames of a half-parsed page get painted (a shift CI saw once
            # in six runs shows here in one load of two)
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
            driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": SLOW_CPU})
            driver.get(live_server.url + path)
            shifts = driver.execute_script(LAYOUT_SHIFTS)
            driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})
            assert shifts == [], f"{path} moved while it loaded: {shifts_text(shifts)}"
            fill()
            overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"{path} is {overflow} px wider than a {width} px window"
            assert driver.execute_script(UNLABELLED) == [], path
    finally:
        driver.quit()


def test_print_shows_the_result_alone(browser, live_server):
    """The print stylesheet: the result, without the form, the search box,
    the header or the buttons."""
    paste_and_check(browser, live_server, atlas_text())
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    visible = lambda sel: browser.execute_script(  # noqa: E731
        "const e = document.querySelector(arguments[0]); return !!e && e.getClientRects().length > 0;", sel)
    for hidden in ("#check-form", ".search-panel", ".site-header", "#dl-sheet-letter", ".site-footer"):
        assert not visible(hidden), hidden
    for kept in ("#verdict", "#bv-breakdown", "#as-card", "#unit-name"):
        assert visible(kept), kept
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert visible("#check-form")


def test_keyboard_alone_checks_a_design(browser, live_server):
    """Tab to the text box (past the skip link), fill it, tab to Check
    design and press Enter: the result comes without a mouse."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    def press(key):
        ActionChains(browser).send_keys(key).perform()
        return browser.switch_to.active_element

    def tab_to(element_id):
        for _ in range(40):
            if press(Keys.TAB).get_attribute("id") == element_id:
                return browser.switch_to.active_element
        raise AssertionError(f"Tab never reached #{element_id}")

    browser.get(live_server.url + "/")
    assert press(Keys.TAB).get_attribute("class") == "skip-link"
    press(Keys.ENTER)
    box = tab_to("unit-text")
    box.send_keys("chassis:Locust")  # typed: the box takes keys
    browser.execute_script("arguments[0].value = arguments[1];", box, fixture_text("locust.mtf"))
    tab_to("check-button")
    press(Keys.ENTER)
    wait_for(browser, lambda d: d.find_elements(By.ID, "unit-name"))
    assert text_of(browser, "unit-name") == "Locust LCT-1V"
