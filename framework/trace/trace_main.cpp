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
#include <boids/replay.h>
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
    const Task task = *taskNumbered(BOIDS_TRACE_TASK);
    Grid grid;  // the grid task's, built for each of the scene's worlds in turn, as the check built it
    callsTheCheckMadeBefore(kTable, task, *scene, grid);
    const std::string result = callOnScene(kTable, task, *scene, grid);
    std::ofstream out(argv[2], std::ios::binary);
    out << result << '\n';
    if (!out) return fail(fmt::format("cannot write the result's file {}", argv[2]));
    return 0;
}
