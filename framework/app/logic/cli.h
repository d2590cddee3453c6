// The command line: `boids [--headless] [--frames N] [--seed S] ...`, parsed without touching SDL.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <boids/model_params.h>

#include "search_mode.h"

namespace boids::app {

struct Options {
    bool headless = false;                  // no window: render into memory, one simulation step per frame
    std::optional<long long> frames;        // quit after this many frames; headless needs it
    std::uint64_t seed = 1;                 // the same seed gives the same flock
    std::optional<int> boids;               // overrides numBoids
    std::optional<SearchMode> neighbors;    // the neighbour search to start with
    bool bench = false;                     // time the steps alone: no window, nothing drawn (implies headless)
    bool reference = false;                 // every task runs the reference, as if your code were not loaded
    std::optional<bool> liveReload;         // rebuild and reload on saves in exercises/ (default: on in the window)
    std::optional<std::string> screenshot;  // a .bmp written from the last frame
    std::optional<std::string> settings;    // the settings file instead of the one in the user's folder
    std::optional<std::string> hand;        // the hand file (boids/hand.h) instead of the kit's .workshop/hand
    std::optional<std::string> learner;     // the learner's plugin instead of the one next to the program
    std::optional<std::string> font;        // a .ttf instead of a system font
    std::optional<std::string> script;      // scripted input, one event a line
    std::optional<std::string> dumpState;   // the final state, as text
    std::optional<Model> model;             // the model to start with (default: the workshop's)
    bool species = false;                   // start with species on: boids flock only with their own colour
    std::optional<std::string> analyze;     // a CSV of the flocking measures, written as the flock flies
    long long analyzeEvery = 1;             // ...every this many steps
    std::optional<int> threads;             // threads that share a step (default: the machine's hardware threads)
    long long warmup = 0;                   // --bench: steps flown before the timing starts
    bool benchDraw = false;                 // --bench: draw every step too (software renderer, in memory)
};

// What parseCommandLine() decided: run with `options`, or exit with `exitCode` after printing `message`
// (to stdout for --help, exit 0; to stderr for a bad argument, exit 2).
struct CommandLine {
    std::optional<Options> options;
    int exitCode = 0;
    std::string message;
};

inline constexpr int kBadArguments = 2;
inline constexpr long long kBenchDefaultFrames = 300;  // --bench without --frames
// --bench keeps every step's time (8 bytes a step): at most this many steps, 8 MB, about 3 hours at 10 ms a step.
inline constexpr long long kBenchMaxFrames = 1'000'000;
inline constexpr long long kMaxWarmup = 100'000;  // --warmup: about 2 hours at a million boids

// Parses the arguments after the program's name. Every error names the argument and what was expected.
CommandLine parseCommandLine(std::span<const std::string_view> args);

// The --help text.
std::string usage();

}  // namespace boids::app
