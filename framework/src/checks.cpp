// Evaluating a ForceCase and explaining a failure in words a learner can act on.
#include "boids/checks.h"

#include <algorithm>
#include <cmath>

#include "boids/format.h"
#include "boids/simulation.h"

namespace boids {

std::vector<ForceCase> casesFor(Task task) {
    switch (task) {
        case Task::Alignment: return alignmentCases();
        case Task::Separation: return separationCases();
        case Task::Cohesion: return cohesionCases();
        case Task::Flee: return fleeCases();
        case Task::ObstacleAvoid: return obstacleAvoidCases();
    }
    return {};
}

Vec2 evaluate(const ForceCase& c, const TaskTable& tasks) {
    switch (c.task) {
        case Task::Alignment: return tasks.alignment(c.self, c.neighbors, c.params);
        case Task::Separation: return tasks.separation(c.self, c.neighbors, c.params);
        case Task::Cohesion: return tasks.cohesion(c.self, c.neighbors, c.params);
        case Task::Flee: return tasks.flee(c.self, c.predators, c.params);
        case Task::ObstacleAvoid: return tasks.obstacleAvoid(c.self, c.obstacles, c.params);
    }
    return {};
}

bool passes(const ForceCase& c, Vec2 actual) {
    return isFinite(actual) && approxEqual(actual, c.expected, c.tolerance);
}

std::string diagnose(const ForceCase& c, Vec2 actual) {
    const Vec2 expected = c.expected;
    const float want = length(expected);
    const float got = length(actual);
    const float near = c.tolerance;
    if (!isFinite(actual)) {
        return "your force is not a number (NaN or infinity): something divided by zero. "
               "Look for a division by the neighbour count, a distance or the radius, and return {} before it.";
    }
    if (want <= near && got > near) {
        return "expected no force at all here. Check the case that should be skipped: "
               "no neighbours, something out of range, or forces that cancel.";
    }
    if (want > near && got <= near) {
        return "you returned zero. Is the stub's `return {};` still there, or does a check skip this case?";
    }
    const float cosine = dot(expected, actual) / (want * got);
    const bool sameLength = std::fabs(got - want) <= 2 * near;
    if (cosine > 0.9999f) {
        if (std::fabs(got - 1) <= near) return "right direction, but length 1: did you normalize where the recipe keeps the length?";
        if (std::fabs(want - 1) <= near) return "right direction, wrong length: did you normalize?";
        return fmt::format("right direction, wrong length ({:.4g} instead of {:.4g}): check what you scale by "
                           "(a strength, a weight, a count).",
                           got, want);
    }
    if (cosine < -0.9999f) {
        return sameLength ? "right length, opposite direction: check the sign (self - other, or other - self?)."
                          : "opposite direction and a different length: check the sign first.";
    }
    const float angle = std::fabs(signedAngle(expected, actual));
    return fmt::format("your force points {:.0f} degrees away from the expected direction.", angle);
}

namespace {

// The parameters a task reads, as "name value" pairs, for those that differ from the workshop's defaults.
std::string changedParams(const ForceCase& c) {
    const Params d;
    const Params& p = c.params;
    std::string text;
    auto note = [&](const char* name, float value, float usual) {
        if (value != usual) text += fmt::format("  params     {} {} (the default is {})\n", name, number(value), number(usual));
    };
    switch (c.task) {
        case Task::Alignment:
        case Task::Separation:
        case Task::Cohesion: note("neighborRadius", p.neighborRadius, d.neighborRadius); break;
        case Task::Flee:
            note("fleeRadius", p.fleeRadius, d.fleeRadius);
            note("fleeStrength", p.fleeStrength, d.fleeStrength);
            break;
        case Task::ObstacleAvoid:
            note("obstacleLookAhead", p.obstacleLookAhead, d.obstacleLookAhead);
            note("obstacleConeDegrees", p.obstacleConeDegrees, d.obstacleConeDegrees);
            note("avoidTurnDegrees", p.avoidTurnDegrees, d.avoidTurnDegrees);
            note("avoidStrength", p.avoidStrength, d.avoidStrength);
            break;
    }
    return text;
}

}  // namespace

std::string describeInputs(const ForceCase& c) {
    std::string text = fmt::format("  self       position {} velocity {}\n", c.self.position, c.self.velocity);
    switch (c.task) {  // only what this task's function is given
        case Task::Alignment:
        case Task::Separation:
        case Task::Cohesion:
            for (const Boid& b : c.neighbors) text += fmt::format("    neighbour  position {} velocity {}\n", b.position, b.velocity);
            if (c.neighbors.empty()) text += "  (no neighbours)\n";
            break;
        case Task::Flee:
            for (const Vec2& p : c.predators) text += fmt::format("  predator   position {}\n", p);
            if (c.predators.empty()) text += "  (no predators)\n";
            break;
        case Task::ObstacleAvoid:
            for (const Obstacle& o : c.obstacles) text += fmt::format("  obstacle   center {} radius {}\n", o.center, number(o.radius));
            if (c.obstacles.empty()) text += "  (no obstacles)\n";
            break;
    }
    return text + changedParams(c);
}

std::string explainFailure(const ForceCase& c, Vec2 actual) {
    const TaskInfo t = info(c.task);
    std::string text = fmt::format("Task {} {} ({}), scenario: {}\n", t.number, t.name, t.function, c.scene);
    text += describeInputs(c);
    text += fmt::format("  expected   {}  length {}\n", c.expected, number(length(c.expected)));
    text += fmt::format("  yours      {}  length {}\n", actual, number(length(actual)));
    if (const std::string d = diagnose(c, actual); !d.empty()) text += "  hint: " + d + "\n";
    if (!c.hint.empty()) text += "  about this case: " + c.hint + "\n";
    return text;
}

namespace {

// Which neighbours boid `self` is missing or has extra, in words.
std::string describeMismatch(const GridCase& c, const Grid& grid, std::size_t self,
                             const std::vector<std::uint32_t>& viaGrid, const std::vector<std::uint32_t>& viaBrute) {
    const auto& boids = c.boids;
    std::string text = fmt::format("  boid {} at {}, radius {:g}, cell size {:g} ({} x {} cells):\n", self,
                                   boids[self].position, c.radius, grid.cellSize, grid.columns, grid.rows);
    for (std::uint32_t n : viaBrute) {
        if (!std::binary_search(viaGrid.begin(), viaGrid.end(), n)) {
            text += fmt::format("    missing neighbour {} at {}, distance {:g}\n", n, boids[n].position,
                                distance(boids[self].position, boids[n].position));
        }
    }
    for (std::size_t k = 0; k < viaGrid.size(); ++k) {
        const std::uint32_t n = viaGrid[k];
        if (k > 0 && viaGrid[k - 1] == n) {
            text += fmt::format("    neighbour {} listed twice\n", n);
        } else if (n == self) {
            text += fmt::format("    extra neighbour {}: that is the boid itself\n", n);
        } else if (n >= boids.size()) {
            text += fmt::format("    extra neighbour {}: there are only {} boids\n", n, boids.size());
        } else if (!std::binary_search(viaBrute.begin(), viaBrute.end(), n)) {
            text += fmt::format("    extra neighbour {} at {}, distance {:g} > radius\n", n, boids[n].position,
                                distance(boids[self].position, boids[n].position));
        }
    }
    return text;
}

}  // namespace

GridCheck checkGrid(const GridCase& c, const TaskTable& tasks) {
    GridCheck result;
    Grid grid;
    tasks.buildGrid(grid, c.boids, chooseCellSize(c.radius, c.worldSize, maxGridCells(c.boids.size())), c.worldSize);
    std::vector<std::uint32_t> viaGrid, viaBrute;
    for (std::size_t i = 0; i < c.boids.size(); ++i) {
        viaGrid.clear();
        viaBrute.clear();
        tasks.findNeighborsInGrid(grid, c.boids, i, c.radius, viaGrid);
        findNeighborsBrute(c.boids, i, c.radius, viaBrute);
        if (!viaGrid.empty()) result.foundAny = true;
        std::sort(viaGrid.begin(), viaGrid.end());
        if (viaGrid != viaBrute && result.mismatch.empty()) {
            result.mismatch = describeMismatch(c, grid, i, viaGrid, viaBrute);
        }
    }
    result.same = result.mismatch.empty();
    return result;
}

}  // namespace boids
