// The program's state: stub detection, mixing the two tables, the fixed step, and how a NaN force is reported.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "../support/stub_table.h"

#include "../support/listed.h"

#include <boids/checks.h>

#include "app_state.h"
#include "inspected_scene.h"
#include "panel_text.h"
#include "state_dump.h"

namespace boids::app {
namespace {

constexpr Vec2 kWindow{1200 + kPanelWidth, 900};

// The untouched stubs: every task returns {}.
const TaskTable kStubs = stubs::forcesTable();

// A cohesion that divides by zero neighbours, and one that throws.
Vec2 nanCohesion(const Boid&, std::span<const Boid>, const Params&) { return {std::nanf(""), 0}; }
Vec2 throwingFlee(const Boid&, std::span<const Vec2>, const Params&) { throw std::runtime_error("not yet"); }

TaskTable withCohesion(TaskTable table, FlockForce cohesion) {
    table[Task::Cohesion].flock = cohesion;
    return table;
}

// The key that switches `task` between the learner's code and the reference: its number.
KeyPress keyOf(Task task) { return KeyPress{'0' + info(task).number}; }

// What the panel and the terminal call a task: "Task 3 Cohesion".
std::string taskTitle(Task task) { return fmt::format("Task {} {}", info(task).number, info(task).name); }

TEST(LearnerChecks, TheUntouchedStubIsCalledAStub) {
    for (Task task : forceTasks()) {
        SCOPED_TRACE(info(task).function);
        const LearnerTask t = checkLearnerTask(task, kStubs);
        EXPECT_TRUE(t.stub);
        EXPECT_GT(t.total, 0);
        EXPECT_LT(t.passed, t.total);
    }
}

TEST(LearnerChecks, TheReferencePassesEveryCheckAndIsNoStub) {
    for (Task task : forceTasks()) {
        SCOPED_TRACE(info(task).function);
        const LearnerTask t = checkLearnerTask(task, linkedTasks());
        EXPECT_FALSE(t.stub);
        EXPECT_EQ(t.passed, t.total);
        // The same checks ./workshop test N counts: the cases, then the properties.
        EXPECT_EQ(t.total, int(casesFor(task).size() + forceProperties(task).size()));
    }
}

TEST(LearnerChecks, AnExceptionIsCaughtAndRemembered) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Flee);
    TaskTable table = linkedTasks();
    table[Task::Flee].predators = &throwingFlee;
    const LearnerTask t = checkLearnerTask(Task::Flee, table);
    EXPECT_EQ(t.passed, 0);
    EXPECT_FALSE(t.stub);
    EXPECT_EQ(t.threw, "not yet");
}

TEST(TaskRows, SayWhoRunsAndHowTheLearnersCodeDoes) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation, Task::Cohesion, Task::Flee);
    // The solved mask has a bit per task of tasks.txt, by index(): separation was built from solutions/.
    const unsigned separationSolved = 1u << index(Task::Separation);
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &kStubs, separationSolved, kWindow);
    const TaskRow cohesion = taskRow(app, Task::Cohesion);
    EXPECT_EQ(cohesion.name.text, fmt::format("{} {}", info(Task::Cohesion).number, info(Task::Cohesion).name));
    EXPECT_EQ(cohesion.side.text, "yours");
    EXPECT_EQ(cohesion.checks.text, "stub");
    EXPECT_EQ(taskRow(app, Task::Separation).checks.text, fmt::format("solve {}", info(Task::Separation).number));
    handleInput(app, keyOf(Task::Cohesion));
    EXPECT_EQ(taskRow(app, Task::Cohesion).side.text, "reference");

    AppState solved = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    EXPECT_EQ(taskRow(solved, Task::Flee).checks.text,
              fmt::format("{0}/{0} checks", solved.learnerTasks[std::size_t(index(Task::Flee))].total));
}

// The first tip names where to go on, with its file and command: the first task when every task is the stub, else
// the first force task that does not pass yet; a task running the reference is skipped.
TEST(Tips, TheFirstNamesTheFileAndTheCommandOfTheFirstTaskThatDoesNotPassYet) {
    AppState stubs = makeAppState(Params{}, 1, linkedTasks(), &kStubs, 0, kWindow);
    const TaskInfo& first = info(forceTasks().front());
    ASSERT_FALSE(hintLines(stubs).empty());
    EXPECT_EQ(hintLines(stubs).front().text,
              fmt::format("Start here: open exercises/{}, write task {}, then run ./workshop test {}.", first.file,
                          first.number, first.number));

    AppState midway = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    const Task second = forceTasks()[1];
    LearnerTask& t = midway.learnerTasks[std::size_t(index(second))];
    t.passed = t.total - 2;  // written, two checks short
    EXPECT_EQ(hintLines(midway).front().text,
              fmt::format("Next: open exercises/{}, finish task {}, then run ./workshop test {}.", info(second).file,
                          info(second).number, info(second).number));
    t.builtFromSolution = true;  // the reference runs there: the learner goes on past it
    EXPECT_EQ(hintLines(midway).front().text.find("Next:"), std::string::npos) << hintLines(midway).front().text;
}

