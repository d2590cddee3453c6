// What a learner reads when a check fails (diagnose, explainFailure), passes(), evaluate(), and the tables' shape.
#include <cctype>
#include <cmath>
#include <limits>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/listed.h"

#include <boids/checks.h>
#include <boids/grid.h>
#include <boids/format.h>

namespace boids {
namespace {

// Passes when `text` contains `part`; otherwise prints both.
testing::AssertionResult Contains(const std::string& text, const std::string& part) {
    if (text.find(part) != std::string::npos) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected to find \"{}\" in:\n{}", part, text);
}

// Exact equality, printing both vectors when they differ.
testing::AssertionResult Same(Vec2 actual, Vec2 expected) {
    if (actual == expected) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected exactly {}, got {}", expected, actual);
}

// A separation case whose expected force has length 3/4: one neighbour R/4 to the right.
ForceCase separationCase() {
    ForceCase c;
    c.task = Task::Separation;
    c.name = "PushesAwayFromOneCloseNeighbour";
    c.scene = "one neighbour a quarter of the radius to the right";
    c.self = Boid{{100, 100}, {1, 0}};
    c.neighbors = {Boid{{100 + c.params.neighborRadius / 4, 100}, {0, 1}}};
    c.expected = Vec2{-1, 0} * 0.75f;  // weight (R - R/4) / R
    c.hint = "the push points from the neighbour to you.";
    return c;
}

// A case whose expected force is a unit vector, (3/5, 4/5).
ForceCase unitCase() {
    ForceCase c;
    c.task = Task::Cohesion;
    c.name = "PointsTowardASingleNeighbour";
    c.scene = "one neighbour at offset (30, 40)";
    c.self = Boid{{100, 100}, {1, 0}};
    c.neighbors = {Boid{{130, 140}, {0, -1}}};
    c.expected = {3.0f / 5, 4.0f / 5};
    return c;
}

// --- passes ---

TEST(Passes, AcceptsAnAnswerWithinTheCasesTolerance) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();
    EXPECT_TRUE(passes(c, c.expected));
    EXPECT_TRUE(passes(c, c.expected + Vec2{c.tolerance / 2, -c.tolerance / 2}));
}

TEST(Passes, RejectsAnAnswerOutsideTheCasesTolerance) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();
    EXPECT_FALSE(passes(c, c.expected + Vec2{2 * c.tolerance, 0}));
    EXPECT_FALSE(passes(c, c.expected + Vec2{0, -2 * c.tolerance}));
}

TEST(Passes, UsesEachCasesOwnTolerance) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    ForceCase c = separationCase();
    c.tolerance = 0.1f;
    EXPECT_TRUE(passes(c, c.expected + Vec2{0.05f, 0}));
}

TEST(Passes, RejectsNanAndInfinity) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    ForceCase c = separationCase();
    c.tolerance = std::numeric_limits<float>::infinity();  // even a case that would accept anything finite
    EXPECT_FALSE(passes(c, {std::numeric_limits<float>::quiet_NaN(), 0}));
    EXPECT_FALSE(passes(c, {0, std::numeric_limits<float>::infinity()}));
}

// --- diagnose ---

// One answer says what it measures and guesses no cause (the diagnosis by experiment says why): no "stub", no
// "did you normalize?".
TEST(Diagnose, SaysYoursIsZeroWithTheRecipesLengthAndGuessesNoCause) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const std::string text = diagnose(separationCase(), {0, 0});  // expected length 0.75
    EXPECT_TRUE(Contains(text, "yours is zero"));
    EXPECT_TRUE(Contains(text, "0.75"));
    EXPECT_FALSE(Contains(text, "stub"));
}

// A force within the case's tolerance of zero, but not zero, is not called zero (issue 51: "yours is zero" was said
// of a force of length 0.001 printed two lines below).
TEST(Diagnose, GivesTheLengthOfAForceTooShortToCountRatherThanCallingItZero) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();
    const Vec2 tiny{c.tolerance * 0.5f, 0};
    const std::string text = diagnose(c, tiny);
    EXPECT_FALSE(Contains(text, "yours is zero")) << text;
    EXPECT_TRUE(Contains(text, "yours has length " + number(length(tiny)))) << text;
    EXPECT_TRUE(Contains(diagnose(c, {0, 0}), "yours is zero"));
}

