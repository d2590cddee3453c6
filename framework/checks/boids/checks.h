// Checks: the hand-worked cases every task is tested against, and the words a learner sees when one fails, as the
// parts and facts of a record (boids/records.h).
// The tables live in each task's framework/tasks/STEM/cases.cpp; GoogleTest runs them, and the program can run them too.
#pragma once

#include <cstdint>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boids/isolate.h"
#include "boids/records.h"
#include "boids/render.h"
#include "boids/tasks.h"

namespace boids {

// One scenario with the force the recipe gives for it.
struct ForceCase {
    Task task{};                     // every case names its task
    std::string name;                // the test's name, a sentence: "PushesAwayFromOneCloseNeighbour"
    std::string scene;               // the scenario in a few words, for the failure message
    Boid self;
    std::vector<Boid> neighbors;     // tasks 1-3
    std::vector<Vec2> predators;     // task 4
    std::vector<Obstacle> obstacles; // task 5
    Params params;                   // the workshop defaults unless the case says otherwise
    Vec2 expected;                   // worked out by hand from the named parameters
    std::string hint;                // what this case checks, in words, shown when it fails; never the code
    float tolerance = 1e-3f;         // per component
};

// Task `task`'s table, each case's `task` set to it (a table need not set it). Each force's table is in its task's
// cases.cpp, named after its function: calculateAlignment's is calculateAlignmentCases(). (The grid's is gridCases().)
std::vector<ForceCase> casesFor(Task task);

// Calls the case's task function from `tasks`. Exceptions pass through.
Vec2 evaluate(const ForceCase& c, const TaskTable& tasks);

// True when `actual` is finite and within the case's tolerance of `expected`.
bool passes(const ForceCase& c, Vec2 actual);

// Two functions' answers the same: within `absolute`, or `relative` of the longer one's length, whichever is more;
// two answers that are not finite (NaN, infinite) are the same answer, and never the same as a finite one.
bool sameAnswer(Vec2 a, Vec2 b, float absolute, float relative);

// What one wrong answer measures, in a sentence ("right direction, but yours has length 1 where ..."): the numbers
// only, never a guessed cause (boids/diagnosis.h finds causes by experiment). Empty for a right answer.
std::string diagnose(const ForceCase& c, Vec2 actual);

// A failure's rank (Rank, boids/records.h): how telling its diagnosis is, the lowest first.
Rank rankOf(const ForceCase& c, Vec2 actual);

// A known mistake, as the failure names it (each task's mistakes.cpp).
struct NamedMistake {
    std::string_view id;           // "adds_own_velocity"
    std::string_view explanation;  // completes "This is what you get when ..."
    std::string_view tryThis;      // one thing to try
};

// The first lines of a failure for task `task`'s function that threw `e`, what it usually means by its type and its
// what(): "Task 1 Alignment: your calculateAlignment threw an exception: std::out_of_range: ...\n  what(): ...\n";
// without `e`, for something thrown that is not a std::exception.
std::string threwLines(Task task, const std::exception& e);
std::string threwLines(Task task);

// The lines that name a known mistake, wrapped(): "This is what you get when EXPLANATION.", and "try: TRY_THIS.".
std::string namedMistakeLine(std::string_view explanation);
std::string mistakeTryLine(std::string_view tryThis);

using report::wrapped;  // boids/render.h

// How an answer differs from the recipe's, as the records carry it (report::Verdict): a kind and its numbers, and what
// the check checks. The kinds: nan, extra (the recipe gives no force), zero, length, opposite, direction (degrees, and
// yours and recipe when the length differs too); from the harnesses, grid (gridVerdict), threw, crash, exited, hang,
// and property (what the property checks).
report::Verdict verdictOf(const ForceCase& c, Vec2 actual);
report::Verdict verdictOf(std::string_view kind, std::string_view checks = {});

// The case's inputs, a line each ("  self  position (0, 0) velocity (1, 0)"), and the parameters it changes.
std::string describeInputs(const ForceCase& c);

// A parameter the case's force reads (by its task's kind) set to other than the workshop's default.
struct ParamChange {
    const char* name;
    float value;
    float usual;
};
std::vector<ParamChange> changedParams(const ForceCase& c);

// The GoogleTest suite of a force task's checks (framework/checker/task_harness.cpp), the task's name in CamelCase:
// "Obstacle avoidance" -> "ObstacleAvoidance". The slides' tools name checks with it too.
std::string suiteName(Task task);

// A failed case's message as parts (report::Part, in order): "title" (task, function and scenario), then "mistake"
// (the known mistake the learner's code behaves like, when `mistake` is given) or "measured" (what the answer
// measures), "inputs", "expected", "yours", "checks" (what the case checks) and, with a mistake, its "try".
std::vector<report::Part> failureParts(const ForceCase& c, Vec2 actual, const NamedMistake* mistake = nullptr);
// Its rank: NamedMistake with a mistake, else rankOf().
Rank failureRank(const ForceCase& c, Vec2 actual, const NamedMistake* mistake = nullptr);

// The whole failure message, as text: the parts' texts.
std::string explainFailure(const ForceCase& c, Vec2 actual, const NamedMistake* mistake = nullptr);

// The case's whole scene turned by `degrees` counter-clockwise about the boid (positions, velocities, predators,
// obstacles, and the expected force). Multiples of 90 degrees turn exactly, without rounding.
ForceCase turnedAbout(const ForceCase& c, float degrees);

// The case's whole scene moved by `offset` (the expected force does not change).
ForceCase movedBy(const ForceCase& c, Vec2 offset);

// `v` turned by `degrees`; multiples of 90 degrees exactly.
Vec2 turnedBy(Vec2 v, float degrees);

// Task 6: a world in which a grid must find exactly the neighbours brute force finds, for every boid.
struct GridCase {
    std::string name;   // the test's name, a sentence: "CountsNeighboursExactlyOnTheRadius"
    std::string scene;  // the world in a few words, for the failure message
    std::vector<Boid> boids;
    float radius = Params{}.neighborRadius;
    Vec2 worldSize = Params{}.worldSize;
};

// The table, in the grid task's cases.cpp.
std::vector<GridCase> gridCases();

// What a grid did with one case.
struct GridCheck {
    bool same = false;      // every boid got exactly brute force's neighbours (in any order)
    bool foundAny = false;  // the grid listed at least one neighbour (false for the untouched stub)
    std::string mismatch;   // when not the same: the most telling boid that differs, and who is missing or extra
    Rank rank = Rank::None;  // of `mismatch`: Measured for the boid itself or one listed twice
    std::uint32_t focus = 0;              // the boid `mismatch` is about
    std::vector<std::uint32_t> expected;  // brute force's neighbours of it, sorted
    std::vector<std::uint32_t> found;     // the grid's neighbours of it, sorted
};

// --- Properties: checks over many scenes, after the hand-worked cases (framework/checks/check_properties.cpp, grid_properties.cpp) ---
// Each is one GoogleTest test of its task, and one check in the window's count, by the same name.

// What a property found: nothing (it holds), or the first scene that breaks it, in words.
struct PropertyResult {
    bool holds = true;
    std::string text;      // the failure: a first line saying what broke, then the scene, the numbers, one thing to try
    std::string measured;  // what the numbers suggest (lines), to go after the first line unless a mistake is named
    Rank rank = Rank::Measured;
    std::optional<ForceCase> scene;  // the scene that broke it, for ./workshop trace; its expected: the recipe's force
    std::optional<Vec2> answered;    // what the learner's function returned there, in the property's own call
    // The calls of the learner's function the property made before the one on `scene`, in order (none past a few
    // hundred), for the trace to make first (boids/trace_scene.h, TraceScene::before); and whether the function,
    // called again on `scene`, answered otherwise: it keeps something from one call to the next.
    std::vector<ForceCase> before;
    bool keepsState = false;
    // The grid's: the world whose grid broke it, what that grid did, and the worlds the same Grid was built for
    // before it, in order, for the trace to build first.
    struct GridScene {
        GridCase world;
        GridCheck check;
        std::vector<GridCase> builtBefore;
    };
    std::optional<GridScene> grid;
};

struct PropertyCheck {
    std::string name;  // a sentence, the GoogleTest name: "FollowsTheSceneWhenItTurnsOrMoves"
    std::string checks;  // what it checks, in words: "the force turns and moves with the scene: ..."
    // Runs `learner`'s code on the property's scenes, naming each to `progress` (may be null) before it runs.
    // Exceptions from the learner's code pass through.
    std::function<PropertyResult(const TaskTable& learner, Progress* progress)> run;
};

// A property's failure as a record: its first line ("title"), the rest of its text ("property") and what the numbers
// suggest ("measured"), with its rank. The lead goes after the title.
report::Failure propertyFailure(const PropertyResult& result);
// What broke, as the failure's first line says it after the function ("your force is (NaN, 0) in a scene ...").
std::string propertyBroken(const PropertyResult& result);

// Random scenes of the kind step() gives a force: neighbours within neighborRadius (inclusive; the boid itself is
// never one of them), finite values; predators and obstacles anywhere; the awkward ones included (everything on
// one point, zero velocities, a radius of 0). Each scene's expected force is the recipe's on that scene.
std::vector<ForceCase> randomScenes(Task task);

// Task `task`'s properties, in order: never NaN or infinity on random scenes; the recipe's force on each of them;
// the same force whatever the order of the inputs; the force follows the scene when it is turned about the boid or moved (a turned scene whose
// recipe answer rounding changes is skipped).
std::vector<PropertyCheck> forceProperties(Task task);

// Task 6's properties, after its worlds: the cells hold every boid once; one grid rebuilt for radii that change
// between steps; the same neighbours wherever the flock is.
std::vector<PropertyCheck> gridProperties();

// The verdict of a grid case that failed: what the grid got wrong for the boid `check` is about (missing, onradius,
// othercell, beyond, itself, twice, outside: counts, as words::describeMismatch() lists them).
report::Verdict gridVerdict(const GridCase& c, const GridCheck& check);

// Builds `tasks`' grid for the case (with the cell size the framework would choose) and compares each boid's
// neighbours with findNeighborsBrute(). Exceptions pass through.
GridCheck checkGrid(const GridCase& c, const TaskTable& tasks);

// The same with `grid` as the learner's buildGrid leaves it, so that a grid can be rebuilt, as every step does.
GridCheck checkGrid(const GridCase& c, const TaskTable& tasks, Grid& grid);

// Every boid's neighbours as the grid lists them (each sorted), for comparing two grids.
std::vector<std::vector<std::uint32_t>> gridNeighbours(const GridCase& c, const TaskTable& tasks, Grid& grid);

// The radii, in order, and the world of the grid that gridProperties() rebuilds for each.
std::vector<float> rebuildRadii();
GridCase rebuildWorld(float radius);

}  // namespace boids

