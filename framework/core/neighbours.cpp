// The neighbour search: every boid within a radius by brute force, the same species only, and a boid's
// neighbourhood from the cell list.
#include "boids/simulation.h"

#include <algorithm>

namespace boids {

void findNeighborsBrute(std::span<const Boid> boids, std::size_t self, float radius,
                        std::vector<std::uint32_t>& out) {
    const Vec2 center = boids[self].position;
    const float radiusSquared = radius * radius;
    for (std::size_t i = 0; i < boids.size(); ++i) {
        if (i != self && lengthSquared(boids[i].position - center) <= radiusSquared) {
            out.push_back(std::uint32_t(i));
        }
    }
}

void keepSameSpecies(std::span<const Boid> boids, std::size_t self, const WorldParams& params,
                     std::vector<std::uint32_t>& indices) {
    if (!params.species || self >= boids.size()) return;
    const std::uint8_t mine = boids[self].species;
    std::erase_if(indices, [&](std::uint32_t k) { return k >= boids.size() || boids[k].species != mine; });
}

std::size_t maxGridCells(std::size_t boids) { return std::max<std::size_t>(4096, 2 * boids); }

void gatherNeighborhood(const World& world, const CellList& cells, std::size_t slot, float radius, NeighborRule rule,
                        std::vector<std::uint32_t>& indices, std::vector<Boid>& out) {
    const WorldParams& p = world.params;
    const float radiusSquared = radius * radius;
    const bool measure = rule.strictlyWithin || rule.skipSamePoint;  // neighborSlots() already kept <= radius
    const std::size_t count = cells.neighborSlots(slot, radius, indices);
    const std::uint8_t mine = world.boids[cells.boidAt(slot)].species;
    out.clear();
    for (std::size_t j = 0; j < count; ++j) {
        const std::uint32_t k = indices[j];
        const std::uint8_t theirs = world.boids[cells.boidAt(k)].species;
        if (p.species && theirs != mine) continue;
        if (measure) {
            const float dd = lengthSquared(cells.positionAt(k) - cells.positionAt(slot));
            if ((rule.strictlyWithin && dd >= radiusSquared) || (rule.skipSamePoint && dd == 0)) continue;
        }
        out.push_back({cells.positionAt(k), cells.velocityAt(k), theirs});
    }
}

}  // namespace boids
