// Draws the tests' hand-worked cases as SVG scenario diagrams for the slides, and task 6's grid picture.
//
//   slides_draw_cases OUTDIR NAME...
//
// NAME is a test's name, Suite.Case (Separation.PushesHarderTheCloserTheNeighbour), or "grid". Each is written
// to OUTDIR/NAME.svg. The cases come from boids::checks, the very tables the tests run, so a diagram cannot
// disagree with its test; the grid picture is the reference's buildGrid() and findNeighborsInGrid() at work.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/grid.h>
#include <boids/simulation.h>

#include "svg.h"

namespace {

using namespace boids;
using namespace boids::slides;

// The window's colours (framework/app/drawing/draw.h), so that a diagram looks like the world it explains.
namespace colour {
constexpr std::string_view kWorld = "#0d141f";
constexpr std::string_view kBoid = "#78c8ff";
constexpr std::string_view kNeighbour = "#ffd65a";
constexpr std::string_view kSelf = "#ffffff";
constexpr std::string_view kPredator = "#ff5c48";
constexpr std::string_view kObstacle = "#303a4c";
constexpr std::string_view kObstacleEdge = "#70809c";
constexpr std::string_view kText = "#e8edf5";
constexpr std::string_view kDim = "#8a94a6";
constexpr std::string_view kFaint = "#3a4354";
}  // namespace colour

// The inspector's colour for each task's force (tasks.txt; framework/app/drawing/draw_frame.cpp, taskColour).
std::string forceColour(Task task) { return fmt::format("#{:06x}", info(task).colour); }


// A number and a vector for a slide: at most two decimals (boids/format.h).
std::string num(float x) { return number(x, 2); }
std::string vec(Vec2 v) { return number(v, 2); }

// An offset such as "(+10, -5)", for labels next to the things around the boid.
std::string offset(Vec2 v) {
    auto sign = [](float x) { return std::round(x * 100) > 0 ? "+" + num(x) : num(x); };
    return fmt::format("({}, {})", sign(v.x), sign(v.y));
}

// A diagram is about the size it is shown at: half a 1280 x 720 slide.
constexpr float kWidth = 560;
constexpr float kHeight = 440;
constexpr float kFooter = 38;  // the expected force
constexpr float kTitleSize = 16;
constexpr float kTextSize = 15;

// Words broken into lines of at most `width` characters.
std::vector<std::string> wrap(std::string_view words, std::size_t width) {
    std::vector<std::string> lines{""};
    std::size_t start = 0;
    while (start < words.size()) {
        std::size_t end = words.find(' ', start);
        if (end == std::string_view::npos) end = words.size();
        const std::string_view word = words.substr(start, end - start);
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() > width) lines.emplace_back();
        if (!lines.back().empty()) lines.back() += ' ';
        lines.back() += word;
        start = end + 1;
    }
    return lines;
}

// The title (the test's name) and the scene in words, wrapped; returns where the picture may start.
float header(Svg& svg, std::string_view title, std::string_view scene) {
    svg.text({18, 27}, title, kTitleSize, colour::kText, "start", "bold", true);
    float y = 27;
    for (const std::string& line : wrap(scene, std::size_t((kWidth - 36) / (0.55f * kTextSize)))) {
        y += kTextSize + 5;
        svg.text({18, y}, line, kTextSize, colour::kDim);
    }
    return y + 10;
}

// Screen direction (y down) of a world direction (y up).
Vec2 screenDir(Vec2 world) { return {world.x, -world.y}; }

// The parameters this case changes from the workshop's defaults, for the header.
std::string changedParamsText(const ForceCase& c) {
    std::string text;
    for (const ParamChange& p : changedParams(c)) {
        text += fmt::format("{}{} {}", text.empty() ? "" : ", ", p.name, num(p.value));
    }
    return text;
}

