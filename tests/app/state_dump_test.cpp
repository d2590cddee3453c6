// The state dump and the summary line: what they contain, and that the same seed gives the same text.
#include <regex>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "panel_text.h"
#include "state_dump.h"

namespace boids::app {
namespace {

AppState run(std::uint64_t seed, int steps) {
    AppState app = makeAppState(Params{}, seed, linkedTasks(), &linkedTasks(), 0, {1200 + kPanelWidth, 900});
    app.realTime = false;
    for (int i = 0; i < steps; ++i) simulateStep(app);
    return app;
}

bool hasLine(const std::string& text, const std::string& line) {
    return text.find("\n" + line + "\n") != std::string::npos;
}

TEST(StateDump, HoldsParamsSidesCountsAndEveryBoid) {
    AppState app = run(1, 3);
    handleInput(app, KeyPress{'2'});
    const std::string dump = formatStateDump(app);
    EXPECT_TRUE(hasLine(dump, "seed=1"));
    EXPECT_TRUE(hasLine(dump, "steps=3"));
    EXPECT_TRUE(hasLine(dump, "param.numBoids=200"));
    EXPECT_TRUE(hasLine(dump, "param.separationWeight=1.00"));
    EXPECT_TRUE(hasLine(dump, "task.1=yours"));
    EXPECT_TRUE(hasLine(dump, "task.2=reference"));
    EXPECT_TRUE(hasLine(dump, "count.boids=200"));
    EXPECT_TRUE(hasLine(dump, "inspector=off"));
    EXPECT_NE(dump.find("\nboid 199 "), std::string::npos);
    EXPECT_NE(dump.find("\npredator 0 "), std::string::npos);
    EXPECT_NE(dump.find("\nobstacle 0 "), std::string::npos);
}

TEST(StateDump, TheSameSeedGivesTheSameDumpAndAnotherSeedAnother) {
    EXPECT_EQ(formatStateDump(run(5, 30)), formatStateDump(run(5, 30)));
    EXPECT_NE(formatStateDump(run(5, 30)), formatStateDump(run(6, 30)));
}

TEST(Summary, IsOneLineOfKeyValuePairs) {
    const AppState app = run(1, 4);
    const std::string line = summaryLine(app, 4);
    EXPECT_EQ(line.find('\n'), std::string::npos);
    EXPECT_EQ(line.rfind("frames=4 steps=4 boids=200 predators=1 obstacles=1 seed=1 ms_per_step=", 0), 0u) << line;
    std::string sides;  // one side for each force of tasks.txt
    for (std::size_t k = 0; k < forceTasks().size(); ++k) sides += k == 0 ? "yours" : ",yours";
    EXPECT_NE(line.find(" nonfinite=0 sides=" + sides + " "), std::string::npos) << line;
    EXPECT_EQ(line.find("fps="), std::string::npos) << "no frame rate when headless";
}

TEST(Sides, AReferenceThatSolveSwappedInIsCalledReferenceInThePanelTheInspectorTheDumpAndTheSummary) {
    AppState app = run(1, 2);
    const Task swapped = forceTasks()[1];  // ./workshop solve 2: the learner's build holds task 2's reference
    app.learnerTasks[std::size_t(index(swapped))].builtFromSolution = true;
    ASSERT_TRUE(app.learner);
    ASSERT_EQ(app.sides[std::size_t(index(swapped))], Side::Learner) << "the learner's side is chosen";
    EXPECT_EQ(taskRow(app, forceTasks()[0]).side.text, "yours");
    EXPECT_EQ(taskRow(app, swapped).side.text, "reference");
    const InspectorReadout readout = inspectorReadout(app, inspect(app.world, 0, app.active));
    EXPECT_EQ(readout.rows[0].note.rfind("yours", 0), 0u) << readout.rows[0].note;
    EXPECT_EQ(readout.rows[1].note.rfind("reference", 0), 0u) << readout.rows[1].note;
    const std::string dump = formatStateDump(app);
    EXPECT_TRUE(hasLine(dump, "task.1=yours"));
    EXPECT_TRUE(hasLine(dump, fmt::format("task.{}=reference", info(swapped).number))) << dump.substr(0, 400);
    EXPECT_NE(summaryLine(app, 2).find(" sides=yours,ref"), std::string::npos) << summaryLine(app, 2);
}

TEST(Sides, TheGridRowSaysReferenceForAGridThatSolveSwappedIn) {
    AppState app = run(1, 1);
    app.search = SearchMode::LearnerGrid;
    EXPECT_EQ(gridRow(app).side.text, "yours");
    app.learnerGrid.builtFromSolution = true;
    EXPECT_EQ(gridRow(app).side.text, "reference");
}

// The number after `key` in `text` ("0.56 ms per step", "ms_per_step=0.561"), or -1.
double numberAfter(const std::string& text, const std::string& pattern) {
    std::smatch found;
    return std::regex_search(text, found, std::regex(pattern)) ? std::stod(found[1]) : -1;
}

TEST(Summary, ShowsTheSameMsPerStepAsThePanel) {
    AppState app = run(1, 30);
    std::string panel;
    for (const Span& line : statsLines(app)) panel += line.text + "\n";
    const double shown = numberAfter(panel, "([0-9.]+) ms per step");
    const double printed = numberAfter(summaryLine(app, 30), "ms_per_step=([0-9.]+)");
    ASSERT_GE(shown, 0) << panel;
    // The panel rounds to 2 places (off by up to 0.005), the summary line to 3 (by up to 0.0005).
    EXPECT_NEAR(shown, printed, 0.0055) << panel;
}

TEST(Timing, MsPerStepIsTheMedianOfTheRecentStepsSoOneSlowStepCannotMoveIt) {
    Timing timing;
    constexpr double kUsual = 0.5;
    constexpr double kSlow = 40;  // one step while the machine was busy
    for (std::size_t i = 0; i < kRecentSteps; ++i) {
        timing.recentStepMilliseconds[i] = i == 7 ? kSlow : kUsual;
        ++timing.steps;
    }
    EXPECT_DOUBLE_EQ(stepMilliseconds(timing), kUsual);
    // Only the last kRecentSteps count: steps long ago are forgotten.
    timing.recentStepMilliseconds.fill(2 * kUsual);
    timing.steps += kRecentSteps;
    EXPECT_DOUBLE_EQ(stepMilliseconds(timing), 2 * kUsual);
}

}  // namespace
}  // namespace boids::app
