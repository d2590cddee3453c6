// Fuzzes the command-line parser: the input is the arguments, separated by NUL bytes. Every outcome is options to run
// with, --help (exit 0), or a message and exit 2; options that come back keep the parser's promises.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "cli.h"

namespace {

void fail(const char* what) {
    std::fprintf(stderr, "fuzz_cli: %s\n", what);
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boids::app;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> args;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find('\0', start), text.size());
        args.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    const CommandLine cli = parseCommandLine(args);
    if (!cli.options) {
        if (cli.exitCode != 0 && cli.exitCode != kBadArguments) fail("an exit code that is neither 0 nor 2");
        if (cli.message.empty()) fail("no message");
        if (cli.exitCode == kBadArguments && cli.message.find("boids: ") != 0) fail("an error that does not say boids:");
        return 0;
    }
    const Options& o = *cli.options;
    if (cli.exitCode != 0) fail("options with a non-zero exit code");
    if (o.headless && !o.frames) fail("headless without --frames");
    if (o.frames && *o.frames < 1) fail("--frames below 1");
    if (o.boids && (*o.boids < 1 || *o.boids > kMaxBoids)) fail("--boids out of range");
    if (o.boids && *o.boids > kBruteForceMaxBoids && o.neighbors == SearchMode::BruteForce) {
        fail("more boids than brute force allows, with brute force");
    }
    if (o.bench && (!o.headless || o.screenshot)) fail("--bench that draws");
    for (const auto* path : {&o.screenshot, &o.settings, &o.learner, &o.font, &o.script, &o.dumpState}) {
        if (*path && (*path)->empty()) fail("an empty file name");
    }
    return 0;
}
