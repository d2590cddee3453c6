// Flocking measured: polarization, clusters (union-find over the cell list's pairs), nearest-neighbour distance.
#include "boids/analysis.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "boids/grid.h"

namespace boids {

namespace {

std::uint32_t root(std::vector<std::uint32_t>& parent, std::uint32_t i) {
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];  // path halving: the trees stay shallow
        i = parent[i];
    }
    return i;
}

}  // namespace

float polarization(std::span<const Boid> boids) {
    if (boids.empty()) return 0;
    Vec2 sum;
    for (const Boid& b : boids) sum += normalized(b.velocity);
    return length(sum / float(boids.size()));
}

int countClusters(std::span<const Boid> boids, float radius, Vec2 worldSize, ClusterBuffers& buffers) {
    const std::size_t n = boids.size();
    std::vector<std::uint32_t>& parent = buffers.parent;
    parent.resize(n);
    for (std::size_t i = 0; i < n; ++i) parent[i] = std::uint32_t(i);
    int clusters = int(n);
    if (n == 0 || !(radius >= 0)) return clusters;
    CellList& cells = buffers.cells;
    cells.build(boids, chooseCellSize(radius, worldSize, std::max<std::size_t>(4096, 2 * n)), worldSize);
    cells.forEachPairWithin(radius, [&](std::uint32_t a, std::uint32_t b, Vec2, float) {
        const std::uint32_t ra = root(parent, cells.boidAt(a));
        const std::uint32_t rb = root(parent, cells.boidAt(b));
        if (ra != rb) {
            parent[std::max(ra, rb)] = std::min(ra, rb);
            --clusters;
        }
    });
    return clusters;
}

std::size_t nearestDistanceStride(std::size_t boids) {
    // At most tests / n boids sampled (each against n boids), so every ceil(n / that)-th; every boid up to 4000.
    const std::size_t samples = std::max<std::size_t>(kNearestDistanceTests / std::max<std::size_t>(boids, 1), 1);
    return (boids + samples - 1) / samples;
}

float meanNearestNeighborDistance(std::span<const Boid> boids) {
    const std::size_t n = boids.size();
    if (n < 2) return 0;
    const std::size_t stride = nearestDistanceStride(n);
    double sum = 0;
    std::size_t counted = 0;
    for (std::size_t i = 0; i < n; i += stride) {
        float nearest = std::numeric_limits<float>::infinity();
        for (std::size_t j = 0; j < n; ++j) {
            if (j != i) nearest = std::min(nearest, lengthSquared(boids[j].position - boids[i].position));
        }
        sum += std::sqrt(double(nearest));
        ++counted;
    }
    return float(sum / double(counted));
}

FlockMetrics measureFlock(const World& world, float radius, ClusterBuffers& buffers) {
    FlockMetrics m;
    m.step = world.steps;
    m.seconds = world.seconds;
    m.polarization = polarization(world.boids);
    m.clusters = countClusters(world.boids, radius, world.params.worldSize, buffers);
    m.meanNearestDistance = meanNearestNeighborDistance(world.boids);
    return m;
}

std::string csvHeader() { return "step,seconds,polarization,clusters,mean_nearest_distance\n"; }

std::string csvRow(const FlockMetrics& m) {
    return fmt::format("{},{:.4f},{:.6f},{},{:.6f}\n", m.step, m.seconds, m.polarization, m.clusters,
                       m.meanNearestDistance);
}

}  // namespace boids
