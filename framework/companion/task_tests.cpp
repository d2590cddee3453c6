// A task's test program: run with a time limit, its GoogleTest output read for the counts and the failures, and the
// report a learner reads. Every message is the bash script's.
#include "task_tests.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "child_process.h"
#include "trace.h"
#include "file_io.h"
#include "search_mode.h"
#include "source_link.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// The [boids-diagnosis] rank of a failure that names a known mistake (boids/checks.h, Rank::NamedMistake).
constexpr int kNamedMistakeRank = 1;

// Each test runs the learner's code in a child process with a time limit of its own (a second), so a loop that
// never ends or a crash fails that one test, with a message. This limit is for the whole program, in case something
// outside the tests never ends (a global variable's initializer, say).
constexpr std::chrono::seconds kTestProgramLimit{120};

// awk's fields: the words between runs of spaces and tabs; `number` counts from 1, "" past the end.
std::string_view field(std::string_view line, int number) {
    std::size_t at = 0;
    for (int i = 1;; ++i) {
        while (at < line.size() && (line[at] == ' ' || line[at] == '\t')) ++at;
        if (at >= line.size()) return {};
        const std::size_t end = line.find_first_of(" \t", at);
        const std::string_view word = line.substr(at, end == std::string_view::npos ? line.npos : end - at);
        if (i == number) return word;
        at = end == std::string_view::npos ? line.size() : end;
    }
}

// awk's `+ 0` on a word: its leading digits as a number, 0 without any.
int leadingValue(std::string_view word) {
    int value = 0;
    for (const char c : word) {
        if (c < '0' || c > '9') break;
        value = value * 10 + (c - '0');
        if (value > 100'000'000) break;
    }
    return value;
}

bool allDigits(std::string_view text) {
    for (const char c : text) {
        if (c < '0' || c > '9') return false;
    }
    return true;
}

// `^\[==========\] [0-9]* tests? from .* ran\.`
bool isRanLine(std::string_view line) {
    constexpr std::string_view kStart = "[==========] ";
    if (!line.starts_with(kStart)) return false;
    std::string_view rest = line.substr(kStart.size());
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    rest.remove_prefix(digits);
    if (!rest.starts_with(" test")) return false;
    rest.remove_prefix(5);
    if (rest.starts_with('s')) rest.remove_prefix(1);
    if (!rest.starts_with(" from ")) return false;
    rest.remove_prefix(5);  // keep the space: ".*" may be empty, then " ran." follows it
    return rest.find(" ran.") != std::string_view::npos;
}

// `^\[  PASSED  \] [0-9]* tests?\.`
bool isPassedLine(std::string_view line) {
    constexpr std::string_view kStart = "[  PASSED  ] ";
    if (!line.starts_with(kStart)) return false;
    std::string_view rest = line.substr(kStart.size());
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    rest.remove_prefix(digits);
    return rest.starts_with(" test.") || rest.starts_with(" tests.");
}

// `framework\/checker\/[a-z_]*\.cpp:[0-9]*: Failure$`: GoogleTest's pointer into the kit's harness.
bool isHarnessFailure(std::string_view line) {
    constexpr std::string_view kEnd = ": Failure";
    constexpr std::string_view kHarness = "framework/checker/";
    if (!line.ends_with(kEnd)) return false;
    line.remove_suffix(kEnd.size());
    for (std::size_t at = line.find(kHarness); at != std::string_view::npos; at = line.find(kHarness, at + 1)) {
        std::string_view rest = line.substr(at + kHarness.size());
        std::size_t name = 0;
        while (name < rest.size() && ((rest[name] >= 'a' && rest[name] <= 'z') || rest[name] == '_')) ++name;
        rest.remove_prefix(name);
        if (!rest.starts_with(".cpp:")) continue;
        if (allDigits(rest.substr(5))) return true;
    }
    return false;
}

// `^\[  FAILED  \] [A-Za-z0-9_]+\.[A-Za-z0-9_\/]+$`: a name in GoogleTest's list of failed tests at the end.
bool isFailedListLine(std::string_view line) {
    constexpr std::string_view kStart = "[  FAILED  ] ";
    if (!line.starts_with(kStart)) return false;
    const std::string_view name = line.substr(kStart.size());
    const std::size_t dot = name.find('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 == name.size()) return false;
    auto word = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; };
    for (std::size_t i = 0; i < dot; ++i) {
        if (!word(name[i])) return false;
    }
    for (std::size_t i = dot + 1; i < name.size(); ++i) {
        if (!word(name[i]) && name[i] != '/') return false;
    }
    return true;
}