// The learner's own code passing every force: the panel says so once, and names the grid task as the bonus; one
// force short of that, or a force passed by the reference swapped in, says nothing yet.
TEST(Milestone, ComesOnceEveryForcePassesOnTheLearnersOwnCode) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    app.learnerGrid.passed = 0;  // the grid not done yet
    const std::optional<Span> line = milestoneLine(app);
    ASSERT_TRUE(line.has_value()) << "every force passes its checks";
    EXPECT_NE(line->text.find(fmt::format("task {}", info(kGridTask).number)), std::string::npos) << line->text;
    EXPECT_NE(line->text.find(std::string(info(kGridTask).file)), std::string::npos) << line->text;

    AppState oneShort = app;
    oneShort.learnerTasks[std::size_t(index(forceTasks().back()))].passed -= 1;
    EXPECT_FALSE(milestoneLine(oneShort).has_value());
    AppState solved = app;
    solved.learnerTasks[std::size_t(index(forceTasks().front()))].builtFromSolution = true;
    EXPECT_FALSE(milestoneLine(solved).has_value()) << "the reference passed that task, not the learner";
}

TEST(TaskRows, WithoutAPluginEveryTaskRunsTheReference) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment);
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow);
    for (Task task : forceTasks()) EXPECT_EQ(taskRow(app, task).side.text, "reference");
    handleInput(app, keyOf(Task::Alignment));
    EXPECT_EQ(app.sides[std::size_t(index(Task::Alignment))], Side::Reference) << "nothing to switch to";
    EXPECT_FALSE(messageLines(app).empty());
}

TEST(MixTables, TakesEachTaskFromTheSideItIsOn) {
    // Every other force the learner's, starting with the first (the grid's slot is not a force's: unused).
    std::array<Side, kMaxTasks> sides{};
    for (std::size_t k = 0; k < forceTasks().size(); ++k) {
        sides[std::size_t(index(forceTasks()[k]))] = k % 2 == 0 ? Side::Learner : Side::Reference;
    }
    const TaskTable t = mixTables(kStubs, linkedTasks(), sides);
    for (Task task : forceTasks()) {
        SCOPED_TRACE(info(task).function);
        ASSERT_NE(kStubs[task], linkedTasks()[task]) << "else the two sides cannot be told apart";
        const bool learners = sides[std::size_t(index(task))] == Side::Learner;
        EXPECT_TRUE(t[task] == (learners ? kStubs[task] : linkedTasks()[task]))
            << (learners ? "the learner's" : "the reference's") << " was expected";
    }
    EXPECT_EQ(t.buildGrid, linkedTasks().buildGrid) << "the grid is not a side's: the reference's";
    EXPECT_EQ(t.reference, &linkedTasks()) << "the fused step tells the reference's own forces by it";
}

TEST(FixedStep, StepsOncePerStepSecondsOfFrameTime) {
    double accumulator = 0;
    const double dt = 1.0 / 60;
    EXPECT_EQ(stepsDue(accumulator, dt / 2, dt, 4), 0);
    EXPECT_EQ(stepsDue(accumulator, dt / 2, dt, 4), 1);
    EXPECT_EQ(stepsDue(accumulator, 2.5 * dt, dt, 4), 2);
    EXPECT_NEAR(accumulator, dt / 2, 1e-9);
}

TEST(FixedStep, ASlowFrameCatchesUpAtMostMaxStepsAndDropsTheRest) {
    double accumulator = 0;
    const double dt = 1.0 / 60;
    EXPECT_EQ(stepsDue(accumulator, 1.0, dt, 4), 4);  // a one-second hiccup
    EXPECT_LE(accumulator, dt);
    EXPECT_LE(stepsDue(accumulator, 0, dt, 4), 1);
}

TEST(FixedStep, HeadlessRunsOneStepPerFrame) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow);
    app.realTime = false;
    EXPECT_EQ(stepsThisFrame(app, 10.0), 1);
    EXPECT_EQ(stepsThisFrame(app, 0.0), 1);
}

