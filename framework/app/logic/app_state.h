// The program's state in one struct (no globals), and everything that changes it: input, the fixed-step update.
// No SDL here: main.cpp feeds in events and frame times, draw_*.cpp read the state.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <boids/analysis.h>
#include <boids/flock3d.h>
#include <boids/isolate.h>
#include <boids/models.h>
#include <boids/simulation.h>

#include "input.h"
#include "hand_state.h"
#include "layout.h"
#include "search_mode.h"

namespace boids::app {

// Which implementation of a task runs: the learner's (from the plugin) or the reference.
enum class Side { Learner, Reference };

// What the panel says about the learner's version of one task; worked out once, at start.
struct LearnerTask {
    bool builtFromSolution = false;  // BOIDS_SOLVED (./workshop solve N) put the reference in the plugin
    bool stub = false;               // returns exactly zero for every check case: still the untouched stub
    int passed = 0;                  // check cases passed, of `total`
    int total = 0;
    std::string threw;     // what() of the first exception a check case raised, if any
    std::string heldBack;  // why this code may not fly: it never returned or crashed in its checks (learner_check.h)
    // Only on the first task that fails some of its checks: what the experiments found its code does, the first
    // finding on one line (boids/diagnosis.h), as ./workshop test N begins its failure with it.
    std::string diagnosis;
};

// What the checks found of every task of the learner's code, run apart from the window (learner_check.h).
struct LearnerChecks {
    std::array<LearnerTask, kMaxTasks> tasks{};  // LearnerTask::heldBack says why a task may not fly
    LearnerTask grid;                             // the grid task (kGridTask)
    std::string problem;  // when set, nothing was checked (the plugin did not load, the checker failed): none flies
    std::string loadHeldBack;  // when set, loading the plugin itself never returned or crashed: none flies
    bool anyHeldBack() const;
};

// Per-step times, kept only while benchmarking (--bench): the median is what a noisy machine can report honestly.
struct BenchRecord {
    bool on = false;
    std::vector<double> stepMilliseconds;
    std::vector<double> frameMilliseconds;  // with --draw: each step plus drawing it
};

// A line in the panel's message area, shown until `until` (AppState::clock).
struct Notice {
    std::string text;
    double until = 0;
    int task = 0;  // a task's number: a fault of that task (a newer one replaces it); 0: general
};

// How many of the latest steps "ms per step" is the median of: two seconds of the window's 60 steps a second.
inline constexpr std::size_t kRecentSteps = 120;

// How the simulation is doing, for the panel and the summary line.
struct Timing {
    double fps = 0;               // frames per second, smoothed (real time only)
    double frameSeconds = 0;      // seconds per frame, smoothed
    // The last kRecentSteps steps' times in milliseconds, oldest overwritten first: stepMilliseconds() reads them.
    std::array<double, kRecentSteps> recentStepMilliseconds{};
    long long steps = 0;          // steps simulated in this run
    long long nonfinite = 0;      // force results rejected over the run (NaN, infinity, exception): one per task,
                                  // boid and step; the summary line's nonfinite=
    std::array<long long, kMaxTasks> nonfiniteByTask{};  // the same, task by task (the panel's "this run")
    BenchRecord bench;
};

enum class Inspector { Off, Picking, Showing };  // F: Picking until a click on a boid, then Showing

// What live reload has to say in the panel (live_reload_loop.h); all empty while it is quiet.
struct Rebuild {
    std::string status;               // "Rebuilding your code ..." while a build or its checks run
    std::vector<std::string> errors;  // the compiler's first lines, until a build succeeds
    std::string heldBack;             // why the newest build was held back (the last good one keeps flying)
};

// The live plot of the flocking measures (A, and always in the seeds' models).
struct Plot {
    std::vector<FlockMetrics> history;  // the samples, oldest first, at most kPlotSamples
    bool shown = false;                 // A: the plot in place of the tasks in the workshop model
    ClusterBuffers clusters;            // the cluster count's reusable storage
};

struct AppState {
    World world;
    std::uint64_t seed = 1;
    bool realTime = true;  // false in headless mode: one step per frame, frame times are not measured
    bool softwareRenderer = false;  // SDL's renderer draws with the processor (Screen::software()), said in the panel

    // --- The tasks ---
    TaskTable reference;
    std::optional<TaskTable> learner;  // empty when the plugin did not load
    std::string learnerProblem;        // why it did not load, for the panel
    Rebuild rebuild;                   // live reload's news
    std::array<Side, kMaxTasks> sides{};
    TaskTable active;  // per task, from `learner` or `reference` according to `sides`
    std::array<LearnerTask, kMaxTasks> learnerTasks{};
    LearnerTask learnerGrid;  // the grid task: the learner's grid against brute force, in the worlds of gridCases()
    SearchMode search = SearchMode::BruteForce;
    std::array<std::string, kMaxTasks> firstFault{};  // describe() of each task's first fault in this run
    std::array<ForceFault, kMaxTasks> firstFaultKind{};
    std::string firstGridFault;  // StepReport::gridFault of the first step whose learner's grid threw

