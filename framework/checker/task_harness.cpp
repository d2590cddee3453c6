// Runs one task's checks as GoogleTest tests (task_harness.h), each failure a record (check_records.h). Compiled once
// for all five tasks: which task, and which implementation of it, come from the program's main (task_main.cpp).
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/trace_scene.h>

#include "check_records.h"
#include "isolation.h"
#include "lead.h"
#include "replay_check.h"
#include "task_harness.h"

namespace boids {
namespace {

// The task under test, a table holding only its function (the program links no other task), how its code is
// isolated, the runner that leads the failures (lead.h) and the records they go to. Every test keeps a copy.
struct Subject {
    Task task = Task::Alignment;
    TaskTable table;
    test::IsolationFlags isolation;
    std::shared_ptr<test::LeadedRunner> runner;
    std::shared_ptr<test::Recorder> recorder;
};

// The scene of check `name` of `task`, for ./workshop trace to run the learner's function on, after the calls `before`
// (PropertyResult's before and keepsState).
std::string sceneOf(Task task, std::string_view name, const ForceCase& c, const std::vector<ForceCase>& before = {},
                    bool keepsState = false) {
    TraceScene scene;
    scene.task = info(task).number;
    scene.check = fmt::format("{}.{}", suiteName(task), name);
    scene.self = c.self;
    scene.neighbors = c.neighbors;
    scene.predators = c.predators;
    scene.obstacles = c.obstacles;
    scene.params = c.params;
    scene.expected = c.expected;
    for (const ForceCase& b : before) scene.before.push_back({b.self, b.neighbors, b.predators, b.obstacles, b.params});
    scene.keepsState = keepsState;
    return sceneJson(scene);
}

// The label a hang or crash is placed with: the scene and its inputs.
std::string sceneLabel(const ForceCase& c) { return fmt::format("{}\n{}", c.scene, describeInputs(c)); }

report::Vector vectorOf(Vec2 v) { return {v.x, v.y}; }

// The failure of task `task`'s function that threw: what it threw, then `more` (the scene, if any) and the command
// that stops a debugger where it throws.
report::Failure threwFailure(const Subject& subject, const std::exception* e, std::string more, std::string hint) {
    report::Failure failure;
    failure.rank = Rank::Stopped;
    failure.parts.push_back({"threw", e ? threwLines(subject.task, *e) : threwLines(subject.task)});
    if (!more.empty()) failure.parts.push_back({"scene", std::move(more)});
    failure.parts.push_back({"debugger", test::debuggerCommand(subject.isolation, test::Trouble::Exception)});
    failure.verdict = verdictOf("threw", hint);
    return failure;
}

// Calls the learner's function; an exception becomes a failure that names it. (The window counts a force that
// throws as zero, and says so.)
bool tryEvaluate(const Subject& subject, const ForceCase& c, Vec2& out, test::Failures& failures) {
    const std::string scene = fmt::format("  scenario: {}\n{}", c.scene, describeInputs(c));
    try {
        out = evaluate(c, subject.table);
        return true;
    } catch (const std::exception& e) {
        failures.add(threwFailure(subject, &e, scene, c.hint));
    } catch (...) {
        failures.add(threwFailure(subject, nullptr, scene, c.hint));
    }
    return false;
}

// A wrong answer to a case: its message, led by the lead; its rank, verdict and vectors.
report::Failure wrongAnswer(const ForceCase& c, Vec2 actual) {
    report::Failure failure;
    failure.rank = failureRank(c, actual);
    failure.parts = failureParts(c, actual);
    failure.verdict = verdictOf(c, actual);
    failure.expected = vectorOf(c.expected);
    failure.actual = vectorOf(actual);
    return failure;
}

class CaseTest : public testing::Test {
public:
    CaseTest(Subject subject, ForceCase c) : subject_(std::move(subject)), case_(std::move(c)) {}
    void TestBody() override {
        subject_.runner->run([this](Progress& progress, test::Failures& failures) {
            progress.at(sceneLabel(case_));
            Vec2 actual;
            if (!tryEvaluate(subject_, case_, actual, failures)) return;
            if (!passes(case_, actual)) failures.add(wrongAnswer(case_, actual), true);
        });
        // After a hang, a crash or a wrong answer alike: the case is the scene to trace.
        if (HasFailure()) subject_.recorder->scene(sceneOf(subject_.task, case_.name, case_));
    }

private:
    Subject subject_;
    ForceCase case_;
};

// A property (checks.h) as a test: run isolated; its failure led by the known mistake, when there is one.
class PropertyTest : public testing::Test {
public:
    PropertyTest(Subject subject, PropertyCheck check) : subject_(std::move(subject)), check_(std::move(check)) {}
    void TestBody() override {
        subject_.runner->run([this](Progress& progress, test::Failures& failures) {
            PropertyResult result;
            try {
                result = check_.run(subject_.table, &progress);
            } catch (const std::exception& e) {
                failures.add(threwFailure(subject_, &e, "", ""));
                return;
            } catch (...) {
                failures.add(threwFailure(subject_, nullptr, "", ""));
                return;
            }
            if (result.holds) return;
            report::Failure failure = propertyFailure(result);
            failure.verdict = verdict(result);
            if (result.scene) failure.scene = sceneOf(subject_.task, check_.name, *result.scene, result.before,
                                                      result.keepsState);
            if (result.answered) failure.actual = vectorOf(*result.answered);
            failures.add(std::move(failure), true);
        });
    }

private:
    // How the learner's force differs from the recipe's on the scene that broke the property; when it does not (the
    // learner's force is wrong only beside its own, turned or reordered), what the property checks.
    report::Verdict verdict(const PropertyResult& result) const {
        if (result.scene) {
            try {
                const Vec2 actual = evaluate(*result.scene, subject_.table);
                if (!passes(*result.scene, actual)) return verdictOf(*result.scene, actual);
            } catch (...) {
                // It threw here the first time too: the property's own text says so.
            }
        }
        return verdictOf("property", propertyBroken(result));
    }

