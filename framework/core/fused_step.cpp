// The fused step (NeighborSearch::FastReference): the kit's flock forces as sums over each pair of neighbours once
// (flock_sums.h), and every other force called only where it can act.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "boids/flock_sums.h"
#include "forces.h"
#include "phases.h"

namespace boids::detail {

namespace {

// The distance within which a reference force may act (TaskTable::reference): beyond fleeRadius of every predator
// the reference flee is zero, and beyond obstacleLookAhead of every obstacle so is its avoidance. reaches() is true
// for a boid the force must be called for. The radius gets a margin of 1/1000, so a boid on the edge, where rounding
// decides, is called; a reach that is not known (a learner's force, a flee strength of infinity, whose zero would be
// NaN) calls every boid; a NaN radius calls none, as the reference then acts on none.
class Reach {
public:
    Reach() : Reach(false, 0) {}
    Reach(bool known, float radius) : squared_(known ? square(radius + radius / 1000) : kEverywhere) {}

    // A reach of a radius (reaches() then tests distances), not everywhere; radius() is that radius with its margin
    // (NaN for a NaN radius, which reaches nobody).
    bool limited() const { return squared_ != kEverywhere; }
    float radius() const { return std::sqrt(squared_); }

    template <class Item, class Center>
    bool reaches(Vec2 position, std::span<const Item> items, Center center) const {
        if (squared_ == kEverywhere) return true;
        for (const Item& item : items) {
            if (lengthSquared(position - center(item)) <= squared_) return true;
        }
        return false;
    }

private:
    static constexpr float kEverywhere = std::numeric_limits<float>::infinity();
    static float square(float x) { return x * x; }
    float squared_;
};

}  // namespace

bool ForcePhase::isReference(Task task) const { return tasks.reference && tasks[task] == (*tasks.reference)[task]; }
bool ForcePhase::isFused(Task task) const {
    return (task == Task::Alignment || task == Task::Separation || task == Task::Cohesion) && isReference(task);
}
Params ForcePhase::fusedWeights() const {
    Params fused = params();
    const std::array<std::pair<Task, float Params::*>, 3> sums{{{Task::Alignment, &Params::alignmentWeight},
                                                                {Task::Separation, &Params::separationWeight},
                                                                {Task::Cohesion, &Params::cohesionWeight}}};
    for (const auto& [task, field] : sums) {
        fused.*field = isListed(task) && isFused(task) ? weightOf(info(task), params()) : 0.0f;
    }
    return fused;
}

namespace {

// A force called for each boid beside the fused sums, found once per step: the loop over the boids does no lookup
// by task.
struct Call {
    std::size_t k;  // index()
    TaskKind kind;
    TaskFunction fn;
    float weight;
    Reach reach;
};
struct Calls {
    std::array<Call, kMaxTasks> list;
    std::size_t count = 0;
    bool needNeighbors = false;
    std::span<const Call> all() const { return {list.data(), count}; }
};

// Every force of the table that the fused sums do not stand for: a flock force called with the boid's neighbours,
// flee and avoidance only within their reach where they are the reference's.
Calls callsBesideTheSums(const ForcePhase& phase) {
    const Params& p = phase.params();
    Calls calls;
    for (Task task : forceTasks()) {
        if (phase.isFused(task) || !phase.tasks[task]) continue;
        const TaskInfo& t = info(task);
        const bool reference = phase.isReference(task);
        const Reach reach = task == Task::Flee ? Reach(reference && std::isfinite(p.fleeStrength), p.fleeRadius)
                          : task == Task::ObstacleAvoid ? Reach(reference, p.obstacleLookAhead)
                                                        : Reach(false, 0);
        calls.list[calls.count++] = {std::size_t(index(task)), t.kind, phase.tasks[task], weightOf(t, p), reach};
        calls.needNeighbors |= t.kind == TaskKind::Flock;
    }
    return calls;
}

// True when every call reaches only so far from a predator or an obstacle (the reference's flee and avoidance):
// then only the boids near one can get a call.
bool onlyWithinReach(std::span<const Call> calls) {
    return std::all_of(calls.begin(), calls.end(), [](const Call& c) {
        return (c.kind == TaskKind::Predators || c.kind == TaskKind::Obstacles) && c.reach.limited();
    });
}

// The runs of slots in the cells that a square around each predator or obstacle covers, out to its call's reach,
// sorted and merged: every boid that a call reaches is in one, once. Grows `runs` only to a size set by the reaches
// and the counts of predators and obstacles, so that a stable step allocates nothing. False, and no runs, where they
// could outnumber the boids (a reach of many rows of a tall grid): then testing every boid's distance costs less
// than sorting the runs.
bool slotRunsWithinReach(const CellList& cells, std::span<const Call> calls, std::span<const Vec2> predators,
                         std::span<const Obstacle> obstacles, std::vector<CellList::SlotRun>& runs) {
    std::size_t most = 0;
    for (const Call& call : calls) {
        const std::size_t items = call.kind == TaskKind::Predators ? predators.size() : obstacles.size();
        most += items * cells.rowsSpanned(2 * call.reach.radius());
    }
    runs.clear();
    if (most > cells.size()) return false;
    runs.reserve(most);
    for (const Call& call : calls) {
        const float r = call.reach.radius();
        if (!(r >= 0)) continue;  // NaN: it reaches nobody
        const auto around = [&](Vec2 c) { cells.slotRunsOver(c - Vec2{r, r}, c + Vec2{r, r}, runs); };
        if (call.kind == TaskKind::Predators) {
            for (Vec2 p : predators) around(p);
        } else {
            for (const Obstacle& o : obstacles) around(o.center);
        }
    }
    std::sort(runs.begin(), runs.end());
    std::size_t kept = 0;
    for (const CellList::SlotRun& run : runs) {
        if (run.first >= run.second) continue;
        if (kept > 0 && run.first <= runs[kept - 1].second) {
            runs[kept - 1].second = std::max(runs[kept - 1].second, run.second);
        } else {
            runs[kept++] = run;
        }
    }
    runs.resize(kept);
    return true;
}

}  // namespace

void ForcePhase::fastReference() {
    const CellList& cells = buffers.cells;
    const Params& p = params();
    buffers.cells.build(world.boids, cellSize(), p.worldSize, pool());
    // The sums stand for the kit's alignment, separation and cohesion where the table's function is the
    // reference's (fusedWeights() gives the others a weight of 0); every other force is called, as combine() adds
    // it.
    const Params fused = fusedWeights();
    const std::span<const Vec2> predators = buffers.predatorPositions;
    const std::span<const Obstacle> obstacles = world.obstacles;
    const Calls calls = callsBesideTheSums(*this);
    const std::span<const Call> called = calls.all();
    // Where every call reaches only so far, only the slots near a predator or an obstacle are called; the others
    // keep their sums' force, as the loop below would leave it (a non-finite one zeroed).
    const bool byReach = !called.empty() && onlyWithinReach(called) &&
                         slotRunsWithinReach(cells, called, predators, obstacles, buffers.reachRuns);
    const std::span<const CellList::SlotRun> runs = buffers.reachRuns;
    parallel(cells.size(), 1024, [&](std::size_t begin, std::size_t end, int lane) {
        LaneBuffers& mine = buffers.lanes[std::size_t(lane)];
        Vec2* const forces = buffers.forces.data();
        flockForces(cells, fused, begin, end, forces);
        if (called.empty()) return;
        const auto callAt = [&](std::size_t slot) {
            const Boid self{cells.positionAt(slot), cells.velocityAt(slot)};
            const std::size_t i = cells.boidAt(slot);
            if (calls.needNeighbors) {
                gatherNeighborhood(world, cells, slot, p.neighborRadius, {}, mine.neighborIndices, mine.neighbors);
            }
            Vec2 total = forces[slot];
            for (const Call& call : called) {
                const bool near = call.kind == TaskKind::Predators
                                      ? call.reach.reaches(self.position, predators, [](Vec2 at) { return at; })
                                  : call.kind == TaskKind::Obstacles
                                      ? call.reach.reaches(self.position, obstacles,
                                                           [](const Obstacle& o) { return o.center; })
                                      : true;
                if (!near) continue;
                total += call.weight *
                         forceOf(call.k, call.fn, self, mine.neighbors, predators, obstacles, p, &mine.report, i);
            }
            forces[slot] = isFinite(total) ? total : Vec2{};
        };
        const auto keepSums = [&](std::size_t from, std::size_t to) {
            for (std::size_t slot = from; slot < to; ++slot) {
                if (!isFinite(forces[slot])) forces[slot] = Vec2{};
            }
        };
        if (!byReach) {
            for (std::size_t slot = begin; slot < end; ++slot) callAt(slot);
            return;
        }
        std::size_t slot = begin;
        for (const CellList::SlotRun& run : runs) {  // sorted, apart
            const std::size_t first = std::clamp<std::size_t>(run.first, begin, end);
            const std::size_t last = std::clamp<std::size_t>(run.second, begin, end);
            keepSums(slot, first);
            for (slot = first; slot < last; ++slot) callAt(slot);
        }
        keepSums(slot, end);
    });
    forcesBySlot = true;
}

}  // namespace boids::detail