// The length a task's force has at "full strength", so that arrows of different tasks compare fairly.
float fullForce(const ForceCase& c) {
    switch (c.task) {
        case Task::Flee: return std::max(c.params.fleeStrength, 1e-3f);
        case Task::ObstacleAvoid: return std::max(c.params.avoidStrength, 1e-3f);
        default: return 1;
    }
}

// The radius around the boid, `ring`: neighbours (tasks 1-3), fleeing (task 4) or looking ahead (task 5), with the
// cone of task 5.
void drawRing(Svg& svg, const View& view, const ForceCase& c, float ring) {
    const Params& p = c.params;
    const Vec2 here = c.self.position;
    const Vec2 me = view.px(here);
    const float s = view.scale;
    if (c.task == Task::ObstacleAvoid && length(c.self.velocity) > 0) {
        const float cone = p.obstacleConeDegrees;
        const Vec2 a = view.px(here + rotated(normalized(c.self.velocity), cone) * ring);
        const Vec2 b = view.px(here + rotated(normalized(c.self.velocity), -cone) * ring);
        const int large = cone > 90 ? 1 : 0;
        svg.path(fmt::format("M {:.1f} {:.1f} L {:.1f} {:.1f} A {:.1f} {:.1f} 0 {} 1 {:.1f} {:.1f} Z", me.x, me.y, a.x,
                             a.y, ring * s, ring * s, large, b.x, b.y),
                 forceColour(Task::ObstacleAvoid),
                 fmt::format(R"(fill-opacity="0.10" stroke="{}" stroke-opacity="0.45" stroke-width="1")",
                             forceColour(Task::ObstacleAvoid)));
        svg.inkSegment(me, a, 0.3f);
        svg.inkSegment(me, b, 0.3f);
    }
    svg.circle(me, ring * s, "none", colour::kDim, 1.2f, R"(stroke-dasharray="5 5")");
    svg.inkRing(me, ring * s, 0.3f);
    const std::string name = c.task == Task::Flee            ? "fleeRadius"
                             : c.task == Task::ObstacleAvoid ? "obstacleLookAhead"
                                                             : "neighborRadius";
    svg.text(me + Vec2{0, -ring * s - 7}, fmt::format("{} {}", name, num(ring)), 13, colour::kDim, "middle");
}

// Obstacles, predators and neighbours, each labelled with where it is (or, for alignment, how it flies).
void drawItems(Svg& svg, const View& view, const ForceCase& c, float velocityScale) {
    const Vec2 here = c.self.position;
    const float s = view.scale;
    for (const Obstacle& o : c.obstacles) {
        const Vec2 at = view.px(o.center);
        const float r = std::max(o.radius * s, 3.0f);
        svg.circle(at, r, std::string(colour::kObstacle), colour::kObstacleEdge, 1.5f);
        svg.inkDisc(at, r, 1);
        const Vec2 to = o.center - here;
        const float angle = signedAngle(c.self.velocity, to);
        const std::string side = std::fabs(angle) < 0.5f     ? "ahead"
                                 : std::fabs(angle) > 179.5f ? "behind"
                                                             : fmt::format("{}° {}", num(std::fabs(angle)), angle > 0 ? "left" : "right");
        svg.label(at + screenDir(normalized(to)) * r, fmt::format("{} away, {}", num(length(to)), side), colour::kDim,
                  screenDir(to));
    }
    for (const Vec2& q : c.predators) {
        const Vec2 at = view.px(q);
        svg.circle(at, 7, std::string(colour::kPredator));
        svg.inkDisc(at, 8, 2);
        const Vec2 to = q - here;
        svg.label(at, fmt::format("predator at {}", offset(to)), colour::kPredator,
                  length(to) > 0 ? screenDir(to) : Vec2{1, 1});
    }
    for (const Boid& b : c.neighbors) {
        const Vec2 at = view.px(b.position);
        if (velocityScale > 0) {
            svg.arrow(at, view.px(b.position + b.velocity * velocityScale), colour::kNeighbour, 1.5f);
        }
        svg.boid(at, screenDir(b.velocity), colour::kNeighbour, 13);
        const Vec2 to = b.position - here;
        const std::string words = c.task == Task::Alignment ? fmt::format("velocity {}", vec(b.velocity))
                                                             : fmt::format("at {}", offset(to));
        svg.label(at, words, colour::kNeighbour, length(to) > 0 ? screenDir(to) : Vec2{-1, 1});
    }
}