    Subject subject_;
    PropertyCheck check_;
};

void registerTests(const Subject& subject) {
    const std::string suite = suiteName(subject.task);
    for (ForceCase& c : casesFor(subject.task)) {
        const std::string name = c.name;
        subject.recorder->describe(suite + "." + name, "case", c.hint);
        testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, c = std::move(c)]() -> testing::Test* { return new CaseTest(subject, c); });
    }
    for (PropertyCheck& check : forceProperties(subject.task)) {
        const std::string name = check.name;
        subject.recorder->describe(suite + "." + name, "property", check.checks);
        testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, check = std::move(check)]() -> testing::Test* { return new PropertyTest(subject, check); });
    }
}

}  // namespace

int runTaskChecks(Task task, const TaskTable& table, int argc, char** argv) {
    if (const std::optional<int> status = test::replayFirstFailure(task, table, argc, argv)) return *status;
    const test::IsolationFlags isolation = test::parseIsolationFlags(argc, argv);
    const std::filesystem::path records = test::parseFileFlag(argc, argv, "--records=");
    const std::filesystem::path source = test::parseFileFlag(argc, argv, "--source=");
    testing::InitGoogleTest(&argc, argv);
    const TaskInfo t = info(task);
    auto recorder = std::make_shared<test::Recorder>(t.number, fmt::format("boids_test_task{}", t.number), records);
    recorder->learnerSource(source);
    auto runner = std::make_shared<test::LeadedRunner>(
        isolation, test::Subject{fmt::format("Task {} {}: your {}", t.number, t.name, t.function), "neighbors"},
        [task, table] { return test::lead(task, table, catalog::mistakesFor(task)); },
        [recorder](report::Failure failure) { recorder->fail(std::move(failure)); });
    registerTests(Subject{task, table, isolation, runner, recorder});
    test::Recorder::listen(recorder);
    return RUN_ALL_TESTS();
}

}  // namespace boids