TEST(Faults, ANanForceIsCountedNamedInThePanelAndLeavesTheFlockFinite) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    const TaskTable nan = withCohesion(linkedTasks(), &nanCohesion);
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &nan, 0, kWindow);
    simulateStep(app);
    EXPECT_EQ(app.timing.nonfinite, app.world.params.numBoids);  // every boid's cohesion was NaN
    for (const Boid& b : app.world.boids) ASSERT_TRUE(isFinite(b.position) && isFinite(b.velocity));
    ASSERT_FALSE(app.notices.empty());
    EXPECT_EQ(app.notices[0].text.rfind(taskTitle(Task::Cohesion) + " returned NaN for 200 boids", 0), 0u)
        << app.notices[0].text;
    EXPECT_EQ(taskRow(app, Task::Cohesion).checks.text, "gave NaN");
    ASSERT_EQ(app.log.size(), 1u) << "the terminal hears of it once";
    simulateStep(app);
    EXPECT_EQ(app.log.size(), 1u);
    EXPECT_EQ(app.notices.size(), 1u) << "a newer fault replaces the task's notice";
}

// One number, one meaning: the panel's notice counts the boids of the last step and says so, and its run count,
// the terminal's note and the summary line's nonfinite= are one number.
TEST(Faults, EachCountSaysWhetherItIsTheStepsOrTheRunsAndTheyAgree) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    const TaskTable nan = withCohesion(linkedTasks(), &nanCohesion);
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &nan, 0, kWindow);
    for (int i = 0; i < 3; ++i) simulateStep(app);
    const long long run = 3LL * app.world.params.numBoids;
    EXPECT_EQ(app.timing.nonfinite, run);
    EXPECT_EQ(app.timing.nonfiniteByTask[std::size_t(index(Task::Cohesion))], run);
    ASSERT_EQ(app.log.size(), 1u);
    EXPECT_NE(app.log[0].find("for 200 boids in step 1:"), std::string::npos) << app.log[0];
    ASSERT_EQ(app.notices.size(), 1u);
    const std::string& notice = app.notices[0].text;
    EXPECT_NE(notice.find("for 200 boids in the last step:"), std::string::npos) << notice;
    EXPECT_NE(notice.find(fmt::format("This run: {} of its forces", run)), std::string::npos) << notice;
    const std::string note = nonfiniteNote(app);
    EXPECT_NE(note.find(fmt::format("nonfinite={}: over the run's 3 steps, {} force results", run, run)),
              std::string::npos)
        << note;
    EXPECT_NE(note.find(fmt::format("{}: {}", taskTitle(Task::Cohesion), run)), std::string::npos) << note;
    EXPECT_NE(summaryLine(app, 3).find(fmt::format(" nonfinite={} ", run)), std::string::npos);
}

TEST(Faults, NoticesExpireAfterAFewSeconds) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow);
    notify(app, "hello");
    advanceClock(app, kNoticeSeconds / 2);
    EXPECT_EQ(app.notices.size(), 1u);
    advanceClock(app, kNoticeSeconds);
    EXPECT_TRUE(app.notices.empty());
}

TEST(Inspector, TheReadoutListsEveryForceAndTheTotal) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    app.inspected = 3;
    const Inspection inspection = inspect(app.world, 3, app.active);
    const InspectorReadout r = inspectorReadout(app, inspection);
    EXPECT_EQ(r.heading.rfind("Boid 3: ", 0), 0u) << r.heading;
    ASSERT_EQ(r.rows.size(), forceTasks().size() + 1) << "a row per force of tasks.txt (not the grid), and the total";
    for (std::size_t k = 0; k < forceTasks().size(); ++k) {  // in tasks.txt's order, each its number and label
        const TaskInfo& t = info(forceTasks()[k]);
        EXPECT_EQ(r.rows[k].task, t.task) << k;
        EXPECT_EQ(r.rows[k].label, fmt::format("{} {}", t.number, t.label));
    }
    EXPECT_FALSE(r.rows.back().task);
    EXPECT_EQ(r.rows.back().label, "total");
}

