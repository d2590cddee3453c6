// The words of a learner's grid that threw in a step (faults.cpp); describe(), of a rejected force, is
// boids/simulation.h's. Private to boids::core.
#pragma once

#include <string>

namespace boids::words {

// "Task 6 Spatial grid threw an exception: WHAT; this step used brute force instead."; `what` is the exception's
// what(), or null for one that is not a std::exception.
std::string gridThrew(const char* what);

}  // namespace boids::words