// The blocks of failed tests, as the bash awk `failure_blocks` collected them.
struct FailureScan {
    std::vector<std::string> all;   // every failed block, in order
    std::string best;               // the block with the lowest rank (the first of equals)
    std::string bestName;           // its test's name ($4 of its FAILED line)
    int bestRank = 9;
    std::string bestScene;          // its scene's lines ("[boids-scene] ..."), for ./workshop trace
    std::vector<std::pair<std::string, std::string>> scenes;  // every failed test's name and scene lines
    bool found = false;
    std::vector<std::string> failed;  // the names in GoogleTest's list at the end
    std::map<std::string, std::string, std::less<>> verdicts;  // a failed test's name, its verdict line (kVerdictTag)
};

FailureScan scanFailures(std::string_view log) {
    FailureScan scan;
    std::string buffer, scene, verdict;
    bool keep = false, skip = false;
    int rank = 9;
    for (const std::string_view line : linesOf(log)) {
        if (line.starts_with("[ RUN")) {
            buffer.clear();
            scene.clear();
            verdict.clear();
            keep = true;
            rank = 9;
            skip = false;
        }
        if (keep && line.starts_with("[boids-diagnosis] rank=")) {
            rank = std::min(rank, leadingValue(field(line, 2).substr(5)));
            continue;
        }
        if (keep && line.starts_with(kVerdictTag)) {
            if (verdict.empty()) verdict = line;  // the first: a test stops at its first failure of the kind
            continue;
        }
        if (keep && line.starts_with(kSceneTag)) {
            scene += std::string(line) + "\n";
            continue;
        }
        if (keep && isHarnessFailure(line)) {
            skip = true;
            continue;
        }
        if (keep && skip && line == "Failed") {
            skip = false;
            continue;
        }
        if (keep) {
            skip = false;
            buffer += line;
            buffer += '\n';
        }
        if (line.starts_with("[  FAILED  ]") && line.find('(') != std::string_view::npos) {
            if (keep) {
                scan.all.push_back(buffer);
                scan.scenes.emplace_back(std::string(field(line, 4)), scene);
                if (!verdict.empty()) scan.verdicts.emplace(std::string(field(line, 4)), verdict);
            }
            if (keep && (!scan.found || rank < scan.bestRank)) {
                scan.best = buffer;
                scan.bestRank = rank;
                scan.bestName = std::string(field(line, 4));
                scan.bestScene = scene;
                scan.found = true;
            }
            keep = false;
        }
        if (line.starts_with("[       OK")) keep = false;
        if (isFailedListLine(line)) scan.failed.emplace_back(line.substr(13));
    }
    return scan;
}

// The tasks of the main line, other than `me`, whose exercise is the untouched stub and that are not solved.
std::vector<const Task*> untouchedTasks(const Kit& kit, const Task& me) {
    std::vector<const Task*> out;
    for (const Task& task : allTasks()) {
        if (&task != &me && !task.bonus && !kit.isStarted(task) && !kit.isSolved(task.number)) out.push_back(&task);
    }
    return out;
}

// Those tasks in words: "task 3 is still the untouched stub", "tasks 1, 2 and 3 are still the untouched stubs".
std::string untouchedWords(const std::vector<const Task*>& tasks) {
    if (tasks.size() == 1) return "task " + std::to_string(tasks[0]->number) + " is still the untouched stub";
    std::vector<std::string> numbers;
    for (const Task* task : tasks) numbers.push_back(std::to_string(task->number));
    return "tasks " + spokenList(numbers) + " are still the untouched stubs";
}

// `words` as lines of the list of other failures: indented by `indent`, continued by `continued`, at most 116
// characters each (as a failure's own lines, boids/checks.h wrapped()), broken only at spaces.
std::string listLines(std::string_view words, std::size_t indent, std::size_t continued) {
    constexpr std::size_t kWidth = 116;
    std::istringstream in{std::string(words)};
    std::string text, line(indent, ' '), word;
    bool empty = true;
    while (in >> word) {
        if (!empty && line.size() + 1 + word.size() > kWidth) {
            text += line + "\n";
            line.assign(continued, ' ');
            empty = true;
        }
        line += (empty ? "" : " ") + word;
        empty = false;
    }
    return text + line + "\n";
}

