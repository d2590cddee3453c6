// A task's test program: run with a time limit, its records read (boids/records.h), and the report a learner reads,
// rendered from them (boids/render.h).
#include "task_tests.h"

#include <algorithm>
#include <chrono>
#include <fstream>

#include <boids/findings.h>
#include <boids/render.h>

#include "child_process.h"
#include "file_io.h"
#include "next_step.h"
#include "source_link.h"
#include "trace.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// Each check runs the learner's code in a child process with a time limit of its own (a second), so a loop that
// never ends or a crash fails that one check, with a message. This limit is for the whole program, in case something
// outside the checks never ends (a global variable's initializer, say).
constexpr std::chrono::seconds kTestProgramLimit{120};

// The status a task's test program ends with when it cannot load the task's module (framework/checker/task_module.h).
constexpr int kModuleMissingStatus = 3;

fs::path recordsFile(const Kit& kit, int task) { return kit.build() / ("task-" + std::to_string(task) + ".jsonl"); }

// The first failure's place in the learner's file, for an editor (source_link.h): where its trace points, else the
// function's first line. "" when the file has no such function (then there is nothing to point at).
std::string failureLink(const Kit& kit, const Task& me, const report::Check& shown, const TracePoint& point) {
    const fs::path file = kit.exercise(me);
    std::string path = app::utf8FromPath(file.lexically_relative(kit.root()));
    std::replace(path.begin(), path.end(), '\\', '/');  // the same link on every system
    if (point.line > 0) return sourceLink(path, point.line, shown.name + ": " + point.message);
    const int line = definitionLine(readFile(file).value_or(""), me.function);
    if (line == 0) return {};
    const std::string scenario = report::scenarioOf(shown);
    return sourceLink(path, line, std::string(me.function) + " fails " + shown.name +
                                      (scenario.empty() ? "" : " (" + scenario + ")"));
}

// Said when the program did not end with its records: which way it stopped, its last lines, and where its whole
// output is.
void sayStopped(Console& console, const app::ProcessResult& result, int task) {
    const std::string n = std::to_string(task);
    const std::string whole = "(the whole output: build/task-" + n + ".log)";
    if (result.timedOut) {
        console.out() << lastLines(result.output, 20);
        console.out().flush();
        console.complain("task " + n + "'s test program was still running after " +
                         std::to_string(kTestProgramLimit.count()) +
                         " s, so it was stopped. Each test\nstops your code after a second, so something outside the "
                         "tests never ends: a loop in a global variable's\ninitializer, or in code that runs before "
                         "main? Its last lines are above " + whole + ".");
        return;
    }
    if (result.exitCode == kModuleMissingStatus) {
        console.out() << lastLines(result.output, 5);
        console.out().flush();
        console.complain("task " + n + "'s test program could not load your code: the line above says why " + whole +
                         ".");
        return;
    }
    // As a shell reports it: 128 + the signal, or 127 for a program that could not start.
    const int status = result.signal > 0 ? 128 + result.signal : result.exitCode >= 0 ? result.exitCode : 127;
    console.out() << lastLines(result.output, 40);
    console.out().flush();
    console.complain("task " + n + "'s test program stopped before the end, outside any one test (exit status " +
                     std::to_string(status) + "), so your code\ncrashed before the tests began: in a global variable's "
                     "initializer, say. Its last lines are above (the whole\noutput: build/task-" + n + ".log).");
}

// Whether the grid's first failure is about its search alone: its findings are all of a kind the diagnosis knows, and
// none names a cell a boid was put in (or left out of) or a cell size, which the build decides (boids/findings.h, the
// grid's kinds: GridPlacement, GridCellSize). Then the trace shows the search, where the code departs from the recipe,
// and not the build's lines, which are right.
bool searchIsWhatDiffers(const report::Records& records) {
    const report::Check* first = report::firstShown(records);
    const report::Failure* failure = first && !first->failures.empty() ? &first->failures.front() : nullptr;
    if (!failure || failure->findings.empty()) return false;
    return std::ranges::all_of(failure->findings, [](const report::FindingRecord& f) {
        const findings::KindInfo* kind = kindOfId(f.id);
        return kind && kind->telling != Telling::GridPlacement && kind->telling != Telling::GridCellSize;
    });
}

