// Runs one task's checks as GoogleTest tests (task_harness.h). Compiled once for all five tasks: which task, and
// which implementation of it, come from the program's main (task_main.cpp).
#include <algorithm>
#include <exception>
#include <functional>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/random.h>
#include <boids/trace_scene.h>

#include "isolation.h"
#include "lead.h"
#include "task_harness.h"

namespace boids {
namespace {

// The task under test, a table holding only its function (the program links no other task), and how its code is
// isolated. Every test keeps a copy.
// Every copy shares one runner, and with it the lead of the failures (lead.h), worked out once.
struct Subject {
    Task task = Task::Alignment;
    TaskTable table;
    test::IsolationFlags isolation;
    std::shared_ptr<test::LeadedRunner> runner;
};

// The failure text for `c`: the lead goes after its first line.
std::string failureText(const ForceCase& c, Vec2 actual) { return test::withLeadMarker(explainFailure(c, actual)); }

// The scene of check `name` of `task` as the hidden lines a failure ends with: ./workshop trace runs the learner's
// function on it.
std::string sceneTag(Task task, std::string_view name, const ForceCase& c) {
    TraceScene scene;
    scene.task = info(task).number;
    scene.check = fmt::format("{}.{}", suiteName(task), name);
    scene.self = c.self;
    scene.neighbors = c.neighbors;
    scene.predators = c.predators;
    scene.obstacles = c.obstacles;
    scene.params = c.params;
    scene.expected = c.expected;
    return sceneLines(scene);
}

// Runs `body` (which calls the learner's function) isolated: a hang or a crash fails only the running test.
void isolated(const Subject& subject, const std::function<void(Progress&)>& body) { subject.runner->run(body); }

// The label a hang or crash is placed with: the scene and its inputs.
std::string sceneLabel(const ForceCase& c) { return fmt::format("{}\n{}", c.scene, describeInputs(c)); }


// Calls the learner's function; an exception becomes a test failure that names it. (The window counts a force
// that throws as zero, and says so.)
bool tryEvaluate(const Subject& subject, const ForceCase& c, Vec2& out) {
    try {
        out = evaluate(c, subject.table);
        return true;
    } catch (const std::exception& e) {
        ADD_FAILURE() << threwLines(subject.task, e)
                      << fmt::format("  scenario: {}\n{}{}{}", c.scene, describeInputs(c),
                                     test::debuggerCommand(subject.isolation, test::Trouble::Exception),
                                     diagnosisTag(Rank::Stopped))
                      << verdictTag("threw", c.hint);
    } catch (...) {
        ADD_FAILURE() << threwLines(subject.task)
                      << fmt::format("  scenario: {}\n{}{}{}", c.scene, describeInputs(c),
                                     test::debuggerCommand(subject.isolation, test::Trouble::Exception),
                                     diagnosisTag(Rank::Stopped))
                      << verdictTag("threw", c.hint);
    }
    return false;
}

class CaseTest : public testing::Test {
public:
    CaseTest(Subject subject, ForceCase c) : subject_(subject), case_(std::move(c)) {}
    void TestBody() override {
        isolated(subject_, [this](Progress& progress) {
            progress.at(sceneLabel(case_));
            Vec2 actual;
            if (!tryEvaluate(subject_, case_, actual)) return;
            if (!passes(case_, actual)) ADD_FAILURE() << "\n" << failureText(case_, actual) << verdictTag(case_, actual);
        });
        // After a hang, a crash or a wrong answer alike: the case is the scene to trace.
        if (HasFailure()) std::cout << sceneTag(subject_.task, case_.name, case_) << std::flush;
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
        isolated(subject_, [this](Progress& progress) {
            PropertyResult result;
            try {
                result = check_.run(subject_.table, &progress);
            } catch (const std::exception& e) {
                ADD_FAILURE() << threwLines(subject_.task, e)
                              << test::debuggerCommand(subject_.isolation, test::Trouble::Exception)
                              << diagnosisTag(Rank::Stopped) << verdictTag("threw");
                return;
            } catch (...) {
                ADD_FAILURE() << threwLines(subject_.task)
                              << test::debuggerCommand(subject_.isolation, test::Trouble::Exception)
                              << diagnosisTag(Rank::Stopped) << verdictTag("threw");
                return;
            }
            if (result.holds) return;
            ADD_FAILURE() << "\n"
                          << test::withLeadMarker(result.text + result.measured + diagnosisTag(result.rank))
                          << (result.scene ? sceneTag(subject_.task, check_.name, *result.scene) : std::string())
                          << verdict(result);
        });
    }

private:
    // How the learner's force differs from the recipe's on the scene that broke the property; when it does not (the
    // learner's force is wrong only beside its own, turned or reordered), what the property checks.
    std::string verdict(const PropertyResult& result) const {
        const std::string_view first = std::string_view(result.text).substr(0, result.text.find('\n'));
        const std::size_t colon = first.find("): ");
        const std::string checks(colon == std::string_view::npos ? first : first.substr(colon + 3));
        if (result.scene) {
            try {
                const Vec2 actual = evaluate(*result.scene, subject_.table);
                if (!passes(*result.scene, actual)) return verdictTag(*result.scene, actual);
            } catch (...) {
                // It threw here the first time too: the property's own text says so.
            }
        }
        return verdictTag("property", checks);
    }

    Subject subject_;
    PropertyCheck check_;
};

void registerTests(const Subject& subject) {
    const std::string suite = suiteName(subject.task);
    for (ForceCase& c : casesFor(subject.task)) {
        const std::string name = c.name;
        testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, c = std::move(c)]() -> testing::Test* { return new CaseTest(subject, c); });
    }
    for (PropertyCheck& check : forceProperties(subject.task)) {
        const std::string name = check.name;
        testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, check = std::move(check)]() -> testing::Test* { return new PropertyTest(subject, check); });
    }
}

}  // namespace

int runTaskChecks(Task task, const TaskTable& table, int argc, char** argv) {
    const test::IsolationFlags isolation = test::parseIsolationFlags(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    const TaskInfo t = info(task);
    auto runner = std::make_shared<test::LeadedRunner>(
        isolation, test::Subject{fmt::format("Task {} {}: your {}", t.number, t.name, t.function), "neighbors"},
        [task, table] { return test::leadText(task, table, catalog::mistakesFor(task)); });
    registerTests(Subject{task, table, isolation, runner});
    return RUN_ALL_TESTS();
}

}  // namespace boids
