// The 3D flock of seed 001: three factor rules, soft walls and a speed limit.
#include "boids/flock3d.h"

namespace boids {

namespace {

bool sees(const Boid3D& self, const Boid3D& other, float range, bool species) {
    return &other != &self && lengthSquared(other.position - self.position) < range * range &&
           (!species || other.species == self.species);
}

}  // namespace

Flock3D makeFlock3D(int count, const Flock3DParams& params, std::uint64_t seed) {
    Flock3D flock;
    flock.random = Random(seed);
    Random& r = flock.random;
    const float s = params.boxSize;
    for (int i = 0; i < count; ++i) {
        Boid3D b;
        b.position = {r.uniform(0, s), r.uniform(0, s), r.uniform(0, s)};
        b.velocity = limited(Vec3{r.uniform(-1, 1), r.uniform(-1, 1), r.uniform(-1, 1)} * params.speedLimit,
                             params.speedLimit / 2);
        b.species = std::uint8_t(i % 4);
        flock.boids.push_back(b);
    }
    return flock;
}

Vec3 cohesion3D(const Boid3D& self, std::span<const Boid3D> others, const Flock3DParams& p, bool species) {
    Vec3 center;
    int friends = 0;
    for (const Boid3D& other : others) {
        if (!sees(self, other, p.visualRange, species)) continue;
        center += other.position;
        ++friends;
    }
    if (friends == 0) return {};
    return (center / float(friends) - self.position) * p.coherenceFactor;
}

Vec3 alignment3D(const Boid3D& self, std::span<const Boid3D> others, const Flock3DParams& p, bool species) {
    Vec3 velocity;
    int friends = 0;
    for (const Boid3D& other : others) {
        if (!sees(self, other, p.visualRange, species)) continue;
        velocity += other.velocity;
        ++friends;
    }
    if (friends == 0) return {};
    return (velocity / float(friends) - self.velocity) * p.alignmentFactor;
}

Vec3 separation3D(const Boid3D& self, std::span<const Boid3D> others, const Flock3DParams& p) {
    Vec3 move;
    for (const Boid3D& other : others) {
        if (sees(self, other, p.minDistance, false)) move += self.position - other.position;
    }
    return move * p.separationFactor;
}

Vec3 keepInBox(const Boid3D& self, const Flock3DParams& p) {
    auto axis = [&](float x) {
        if (x < p.margin) return p.turnFactor;
        if (x > p.boxSize - p.margin) return -p.turnFactor;
        return 0.0f;
    };
    return {axis(self.position.x), axis(self.position.y), axis(self.position.z)};
}

void stepFlock3D(Flock3D& flock, const Flock3DParams& params, bool species, Rules3D rules, std::vector<Vec3>* scratch) {
    std::vector<Vec3> local;
    std::vector<Vec3>& next = scratch ? *scratch : local;
    next.resize(flock.boids.size());
    const std::span<const Boid3D> all(flock.boids);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Boid3D& self = all[i];
        Vec3 v = self.velocity + rules.cohesion * cohesion3D(self, all, params, species) +
                 rules.alignment * alignment3D(self, all, params, species) +
                 rules.separation * separation3D(self, all, params) + keepInBox(self, params);
        next[i] = limited(v, params.speedLimit);
    }
    for (std::size_t i = 0; i < all.size(); ++i) {
        flock.boids[i].velocity = next[i];
        flock.boids[i].position += next[i];
    }
    ++flock.steps;
}

float polarization3D(std::span<const Boid3D> boids) {
    if (boids.empty()) return 0;
    Vec3 sum;
    for (const Boid3D& b : boids) sum += normalized(b.velocity);
    return length(sum / float(boids.size()));
}

}  // namespace boids