// The failures of a task that does not pass: the first shown, with the trace of the learner's code on its scene (also
// when a known mistake is named: a name can be wrong, the trace is what the code did) and the editor's link, then how
// each other one differs; or every one (`all`).
void sayFailures(const Kit& kit, Console& console, const Task& me, const TaskResult& result, bool all,
                 Builder* traceBuilder) {
    const Style& style = console.style();
    const std::string n = std::to_string(me.number);
    if (all) {
        console.out() << report::allFailures(result.records);
        console.out().flush();
        return;
    }
    std::string trace, link;
    const report::Shown shown = report::shownCheck(result.records);
    if (shown.check) {
        TracePoint point;
        // The stub's one line, `return {};`, shows nothing its failure has not said, and tracing it costs each run of
        // an unstarted task about half a second.
        if (traceBuilder && !shown.scene.empty() && !kit.isStillTheStub(me)) {
            const report::Verdict* verdict = shown.check->verdict();
            const bool hung = verdict && verdict->kind == "hang";
            const report::Failure* traced = shown.check->withScene();
            trace = traceOfScene(kit, console, traceBuilder, me.number, shown.scene,
                                 {.brief = true,
                                  .neverReturned = hung,
                                  .gridQuery = searchIsWhatDiffers(result.records),
                                  .answered = traced ? traced->actual : std::nullopt},
                                 &point);
            if (shown.smallerWorld) {
                trace = "  Traced on the smallest world that fails, " + shown.check->name + ":\n" + trace;
            }
            while (!trace.empty() && trace.back() == '\n') trace.pop_back();
        }
        if (!kit.isSolved(me.number)) link = failureLink(kit, me, *shown.check, point);
    }
    // One failure at a time: the one whose diagnosis says most (a named mistake before a measured angle), then how
    // each other one differs.
    console.out() << report::failuresReport(result.records, style.yellow + "Also failing:" + style.reset,
                                            style.dim + "(" + console.command() + " test " + n +
                                                " --all shows every failure)" + style.reset,
                                            trace, link);
    console.out().flush();
}

}  // namespace

report::Records lastRecords(const Kit& kit, int task) {
    return report::readRecords(readFile(recordsFile(kit, task)).value_or(""));
}

bool writtenAfterSave(const Kit& kit, const Task& task, const fs::path& file) {
    std::error_code error;
    const auto written = fs::last_write_time(file, error);
    if (error) return false;
    const auto saved = fs::last_write_time(kit.exercise(task), error);
    return !error && saved < written;  // a save in the file's own clock tick is not before it
}

std::optional<report::Records> recordsOfSavedCode(const Kit& kit, const Task& task) {
    if (!writtenAfterSave(kit, task, recordsFile(kit, task.number))) return std::nullopt;
    report::Records last = lastRecords(kit, task.number);
    if (!last.ended || last.checks.empty()) return std::nullopt;
    return last;
}

Standing standingOf(const Kit& kit, const Task& task) {
    if (kit.isSolved(task.number)) return Standing::Passes;
    if (!kit.isStarted(task)) return Standing::Fails;
    const std::optional<report::Records> last = recordsOfSavedCode(kit, task);
    if (!last) return Standing::Unknown;
    return last->passed() == int(last->checks.size()) ? Standing::Passes : Standing::Fails;
}

