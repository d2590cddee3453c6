// A failed check's call made again from its scene (boids/replay.h).
#include "boids/replay.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include <fmt/format.h>

#include "boids/simulation.h"

namespace boids {

#ifdef _MSC_VER
__declspec(noinline)
#else
[[gnu::noinline]]
#endif
void callsTheCheckMadeBefore(const TaskTable& table, Task task, const TraceScene& s, Grid& grid) {
    const TaskInfo& t = info(task);
    for (const EarlierCall& c : s.before) {
        switch (t.kind) {
            case TaskKind::Flock: table[task].flock(c.self, c.neighbors, c.params); break;
            case TaskKind::Predators: table[task].predators(c.self, c.predators, c.params); break;
            case TaskKind::Obstacles: table[task].obstacles(c.self, c.obstacles, c.params); break;
            case TaskKind::Grid: break;
        }
    }
    std::vector<std::uint32_t> found;
    for (const EarlierBuild& b : s.builtBefore) {  // each world built, then every boid's neighbours searched
        table.buildGrid(grid, b.boids, chooseCellSize(b.radius, b.worldSize, maxGridCells(b.boids.size())), b.worldSize);
        for (std::size_t i = 0; i < b.boids.size(); ++i) {
            found.clear();
            table.findNeighborsInGrid(grid, b.boids, i, b.radius, found);
        }
    }
}

bool sameForce(Vec2 a, Vec2 b, Vec2 scale) {
    const float tolerance = 1e-3f * std::max(1.0f, length(scale));
    const auto near = [&](float u, float v) { return (std::isnan(u) && std::isnan(v)) || std::abs(u - v) <= tolerance; };
    return near(a.x, b.x) && near(a.y, b.y);
}

std::string callOnScene(const TaskTable& table, Task task, const TraceScene& s, Grid& grid) {
    Vec2 force{};
    switch (info(task).kind) {
        case TaskKind::Flock: force = table[task].flock(s.self, s.neighbors, s.params); break;
        case TaskKind::Predators: force = table[task].predators(s.self, s.predators, s.params); break;
        case TaskKind::Obstacles: force = table[task].obstacles(s.self, s.obstacles, s.params); break;
        case TaskKind::Grid: {
            table.buildGrid(grid, s.boids, chooseCellSize(s.radius, s.worldSize, maxGridCells(s.boids.size())),
                            s.worldSize);
            std::vector<std::uint32_t> found;
            table.findNeighborsInGrid(grid, s.boids, s.focus, s.radius, found);
            std::string line = "neighbours";
            for (const std::uint32_t i : found) line += fmt::format(" {}", i);
            return line;
        }
    }
    return fmt::format("force {} {}", force.x, force.y);
}

}  // namespace boids
