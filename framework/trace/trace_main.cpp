// The program `./workshop trace` runs under a debugger: task BOIDS_TRACE_TASK's function, from the learner's file
// compiled alone and without optimisation (framework/trace/CMakeLists.txt), called once on a scene.
//   boids_trace_taskN SCENE RESULT
// The calls the check made before the failing one, when the scene holds them, are made first and not traced.
// SCENE: a scene as boids/trace_scene.h writes it (JSON). RESULT, written after the call: "force X Y" for a force,
// or, for the grid, "neighbours I J ..." (boid FOCUS's, as findNeighborsInGrid appends them). Bad input: one line on stderr naming it,
// exit status 2. The debugger stops at the learner's function; nothing here is stepped through.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include <boids/grid.h>
#include <boids/simulation.h>
#include BOIDS_TASK_ROW_HEADER  // boids/task_rows/taskN.h: this task's row of tasks.txt (boids/task_row.h)
#include <boids/trace_scene.h>

#ifndef BOIDS_TRACE_TASK
#error "Define BOIDS_TRACE_TASK as the number (tasks.txt) of the task this program traces."
#endif

namespace {

using namespace boids;

constexpr TaskTable makeTable() {
    TaskTable table;
    static_assert(registry::row::kNumber == BOIDS_TRACE_TASK, "BOIDS_TASK_ROW_HEADER is another task's row");
    BOIDS_TASK_ROW(BOIDS_SET_ROW_FUNCTION)
    return table;
}

int fail(const std::string& line) {
    std::fprintf(stderr, "boids_trace_task%d: %s\n", BOIDS_TRACE_TASK, line.c_str());
    return 2;
}

// Makes the calls the check made before the traced one (TraceScene's before; builtBefore, each world's grid built and
// searched for every boid), in order, so that what the learner's code keeps from one call to the next (a static, the
// cells of `grid`) is what the check's call found.
// Its name is the engines' sign that a call is not traced (trace_tracer.py, REPLAY_FUNCTION): it must stay a function
// of its own, never inlined.
#ifdef _MSC_VER
__declspec(noinline)
#else
[[gnu::noinline]]
#endif
void callsTheCheckMadeBefore(const TaskTable& table, const TraceScene& s, Grid& grid) {
    const Task task = *taskNumbered(BOIDS_TRACE_TASK);
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

// Calls the task's function on the scene: the result's line.
std::string run(const TaskTable& table, const TraceScene& s, Grid& grid) {
    const Task task = *taskNumbered(BOIDS_TRACE_TASK);
    const TaskInfo& t = info(task);
    Vec2 force{};
    switch (t.kind) {
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

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) return fail("expected two arguments, the scene's file and the result's file");
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) return fail(fmt::format("cannot read the scene's file {}", argv[1]));
    std::ostringstream text;
    text << in.rdbuf();
    std::string error;
    const std::optional<TraceScene> scene = parseScene(text.str(), error);
    if (!scene) return fail(fmt::format("{}: {}", argv[1], error));
    if (scene->task != BOIDS_TRACE_TASK) {
        return fail(fmt::format("{} is a scene of task {}, not of task {}", argv[1], scene->task, BOIDS_TRACE_TASK));
    }
    constexpr TaskTable kTable = makeTable();
    Grid grid;  // the grid task's, built for each of the scene's worlds in turn, as the check built it
    callsTheCheckMadeBefore(kTable, *scene, grid);
    const std::string result = run(kTable, *scene, grid);
    std::ofstream out(argv[2], std::ios::binary);
    out << result << '\n';
    if (!out) return fail(fmt::format("cannot write the result's file {}", argv[2]));
    return 0;
}
