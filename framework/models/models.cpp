// The seeds' models: Reynolds steering (000), inverse-square separation (002) and one-pass accumulators (004).
#include "boids/models.h"

#include <array>
#include <cmath>

namespace boids {

namespace {

struct ModelName {
    Model model;
    std::string_view cli;
    std::string_view display;
};
constexpr std::array<ModelName, kModelCount> kModelNames{{
    {Model::Workshop, "workshop", "Workshop (your tasks)"},
    {Model::Reynolds, "reynolds", "Reynolds steering (seed 000)"},
    {Model::InverseSquare, "inverse-square", "Inverse-square (seed 002)"},
    {Model::Accumulators, "accumulators", "Accumulators (seed 004)"},
    {Model::Flock3D, "3d", "3D flock (seed 001)"},
}};

// The seeds see neighbours strictly within their radius; the inverse-square model none on its own point (1/d^2).
constexpr NeighborRule kSeedNeighbours{.strictlyWithin = true};
constexpr NeighborRule kSeedNeighboursApart{.strictlyWithin = true, .skipSamePoint = true};

Vec2 meanPosition(std::span<const Boid> neighbors) {
    Vec2 sum;
    for (const Boid& other : neighbors) sum += other.position;
    return sum / float(neighbors.size());
}

Vec2 meanVelocity(std::span<const Boid> neighbors) {
    Vec2 sum;
    for (const Boid& other : neighbors) sum += other.velocity;
    return sum / float(neighbors.size());
}

}  // namespace

std::string_view cliName(Model model) { return kModelNames[std::size_t(model)].cli; }

std::optional<Model> modelNamed(std::string_view name) {
    for (const ModelName& m : kModelNames) {
        if (m.cli == name) return m.model;
    }
    return std::nullopt;
}

std::string_view displayName(Model model) { return kModelNames[std::size_t(model)].display; }

Model nextModel(Model model) { return Model((int(model) + 1) % kModelCount); }

void applyPreset(Model model, WorldParams& params) {
    const Params defaults;
    switch (model) {
        case Model::Workshop:
            params.numBoids = defaults.numBoids;
            params.separationWeight = defaults.separationWeight;
            params.alignmentWeight = defaults.alignmentWeight;
            params.cohesionWeight = defaults.cohesionWeight;
            params.maxSpeed = defaults.maxSpeed;
            params.neighborRadius = defaults.neighborRadius;
            break;
        case Model::Reynolds: params.reynolds = ReynoldsParams{}; break;
        case Model::InverseSquare:
            params.inverseSquare = InverseSquareParams{};
            params.numBoids = 50;  // the listing's N
            break;
        case Model::Accumulators: params.accumulators = AccumulatorParams{}; break;
        case Model::Flock3D: params.flock3d = Flock3DParams{}; break;
    }
}

Vec2 baseWorldSize(const WorldParams& params) {
    if (params.model == Model::InverseSquare) {
        const float side = 2 * params.inverseSquare.halfWidth;
        return {side, side};
    }
    return Params{}.worldSize;
}

float modelNeighborRadius(const WorldParams& params) {
    switch (params.model) {
        case Model::Workshop: return params.neighborRadius;
        case Model::Reynolds: return params.reynolds.perceptionRadius;
        case Model::InverseSquare: return params.inverseSquare.radius;
        case Model::Accumulators: return params.accumulators.visualRange;
        case Model::Flock3D: return params.flock3d.visualRange;
    }
    return params.neighborRadius;
}

// --- Seed 000: Reynolds steering ---

Vec2 steerToward(Vec2 desired, Vec2 velocity, const ReynoldsParams& p) { return limited(desired - velocity, p.maxForce); }

Vec2 reynoldsAlignment(const Boid& self, std::span<const Boid> neighbors, const ReynoldsParams& p) {
    if (neighbors.empty()) return {};
    const Vec2 desired = normalized(meanVelocity(neighbors)) * p.maxSpeed;
    return steerToward(desired, self.velocity, p);
}

Vec2 reynoldsCohesion(const Boid& self, std::span<const Boid> neighbors, const ReynoldsParams& p) {
    if (neighbors.empty()) return {};
    const Vec2 desired = normalized(meanPosition(neighbors) - self.position) * p.maxSpeed;
    return steerToward(desired, self.velocity, p);
}

Vec2 reynoldsSeparation(const Boid& self, std::span<const Boid> neighbors, const ReynoldsParams& p) {
    if (neighbors.empty()) return {};
    Vec2 away;
    for (const Boid& other : neighbors) {
        const Vec2 offset = self.position - other.position;
        const float d = length(offset);
        if (d > 0) away += normalized(offset) / d;  // closer pushes harder
    }
    away /= float(neighbors.size());
    return steerToward(normalized(away) * p.maxSpeed, self.velocity, p);
}

void stepReynolds(World& world, StepBuffers& buffers) {
    const WorldParams& params = world.params;
    const ReynoldsParams& p = params.reynolds;
    buffers.forces.resize(world.boids.size());
    const auto visit = [&](std::size_t i, std::span<const Boid> near) {
        const Boid& self = world.boids[i];
        buffers.forces[i] = p.alignmentWeight * reynoldsAlignment(self, near, p) +
                            p.cohesionWeight * reynoldsCohesion(self, near, p) +
                            p.separationWeight * reynoldsSeparation(self, near, p);
    };
    forEachNeighborhood(world, p.perceptionRadius, kSeedNeighbours, buffers, visit);
    const float timeScale = p.frameSeconds > 0 ? params.stepSeconds / p.frameSeconds : 1.0f;
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        Boid& boid = world.boids[i];
        boid.position = wrap(boid.position + boid.velocity * timeScale, params.worldSize);
        Vec2 heading = normalized(boid.velocity + buffers.forces[i] * timeScale);
        if (heading == Vec2{}) heading = normalized(boid.velocity);
        boid.velocity = heading * p.maxSpeed;
    }
    world.steps += 1;
    world.seconds += params.stepSeconds;
}

