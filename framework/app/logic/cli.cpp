// The command line: each option, its value's check, and the error that names what was expected.
#include "cli.h"

#include <limits>

#include <fmt/format.h>

#include <boids/models.h>
#include <boids/thread_pool.h>

#include "numbers.h"

namespace boids::app {

namespace {

bool endsWithBmp(std::string_view path) {
    if (path.size() < 4) return false;
    std::string ext(path.substr(path.size() - 4));
    for (char& c : ext) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return ext == ".bmp";
}

CommandLine fail(std::string message) {
    return {std::nullopt, kBadArguments, fmt::format("boids: {}\nRun `boids --help` for the options.\n", message)};
}

}  // namespace

std::string usage() {
    return fmt::format(
           "Usage: boids [options]\n"
           "The boids window: your five forces, live. Keys: H in the window.\n"
           "\n"
           "  --headless            no window: draw into memory (no display needed), one step per frame\n"
           "  --frames N            quit after N frames (N >= 1); required with --headless\n"
           "  --seed S              seed of the random flock (0 or more; default 1): same seed, same flight\n"
           "  --boids N             number of boids, 1 to {} (overrides the saved setting); more than\n"
           "                        {} needs a grid, and starts with the reference grid unless --neighbors;\n"
           "                        the inverse-square model stops at {}, the 3d one at {} (both compare\n"
           "                        every pair)\n"
           "  --neighbors MODE      the neighbour search: brute (default), grid (yours, task 6) or\n"
           "                        reference-grid; G switches it in the window\n"
           "  --reference           every task runs the reference, as if your code were not loaded\n"
           "  --live-reload         rebuild and reload your code when you save in exercises/ (on by default\n"
           "                        in the window, off headless); --no-live-reload turns it off\n"
           "  --bench               time the simulation alone: headless, nothing drawn, --frames steps\n"
           "                        (default 300); ms_per_step is then the median step\n"
           "  --warmup N            with --bench: fly N steps first, untimed (600: a gathered flock)\n"
           "  --draw                with --bench: draw every step too, with the software renderer in\n"
           "                        memory; ms_per_frame is then the median step plus drawing\n"
           "  --threads N           threads that share a step, 1 to 64 (default: this machine's, here {});\n"
           "                        T in the window switches between 1 and N\n"
           "  --screenshot FILE     save the last frame as a BMP image (FILE ends in .bmp)\n"
           "  --settings FILE       slider settings to load, and to save on quit (window only)\n"
           "  --learner FILE        your tasks' plugin (default: boids_learner next to the program)\n"
           "  --font FILE           a .ttf font for the labels (default: a system font)\n"
           "  --script FILE         scripted input, one event a line: `10 drag slider separationWeight 3.5`,\n"
           "                        `20 click world 600 450`, `30 key 1` (every line: docs/window.md,\n"
           "                        \"A picture without a window\")\n"
           "  --dump-state FILE     write the final state (params, tasks, every boid) as text\n"
           "  --model NAME          the model: workshop (default; your tasks), reynolds, inverse-square,\n"
           "                        accumulators or 3d (the seeds' own flocks, with their values); M in the window\n"
           "  --species             boids flock only with their own species (colour); S in the window\n"
           "  --analyze FILE        write the flocking measures as CSV: step, seconds, polarization, clusters,\n"
           "                        mean_nearest_distance\n"
           "  --analyze-every K     ...every K steps (default 1)\n"
           "  --help                this text\n"
           "\n"
           "Examples: boids --headless --frames 600 --seed 1 --screenshot out.bmp\n"
           "          boids --bench --boids 100000 --neighbors reference-grid --reference\n",
           kMaxBoids, kBruteForceMaxBoids, modelMaxBoids(Model::InverseSquare), modelMaxBoids(Model::Flock3D),
           ThreadPool::hardwareThreads());
}

CommandLine parseCommandLine(std::span<const std::string_view> args) {
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view arg = args[i];
        std::optional<std::string_view> inlineValue;  // --frames=600
        if (const auto eq = arg.find('='); arg.starts_with("--") && eq != std::string_view::npos) {
            inlineValue = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
        }
        // Takes the option's value: the text after '=', or the next argument.
        auto value = [&]() -> std::optional<std::string_view> {
            if (inlineValue) return inlineValue;
            if (i + 1 < args.size() && !args[i + 1].starts_with("--")) return args[++i];
            return std::nullopt;
        };
        auto missing = [&](std::string_view what) { return fail(fmt::format("{} needs a value: {}.", arg, what)); };
        auto flag = [&](bool& out) {
            if (inlineValue) return false;
            out = true;
            return true;
        };

        if (arg == "--help" || arg == "-h") {
            return {std::nullopt, 0, usage()};
        } else if (arg == "--headless") {
            if (!flag(options.headless)) return fail("--headless takes no value.");
        } else if (arg == "--frames") {
            constexpr std::string_view what = "the number of frames to run, a whole number of 1 or more";
            const auto text = value();
            if (!text) return missing(what);
            const auto n = parseWhole<long long>(*text, 1, std::numeric_limits<long long>::max());
            if (!n) return fail(fmt::format("--frames expects {}, not \"{}\".", what, *text));
            options.frames = *n;
        } else if (arg == "--seed") {
            constexpr std::string_view what = "the random seed, a whole number of 0 or more";
            const auto text = value();
            if (!text) return missing(what);
            const auto n = parseWhole<std::uint64_t>(*text, 0, std::numeric_limits<std::uint64_t>::max());
            if (!n) return fail(fmt::format("--seed expects {}, not \"{}\".", what, *text));
            options.seed = *n;
        } else if (arg == "--boids") {
            const std::string what = fmt::format("the number of boids, a whole number from 1 to {}", kMaxBoids);
            const auto text = value();
            if (!text) return missing(what);
            const auto n = parseWhole<int>(*text, 1, kMaxBoids);
            if (!n) return fail(fmt::format("--boids expects {}, not \"{}\".", what, *text));
            options.boids = *n;
        } else if (arg == "--neighbors") {
            constexpr std::string_view what = "the neighbour search: brute, grid or reference-grid";
            const auto text = value();
            if (!text) return missing(what);
            options.neighbors = searchModeNamed(*text);
            if (!options.neighbors) return fail(fmt::format("--neighbors expects {}, not \"{}\".", what, *text));
        } else if (arg == "--model") {
            constexpr std::string_view what = "the model: workshop, reynolds, inverse-square, accumulators or 3d";
            const auto text = value();
            if (!text) return missing(what);
            options.model = modelNamed(*text);
            if (!options.model) return fail(fmt::format("--model expects {}, not \"{}\".", what, *text));
        } else if (arg == "--species") {
            if (!flag(options.species)) return fail("--species takes no value.");
        } else if (arg == "--analyze-every") {
            constexpr std::string_view what = "how many steps between two rows, a whole number of 1 or more";
            const auto text = value();
            if (!text) return missing(what);
            const auto n = parseWhole<long long>(*text, 1, std::numeric_limits<long long>::max());
            if (!n) return fail(fmt::format("--analyze-every expects {}, not \"{}\".", what, *text));
            options.analyzeEvery = *n;
        } else if (arg == "--threads") {
            const std::string what =
                fmt::format("the number of threads, a whole number from 1 to {}", ThreadPool::kMaxThreads);
            const auto text = value();
            if (!text) return missing(what);
            const auto n = parseWhole<int>(*text, 1, ThreadPool::kMaxThreads);
            if (!n) return fail(fmt::format("--threads expects {}, not \"{}\".", what, *text));
            options.threads = *n;
        } else if (arg == "--warmup") {
            const std::string what = fmt::format("the steps to fly before timing, a whole number from 0 to {}",
                                                 kMaxWarmup);
            const auto text = value();
            if (!text) return missing(what);
            const auto n = parseWhole<long long>(*text, 0, kMaxWarmup);
            if (!n) return fail(fmt::format("--warmup expects {}, not \"{}\".", what, *text));
            options.warmup = *n;
        } else if (arg == "--draw") {
            if (!flag(options.benchDraw)) return fail("--draw takes no value.");
        } else if (arg == "--bench") {
            if (!flag(options.bench)) return fail("--bench takes no value.");
        } else if (arg == "--reference") {
            if (!flag(options.reference)) return fail("--reference takes no value.");
        } else if (arg == "--live-reload" || arg == "--no-live-reload") {
            if (inlineValue) return fail(fmt::format("{} takes no value.", arg));
            options.liveReload = arg == "--live-reload";
        } else if (arg == "--screenshot" || arg == "--settings" || arg == "--learner" || arg == "--font" ||
                   arg == "--script" || arg == "--dump-state" || arg == "--analyze") {
            constexpr std::string_view what = "a file name";
            const auto text = value();
            if (!text || text->empty()) return missing(what);
            std::string path(*text);
            if (arg == "--screenshot") {
                if (!endsWithBmp(path)) {
                    return fail(
                        fmt::format("--screenshot writes a BMP image: give a file name ending in .bmp, "
                                    "not \"{}\" (convert it afterwards, e.g. `convert out.bmp out.png`).",
                                    path));
                }
                options.screenshot = std::move(path);
            } else if (arg == "--settings") {
                options.settings = std::move(path);
            } else if (arg == "--learner") {
                options.learner = std::move(path);
            } else if (arg == "--font") {
                options.font = std::move(path);
            } else if (arg == "--script") {
                options.script = std::move(path);
            } else if (arg == "--analyze") {
                options.analyze = std::move(path);
            } else {
                options.dumpState = std::move(path);
            }
        } else {
            return fail(fmt::format("unknown argument \"{}\".", args[i]));
        }
    }
    if (options.bench) {
        options.headless = true;
        if (!options.frames) options.frames = kBenchDefaultFrames;
        if (*options.frames > kBenchMaxFrames) {
            return fail(fmt::format("--frames {} is more than --bench can time: it keeps every step's time, so at "
                                    "most {} steps.",
                                    *options.frames, kBenchMaxFrames));
        }
        if (options.screenshot) return fail("--bench draws nothing, so it cannot take a --screenshot.");
    } else if (options.warmup > 0 || options.benchDraw) {
        return fail(fmt::format("{} is a setting of --bench: add --bench, or leave it out.",
                                options.benchDraw ? "--draw" : "--warmup"));
    }
    if (options.boids && *options.boids > kBruteForceMaxBoids && options.neighbors == SearchMode::BruteForce) {
        return fail(fmt::format("--boids {} is more than brute force allows ({}): choose --neighbors grid or "
                                "--neighbors reference-grid.",
                                *options.boids, kBruteForceMaxBoids));
    }
    if (options.boids && options.model && *options.boids > modelMaxBoids(*options.model)) {
        const int cap = modelMaxBoids(*options.model);
        return fail(fmt::format("--boids {} is more than the model {} flies: it stops at {} boids, because it "
                                "compares every pair. Try --boids {}.",
                                *options.boids, displayName(*options.model), cap, cap));
    }
    if (options.headless && !options.frames) {
        return fail("--headless needs --frames N: the number of frames to run, a whole number of 1 or more.");
    }
    return {std::move(options), 0, {}};
}

}  // namespace boids::app