// The first failure's place in the learner's file, for an editor (source_link.h): where its trace points, else the
// function's first line. "" when the file has no such function (then there is nothing to point at).
std::string failureLink(const Kit& kit, const Task& me, const ShownFailure& shown, const TracePoint& point) {
    const fs::path file = kit.exercise(me);
    std::string path = app::utf8FromPath(file.lexically_relative(kit.root()));
    std::replace(path.begin(), path.end(), '\\', '/');  // the same link on every system
    if (point.line > 0) return sourceLink(path, point.line, shown.name + ": " + point.message);
    const int line = definitionLine(readFile(file).value_or(""), me.function);
    if (line == 0) return {};
    return sourceLink(path, line, std::string(me.function) + " fails " + shown.name +
                                      (shown.scenario.empty() ? "" : " (" + shown.scenario + ")"));
}

}  // namespace

LogCounts countsFromLog(std::string_view log) {
    LogCounts counts;
    for (const std::string_view line : linesOf(log)) {
        if (isRanLine(line)) counts.total = leadingValue(field(line, 2));
        if (isPassedLine(line)) counts.passed = leadingValue(field(line, 4));
    }
    return counts;
}

std::string failureBlocksAll(std::string_view log) {
    std::string text;
    for (const std::string& block : scanFailures(log).all) text += block + "\n";
    return text;
}

std::string failureBlocksBest(std::string_view log, std::string_view also, std::string_view more,
                              std::string_view afterBest, std::string_view firstLine) {
    const FailureScan scan = scanFailures(log);
    std::string text;
    if (scan.found) {
        std::string best = scan.best;
        while (!best.empty() && best.back() == '\n') best.pop_back();
        if (!firstLine.empty()) {
            const std::size_t afterRun = best.starts_with("[ RUN") ? best.find('\n') : std::string::npos;
            best.insert(afterRun == std::string::npos ? 0 : afterRun + 1, std::string(firstLine) + "\n");
        }
        // The trace goes inside the block, before GoogleTest's closing "[  FAILED  ]" line.
        const std::size_t closing = best.rfind("\n[  FAILED  ]");
        if (!afterBest.empty() && closing != std::string::npos) best.insert(closing + 1, std::string(afterBest) + "\n");
        text += best + "\n";
    }
    // Each other failure with how it differs there, so that no name alone points at a mistake not made; those that
    // differ only as the one shown does are named together, after the rest (its fix is the same).
    const auto shownVerdict = scan.verdicts.find(scan.bestName);
    const std::string shownKind = shownVerdict == scan.verdicts.end() ? "" : verdictOf(shownVerdict->second).kind;
    std::string others;
    std::vector<std::string> sameWay;
    for (const std::string& name : scan.failed) {
        if (name == scan.bestName) continue;
        const auto found = scan.verdicts.find(name);
        const Verdict verdict = found == scan.verdicts.end() ? Verdict{} : verdictOf(found->second);
        if (verdict.differs.empty()) {
            others += "  - " + name + "\n";
            continue;
        }
        if (!shownKind.empty() && verdict.kind == shownKind) {
            sameWay.push_back(name);
            continue;
        }
        others += listLines("- " + name + ": " + verdict.differs, 2, 6);
        if (!verdict.checks.empty()) others += listLines("checks: " + verdict.checks, 6, 8);
    }
    if (!sameWay.empty()) {
        const std::string count = std::to_string(sameWay.size());
        const bool one = sameWay.size() == 1;
        std::string words = others.empty() ? count + (one ? " other differs" : " others differ")
                                           : "and " + count + " more that differ" + (one ? "s" : "");
        words += " the same way as the one above (" + shownKind + "):";
        for (std::size_t i = 0; i < sameWay.size(); ++i) words += " " + sameWay[i] + (i + 1 < sameWay.size() ? "," : "");
        others += listLines(words, 2, 4);
    }
    if (!others.empty()) text += std::string(also) + "\n" + others + std::string(more) + "\n";
    return text;
}

namespace {

// A verdict's "key=value" number, "" without it.
std::string verdictValue(std::string_view fields, std::string_view key) {
    for (int i = 2;; ++i) {
        const std::string_view word = field(fields, i);
        if (word.empty()) return {};
        if (word.size() > key.size() && word.starts_with(key) && word[key.size()] == '=') {
            return std::string(word.substr(key.size() + 1));
        }
    }
}

}  // namespace

