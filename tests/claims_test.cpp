// The words are checked against the code: each value a hint, a recipe page or an exercise's comment states (a length,
// a sign, a worked example's numbers) is quoted here and compared with what the reference does. A quote that is no
// longer in its file fails too, so an edit to the words brings the reader here to check the claim again.
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/grid.h>
#include <boids/tasks.h>

namespace boids {
namespace {

// The kit whose words are read: BOIDS_CLAIMS_SOURCE_DIR when set (kit.selftest_reads_no_exercise points it at a copy
// whose exercises/ are the solutions), else the sources this program was built from. An exercise's comments are
// quoted from its stub (framework/tasks/STEM/stub.cpp): exercises/ holds the learner's work, whatever it is.
std::string sourceDir() {
    const char* given = std::getenv("BOIDS_CLAIMS_SOURCE_DIR");
    return given && *given ? given : BOIDS_SOURCE_DIR;
}

// The file's text with every run of white space (line breaks too) folded into one space.
std::string foldedText(const std::string& relativePath) {
    std::ifstream in(sourceDir() + "/" + relativePath, std::ios::binary);
    std::ostringstream raw;
    raw << in.rdbuf();
    std::string folded;
    for (char c : raw.str()) {
        const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
        if (space && (folded.empty() || folded.back() == ' ')) continue;
        folded += space ? ' ' : c;
    }
    return folded;
}

Boid boidAt(Vec2 position, Vec2 velocity = {1, 0}) { return Boid{position, velocity}; }

// The recipe's forces, through its table (checks.h) rather than by their names, which are defined only while
// tasks.txt lists their task. A claim about a task left out of the list is left out with it (isAboutListedTask).
Vec2 recipeAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    return recipeTasks()[Task::Alignment].flock(self, neighbors, params);
}
Vec2 recipeSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    return recipeTasks()[Task::Separation].flock(self, neighbors, params);
}
Vec2 recipeCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    return recipeTasks()[Task::Cohesion].flock(self, neighbors, params);
}
Vec2 recipeFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    return recipeTasks()[Task::Flee].predators(self, predators, params);
}
Vec2 recipeObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    return recipeTasks()[Task::ObstacleAvoid].obstacles(self, obstacles, params);
}

// Whether a claim's file belongs to a task that tasks.txt lists (by its stem), or to no task at all.
bool isAboutListedTask(const std::string& file) {
    for (const TaskInfo& t : tasks()) {
        if (file.find(t.stem) != std::string::npos) return true;
    }
    return !std::regex_search(file, std::regex("(^|/)[0-9]{2}_"));
}

// One claim: the words, where they stand, and what the reference must do for them to be true.
struct Claim {
    std::string file;
    std::string words;  // quoted as they stand (line breaks read as spaces)
    std::function<testing::AssertionResult()> holds;
};

testing::AssertionResult near(Vec2 actual, Vec2 expected, float tolerance) {
    if (length(actual - expected) <= tolerance) return testing::AssertionSuccess();
    return testing::AssertionFailure() << "the reference gives " << fmt::format("{}", actual) << ", the words say "
                                       << fmt::format("{}", expected);
}

testing::AssertionResult lengthIs(Vec2 v, float expected) {
    if (std::fabs(length(v) - expected) <= 1e-4f * std::max(1.0f, expected)) return testing::AssertionSuccess();
    return testing::AssertionFailure() << "the reference's force " << fmt::format("{}", v) << " has length "
                                       << length(v) << ", the words say " << expected;
}