TEST(Diagnose, SaysADivisionByZeroGivesNanOrInfinity) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion, Task::Separation);
    EXPECT_TRUE(Contains(diagnose(separationCase(), {std::numeric_limits<float>::quiet_NaN(), 0}), "division by zero"));
    EXPECT_TRUE(Contains(diagnose(unitCase(), {0, -std::numeric_limits<float>::infinity()}), "division by zero"));
}

TEST(Diagnose, GivesBothLengthsWhenTheDirectionIsRightButTheLengthIsOne) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();  // expected length 3/4
    const std::string text = diagnose(c, normalized(c.expected));
    EXPECT_TRUE(Contains(text, "right direction, but yours has length 1 where the recipe's has length 0.75"));
    EXPECT_FALSE(Contains(text, "normalize"));
}

TEST(Diagnose, GivesBothLengthsAndTheRatioWhenNeitherIsOne) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();  // expected length 0.75
    const std::string text = diagnose(c, c.expected * 2);  // length 1.5
    EXPECT_TRUE(Contains(text, "1.5"));
    EXPECT_TRUE(Contains(text, "0.75"));
    EXPECT_TRUE(Contains(text, "2 times as long"));
}

TEST(Diagnose, SaysASmallTurnWithTheRecipesLengthIsATurnNotALength) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    const ForceCase c = unitCase();  // expected length 1
    const float turn = 0.5f;         // degrees: within the "right direction" cone, beyond the tolerance
    const std::string text = diagnose(c, rotated(c.expected, turn));
    EXPECT_TRUE(Contains(text, fmt::format("yours has the recipe's length (1) but points {} degrees away", number(turn))))
        << text;
    EXPECT_FALSE(Contains(text, "times as long")) << text;
}

TEST(Diagnose, SaysTheDirectionIsOppositeWithBothLengths) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();
    EXPECT_TRUE(Contains(diagnose(c, -c.expected), "the opposite direction to the recipe's, with the same length"));
    EXPECT_TRUE(Contains(diagnose(c, -c.expected * 3), "with length 2.25 where the recipe's is 0.75"));
}

TEST(Diagnose, SaysTheRecipeGivesNoForceWhenTheAnswerShouldBeZero) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    ForceCase c = separationCase();
    c.neighbors.clear();
    c.expected = {0, 0};
    EXPECT_TRUE(Contains(diagnose(c, {1, 0}), "the recipe gives no force in this scene; yours has length 1"));
}

TEST(Diagnose, GivesTheAngleForAnotherDirection) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    const ForceCase c = unitCase();
    const Vec2 quarterTurn = rotated(c.expected, 90);
    EXPECT_TRUE(Contains(diagnose(c, quarterTurn), "90 degrees"));
}

// --- explainFailure ---

TEST(ExplainFailure, NamesTheTaskScenarioInputsAndBothVectors) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const ForceCase c = separationCase();
    const Vec2 actual{0.75f, 0};
    const std::string text = explainFailure(c, actual);
    EXPECT_TRUE(Contains(text, "Task 2"));
    EXPECT_TRUE(Contains(text, "Separation"));
    EXPECT_TRUE(Contains(text, "calculateSeparation"));
    EXPECT_TRUE(Contains(text, c.scene));
    EXPECT_TRUE(Contains(text, fmt::format("{}", c.self.position)));
    EXPECT_TRUE(Contains(text, fmt::format("{}", c.neighbors[0].position)));
    EXPECT_TRUE(Contains(text, fmt::format("expected   {}", c.expected)));
    EXPECT_TRUE(Contains(text, fmt::format("yours      {}", actual)));
    EXPECT_TRUE(Contains(text, c.hint));
    EXPECT_TRUE(Contains(text, diagnose(c, actual)));
}

TEST(ExplainFailure, SaysWhenAFlockingCaseHasNoNeighbours) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    ForceCase c = unitCase();
    c.neighbors.clear();
    c.expected = {0, 0};
    EXPECT_TRUE(Contains(explainFailure(c, {1, 0}), "(no neighbours)"));
}

