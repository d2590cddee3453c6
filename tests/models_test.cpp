// The seeds' models (boids/models.h): each rule against vectors worked out by hand, then each whole model from a
// seeded start, doing what its article says it does.
#include <cmath>
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include <boids/analysis.h>
#include <boids/format.h>
#include <boids/models.h>

namespace boids {
namespace {

// Shows both vectors when they differ.
void expectNear(Vec2 expected, Vec2 actual) {
    EXPECT_TRUE(approxEqual(expected, actual, 1e-4f)) << "expected " << fmt::format("{}", expected) << ", got "
                                                      << fmt::format("{}", actual);
}

Boid at(Vec2 position, Vec2 velocity = {}) { return {position, velocity}; }

// --- Seed 000: Reynolds steering ---

// A maximum force too large to matter, so that a case shows the desired velocity minus the velocity unlimited.
ReynoldsParams unlimited() {
    ReynoldsParams p;
    p.maxSpeed = 2;
    p.maxForce = 100;
    return p;
}

TEST(ReynoldsSteering, AlignmentSteersFromTheVelocityToTheMeanHeadingAtMaxSpeed) {
    const ReynoldsParams p = unlimited();
    const Boid self = at({0, 0}, {1, 0});
    const std::vector<Boid> near{at({10, 0}, {0, 3}), at({0, 10}, {0, 1})};
    // Mean velocity (0, 2): heading (0, 1), desired (0, 1) * maxSpeed = (0, 2); steering (0, 2) - (1, 0).
    const Vec2 desired = Vec2{0, 1} * p.maxSpeed;
    expectNear(desired - self.velocity, reynoldsAlignment(self, near, p));
}

TEST(ReynoldsSteering, SteeringIsLimitedToTheMaximumForce) {
    ReynoldsParams p = unlimited();
    p.maxForce = 0.5f;
    const Boid self = at({0, 0}, {1, 0});
    const std::vector<Boid> near{at({10, 0}, {0, 3}), at({0, 10}, {0, 1})};
    // The unlimited steering (-1, 2) has length sqrt(5); limited, it keeps its direction at length maxForce.
    const Vec2 steering{-1, 2};
    expectNear(steering / std::sqrt(5.0f) * p.maxForce, reynoldsAlignment(self, near, p));
}

TEST(ReynoldsSteering, CohesionDesiresTheWayToTheNeighboursCentre) {
    const ReynoldsParams p = unlimited();
    const Boid self = at({0, 0}, {0, 0});
    const std::vector<Boid> near{at({10, 0}), at({10, 20})};
    // Centre (10, 10): the way there is (1, 1) / sqrt(2); standing still, the steering is the desired velocity.
    expectNear(Vec2{1, 1} / std::sqrt(2.0f) * p.maxSpeed, reynoldsCohesion(self, near, p));
}

TEST(ReynoldsSteering, SeparationWeighsEachNeighbourByOneOverItsDistance) {
    const ReynoldsParams p = unlimited();
    const Boid self = at({0, 0}, {0, 0});
    const std::vector<Boid> near{at({2, 0}), at({0, 4})};
    // Away from (2, 0): (-1, 0) / 2; away from (0, 4): (0, -1) / 4. Mean (-0.25, -0.125); desired: its direction.
    const Vec2 mean = (Vec2{-1, 0} / 2 + Vec2{0, -1} / 4) / 2;
    expectNear(normalized(mean) * p.maxSpeed, reynoldsSeparation(self, near, p));
}

TEST(ReynoldsSteering, EveryRuleIsZeroWithoutNeighbours) {
    const ReynoldsParams p;
    const Boid self = at({5, 5}, {1, 1});
    EXPECT_EQ(reynoldsAlignment(self, {}, p), Vec2{});
    EXPECT_EQ(reynoldsCohesion(self, {}, p), Vec2{});
    EXPECT_EQ(reynoldsSeparation(self, {}, p), Vec2{});
}

TEST(ReynoldsSteering, AStepFliesEveryBoidAtMaxSpeedScaledByDeltaTime) {
    WorldParams params;
    params.model = Model::Reynolds;
    params.numPredators = params.numObstacles = 0;
    World world = makeWorld(params, 3);
    world.boids = {at({100, 100}, {1, 0})};  // alone: no steering
    world.params.stepSeconds = 2 * world.params.reynolds.frameSeconds;  // a frame twice as long moves twice as far
    StepBuffers buffers;
    stepReynolds(world, buffers);
    expectNear({102, 100}, world.boids[0].position);
    expectNear(Vec2{1, 0} * params.reynolds.maxSpeed, world.boids[0].velocity);
}

// --- Seed 002: inverse-square separation ---

TEST(InverseSquare, SeparationIsTheOffsetOverTheSquaredDistanceTimesKs) {
    const InverseSquareParams p;
    const Boid self = at({0, 0});
    const std::vector<Boid> near{at({2, 0}), at({0, -5})};
    // (0,0)-(2,0) = (-2, 0), d^2 = 4: (-0.5, 0). (0,0)-(0,-5) = (0, 5), d^2 = 25: (0, 0.2). Times k_s.
    expectNear(p.separation * Vec2{-0.5f, 0.2f}, inverseSquareSeparation(self, near, p));
}

TEST(InverseSquare, CohesionIsKcTimesTheWayToTheCentre) {
    const InverseSquareParams p;
    const Boid self = at({0, 0});
    const std::vector<Boid> near{at({4, 0}), at({0, 8})};
    expectNear(p.cohesion * Vec2{2, 4}, inverseSquareCohesion(self, near, p));  // centre (2, 4)
}

TEST(InverseSquare, TheNewVelocityAddsBothToTheOldOne) {
    const InverseSquareParams p;
    const Boid self = at({0, 0}, {1, 0});
    const std::vector<Boid> near{at({4, 0})};
    // Cohesion k_c * (4, 0); separation k_s * (-4, 0) / 16; preset k_a = 0. Length 1.775 < v_max: not limited.
    const Vec2 expected = self.velocity + p.cohesion * Vec2{4, 0} + p.separation * Vec2{-4, 0} / 16;
    expectNear(expected, inverseSquareVelocity(self, near, p));
}

TEST(InverseSquare, TheNewVelocityIsLimitedToVmax) {
    const InverseSquareParams p;
    const Boid self = at({0, 0}, {1.9f, 0});
    const std::vector<Boid> near{at({4, 0})};
    expectNear(Vec2{1, 0} * p.maxSpeed, inverseSquareVelocity(self, near, p));  // 1.9 + 0.8 - 0.025 > 2
}

TEST(InverseSquare, AParticleAloneKeepsItsVelocityOrStopsAsTheListingReadsLiterally) {
    InverseSquareParams p;
    const Boid self = at({0, 0}, {1, 1});
    expectNear(self.velocity, inverseSquareVelocity(self, {}, p));
    p.loneStops = true;
    expectNear({}, inverseSquareVelocity(self, {}, p));
}

TEST(InverseSquare, APresetIsTheListingsParameters) {
    WorldParams params;
    applyPreset(Model::InverseSquare, params);
    params.model = Model::InverseSquare;
    EXPECT_EQ(params.numBoids, 50);
    EXPECT_EQ(baseWorldSize(params), (Vec2{200, 200}));  // -L..L with L = 100
    EXPECT_FLOAT_EQ(params.inverseSquare.dt, 0.1f);
    EXPECT_FLOAT_EQ(params.inverseSquare.maxSpeed, 2);
    EXPECT_FLOAT_EQ(params.inverseSquare.radius, 10);
    EXPECT_FLOAT_EQ(params.inverseSquare.cohesion, 0.2f);
    EXPECT_FLOAT_EQ(params.inverseSquare.separation, 0.1f);
}

// --- Seed 004: one-pass accumulators ---

TEST(Accumulators, OnePassSumsPositionsVelocitiesAndCloseOffsets) {
    const AccumulatorParams p;  // separationDistance 20
    const Boid self = at({0, 0}, {100, 0});
    Accumulators sums;
    accumulate(sums, self, at({10, 0}, {0, 100}), p);  // 10 < 20: pushes by -(10, 0)
    accumulate(sums, self, at({30, 0}, {0, 50}), p);   // 30 >= 20: no push
    expectNear({40, 0}, sums.positions);
    expectNear({0, 150}, sums.velocities);
    expectNear({-10, 0}, sums.separation);
    EXPECT_EQ(sums.seen, 2);
}

TEST(Accumulators, CohesionIsTheWayToTheCentreOverTheResistance) {
    const AccumulatorParams p;
    const Boid self = at({0, 0});
    const Accumulators sums{{40, 0}, {}, {}, 2};  // centre (20, 0)
    expectNear(Vec2{20, 0} / p.cohesionResistance, performCohesion(sums, self, p));
}

TEST(Accumulators, AlignmentIsTheMeanHeadingAtSpeedMinusTheVelocityTimesEagerness) {
    const AccumulatorParams p;
    const Boid self = at({0, 0}, {p.speed, 0});
    const Accumulators sums{{}, {0, 150}, {}, 2};  // mean velocity (0, 75): heading (0, 1)
    expectNear((Vec2{0, p.speed} - self.velocity) * p.alignmentEagerness, performAlignment(sums, self, p));
}

TEST(Accumulators, TheNewVelocityIsTheSumTurnedToSpeed) {
    const AccumulatorParams p;
    const Boid self = at({0, 0}, {p.speed, 0});
    const std::vector<Boid> near{at({10, 0}, {0, p.speed})};
    // Cohesion (10, 0) / resistance; separation -(10, 0); alignment ((0, speed) - (speed, 0)) * eagerness.
    const Vec2 sum = self.velocity + Vec2{10, 0} / p.cohesionResistance + Vec2{-10, 0} +
                     (Vec2{0, p.speed} - self.velocity) * p.alignmentEagerness;
    expectNear(normalized(sum) * p.speed, accumulatorsVelocity(self, near, p));
}

TEST(Accumulators, WithoutNeighboursABirdFliesStraightOn) {
    const AccumulatorParams p;
    const Boid self = at({0, 0}, {3, 4});
    expectNear(Vec2{0.6f, 0.8f} * p.speed, accumulatorsVelocity(self, {}, p));
}

// --- Switching ---

TEST(Models, EachNameOnTheCommandLineGivesItsModelBack) {
    for (int m = 0; m < kModelCount; ++m) {
        SCOPED_TRACE(cliName(Model(m)));
        EXPECT_EQ(modelNamed(cliName(Model(m))), Model(m));
    }
    EXPECT_FALSE(modelNamed("vicsek"));
    EXPECT_EQ(nextModel(Model::Flock3D), Model::Workshop);
}

TEST(Models, SwitchingModelKeepsPositionsAndVelocities) {
    WorldParams params;
    params.numPredators = params.numObstacles = 0;
    World world = makeWorld(params, 5);
    const std::vector<Boid> before = world.boids;
    world.params.model = Model::Accumulators;
    EXPECT_EQ(world.boids.size(), before.size());
    EXPECT_EQ(world.boids[17].position, before[17].position);
    EXPECT_EQ(world.boids[17].velocity, before[17].velocity);
}

// --- Behaviour, from a seeded start: 100 boids in a 400 x 400 world, where every model's radius connects them ---

World smallFlock(Model model, std::uint64_t seed) {
    WorldParams params;
    params.numPredators = params.numObstacles = 0;
    params.model = model;
    params.numBoids = 100;
    params.worldSize = {400, 400};
    return makeWorld(params, seed);
}

TEST(ModelBehaviour, ReynoldsSteeringPolarizesTheFlock) {
    World world = smallFlock(Model::Reynolds, 7);
    StepBuffers buffers;
    const float before = polarization(world.boids);
    for (int s = 0; s < 600; ++s) stepModel(world, TaskTable{}, buffers, NeighborSearch::CellList);
    EXPECT_LT(before, 0.3f);
    EXPECT_GT(polarization(world.boids), 0.9f) << "from " << before;
}

TEST(ModelBehaviour, AccumulatorsPolarizeTheFlock) {
    World world = smallFlock(Model::Accumulators, 13);
    StepBuffers buffers;
    const float before = polarization(world.boids);
    for (int s = 0; s < 600; ++s) stepModel(world, TaskTable{}, buffers, NeighborSearch::CellList);
    EXPECT_LT(before, 0.3f);
    EXPECT_GT(polarization(world.boids), 0.9f) << "from " << before;
}

TEST(ModelBehaviour, InverseSquareGathersScatteredParticlesIntoClustersAsTheReportDescribes) {
    // The preset: 50 particles in 200 x 200. At t = 12.3 s (step 123) they are still scattered; by t = 306.2 s
    // (step 3062) they have gathered into far fewer groups, and sit much closer to their nearest neighbour.
    WorldParams params;
    params.model = Model::InverseSquare;
    params.numPredators = params.numObstacles = 0;
    applyPreset(Model::InverseSquare, params);
    params.worldSize = baseWorldSize(params);
    World world = makeWorld(params, 1);
    spawnInverseSquare(world);
    StepBuffers buffers;
    ClusterBuffers clusters;
    const float R = params.inverseSquare.radius;
    for (int s = 0; s < 123; ++s) stepInverseSquare(world, buffers);
    const FlockMetrics early = measureFlock(world, R, clusters);
    for (int s = 123; s < 3062; ++s) stepInverseSquare(world, buffers);
    const FlockMetrics late = measureFlock(world, R, clusters);
    EXPECT_NEAR(late.seconds, 306.2, 1e-3);
    EXPECT_GT(early.clusters, 30) << "50 particles in 200 x 200 with R = 10 start mostly alone";
    EXPECT_LT(late.clusters, early.clusters * 2 / 3) << "from " << early.clusters;
    EXPECT_LT(late.meanNearestDistance, early.meanNearestDistance / 2) << "from " << early.meanNearestDistance;
}

}  // namespace
}  // namespace boids
