// The room's page (GET /): the instructor's view of the room, drawn by the browser from GET /view.json every second.
// Every name and finding a learner's kit sent is put in as text (textContent), never as markup.
#pragma once

#include <string_view>

namespace boids::room {

inline constexpr std::string_view kRoomPage = R"PAGE(<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The room</title>
<style>
  body { font: 16px/1.4 "DejaVu Sans", system-ui, sans-serif; margin: 0; background: #10151d; color: #e2e7ef; }
  header { padding: 14px 20px; background: #181d26; border-bottom: 1px solid #4a566a; }
  h1 { font-size: 22px; margin: 0 0 6px 0; }
  #summary span { display: inline-block; margin: 4px 14px 0 0; }
  .bar { display: inline-block; width: 90px; height: 10px; background: #3a4354; vertical-align: middle; margin-left: 6px; }
  .bar i { display: block; height: 10px; background: #60a0e6; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 7px 12px; border-bottom: 1px solid #2a3240; vertical-align: top; }
  th { font-size: 13px; color: #848fa0; font-weight: normal; }
  tr.help td { background: #33290c; }
  tr.done td { background: #102440; }
  .hand { font-weight: bold; white-space: nowrap; }
  .help .hand { color: #ffbe1e; }
  .done .hand { color: #6aa8ff; }
  .task { display: inline-block; min-width: 30px; margin-right: 4px; padding: 1px 4px; border-radius: 3px;
          font-size: 13px; text-align: center; }
  .passing { background: #1f4d2c; } .failing { background: #5a2620; } .reference { background: #3b3466; }
  .not-started { background: #2a3240; color: #848fa0; }
  .edited { background: #2a3240; color: #d9dde4; border: 1px dashed #848fa0; }
  .finding { color: #b9c2d0; font-size: 14px; }
  .dim { color: #848fa0; }
  footer { padding: 10px 20px; color: #848fa0; font-size: 13px; }
</style>
</head>
<body>
<header>
  <h1>The room <span id="code" class="dim"></span></h1>
  <div id="summary">Waiting for the room…</div>
</header>
<table>
  <thead><tr><th>Learner</th><th>Hand</th><th>Tasks</th><th>Now on</th><th>First failing check</th><th>Hints</th>
  <th>Last report</th></tr></thead>
  <tbody id="rows"></tbody>
</table>
<footer id="counts"></footer>
<script>
"use strict";
const marks = { "passing": "✓", "failing": "✗", "reference": "ref", "not started": "·", "edited": "…" };
// The window's checks count their own cases, and name no check: said where their counts and findings show.
function source(t) { return t.from === "window" ? " (the window's checks)" : ""; }
function cell(row, text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  row.appendChild(td);
  return td;
}
function draw(view) {
  document.getElementById("code").textContent = "· code " + view.room + " · " + view.learners + " joined";
  const summary = document.getElementById("summary");
  summary.textContent = "";
  if (view.learners === 0) summary.textContent = "No learner has joined yet.";
  for (const t of view.summary) {
    const span = document.createElement("span");
    span.textContent = "Task " + t.task + " " + t.name + ": " + t.passing + " of " + view.learners + " pass" +
      (t.reference ? " (" + t.reference + " on the reference)" : "");
    const bar = document.createElement("span");
    bar.className = "bar";
    const fill = document.createElement("i");
    fill.style.width = (view.learners ? 100 * t.passing / view.learners : 0) + "%";
    bar.appendChild(fill);
    span.appendChild(bar);
    summary.appendChild(span);
  }
  const body = document.getElementById("rows");
  body.textContent = "";
  for (const r of view.rows) {
    const row = document.createElement("tr");
    if (r.hand) row.className = r.hand.kind === "help" ? "help" : "done";
    cell(row, r.name);
    cell(row, r.hand ? (r.hand.kind === "help" ? "NEED HELP" : "DONE WITH TASK " + r.hand.kind.slice(5)) + " · " + r.hand.up : "",
         "hand");
    const tasks = cell(row, "");
    for (const t of r.tasks) {
      const span = document.createElement("span");
      span.className = "task " + t.state.replace(" ", "-");
      span.textContent = t.task + " " + marks[t.state];
      span.title = "Task " + t.task + ": " + (t.state === "edited" ? "edited since it was last checked" : t.state) +
        (t.total ? " " + t.passed + "/" + t.total : "") + source(t) +
        (t.firstFailing ? "\nfirst failing: " + (t.firstFailing.check || "(no check named)") + "\n" +
         t.firstFailing.line : "");
      tasks.appendChild(span);
    }
    cell(row, r.current ? "task " + r.current + " · " + r.onCurrent : "every task done");
    const current = r.tasks.find(t => t.task === r.current);
    const failing = cell(row, "");
    const said = (text, cls) => {
      const div = document.createElement("div");
      div.textContent = text;
      if (cls) div.className = cls;
      failing.appendChild(div);
    };
    if (current && current.firstFailing) {
      said(current.firstFailing.check || "in the window's checks");
      said(current.firstFailing.line, "finding");
    } else if (current && current.state === "edited") {
      said("edited since it was last checked", "dim");
    } else if (current && current.from === "window" && current.state === "failing") {
      said("in the window's checks");
      said(current.passed + " of " + current.total + " cases pass", "finding");
    }
    cell(row, String(r.hints));
    cell(row, r.lastSeen + " ago", "dim");
    body.appendChild(row);
  }
  const c = view.reports;
  document.getElementById("counts").textContent = "Reports taken: " + c.taken + " · refused: too large " +
    c["too large"] + ", malformed " + c.malformed + ", wrong code " + c["wrong code"] + ", too fast " + c["too fast"] +
    ", room full " + c["room full"];
}
async function refresh() {
  try {
    const answer = await fetch("/view.json", { cache: "no-store" });
    if (answer.ok) draw(await answer.json());
  } catch (e) {
    document.getElementById("summary").textContent = "The room does not answer: is ./workshop room still running?";
  }
}
refresh();
setInterval(refresh, 1000);
</script>
</body>
</html>
)PAGE";

}  // namespace boids::room
