// The predators: where they are for the flee (the mouse's among them), and their wander.
#include "boids/simulation.h"

#include "phases.h"

namespace boids {

void predatorPositions(const World& world, std::vector<Vec2>& out) {
    out.clear();
    for (const Predator& p : world.predators) out.push_back(p.position);
    if (world.mousePredator) out.push_back(*world.mousePredator);
}

void detail::wanderPredators(World& world) {
    const WorldParams& p = world.params;
    for (Predator& predator : world.predators) {
        predator.secondsSinceTurn += p.stepSeconds;
        if (predator.secondsSinceTurn >= p.predatorTurnIntervalSeconds && world.random.chance(p.predatorTurnChance)) {
            const float turn = world.random.uniform(-p.predatorMaxTurnDegrees, p.predatorMaxTurnDegrees);
            const float speed = world.random.uniform(p.predatorMaxSpeed / 3, p.predatorMaxSpeed);
            const Vec2 heading = normalized(predator.velocity);
            predator.velocity = rotated(heading == Vec2{} ? Vec2{1, 0} : heading, turn) * speed;
            predator.secondsSinceTurn = 0;
        }
        predator.velocity = limited(predator.velocity, p.predatorMaxSpeed);
        predator.position = wrap(predator.position + predator.velocity, p.worldSize);
    }
}

}  // namespace boids
