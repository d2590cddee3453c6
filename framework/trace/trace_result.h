// What the trace program's result says (a force, or the grid's neighbours of the focus), beside the recipe's answer
// for the scene, and beside what the check's own call answered when that is known (Options' answered for a force, the
// scene's answeredNeighbours for the grid) and differs: then the text says the same inputs gave two answers, rather
// than leaving the two numbers to contradict each other. Lines ending in a newline; "" for a result that does not read.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boids/trace_scene.h>

namespace boids::trace {

std::string resultText(std::string_view result, const TraceScene& scene, std::optional<Vec2> answered);

// A grid's result ("neighbours 3 5 ...") against brute force's list for the scene's focus, each list sorted.
struct NeighbourDifference {
    std::vector<std::uint32_t> found, expected, missing, extra;
};
// nullopt for a result that is no list of neighbours.
std::optional<NeighbourDifference> neighbourDifference(std::string_view result, const TraceScene& scene);

}  // namespace boids::trace
