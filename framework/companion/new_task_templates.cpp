// The text of the files new-task makes for a task (new_task_templates.h).
#include "new_task_templates.h"

#include <regex>

#include "file_io.h"
#include "new_task_text.h"

namespace boids::companion {

namespace {

// "params.margin", or "params.margin and params.speed": the parameters as the force reads them.
std::string paramNames(std::span<const TaskParam> params) {
    std::vector<std::string> names;
    for (const TaskParam& param : params) names.push_back("params." + std::string(param.name));
    return spokenList(names);
}

// Where a task has parameters of its own: `text` with each `const Params& params` made its params struct's, and that
// struct's header included after boids/tasks.h.
std::string withOwnParams(std::string text, const RegistryEntry& task, std::span<const TaskParam> params) {
    if (params.empty()) return text;
    const std::string type = paramsTypeOf(task, params);
    text = replaceAll(text, "const Params& params", "const " + type + "& params");
    return replaceAll(text, "#include <boids/tasks.h>\n",
                      "#include <boids/tasks.h>\n#include <boids/task_params/" + task.stem + ".h>  // " + type +
                          ": Params, and this task's own parameters (params.txt)\n");
}

// The lines of `text` with the first replaced by `first` (each line keeps its "\n").
std::string withFirstLine(std::string_view text, std::string_view first) {
    const auto end = text.find('\n');
    return std::string(first) + (end == std::string_view::npos ? "\n" : std::string(text.substr(end)));
}

}  // namespace

std::string paramsTypeOf(const RegistryEntry& task, std::span<const TaskParam> params) {
    if (params.empty()) return "Params";
    std::string stem = task.stem, name;
    const auto digits = stem.find_first_not_of("0123456789");
    if (digits != std::string::npos && digits > 0 && stem[digits] == '_') stem = stem.substr(digits + 1);
    bool upper = true;
    for (char c : stem) {
        if (c == '_') {
            upper = true;
            continue;
        }
        name += upper && c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c;
        upper = false;
    }
    if (name.empty() || (name[0] >= '0' && name[0] <= '9')) {
        name = "Task" + task.stem.substr(0, task.stem.find_first_not_of("0123456789")) + name;
    }
    return name + "Params";
}

std::string signatureOf(const RegistryEntry& task, std::span<const TaskParam> params) {
    const std::string items = task.kind == "predators"  ? "std::span<const Vec2> predators"
                              : task.kind == "obstacles" ? "std::span<const Obstacle> obstacles"
                                                         : "std::span<const Boid> neighbors";
    return "Vec2 " + task.function + "(const Boid& self, " + items + ", const " + paramsTypeOf(task, params) +
           "& params)";
}

std::string stubFrom(std::string_view likeStub, const RegistryEntry& like, const RegistryEntry& task,
                     std::span<const TaskParam> params) {
    std::string out = "// Task " + std::to_string(task.number) + ": " + lower(task.name) + ". " +
                      std::string(kInstructorMarker) + ": what the force does, in one sentence.\n//\n// Return: " +
                      std::string(kInstructorMarker) + ": the recipe in a line or two, as the learner reads it.\n";
    for (const TaskParam& p : params) {
        out += "// Uses:   params." + p.name + ", this task's own parameter (a slider in the window)" +
               (p.what.empty() ? "" : ": " + p.what) + "\n";
    }
    bool kept = false;
    for (std::string_view line : linesOf(likeStub)) {
        kept = kept || (line.starts_with("// framework/tasks/") && line.find("/recipe.md") != std::string_view::npos);
        if (kept) out += std::string(line) + "\n";
    }
    if (!kept) out += "#include <boids/tasks.h>\n\nnamespace boids {\n\n" + signatureOf(task, params) +
                      " {\n    // Your code here.\n    return {};\n}\n\n}  // namespace boids\n";
    const std::string n = std::to_string(like.number), m = std::to_string(task.number);
    for (const char* verb : {"test ", "watch ", "hint ", "solve "}) {
        out = replaceAll(out, std::string("workshop ") + verb + n + " ", std::string("workshop ") + verb + m + " ");
        out = replaceAll(out, std::string("workshop ") + verb + n + ",", std::string("workshop ") + verb + m + ",");
    }
    out = replaceAll(out, like.stem, task.stem);
    return withOwnParams(replaceAll(out, like.function + "(", task.function + "("), task, params);
}

std::string solutionFrom(std::string_view likeSolution, const RegistryEntry& like, const RegistryEntry& task,
                         std::span<const TaskParam> params) {
    std::string out;
    for (std::string_view line : linesOf(likeSolution)) {
        if (line.find("[slide:") != std::string_view::npos || line.find("[/slide:") != std::string_view::npos) continue;
        out += std::string(line) + "\n";
    }
    out = withFirstLine(out, "// Task " + std::to_string(task.number) + ", reference: " + lower(task.name) + ". " +
                                 std::string(kInstructorMarker) + ": this is task " + std::to_string(like.number) +
                                 "'s recipe (" + like.name + "), copied to start from; write this task's" +
                                 (params.empty() ? "" : ", which reads " + paramNames(params)) + ".");
    return withOwnParams(replaceAll(out, like.function + "(", task.function + "("), task, params);
}

std::string casesFrom(std::string_view likeCases, const RegistryEntry& like, const RegistryEntry& task,
                      std::span<const TaskParam> params) {
    std::string first = "// Task " + std::to_string(task.number) + " checks: " + task.function +
                        " against hand-worked cases. " + std::string(kInstructorMarker) + ": these are task " +
                        std::to_string(like.number) + "'s (" + like.name + "), copied to start from; work out this "
                        "task's by hand, each expected vector from named parameters.";
    for (const TaskParam& p : params) {
        first += "\n// " + std::string(kInstructorMarker) + ": a case for params." + p.name + ", this task's own "
                 "parameter: set it away from its default, and build\n// the expected vector from it, never from its "
                 "number (params.txt holds that), with #include <boids/task_params/" + task.stem + ".h>:\n//     " +
                 paramsTypeOf(task, params) + " own;\n//     own." + p.name + " = 2 * " + paramsTypeOf(task, params) +
                 "{}." + p.name + ";\n//     add({.name = \"...\", .scene = \"" + p.name + " twice its default; ...\", ..., "
                 ".params = own, .expected = ... own." + p.name + " ...});";
    }
    std::string out = withFirstLine(likeCases, first);
    out = std::regex_replace(out, std::regex(R"(c\.task = Task::\w+; )"), "");  // casesFor() sets the task
    return replaceAll(out, like.function + "Cases()", task.function + "Cases()");
}

std::string catalogFor(const RegistryEntry& task) {
    return "// Task " + std::to_string(task.number) + "'s known mistakes: none kept yet. " +
           std::string(kInstructorMarker) +
           ": add the mistakes learners make, each a wrong " + task.function +
           " in a namespace of its own with what it does wrong and the name the checks give it (as "
           "framework/tasks/01_alignment/mistakes.cpp does). The self-test then checks that each one fails.\n"
           "#include <boids/tasks.h>\n\n#include \"catalog.h\"\n\nnamespace boids::catalog {\n\n"
           "std::vector<KnownMistake> " + task.function + "Mistakes() { return {}; }\n\n}  // namespace boids::catalog\n";
}

std::string factsFor(const RegistryEntry& task) {
    return "// Task " + std::to_string(task.number) + "'s facts: what the diagnosis knows of the recipe of " +
           lower(task.name) + " beyond its kind, none yet (framework/tasks/kinds.h says what a TaskFacts may hold, "
           "and framework/tasks/02_separation/facts.cpp has some).\n"
           "#include \"tasks/kinds.h\"\n\nnamespace boids {\n\nTaskFacts " + task.function +
           "Facts() { return {}; }\n\n}  // namespace boids\n";
}

std::string hintsFor(const RegistryEntry& task, std::span<const TaskParam> params) {
    const std::string n = std::to_string(task.number), marker(kInstructorMarker);
    return "# Task " + n + ": " + lower(task.name) + ", hints\n\n`./workshop hint " + n +
           "` shows these one at a time, each call one more. Each goes further than the last, so read only\nas far "
           "as you need. The recipe is in [framework/tasks/" + task.stem + "/recipe.md](recipe.md).\n\n## Hint 1\n\n" +
           marker + ": a nudge: what the force depends on, and what plays no part.\n\n"
           "## Hint 2\n\n" + marker + ": the recipe's steps in words" +
           (params.empty() ? "" : ", with " + paramNames(params) + " where it plays its part") + ".\n\n## Hint 3\n\n" + marker +
           ": nearly the code.\n";
}

std::string recipeFor(const RegistryEntry& task, const RegistryEntry& like, std::span<const TaskParam> params) {
    const std::string n = std::to_string(task.number), marker(kInstructorMarker);
    std::string own;
    for (const TaskParam& p : params) {
        own += "**Its own parameter:** `params." + p.name + "`" + (p.what.empty() ? "" : " (" + p.what + ")") +
               ", a slider in the window; its default and range are in [params.txt](params.txt). " + marker +
               ": where the recipe uses it.\n\n";
    }
    return "# Task " + n + ": " + lower(task.name) +
           "\n\nBack to the [README](../../../README.md#the-tasks). For every task: [what the framework does]"
           "(../../../docs/framework.md)\n(how your function is called), [Vec2](../../../docs/vec2.md), [what a "
           "failure tells you](../../../docs/failures.md), and\n[when your code hangs or crashes]"
           "(../../../docs/hangs-and-crashes.md).\n\n*" + marker +
           ": what the force does, in one sentence.* File: `exercises/" + task.stem + ".cpp`.\n\n"
           "```cpp\n" + signatureOf(task, params) + "\n```\n\n" + own + "**Recipe.** " + marker +
           ": the recipe, then a worked example with numbers (as [task " + std::to_string(like.number) + "'s](../" +
           like.stem + "/recipe.md)).\n\n**Test:** `./workshop test " + n + "`. **Stuck:** `./workshop hint " + n +
           "`, then `./workshop solve " + n + "`.\n**In the window:** " + marker + ": what the flock does once it "
           "works.\n";
}

std::string paramsFileFor(int taskNumber, std::span<const TaskParam> params) {
    std::string text = "# Task " + std::to_string(taskNumber) +
                       "'s own parameters. Each line is a value of Params that the force reads as params.NAME (through "
                       "its params struct), with a slider\n# from MIN to MAX in steps of STEP and the key NAME in the settings file; the "
                       "diagnosis varies it like any other.\n# cmake/task_registry.cmake reads this file "
                       "(docs/adding-a-task.md).\n# name | default | min | max | step | what it is, with its unit\n";
    for (const TaskParam& p : params) {
        text += p.name + " | " + p.value + " | " + p.min + " | " + p.max + " | " + p.step + " | " +
                (p.what.empty() ? std::string(kInstructorMarker) + ": what it is, with its unit" : p.what) + "\n";
    }
    return text;
}

}  // namespace boids::companion
