// A task's code in a small module of its own (boids_taskN: cmake/tasks.cmake, boids_add_task_module), which the
// learner's test program loads at start. A save then compiles one file and links one small library: the test
// program itself, with GoogleTest, the checks and the catalog of mistakes, is not relinked.
//
// The module exports the entry points of boids/plugin.h: boids_learner_abi (the layout it was built with) and
// boids_learner_tasks (a table holding task N's function alone: the grid's two for task 6), and
// boids_task_module_task, the number N. It is built with hidden visibility, so nothing else leaves it.
#pragma once

#include <boids/tasks.h>

namespace boids::test {

// extern "C" int boids_task_module_task(void): which task the module holds, 1-6.
inline constexpr const char* kTaskModuleTaskSymbol = "boids_task_module_task";
using TaskModuleTaskFunction = int (*)();

// What a test program that cannot load its module exits with, after its one line saying why.
inline constexpr int kTaskModuleMissingStatus = 3;

// The option that names another module of the same task: `boids_test_task1 --task-module=PATH [GoogleTest flags]`
// runs task 1's checks on the code in PATH instead of the program's own module; the self-test runs the held-out code
// of each task's unseen/ this way, one small module each rather than a test program each. GoogleTest, which takes only
// --gtest_ flags, leaves it alone. The debugger command that a hang or a crash prints (isolation.h) does not repeat
// it: add it by hand.
inline constexpr const char* kTaskModuleOption = "--task-module=";

// Loads task `task`'s module, `fileName`, from this program's own folder, or else from `builtPath`, where CMake
// builds it (the build folder), and returns its table; with --task-module=PATH among the program's arguments
// (`argc`, `argv` as main has them), loads PATH instead. The module stays
// loaded while the program runs. If it is missing, does not load, or is not task `task`'s module of this kit,
// prints one line naming the path and what was expected, and exits with kTaskModuleMissingStatus.
const TaskTable& loadTaskModule(int task, const char* fileName, const char* builtPath, int argc, char** argv);

}  // namespace boids::test
