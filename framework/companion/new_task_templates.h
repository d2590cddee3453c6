// The text of the files new-task makes for a task, each from the task it is made like (new_task.h): the stub, the
// reference, the cases, the known mistakes, the hints and the recipe page. Every place the instructor writes is marked
// kInstructorMarker. `params` are the task's own parameters (task_params.h): each file names params.NAME where the
// instructor writes the code or text that uses it, and never its number, which params.txt holds.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "task_params.h"
#include "task_registry_file.h"

namespace boids::companion {

// The marker of every place the instructor writes in the files new-task makes.
inline constexpr std::string_view kInstructorMarker = "TODO(instructor)";

// The struct a task with parameters of its own reads them from, as cmake/task_registry.cmake names it from the stem:
// "07_speed_limit" -> "SpeedLimitParams" ("Task7..." where the name would start with a digit); Params for a task
// without any.
std::string paramsTypeOf(const RegistryEntry& task, std::span<const TaskParam> params);

// "Vec2 calculateX(const Boid& self, std::span<const Boid> neighbors, const Params& params)", by the task's kind, with
// paramsTypeOf() for the parameters' type.
std::string signatureOf(const RegistryEntry& task, std::span<const TaskParam> params = {});

// The stub: the like task's, with its own first lines (what the force does, what to return) left to the instructor,
// and the number, stem and function made the new task's.
std::string stubFrom(std::string_view likeStub, const RegistryEntry& like, const RegistryEntry& task,
                     std::span<const TaskParam> params);
// The like task's reference, renamed, without its slide markers.
std::string solutionFrom(std::string_view likeSolution, const RegistryEntry& like, const RegistryEntry& task,
                         std::span<const TaskParam> params);
// The like task's cases, renamed, without the task each sets (casesFor() sets it), and for each parameter the case
// to write, with its expected vector built from it.
std::string casesFrom(std::string_view likeCases, const RegistryEntry& like, const RegistryEntry& task,
                      std::span<const TaskParam> params);
std::string catalogFor(const RegistryEntry& task);
// facts.cpp: no facts beyond the task's kind.
std::string factsFor(const RegistryEntry& task);
std::string hintsFor(const RegistryEntry& task, std::span<const TaskParam> params);
std::string recipeFor(const RegistryEntry& task, const RegistryEntry& like, std::span<const TaskParam> params);
// params.txt: a header saying what each field is, then one line a parameter (cmake/task_registry.cmake reads it).
std::string paramsFileFor(int taskNumber, std::span<const TaskParam> params);

}  // namespace boids::companion