std::optional<TaskResult> runTaskTests(const Kit& kit, Console& console, int task) {
    const std::string n = std::to_string(task);
    if (!report::recordsReadable()) {
        console.complain("this build of " + console.command() + "'s own program cannot read the tests' records: it was "
                         "built before its JSON library\n(nlohmann-json) was installed. " + console.command() +
                         " setup installs it, and the next command builds the program again.");
        return std::nullopt;
    }
    const fs::path records = recordsFile(kit, task);
    std::error_code error;
    fs::remove(records, error);  // no record of an earlier run can pass for this one's
    app::ProcessOptions options;
    options.timeLimit = kTestProgramLimit;
    fs::path recordsOption("--records=");
    recordsOption += records.native();  // the path's own characters, UTF-16 on Windows
    std::vector<fs::path> arguments{"--gtest_color=no", recordsOption};
    if (!kit.isSolved(task)) {  // what a failure says about the learner's code is checked against it (boids/claims.h)
        fs::path sourceOption("--source=");
        sourceOption += kit.exercise(taskNumber(task)).native();
        arguments.push_back(sourceOption);
    }
    const app::ProcessResult result = app::runProcess(kit.built("checker/boids_test_task" + n), arguments, options);
    std::ofstream(kit.build() / ("task-" + n + ".log"), std::ios::binary) << result.output;
    TaskResult out{0, 0, lastRecords(kit, task)};
    if (result.timedOut || !out.records.ended) {
        if (!out.records.errors.empty() && !result.timedOut && out.records.start) {
            console.complain("task " + n + "'s records (build/task-" + n + ".jsonl) do not read: " +
                             out.records.errors.front());
            return std::nullopt;
        }
        sayStopped(console, result, task);
        return std::nullopt;
    }
    out.total = int(out.records.checks.size());
    out.passed = out.records.passed();
    return out;
}

bool reportTask(const Kit& kit, Console& console, int task, const TaskResult& result, ReportMode mode, bool all,
                bool keysOffered, Builder* traceBuilder) {
    const Style& style = console.style();
    const std::string& command = console.command();
    const Task& me = taskNumber(task);
    const std::string n = std::to_string(task);
    const std::string file = std::string(me.stem) + ".cpp";
    const bool solved = kit.isSolved(task);
    const bool passes = result.passed >= result.total;

    if (!passes) sayFailures(kit, console, me, result, all, traceBuilder);
    console.say("");
    const std::string& colour = passes ? style.green : style.red;
    console.say(style.bold + "Task " + n + " " + std::string(me.name) + ": " + colour + std::to_string(result.passed) +
                "/" + std::to_string(result.total) + " passing" + style.reset +
                (solved ? " (reference swapped in)" : ""));
    if (!passes) {
        if (mode == ReportMode::Watch) {
            console.say("Edit exercises/" + file + " and save: the tests run again. Stuck? " + command + " hint " + n +
                        ", in another terminal.");
        } else {
            console.say("Edit exercises/" + file + " and run " + command + " test " + n + " again. Stuck? " +
                        command + " hint " + n + ", or " + command + " solve " + n);
        }
        return false;
    }
    if (solved) {
        console.say("These are the reference's results. " + command + " unsolve " + n + " puts your exercises/" +
                    file + " back.");
    }
    sayNextStep(kit, console, me, solved, mode, keysOffered);
    return true;
}

void printRecords(const Kit& kit, Console& console, int task) {
    console.out() << readFile(recordsFile(kit, task)).value_or("");
    console.out().flush();
}

std::string withThousands(std::string_view digits) {
    std::string out;
    std::string rest(digits);
    while (rest.size() > 3) {
        out.insert(0, rest, rest.size() - 3, 3);
        out.insert(0, 1, ',');
        rest.resize(rest.size() - 3);
    }
    return rest + out;
}

std::string progressBar(int passed, int total) {
    constexpr int kWidth = 20;
    const int filled = std::clamp(passed * kWidth / (total > 0 ? total : 1), 0, kWidth);
    return std::string(std::size_t(filled), '#') + std::string(std::size_t(kWidth - filled), '.');
}

}  // namespace boids::companion
