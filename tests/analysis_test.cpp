// Flocking measured (boids/analysis.h), on configurations made by hand.
#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/analysis.h>

namespace boids {
namespace {

const Vec2 kWorld{1200, 900};

TEST(Polarization, IsOneWhenEveryBoidFliesTheSameWay) {
    const std::vector<Boid> boids{{{10, 10}, {2, 0}}, {{500, 300}, {5, 0}}, {{900, 20}, {0.5f, 0}}};
    EXPECT_NEAR(polarization(boids), 1.0f, 1e-6f);
}

TEST(Polarization, IsZeroForPairsFlyingOppositeWays) {
    const std::vector<Boid> boids{{{10, 10}, {3, 4}}, {{50, 10}, {-3, -4}}, {{90, 10}, {0, 2}}, {{130, 10}, {0, -7}}};
    EXPECT_NEAR(polarization(boids), 0.0f, 1e-6f);
}

TEST(Polarization, IsTheLengthOfTheMeanUnitVelocity) {
    // Unit headings (1, 0) and (0, 1): mean (0.5, 0.5), length sqrt(0.5).
    const std::vector<Boid> boids{{{0, 0}, {4, 0}}, {{9, 9}, {0, 0.1f}}};
    EXPECT_NEAR(polarization(boids), std::sqrt(0.5f), 1e-6f);
}

TEST(Clusters, TwoSeparateGroupsAreTwoClusters) {
    const float radius = 40;
    // A chain of three (each within 40 of the next, the ends 70 apart) and a pair far away.
    const std::vector<Boid> boids{{{100, 100}, {}}, {{135, 100}, {}}, {{170, 100}, {}},
                                  {{800, 600}, {}}, {{800, 630}, {}}};
    ClusterBuffers buffers;
    EXPECT_EQ(countClusters(boids, radius, kWorld, buffers), 2);
}

TEST(Clusters, ABoidAloneIsAClusterOfItsOwnAndTheRadiusIsIncluded) {
    ClusterBuffers buffers;
    const std::vector<Boid> boids{{{100, 100}, {}}, {{140, 100}, {}}, {{400, 400}, {}}};
    EXPECT_EQ(countClusters(boids, 40, kWorld, buffers), 2);    // 40 apart: one group; and one alone
    EXPECT_EQ(countClusters(boids, 39.9f, kWorld, buffers), 3);
    EXPECT_EQ(countClusters({}, 40, kWorld, buffers), 0);
}

TEST(NearestNeighbour, IsTheMeanOfEachBoidsClosestDistance) {
    // (0,0) and (3,0) are 3 apart; (0,4) is 4 from (0,0) and 5 from (3,0). Mean (3 + 3 + 4) / 3.
    const std::vector<Boid> boids{{{0, 0}, {}}, {{3, 0}, {}}, {{0, 4}, {}}};
    EXPECT_NEAR(meanNearestNeighborDistance(boids), (3.0f + 3.0f + 4.0f) / 3, 1e-5f);
    EXPECT_EQ(meanNearestNeighborDistance(std::vector<Boid>{{{1, 1}, {}}}), 0.0f);
}

TEST(NearestNeighbour, MeasuresAtMostItsBudgetOfDistancesForAnyFlock) {
    // All pairs of 100,000 boids took 0.4 s a sample (4000 boids sampled, each against 100,000).
    for (const std::size_t n : {2u, 1000u, 4000u, 4001u, 20000u, 100000u, 200000u, 10000000u}) {
        const std::size_t stride = nearestDistanceStride(n);
        const std::size_t sampled = (n + stride - 1) / stride;
        SCOPED_TRACE(fmt::format("{} boids: every {}th, {} sampled", n, stride, sampled));
        EXPECT_LE(sampled * n, kNearestDistanceTests) << "distances measured for one sample of the plot";
        EXPECT_GE(sampled, std::min<std::size_t>(n, 1)) << "and at least one boid";
        if (n <= kNearestExactBoids) {
            EXPECT_EQ(stride, 1u) << "exact for a workshop-sized flock";
        }
    }
}

TEST(Analysis, ACsvRowFollowsTheHeader) {
    FlockMetrics m;
    m.step = 12;
    m.seconds = 1.2;
    m.polarization = 0.5f;
    m.clusters = 3;
    m.meanNearestDistance = 7.25f;
    EXPECT_EQ(csvHeader(), "step,seconds,polarization,clusters,mean_nearest_distance\n");
    EXPECT_EQ(csvRow(m), "12,1.2000,0.500000,3,7.250000\n");
}

}  // namespace
}  // namespace boids
