/* The check page (/): fills the form from a chosen or dropped file, checks a
   saved design picked in the search box, downloads the record sheet or
   Alpha Strike card of the design on show (POST /api/v1/record-sheets,
   /api/v1/alpha-strike-cards with the design's JSON form) and saves it under
   the token's account (POST /api/v1/designs).  The form itself
   is posted by htmx (hx-post on #check-form), which swaps in the result. */
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("check-form");
  const text = document.getElementById("unit-text");
  const fileInput = document.getElementById("unit-file");
  const filename = document.getElementById("filename");
  const designId = document.getElementById("design-id");
  const picked = document.getElementById("picked");
  const pickedName = document.getElementById("picked-name");
  const result = document.getElementById("result");
  const live = document.getElementById("check-status");

  function unpick() {
    designId.value = "";
    picked.hidden = true;
  }

  function submit() {
    if (form.requestSubmit) form.requestSubmit(); else htmx.trigger(form, "submit");
  }

  async function useFiles(files) {
    const [first] = await MF.readFiles(files);
    if (!first || first.text === null) { MF.toast("That file could not be read by the browser."); return; }
    text.value = first.text;
    filename.value = first.name;
    fileInput.value = "";
    unpick();
    submit();
  }

  fileInput.addEventListener("change", () => { if (fileInput.files.length) useFiles(fileInput.files); });
  MF.dropZone(document.getElementById("drop-zone"), useFiles);
  text.addEventListener("input", () => { unpick(); });
  text.addEventListener("paste", () => {
    filename.value = "";
    unpick();
    setTimeout(submit, 0);  // after the pasted text is in the box
  });
  document.getElementById("unpick").addEventListener("click", () => { unpick(); text.focus(); });

  document.addEventListener("mf:pick", (e) => {
    if (e.detail.purpose !== "check") return;
    designId.value = e.detail.id;
    pickedName.textContent = e.detail.name;
    picked.hidden = false;
    submit();
  });

  // A sentence for screen readers once a result is in.
  document.body.addEventListener("htmx:afterSwap", (e) => {
    if (e.detail.target !== result || !live) return;
    const verdict = result.querySelector("#verdict");
    const name = result.querySelector("#unit-name");
    const bv = result.querySelector("#bv-value");
    const problem = result.querySelector("#result-problem h2");
    live.textContent = problem ? problem.textContent :
      [name && name.textContent, verdict && verdict.textContent.replace(/\s+/g, " ").trim(), bv && "BV " + bv.textContent]
        .filter(Boolean).join(": ");
  });

  /* Save the design on show as a new stored design of the token's account. */
  async function saveDesign(button) {
    const status = document.getElementById("save-design-status");
    const source = document.getElementById("checked-design");
    if (!status || !source) return;
    const say = (message, error) => { status.classList.toggle("error", !!error); status.textContent = message; };
    if (!MF.requireToken(say)) return;
    const body = Object.assign(JSON.parse(source.textContent), {
      visibility: document.getElementById("save-visibility").value,
    });
    const name = document.getElementById("save-name").value.trim();
    if (name) body.name = name;
    button.disabled = true;
    try {
      const r = await MF.api("/api/v1/designs", { method: "POST", json: body });
      if (!r.ok) { say("Not saved: " + MF.errorText(r.data, r.status), true); return; }
      say("Saved as design #" + r.data.id + (r.data.visibility === "public" ? " (everyone may see it)." : " (only you see it)."));
    } finally {
      button.disabled = false;
    }
  }

  result.addEventListener("click", (e) => {
    const save = e.target.closest("button#save-design");
    if (save) { saveDesign(save); return; }
    const button = e.target.closest("button.download");
    if (!button) return;
    const source = document.getElementById("checked-design");
    if (!source) return;
    const design = JSON.parse(source.textContent);
    const name = (document.getElementById("unit-name") || {}).textContent || "design";
    if (button.dataset.kind === "record-sheet") {
      MF.download("/api/v1/record-sheets", {
        designs: [design], paper: button.dataset.paper,
        gunnery: Number(button.dataset.gunnery), piloting: Number(button.dataset.piloting),
      }, name + " record sheet (" + (button.dataset.paper === "a4" ? "A4" : "Letter") + ").pdf", button);
    } else {
      MF.download("/api/v1/alpha-strike-cards", {
        designs: [design], paper: button.dataset.paper, skill: Number(button.dataset.skill),
      }, name + " Alpha Strike card.pdf", button);
    }
  });
});
