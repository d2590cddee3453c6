// The inspected boid's scenes (inspected_scene.h).
#include "inspected_scene.h"

#include <fstream>
#include <system_error>

#include <fmt/format.h>

#include <boids/checks.h>

#include "panel_text.h"
#include "utf8_path.h"

namespace boids::app {

TraceScene inspectedScene(const AppState& app, std::size_t boid, Task task) {
    const World& world = app.world;
    TraceScene scene;
    scene.task = info(task).number;
    scene.check = fmt::format("boid {} in the window", boid);
    scene.self = world.boids[boid];
    std::vector<std::uint32_t> near;
    findNeighborsBrute(world.boids, boid, world.params.neighborRadius, near);
    keepSameSpecies(world.boids, boid, world.params, near);
    for (const std::uint32_t i : near) scene.neighbors.push_back(world.boids[i]);
    predatorPositions(world, scene.predators);
    scene.obstacles = world.obstacles;
    scene.params = world.params;
    ForceCase c;
    c.task = task;
    c.self = scene.self;
    c.neighbors = scene.neighbors;
    c.predators = scene.predators;
    c.obstacles = scene.obstacles;
    c.params = scene.params;
    scene.expected = evaluate(c, app.reference);
    return scene;
}

std::filesystem::path inspectedScenePath(const std::filesystem::path& traceFolder, int taskNumber) {
    return traceFolder / fmt::format("inspected-task-{}.scene", taskNumber);
}

std::string writeInspectedScenes(const AppState& app, const std::filesystem::path& traceFolder) {
    if (app.inspected >= app.world.boids.size()) return {};
    std::error_code error;
    std::filesystem::create_directories(traceFolder, error);
    for (const TaskInfo& t : tasks()) {
        if (t.kind == TaskKind::Grid || !flownByLearnersCode(app, t.task)) continue;
        const std::filesystem::path path = inspectedScenePath(traceFolder, t.number);
        std::ofstream out(path, std::ios::binary);
        out << sceneJson(inspectedScene(app, app.inspected, t.task));
        if (!out) return fmt::format("cannot write {}", utf8FromPath(path));
    }
    return {};
}

}  // namespace boids::app
