// The command line: each option, its value's check, and the error that names what was expected.
#include "cli.h"

#include <limits>

#include <fmt/format.h>

#include <boids/models.h>
#include <boids/tasks.h>
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
           "  --neighbors MODE      the neighbour search: brute (default), grid (yours, {}) or\n"
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
           "  --hand FILE           the raised hand to show, and where N and D write it (default: the\n"
           "                        kit's .workshop/hand in the window, none headless)\n"
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
           isListed(kGridTask) ? fmt::format("task {}", info(kGridTask).number) : "tasks.txt has no grid task",
           ThreadPool::hardwareThreads());
}

namespace {

// The arguments, one at a time: each one's name, and its value after '=' (--frames=600) or as the next argument.
class Arguments {
public:
    explicit Arguments(std::span<const std::string_view> args) : args_(args) {}

    // Moves to the next argument; false past the last.
    bool next() {
        if (next_ >= args_.size()) return false;
        whole_ = name_ = args_[next_++];
        inlineValue_.reset();
        if (const auto eq = whole_.find('='); whole_.starts_with("--") && eq != std::string_view::npos) {
            inlineValue_ = whole_.substr(eq + 1);
            name_ = whole_.substr(0, eq);
        }
        return true;
    }
    std::string_view name() const { return name_; }    // "--frames"
    std::string_view whole() const { return whole_; }  // "--frames=600", as typed
    bool hasInlineValue() const { return inlineValue_.has_value(); }
    // Takes the option's value: the text after '=', or the next argument unless that is an option.
    std::optional<std::string_view> value() {
        if (inlineValue_) return inlineValue_;
        if (next_ < args_.size() && !args_[next_].starts_with("--")) return args_[next_++];
        return std::nullopt;
    }

private:
    std::span<const std::string_view> args_;
    std::size_t next_ = 0;
    std::string_view whole_, name_;
    std::optional<std::string_view> inlineValue_;
};

// What is wrong with the arguments, in a sentence that names the value and what was expected; nullopt: nothing.
using Problem = std::optional<std::string>;

Problem missing(const Arguments& a, std::string_view what) {
    return fmt::format("{} needs a value: {}.", a.name(), what);
}

// A flag, which takes no value: `out` becomes `value`.
template <typename Out>
Problem readFlag(const Arguments& a, Out& out, bool value = true) {
    if (a.hasInlineValue()) return fmt::format("{} takes no value.", a.name());
    out = value;
    return std::nullopt;
}

template <typename T, typename Out>
Problem readWhole(Arguments& a, std::string_view what, T min, T max, Out& out) {
    const auto text = a.value();
    if (!text) return missing(a, what);
    const auto n = parseWhole<T>(*text, min, max);
    if (!n) return fmt::format("{} expects {}, not \"{}\".", a.name(), what, *text);
    out = *n;
    return std::nullopt;
}

// An option whose value is one of a few names: `named` gives its meaning, or nullopt.
template <typename Named, typename Out>
Problem readNamed(Arguments& a, std::string_view what, Named named, Out& out) {
    const auto text = a.value();
    if (!text) return missing(a, what);
    out = named(*text);
    if (!out) return fmt::format("{} expects {}, not \"{}\".", a.name(), what, *text);
    return std::nullopt;
}

Problem readFile(Arguments& a, std::optional<std::string>& out) {
    const auto text = a.value();
    if (!text || text->empty()) return missing(a, "a file name");
    out = std::string(*text);
    return std::nullopt;
}

// Reads the option `a` is on, and its value, into `o`.
Problem readOption(Arguments& a, Options& o) {
    constexpr long long kLongMax = std::numeric_limits<long long>::max();
    const std::string_view name = a.name();
    if (name == "--headless") return readFlag(a, o.headless);
    if (name == "--frames") {
        return readWhole<long long>(a, "the number of frames to run, a whole number of 1 or more", 1, kLongMax,
                                    o.frames);
    }
    if (name == "--seed") {
        return readWhole<std::uint64_t>(a, "the random seed, a whole number of 0 or more", 0,
                                        std::numeric_limits<std::uint64_t>::max(), o.seed);
    }
    if (name == "--boids") {
        return readWhole<int>(a, fmt::format("the number of boids, a whole number from 1 to {}", kMaxBoids), 1,
                              kMaxBoids, o.boids);
    }
    if (name == "--neighbors") {
        return readNamed(a, "the neighbour search: brute, grid or reference-grid", searchModeNamed, o.neighbors);
    }
    if (name == "--model") {
        return readNamed(a, "the model: workshop, reynolds, inverse-square, accumulators or 3d", modelNamed, o.model);
    }
    if (name == "--species") return readFlag(a, o.species);
    if (name == "--analyze-every") {
        return readWhole<long long>(a, "how many steps between two rows, a whole number of 1 or more", 1, kLongMax,
                                    o.analyzeEvery);
    }
    if (name == "--threads") {
        const int most = ThreadPool::kMaxThreads;
        return readWhole<int>(a, fmt::format("the number of threads, a whole number from 1 to {}", most), 1, most,
                              o.threads);
    }
    if (name == "--warmup") {
        return readWhole<long long>(
            a, fmt::format("the steps to fly before timing, a whole number from 0 to {}", kMaxWarmup), 0, kMaxWarmup,
            o.warmup);
    }
    if (name == "--draw") return readFlag(a, o.benchDraw);
    if (name == "--bench") return readFlag(a, o.bench);
    if (name == "--reference") return readFlag(a, o.reference);
    if (name == "--live-reload" || name == "--no-live-reload") return readFlag(a, o.liveReload, name == "--live-reload");
    if (name == "--screenshot") {
        if (Problem problem = readFile(a, o.screenshot)) return problem;
        if (endsWithBmp(*o.screenshot)) return std::nullopt;
        return fmt::format("--screenshot writes a BMP image: give a file name ending in .bmp, not \"{}\" (convert it "
                           "afterwards, e.g. `convert out.bmp out.png`).",
                           *o.screenshot);
    }
    if (name == "--settings") return readFile(a, o.settings);
    if (name == "--hand") return readFile(a, o.hand);
    if (name == "--learner") return readFile(a, o.learner);
    if (name == "--font") return readFile(a, o.font);
    if (name == "--script") return readFile(a, o.script);
    if (name == "--dump-state") return readFile(a, o.dumpState);
    if (name == "--analyze") return readFile(a, o.analyze);
    return fmt::format("unknown argument \"{}\".", a.whole());
}

// The options that go only with others, or not with others: --bench's own, and the limits of --boids.
Problem settleTogether(Options& options) {
    if (options.bench) {
        options.headless = true;
        if (!options.frames) options.frames = kBenchDefaultFrames;
        if (*options.frames > kBenchMaxFrames) {
            return fmt::format("--frames {} is more than --bench can time: it keeps every step's time, so at most {} "
                               "steps.",
                               *options.frames, kBenchMaxFrames);
        }
        if (options.screenshot) return "--bench draws nothing, so it cannot take a --screenshot.";
    } else if (options.warmup > 0 || options.benchDraw) {
        return fmt::format("{} is a setting of --bench: add --bench, or leave it out.",
                           options.benchDraw ? "--draw" : "--warmup");
    }
    if (options.boids && *options.boids > kBruteForceMaxBoids && options.neighbors == SearchMode::BruteForce) {
        return fmt::format("--boids {} is more than brute force allows ({}): choose --neighbors grid or "
                           "--neighbors reference-grid.",
                           *options.boids, kBruteForceMaxBoids);
    }
    if (options.boids && options.model && *options.boids > modelMaxBoids(*options.model)) {
        const int cap = modelMaxBoids(*options.model);
        return fmt::format("--boids {} is more than the model {} flies: it stops at {} boids, because it compares "
                           "every pair. Try --boids {}.",
                           *options.boids, displayName(*options.model), cap, cap);
    }
    if (options.headless && !options.frames) {
        return "--headless needs --frames N: the number of frames to run, a whole number of 1 or more.";
    }
    return std::nullopt;
}

}  // namespace

CommandLine parseCommandLine(std::span<const std::string_view> args) {
    Options options;
    Arguments arguments(args);
    while (arguments.next()) {
        if (arguments.name() == "--help" || arguments.name() == "-h") return {std::nullopt, 0, usage()};
        if (Problem problem = readOption(arguments, options)) return fail(*problem);
    }
    if (Problem problem = settleTogether(options)) return fail(*problem);
    return {std::move(options), 0, {}};
}

}  // namespace boids::app
