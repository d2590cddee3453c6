// The 3D flock (boids/flock3d.h): its rules by hand, and with only alignment the flock polarizes.
#include <vector>

#include <gtest/gtest.h>

#include <boids/flock3d.h>

namespace boids {
namespace {

TEST(Flock3D, CohesionIsTheFactorTimesTheWayToTheCentre) {
    const Flock3DParams p;
    const std::vector<Boid3D> boids{{{100, 100, 100}, {}}, {{120, 100, 100}, {}}, {{100, 140, 100}, {}}};
    // Centre of the other two: (110, 120, 100); the way there (10, 20, 0).
    EXPECT_TRUE(approxEqual(cohesion3D(boids[0], boids, p, false), Vec3{10, 20, 0} * p.coherenceFactor));
}

TEST(Flock3D, AlignmentIsTheFactorTimesTheMeanVelocityMinusTheVelocity) {
    const Flock3DParams p;
    const std::vector<Boid3D> boids{{{100, 100, 100}, {1, 0, 0}}, {{110, 100, 100}, {0, 2, 0}}, {{100, 110, 100}, {0, 0, 4}}};
    // Mean of the others (0, 1, 2), minus (1, 0, 0).
    EXPECT_TRUE(approxEqual(alignment3D(boids[0], boids, p, false), Vec3{-1, 1, 2} * p.alignmentFactor));
}

TEST(Flock3D, TheWallsTurnABoidBackInside) {
    const Flock3DParams p;
    const Boid3D nearLowCorner{{p.margin / 2, p.boxSize / 2, p.boxSize - p.margin / 2}, {}};
    EXPECT_EQ(keepInBox(nearLowCorner, p), (Vec3{p.turnFactor, 0, -p.turnFactor}));
}

TEST(Flock3D, WithOnlyAlignmentTheFlockPolarizes) {
    // 100 boids heading anywhere in a 300-unit box, seeing 150 units; no walls, so that only alignment turns them.
    Flock3DParams p;
    p.boxSize = 300;
    p.visualRange = 150;
    p.turnFactor = 0;
    Flock3D flock = makeFlock3D(100, p, 7);
    const float before = polarization3D(flock.boids);
    for (int s = 0; s < 250; ++s) stepFlock3D(flock, p, false, Rules3D{0, 1, 0});
    EXPECT_LT(before, 0.3f);
    EXPECT_GT(polarization3D(flock.boids), 0.9f) << "from " << before;
}

}  // namespace
}  // namespace boids
