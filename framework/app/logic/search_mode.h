// How the window finds each boid's neighbours (key G and the panel's button cycle through them), and how many
// boids each one allows.
#pragma once

#include <optional>
#include <string_view>

namespace boids::app {

enum class SearchMode {
    BruteForce,     // the framework's findNeighborsBrute(): every boid against every boid, O(n^2)
    LearnerGrid,    // task 6: your buildGrid() and findNeighborsInGrid()
    ReferenceGrid,  // the framework's fast grid (and, while tasks 1-3 run the reference, its fused loop)
};

// Brute force is O(n^2): a step of 5000 boids already takes longer than a 60 Hz frame on a laptop.
inline constexpr int kBruteForceMaxBoids = 5000;
// The end of the numBoids slider, with a grid.
inline constexpr int kMaxBoids = 1000000;

constexpr int maxBoids(SearchMode mode) { return mode == SearchMode::BruteForce ? kBruteForceMaxBoids : kMaxBoids; }

// The command line's names: "brute", "grid", "reference-grid".
constexpr std::string_view cliName(SearchMode mode) {
    switch (mode) {
        case SearchMode::BruteForce: return "brute";
        case SearchMode::LearnerGrid: return "grid";
        case SearchMode::ReferenceGrid: return "reference-grid";
    }
    return "?";
}

constexpr std::optional<SearchMode> searchModeNamed(std::string_view name) {
    for (SearchMode mode : {SearchMode::BruteForce, SearchMode::LearnerGrid, SearchMode::ReferenceGrid}) {
        if (cliName(mode) == name) return mode;
    }
    return std::nullopt;
}

// The panel's names: "brute force", "your grid", "reference grid".
constexpr std::string_view label(SearchMode mode) {
    switch (mode) {
        case SearchMode::BruteForce: return "brute force";
        case SearchMode::LearnerGrid: return "your grid";
        case SearchMode::ReferenceGrid: return "reference grid";
    }
    return "?";
}

}  // namespace boids::app
