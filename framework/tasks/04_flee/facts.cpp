// Task 4's facts: what the diagnosis knows of the recipe of flee beyond its kind (tasks/kinds.h): nothing more.
#include "tasks/kinds.h"

namespace boids {

TaskFacts calculateFleeFacts() { return {}; }

}  // namespace boids