// A crowd of 48 neighbours is not 48 lines: its first eight, a line that counts the rest, and its last.
TEST(ExplainFailure, ListsACrowdsFirstNeighboursHowManyMoreAndItsLast) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    constexpr int kCrowd = 48, kFirst = 8;
    ForceCase c = unitCase();
    c.neighbors.clear();
    for (int i = 0; i < kCrowd; ++i) c.neighbors.push_back(Boid{{100.0f + float(i), 120}, {0, 1}});
    const std::string text = explainFailure(c, {1, 0});
    auto lineOf = [&](int i) { return fmt::format("neighbour  position {} velocity", c.neighbors[std::size_t(i)].position); };
    for (int i = 0; i < kFirst; ++i) EXPECT_TRUE(Contains(text, lineOf(i))) << "neighbour " << i;
    EXPECT_FALSE(Contains(text, lineOf(kFirst))) << "the ninth is counted, not listed";
    EXPECT_TRUE(Contains(text, fmt::format("... {} more neighbours like these ({} in all, as the scenario says)",
                                           kCrowd - kFirst - 1, kCrowd)));
    EXPECT_TRUE(Contains(text, lineOf(kCrowd - 1))) << "the last";
}

// The item a crowded case turns on is listed even when the shortening would fold it away: separation's crowd is 47
// neighbours round a circle and one much nearer, in the middle of the list.
TEST(ExplainFailure, ListsTheOneNeighbourOfACrowdThatIsNotLikeTheOthersWithItsPlace) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    constexpr int kCrowd = 48, kFirst = 8, kOdd = 24;  // the 25th in the list
    constexpr float kRadius = 36, kNear = kRadius / 4;
    ForceCase c = unitCase();
    c.neighbors.clear();
    for (int i = 0; i < kCrowd; ++i) {
        const float angle = 2 * 3.14159265f * float(i) / kCrowd;
        const float r = i == kOdd ? kNear : kRadius;
        c.neighbors.push_back(Boid{c.self.position + Vec2{r * std::cos(angle), r * std::sin(angle)}, {0, 1}});
    }
    const std::string text = explainFailure(c, {1, 0});
    const std::string odd = fmt::format("neighbour  position {} velocity", c.neighbors[kOdd].position);
    EXPECT_TRUE(Contains(text, odd + " (0, 1)   (the 25th in the list, at " + number(kNear))) << text;
    EXPECT_TRUE(Contains(text, fmt::format("... {} more neighbours like these ({} in all, as the scenario says); not "
                                           "like them:",
                                           kCrowd - kFirst - 1 - 1, kCrowd)))
        << text;
    const std::string usual = fmt::format("neighbour  position {} velocity", c.neighbors[kOdd + 1].position);
    EXPECT_FALSE(Contains(text, usual)) << "a neighbour like the others stays folded: " << text;
}

// A crowd spread over a range of distances has no item unlike the others: none is picked out.
TEST(ExplainFailure, PicksNoNeighbourOutOfACrowdSpreadOverARangeOfDistances) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    ForceCase c = unitCase();
    c.neighbors.clear();
    for (int i = 0; i < 48; ++i) c.neighbors.push_back(Boid{c.self.position + Vec2{5.0f + float(i), 20}, {0, 1}});
    const std::string text = explainFailure(c, {1, 0});
    EXPECT_FALSE(Contains(text, "not like them")) << text;
    EXPECT_FALSE(Contains(text, "in the list, at")) << text;
}

TEST(ExplainFailure, ListsPredatorsAndObstacles) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Flee, Task::ObstacleAvoid);
    ForceCase flee;
    flee.task = Task::Flee;
    flee.scene = "one predator 20 to the right";
    flee.self = Boid{{100, 100}, {1, 0}};
    flee.predators = {{120, 100}};
    flee.expected = {-10, 0};
    const std::string fleeText = explainFailure(flee, {10, 0});
    EXPECT_TRUE(Contains(fleeText, "Task 4 Flee"));
    EXPECT_TRUE(Contains(fleeText, fmt::format("predator   position {}", flee.predators[0])));

    ForceCase avoid;
    avoid.task = Task::ObstacleAvoid;
    avoid.scene = "obstacle straight ahead";
    avoid.self = Boid{{100, 100}, {2, 0}};
    avoid.obstacles = {Obstacle{{150, 100}, 20}};
    avoid.expected = {2.5f, 4.33f};
    const std::string avoidText = explainFailure(avoid, {0, 0});
    EXPECT_TRUE(Contains(avoidText, "Task 5 Obstacle avoidance"));
    EXPECT_TRUE(Contains(avoidText, fmt::format("obstacle   center {} radius 20", avoid.obstacles[0].center)));
}

