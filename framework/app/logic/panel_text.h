// The words on screen: the panel's stats and task rows, the help, the inspector's readout. No SDL here;
// draw_panel.cpp and draw_world.cpp place these strings and colour them by Tone.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <boids/simulation.h>

#include "app_state.h"

namespace boids::app {

// How a piece of text is coloured.
enum class Tone { Normal, Dim, Good, Warning, Bad, Learner, Reference };

struct Span {
    std::string text;
    Tone tone = Tone::Normal;
    int maxLines = 0;  // wrapped in the panel to at most this many lines, the last cut with "…"; 0: no limit
};

// Whether the learner's own code flies task `task`: their side is chosen and their build holds their code, not the
// reference that ./workshop solve swapped in. The one answer for every place that names a task's side: the panel's
// rows, the inspector, the state dump and the headless summary line say "reference" wherever this is false.
bool flownByLearnersCode(const AppState& app, Task task);
// The same for task 6: the learner's grid is the search, built from their code.
bool searchedByLearnersGrid(const AppState& app);

// One task's row: "3 Cohesion" | "yours" or "reference" | "4/5 checks", "stub", "solved" ...
struct TaskRow {
    Span name;
    Span side;
    Span checks;
};
TaskRow taskRow(const AppState& app, Task task);

// The grid task's row: "6 Spatial grid" (its number and name in tasks.txt) | "yours", "reference" or "not used" (brute force) | its checks.
TaskRow gridRow(const AppState& app);

// The neighbour-search button's text: "G: brute force", "G: your grid", "G: reference grid".
std::string searchButtonText(const AppState& app);

// The model button's text, "M: Reynolds (000)", and the preset button's, "O: preset".
std::string modelButtonText(const AppState& app);
std::string presetButtonText(const AppState& app);

// The live plot's legend: one span per measure with its latest value ("order 0.93", "clusters 12",
// "nearest 8.1"), in the lines' colours' order; the 3D model has only the order.
std::vector<Span> plotLegend(const AppState& app);

// "60 fps · 0.42 ms per step" and "200 boids · step 1234" (or "paused").
std::vector<Span> statsLines(const AppState& app);

// Once every force task passes on the learner's own code, and again once the grid task does: well done, and what next.
std::optional<Span> milestoneLine(const AppState& app);

// The messages the panel shows now: the milestone, the learner plugin's absence, code held back, the first failing
// task's diagnosis, how a flock too small for triangles is drawn (dotsLine), then the notices (newest last).
std::vector<Span> messageLines(const AppState& app);

// What the window does with a flock whose bodies are under kTinyBodyPixels on screen (drawnAsDots): it plots them
// into one image; and, where SDL draws with its software renderer (AppState::softwareRenderer), that it does.
Span dotsLine(const AppState& app);

// What the experiments found of the first task that fails some checks, as the checker reported it
// (LearnerTask::diagnosis), with its task's number, name and counts; nothing when no task has one.
struct TaskDiagnosis {
    int number = 0;
    std::string name;
    int failed = 0;
    int total = 0;
    std::string text;  // one or two lines
};
std::optional<TaskDiagnosis> firstDiagnosis(const AppState& app);
// The lines of the panel a diagnosis may take (Span::maxLines), below its task's counts.
inline constexpr int kDiagnosisLines = 2;

// Tips for the bottom of the panel, when it has no messages to show; the most useful first. The first names where to
// go on, with its file and command: the first force task that does not pass on the learner's code ("Start here" while
// every force task is the stub).
std::vector<Span> hintLines(const AppState& app);

// The banner across the top of the world, if any ("Paused ...", "Inspector: click a boid ...").
std::optional<Span> bannerText(const AppState& app);

// The help overlay: key, then what it does.
struct HelpLine {
    std::string key;
    std::string action;
};
std::vector<HelpLine> helpLines();

// Short names for the forces' arrows, by task: "align", "separate", "cohere", "flee", "avoid".
std::string forceLabel(Task task);

// The inspector's readout: a heading ("Boid 17: 6 neighbours within 40"), then one row per force and the total.
struct InspectorRow {
    std::optional<Task> task;  // empty for the total
    std::string label;         // "3 cohere", "total"
    std::string value;         // "(0.6, -0.8)"
    std::string note;          // "yours x 1.00", "ref"
    bool zero = false;
};
struct InspectorReadout {
    std::string heading;
    std::vector<InspectorRow> rows;
    // How to see the learner's own code run on this boid, line by line ("" when every force is the reference's):
    // "Line by line: ./workshop trace N --inspected (N: 1-5)" (inspected_scene.h writes the scenes).
    std::string trace;
};
InspectorReadout inspectorReadout(const AppState& app, const Inspection& inspection);

}  // namespace boids::app