    // --- The loop ---
    StepBuffers buffers;  // buffers.threads is `pool` while allThreads, else null (one thread)
    ThreadPool* pool = nullptr;  // the threads a step may share (main.cpp's; null: one thread)
    bool allThreads = true;      // T switches between the pool and one thread
    double accumulator = 0;  // simulated time owed, seconds
    bool paused = false;
    int pendingSteps = 0;  // Space while paused
    bool quit = false;
    double clock = 0;  // seconds since start (frame time), for notices
    Timing timing;

    // --- The screen ---
    Layout layout;
    bool showHelp = false;
    Inspector inspector = Inspector::Off;
    std::size_t inspected = 0;            // the boid shown, when Showing
    std::uint64_t picks = 0;              // boids picked so far: a new one's scenes are written for ./workshop trace
    std::optional<std::size_t> dragging;  // the slider being dragged
    float grabOffset = 0;                 // pointer x minus handle x when the drag began
    std::optional<Vec2> mouse;            // last pointer position in the window, pixels
    std::vector<Notice> notices;
    std::vector<std::string> log;  // lines for the terminal; main.cpp prints and clears them
    HandState hand;                // the learner's raised hand, and its file (hand_state.h)

    // --- Going further: the seeds' models (world.params.model), species, the flocking measures ---
    Flock3D flock3d;                   // the 3D model's own flock
    std::vector<Vec3> flock3dScratch;  // its step's new velocities
    Plot plot;
};

// The live plot: a sample every kPlotEverySteps steps, the last kPlotSamples of them.
inline constexpr int kPlotEverySteps = 5;
inline constexpr std::size_t kPlotSamples = 240;

// Seconds a notice stays in the panel.
inline constexpr double kNoticeSeconds = 4;
// The most fixed steps one frame may catch up on; the rest of a slow frame's time is dropped.
inline constexpr int kMaxStepsPerFrame = 4;

// A world from `params` and `seed`, the reference table, and the learner's table if the plugin loaded
// (`solvedMask`: bit N-1 for tasks the plugin built from solutions/). Every task starts on the learner's side
// when there is one, but for those `checks` held back, which run the reference. The checks are `checks` (run
// apart from the window: learner_check.h) or, without them, run here, once.
// Starts with `search`; a search the flock is too large for, or the learner's grid without a plugin, becomes the
// reference grid (with a line in `log`).
AppState makeAppState(const WorldParams& params, std::uint64_t seed, const TaskTable& reference,
                      const TaskTable* learner, unsigned solvedMask, Vec2 window,
                      SearchMode search = SearchMode::BruteForce, const LearnerChecks* checks = nullptr);
// The same from a Params: the models and species have their defaults (the workshop's model, no species). Pass a
// WorldParams itself to keep its own.
inline AppState makeAppState(const Params& params, std::uint64_t seed, const TaskTable& reference,
                             const TaskTable* learner, unsigned solvedMask, Vec2 window,
                             SearchMode search = SearchMode::BruteForce, const LearnerChecks* checks = nullptr) {
    return makeAppState(WorldParams(params), seed, reference, learner, solvedMask, window, search, checks);
}

// The world's size for a flock of `boids`: `base` (the workshop's 1200 x 900) up to kBoidsInBaseWorld boids, then
// larger, keeping the aspect, so that a boid keeps about as many neighbours (about 10) as there. Without this, a
// grid's 100,000 boids would fill the base world 50 times over, and every boid would have 500 neighbours.
inline constexpr int kBoidsInBaseWorld = 2000;
Vec2 worldSizeFor(int boids, Vec2 base);

// Runs the task's check cases on `learner`: passed/total, and whether it is still the stub. Each case's name goes
// to `progress` before it runs, so that one that never returns can be named.
LearnerTask checkLearnerTask(Task task, const TaskTable& learner, Progress* progress = nullptr);

// Live reload: `learner` (a freshly loaded plugin's table) replaces the learner's code. The flock keeps flying;
// the checks run again; a task whose checks changed is named in a notice ("Task 1 Alignment: 8/8 checks"). If
// the program started without the learner's code, every task switches to it, as at a normal start, and so does a
// task that was held back before. `checks`, when given, are the new code's (learner_check.h); none may be held back.
void replaceLearner(AppState& app, const TaskTable& learner, unsigned solvedMask, double secondsSinceSave,
                    const LearnerChecks* checks = nullptr);

// Runs the grid task's cases on `learner`'s grid: passed/total, and whether it is still the stub (finds nobody).
LearnerTask checkLearnerGrid(const TaskTable& learner, Progress* progress = nullptr);

// What the files that change the state share (app_state.cpp, app_learner.cpp, app_input.cpp):
// "Task 2 Separation", as notices name a task;
std::string taskName(Task task);
// after a slider, a key or a model changed app.world.params: the flock's size capped, the world resized to it (and
// everything wrapped back inside), the population and the inspector brought in line;
void paramsChanged(AppState& app);
// app.active rebuilt from app.sides, and the learner's grid while "your grid" is the search.
void refreshActive(AppState& app);
// app.learnerTasks and app.learnerGrid: the checks of `learner`, those of the window's checker (`checks`) or, without
// them, run here; each marked built from its reference by its bit of `solvedMask`.
void takeChecks(AppState& app, const TaskTable& learner, const LearnerChecks* checks, unsigned solvedMask);

// Switches the neighbour search. The learner's grid needs the plugin; brute force cuts a flock larger than
// kBruteForceMaxBoids down to that. Says what happened in a notice.
void setSearchMode(AppState& app, SearchMode mode);

// The next search for key G: brute force -> your grid (when loaded) -> reference grid -> brute force.
SearchMode nextSearchMode(const AppState& app);

// What step() is asked to do for the app's search: the reference grid runs the fused fast path while tasks 1-3
// all run the reference, and the cell list calling the active table otherwise.
NeighborSearch neighborSearchFor(const AppState& app);

// The table that takes each task from `learner` or `reference` according to `sides`.
TaskTable mixTables(const TaskTable& learner, const TaskTable& reference, const std::array<Side, kMaxTasks>& sides);

// Switches the model (key M), keeping the flock's positions and velocities; the inverse-square model sizes the world
// to its 2L x 2L. The 3D model flies a flock of its own, made on the first switch to it.
void setModel(AppState& app, Model model);

// The running model's parameters back to its seed's values (key O); the inverse-square preset also respawns its 50
// particles as the listing does.
void applyModelPreset(AppState& app);

// The sliders the panel shows: the workshop's, or the running model's.
std::span<const SliderSpec> activeSliders(const AppState& app);

// True when the panel shows the plot of the flocking measures instead of the tasks.
bool plotShown(const AppState& app);

// The flocking measures of the flock now (the 3D model's polarization only), with clusters within the model's
// neighbour radius.
FlockMetrics measureNow(AppState& app);

// Reacts to one input event (keys, clicks, drags). Never steps the simulation.
void handleInput(AppState& app, const InputEvent& event);

// New window size: a new layout, at the same text size.
void setWindowSize(AppState& app, Vec2 window);

// New text size (key L, the settings key textSize): a new layout, in the same window.
void setTextSize(AppState& app, TextSize size);

// Moves the clock on by a frame of `frameSeconds` (smoothing the frame rate) and drops expired notices.
void advanceClock(AppState& app, double frameSeconds);

// Adds frameSeconds to `accumulator` and returns how many steps of stepSeconds are due (at most maxSteps;
// time beyond that is dropped, so a slow frame slows the flock rather than making it jump).
int stepsDue(double& accumulator, double frameSeconds, double stepSeconds, int maxSteps);

// The steps to simulate this frame: one (headless), or what the accumulator says; while paused, only Space's.
int stepsThisFrame(AppState& app, double frameSeconds);

// One simulation step with the active table: timed, and every rejected force reported in the panel.
void simulateStep(AppState& app);

// Steps `steps` times with nothing drawn, keeping each step's time in timing.bench (--bench). The command line
// allows at most kBenchMaxFrames steps (cli.h); the room reserved is never more than that.
// First flies `warmup` steps, untimed. With `draw`, calls it after each timed step and keeps the step plus the
// drawing in timing.bench.frameMilliseconds.
void runBench(AppState& app, long long steps, long long warmup = 0, const std::function<void()>& draw = {});

// Steps on every thread of app.pool (all), or on the calling thread alone; and how many threads a step uses.
void useAllThreads(AppState& app, bool all);
int stepThreads(const AppState& app);

// "ms per step", the one figure the panel and the summary line's ms_per_step both show: the median of the last
// kRecentSteps steps, or with --bench the median of every timed step (timing.bench); 0 before any step. A median,
// as one slow step on a busy machine cannot move it.
double stepMilliseconds(const Timing& timing);
double medianFrameMilliseconds(const Timing& timing);  // 0 without --draw

// Shows `text` in the panel for `seconds`; a task's number replaces that task's earlier notice.
void notify(AppState& app, std::string text, int task = 0, double seconds = kNoticeSeconds);

// The boid nearest to `at` (world units) within `maxDistance`, if any.
std::optional<std::size_t> boidNear(const World& world, Vec2 at, float maxDistance);

}  // namespace boids::app
