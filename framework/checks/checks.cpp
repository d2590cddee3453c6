// Evaluating a ForceCase and explaining a failure in words a learner can act on.
#include "boids/checks.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "boids/format.h"
#include "boids/simulation.h"

namespace boids {

std::vector<ForceCase> casesFor(Task task) {
    std::vector<ForceCase> cases;
#define BOIDS_CASES_OF_Flock(n, function) \
    if (info(task).number == n) cases = function##Cases();
#define BOIDS_CASES_OF_Predators BOIDS_CASES_OF_Flock
#define BOIDS_CASES_OF_Obstacles BOIDS_CASES_OF_Flock
#define BOIDS_CASES_OF_Grid(n, function)
#define BOIDS_CASES_OF(n, name, stem, kind, function, ...) BOIDS_CASES_OF_##kind(n, function)
    if (isListed(task)) {
        BOIDS_TASK_LIST(BOIDS_CASES_OF)
    }
#undef BOIDS_CASES_OF
    for (ForceCase& c : cases) c.task = task;
    return cases;
}

Vec2 evaluate(const ForceCase& c, const TaskTable& tasks) {
    const TaskFunction& f = tasks[c.task];
    if (f.flock) return f.flock(c.self, c.neighbors, c.params);
    if (f.predators) return f.predators(c.self, c.predators, c.params);
    if (f.obstacles) return f.obstacles(c.self, c.obstacles, c.params);
    return {};
}

bool passes(const ForceCase& c, Vec2 actual) {
    return isFinite(actual) && approxEqual(actual, c.expected, c.tolerance);
}

namespace {

// An angle in degrees, brought into (-180, 180].
float wrapDegrees(float a) {
    a = std::fmod(a, 360.0f);
    if (a > 180) a -= 360;
    if (a <= -180) a += 360;
    return a;
}

// Task 5 turns the heading by a number of degrees: a force turned by that number read as radians (or by its
// radians read as degrees) is a mix-up of units, and says so.
std::string unitsMixUp(const ForceCase& c, Vec2 actual) {
    if (c.task != Task::ObstacleAvoid || length(c.self.velocity) == 0) return {};
    const float wanted = signedAngle(c.self.velocity, c.expected);
    const float got = signedAngle(c.self.velocity, actual);
    const float asRadians = wrapDegrees(degrees(wanted));  // the turn in degrees, read as radians
    if (std::fabs(wrapDegrees(got - asRadians)) < 0.5f && std::fabs(wanted) > 1) {
        return fmt::format("your force is the heading turned by {:.0f} degrees, which is what {:.0f} radians give: "
                           "an angle in degrees was read as radians (std::cos and std::sin take radians; rotated() "
                           "takes degrees).",
                           got, wanted);
    }
    if (std::fabs(got - radians(wanted)) < 0.05f && std::fabs(wanted) > 1) {
        return fmt::format("your force is the heading turned by {:.2f} degrees, which is {:.0f} degrees converted "
                           "to radians: rotated() takes degrees, as params holds them.",
                           got, wanted);
    }
    return {};
}

}  // namespace

std::string diagnose(const ForceCase& c, Vec2 actual) {
    // What this one answer measures, and nothing it cannot: the diagnosis by experiment (boids/diagnosis.h) says why.
    const Vec2 expected = c.expected;
    const float want = length(expected);
    const float got = length(actual);
    const float near = c.tolerance;
    if (!isFinite(actual)) {
        return fmt::format("yours is not a number (NaN or infinity) in this scene, where the recipe's is {}: a division "
                           "by zero gives that.",
                           expected);
    }
    if (want <= near && got > near) return fmt::format("the recipe gives no force in this scene; yours has length {}.", number(got));
    if (want > near && got <= near) return fmt::format("yours is zero in this scene, where the recipe's has length {}.", number(want));
    const float cosine = dot(expected, actual) / (want * got);
    const bool sameLength = std::fabs(got - want) <= near;
    if (cosine > 0.9999f && sameLength) {  // the length is right: the direction is a little off
        return fmt::format("yours has the recipe's length ({}) but points {} degrees away from its direction.",
                           number(want), number(std::fabs(signedAngle(expected, actual))));
    }
    if (cosine > 0.9999f) {
        return fmt::format("right direction, but yours has length {} where the recipe's has length {} ({} times as long).",
                           number(got), number(want), number(got / want));
    }
    if (cosine < -0.9999f) {
        return std::fabs(got - want) <= 2 * near
                   ? std::string("the opposite direction to the recipe's, with the same length.")
                   : fmt::format("the opposite direction to the recipe's, with length {} where the recipe's is {}.",
                                 number(got), number(want));
    }
    if (std::string units = unitsMixUp(c, actual); !units.empty()) return units;
    const float angle = std::fabs(signedAngle(expected, actual));
    if (sameLength) {
        return fmt::format("yours points {} degrees away from the recipe's direction, with the recipe's length ({}).",
                           number(angle), number(want));
    }
    return fmt::format("yours points {} degrees away from the recipe's direction, with length {} where the recipe's "
                       "has {}.",
                       number(angle), number(got), number(want));
}

Rank rankOf(const ForceCase& c, Vec2 actual) {
    if (passes(c, actual)) return Rank::None;
    if (!isFinite(actual)) return Rank::Measured;
    const float want = length(c.expected), got = length(actual);
    if (want <= c.tolerance || got <= c.tolerance) return Rank::Measured;
    const float cosine = dot(c.expected, actual) / (want * got);
    if (std::fabs(cosine) > 0.9999f || !unitsMixUp(c, actual).empty()) return Rank::Measured;
    return Rank::Vague;
}

std::string wrapped(std::string_view sentence, std::size_t width) {
    std::string text = "  ";
    std::size_t column = 2;
    bool lineStart = true;
    while (!sentence.empty()) {
        std::size_t end = std::min(sentence.find(' '), sentence.size());
        // A minus sign stays with the word before it: a line that began "- d" would read as a new bullet.
        if (const std::string_view next = sentence.substr(std::min(end + 1, sentence.size()));
            end > 0 && (next == "-" || next.starts_with("- "))) {
            end += 2;
        }
        const std::string_view word = sentence.substr(0, end);
        if (!lineStart && column + 1 + word.size() > width) {
            text += "\n    ";
            column = 4;
            lineStart = true;
        }
        if (!lineStart) {
            text += ' ';
            ++column;
        }
        text += word;
        column += word.size();
        lineStart = false;
        sentence.remove_prefix(std::min(end + 1, sentence.size()));
    }
    return text + "\n";
}

std::string diagnosisTag(Rank rank, std::string_view mistakeId) {
    std::string tag = fmt::format("[boids-diagnosis] rank={}", int(rank));
    if (!mistakeId.empty()) tag += fmt::format(" mistake={}", mistakeId);
    return tag + "\n";
}

Vec2 turnedBy(Vec2 v, float degrees) {
    switch (int(std::lround(wrapDegrees(degrees) * 1000))) {  // the quarter turns, exactly
        case 0: return v;
        case 90000: return {-v.y, v.x};
        case 180000: return {-v.x, -v.y};
        case -90000: return {v.y, -v.x};
    }
    return rotated(v, degrees);
}

ForceCase turnedAbout(const ForceCase& c, float degrees) {
    ForceCase t = c;
    const Vec2 pivot = c.self.position;
    auto turnPoint = [&](Vec2 p) { return pivot + turnedBy(p - pivot, degrees); };
    t.self.velocity = turnedBy(c.self.velocity, degrees);
    for (Boid& b : t.neighbors) b = {turnPoint(b.position), turnedBy(b.velocity, degrees)};
    for (Vec2& p : t.predators) p = turnPoint(p);
    for (Obstacle& o : t.obstacles) o.center = turnPoint(o.center);
    t.expected = turnedBy(c.expected, degrees);
    t.scene = fmt::format("{}, the whole scene turned by {:g} degrees", c.scene, degrees);
    return t;
}

ForceCase movedBy(const ForceCase& c, Vec2 offset) {
    ForceCase m = c;
    m.self.position += offset;
    for (Boid& b : m.neighbors) b.position += offset;
    for (Vec2& p : m.predators) p += offset;
    for (Obstacle& o : m.obstacles) o.center += offset;
    m.scene = fmt::format("{}, the whole scene moved by {}", c.scene, offset);
    return m;
}

namespace {

// The parameters a task of its kind reads, as "name value" pairs, for those that differ from the workshop's defaults.
std::string changedParams(const ForceCase& c) {
    const Params d;
    const Params& p = c.params;
    std::string text;
    auto note = [&](const char* name, float value, float usual) {
        if (value != usual) text += fmt::format("  params     {} {} (the default is {})\n", name, number(value), number(usual));
    };
    switch (info(c.task).kind) {
        case TaskKind::Flock: note("neighborRadius", p.neighborRadius, d.neighborRadius); break;
        case TaskKind::Predators:
            note("fleeRadius", p.fleeRadius, d.fleeRadius);
            note("fleeStrength", p.fleeStrength, d.fleeStrength);
            break;
        case TaskKind::Obstacles:
            note("obstacleLookAhead", p.obstacleLookAhead, d.obstacleLookAhead);
            note("obstacleConeDegrees", p.obstacleConeDegrees, d.obstacleConeDegrees);
            note("avoidTurnDegrees", p.avoidTurnDegrees, d.avoidTurnDegrees);
            note("avoidStrength", p.avoidStrength, d.avoidStrength);
            break;
        case TaskKind::Grid: break;
    }
    return text;
}

}  // namespace

std::string describeInputs(const ForceCase& c) {
    std::string text = fmt::format("  self       position {} velocity {}\n", c.self.position, c.self.velocity);
    switch (info(c.task).kind) {  // only what this task's function is given
        case TaskKind::Flock:
            for (const Boid& b : c.neighbors) text += fmt::format("    neighbour  position {} velocity {}\n", b.position, b.velocity);
            if (c.neighbors.empty()) text += "  (no neighbours)\n";
            break;
        case TaskKind::Predators:
            for (const Vec2& p : c.predators) text += fmt::format("  predator   position {}\n", p);
            if (c.predators.empty()) text += "  (no predators)\n";
            break;
        case TaskKind::Obstacles:
            for (const Obstacle& o : c.obstacles) text += fmt::format("  obstacle   center {} radius {}\n", o.center, number(o.radius));
            if (c.obstacles.empty()) text += "  (no obstacles)\n";
            break;
        case TaskKind::Grid: break;
    }
    return text + changedParams(c);
}

std::string explainFailure(const ForceCase& c, Vec2 actual) { return explainFailure(c, actual, nullptr); }

std::string explainFailure(const ForceCase& c, Vec2 actual, const NamedMistake* mistake) {
    const TaskInfo t = info(c.task);
    std::string text = fmt::format("Task {} {} ({}), scenario: {}\n", t.number, t.name, t.function, c.scene);
    const std::string measured = diagnose(c, actual);
    if (mistake) {
        text += wrapped(fmt::format("This is what you get when {}.", mistake->explanation));
    } else if (!measured.empty()) {
        text += wrapped(measured);
    }
    text += describeInputs(c);
    text += fmt::format("  expected   {}  length {}\n", c.expected, number(length(c.expected)));
    text += fmt::format("  yours      {}  length {}\n", actual, number(length(actual)));
    if (!c.hint.empty()) text += wrapped("this case checks: " + c.hint);
    if (mistake && !mistake->tryThis.empty()) text += wrapped(fmt::format("try: {}.", mistake->tryThis));
    text += diagnosisTag(mistake ? Rank::NamedMistake : rankOf(c, actual), mistake ? mistake->id : "");
    return text;
}

namespace {

// Which neighbours boid `self` is missing or has extra, in words, and how telling that is.
std::string describeMismatch(const GridCase& c, const Grid& grid, std::size_t self,
                             const std::vector<std::uint32_t>& viaGrid, const std::vector<std::uint32_t>& viaBrute,
                             Rank& rank) {
    const auto& boids = c.boids;
    rank = Rank::Vague;
    std::string text = fmt::format("  boid {} at {}, radius {:g} (cell size {:g}, {} x {} cells):\n", self,
                                   boids[self].position, c.radius, grid.cellSize, grid.columns, grid.rows);
    // Where a neighbour's cell lies from the boid's, in words: the grid's cells, as the recipe numbers them.
    auto cellFromSelf = [&](std::uint32_t n) -> std::string {
        if (!(grid.cellSize > 0) || grid.columns <= 0 || grid.rows <= 0) return {};
        auto cellOf = [&](float x, int cells) { return std::clamp(int(std::floor(x / grid.cellSize)), 0, cells - 1); };
        const int dc = cellOf(boids[n].position.x, grid.columns) - cellOf(boids[self].position.x, grid.columns);
        const int dr = cellOf(boids[n].position.y, grid.rows) - cellOf(boids[self].position.y, grid.rows);
        if (dc == 0 && dr == 0) return ", in the boid's own cell";
        return fmt::format(", in the cell at column {:+d}, row {:+d} from the boid's", dc, dr);
    };
    for (std::uint32_t n : viaBrute) {
        if (!std::binary_search(viaGrid.begin(), viaGrid.end(), n)) {
            const float d = distance(boids[self].position, boids[n].position);
            text += fmt::format("    missing neighbour {} at {}, distance {:g}{}{}\n", n, boids[n].position, d,
                                d == c.radius ? ", exactly on the radius (distance <= radius counts)" : "", cellFromSelf(n));
        }
    }
    for (std::size_t k = 0; k < viaGrid.size(); ++k) {
        const std::uint32_t n = viaGrid[k];
        if (k > 0 && viaGrid[k - 1] == n) {
            text += fmt::format("    neighbour {} listed twice\n", n);
            rank = Rank::Measured;
        } else if (n == self) {
            text += fmt::format("    extra neighbour {}: that is the boid itself\n", n);
            rank = Rank::Measured;
        } else if (n >= boids.size()) {
            text += fmt::format("    extra neighbour {}: there are only {} boids\n", n, boids.size());
            rank = Rank::Measured;
        } else if (!std::binary_search(viaBrute.begin(), viaBrute.end(), n)) {
            text += fmt::format("    extra neighbour {} at {}, distance {:g}: beyond the radius{}\n", n,
                                boids[n].position, distance(boids[self].position, boids[n].position), cellFromSelf(n));
        }
    }
    return text;
}

}  // namespace

std::vector<std::vector<std::uint32_t>> gridNeighbours(const GridCase& c, const TaskTable& tasks, Grid& grid) {
    tasks.buildGrid(grid, c.boids, chooseCellSize(c.radius, c.worldSize, maxGridCells(c.boids.size())), c.worldSize);
    std::vector<std::vector<std::uint32_t>> all(c.boids.size());
    for (std::size_t i = 0; i < c.boids.size(); ++i) {
        tasks.findNeighborsInGrid(grid, c.boids, i, c.radius, all[i]);
        std::sort(all[i].begin(), all[i].end());
    }
    return all;
}

GridCheck checkGrid(const GridCase& c, const TaskTable& tasks) {
    Grid grid;
    return checkGrid(c, tasks, grid);
}

GridCheck checkGrid(const GridCase& c, const TaskTable& tasks, Grid& grid) {
    GridCheck result;
    const auto viaGrid = gridNeighbours(c, tasks, grid);
    std::vector<std::uint32_t> viaBrute;
    for (std::size_t i = 0; i < c.boids.size(); ++i) {
        viaBrute.clear();
        findNeighborsBrute(c.boids, i, c.radius, viaBrute);
        if (!viaGrid[i].empty()) result.foundAny = true;
        if (viaGrid[i] == viaBrute || result.rank == Rank::Measured) continue;
        Rank rank = Rank::None;
        std::string text = describeMismatch(c, grid, i, viaGrid[i], viaBrute, rank);
        if (result.mismatch.empty() || rank < result.rank) {  // the first boid, unless a later one says more
            result.mismatch = std::move(text);
            result.rank = rank;
        }
    }
    result.same = result.mismatch.empty();
    return result;
}

std::string suiteName(Task task) {
    std::string name;
    bool upper = true;
    for (char ch : info(task).name) {
        if (ch == ' ') {
            upper = true;
            continue;
        }
        name += upper ? char(std::toupper(static_cast<unsigned char>(ch))) : ch;
        upper = false;
    }
    return name;
}

}  // namespace boids
