// The scene `./workshop trace` runs the learner's function on, as a JSON object (docs/records.md, "The scene"). The
// checker writes it in a failed check's record, the companion writes the one it traces to a file, and the trace
// program (framework/trace/trace_main.cpp) reads it back; the window's inspector writes its own. Numbers round-trip
// exactly; the parameters are the build's own bytes, so a scene is read by a program of the build that wrote it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boids/params.h"
#include "boids/vec2.h"
#include "boids/world.h"

namespace boids {

// A call of a force task's function that the check made before the failing one, in the same run: its inputs.
struct EarlierCall {
    Boid self;
    std::vector<Boid> neighbors;
    std::vector<Vec2> predators;
    std::vector<Obstacle> obstacles;
    Params params;
};

// A build of the grid task's Grid that the check made before the failing one, in the same Grid: its world.
struct EarlierBuild {
    std::vector<Boid> boids;
    float radius = 0;
    Vec2 worldSize{};
};

struct TraceScene {
    int task = 0;        // tasks.txt's number
    std::string check;   // the failed test, "Alignment.PointsAlongASingleNeighboursHeading"
    // A force task: its inputs, and the recipe's force for them when the check knows it.
    Boid self;
    std::vector<Boid> neighbors;
    std::vector<Vec2> predators;
    std::vector<Obstacle> obstacles;
    Params params;
    std::optional<Vec2> expected;
    // The calls the check made before this one, in order. The trace program makes them first, untraced, so that the
    // traced call starts from what the check's call started from. keepsState: called again on this scene, the
    // learner's function answered otherwise.
    std::vector<EarlierCall> before;
    bool keepsState = false;
    // The grid task: the world, the radius, the boid whose neighbours the grid got wrong, and brute force's list.
    std::vector<Boid> boids;
    float radius = 0;
    Vec2 worldSize{};
    std::uint32_t focus = 0;
    std::vector<std::uint32_t> expectedNeighbours;
    // What the check's own search found for the focus, sorted, when it returned: the trace's run is told against it.
    std::optional<std::vector<std::uint32_t>> answeredNeighbours;
    // How many cells the check's grid had (the kit's own choice of cell size): with the boids, what a trace of
    // buildGrid runs through, which the trace of the smallest failing world is chosen by (boids/render.h).
    std::size_t cells = 0;
    // The worlds the check built the same Grid for before this one, in order: the trace program builds them first,
    // untraced, so that the traced build starts from the Grid the check's build started from.
    std::vector<EarlierBuild> builtBefore;
    // When `boids` is a part of the check's world, cut so that the trace of the build is short: the check's count of
    // boids, the focus as the check numbered it, and the distance from it within which its boids were kept (and
    // renumbered in the check's order). 0 boids: the check's whole world.
    std::size_t wholeBoids = 0;
    std::uint32_t wholeFocus = 0;
    float keptWithin = 0;
};

// The scene as a JSON object's text.
std::string sceneJson(const TraceScene& scene);

// The scene of `text` (sceneJson's). nullopt, with `error` saying what does not read and what was expected, when it
// is not one, or its parameters are another build's.
std::optional<TraceScene> parseScene(std::string_view text, std::string& error);

}  // namespace boids