TEST(Inspector, TheReadoutSaysHowToTraceTheLearnersCodeOnThisBoid) {
    AppState yours = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    const InspectorReadout r = inspectorReadout(yours, inspect(yours.world, 0, yours.active));
    const std::string lead = "Line by line: ./workshop trace N --inspected (N: ";
    ASSERT_EQ(r.trace.rfind(lead, 0), 0u) << r.trace;
    // The numbers, alone or in runs ("1-5", "1, 3-5"), are exactly the force tasks'.
    std::vector<int> listed;
    std::istringstream runs(r.trace.substr(lead.size(), r.trace.size() - lead.size() - 1));
    for (std::string run; std::getline(runs >> std::ws, run, ',');) {
        const std::size_t dash = run.find('-');
        const int first = std::stoi(run.substr(0, dash));
        const int last = dash == std::string::npos ? first : std::stoi(run.substr(dash + 1));
        for (int n = first; n <= last; ++n) listed.push_back(n);
    }
    std::vector<int> forces;
    for (const Task task : forceTasks()) forces.push_back(info(task).number);
    EXPECT_EQ(listed, forces) << r.trace;
    // Every force the reference's (no learner's code loaded): nothing of the learner's to trace.
    AppState reference = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow);
    EXPECT_EQ(inspectorReadout(reference, inspect(reference.world, 0, reference.active)).trace, "");
}

TEST(Inspector, APickedBoidsScenesHoldWhatItsForcesSeeInThatFrame) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    app.world.params.fleeRadius = 123;  // a parameter off its default reaches the scene
    constexpr std::size_t kBoid = 5;
    app.inspected = kBoid;
    const Inspection inspection = inspect(app.world, kBoid, app.active);
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "boids-inspected-scene-test";
    std::filesystem::remove_all(folder);
    ASSERT_EQ(writeInspectedScenes(app, folder), "");
    for (const Task task : forceTasks()) {
        const TaskInfo& t = info(task);
        std::ifstream in(inspectedScenePath(folder, t.number), std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::string error;
        const std::optional<TraceScene> scene = parseScene(text, error);
        ASSERT_TRUE(scene) << t.number << ": " << error;
        EXPECT_EQ(scene->task, t.number);
        EXPECT_EQ(scene->self.position, app.world.boids[kBoid].position);
        EXPECT_EQ(scene->neighbors.size(), inspection.neighbors.size());
        EXPECT_EQ(scene->params.fleeRadius, 123);
        // The force the inspector shows for that task is the one the scene gives (the learner's is the reference's
        // here).
        ASSERT_TRUE(scene->expected);
        EXPECT_EQ(*scene->expected, inspection.forces.forces[std::size_t(index(task))]) << t.number;
    }
    std::filesystem::remove_all(folder);
}

TEST(Inspector, FollowsItsBoidWhenTheFusedStepPutsTheFlockInCellOrder) {
    // The reference grid with the reference's tasks 1 to 3 runs the fused step, which moves boids to new indices.
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow, SearchMode::ReferenceGrid);
    ASSERT_EQ(neighborSearchFor(app), NeighborSearch::FastReference);
    constexpr std::size_t kBoid = 7;
    app.inspector = Inspector::Showing;
    app.inspected = kBoid;
    World alone = app.world;  // the same step, in index order: boid kBoid keeps its index
    StepBuffers plain;
    step(alone, app.active, plain, NeighborSearch::FastReference);

    simulateStep(app);
    ASSERT_TRUE(app.buffers.reordered);
    EXPECT_NE(app.inspected, kBoid) << "this flock's boid 7 is not in the 8th slot of the cell list";
    ASSERT_LT(app.inspected, app.world.boids.size());
    const Boid& followed = app.world.boids[app.inspected];
    EXPECT_EQ(followed.position, alone.boids[kBoid].position);
    EXPECT_EQ(followed.velocity, alone.boids[kBoid].velocity);
}

TEST(BoidNear, FindsTheNearestWithinTheDistance) {
    World world;
    world.boids = {{{10, 10}, {}}, {{20, 10}, {}}};
    EXPECT_EQ(boidNear(world, {18, 10}, 5), 1u);
    EXPECT_FALSE(boidNear(world, {50, 50}, 5));
}


// The grid task (kGridTask) and the neighbour search (key G).

void noGrid(Grid&, std::span<const Boid>, float, Vec2) {}
void noNeighbours(const Grid&, std::span<const Boid>, std::size_t, float, std::vector<std::uint32_t>&) {}

TaskTable withStubGrid(TaskTable table) {
    table.buildGrid = &noGrid;
    table.findNeighborsInGrid = &noNeighbours;
    return table;
}

