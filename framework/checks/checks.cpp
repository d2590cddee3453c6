// Evaluating a ForceCase and a GridCase, and laying out a failure (its words are ../words/checks.cpp). casesFor(), the
// cases by task, is in ../tasks/tables.cpp.
#include "boids/checks.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <span>
#include <vector>

#include "boids/format.h"
#include "boids/simulation.h"
#include "angles.h"
#include "tasks/kinds.h"
#include "words/checks.h"

namespace boids {

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

bool sameAnswer(Vec2 a, Vec2 b, float absolute, float relative) {
    if (!isFinite(a) || !isFinite(b)) return !isFinite(a) && !isFinite(b);
    return approxEqual(a, b, std::max(absolute, relative * std::max(length(a), length(b))));
}

Rank rankOf(const ForceCase& c, Vec2 actual) {
    if (passes(c, actual)) return Rank::None;
    if (!isFinite(actual)) return Rank::Measured;
    const float want = length(c.expected), got = length(actual);
    if (want <= c.tolerance || got <= c.tolerance) return Rank::Measured;
    const float cosine = dot(c.expected, actual) / (want * got);
    if (std::fabs(cosine) > 0.9999f || !words::unitsMixUp(c, actual).empty()) return Rank::Measured;
    return Rank::Vague;
}

report::Verdict verdictOf(std::string_view kind, std::string_view checks) {
    return {std::string(kind), {}, std::string(checks)};
}

report::Verdict verdictOf(const ForceCase& c, Vec2 actual) {
    // The same measurements as diagnose(), as a kind and its numbers.
    const float want = length(c.expected), got = length(actual), near = c.tolerance;
    const std::vector<report::Number> lengths = {{"yours", got}, {"recipe", want}};
    report::Verdict verdict = verdictOf("", c.hint);
    if (!isFinite(actual)) {
        verdict.kind = "nan";
    } else if (want <= near && got > near) {
        verdict = {"extra", {{"yours", got}}, c.hint};
    } else if (want > near && got <= near) {
        // "zero" only when it is: a force too short to count still has its own length, which the words give.
        verdict = got > 0 ? report::Verdict{"zero", lengths, c.hint} : report::Verdict{"zero", {{"recipe", want}}, c.hint};
    } else if (want <= near) {
        verdict = {"length", lengths, c.hint};  // both within the tolerance of zero, yet apart: too small to turn
    } else {
        const float cosine = dot(c.expected, actual) / (want * got);
        const bool sameLength = std::fabs(got - want) <= near;
        const float degrees = std::fabs(signedAngle(c.expected, actual));
        if (cosine > 0.9999f && !sameLength) {
            verdict = {"length", lengths, c.hint};
        } else if (cosine < -0.9999f) {
            verdict = {"opposite", lengths, c.hint};
        } else {
            verdict = {"direction", {{"degrees", degrees}}, c.hint};
            if (!sameLength) verdict.numbers.insert(verdict.numbers.end(), lengths.begin(), lengths.end());
        }
    }
    return verdict;
}

report::Verdict gridVerdict(const GridCase& c, const GridCheck& check) {
    // Counted as words::describeMismatch() lists them, for the same boid.
    int missing = 0, onRadius = 0, otherCell = 0, beyond = 0, itself = 0, twice = 0, outside = 0;
    const std::size_t self = check.focus;
    // The cells as the recipe lays them out for this world: a neighbour missed in another cell than the boid's, or
    // only on the radius, are different mistakes.
    const float cell = chooseCellSize(c.radius, c.worldSize, maxGridCells(c.boids.size()));
    auto cellOf = [&](Vec2 p) {
        if (!(cell > 0)) return std::pair{0, 0};
        const int columns = std::max(1, int(std::ceil(c.worldSize.x / cell)));
        const int rows = std::max(1, int(std::ceil(c.worldSize.y / cell)));
        return std::pair{std::clamp(int(std::floor(p.x / cell)), 0, columns - 1),
                         std::clamp(int(std::floor(p.y / cell)), 0, rows - 1)};
    };
    for (std::uint32_t n : check.expected) {
        if (!std::binary_search(check.found.begin(), check.found.end(), n)) {
            ++missing;
            if (distance(c.boids[self].position, c.boids[n].position) == c.radius) ++onRadius;
            if (cellOf(c.boids[n].position) != cellOf(c.boids[self].position)) ++otherCell;
        }
    }
    for (std::size_t k = 0; k < check.found.size(); ++k) {
        const std::uint32_t n = check.found[k];
        if (k > 0 && check.found[k - 1] == n) {
            ++twice;
        } else if (n == self) {
            ++itself;
        } else if (n >= c.boids.size()) {
            ++outside;
        } else if (!std::binary_search(check.expected.begin(), check.expected.end(), n)) {
            ++beyond;
        }
    }
    return {"grid",
            {{"missing", missing}, {"onradius", onRadius}, {"othercell", otherCell}, {"beyond", beyond},
             {"itself", itself}, {"twice", twice}, {"outside", outside}},
            ""};
}

Vec2 turnedBy(Vec2 v, float degrees) {
    switch (int(std::lround(detail::wrapDegrees(degrees) * 1000))) {  // the quarter turns, exactly
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

// The parameters the case changes, a line each.
std::string changedParamLines(const ForceCase& c) {
    std::string text;
    for (const ParamChange& p : changedParams(c)) {
        text += fmt::format("  params     {} {} (the default is {})\n", p.name, number(p.value), number(p.usual));
    }
    return text;
}

float medianOf(std::vector<float> values) {
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(values.size() / 2), values.end());
    return values[values.size() / 2];
}

// "1st", "2nd", "3rd", "11th", "25th".
std::string ordinal(std::size_t n) {
    const std::size_t tens = n % 100, units = n % 10;
    const char* suffix = tens >= 11 && tens <= 13 ? "th" : units == 1 ? "st" : units == 2 ? "nd" : units == 3 ? "rd" : "th";
    return fmt::format("{}{}", n, suffix);
}

// One line per item of a scene. A crowd (more than kListedItems) is its first items, a line that counts the rest, the
// items among the rest that are not like them, each with its place in the list, and its last item: a failure stays
// readable, and the item a case turns on is not folded away. An item is not like the others when its distance from
// the boid is an outlier: off the crowd's median by more than four times the median deviation, and by more than 5%
// of the median (a circle of 47 and one at a quarter of their distance: that one; a crowd spread over a range of
// distances: none). At most kOddItems of them are listed.
constexpr std::size_t kListedItems = 10;
constexpr std::size_t kOddItems = 3;
std::string itemLines(const ForceCase& c, const KindFacts& kind) {
    const std::size_t count = kind.count(c);
    if (count == 0) return fmt::format("  (no {})\n", kind.items);
    std::string text;
    if (count <= kListedItems) {
        for (std::size_t i = 0; i < count; ++i) text += kind.line(c, i);
        return text;
    }
    const std::size_t first = kListedItems - 2, last = count - 1;
    std::vector<float> distances;
    for (std::size_t i = 0; i < count; ++i) distances.push_back(length(kind.at(c, i) - c.self.position));
    const float median = medianOf(distances);
    std::vector<float> deviations;
    for (const float d : distances) deviations.push_back(std::fabs(d - median));
    const float spread = std::max(4 * medianOf(deviations), 0.05f * median);
    std::vector<std::size_t> odd;
    for (std::size_t i = first; i < last && odd.size() < kOddItems; ++i) {
        if (deviations[i] > spread) odd.push_back(i);
    }
    for (std::size_t i = 0; i < first; ++i) text += kind.line(c, i);
    const std::size_t folded = last - first - odd.size();
    text += fmt::format("    ... {} more {} like these ({} in all, as the scenario says){}\n", folded, kind.items,
                        count, odd.empty() ? "" : "; not like them:");
    for (const std::size_t i : odd) {
        std::string shown = kind.line(c, i);
        shown.pop_back();  // its "\n"
        text += fmt::format("{}   (the {} in the list, at {} from the boid where most are at about {})\n", shown,
                            ordinal(i + 1), number(distances[i]), number(median));
    }
    return text + kind.line(c, last);
}

}  // namespace

std::vector<ParamChange> changedParams(const ForceCase& c) {
    const Params usual;
    std::vector<ParamChange> changes;
    for (const NamedParam& f : kindOf(c.task).reads) {
        if (c.params.*f.field != usual.*f.field) changes.push_back({f.name, c.params.*f.field, usual.*f.field});
    }
    return changes;
}

std::string describeInputs(const ForceCase& c) {
    std::string text = fmt::format("  self       position {} velocity {}\n", c.self.position, c.self.velocity);
    const KindFacts& kind = kindOf(c.task);
    if (kind.set != 0) text += itemLines(c, kind);  // only what this task's function is given: the grid's, no items
    return text + changedParamLines(c);
}

std::vector<report::Part> failureParts(const ForceCase& c, Vec2 actual, const NamedMistake* mistake) {
    const TaskInfo t = info(c.task);
    std::vector<report::Part> parts;
    parts.push_back({"title", fmt::format("Task {} {} ({}), scenario: {}\n", t.number, t.name, t.function, c.scene)});
    if (mistake) {
        parts.push_back({"mistake", namedMistakeLine(mistake->explanation)});
    } else if (const std::string measured = diagnose(c, actual); !measured.empty()) {
        parts.push_back({"measured", wrapped(measured)});
    }
    parts.push_back({"inputs", describeInputs(c)});
    parts.push_back({"expected", fmt::format("  expected   {}  length {}\n", c.expected, number(length(c.expected)))});
    parts.push_back({"yours", fmt::format("  yours      {}  length {}\n", actual, number(length(actual)))});
    if (!c.hint.empty()) parts.push_back({"checks", words::caseChecksLine(c.hint)});
    if (mistake && !mistake->tryThis.empty()) parts.push_back({"try", mistakeTryLine(mistake->tryThis)});
    return parts;
}

Rank failureRank(const ForceCase& c, Vec2 actual, const NamedMistake* mistake) {
    return mistake ? Rank::NamedMistake : rankOf(c, actual);
}

std::string explainFailure(const ForceCase& c, Vec2 actual, const NamedMistake* mistake) {
    std::string text;
    for (const report::Part& part : failureParts(c, actual, mistake)) text += part.text;
    return text;
}

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
        std::string text = words::describeMismatch(c, grid, i, viaGrid[i], viaBrute, rank);
        if (result.mismatch.empty() || rank < result.rank) {  // the first boid, unless a later one says more
            result.mismatch = std::move(text);
            result.rank = rank;
            result.focus = std::uint32_t(i);
            result.expected = viaBrute;
            result.found = viaGrid[i];
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
