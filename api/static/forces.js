/* The force builder (/forces).  The force lives in the browser (and in
   localStorage as a draft); every figure on the page is the answer of
   POST /api/v1/forces/evaluate for the whole force: base BV, C3 and TAG
   bonuses, BV with the crew, AS skill and PV, the totals.  Downloads are
   POST /api/v1/record-sheets and /api/v1/alpha-strike-cards; saving and
   reopening are /api/v1/forces with the token from Settings. */
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const DRAFT_KEY = "mechforge.force-draft";
  const NETWORK_SLOTS = ["1", "2", "3", "4"];
  const NETWORK_TYPES = [["c3", "C3 (masters and slaves)"], ["boosted_c3", "boosted C3"], ["c3i", "C3i"]];
  const ROLE_NAMES = { master: "master", slave: "slave", boosted_master: "boosted master", boosted_slave: "boosted slave", c3i: "C3i", boosted_c3i: "boosted C3i" };

  const el = (id) => document.getElementById(id);
  const tbody = el("force-units");
  const messages = el("force-messages");

  let state = blank();
  let counter = 0;
  let controller = null;
  let timer = null;
  let lastEvaluation = null;
  let evalErrors = [];

  function blank() {
    return { units: [], networks: {}, budgetBV: "", budgetPV: "", name: "", visibility: "private", forceId: null, owner: null, version: null };
  }

  function nextKey() {
    counter += 1;
    while (state.units.some((u) => u.key === "u" + counter)) counter += 1;
    return "u" + counter;
  }

  /* ------------------------------------------------------------ the API */
  function forceDocument() {
    const units = state.units.map((u) => Object.assign({ id: u.key, gunnery: u.gunnery, piloting: u.piloting }, u.source));
    const networks = [];
    for (const slot of NETWORK_SLOTS) {
      const members = state.units.filter((u) => u.network === slot).map((u) => u.key);
      if (!members.length) continue;
      const cfg = state.networks[slot] || {};
      const net = { type: cfg.type || guessType(members), members };
      if (cfg.master && members.includes(cfg.master)) net.master = cfg.master;
      networks.push(Object.assign(net, { _slot: slot }));
    }
    const tag = state.units.filter((u) => u.tag).map((u) => u.key);
    return { units, networks, tag };
  }

  function forApi(doc) {
    return { units: doc.units, networks: doc.networks.map(({ _slot, ...n }) => n), tag: doc.tag };
  }

  function guessType(members) {
    const roles = members.map((k) => (state.units.find((u) => u.key === k) || {}).c3).filter(Boolean);
    return roles.length && roles.every((r) => r.includes("c3i")) ? "c3i" : "c3";
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(evaluate, 120);
    saveDraft();
  }

  async function evaluate() {
    if (controller) controller.abort();
    if (!state.units.length) {
      lastEvaluation = null;
      evalErrors = [];
      render();
      return null;
    }
    controller = new AbortController();
    const doc = forceDocument();
    el("force").classList.add("busy");
    let r;
    try {
      r = await MF.api("/api/v1/forces/evaluate", { method: "POST", json: forApi(doc), signal: controller.signal });
    } catch (e) {
      return null;  // a newer evaluation replaced this one
    }
    el("force").classList.remove("busy");
    if (r.ok) {
      lastEvaluation = r.data;
      evalErrors = [];
      r.data.units.forEach((row, i) => {
        const u = state.units[i];
        if (u) { u.name = [row.chassis, row.model].filter(Boolean).join(" "); u.c3 = row.c3; }
      });
    } else {
      evalErrors = explain(r, doc);
    }
    render();
    saveDraft();
    return r;
  }

  /* The API's 422 as messages tied to rows: units.N.*, networks.K.*, tag.K. */
  function explain(r, doc) {
    const err = r.data && r.data.error;
    if (!err || !err.fields) return [{ text: MF.errorText(r.data, r.status) }];
    const out = [];
    for (const [path, texts] of Object.entries(err.fields)) {
      const parts = path.split(".");
      let unit = null;
      let where = "";
      if (parts[0] === "units" && doc.units[+parts[1]]) {
        unit = doc.units[+parts[1]].id;
        where = label(unit) + ": ";
      } else if (parts[0] === "networks" && doc.networks[+parts[1]]) {
        const net = doc.networks[+parts[1]];
        where = "Network " + net._slot + ": ";
        if (parts[2] === "members" && parts[3] !== undefined) {
          unit = net.members[+parts[3]];
          where = "Network " + net._slot + ", " + label(unit) + ": ";
        }
      } else if (parts[0] === "tag" && doc.tag[+parts[1]] !== undefined) {
        unit = doc.tag[+parts[1]];
        where = "TAG, " + label(unit) + ": ";
      }
      out.push({ unit, text: where + texts.join(" ") });
    }
    return out;
  }

  function label(key) {
    const u = state.units.find((x) => x.key === key);
    return u ? (u.name || "unit " + key) : "unit " + key;
  }

  /* ------------------------------------------------------------- adding */
  async function addUnit(unit) {
    unit.key = nextKey();
    unit.gunnery = unit.gunnery ?? 4;
    unit.piloting = unit.piloting ?? 5;
    unit.network = unit.network || "";
    unit.tag = !!unit.tag;
    state.units.push(unit);
    render();
    const r = await evaluate();
    if (r && !r.ok) {
      // A unit file that cannot be read is not added: say why, keep the rest.
      const index = state.units.indexOf(unit);
      const own = evalErrors.filter((m) => m.unit === unit.key);
      if (index >= 0 && own.length) {
        state.units.splice(index, 1);
        el("add-status").classList.add("error");
        el("add-status").textContent = "Not added: " + own.map((m) => m.text.replace(/^[^:]*: /, "")).join(" ");
        await evaluate();
        return false;
      }
    }
    el("add-status").classList.remove("error");
    el("add-status").textContent = "Added " + (unit.name || "the unit") + ".";
    return true;
  }

  function fileFormat(name, text) {
    const m = /\.(mtf|blk|json)$/i.exec(name || "");
    if (m) return m[1].toLowerCase();
    if (/^\s*\{/.test(text)) return "json";
    return /^\s*<[A-Za-z][A-Za-z0-9_ ]*>/m.test(text) ? "blk" : "mtf";
  }

  function sourceFor(name, text) {
    const format = fileFormat(name, text);
    if (format === "json") {
      try { return { design: JSON.parse(text) }; } catch (e) { return null; }
    }
    return { design: { format, text } };
  }

  async function addTexts(files) {
    for (const f of files) {
      if (f.text === null) { MF.toast(f.name + " could not be read by the browser."); continue; }
      const source = sourceFor(f.name, f.text);
      if (!source) { el("add-status").classList.add("error"); el("add-status").textContent = "Not added: " + (f.name || "the text") + " is not valid JSON."; continue; }
      await addUnit({ source, name: "" });
    }
  }

  el("add-text").addEventListener("click", async () => {
    const text = el("force-text").value;
    if (!text.trim()) {
      el("add-status").classList.add("error");
      el("add-status").textContent = "Paste a unit file into the box first.";
      el("force-text").focus();
      return;
    }
    if (await addTexts([{ name: "", text }]) !== false) el("force-text").value = "";
  });
  el("force-files").addEventListener("change", async (e) => {
    await addTexts(await MF.readFiles(e.target.files));
    e.target.value = "";
  });
  MF.dropZone(el("force-drop"), async (files) => addTexts(await MF.readFiles(files)));

  document.addEventListener("mf:pick", (e) => {
    if (e.detail.purpose !== "force") return;
    addUnit({ source: { design_id: e.detail.id }, name: e.detail.name });
  });

  /* ---------------------------------------------------------- rendering */
  function select(options, value, labelText) {
    const s = document.createElement("select");
    s.setAttribute("aria-label", labelText);
    for (const [v, t] of options) {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = t;
      if (String(v) === String(value)) o.selected = true;
      s.appendChild(o);
    }
    return s;
  }

  const SKILL_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((s) => [s, String(s)]);

  function cell(tr, labelText, cls) {
    const td = document.createElement("td");
    td.dataset.label = labelText;
    if (cls) td.className = cls;
    tr.appendChild(td);
    return td;
  }

  function buildRow(u) {
    const tr = document.createElement("tr");
    tr.dataset.key = u.key;
    const name = cell(tr, "Unit", "unit-name");
    name.textContent = u.name || "reading…";
    const who = () => u.name || "unit " + u.key;

    const g = select(SKILL_OPTIONS, u.gunnery, "Gunnery of " + who());
    g.className = "gunnery";
    g.addEventListener("change", () => { u.gunnery = +g.value; schedule(); });
    cell(tr, "Gunnery").appendChild(g);
    const p = select(SKILL_OPTIONS, u.piloting, "Piloting of " + who());
    p.className = "piloting";
    p.addEventListener("change", () => { u.piloting = +p.value; schedule(); });
    cell(tr, "Piloting").appendChild(p);

    cell(tr, "C3", "c3");
    const n = select([["", "—"]].concat(NETWORK_SLOTS.map((s) => [s, s])), u.network, "C3 network of " + who());
    n.className = "network";
    n.addEventListener("change", () => { u.network = n.value; renderNetworks(); schedule(); });
    cell(tr, "Network").appendChild(n);

    const t = document.createElement("input");
    t.type = "checkbox";
    t.className = "tag";
    t.checked = u.tag;
    t.setAttribute("aria-label", "TAG spotter: " + who());
    t.addEventListener("change", () => { u.tag = t.checked; schedule(); });
    cell(tr, "TAG").appendChild(t);

    cell(tr, "Base BV", "num base-bv");
    cell(tr, "C3 + TAG", "num bonus");
    cell(tr, "BV", "num bv");
    cell(tr, "AS skill", "num as-skill");
    cell(tr, "PV", "num pv");
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "danger remove";
    remove.textContent = "✕";
    remove.title = "Remove from the force";
    remove.setAttribute("aria-label", "Remove " + who());
    remove.addEventListener("click", () => {
      const i = state.units.indexOf(u);
      state.units.splice(i, 1);
      for (const cfg of Object.values(state.networks)) if (cfg.master === u.key) cfg.master = "";
      render();
      const rows = tbody.querySelectorAll("button.remove");
      (rows[Math.min(i, rows.length - 1)] || el("force-h")).focus();
      schedule();
    });
    cell(tr, "").appendChild(remove);
    return tr;
  }

  function fillRow(tr, u, row, errors) {
    tr.querySelector(".unit-name").textContent = u.name || "reading…";
    const who = u.name || "unit " + u.key;
    tr.querySelector(".gunnery").setAttribute("aria-label", "Gunnery of " + who);
    tr.querySelector(".piloting").setAttribute("aria-label", "Piloting of " + who);
    tr.querySelector(".network").setAttribute("aria-label", "C3 network of " + who);
    tr.querySelector(".tag").setAttribute("aria-label", "TAG spotter: " + who);
    tr.querySelector(".remove").setAttribute("aria-label", "Remove " + who);
    tr.querySelector(".c3").textContent = u.c3 ? ROLE_NAMES[u.c3] || u.c3 : "—";
    tr.querySelector(".network").disabled = !!lastEvaluation && !u.c3 && !u.network;
    tr.classList.toggle("unit-error", errors.some((m) => m.unit === u.key));
    const set = (cls, v) => { tr.querySelector(cls).textContent = v; };
    if (row) {
      set(".base-bv", MF.fmt(row.base_bv));
      const bonus = (row.network_bonus || 0) + (row.tag_bonus || 0);
      set(".bonus", bonus ? "+" + MF.fmt(bonus) : "—");
      set(".bv", MF.fmt(row.adjusted_bv));
      set(".as-skill", row.as_skill == null ? "—" : row.as_skill);
      set(".pv", row.pv == null ? "—" : row.pv);
    } else {
      for (const c of [".base-bv", ".bonus", ".bv", ".as-skill", ".pv"]) set(c, "…");
    }
  }

  function render() {
    const keys = state.units.map((u) => u.key);
    for (const tr of Array.from(tbody.children)) if (!keys.includes(tr.dataset.key)) tr.remove();
    const evalRows = lastEvaluation && lastEvaluation.units.length === state.units.length ? lastEvaluation.units : null;
    state.units.forEach((u, i) => {
      let tr = tbody.querySelector('tr[data-key="' + u.key + '"]');
      if (!tr) tr = buildRow(u);
      if (tbody.children[i] !== tr) tbody.insertBefore(tr, tbody.children[i] || null);
      const row = evalRows && evalRows[i] && evalRows[i].id === u.key ? evalRows[i] : null;
      fillRow(tr, u, row, evalErrors);
    });
    el("empty-force").hidden = state.units.length > 0;
    el("unit-count").textContent = state.units.length;
    const current = evalRows && !evalErrors.length;
    el("total-bv").textContent = current ? MF.fmt(lastEvaluation.total_bv) : (state.units.length ? "…" : "0");
    el("total-pv").textContent = current ? MF.fmt(lastEvaluation.total_pv) : (state.units.length ? "…" : "0");
    el("totals").classList.toggle("stale", !!evalErrors.length);
    el("force-title").textContent = state.name ? ": " + state.name : "";
    renderNetworks();
    renderMessages(current);
  }

  function renderMessages(current) {
    messages.innerHTML = "";
    const add = (cls, text) => {
      const li = document.createElement("li");
      li.className = cls;
      li.textContent = text;
      messages.appendChild(li);
    };
    if (evalErrors.length) {
      add("error", "The force cannot be worked out until this is fixed (the figures shown are the last ones that were):");
      for (const m of evalErrors) add("error", m.text);
    }
    if (current) {
      const ev = lastEvaluation;
      const bvBudget = parseInt(state.budgetBV, 10);
      const pvBudget = parseInt(state.budgetPV, 10);
      if (bvBudget >= 0 && ev.total_bv > bvBudget) add("warning", "Over the BV budget by " + MF.fmt(ev.total_bv - bvBudget) + " (" + MF.fmt(ev.total_bv) + " of " + MF.fmt(bvBudget) + ").");
      if (pvBudget >= 0 && ev.total_pv > pvBudget) add("warning", "Over the PV budget by " + MF.fmt(ev.total_pv - pvBudget) + " (" + MF.fmt(ev.total_pv) + " of " + MF.fmt(pvBudget) + ").");
      if (!ev.pv_complete) add("warning", "Some units have no Alpha Strike conversion yet; the PV total leaves them out.");
    }
    const skills = new Set(state.units.map((u) => u.gunnery + "/" + u.piloting));
    el("print-note").textContent = skills.size > 1
      ? "Pilots have different skills: the sheets print each unit's BV for a 4/5 crew and leave the skills for you to fill in; the cards show PV at skill 4."
      : "One PDF with every unit of the force, in this order" + (state.units.length ? ", for " + [...skills][0].replace("/", " / ") + " pilots." : ".");
  }

  function renderNetworks() {
    const list = el("networks");
    list.innerHTML = "";
    for (const slot of NETWORK_SLOTS) {
      const members = state.units.filter((u) => u.network === slot);
      if (!members.length) continue;
      const cfg = state.networks[slot] = state.networks[slot] || {};
      const li = document.createElement("li");
      const title = document.createElement("strong");
      title.textContent = "Network " + slot + " (" + members.length + " unit" + (members.length === 1 ? "" : "s") + ")";
      li.appendChild(title);
      const typeField = document.createElement("div");
      typeField.className = "field";
      const typeId = "net-type-" + slot;
      typeField.innerHTML = '<label for="' + typeId + '">Kind</label>';
      const type = select(NETWORK_TYPES, cfg.type || guessType(members.map((u) => u.key)), "Kind of network " + slot);
      type.id = typeId;
      type.addEventListener("change", () => { cfg.type = type.value; schedule(); });
      typeField.appendChild(type);
      li.appendChild(typeField);
      const masterField = document.createElement("div");
      masterField.className = "field";
      const masterId = "net-master-" + slot;
      masterField.innerHTML = '<label for="' + masterId + '">Company master</label>';
      const master = select([["", "none named"]].concat(members.map((u) => [u.key, u.name || "unit " + u.key])), cfg.master || "", "Company master of network " + slot);
      master.id = masterId;
      master.addEventListener("change", () => { cfg.master = master.value; schedule(); });
      masterField.appendChild(master);
      li.appendChild(masterField);
      list.appendChild(li);
    }
    if (!list.children.length) {
      const li = document.createElement("li");
      li.className = "hint";
      li.textContent = "No network yet.";
      list.appendChild(li);
    }
  }

  /* ------------------------------------------------------------ budgets */
  for (const [id, key] of [["budget-bv", "budgetBV"], ["budget-pv", "budgetPV"]]) {
    el(id).addEventListener("input", () => { state[key] = el(id).value; render(); saveDraft(); });
  }
  el("force-name").addEventListener("input", () => { state.name = el("force-name").value; render(); saveDraft(); });
  el("force-visibility").addEventListener("change", () => { state.visibility = el("force-visibility").value; saveDraft(); });

  /* ---------------------------------------------------------- downloads */
  function designEntries() {
    return state.units.map((u) => (u.source.design !== undefined ? u.source.design : u.source.design_id));
  }

  el("dl-sheets").addEventListener("click", (e) => {
    if (!state.units.length) { MF.toast("Add a unit first."); return; }
    const body = { designs: designEntries(), paper: el("force-paper").value };
    const skills = new Set(state.units.map((u) => u.gunnery + "/" + u.piloting));
    if (skills.size === 1) { body.gunnery = state.units[0].gunnery; body.piloting = state.units[0].piloting; }
    MF.download("/api/v1/record-sheets", body, (state.name || "force") + " record sheets.pdf", e.currentTarget);
  });
  el("dl-cards").addEventListener("click", (e) => {
    if (!state.units.length) { MF.toast("Add a unit first."); return; }
    const body = { designs: designEntries(), paper: el("force-paper").value };
    const rows = lastEvaluation && !evalErrors.length ? lastEvaluation.units : [];
    const skills = new Set(rows.map((r) => r.as_skill));
    if (skills.size === 1 && rows.length === state.units.length) body.skill = rows[0].as_skill;
    MF.download("/api/v1/alpha-strike-cards", body, (state.name || "force") + " Alpha Strike cards.pdf", e.currentTarget);
  });

  /* ------------------------------------------------------- save and open */
  function status(text, error) {
    el("save-status").classList.toggle("error", !!error);
    el("save-status").textContent = text;
  }

  el("save-force").addEventListener("click", async () => {
    if (!state.units.length) { status("Add a unit before saving.", true); return; }
    if (!MF.requireToken(status)) return;
    const body = Object.assign(forApi(forceDocument()), { name: state.name || null, visibility: state.visibility });
    const mine = state.forceId && state.owner && state.owner === MF.account;
    /* a saved force is replaced only if nobody saved it since it was opened (If-Match: its version) */
    const ifMatch = mine && state.version ? { "If-Match": '"v' + state.version + '"' } : {};
    const r = await MF.api(mine ? "/api/v1/forces/" + state.forceId : "/api/v1/forces", { method: mine ? "PUT" : "POST", json: body, headers: ifMatch });
    if (r.status === 412 || r.status === 409) {
      status("Not saved: force #" + state.forceId + " was saved from elsewhere since you opened it. Your units stay on this page: open the force again to see the other changes, or press New force and add them to save a copy.", true);
      return;
    }
    if (!r.ok) { status("Not saved: " + MF.errorText(r.data, r.status), true); return; }
    state.forceId = r.data.id;
    state.owner = r.data.owner;
    state.version = r.data.version;
    saveDraft();
    status("Saved as force #" + r.data.id + (r.data.visibility === "public" ? " (everyone may see it)." : " (only you see it)."));
    listSaved();
  });

  el("new-force").addEventListener("click", () => {
    if (state.units.length && !confirm("Start a new force? The units on the page are removed (a saved force stays saved).")) return;
    state = blank();
    lastEvaluation = null;
    evalErrors = [];
    syncInputs();
    render();
    saveDraft();
    status("New force.");
  });

  async function listSaved() {
    const selectEl = el("saved-forces");
    if (!MF.token()) { selectEl.innerHTML = '<option value="">(needs a token)</option>'; return; }
    const r = await MF.api("/api/v1/forces?mine=true&per_page=100");
    selectEl.innerHTML = "";
    if (!r.ok) { selectEl.innerHTML = '<option value="">(could not list them)</option>'; return; }
    if (!r.data.items.length) selectEl.innerHTML = '<option value="">(none yet)</option>';
    for (const f of r.data.items.slice().reverse()) {
      const o = document.createElement("option");
      o.value = f.id;
      o.textContent = (f.name || "Force #" + f.id) + " · " + f.unit_count + " unit" + (f.unit_count === 1 ? "" : "s") + " · BV " + MF.fmt(f.total_bv);
      selectEl.appendChild(o);
    }
  }

  async function openForce(id) {
    const r = await MF.api("/api/v1/forces/" + encodeURIComponent(id));
    if (!r.ok) { status("Could not open force #" + id + ": " + MF.errorText(r.data, r.status), true); return false; }
    const f = r.data;
    const next = blank();
    next.forceId = f.id;
    next.owner = f.owner;
    next.version = f.version;
    next.name = f.name || "";
    next.visibility = f.visibility;
    const rows = (f.evaluation && f.evaluation.units) || [];
    const netOf = {};
    f.networks.forEach((n, i) => {
      const slot = NETWORK_SLOTS[i];
      if (!slot) return;
      next.networks[slot] = { type: n.type, master: n.master || "" };
      for (const m of n.members) netOf[m] = slot;
    });
    next.units = f.units.map((u, i) => {
      const source = { design: u.design };
      if (u.design_id != null) source.design_id = u.design_id;
      const row = rows[i] || {};
      return { key: u.id, source, gunnery: u.gunnery ?? 4, piloting: u.piloting ?? 5, network: netOf[u.id] || "",
               tag: f.tag.includes(u.id), name: [row.chassis, row.model].filter(Boolean).join(" "), c3: row.c3 || null };
    });
    state = next;
    lastEvaluation = f.evaluation || null;
    evalErrors = [];
    syncInputs();
    render();
    status("Opened force #" + f.id + (f.name ? " (" + f.name + ")" : "") + ".");
    await evaluate();
    return true;
  }

  el("open-force").addEventListener("click", () => {
    const id = el("saved-forces").value;
    if (!id) { status("Pick a saved force first (they show once a token is set).", true); return; }
    openForce(id);
  });
  document.addEventListener("mf:account", listSaved);

  /* -------------------------------------------------------------- draft */
  function saveDraft() {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({
        units: state.units.map(({ key, source, gunnery, piloting, network, tag, name, c3 }) => ({ key, source, gunnery, piloting, network, tag, name, c3 })),
        networks: state.networks, budgetBV: state.budgetBV, budgetPV: state.budgetPV, name: state.name,
        visibility: state.visibility, forceId: state.forceId, owner: state.owner, version: state.version,
      }));
    } catch (e) { /* storage full or switched off: the draft is not kept */ }
  }

  function loadDraft() {
    try {
      const d = JSON.parse(localStorage.getItem(DRAFT_KEY) || "null");
      if (d && Array.isArray(d.units)) state = Object.assign(blank(), d);
    } catch (e) { /* a damaged draft is dropped */ }
  }

  function syncInputs() {
    el("budget-bv").value = state.budgetBV;
    el("budget-pv").value = state.budgetPV;
    el("force-name").value = state.name;
    el("force-visibility").value = state.visibility;
  }

  const wanted = new URLSearchParams(location.search).get("force");
  if (wanted) {
    openForce(wanted);
  } else {
    loadDraft();
    syncInputs();
    render();
    if (state.units.length) evaluate();
  }
});