std::vector<Claim> claims() {
    const Params p;
    return {
        // --- Task 1 ---
        {"framework/tasks/01_alignment/hints.md", "The tests want a force of length 1, whatever the speeds.",
         [p] {
             const std::vector<Boid> n{boidAt({110, 100}, {0, 7}), boidAt({90, 100}, {0.5f, 0})};
             return lengthIs(recipeAlignment(boidAt({100, 100}), n, p), 1);
         }},
        {"framework/tasks/01_alignment/recipe.md", "force (0.6, 0.8) length 1",
         [p] {
             const std::vector<Boid> n{boidAt({110, 100}, {3, 0}), boidAt({90, 100}, {0, 4})};
             return near(recipeAlignment(boidAt({100, 100}), n, p), {0.6f, 0.8f}, 1e-4f);
         }},
        // --- Task 2 ---
        {"framework/tasks/02_separation/hints.md", "It is 1 when the neighbour touches you and 0 when it is on the radius.",
         [p] {
             const Vec2 touching = recipeSeparation(boidAt({100, 100}), std::vector{boidAt({100.001f, 100})}, p);
             const Vec2 onRadius =
                 recipeSeparation(boidAt({100, 100}), std::vector{boidAt({100 + p.neighborRadius, 100})}, p);
             if (auto r = lengthIs(touching, 1); !r) return r << " (a neighbour 0.001 away)";
             return lengthIs(onRadius, 0);
         }},
        {"framework/tasks/02_separation/recipe.md", "R = 40, you at (100, 100), neighbour at (110, 100)",
         [p] {
             Params q = p;
             q.neighborRadius = 40;
             return near(recipeSeparation(boidAt({100, 100}), std::vector{boidAt({110, 100})}, q), {-0.75f, 0},
                         1e-4f);
         }},
        // --- Task 3 ---
        {"framework/tasks/03_cohesion/hints.md", "force is that vector made length 1.",
         [p] {
             const std::vector<Boid> n{boidAt({400, 100}), boidAt({100, 103})};
             return lengthIs(recipeCohesion(boidAt({100, 100}), n, p), 1);
         }},
        {"framework/tasks/03_cohesion/recipe.md", "force (20, 10) / sqrt(500) = (0.894, 0.447)",
         [p] {
             const std::vector<Boid> n{boidAt({140, 100}), boidAt({100, 120})};
             return near(recipeCohesion(boidAt({100, 100}), n, p), {0.894f, 0.447f}, 1e-3f);
         }},
        // --- Task 4: the force's length is fleeStrength, however close the predator (not 1) ---
        {"framework/tasks/04_flee/hints.md", "so the force always has length `params.fleeStrength`",
         [p] {
             for (float d : {1.0f, 25.0f, p.fleeRadius}) {
                 const Vec2 f = recipeFlee(boidAt({100, 100}), std::vector{Vec2{100 + d, 100}}, p);
                 if (auto r = lengthIs(f, p.fleeStrength); !r) return r << " (predator " << d << " away)";
             }
             return testing::AssertionSuccess();
         }},
        {"framework/tasks/04_flee/hints.md",
         "Normalize the sum once, at the end, and then give it its length (hint 3 says which: not 1).",
         [p] {
             const std::vector<Vec2> two{{110, 100}, {100, 60}};
             return lengthIs(recipeFlee(boidAt({100, 100}), two, p), p.fleeStrength);
         }},
        {"framework/tasks/04_flee/recipe.md", "force (-10, 40) / length(-10, 40) * 10 = (-2.43, 9.70)",
         [p] {
             Params q = p;
             q.fleeRadius = 50;
             q.fleeStrength = 10;
             const std::vector<Vec2> two{{110, 100}, {100, 60}};
             return near(recipeFlee(boidAt({100, 100}), two, q), {-2.43f, 9.70f}, 0.01f);
         }},
        // --- Task 5: signs and lengths ---
        {"framework/tasks/05_obstacle_avoidance/hints.md", "positive when the obstacle is on your left, negative on your right",
         [] {
             if (signedAngle({1, 0}, {1, 1}) > 0 && signedAngle({1, 0}, {1, -1}) < 0) {
                 return testing::AssertionSuccess();
             }
             return testing::AssertionFailure() << "signedAngle((1, 0), (1, 1)) = " << signedAngle({1, 0}, {1, 1});
         }},
        {"framework/tasks/05_obstacle_avoidance/hints.md",
         "On the left (`angle > 0`): turn right, which is clockwise, a negative angle",
         [p] {
             const Vec2 f =
                 recipeObstacleAvoid(boidAt({100, 100}, {2, 0}), std::vector{Obstacle{{140, 120}, 10}}, p);
             if (f.y < 0) return testing::AssertionSuccess();
             return testing::AssertionFailure() << "an obstacle ahead on the left gives " << fmt::format("{}", f)
                                                << ": not a turn to the right (y < 0)";
         }},
        {"framework/tasks/05_obstacle_avoidance/hints.md", "dead ahead (angle exactly 0): it must turn too, to the left.",
         [p] {
             const Vec2 f =
                 recipeObstacleAvoid(boidAt({100, 100}, {2, 0}), std::vector{Obstacle{{150, 100}, 10}}, p);
             if (f.y > 0) return testing::AssertionSuccess();
             return testing::AssertionFailure() << "an obstacle dead ahead gives " << fmt::format("{}", f);
         }},
        {"framework/tasks/05_obstacle_avoidance/hints.md", "Each obstacle ahead adds your velocity, turned, made length 1 and scaled",
         [p] {
             const Vec2 f =
                 recipeObstacleAvoid(boidAt({100, 100}, {7, 0}), std::vector{Obstacle{{150, 110}, 10}}, p);
             return lengthIs(f, p.avoidStrength);
         }},
        {"framework/tasks/05_obstacle_avoidance/recipe.md", "force (cos -60, sin -60) * 5 = (2.5, -4.33)",
         [p] {
             Params q = p;
             q.avoidTurnDegrees = 60;
             q.avoidStrength = 5;
             const Vec2 ahead = rotated(Vec2{50, 0}, 30);  // 50 away, 30 degrees to the left
             const Vec2 f = recipeObstacleAvoid(boidAt({100, 100}, {2, 0}),
                                                   std::vector{Obstacle{Vec2{100, 100} + ahead, 10}}, q);
             return near(f, {2.5f, -4.33f}, 0.01f);
         }},
        // --- Task 6: out is appended to, never cleared ---
        {"framework/tasks/06_spatial_grid/recipe.md",
         "Do not clear `out`: the framework hands it over empty, and the function only appends.",
         [p] {
             const std::vector<Boid> boids{boidAt({100, 100}), boidAt({110, 100}), boidAt({500, 500})};
             Grid grid;
             recipeTasks().buildGrid(grid, boids, 50, p.worldSize);
             std::vector<std::uint32_t> out{99};
             recipeTasks().findNeighborsInGrid(grid, boids, 0, 40, out);
             if (out == std::vector<std::uint32_t>{99, 1}) return testing::AssertionSuccess();
             return testing::AssertionFailure()
                    << "out was {99} before the call and holds " << out.size() << " indices after it, not {99, 1}";
         }},
        {"framework/tasks/06_spatial_grid/stub.cpp", "`out` arrives empty: append to it, do not clear it.",
         [] { return testing::AssertionSuccess(); }},  // the same claim as the recipe page's, checked above
        {"framework/tasks/06_spatial_grid/hints.md", "`out` arrives empty: append to it, do not clear it.",
         [] { return testing::AssertionSuccess(); }},  // the same again
        {"framework/tasks/06_spatial_grid/stub.cpp", "lengthSquared(boids[i].position - boids[self].position) <= radius * radius",
         [p] {
             const std::vector<Boid> boids{boidAt({100, 100}), boidAt({140, 100}), boidAt({140.01f, 100})};
             Grid grid;
             recipeTasks().buildGrid(grid, boids, 50, p.worldSize);
             std::vector<std::uint32_t> out;
             recipeTasks().findNeighborsInGrid(grid, boids, 0, 40, out);
             if (out == std::vector<std::uint32_t>{1}) return testing::AssertionSuccess();
             return testing::AssertionFailure() << "a boid exactly 40 away is a neighbour within 40, one at "
                                                   "40.01 is not; the reference found "
                                                << out.size();
         }},
    };
}

TEST(Claims, EveryQuotedClaimStandsInItsFileAndTheReferenceBearsItOut) {
    for (const Claim& claim : claims()) {
        if (!isAboutListedTask(claim.file)) continue;
        SCOPED_TRACE(claim.file + ": \"" + claim.words + "\"");
        EXPECT_NE(foldedText(claim.file).find(claim.words), std::string::npos)
            << "these words are no longer in " << claim.file
            << ": check the claim against the reference again, then quote the new words here.";
        EXPECT_TRUE(claim.holds());
    }
}

// The words that were wrong once: they must not come back.
TEST(Claims, WordsThatContradictTheReferenceAreGone) {
    const std::vector<std::pair<std::string, std::string>> gone{
        {"framework/tasks/04_flee/hints.md", "Make the sum length 1 once, at the end"},  // the force has length fleeStrength
        {"framework/tasks/06_spatial_grid/recipe.md", "lengthSquared(other - me)"},  // positions, not boids
    };
    for (const auto& [file, words] : gone) {
        EXPECT_EQ(foldedText(file).find(words), std::string::npos) << file << " says \"" << words << "\" again";
    }
}

}  // namespace
}  // namespace boids
