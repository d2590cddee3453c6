// The words of a failed check that only boids::checks shows (checks.cpp); the public ones are boids/checks.h's
// (diagnose, namedMistakeLine, mistakeTryLine). Private to boids::checks.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "boids/checks.h"

namespace boids::words {

// Task 5 turns the heading by a number of degrees: a force turned by that number read as radians (or by its
// radians read as degrees) is a mix-up of units, and this says so; empty for any other answer.
std::string unitsMixUp(const ForceCase& c, Vec2 actual);

// A case's note, as the failure's line: "this case checks: ...".
std::string caseChecksLine(std::string_view hint);

// Which neighbours boid `self` is missing or has extra, in words, and how telling that is (`rank`).
std::string describeMismatch(const GridCase& c, const Grid& grid, std::size_t self,
                             const std::vector<std::uint32_t>& viaGrid, const std::vector<std::uint32_t>& viaBrute,
                             Rank& rank);

}  // namespace boids::words
