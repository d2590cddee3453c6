// The neighbour search by brute force (findNeighborsBrute) and the wrapping of positions at the world's edges.
#include "fakes.h"

namespace boids {
namespace {
using namespace simulation_test;

// --- findNeighborsBrute ---

TEST(FindNeighbours, FindsEveryBoidWithinTheRadiusIncludingTheBoundary) {
    const float radius = 40;
    const std::vector<Boid> boids{
        {{100, 100}, {}},  // 0: self
        {{140, 100}, {}},  // 1: 40 to the right, on the boundary
        {{124, 132}, {}},  // 2: offset (24, 32), distance 40, on the boundary
        {{100, 60}, {}},   // 3: 40 below, on the boundary
        {{130, 100}, {}},  // 4: 30 away
        {{141, 100}, {}},  // 5: 41 away
        {{130, 130}, {}},  // 6: offset (30, 30), distance 42.4
    };
    EXPECT_EQ(neighboursOf(boids, 0, radius), (std::vector<std::uint32_t>{1, 2, 3, 4}));
}

TEST(FindNeighbours, ExcludesItselfButNotAnotherBoidOnTheSamePoint) {
    const std::vector<Boid> boids{{{100, 100}, {1, 0}}, {{100, 100}, {0, 1}}};
    EXPECT_EQ(neighboursOf(boids, 0, 40), (std::vector<std::uint32_t>{1}));
    EXPECT_EQ(neighboursOf(boids, 1, 40), (std::vector<std::uint32_t>{0}));
    EXPECT_EQ(neighboursOf(boids, 0, 0), (std::vector<std::uint32_t>{1}));  // distance 0 <= radius 0
}

TEST(FindNeighbours, DoesNotLookAcrossTheWrappedEdges) {
    const Vec2 size = Params{}.worldSize;
    const std::vector<Boid> boids{
        {{5, 450}, {}},             // 0: near the left edge
        {{size.x - 5, 450}, {}},    // 1: 10 away from 0 through the left edge
        {{600, 3}, {}},             // 2: near the bottom edge
        {{600, size.y - 3}, {}},    // 3: 6 away from 2 through the bottom edge
    };
    EXPECT_TRUE(neighboursOf(boids, 0, 40).empty());
    EXPECT_TRUE(neighboursOf(boids, 2, 40).empty());
}

TEST(FindNeighbours, AppendsToWhatIsAlreadyInTheOutput) {
    const std::vector<Boid> boids{{{100, 100}, {}}, {{110, 100}, {}}};
    std::vector<std::uint32_t> out{7};
    findNeighborsBrute(boids, 0, 40, out);
    EXPECT_EQ(out, (std::vector<std::uint32_t>{7, 1}));
}

TEST(FindNeighbours, UsesTheRadiusItIsGiven) {
    const std::vector<Boid> boids{{{100, 100}, {}}, {{150, 100}, {}}, {{180, 100}, {}}};
    EXPECT_TRUE(neighboursOf(boids, 0, 40).empty());
    EXPECT_EQ(neighboursOf(boids, 0, 50), (std::vector<std::uint32_t>{1}));
    EXPECT_EQ(neighboursOf(boids, 0, 80), (std::vector<std::uint32_t>{1, 2}));
}

// --- wrap ---

TEST(Wrap, LeavesAValueInsideTheWorldAlone) {
    EXPECT_EQ(wrap(0.0f, 1200.0f), 0.0f);
    EXPECT_EQ(wrap(599.5f, 1200.0f), 599.5f);
    EXPECT_EQ(wrap(1199.5f, 1200.0f), 1199.5f);
}

TEST(Wrap, PutsExactlyTheSizeBackToZero) { EXPECT_EQ(wrap(1200.0f, 1200.0f), 0.0f); }

TEST(Wrap, WrapsPastEitherEdgeAndAcrossSeveralWidths) {
    EXPECT_FLOAT_EQ(wrap(1201.0f, 1200.0f), 1);      // 1 past the right edge
    EXPECT_FLOAT_EQ(wrap(-1.0f, 1200.0f), 1199);     // 1 past the left edge
    EXPECT_FLOAT_EQ(wrap(2405.0f, 1200.0f), 5);      // 2405 - 2*1200
    EXPECT_FLOAT_EQ(wrap(-2405.0f, 1200.0f), 1195);  // -2405 + 3*1200
}

TEST(Wrap, NeverReturnsTheSizeItselfForATinyNegativeValue) {
    const float size = 1200;
    const float x = wrap(-1e-6f, size);  // -1e-6 + 1200 rounds to 1200 in float
    EXPECT_GE(x, 0);
    EXPECT_LT(x, size);
}

TEST(Wrap, ReturnsZeroInAWorldWithNoSize) {
    EXPECT_EQ(wrap(5.0f, 0.0f), 0);
    EXPECT_EQ(wrap(5.0f, -10.0f), 0);
}

TEST(Wrap, WrapsEachComponentOfAPointBySizeOfThatAxis) {
    const Vec2 size{1200, 900};
    EXPECT_TRUE(Near(wrap(Vec2{1201, 901}, size), {1, 1}));
    EXPECT_TRUE(Near(wrap(Vec2{-1, 950}, size), {1199, 50}));
    EXPECT_TRUE(Near(wrap(Vec2{1000, 800}, size), {1000, 800}));
}

}  // namespace
}  // namespace boids