// --- evaluate ---

// Fakes that report which entry of the table was called, through their answer.
Vec2 alignmentMark(const Boid&, std::span<const Boid>, const Params&) { return {1, 0}; }
Vec2 separationMark(const Boid&, std::span<const Boid>, const Params&) { return {2, 0}; }
Vec2 cohesionMark(const Boid&, std::span<const Boid>, const Params&) { return {3, 0}; }
Vec2 fleeCountsPredators(const Boid&, std::span<const Vec2> predators, const Params&) {
    return {4, float(predators.size())};
}
Vec2 obstacleCountsObstacles(const Boid&, std::span<const Obstacle> obstacles, const Params&) {
    return {5, float(obstacles.size())};
}
Vec2 throwsBoom(const Boid&, std::span<const Boid>, const Params&) { throw std::runtime_error("boom"); }

TEST(Evaluate, CallsTheTableEntryOfTheCasesTaskWithTheCasesItems) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment, Task::Separation, Task::Cohesion, Task::Flee, Task::ObstacleAvoid);
    TaskTable marks;
    marks[Task::Alignment].flock = &alignmentMark;
    marks[Task::Separation].flock = &separationMark;
    marks[Task::Cohesion].flock = &cohesionMark;
    marks[Task::Flee].predators = &fleeCountsPredators;
    marks[Task::ObstacleAvoid].obstacles = &obstacleCountsObstacles;
    ForceCase c;
    c.predators = {{1, 1}, {2, 2}};
    c.obstacles = {Obstacle{{3, 3}, 10}, Obstacle{{4, 4}, 10}, Obstacle{{5, 5}, 10}};
    c.task = Task::Alignment;
    EXPECT_TRUE(Same(evaluate(c, marks), {1, 0}));
    c.task = Task::Separation;
    EXPECT_TRUE(Same(evaluate(c, marks), {2, 0}));
    c.task = Task::Cohesion;
    EXPECT_TRUE(Same(evaluate(c, marks), {3, 0}));
    c.task = Task::Flee;
    EXPECT_TRUE(Same(evaluate(c, marks), {4, 2}));
    c.task = Task::ObstacleAvoid;
    EXPECT_TRUE(Same(evaluate(c, marks), {5, 3}));
}

TEST(Evaluate, LetsExceptionsPassThrough) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    TaskTable table;
    table[Task::Separation].flock = &throwsBoom;
    EXPECT_THROW(evaluate(separationCase(), table), std::runtime_error);
}

// --- the case tables ---

bool isCamelCaseIdentifier(const std::string& name) {
    if (name.empty() || !std::isupper(static_cast<unsigned char>(name[0]))) return false;
    for (char ch : name) {
        if (!std::isalnum(static_cast<unsigned char>(ch))) return false;
    }
    return true;
}

TEST(CaseTables, EveryTaskHasCasesThatBelongToIt) {
    for (Task task : forceTasks()) {
        const std::vector<ForceCase> cases = casesFor(task);
        EXPECT_GE(cases.size(), 3u) << "task " << info(task).number;
        for (const ForceCase& c : cases) EXPECT_EQ(c.task, task) << "task " << info(task).number << ": " << c.name;
    }
}

TEST(CaseTables, NamesAreUniqueWithinEachTask) {
    for (Task task : forceTasks()) {
        std::set<std::string> seen;
        for (const ForceCase& c : casesFor(task)) {
            EXPECT_TRUE(seen.insert(c.name).second)
                << "task " << info(task).number << " has two cases named " << c.name;
        }
    }
}

TEST(CaseTables, NamesAreCamelCaseIdentifiers) {
    for (Task task : forceTasks()) {
        for (const ForceCase& c : casesFor(task)) {
            EXPECT_TRUE(isCamelCaseIdentifier(c.name)) << "task " << info(task).number << ": \"" << c.name << "\"";
        }
    }
}

