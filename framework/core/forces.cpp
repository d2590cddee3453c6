// Every force on one boid, weighted and summed (evaluateForces, inspect: forces.h), and the bad forces a step met.
#include "boids/simulation.h"

#include "forces.h"

namespace boids {

void TaskFaults::merge(TaskFaults&& other) {
    if (other.count == 0) return;
    if (count == 0 || other.firstBoid < firstBoid) {
        first = other.first;
        message = std::move(other.message);
        firstBoid = other.firstBoid;
    }
    count += other.count;
}

int StepReport::total() const {
    int sum = 0;
    for (const TaskFaults& f : faults) sum += f.count;
    return sum;
}

ForceBreakdown evaluateForces(const Boid& self, std::span<const Boid> neighbors, std::span<const Vec2> predators,
                              std::span<const Obstacle> obstacles, const Params& params, const TaskTable& tasks,
                              StepReport* report, std::size_t who) {
    return detail::forceBreakdown(self, neighbors, predators, obstacles, params, tasks, report, who);
}

Inspection inspect(const World& world, std::size_t index, const TaskTable& tasks) {
    Inspection result;
    if (index >= world.boids.size()) return result;
    findNeighborsBrute(world.boids, index, world.params.neighborRadius, result.neighbors);
    keepSameSpecies(world.boids, index, world.params, result.neighbors);
    std::vector<Boid> neighbors;
    for (std::uint32_t i : result.neighbors) neighbors.push_back(world.boids[i]);
    std::vector<Vec2> predators;
    predatorPositions(world, predators);
    result.forces = evaluateForces(world.boids[index], neighbors, predators, world.obstacles, world.params, tasks);
    return result;
}

}  // namespace boids
