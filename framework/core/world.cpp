// The world's population: spawning boids, predators and obstacles, keeping their numbers to Params, and the
// wrap-around of its edges.
#include "boids/simulation.h"

#include <algorithm>
#include <cmath>

namespace boids {

namespace {

Vec2 randomDirection(Random& random) { return rotated(Vec2{1, 0}, random.uniform(0, 360)); }

Vec2 randomPosition(const Params& params, Random& random) {
    return {random.uniform(0, params.worldSize.x), random.uniform(0, params.worldSize.y)};
}

}  // namespace

Boid spawnBoid(const Params& params, Random& random) {
    const float fastest = std::max(params.spawnMinSpeed, params.spawnMaxSpeedFraction * params.maxSpeed);
    const float speed = random.uniform(params.spawnMinSpeed, fastest);
    const Vec2 position = randomPosition(params, random);
    return {position, randomDirection(random) * speed};
}

Predator spawnPredator(const Params& params, Random& random) {
    const float speed = random.uniform(params.predatorMaxSpeed / 3, params.predatorMaxSpeed);
    const Vec2 position = randomPosition(params, random);
    return {position, randomDirection(random) * speed, 0};
}

Obstacle spawnObstacle(const Params& params, Random& random) {
    const Vec2 center = randomPosition(params, random);
    return {center, random.uniform(params.obstacleMinRadius, params.obstacleMaxRadius)};
}

World makeWorld(const WorldParams& params, std::uint64_t seed) {
    World world;
    world.params = params;
    world.random = Random(seed);
    syncPopulation(world);
    return world;
}

void syncPopulation(World& world) {
    const WorldParams& p = world.params;
    auto resize = [&](auto& items, int wanted, auto spawn) {
        const std::size_t n = std::size_t(std::max(wanted, 0));
        if (items.size() > n) items.resize(n);
        while (items.size() < n) items.push_back(spawn(p, world.random));
    };
    // Fewer boids: the ones kept are drawn at random from the whole flock, in their order (selection sampling),
    // not the first ones: a flock kept in cell order (StepBuffers::keepCellOrder) would lose its top rows.
    const std::size_t wanted = std::size_t(std::max(p.numBoids, 0));
    if (world.boids.size() > wanted) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < world.boids.size() && kept < wanted; ++i) {
            const std::size_t left = world.boids.size() - i;
            if (world.random.next() % left < wanted - kept) world.boids[kept++] = world.boids[i];
        }
        world.boids.resize(wanted);
    }
    const std::size_t before = world.boids.size();
    resize(world.boids, p.numBoids, spawnBoid);
    for (std::size_t i = before; i < world.boids.size(); ++i) world.boids[i].species = speciesFor(i);
    resize(world.predators, p.numPredators, spawnPredator);
    resize(world.obstacles, p.numObstacles, spawnObstacle);
    for (Predator& predator : world.predators) predator.velocity = limited(predator.velocity, p.predatorMaxSpeed);
}

float detail::wrapFar(float x, float size) {
    if (!(size > 0)) return 0;
    if (x >= 0 && x < size) return x;
    x = std::fmod(x, size);
    if (x < 0) x += size;
    return x < size ? x : 0;  // -tiny + size can round up to size itself
}

}  // namespace boids