TEST(LearnerGrid, TheUntouchedStubIsCalledAStubAndTheReferencePassesEveryCheck) {
    const LearnerTask stub = checkLearnerGrid(withStubGrid(kStubs));
    EXPECT_TRUE(stub.stub);
    EXPECT_LT(stub.passed, stub.total);
    const LearnerTask reference = checkLearnerGrid(linkedTasks());
    EXPECT_FALSE(reference.stub);
    EXPECT_EQ(reference.passed, reference.total);
    // As ./workshop test N counts, N the grid task's number.
    EXPECT_EQ(reference.total, int(gridCases().size() + gridProperties().size()));
}

TEST(SearchMode, KeyGCyclesBruteForceThenYourGridThenTheReferenceGrid) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    EXPECT_EQ(app.search, SearchMode::BruteForce);
    EXPECT_EQ(neighborSearchFor(app), NeighborSearch::BruteForce);
    handleInput(app, KeyPress{'g'});
    EXPECT_EQ(app.search, SearchMode::LearnerGrid);
    EXPECT_EQ(neighborSearchFor(app), NeighborSearch::Grid);
    EXPECT_EQ(app.active.buildGrid, linkedTasks().buildGrid) << "your grid comes from your table";
    EXPECT_EQ(gridRow(app).side.text, "yours");
    handleInput(app, KeyPress{'g'});
    EXPECT_EQ(app.search, SearchMode::ReferenceGrid);
    EXPECT_EQ(searchButtonText(app), "G: reference grid");
    handleInput(app, KeyPress{'g'});
    EXPECT_EQ(app.search, SearchMode::BruteForce);
    EXPECT_EQ(gridRow(app).side.text, "not used");
}

// The flock tasks: alignment, separation and cohesion in the workshop's tasks.txt (1 to 3).
TEST(SearchMode, TheReferenceGridFusesTheFlockOnlyWhileTasksOneToThreeRunTheReference) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &kStubs, 0, kWindow, SearchMode::ReferenceGrid);
    EXPECT_EQ(neighborSearchFor(app), NeighborSearch::CellList) << "your forces are called one by one";
    std::vector<Task> flock;
    for (Task task : forceTasks()) {
        if (info(task).kind == TaskKind::Flock) flock.push_back(task);
    }
    ASSERT_FALSE(flock.empty());
    for (std::size_t k = 0; k < flock.size(); ++k) {
        EXPECT_EQ(neighborSearchFor(app), NeighborSearch::CellList) << "while " << info(flock[k]).name << " is yours";
        handleInput(app, keyOf(flock[k]));
    }
    EXPECT_EQ(neighborSearchFor(app), NeighborSearch::FastReference);
}

TEST(SearchMode, WithoutYourCodeYourGridIsSkipped) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow);
    handleInput(app, KeyPress{'g'});
    EXPECT_EQ(app.search, SearchMode::ReferenceGrid);
    AppState asked = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, kWindow, SearchMode::LearnerGrid);
    EXPECT_EQ(asked.search, SearchMode::ReferenceGrid);
    EXPECT_FALSE(asked.log.empty()) << "says why";
}

TEST(SearchMode, BruteForceCutsALargeFlockDownToItsLimit) {
    Params params;
    params.numBoids = 20000;
    AppState app = makeAppState(params, 1, linkedTasks(), &linkedTasks(), 0, kWindow);
    EXPECT_EQ(app.search, SearchMode::ReferenceGrid) << "20000 boids start on a grid";
    EXPECT_EQ(app.world.boids.size(), 20000u);
    setSearchMode(app, SearchMode::BruteForce);
    EXPECT_EQ(app.world.params.numBoids, kBruteForceMaxBoids);
    EXPECT_EQ(app.world.boids.size(), std::size_t(kBruteForceMaxBoids));
    EXPECT_FALSE(messageLines(app).empty()) << "and says so";
}

TEST(WorldSize, GrowsWithTheFlockBeyondTwoThousandBoidsToKeepTheDensity) {
    const Vec2 base = Params{}.worldSize;
    EXPECT_EQ(worldSizeFor(200, base), base);
    EXPECT_EQ(worldSizeFor(kBoidsInBaseWorld, base), base);
    // 4x the boids: 4x the area, so each side 2x.
    EXPECT_EQ(worldSizeFor(4 * kBoidsInBaseWorld, base), 2 * base);
    Params params;
    params.numBoids = 4 * kBoidsInBaseWorld;
    const AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, kWindow, SearchMode::ReferenceGrid);
    EXPECT_EQ(app.world.params.worldSize, 2 * base);
    for (const Boid& b : app.world.boids) {
        ASSERT_TRUE(b.position.x < 2 * base.x && b.position.y < 2 * base.y);
    }
}

}  // namespace
}  // namespace boids::app