// --- Seed 002: inverse-square separation ---

Vec2 inverseSquareSeparation(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p) {
    Vec2 push;
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float dd = lengthSquared(away);
        if (dd > 0) push += away / dd;
    }
    return p.separation * push;
}

Vec2 inverseSquareCohesion(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p) {
    if (neighbors.empty()) return {};
    return p.cohesion * (meanPosition(neighbors) - self.position);
}

Vec2 inverseSquareAlignment(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p) {
    if (neighbors.empty()) return {};
    return p.alignment * (meanVelocity(neighbors) - self.velocity);
}

Vec2 inverseSquareVelocity(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p) {
    if (neighbors.empty()) return p.loneStops ? Vec2{} : self.velocity;
    const Vec2 v = self.velocity + inverseSquareCohesion(self, neighbors, p) +
                   inverseSquareSeparation(self, neighbors, p) + inverseSquareAlignment(self, neighbors, p);
    return limited(v, p.maxSpeed);
}

void stepInverseSquare(World& world, StepBuffers& buffers) {
    const InverseSquareParams& p = world.params.inverseSquare;
    buffers.forces.resize(world.boids.size());
    const auto visit = [&](std::size_t i, std::span<const Boid> near) {
        buffers.forces[i] = inverseSquareVelocity(world.boids[i], near, p);
    };
    forEachNeighborhood(world, p.radius, kSeedNeighboursApart, buffers, visit);
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        Boid& boid = world.boids[i];
        boid.velocity = buffers.forces[i];
        boid.position = wrap(boid.position + boid.velocity * p.dt, world.params.worldSize);
    }
    world.steps += 1;
    world.seconds += p.dt;
}

void spawnInverseSquare(World& world) {
    const InverseSquareParams& p = world.params.inverseSquare;
    const float side = 2 * p.halfWidth;
    world.boids.clear();
    for (int i = 0; i < world.params.numBoids; ++i) {
        Boid b;
        b.position = {world.random.uniform(0, side), world.random.uniform(0, side)};
        b.velocity = limited({world.random.uniform(-1, 1), world.random.uniform(-1, 1)}, p.maxSpeed);
        b.species = speciesFor(std::size_t(i));
        world.boids.push_back(b);
    }
}

// --- Seed 004: one-pass accumulators ---

void accumulate(Accumulators& sums, const Boid& self, const Boid& other, const AccumulatorParams& p) {
    sums.positions += other.position;
    sums.velocities += other.velocity;
    const Vec2 offset = other.position - self.position;
    if (length(offset) < p.separationDistance) sums.separation -= offset;
    ++sums.seen;
}

Vec2 performCohesion(const Accumulators& sums, const Boid& self, const AccumulatorParams& p) {
    if (sums.seen == 0 || p.cohesionResistance <= 0) return {};
    return (sums.positions / float(sums.seen) - self.position) / p.cohesionResistance;
}

Vec2 performSeparation(const Accumulators& sums, const AccumulatorParams&) { return sums.separation; }

Vec2 performAlignment(const Accumulators& sums, const Boid& self, const AccumulatorParams& p) {
    if (sums.seen == 0) return {};
    const Vec2 desired = normalized(sums.velocities / float(sums.seen)) * p.speed;
    return (desired - self.velocity) * p.alignmentEagerness;
}

Vec2 accumulatorsVelocity(const Boid& self, std::span<const Boid> neighbors, const AccumulatorParams& p) {
    Accumulators sums;
    for (const Boid& other : neighbors) accumulate(sums, self, other, p);  // the one pass
    const Vec2 acceleration =
        performCohesion(sums, self, p) + performSeparation(sums, p) + performAlignment(sums, self, p);
    Vec2 heading = normalized(self.velocity + acceleration);
    if (heading == Vec2{}) heading = normalized(self.velocity);
    return heading * p.speed;
}

void stepAccumulators(World& world, StepBuffers& buffers) {
    const AccumulatorParams& p = world.params.accumulators;
    const float dt = world.params.stepSeconds;
    buffers.forces.resize(world.boids.size());
    const auto visit = [&](std::size_t i, std::span<const Boid> near) {
        buffers.forces[i] = accumulatorsVelocity(world.boids[i], near, p);
    };
    forEachNeighborhood(world, p.visualRange, kSeedNeighbours, buffers, visit);
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        Boid& boid = world.boids[i];
        boid.velocity = buffers.forces[i];
        boid.position = wrap(boid.position + boid.velocity * dt, world.params.worldSize);
    }
    world.steps += 1;
    world.seconds += dt;
}

StepReport stepModel(World& world, const TaskTable& tasks, StepBuffers& buffers, NeighborSearch search) {
    buffers.reordered = false;  // only the workshop's fused step reorders the flock
    switch (world.params.model) {
        case Model::Workshop: return step(world, tasks, buffers, search);
        case Model::Reynolds: stepReynolds(world, buffers); break;
        case Model::InverseSquare: stepInverseSquare(world, buffers); break;
        case Model::Accumulators: stepAccumulators(world, buffers); break;
        case Model::Flock3D: break;
    }
    return {};
}

}  // namespace boids
