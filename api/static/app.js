/* MechForge pages, shared by / and /forces: the API token (Settings, kept in
   localStorage and sent with every request), calls to /api/v1, PDF
   downloads, reading dropped files, and the search box over saved designs
   and the unit library (GET /api/v1/designs with the filters it declares).
   No build step; plain browser JavaScript. */
"use strict";

const MF = (() => {
  const TOKEN_KEY = "mechforge.token";

  function token() {
    try { return localStorage.getItem(TOKEN_KEY) || ""; } catch (e) { return ""; }
  }

  function setToken(value) {
    try {
      if (value) localStorage.setItem(TOKEN_KEY, value); else localStorage.removeItem(TOKEN_KEY);
    } catch (e) { /* storage switched off: the token lasts for this page only */ }
  }

  function headers(extra) {
    const out = Object.assign({}, extra || {});
    const t = token();
    if (t) out.Authorization = "Bearer " + t;
    return out;
  }

  /* A sentence for a player from an API error answer ({error: {message, fields}}). */
  function errorText(body, status) {
    const err = body && body.error;
    if (!err) return status === 0 ? "The service could not be reached. Is it still running?"
                                  : "Something went wrong (HTTP " + status + ").";
    if (err.code === "RATE_LIMITED") return "Too many requests in a short time; wait a moment and try again.";
    if (err.code === "INVALID_TOKEN") return "The API token in Settings does not work (mistyped or revoked). Paste a current one, or forget it.";
    if (err.code === "UNAUTHENTICATED") return "This needs an API token: paste yours under Settings.";
    let text = err.message || "The request could not be answered.";
    text = text.charAt(0).toUpperCase() + text.slice(1);
    return text;
  }

  /* fetch a /api/v1 path; resolves to {ok, status, data, response}. */
  async function api(path, options) {
    const opts = Object.assign({}, options || {});
    const hdrs = {};
    if (opts.json !== undefined) {
      hdrs["Content-Type"] = "application/json";
      opts.body = JSON.stringify(opts.json);
      delete opts.json;
    }
    opts.headers = headers(Object.assign(hdrs, opts.headers || {}));
    let response;
    try {
      response = await fetch(path, opts);
    } catch (e) {
      if (e.name === "AbortError") throw e;
      return { ok: false, status: 0, data: null, response: null };
    }
    let data = null;
    const type = response.headers.get("Content-Type") || "";
    if (type.includes("json")) {
      try { data = await response.json(); } catch (e) { data = null; }
    }
    return { ok: response.ok, status: response.status, data, response };
  }

  function fileName(disposition, fallback) {
    if (disposition) {
      const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
      if (star) { try { return decodeURIComponent(star[1]); } catch (e) { /* fall through */ } }
      const plain = /filename="([^"]+)"/i.exec(disposition);
      if (plain) return plain[1];
    }
    return fallback;
  }

  /* POST ``body`` to ``path`` and save the PDF it answers as ``name`` (else
     under the name the API gives it). */
  async function download(path, body, name, button) {
    if (button) { button.disabled = true; button.setAttribute("aria-busy", "true"); }
    try {
      const r = await fetch(path, { method: "POST", headers: headers({ "Content-Type": "application/json" }),
                                    body: JSON.stringify(body) });
      if (!r.ok) {
        let data = null;
        try { data = await r.json(); } catch (e) { /* not JSON */ }
        toast("The PDF could not be made: " + errorText(data, r.status));
        return null;
      }
      const blob = await r.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = name || fileName(r.headers.get("Content-Disposition"), "mechforge.pdf");
      a.hidden = true;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      return a.download;
    } catch (e) {
      toast("The PDF could not be downloaded: the service did not answer.");
      return null;
    } finally {
      if (button) { button.disabled = false; button.removeAttribute("aria-busy"); }
    }
  }

  let toastTimer = null;
  function toast(message) {
    const el = document.getElementById("toast");
    if (!el) return;
    el.textContent = message;
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { el.hidden = true; }, 8000);
  }

  /* [{name, text}] of the files a player dropped or chose. */
  function readFiles(fileList) {
    return Promise.all(Array.from(fileList).map((file) => new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve({ name: file.name, text: String(reader.result) });
      reader.onerror = () => resolve({ name: file.name, text: null });
      reader.readAsText(file);
    })));
  }

  /* A drop target: dragging files over ``zone`` marks it, dropping calls onFiles(files). */
  function dropZone(zone, onFiles) {
    if (!zone) return;
    let depth = 0;
    zone.addEventListener("dragenter", (e) => { e.preventDefault(); depth++; zone.classList.add("dragging"); });
    zone.addEventListener("dragover", (e) => { e.preventDefault(); });
    zone.addEventListener("dragleave", () => { depth = Math.max(0, depth - 1); if (!depth) zone.classList.remove("dragging"); });
    zone.addEventListener("drop", (e) => {
      e.preventDefault();
      depth = 0;
      zone.classList.remove("dragging");
      if (e.dataTransfer && e.dataTransfer.files.length) onFiles(e.dataTransfer.files);
    });
  }

  function esc(text) {
    return String(text == null ? "" : text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  }

  function fmt(n) {
    return n == null ? "—" : Number(n).toLocaleString("en-US", { maximumFractionDigits: 2 });
  }

  /* true with a token; without one, says so through ``say(message, error)``
     and opens Settings at the token box (saving needs a token). */
  function requireToken(say) {
    if (token()) return true;
    say("Saving needs an API token: paste yours under Settings at the top.", true);
    const settings = document.getElementById("settings");
    if (settings) { settings.open = true; document.getElementById("token-input").focus(); }
    return false;
  }

  /* ------------------------------------------------------------ settings */
  async function showAccount() {
    const state = document.getElementById("token-state");
    const status = document.getElementById("token-status");
    if (!state) return;
    if (!token()) { state.textContent = ""; if (status) status.textContent = "No token: you see public designs only."; return; }
    const r = await api("/api/v1/account");
    if (r.ok && r.data) {
      state.textContent = "· " + r.data.name;
      if (status) { status.classList.remove("error"); status.textContent = "Using the token of " + r.data.name + "."; }
      MF.account = r.data.name;
    } else {
      state.textContent = "· token not working";
      if (status) { status.classList.add("error"); status.textContent = errorText(r.data, r.status); }
      MF.account = null;
    }
    document.dispatchEvent(new CustomEvent("mf:account"));
  }

  function initSettings() {
    const form = document.getElementById("token-form");
    if (!form) return;
    const input = document.getElementById("token-input");
    input.value = token();
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      setToken(input.value.trim());
      showAccount();
    });
    document.getElementById("token-forget").addEventListener("click", () => {
      input.value = "";
      setToken("");
      MF.account = null;
      showAccount();
    });
    showAccount();
  }

  /* -------------------------------------------------------------- search */
  function searchQuery(form, page) {
    const params = new URLSearchParams();
    for (const el of form.elements) {
      if (!el.name || el.value === "") continue;
      params.set(el.name, el.value.trim());
    }
    params.set("per_page", "10");
    params.set("page", String(page));
    return params;
  }

  function resultItem(row, label, purpose) {
    const li = document.createElement("li");
    const meta = [];
    if (row.unit_type) meta.push(({ mech: "'Mech", combat_vehicle: "vehicle", support_vehicle: "support vehicle", battle_armor: "battle armor", protomech: "ProtoMech", infantry: "infantry" })[row.unit_type] || row.unit_type);
    if (row.tonnage != null) meta.push(fmt(row.tonnage) + " t");
    if (row.year) meta.push(String(row.year));
    if (row.bv != null) meta.push("BV " + fmt(row.bv));
    if (row.pv != null) meta.push("PV " + row.pv);
    meta.push(row.owner ? (row.owner === MF.account ? "mine" : "by " + row.owner) + (row.visibility === "private" ? ", private" : "") : "library");
    if (row.valid === false) meta.push("invalid");
    const title = [row.chassis, row.model].filter(Boolean).join(" ") || row.name || ("#" + row.id);
    li.innerHTML = '<span class="what"><span class="name"></span><span class="meta"></span></span>' +
                   '<button type="button" class="secondary"></button>';
    li.querySelector(".name").textContent = title + (row.name && row.name !== title ? " (" + row.name + ")" : "");
    li.querySelector(".meta").textContent = meta.join(" · ");
    const button = li.querySelector("button");
    button.textContent = label;
    button.setAttribute("aria-label", label + " " + title);
    button.dataset.designId = row.id;
    button.addEventListener("click", () => {
      document.dispatchEvent(new CustomEvent("mf:pick", { detail: { id: row.id, name: title, row, purpose } }));
    });
    return li;
  }

  function initSearch(form) {
    const panel = form.closest("section");
    const list = panel.querySelector(".search-results");
    const status = panel.querySelector(".search-status");
    const pager = panel.querySelector(".pager");
    const prev = panel.querySelector(".search-prev");
    const next = panel.querySelector(".search-next");
    const label = form.dataset.actionLabel || "Pick";
    let page = 1;
    let controller = null;
    let timer = null;

    async function run(p) {
      page = p;
      if (controller) controller.abort();
      controller = new AbortController();
      status.classList.remove("error");
      status.textContent = "Searching…";
      let r;
      try {
        r = await api("/api/v1/designs?" + searchQuery(form, page).toString(), { signal: controller.signal });
      } catch (e) { return; }
      list.innerHTML = "";
      if (!r.ok || !r.data) {
        status.classList.add("error");
        const fields = r.data && r.data.error && r.data.error.fields;
        status.textContent = "The search could not be made: " + errorText(r.data, r.status) +
          (fields ? " (" + Object.entries(fields).map(([k, v]) => k + ": " + v.join(" ")).join("; ") + ")" : "");
        pager.hidden = true;
        return;
      }
      const d = r.data;
      for (const row of d.items) list.appendChild(resultItem(row, label, form.dataset.purpose));
      status.textContent = d.total ? (d.total + " design" + (d.total === 1 ? "" : "s") + " found" +
        (d.pages > 1 ? ", page " + d.page + " of " + d.pages : "") + ".") : "No saved design matches.";
      pager.hidden = d.pages <= 1;
      prev.disabled = d.page <= 1;
      next.disabled = d.page >= d.pages;
    }

    form.addEventListener("submit", (e) => { e.preventDefault(); run(1); });
    form.addEventListener("input", (e) => {
      if (e.target.name !== "q") return;
      clearTimeout(timer);
      timer = setTimeout(() => run(1), 250);
    });
    form.addEventListener("change", (e) => { if (e.target.name !== "q") run(1); });
    prev.addEventListener("click", () => run(Math.max(1, page - 1)));
    next.addEventListener("click", () => run(page + 1));
    document.addEventListener("mf:account", () => { if (list.children.length) run(page); });
  }

  /* ---------------------------------------------------------------- htmx */
  function initHtmx() {
    if (!window.htmx) return;
    htmx.config.defaultSettleDelay = 0;  // no settle transitions here: show the result at once
    // Form values the page does not take come back as a 422 page naming them: swap it in too.
    htmx.config.responseHandling = [
      { code: "204", swap: false },
      { code: "[23]..", swap: true },
      { code: "422", swap: true },
      { code: "[45]..", swap: false, error: true },
    ];
    document.body.addEventListener("htmx:configRequest", (e) => {
      const t = token();
      if (t) e.detail.headers.Authorization = "Bearer " + t;
    });
    document.body.addEventListener("htmx:responseError", (e) => {
      const xhr = e.detail.xhr;
      let data = null;
      try { data = JSON.parse(xhr.responseText); } catch (err) { /* not JSON */ }
      toast(errorText(data, xhr.status));
    });
    document.body.addEventListener("htmx:sendError", () => toast(errorText(null, 0)));
  }

  document.addEventListener("DOMContentLoaded", () => {
    initHtmx();
    initSettings();
    document.querySelectorAll("form.search").forEach(initSearch);
  });

  return { api, download, errorText, toast, readFiles, dropZone, esc, fmt, token, requireToken, headers, account: null };
})();