TEST(CaseTables, EveryCaseDescribesItsScene) {
    for (Task task : forceTasks()) {
        for (const ForceCase& c : casesFor(task)) {
            EXPECT_FALSE(c.scene.empty()) << "task " << info(task).number << ": " << c.name;
        }
    }
}

TEST(CaseTables, ExpectedValuesAndTolerancesAreFiniteAndSane) {
    for (Task task : forceTasks()) {
        for (const ForceCase& c : casesFor(task)) {
            EXPECT_TRUE(isFinite(c.expected)) << fmt::format("task {}: {} expects {}", info(task).number, c.name,
                                                             c.expected);
            EXPECT_GT(c.tolerance, 0) << "task " << info(task).number << ": " << c.name;
            EXPECT_LT(c.tolerance, 0.01f) << "task " << info(task).number << ": " << c.name;
        }
    }
}

// step() hands a flock task only the neighbours within params.neighborRadius, the edge included (issue 51, item 6):
// a case that gave one farther away would fail code that filters by the radius again, as tutorials do, though the
// window never shows the difference.
TEST(CaseTables, GiveAFlockTaskOnlyNeighboursTheSimulationCouldPass) {
    for (Task task : forceTasks()) {
        if (info(task).kind != TaskKind::Flock) continue;
        for (const ForceCase& c : casesFor(task)) {
            for (const Boid& other : c.neighbors) {
                EXPECT_LE(distance(c.self.position, other.position), c.params.neighborRadius)
                    << fmt::format("task {}: {} gives a neighbour at {}, {} from the boid, beyond its neighborRadius "
                                   "of {}",
                                   info(task).number, c.name, other.position,
                                   distance(c.self.position, other.position), c.params.neighborRadius);
            }
        }
    }
}

}  // namespace
}  // namespace boids

namespace boids {
namespace {

// --- chooseCellSize (task 6's grids are given these cells; a check of the framework, not of the learner) ---

TEST(ChooseCellSize, GivesCellsNoSmallerThanTheRadius) {
    const Vec2 world = Params{}.worldSize;
    EXPECT_GE(chooseCellSize(40, world, 1 << 16), 40.0f);
    EXPECT_GT(chooseCellSize(0, world, 1 << 16), 0.0f);
    // 1200 x 900 in at most 100 cells: cells of at least sqrt(1200 * 900 / 100) = 103.9 units.
    EXPECT_GE(chooseCellSize(10, world, 100), 103.9f);
}

// --- units, frames and the rank ./workshop reads ---

TEST(Diagnose, RecognisesDegreesReadAsRadians) {
    BOIDS_SKIP_UNLESS_LISTED(Task::ObstacleAvoid);
    ForceCase c;
    c.task = Task::ObstacleAvoid;
    c.self = {{0, 0}, {2, 0}};
    c.obstacles = {{{50, 20}, 20}};
    c.expected = rotated({5, 0}, -60);  // turn right by 60 degrees
    const Vec2 asRadians = rotated({5, 0}, degrees(-60.0f));  // -60 radians: about 162 degrees
    EXPECT_TRUE(Contains(diagnose(c, asRadians), "read as radians"));
    EXPECT_EQ(rankOf(c, asRadians), Rank::Measured);
    EXPECT_EQ(rankOf(c, rotated(c.expected, 48)), Rank::Vague);
}

TEST(TurnedAbout, TurnsQuarterTurnsExactlyAndEverythingWithTheBoid) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Flee);
    EXPECT_EQ(turnedBy({3, 4}, 90), (Vec2{-4, 3}));
    EXPECT_EQ(turnedBy({3, 4}, 180), (Vec2{-3, -4}));
    EXPECT_EQ(turnedBy({3, 4}, -90), (Vec2{4, -3}));
    ForceCase c;
    c.task = Task::Flee;
    c.self = {{100, 100}, {1, 0}};
    c.predators = {{110, 100}};
    c.expected = {-10, 0};
    const ForceCase t = turnedAbout(c, 90);
    EXPECT_EQ(t.self.position, c.self.position);
    EXPECT_EQ(t.self.velocity, (Vec2{0, 1}));
    EXPECT_EQ(t.predators[0], (Vec2{100, 110}));
    EXPECT_EQ(t.expected, (Vec2{0, -10}));
    EXPECT_EQ(movedBy(c, {5, 5}).predators[0], (Vec2{115, 105}));
}

