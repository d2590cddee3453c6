// The words the findings use (findings.cpp): each task's items, force and parameters by name, and lists of numbers
// (a number or a vector alone: boids/format.h).
// Private to the diagnosis (framework/checks/diagnosis/).
#pragma once

#include <string>
#include <vector>

#include "boids/tasks.h"

namespace boids::diagnosis {

// The names of a task's reach, strength and items (lab.h, Kind).
const char* reachName(Task task);
const char* strengthName(Task task);
const char* itemWord(Task task, bool plural = false);
// The item with its article: "a neighbour", "a predator", "an obstacle".
std::string anItem(Task task);
std::string forceWord(Task task);

std::string listed(const std::vector<float>& xs);

}  // namespace boids::diagnosis
