// The text of the files new-task makes for a task, each from the task it is made like (new_task.h): the stub, the
// reference, the cases, the known mistakes, the hints and the recipe page. Every place the instructor writes is marked
// kInstructorMarker.
#pragma once

#include <string>
#include <string_view>

#include "task_registry_file.h"

namespace boids::companion {

// The marker of every place the instructor writes in the files new-task makes.
inline constexpr std::string_view kInstructorMarker = "TODO(instructor)";

// "Vec2 calculateX(const Boid& self, std::span<const Boid> neighbors, const Params& params)", by the task's kind.
std::string signatureOf(const RegistryEntry& task);

// The stub: the like task's, with its own first lines (what the force does, what to return) left to the instructor,
// and the number, stem and function made the new task's.
std::string stubFrom(std::string_view likeStub, const RegistryEntry& like, const RegistryEntry& task);
// The like task's reference, renamed, without its slide markers.
std::string solutionFrom(std::string_view likeSolution, const RegistryEntry& like, const RegistryEntry& task);
// The like task's cases, renamed, without the task each sets (casesFor() sets it).
std::string casesFrom(std::string_view likeCases, const RegistryEntry& like, const RegistryEntry& task);
std::string catalogFor(const RegistryEntry& task);
std::string hintsFor(const RegistryEntry& task);
std::string recipeFor(const RegistryEntry& task, const RegistryEntry& like);

}  // namespace boids::companion
