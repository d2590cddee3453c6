// Species (seed 001): while Params::species is on, a boid counts only boids of its own species as neighbours, in the
// workshop's step (every neighbour search) and in every other model.
#include <vector>

#include <gtest/gtest.h>

#include <boids/flock3d.h>
#include <boids/models.h>
#include <boids/simulation.h>

namespace boids {
namespace {

// Two boids 5 units apart, well within every radius, of species 0 and 1, flying at right angles.
World closePair(Model model, bool species) {
    WorldParams params;
    params.numBoids = 0;
    params.numPredators = params.numObstacles = 0;
    params.model = model;
    params.species = species;
    World world = makeWorld(params, 1);
    world.boids = {{{100, 100}, {1, 0}, 0}, {{105, 100}, {0, 1}, 1}};
    return world;
}

TEST(Species, TheFourSpeciesTakeTurnsAcrossTheFlock) {
    Params params;
    params.numBoids = 8;
    const World world = makeWorld(params, 1);
    for (std::size_t i = 0; i < world.boids.size(); ++i) EXPECT_EQ(world.boids[i].species, i % kSpeciesCount);
}

TEST(Species, DifferentColoursNeverCountAsNeighboursInTheInspector) {
    WorldParams params;
    params.species = true;
    params.numBoids = 40;
    params.neighborRadius = 2000;  // everyone within reach
    const World world = makeWorld(params, 2);
    const Inspection seen = inspect(world, 5, linkedTasks());
    EXPECT_EQ(seen.neighbors.size(), std::size_t(40 / kSpeciesCount - 1));
    for (std::uint32_t k : seen.neighbors) EXPECT_EQ(world.boids[k].species, world.boids[5].species) << "boid " << k;
}

TEST(Species, DifferentColoursNeverCountAsNeighboursInTheWorkshopStep) {
    // The references' separation would push the two apart; of different species, neither sees the other.
    for (NeighborSearch search : {NeighborSearch::BruteForce, NeighborSearch::Grid, NeighborSearch::CellList,
                                  NeighborSearch::FastReference}) {
        SCOPED_TRACE(int(search));
        World apart = closePair(Model::Workshop, true);
        World together = closePair(Model::Workshop, false);
        StepBuffers buffers;
        step(apart, linkedTasks(), buffers, search);
        step(together, linkedTasks(), buffers, search);
        EXPECT_EQ(apart.boids[0].velocity, (Vec2{1, 0}));
        EXPECT_EQ(apart.boids[1].velocity, (Vec2{0, 1}));
        EXPECT_NE(together.boids[0].velocity, (Vec2{1, 0}));
    }
}

TEST(Species, DifferentColoursNeverCountAsNeighboursInAnyModel) {
    for (Model model : {Model::Reynolds, Model::InverseSquare, Model::Accumulators}) {
        SCOPED_TRACE(cliName(model));
        World apart = closePair(model, true);
        World alone = closePair(model, false);
        alone.boids.pop_back();  // what boid 0 does with nobody around
        World together = closePair(model, false);
        StepBuffers buffers;
        stepModel(apart, TaskTable{}, buffers, NeighborSearch::CellList);
        stepModel(alone, TaskTable{}, buffers, NeighborSearch::CellList);
        stepModel(together, TaskTable{}, buffers, NeighborSearch::CellList);
        EXPECT_EQ(apart.boids[0].velocity, alone.boids[0].velocity);
        EXPECT_NE(together.boids[0].velocity, alone.boids[0].velocity);
    }
}

TEST(Species, In3DCohesionAndAlignmentSeeOnlyTheirOwnColour) {
    const Flock3DParams p;
    const std::vector<Boid3D> boids{{{100, 100, 100}, {1, 0, 0}, 0}, {{110, 100, 100}, {0, 1, 0}, 1}};
    EXPECT_EQ(cohesion3D(boids[0], boids, p, true), Vec3{});
    EXPECT_EQ(alignment3D(boids[0], boids, p, true), Vec3{});
    EXPECT_NE(cohesion3D(boids[0], boids, p, false), Vec3{});
    // Separation, as in the seed, keeps clear of every boid whatever its colour: (100 - 110) * factor.
    EXPECT_TRUE(approxEqual(separation3D(boids[0], boids, p), Vec3{-10, 0, 0} * p.separationFactor));
}

}  // namespace
}  // namespace boids