Verdict verdictOf(std::string_view line) {
    if (line.starts_with(kVerdictTag)) line.remove_prefix(kVerdictTag.size());
    Verdict verdict;
    constexpr std::string_view kChecks = " | checks: ";
    std::string_view fields = line;
    if (const std::size_t at = line.find(kChecks); at != std::string_view::npos) {
        fields = line.substr(0, at);
        verdict.checks = std::string(line.substr(at + kChecks.size()));
    }
    const std::string kind(field(fields, 1));
    const std::string yours = verdictValue(fields, "yours"), recipe = verdictValue(fields, "recipe");
    const std::string lengths = "length " + yours + " where the recipe's is " + recipe;
    verdict.kind = kind;
    if (kind == "nan") {
        verdict.differs = "yours is NaN or infinity";
    } else if (kind == "extra") {
        verdict.differs = "the recipe gives no force here; yours has length " + yours;
        verdict.kind = "a force where the recipe has none";
    } else if (kind == "zero") {
        verdict.differs = "yours is zero, where the recipe's has length " + recipe;
    } else if (kind == "length") {
        verdict.differs = "right direction, but " + lengths;
    } else if (kind == "opposite") {
        verdict.kind = "the opposite direction";
        verdict.differs = "the opposite direction to the recipe's, " +
                          (yours == recipe ? std::string("with the same length") : "and " + lengths);
    } else if (kind == "direction") {
        const std::string off = verdictValue(fields, "degrees") + " degrees away from the recipe's direction";
        verdict.differs = yours.empty() ? off + ", with the recipe's length" : off + ", and " + lengths;
        if (!yours.empty()) verdict.kind = "direction and length";
    } else if (kind == "grid") {
        // What the grid got wrong for one boid, in the order words/checks.cpp lists it.
        auto count = [&](std::string_view key) { return leadingValue(verdictValue(fields, key)); };
        const int missing = count("missing"), onRadius = count("onradius"), otherCell = count("othercell");
        auto boids = [](int n, std::string_view one) {
            return std::to_string(n) + " " + std::string(one) + (n == 1 ? "" : "s");
        };
        std::vector<std::pair<std::string, std::string>> parts;  // kind, words
        if (missing > 0) {
            // Where the missed ones are, as facts: which of them lie on the radius, which in another cell.
            std::vector<std::string> where;
            if (onRadius > 0) where.push_back((missing == 1 ? "" : std::to_string(onRadius) + " ") + "exactly on the radius");
            if (otherCell == missing) where.push_back(missing == 1 ? "in another cell than the boid's" : "all in other cells than the boid's");
            else if (otherCell == 0) where.push_back(missing == 1 ? "in the boid's own cell" : "all in the boid's own cell");
            else where.push_back(std::to_string(otherCell) + " in other cells than the boid's");
            std::string words = "misses " + boids(missing, "neighbour") + " (";
            for (std::size_t i = 0; i < where.size(); ++i) words += (i ? ", " : "") + where[i];
            parts.emplace_back(otherCell == missing ? "missing from other cells"
                               : otherCell == 0     ? "missing from the boid's own cell"
                                                    : "missing",
                               words + ")");
        }
        if (const int n = count("beyond")) parts.emplace_back("beyond the radius", "lists " + boids(n, "boid") + " beyond the radius");
        if (count("itself") > 0) parts.emplace_back("itself", "lists the boid itself");
        if (count("twice") > 0) parts.emplace_back("twice", "lists a neighbour twice");
        if (const int n = count("outside")) parts.emplace_back("outside", "lists " + boids(n, "number") + " past the last boid");
        verdict.kind.clear();
        for (const auto& [what, words] : parts) {
            verdict.kind += (verdict.kind.empty() ? "" : ", ") + what;
            verdict.differs += (verdict.differs.empty() ? "" : ", ") + words;
        }
        if (!verdict.differs.empty()) verdict.differs = "for one boid, your grid " + verdict.differs;
    } else if (kind == "threw") {
        verdict.differs = "your code threw an exception here";
        verdict.kind = "it threw";
    } else if (kind == "crash") {
        verdict.differs = "your code crashed here";
        verdict.kind = "it crashed";
    } else if (kind == "exited") {
        verdict.differs = "your code ended the program here";
        verdict.kind = "it ended the program";
    } else if (kind == "hang") {
        verdict.differs = "your code never returned here (stopped at its time limit)";
        verdict.kind = "it never returned";
    } else if (kind == "property") {
        verdict.differs = verdict.checks;
        verdict.kind = "property: " + verdict.checks;  // each property is its own
        verdict.checks.clear();
    }
    if (verdict.differs.empty()) return {};  // a verdict this companion does not know: say nothing rather than guess
    return verdict;
}

