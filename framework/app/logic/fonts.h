// Finding a .ttf font for the labels: --font PATH, else the usual places on Linux, macOS and Windows.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace boids::app {

// Where fonts usually are, most wanted first.
std::vector<std::string> fontCandidates();

struct FontChoice {
    std::optional<std::string> path;  // the font to use; empty: run without labels
    std::string warning;              // why there is none, and how to fix it; empty when a font was found
};

// `override` (from --font) if given and readable; else the first candidate that exists.
FontChoice chooseFont(const std::optional<std::string>& override, const std::vector<std::string>& candidates);

}  // namespace boids::app
