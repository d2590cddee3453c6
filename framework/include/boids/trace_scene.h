// The scene `./workshop trace` runs the learner's function on. The checker writes it under a failed test as hidden
// lines ("[boids-scene] ..."), the companion keeps the lines of the failure it shows, and the trace program
// (framework/trace/trace_main.cpp) reads them back. Numbers round-trip exactly; the parameters are the build's own
// bytes, so a scene is read by a program of the build that wrote it.
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
    // The grid task: the world, the radius, the boid whose neighbours the grid got wrong, and brute force's list.
    std::vector<Boid> boids;
    float radius = 0;
    Vec2 worldSize{};
    std::uint32_t focus = 0;
    std::vector<std::uint32_t> expectedNeighbours;
};

// What starts each of a scene's lines in a test's output; the companion hides those lines.
inline constexpr std::string_view kSceneTag = "[boids-scene] ";

// The scene as lines, each starting with kSceneTag and ending with '\n'.
std::string sceneLines(const TraceScene& scene);

// The scene of `text`: the lines sceneLines() wrote, with or without their tag (other lines are skipped). nullopt,
// with `error` saying which line and what was expected, when a line does not read or no task is named.
std::optional<TraceScene> parseScene(std::string_view text, std::string& error);

}  // namespace boids