std::string scenarioOf(std::string_view block) {
    for (const std::string_view line : linesOf(block)) {
        for (const std::string_view tag : {std::string_view("scenario: "), std::string_view("It was running: ")}) {
            if (const std::size_t at = line.find(tag); at != std::string_view::npos) {
                return std::string(line.substr(at + tag.size()));
            }
        }
    }
    return {};
}

ShownFailure shownFailure(std::string_view log, std::string_view check) {
    const FailureScan scan = scanFailures(log);
    if (check.empty()) {
        // The grid's worlds have from a handful of boids to hundreds: its trace runs on the smallest that fails.
        auto boids = [](const std::string& scene) {
            std::size_t count = 0;
            for (std::size_t at = scene.find("] boid "); at != std::string::npos; at = scene.find("] boid ", at + 1)) ++count;
            return count;
        };
        ShownFailure shown{scan.found, scan.bestName, scan.bestRank, scan.bestScene, scenarioOf(scan.best), false};
        for (const auto& [name, scene] : scan.scenes) {
            if (boids(shown.scene) > 0 && boids(scene) > 0 && boids(scene) < boids(shown.scene)) {
                shown.name = name;
                shown.scene = scene;
                shown.smallerWorld = true;
            }
        }
        return shown;
    }
    for (const auto& [name, scene] : scan.scenes) {
        if (name == check || (name.ends_with(check) && name.size() > check.size() &&
                              name[name.size() - check.size() - 1] == '.')) {
            return {true, name, 9, scene, {}, false};
        }
    }
    return {};
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

std::optional<TaskResult> runTaskTests(const Kit& kit, Console& console, int task) {
    const std::string n = std::to_string(task);
    const fs::path log = kit.build() / ("task-" + n + ".log");
    app::ProcessOptions options;
    options.timeLimit = kTestProgramLimit;
    const app::ProcessResult result =
        app::runProcess(kit.built("checker/boids_test_task" + n), {"--gtest_color=no"}, options);
    std::ofstream(log, std::ios::binary) << result.output;
    const LogCounts counts = countsFromLog(result.output);
    if (result.timedOut) {
        console.out() << lastLines(result.output, 20);
        console.out().flush();
        console.complain("task " + n + "'s test program was still running after " +
                         std::to_string(kTestProgramLimit.count()) +
                         " s, so it was stopped. Each test\n"
                         "stops your code after a second, so something outside the tests never ends: a loop in a "
                         "global variable's\n"
                         "initializer, or in code that runs before main? Its last lines are above (the whole "
                         "output: build/task-" +
                         n + ".log).");
        return std::nullopt;
    }
    if (!counts.total && result.output.find("the module with task " + n + "'s code") != std::string::npos) {
        console.out() << lastLines(result.output, 5);
        console.out().flush();
        console.complain("task " + n +
                         "'s test program could not load your code: the line above says why (the whole output: "
                         "build/task-" +
                         n + ".log).");
        return std::nullopt;
    }
    if (!counts.total) {
        // As a shell reports it: 128 + the signal, or 127 for a program that could not start.
        const int status = result.signal > 0 ? 128 + result.signal : result.exitCode >= 0 ? result.exitCode : 127;
        console.out() << lastLines(result.output, 40);
        console.out().flush();
        console.complain("task " + n + "'s test program stopped before the end, outside any one test (exit status " +
                         std::to_string(status) +
                         "), so your code\n"
                         "crashed before the tests began: in a global variable's initializer, say. Its last lines "
                         "are above (the whole\n"
                         "output: build/task-" +
                         n + ".log).");
        return std::nullopt;
    }
    return TaskResult{counts.passed, *counts.total};
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

    if (!passes) {
        const std::string log = readFile(kit.build() / ("task-" + n + ".log")).value_or("");
        // Where no known mistake is named, what the learner's own code did on the failing scene says most.
        std::string trace, link;
        if (!all) {
            const ShownFailure shown = shownFailure(log);
            TracePoint point;
            if (traceBuilder && shown.found && shown.rank != kNamedMistakeRank && !shown.scene.empty()) {
                trace = traceOfScene(kit, console, traceBuilder, task, shown.scene, true, &point);
                if (shown.smallerWorld) trace = "  Traced on the smallest world that fails, " + shown.name + ":\n" + trace;
                while (!trace.empty() && trace.back() == '\n') trace.pop_back();
            }
            if (shown.found && !solved) link = failureLink(kit, me, shown, point);
        }
        // One failure at a time: the one whose diagnosis says most (a named mistake before a measured angle), then
        // the names of the others.
        console.out() << (all ? failureBlocksAll(log)
                              : failureBlocksBest(log, style.yellow + "Also failing:" + style.reset,
                                                  style.dim + "(" + command + " test " + n +
                                                      " --all shows every failure)" + style.reset,
                                                  trace, link));
        console.out().flush();
    }
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
    // What comes next, in tasks.txt's order: another task of the main line, the first bonus once the main line is
    // done, or nothing. At the end of the list, a task still the untouched stub (and not solved) comes first: the
    // list's end is not the workshop's end.
    const Task* next = nextTask(me);
    const bool bonusNext = next && next->bonus && !me.bonus;
    if (!next || bonusNext) {
        if (const std::vector<const Task*> left = untouchedTasks(kit, me); !left.empty()) {
            const Task& first = *left.front();
            const std::string m = std::to_string(first.number);
            const std::string where = next ? "It is the last task before the bonus" : "It is the end of the list";
            console.say(style.green + "Task " + n + " passes." + style.reset + " " + where + ", but " +
                        untouchedWords(left) + ": next, Task " + m + " " + std::string(first.name) + ", in exercises/" +
                        std::string(first.stem) + ".cpp (" + command + (mode == ReportMode::Watch ? " watch " : " test ") +
                        m + ").");
            return true;
        }
    }
    if (mode == ReportMode::Watch) {
        const std::string offer = keysOffered && next ? ", or press n then Enter" : "";
        if (next && !bonusNext) {
            console.say(style.green + "Task " + n + " passes." + style.reset + " Next: Task " +
                        std::to_string(next->number) + " " + std::string(next->name) + ": " + command + " watch " +
                        std::to_string(next->number) + offer + ".");
        } else if (bonusNext) {
            console.say(style.green + "Task " + n + " passes: the flock is complete." + style.reset + " Bonus: Task " +
                        std::to_string(next->number) + " " + std::string(next->name) + ": " + command + " watch " +
                        std::to_string(next->number) + offer + ".");
        } else {
            console.say(style.green + "Task " + n + " passes: that was the last task." + style.reset + " " + command +
                        " status shows them all.");
            whatNext(console);
        }
        return true;
    }
    const std::string praise = solved ? "" : "Well done. ";  // the reference passed, not the learner
    if (next && !bonusNext) {
        const std::string m = std::to_string(next->number);
        console.say(praise + "Next: Task " + m + " " + std::string(next->name) + ", in exercises/" +
                    std::string(next->stem) + ".cpp (" + command + " test " + m + ").");
    } else if (bonusNext) {
        console.say(praise + "That was the last of the " + countWord(mainTaskCount()) + " tasks (" + command +
                    " status shows them all). Bonus: Task " + std::to_string(next->number) + " " +
                    std::string(next->name) + ", in exercises/" + std::string(next->stem) + ".cpp (" + command +
                    " test " + std::to_string(next->number) + ").");
    } else {
        console.say(praise + (me.bonus ? "The bonus passes too: that was the last task."
                                       : "That was the last task of the list (" + command + " status shows them all)."));
        whatNext(console);
    }
    return true;
}

void whatNext(Console& console) {
    // The most boids has one home, kMaxBoids in framework/app/logic/search_mode.h, which the panel and the slider use too.
    const std::string most = withThousands(std::to_string(app::kMaxBoids));
    console.say("What next, in the window (" + console.command() +
                " run): M runs the seeds' models (Reynolds, inverse-square, 3D, ...),");
    console.say("F then a click shows one boid's forces, and with G on a grid numBoids goes up to " + most + ".");
}

}  // namespace boids::companion
