// boids_trace_text: prints a trace (trace_text.h) from the files of one run of `./workshop trace`.
//   boids_trace_text SCENE EVENTS RESULT SOURCE FUNCTION [--brief] [--never-returned] [--command=WORDS] [--where=FILE]
//                    [--answered=X,Y]
// SCENE: the scene (JSON, boids/trace_scene.h); EVENTS: an engine's events; RESULT: the trace program's result (may be missing: the
// function did not return); SOURCE: the learner's file; FUNCTION: the function traced, for the words.
// --never-returned: the check's own run went past its time limit, so a trace stopped by its line limit is a loop that
// never ends (trace_text.h, Options); without it, the text says the limit was the trace's.
// --where=FILE: also writes there the line the trace points at and what happened there ("LINE MESSAGE", one line;
// trace_text.h whereOf), or nothing when it points nowhere.
// --answered=X,Y: what the check's own call returned on the scene (Options' answered).
// Bad input: one line on stderr naming the file and what was expected, exit status 2.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "trace_text.h"

namespace {

std::optional<std::string> fileText(const char* path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

int fail(const std::string& line) {
    std::fprintf(stderr, "boids_trace_text: %s\n", line.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace boids;
    std::vector<std::string> positional;
    trace::Options options;
    std::string wherePath;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--brief") {
            options.brief = true;
        } else if (arg == "--never-returned") {
            options.neverReturned = true;
        } else if (arg.starts_with("--command=")) {
            options.command = std::string(arg.substr(10));
        } else if (arg.starts_with("--where=")) {
            wherePath = std::string(arg.substr(8));
        } else if (arg.starts_with("--answered=")) {
            const std::string value(arg.substr(11));  // strtof's numbers, "nan" and "inf" among them
            const std::size_t comma = value.find(',');
            char* end = nullptr;
            const float x = comma == std::string::npos ? 0 : std::strtof(value.c_str(), &end);
            const bool xRead = comma != std::string::npos && comma > 0 && end == value.c_str() + comma;
            const float y = xRead ? std::strtof(value.c_str() + comma + 1, &end) : 0;
            if (!xRead || comma + 1 == value.size() || end != value.c_str() + value.size()) {
                return fail(fmt::format("--answered={}: expected two numbers with a comma between them, X,Y", value));
            }
            options.answered = Vec2{x, y};
        } else {
            positional.emplace_back(arg);
        }
    }
    if (positional.size() != 5) {
        return fail("expected SCENE EVENTS RESULT SOURCE FUNCTION [--brief] [--never-returned] [--command=WORDS] "
                    "[--where=FILE] [--answered=X,Y]");
    }
    const std::optional<std::string> sceneFile = fileText(positional[0].c_str());
    const std::optional<std::string> eventsFile = fileText(positional[1].c_str());
    const std::optional<std::string> sourceFile = fileText(positional[3].c_str());
    if (!sceneFile) return fail(fmt::format("cannot read the scene's file {}", positional[0]));
    if (!eventsFile) return fail(fmt::format("cannot read the events' file {}", positional[1]));
    if (!sourceFile) return fail(fmt::format("cannot read the source file {}", positional[3]));
    std::string error;
    const std::optional<TraceScene> scene = parseScene(*sceneFile, error);
    if (!scene) return fail(fmt::format("{}: {}", positional[0], error));
    const std::optional<std::vector<trace::Event>> events = trace::parseEvents(*eventsFile, error);
    if (!events) return fail(fmt::format("{}: {}", positional[1], error));
    std::vector<std::string> source;
    std::istringstream lines(*sourceFile);
    for (std::string line; std::getline(lines, line);) source.push_back(line);
    const std::string result = fileText(positional[2].c_str()).value_or("");
    const std::string text = trace::traceText(*events, *scene, positional[4], source, result, options);
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (!wherePath.empty()) {
        const trace::Where where = trace::whereOf(*events, source, options.neverReturned);
        std::ofstream out(wherePath, std::ios::binary | std::ios::trunc);
        if (where.line > 0) out << where.line << ' ' << where.message << '\n';
        if (!out) return fail(fmt::format("cannot write {}", wherePath));
    }
    return 0;
}
