// The text of a trace: the learner's function, line by line, as a debugger saw it run on a scene. The engines
// (framework/trace/engines/, gdb or lldb) write the events; this turns them into what the learner reads. Both engines
// write the same events, so the text is the same whichever ran.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <boids/trace_scene.h>

namespace boids::trace {

// One variable of a frame at a stop (engines/README.md, "var NAME KIND DECL VALUES...").
struct Variable {
    std::string name;
    std::string kind;            // num, bool, vec2, boid, obstacle, list, other
    bool reference = false;      // the kind had "&": a reference or pointer, shown with its referent's values
    bool integral = false;       // a num written without a point or exponent
    int declared = 0;            // its declaration's line, 0 when unknown
    std::vector<double> values;  // as many as the kind has
};

struct Event {
    enum class Type { Engine, Call, Line, Return, Crash, Limit, Exit, Error };
    Type type = Type::Line;
    int depth = 0;     // Call, Line, Return
    int line = 0;      // Line, Crash, Limit
    int status = 0;    // Exit
    std::string word;  // Engine: "gdb 13.1"; Call: the function; Crash: the signal; Limit: steps or depth;
                       // Error: the engine's words
    std::vector<Variable> variables;  // Line
};

// The events of an engine's file. nullopt, with `error` naming the line and what was expected, when one does not read.
std::optional<std::vector<Event>> parseEvents(std::string_view text, std::string& error);

struct Options {
    bool brief = false;     // for a failure's message: at most about 15 lines, fewer iterations shown
    std::string command;    // how the learner runs the whole trace: "./workshop trace 1"
    // The check's own run never returned (it went past its time limit). Only then does a trace that stopped at its
    // line limit say the loop never ends; otherwise the limit was the trace's, and it says so.
    bool neverReturned = false;
    // What the check's own call returned on this scene (a force task's failure records it), when it returned: where
    // the traced run answers otherwise, the text says so, not leaving the two numbers to contradict each other.
    std::optional<Vec2> answered;
};

// What the trace shows: `events` of the learner's function `function` (its source `source`, a line each, from line 1)
// on `scene`; `result`, the trace program's result line ("force X Y", "neighbours I J", or empty when it did not end).
std::string traceText(std::span<const Event> events, const TraceScene& scene, std::string_view function,
                      std::span<const std::string> source, std::string_view result, const Options& options);

// Where in the learner's file a trace points, for an editor's link ("exercises/01_alignment.cpp:12: error: ..."):
// the line of a crash, the line a loop kept running when the trace's line limit stopped it and the check's own run
// never returned (`neverReturned`, Options'), the line of a call that never ended, or the line the failure is about
// when the trace shows it (trace_where.h: a return inside a loop, a variable set anew on each pass). line is 0
// otherwise, and the link goes to the function's first line: the debugger could not trace, the trace's limit stopped
// a function that the check saw return, or no line of the run shows what the failure is about.
struct Where {
    int line = 0;
    std::string message;  // one line, what happened there: "crashed here with SIGSEGV: ..."
};
Where whereOf(std::span<const Event> events, std::span<const std::string> source, bool neverReturned);

// The scene's inputs, a line each, numbered as the trace names them ("  neighbour 2  position (1, 2) velocity (0, 1)").
std::string sceneText(const TraceScene& scene);

}  // namespace boids::trace
