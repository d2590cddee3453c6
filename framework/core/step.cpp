// step(): every force from the world as it is (phase 1, by NeighborSearch), then every boid moves (phase 2), then
// the predators wander (phase 3).
#include "boids/simulation.h"

#include <exception>
#include <string>
#include <utility>

#include "phases.h"
#include "prefetch.h"
#include "words/faults.h"

namespace boids {

namespace detail {

void ForcePhase::gatherIndices() {
    buffers.neighbors.clear();
    for (std::uint32_t k : buffers.neighborIndices) {
        if (k < world.boids.size()) buffers.neighbors.push_back(world.boids[k]);
    }
}

void ForcePhase::bruteForce() {
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        buffers.neighborIndices.clear();
        findNeighborsBrute(world.boids, i, params().neighborRadius, buffers.neighborIndices);
        keepSameSpecies(world.boids, i, params(), buffers.neighborIndices);
        gatherIndices();
        buffers.forces[i] = forceOn(i, buffers.neighbors, report);
    }
}

void ForcePhase::grid() {
    enterGrid();
    tasks.buildGrid(buffers.grid, world.boids, cellSize(), params().worldSize);
    leaveGrid();
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        buffers.neighborIndices.clear();
        enterGrid();
        tasks.findNeighborsInGrid(buffers.grid, world.boids, i, params().neighborRadius, buffers.neighborIndices);
        leaveGrid();
        std::erase(buffers.neighborIndices, std::uint32_t(i));  // a learner's grid may list the boid itself
        keepSameSpecies(world.boids, i, params(), buffers.neighborIndices);
        gatherIndices();
        buffers.forces[i] = forceOn(i, buffers.neighbors, report);
    }
}

void ForcePhase::cellList() {
    const float R = params().neighborRadius;
    CellList& cells = buffers.cells;
    cells.build(world.boids, cellSize(), params().worldSize, pool());
    forcesBySlot = true;
    parallel(cells.size(), 256, [&](std::size_t begin, std::size_t end, int lane) {
        LaneBuffers& mine = buffers.lanes[std::size_t(lane)];
        for (std::size_t slot = begin; slot < end; ++slot) {
            gatherNeighborhood(world, cells, slot, R, {}, mine.neighborIndices, mine.neighbors);
            buffers.forces[slot] = forceOn(cells.boidAt(slot), mine.neighbors, mine.report);
        }
    });
}

void ForcePhase::moveIntoCellOrder() {
    const Params& p = params();
    const CellList& cells = buffers.cells;
    buffers.nextBoids.resize(cells.size());
    parallel(cells.size(), 4096, [&](std::size_t begin, std::size_t end, int) {
        moveSlots(cells, buffers.forces.data(), p, begin, end, buffers.nextBoids.data());
    });
}

void ForcePhase::move(World& moving) {
    const Params& p = params();
    parallel(moving.boids.size(), 4096, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t i = begin; i < end; ++i) {
            if (forcesBySlot && i + kPrefetchAhead < end) {
                prefetch(&buffers.forces[buffers.cells.slotOf(i + kPrefetchAhead)]);
            }
            Boid& boid = moving.boids[i];
            boid = moved(boid, buffers.forces[forcesBySlot ? buffers.cells.slotOf(i) : i], p);
        }
    });
}

}  // namespace detail

StepReport step(World& world, const TaskTable& tasks, StepBuffers& buffers, NeighborSearch search) {
    const WorldParams& p = world.params;
    StepReport report;
    report.probe = buffers.probe;
    report.lane = ThreadPool::laneOfThisThread();
    predatorPositions(world, buffers.predatorPositions);
    buffers.forces.resize(world.boids.size());

    // 1. Every force is computed from the world as it is now: nobody has moved yet.
    detail::ForcePhase forces{world, tasks, buffers, report};
    buffers.reordered = false;
    switch (search) {
        case NeighborSearch::BruteForce: forces.bruteForce(); break;
        case NeighborSearch::Grid:
            // A learner's grid gets only a world it can cut into cells: a size of NaN, infinity or <= 0 would turn
            // into an int out of range in ceil(worldSize.x / cellSize), which is undefined behaviour.
            if (tasks.buildGrid && tasks.findNeighborsInGrid && isFinite(p.worldSize) && p.worldSize.x > 0 &&
                p.worldSize.y > 0) {
                // A learner's grid that throws must not stop the window: this step falls back to brute force.
                std::string fault;
                try {
                    forces.grid();
                } catch (const std::exception& e) {
                    fault = words::gridThrew(e.what());
                } catch (...) {
                    fault = words::gridThrew(nullptr);
                }
                if (!fault.empty()) {
                    forces.leaveGrid();
                    const int lane = report.lane;
                    report = StepReport{};  // the faults of the half-done grid pass are counted again below
                    report.probe = buffers.probe;
                    report.lane = lane;
                    report.gridFault = fault;
                    forces.bruteForce();
                }
            } else {
                forces.bruteForce();
            }
            break;
        case NeighborSearch::CellList: forces.cellList(); break;
        case NeighborSearch::FastReference:
            if (p.species) forces.cellList();  // the fused pairs know no species; the same forces, unfused
            else forces.fastReference();
            break;
    }
    const bool fused = search == NeighborSearch::FastReference && !p.species;

    // 2. Then everyone moves.
    if (fused && buffers.keepCellOrder) {
        forces.moveIntoCellOrder();
        std::swap(world.boids, buffers.nextBoids);
        buffers.reordered = true;
    } else {
        forces.move(world);
    }

    // 3. Predators wander: after the turn interval, each step has a chance of a new heading and speed.
    detail::wanderPredators(world);

    world.steps += 1;
    world.seconds += p.stepSeconds;
    return report;
}

}  // namespace boids
