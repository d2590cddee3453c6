// Task 5's facts: what the diagnosis knows of the recipe of obstacle avoidance beyond its kind (tasks/kinds.h): nothing more.
#include "tasks/kinds.h"

namespace boids {

TaskFacts calculateObstacleAvoidFacts() { return {}; }

}  // namespace boids