std::string drawCase(const ForceCase& c) {
    const Vec2 here = c.self.position;
    const Params& p = c.params;

    // The scene: everything the function is given, plus the radius it works within.
    Box scene;
    scene.add(here);
    for (const Boid& b : c.neighbors) scene.add(b.position);
    for (const Vec2& q : c.predators) scene.add(q);
    for (const Obstacle& o : c.obstacles) scene.add(o.center, o.radius);
    float ring = 0;  // the radius drawn around the boid
    if (c.task == Task::Flee) ring = p.fleeRadius;
    else if (c.task == Task::ObstacleAvoid) ring = p.obstacleLookAhead;
    else ring = p.neighborRadius;
    if (ring > 0) scene.add(here, ring);
    scene.add(here, 10);
    const float extent = std::max(scene.extent(), 20.0f);

    // Arrows, in world units: velocities up to a fifth of the scene, the force up to two fifths at full strength.
    float fastest = length(c.self.velocity);
    for (const Boid& b : c.neighbors) fastest = std::max(fastest, length(b.velocity));
    const float velocityScale = fastest > 0 ? 0.2f * extent / fastest : 0;
    const float forceScale = 0.4f * extent / fullForce(c);
    const Vec2 forceTip = here + c.expected * forceScale;
    scene.add(forceTip);
    scene.add(here + c.self.velocity * velocityScale);
    for (const Boid& b : c.neighbors) scene.add(b.position + b.velocity * velocityScale);
    const Vec2 margin{0.1f * extent, 0.1f * extent};

    Svg svg(kWidth, kHeight);
    svg.rect({0.5f, 0.5f}, {kWidth - 1, kHeight - 1}, colour::kWorld, R"(rx="10" stroke="#2b3547")");
    const std::string title = suiteName(c.task) + "." + c.name;
    std::string sceneWords = c.scene;
    if (const std::string changed = changedParamsText(c); !changed.empty()) sceneWords += " (" + changed + ")";
    const float top = header(svg, title, sceneWords);
    const View view = fit(scene.lo - margin, scene.hi + margin, {16, top}, {kWidth - 32, kHeight - top - kFooter - 6});

    const Vec2 me = view.px(here);
    if (ring > 0) drawRing(svg, view, c, ring);
    drawItems(svg, view, c, velocityScale);

    // The boid itself, its velocity, and the force the recipe gives it.
    if (velocityScale > 0 && length(c.self.velocity) > 0) {
        svg.arrow(me, view.px(here + c.self.velocity * velocityScale), colour::kSelf, 1.5f);
    }
    svg.boid(me, screenDir(c.self.velocity), colour::kSelf, 15);
    const std::string force = forceColour(c.task);
    const bool none = length(c.expected) < 1e-4f;
    if (!none) svg.arrow(me, view.px(forceTip), force, 5);
    svg.label(me, "you", colour::kSelf, {-1, 1});
    if (!none) svg.label(view.px(forceTip), vec(c.expected), force, screenDir(c.expected), 16);
    svg.placeLabels({8, top - 4}, {kWidth - 8, kHeight - kFooter});

    const std::string footer = none ? "expected force: (0, 0), no force at all"
                                    : fmt::format("expected force: {}, length {}", vec(c.expected), num(length(c.expected)));
    svg.text({18, kHeight - 15}, footer, 17, force, "start", "bold");
    return svg.str(title + ": " + c.scene);
}

// The grid's cells (of `cellSize`) over `world`, the nine around (column, row) that a search visits shaded, and the world's edge.
void drawCells(Svg& svg, const View& view, const Grid& grid, float cellSize, Vec2 world, int column, int row) {
    const Vec2 corner = view.px({float(column - 1) * cellSize, float(row + 2) * cellSize});
    const Vec2 cornerFar = view.px({float(column + 2) * cellSize, float(row - 1) * cellSize});
    const Vec2 worldLo = view.px({0, world.y});
    const Vec2 worldHi = view.px({world.x, 0});
    const Vec2 lo{std::max(corner.x, worldLo.x), std::max(corner.y, worldLo.y)};
    const Vec2 hi{std::min(cornerFar.x, worldHi.x), std::min(cornerFar.y, worldHi.y)};
    svg.rect(lo, hi - lo, "#78c8ff", R"(fill-opacity="0.10")");
    for (int col = 0; col <= grid.columns; ++col) {
        const float x = std::min(float(col) * cellSize, world.x);
        svg.line(view.px({x, 0}), view.px({x, world.y}), colour::kFaint, 1);
    }
    for (int r = 0; r <= grid.rows; ++r) {
        const float y = std::min(float(r) * cellSize, world.y);
        svg.line(view.px({0, y}), view.px({world.x, y}), colour::kFaint, 1);
    }
    svg.rect(lo, hi - lo, "none", R"(stroke="#78c8ff" stroke-width="2")");
    svg.rect(worldLo, worldHi - worldLo, "none", R"(stroke="#70809c" stroke-width="1.5")");
}

// Task 6: a small world cut into cells; the boid's own cell and the eight around it are all a grid searches.
std::string drawGrid() {
    Params p;
    const Vec2 world{400, 260};
    const float radius = p.neighborRadius;
    Random random(11);
    std::vector<Boid> boids;
    for (int i = 0; i < 90; ++i) {
        const Vec2 at{random.uniform(0, world.x), random.uniform(0, world.y)};
        const Vec2 v = rotated(Vec2{2, 0}, random.uniform(-180, 180));
        boids.push_back({at, v});
    }
    // The boid nearest the middle asks for its neighbours.
    std::size_t self = 0;
    for (std::size_t i = 1; i < boids.size(); ++i) {
        if (distance(boids[i].position, world / 2) < distance(boids[self].position, world / 2)) self = i;
    }
    const float cellSize = chooseCellSize(radius, world, 1u << 20);
    Grid grid;
    recipeTasks().buildGrid(grid, boids, cellSize, world);
    std::vector<std::uint32_t> found;
    recipeTasks().findNeighborsInGrid(grid, boids, self, radius, found);
    std::vector<std::uint32_t> brute;
    findNeighborsBrute(boids, self, radius, brute);
    std::sort(found.begin(), found.end());
    std::sort(brute.begin(), brute.end());
    if (found != brute) {
        fmt::print(stderr, "slides_draw_cases: the reference grid disagrees with brute force\n");
        std::exit(1);
    }

    const int column = std::clamp(int(std::floor(boids[self].position.x / cellSize)), 0, grid.columns - 1);
    const int row = std::clamp(int(std::floor(boids[self].position.y / cellSize)), 0, grid.rows - 1);
    auto searched = [&](int r, int col) { return std::abs(r - row) <= 1 && std::abs(col - column) <= 1; };
    std::size_t candidates = 0;
    for (int r = 0; r < grid.rows; ++r) {
        for (int col = 0; col < grid.columns; ++col) {
            if (searched(r, col)) candidates += grid.cells[std::size_t(r * grid.columns + col)].size();
        }
    }
    --candidates;  // the boid itself

    Svg svg(kWidth, kHeight);
    svg.rect({0.5f, 0.5f}, {kWidth - 1, kHeight - 1}, colour::kWorld, R"(rx="10" stroke="#2b3547")");
    const float top = header(svg, "Task 6: a grid of buckets",
                             fmt::format("{} boids, neighborRadius {}, cells of {} units: {} x {} cells, of which "
                                         "the boid's search visits 9",
                                         boids.size(), num(radius), num(cellSize), grid.columns, grid.rows)) + 32;
    // The legend, under the header.
    float x = 18;
    for (const auto& [words, fill] : {std::pair{"neighbour", colour::kNeighbour}, std::pair{"checked", colour::kBoid},
                                      std::pair{"never looked at", colour::kFaint}}) {
        svg.boid({x + 5, top - 22}, {0, -1}, fill, 10);
        svg.text({x + 16, top - 17}, words, 14, colour::kDim);
        x += 16 + 0.55f * 14 * float(std::string_view(words).size()) + 24;
    }
    const View view = fit({0, 0}, world, {16, top}, {kWidth - 32, kHeight - top - kFooter - 6});
    const float s = view.scale;

    drawCells(svg, view, grid, cellSize, world, column, row);

    const Vec2 me = view.px(boids[self].position);
    svg.circle(me, radius * s, "none", colour::kDim, 1.2f, R"(stroke-dasharray="5 5")");
    for (std::size_t i = 0; i < boids.size(); ++i) {
        if (i == self) continue;
        const Vec2 at = boids[i].position;
        const int r = std::clamp(int(std::floor(at.y / cellSize)), 0, grid.rows - 1);
        const int col = std::clamp(int(std::floor(at.x / cellSize)), 0, grid.columns - 1);
        const bool isNeighbour = std::binary_search(found.begin(), found.end(), std::uint32_t(i));
        const std::string_view fill = isNeighbour ? colour::kNeighbour : searched(r, col) ? colour::kBoid : colour::kFaint;
        svg.boid(view.px(at), screenDir(boids[i].velocity), fill, 9);
    }
    svg.boid(me, screenDir(boids[self].velocity), colour::kSelf, 11);

    svg.text({18, kHeight - 15},
             fmt::format("{} distance checks instead of {}: {} neighbours", candidates, boids.size() - 1,
                         found.size()),
             17, colour::kBoid, "start", "bold");
    return svg.str("Task 6: the nine cells a grid searches");
}

std::optional<ForceCase> findCase(std::string_view testName) {
    for (Task task : forceTasks()) {
        for (ForceCase& c : casesFor(task)) {
            if (suiteName(task) + "." + c.name == testName) return std::move(c);
        }
    }
    return std::nullopt;
}

// Whether a task of tasks.txt has this GoogleTest suite name ("Cohesion").
bool isListedSuite(const std::string& suite) {
    return std::any_of(tasks().begin(), tasks().end(), [&](const TaskInfo& t) { return suiteName(t.task) == suite; });
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3) {
        std::fputs("usage: slides_draw_cases OUTDIR NAME...  (NAME: Suite.Case, as the test is named, or grid)\n", stderr);
        return 2;
    }
    const std::string outdir = argv[1];
    for (int i = 2; i < argc; ++i) {
        const std::string name = argv[i];
        std::string svg;
        if (name == "grid") {
            svg = drawGrid();
        } else if (const auto c = findCase(name)) {
            svg = drawCase(*c);
        } else if (!isListedSuite(name.substr(0, name.find('.')))) {
            // A diagram of a task that tasks.txt leaves out: the deck keeps the committed one, as it was drawn.
            fmt::print("slides_draw_cases: {} left as committed: its task is not in tasks.txt\n", name);
            continue;
        } else {
            fmt::print(stderr,
                       "slides_draw_cases: no case named {} in the case tables (framework/tasks/*/cases.cpp); "
                       "a diagram is named Suite.Case, e.g. Separation.PushesAwayFromOneCloseNeighbour\n",
                       name);
            return 1;
        }
        std::ofstream out(outdir + "/" + name + ".svg", std::ios::binary | std::ios::trunc);
        out << svg;
        if (!out) {
            fmt::print(stderr, "slides_draw_cases: cannot write {}/{}.svg\n", outdir, name);
            return 1;
        }
    }
    return 0;
}