TEST(ExplainFailure, LeadsWithANamedMistakeAndItsRankSaysSo) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment);
    ForceCase c;
    c.task = Task::Alignment;
    c.scene = "a scene";
    c.expected = {0, 1};
    const NamedMistake mistake{"wrong_sign", "the force points the other way", "look for a minus sign"};
    const std::string text = explainFailure(c, {0, -1}, &mistake);
    EXPECT_TRUE(Contains(text, "This is what you get when the force points the other way.\n"));
    EXPECT_TRUE(Contains(text, "  try: look for a minus sign.\n"));
    EXPECT_FALSE(Contains(text, "[boids-")) << "no hidden line: the rank is the record's";
    EXPECT_EQ(failureRank(c, {0, -1}, &mistake), Rank::NamedMistake);
    EXPECT_EQ(failureRank(c, {0, -1}), Rank::Measured);
}

TEST(ExplainFailure, IsItsPartsInTheOrderALearnerReadsThem) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment);
    ForceCase c;
    c.task = Task::Alignment;
    c.scene = "a scene";
    c.expected = {0, 1};
    c.hint = "the heading";
    std::vector<std::string> kinds;
    std::string joined;
    for (const report::Part& part : failureParts(c, {0, -1})) {
        kinds.push_back(part.kind);
        joined += part.text;
    }
    EXPECT_EQ(kinds, (std::vector<std::string>{"title", "measured", "inputs", "expected", "yours", "checks"}));
    EXPECT_EQ(joined, explainFailure(c, {0, -1}));
    const NamedMistake mistake{"wrong_sign", "the force points the other way", "look for a minus sign"};
    kinds.clear();
    for (const report::Part& part : failureParts(c, {0, -1}, &mistake)) kinds.push_back(part.kind);
    EXPECT_EQ(kinds, (std::vector<std::string>{"title", "mistake", "inputs", "expected", "yours", "checks", "try"}));
}

TEST(VerdictOf, IsTheMeasuredKindWithTheNumbersItQuotes) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment);
    ForceCase c;
    c.task = Task::Alignment;
    c.expected = {0, 1};
    c.hint = "the heading";
    const report::Verdict longer = verdictOf(c, {0, 2});
    EXPECT_EQ(longer.kind, "length");
    EXPECT_EQ(longer.number("yours"), 2.0);
    EXPECT_EQ(longer.number("recipe"), 1.0);
    EXPECT_EQ(longer.checks, "the heading");
    EXPECT_EQ(verdictOf(c, {0, -1}).kind, "opposite");
    EXPECT_EQ(verdictOf(c, {0, 0}).kind, "zero");
    const report::Verdict turned = verdictOf(c, {1, 0});
    EXPECT_EQ(turned.kind, "direction");
    EXPECT_NEAR(*turned.number("degrees"), 90, 1e-3);
    EXPECT_FALSE(turned.number("yours")) << "the same length: only the angle is quoted";
    EXPECT_EQ(verdictOf(c, {std::nanf(""), 0}).kind, "nan");
}

}  // namespace
}  // namespace boids

namespace boids {
namespace {

TEST(Wrapped, BreaksLongSentencesBetweenWordsAndIndentsTheRest) {
    EXPECT_EQ(wrapped("is it so", 116), "  is it so\n");
    EXPECT_EQ(wrapped("one two three four", 12), "  one two\n    three\n    four\n");
}

TEST(Wrapped, NeverStartsALineWithAMinusSignThatWouldReadAsABullet) {
    // "(R - d)" at the edge: the minus stays with "(R", and the next line starts "d)".
    EXPECT_EQ(wrapped("is (R - d) / R", 8), "  is\n    (R -\n    d) /\n    R\n");
    EXPECT_EQ(wrapped("- a bullet", 116), "  - a bullet\n") << "a bullet's own dash is left as it is";
}

}  // namespace
}  // namespace boids
