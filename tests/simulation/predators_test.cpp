// The predators in step(): their turns, speeds and wrapping, and the mouse passed to flee as one of them.
#include "fakes.h"

namespace boids {
namespace {
using namespace simulation_test;

// --- step: predators ---

TEST(Predators, KeepTheirHeadingUntilTheTurnIntervalHasPassed) {
    Params params;
    params.stepSeconds = 0.25f;               // exact in binary: the interval is reached on the 4th step
    params.predatorTurnIntervalSeconds = 1;
    params.predatorTurnChance = 1;            // turn as soon as allowed
    const Vec2 velocity{3, 1};
    World world = worldWithPredator({{600, 450}, velocity, 0}, params);
    StepBuffers buffers;
    for (int s = 1; s <= 3; ++s) {
        step(world, noForces(), buffers);
        EXPECT_TRUE(Same(world.predators[0].velocity, velocity)) << "step " << s;
        EXPECT_FLOAT_EQ(world.predators[0].secondsSinceTurn, s * params.stepSeconds);
    }
    step(world, noForces(), buffers);
    EXPECT_EQ(world.predators[0].secondsSinceTurn, 0) << "a predator turns once 1 s (4 steps of 0.25 s) have passed";
}

TEST(Predators, NeverTurnWhenTheChanceIsZero) {
    Params params;
    params.predatorTurnIntervalSeconds = 0;
    params.predatorTurnChance = 0;
    const Vec2 velocity{3, 1};
    World world = worldWithPredator({{600, 450}, velocity, 0}, params);
    StepBuffers buffers;
    for (int s = 0; s < 100; ++s) step(world, noForces(), buffers);
    EXPECT_TRUE(Same(world.predators[0].velocity, velocity));
}

TEST(Predators, TurnWithinTheMaxTurnAndKeepASpeedBetweenAThirdOfTheMaxAndTheMax) {
    Params params;
    params.predatorTurnIntervalSeconds = 0;
    params.predatorTurnChance = 1;  // a turn on every step
    World world = worldWithPredator({{600, 450}, {params.predatorMaxSpeed, 0}, 0}, params);
    world.random = Random(5);
    StepBuffers buffers;
    const float slowest = params.predatorMaxSpeed / 3;
    for (int s = 0; s < 200; ++s) {
        const Vec2 before = world.predators[0].velocity;
        step(world, noForces(), buffers);
        const Vec2 after = world.predators[0].velocity;
        const float speed = length(after);
        ASSERT_GE(speed, slowest * (1 - 1e-5f)) << fmt::format("step {}: velocity {}", s, after);
        ASSERT_LE(speed, params.predatorMaxSpeed * (1 + 1e-5f)) << fmt::format("step {}: velocity {}", s, after);
        ASSERT_LE(std::fabs(signedAngle(before, after)), params.predatorMaxTurnDegrees + 1e-3f)
            << fmt::format("step {}: turned from {} to {}", s, before, after);
    }
}

TEST(Predators, AStillPredatorStillGetsAHeadingWhenItTurns) {
    Params params;
    params.predatorTurnIntervalSeconds = 0;
    params.predatorTurnChance = 1;
    World world = worldWithPredator({{600, 450}, {0, 0}, 0}, params);
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_GE(length(world.predators[0].velocity), params.predatorMaxSpeed / 3 * (1 - 1e-5f))
        << fmt::format("{}", world.predators[0].velocity);
}

TEST(Predators, MoveByTheirVelocityAndWrapAtTheEdges) {
    Params params;
    params.predatorTurnChance = 0;
    const Vec2 size = params.worldSize;
    World world = worldWithPredator({{size.x - 1, size.y - 1}, {3, 2}, 0}, params);
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.predators[0].position, {2, 1}));  // (1201, 901) wrapped
    world.predators[0].velocity = {-4, -3};
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.predators[0].position, {size.x - 2, size.y - 2}));  // (-2, -2) wrapped
}

TEST(Predators, TheMouseIsPassedToFleeAsAPredator) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Flee);
    World world = worldWith({{{100, 100}, {0, 0}}});
    world.mousePredator = Vec2{300, 200};
    const TaskTable table = replacing(noForces(), Task::Flee, nullptr, &firstPredator, nullptr);
    EXPECT_TRUE(Near(inspect(world, 0, table).forces.forces[index(Task::Flee)], {300, 200}));

    // In step() too: with one predator and the mouse, flee is given two points.
    world.params.numPredators = 1;
    world.params.predatorTurnChance = 0;
    world.predators = {Predator{{900, 700}, {1, 0}, 0}};
    const TaskTable counting = replacing(noForces(), Task::Flee, nullptr, &countsItems<Vec2>, nullptr);
    StepBuffers buffers;
    step(world, counting, buffers);
    EXPECT_TRUE(Near(world.boids[0].velocity, {2, 0}));

    world.mousePredator.reset();
    world.boids[0].velocity = {};
    step(world, counting, buffers);
    EXPECT_TRUE(Near(world.boids[0].velocity, {1, 0}));
}

TEST(Predators, PredatorPositionsListsEveryPredatorAndTheMouse) {
    World world = worldWith({});
    world.predators = {Predator{{10, 20}, {}, 0}, Predator{{30, 40}, {}, 0}};
    std::vector<Vec2> out{{99, 99}};
    predatorPositions(world, out);
    EXPECT_TRUE(SamePoints(out, {{10, 20}, {30, 40}}));
    world.mousePredator = Vec2{50, 60};
    predatorPositions(world, out);
    EXPECT_TRUE(SamePoints(out, {{10, 20}, {30, 40}, {50, 60}}));
}

}  // namespace
}  // namespace boids
