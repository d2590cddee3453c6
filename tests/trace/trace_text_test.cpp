// The trace's text from an engine's events (framework/trace/trace_text.h), and the scene's lines read back: no
// debugger here, the events are written by hand as an engine writes them (framework/trace/engines/README.md).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include <boids/trace_scene.h>

#include "trace_text.h"

namespace boids::trace {
namespace {

// The learner's file the events below step through, a line each from line 1.
const std::vector<std::string> kAlignmentSource = {
    "#include <boids/tasks.h>",                                                                       // 1
    "namespace boids {",                                                                              // 2
    "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {",  // 3
    "    Vec2 sum{};",                                                                                // 4
    "    for (const Boid& other : neighbors) {",                                                      // 5
    "        sum.x += other.velocity.x;",                                                             // 6
    "        sum.y += other.velocity.x;",                                                             // 7
    "    }",                                                                                          // 8
    "    return normalized(sum);",                                                                    // 9
    "}",                                                                                              // 10
};

TraceScene twoNeighbours() {
    TraceScene s;
    s.task = 1;
    s.check = "Alignment.NormalizesTheSumOfSeveralHeadings";
    s.self = {{100, 100}, {1, 0}};
    s.neighbors = {{{90, 105}, {3, 0}}, {{105, 90}, {0, 4}}};
    s.expected = Vec2{0.6f, 0.8f};
    return s;
}

std::string boidVar(std::string_view name, const Boid& b, int declared) {
    return fmt::format("var {} boid& {} {} {} {} {}\n", name, declared, b.position.x, b.position.y, b.velocity.x,
                       b.velocity.y);
}

// The events of the alignment above (sum.y takes velocity.x) over the scene's neighbours, as gdb writes them.
std::string swappedEvents(const TraceScene& s) {
    std::string e = "engine gdb 13.1\ncall 0 calculateAlignment\n";
    Vec2 sum{};
    auto line = [&](int number, bool inLoop, const Boid* other) {
        e += fmt::format("line 0 {}\n", number);
        e += boidVar("self", s.self, 3);
        e += fmt::format("var neighbors list 3 {}\nvar params other& 3\n", s.neighbors.size());
        e += fmt::format("var sum vec2 4 {} {}\n", sum.x, sum.y);
        if (inLoop) e += boidVar("other", *other, 5);
    };
    line(4, false, nullptr);
    sum = {};
    for (const Boid& other : s.neighbors) {
        line(5, false, nullptr);
        line(6, true, &other);
        sum.x += other.velocity.x;
        line(7, true, &other);
        sum.y += other.velocity.x;
    }
    line(5, false, nullptr);
    line(9, false, nullptr);
    e += "ret 0\nexit 0\n";
    return e;
}

// True when a line of `text` holds `code`, then, after spaces, exactly `changes` to its end.
bool showsLine(const std::string& text, std::string_view code, std::string_view changes) {
    std::size_t at = 0;
    while ((at = text.find(code, at)) != std::string::npos) {
        std::size_t rest = at + code.size();
        while (rest < text.size() && text[rest] == ' ') ++rest;
        const std::size_t end = text.find('\n', rest);
        if (text.substr(rest, end - rest) == changes) return true;
        at = rest;
    }
    return false;
}

std::string textOf(const std::string& events, const TraceScene& scene, std::string_view result, bool brief = false,
                   const std::vector<std::string>& source = kAlignmentSource, bool neverReturned = false) {
    std::string error;
    const std::optional<std::vector<Event>> parsed = parseEvents(events, error);
    EXPECT_TRUE(parsed) << error;
    if (!parsed) return {};
    return traceText(*parsed, scene, "calculateAlignment", source, result,
                     {brief, "./workshop trace 1", neverReturned, std::nullopt});
}

// A grid world of four boids: boids 1 and 3 are boid 0's neighbours, boid 2 is far away.
TraceScene fourBoidGrid() {
    TraceScene s;
    s.task = 6;
    s.boids = {{{10, 10}, {1, 0}}, {{12, 10}, {1, 0}}, {{500, 500}, {1, 0}}, {{11, 12}, {0, 1}}};
    s.radius = 40;
    s.worldSize = {1200, 900};
    s.focus = 0;
    s.expectedNeighbours = {1, 3};
    return s;
}

TEST(TraceScene, ReadsBackEveryNumberItWrote) {
    TraceScene s = twoNeighbours();
    s.params.neighborRadius = 12.345678f;
    s.params.fleeStrength = 0.1f;
    s.predators = {{1.0f / 3, -2e-7f}};
    s.obstacles = {{{5, 6}, 7.25f}};
    std::string error;
    const std::optional<TraceScene> back = parseScene(sceneJson(s), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->check, s.check);
    EXPECT_EQ(back->neighbors.size(), 2u);
    EXPECT_EQ(back->neighbors[1].velocity, s.neighbors[1].velocity);
    EXPECT_EQ(back->predators[0], s.predators[0]);
    EXPECT_EQ(back->obstacles[0].radius, s.obstacles[0].radius);
    EXPECT_EQ(back->params.neighborRadius, s.params.neighborRadius);
    EXPECT_EQ(back->params.fleeStrength, s.params.fleeStrength);
    EXPECT_EQ(back->expected, s.expected);
}

TEST(TraceScene, SaysWhatDoesNotReadAndWhy) {
    std::string error;
    EXPECT_FALSE(parseScene(R"({"task":1,"neighbors":[{"position":[1,2],"velocity":[0,0]},)"
                            R"({"position":["x",4],"velocity":[0,0]}]})", error));
    EXPECT_NE(error.find("neighbour 2: a number is expected, not \"x\""), std::string::npos) << error;
    EXPECT_FALSE(parseScene(R"({"self":{"position":[1,2],"velocity":[3,4]}})", error));
    EXPECT_NE(error.find("task"), std::string::npos) << error;
    EXPECT_FALSE(parseScene(R"({"task":1,"params":"3 0:ff"})", error));
    EXPECT_NE(error.find("another build"), std::string::npos) << error;
    EXPECT_FALSE(parseScene("task 1\nself 1 2 3 4 0\n", error)) << "the lines of an older kit are not a scene";
    EXPECT_NE(error.find("one JSON object"), std::string::npos) << error;
}

TEST(TraceScene, NumbersThatAreNotFiniteGoAndComeBack) {
    TraceScene s = twoNeighbours();
    s.expected = Vec2{std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()};
    std::string error;
    const std::optional<TraceScene> back = parseScene(sceneJson(s), error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(std::isnan(back->expected->x));
    EXPECT_EQ(back->expected->y, std::numeric_limits<float>::infinity());
}

TEST(TraceText, ShowsEachLineWithTheVariablesItChanged) {
    const TraceScene s = twoNeighbours();
    const std::string text = textOf(swappedEvents(s), s, "force 0.7071 0.7071");
    EXPECT_NE(text.find("   7          sum.y += other.velocity.x;"), std::string::npos) << text;
    // After neighbour 1 (velocity (3, 0)): sum.y took velocity.x, 3.
    EXPECT_TRUE(showsLine(text, "sum.y += other.velocity.x;", "sum = (3, 3)")) << text;
    EXPECT_NE(text.find("other = neighbour 1"), std::string::npos) << text;
    EXPECT_NE(text.find("other = neighbour 2"), std::string::npos) << text;
    EXPECT_NE(text.find("returned (0.7071, 0.7071), where the recipe gives (0.6, 0.8) for this scene."), std::string::npos)
        << text;
}

TEST(TraceText, ShowsOnlyWhatALineChanged) {
    const TraceScene s = twoNeighbours();
    const std::string text = textOf(swappedEvents(s), s, "force 0.7071 0.7071");
    // Line 6 changes sum (its x), not `other`, which line 5 set; neighbour 2's velocity.x is 0, so the sum it
    // writes is the one it held, and the line says so.
    EXPECT_TRUE(showsLine(text, "sum.x += other.velocity.x;", "sum = (3, 0)")) << text;
    EXPECT_TRUE(showsLine(text, "sum.x += other.velocity.x;", "sum = (3, 3) (unchanged)")) << text;
    EXPECT_FALSE(showsLine(text, "for (const Boid& other : neighbors) {", "sum = (3, 3) (unchanged)")) << text;
    EXPECT_TRUE(showsLine(text, "for (const Boid& other : neighbors) {", "other = neighbour 2")) << text;
    // `self`, `neighbors` and `params` never change.
    EXPECT_EQ(text.find("self = "), std::string::npos) << text;
    EXPECT_EQ(text.find("neighbors = "), std::string::npos) << text;
}

TEST(TraceText, FoldsIterationsThatLookAlikePastTheFirstThree) {
    TraceScene s = twoNeighbours();
    const int count = 40;
    s.neighbors.clear();
    for (int k = 0; k < count; ++k) s.neighbors.push_back({{100 + float(k), 100}, {1, float(k)}});
    const std::string text = textOf(swappedEvents(s), s, "force 0.7071 0.7071");
    EXPECT_NE(text.find("other = neighbour 3"), std::string::npos) << text;
    EXPECT_EQ(text.find("other = neighbour 4\n"), std::string::npos) << text;
    // Each iteration runs lines 5, 6 and 7.
    EXPECT_NE(text.find(fmt::format("... iterations 4 to {}: like 3 ({} lines folded)", count, 3 * (count - 3))),
              std::string::npos)
        << text;
    // What the folded iterations left: the last neighbour, and a sum of velocity.x (1 each) in both coordinates.
    EXPECT_NE(text.find(fmt::format("folded); after them, other = neighbour {}, sum = ({}, {})", count, count, count)),
              std::string::npos)
        << text;
}

TEST(TraceText, FoldsALoopWrittenOnOneLineByItsRunsNotByIterations) {
    // The debugger stops on a one-line loop where the compiler put its statements, not once per iteration: the first
    // stop after the loop's start may come two iterations on. The fold counts the line's runs.
    const TraceScene s = twoNeighbours();
    const int loopLine = 5, runs = 9;
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\nline 0 4\nvar sum vec2 4 0 0\n";
    for (int k = 0; k < runs; ++k) events += fmt::format("line 0 {}\nvar sum vec2 4 {} 0\n", loopLine, 2 * k);
    events += "line 0 9\nvar sum vec2 4 18 0\nret 0\nexit 0\n";
    const std::string text = textOf(events, s, "force 1 0");
    EXPECT_EQ(text.find("iteration"), std::string::npos) << text;
    EXPECT_NE(text.find(fmt::format("... line {} ran {} more times", loopLine, runs - 3)), std::string::npos) << text;
}

TEST(TraceText, BriefShowsAHelperThatChangedNoVariableByItsHeadingAlone) {
    // Line 4 calls a helper (its lines 9 and 10), whose result shows on line 4 itself; line 5 calls one that sets a
    // variable of its own, which is shown whole.
    const TraceScene s = twoNeighbours();
    const std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\n"
                               "line 0 4\ncall 1 cellOf\nline 1 9\nline 1 10\nret 1\n"
                               "line 0 5\nvar c num 4 7\ncall 1 sizeOf\nline 1 12\nline 1 13\nvar k num 12 2\nret 1\n"
                               "line 0 6\nvar c num 4 7\nvar r num 5 2\nret 0\nexit 0\n";
    const std::vector<std::string> source = {"Vec2 calculateAlignment(...) {", "", "",
                                             "  int c = cellOf(x);", "  int r = sizeOf(y);", "  return {};", "}", "",
                                             "  return x / 40;", "}", "", "  int k = 2;", "  return k;"};
    const std::string brief = textOf(events, s, "force 0 0", true, source);
    EXPECT_NE(brief.find("-> cellOf"), std::string::npos) << brief;
    EXPECT_EQ(brief.find("return x / 40;"), std::string::npos) << brief;
    EXPECT_NE(brief.find("int k = 2;"), std::string::npos) << "a helper that set a variable is shown:\n" << brief;
    const std::string full = textOf(events, s, "force 0 0", false, source);
    EXPECT_NE(full.find("return x / 40;"), std::string::npos) << "the whole trace shows every line:\n" << full;
}

TEST(TraceText, BriefShowsAnIterationThatTakesANewPathEvenPastTheFirstTwo) {
    // Iterations 1, 2 and 4 add the neighbour (lines 3, 4, 5); iteration 3 skips it (lines 3, 4 and `continue`). The
    // third is the one that differs, so the brief trace shows it, and folds the fourth, which is like the second.
    const TraceScene s = twoNeighbours();
    const std::vector<std::string> source = {"Vec2 calculateAlignment(...) {", "  Vec2 sum{};",
                                             "  for (int i = 0; i < 4; ++i) {", "    if (i == 2) continue;",
                                             "    sum.x += 1;", "  }", "  return sum;"};
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\nline 0 2\n";
    float sum = 0;
    for (int i = 0; i < 4; ++i) {
        events += fmt::format("line 0 3\nvar i num 3 {}\nvar sum vec2 2 {} 0\nline 0 4\nvar i num 3 {}\n", i, sum, i);
        if (i == 2) continue;
        events += fmt::format("line 0 5\nvar i num 3 {}\nvar sum vec2 2 {} 0\n", i, sum);
        sum += 1;
    }
    events += fmt::format("line 0 3\nvar i num 3 4\nvar sum vec2 2 {} 0\nline 0 7\nvar sum vec2 2 {} 0\nret 0\nexit 0\n", sum,
                          sum);
    const std::string brief = textOf(events, s, fmt::format("force {} 0", sum), true, source);
    EXPECT_NE(brief.find("i = 2"), std::string::npos) << "the iteration that skips is shown:\n" << brief;
    EXPECT_NE(brief.find("... iteration 4: like 2"), std::string::npos) << brief;
    EXPECT_EQ(brief.find("another path"), std::string::npos) << brief;
}

TEST(TraceText, ShowsWhichWayAnIfWentFromTheLineThatRanAfterIt) {
    // `if (i == 2) continue;` on line 4: line 5 runs after it when the condition is false, the loop's line 3 when true.
    const TraceScene s = twoNeighbours();
    const std::vector<std::string> source = {"Vec2 calculateAlignment(...) {", "  Vec2 sum{};",
                                             "  for (int i = 0; i < 3; ++i) {", "    if (i == 1) continue;",
                                             "    sum.x += 1;", "  }", "  return sum;"};
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\nline 0 2\n";
    for (int i = 0; i < 3; ++i) {
        events += fmt::format("line 0 3\nvar i num 3 {}\nline 0 4\nvar i num 3 {}\n", i, i);
        if (i != 1) events += fmt::format("line 0 5\nvar i num 3 {}\n", i);
    }
    events += "line 0 3\nvar i num 3 3\nline 0 7\nret 0\nexit 0\n";
    const std::string full = textOf(events, s, "force 2 0", false, source);
    std::vector<std::string> ifLines;
    for (std::size_t at = full.find("if (i == 1) continue;"); at != std::string::npos;
         at = full.find("if (i == 1) continue;", at + 1)) {
        ifLines.push_back(full.substr(at, full.find('\n', at) - at));
    }
    ASSERT_EQ(ifLines.size(), 3u) << full;
    EXPECT_NE(ifLines[0].find("condition false"), std::string::npos) << full;
    EXPECT_NE(ifLines[1].find("condition true"), std::string::npos) << full;
    EXPECT_NE(ifLines[2].find("condition false"), std::string::npos) << full;
}

TEST(TraceText, ShowsALongLineWholeWithWhatItChangedUnderIt) {
    const TraceScene s = twoNeighbours();
    const std::string code =
        "    const float strength = std::min(params.fleeStrength, params.fleeRadius / (d + 1.0f)) * weightOf(d);";
    const std::vector<std::string> source = {"Vec2 calculateAlignment(...) {", code, "  return {};"};
    const std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\nline 0 2\nline 0 3\n"
                               "var strength num 2 2.5\nret 0\nexit 0\n";
    const std::string text = textOf(events, s, "force 0 0", true, source);
    const std::size_t at = text.find(code + "\n");
    ASSERT_NE(at, std::string::npos) << "the line is shown whole:\n" << text;
    const std::string next = text.substr(at + code.size() + 1, text.find('\n', at + code.size() + 1) - at - code.size() - 1);
    EXPECT_NE(next.find("strength = 2.5"), std::string::npos) << "what it changed is on the next line:\n" << text;
    EXPECT_EQ(next.find_first_not_of(' '), next.find("strength")) << text;
}

TEST(TraceText, BriefKeepsToAboutFifteenLinesAndSaysHowToSeeThemAll) {
    TraceScene s = twoNeighbours();
    for (int k = 0; k < 10; ++k) s.neighbors.push_back({{100 + float(k), 100}, {1, float(k)}});
    const std::string text = textOf(swappedEvents(s), s, "force 0.7071 0.7071", true);
    EXPECT_LE(std::count(text.begin(), text.end(), '\n'), 15) << text;
    EXPECT_NE(text.find("./workshop trace 1 shows it all"), std::string::npos) << text;
    EXPECT_NE(text.find("returned"), std::string::npos) << text;
}

TEST(TraceText, SaysWhenThisRunGaveTheRecipesAnswerThoughTheCheckFailed) {
    const TraceScene s = twoNeighbours();  // the recipe gives (0.6, 0.8)
    const std::string right = textOf(swappedEvents(s), s, "force 0.6 0.8");
    EXPECT_NE(right.find("That is the recipe's answer. Here your function ran once, on this scene alone"),
              std::string::npos)
        << right;
    const std::string wrong = textOf(swappedEvents(s), s, "force 0.7071 0.7071");
    EXPECT_EQ(wrong.find("That is the recipe's answer"), std::string::npos) << wrong;
}

TEST(TraceText, SaysWhenTheChecksOwnCallAnsweredOtherwiseThanThisRun) {
    const TraceScene s = twoNeighbours();  // the recipe gives (0.6, 0.8)
    std::string error;
    const auto events = parseEvents(swappedEvents(s), error);
    ASSERT_TRUE(events) << error;
    auto text = [&](std::string_view result, std::optional<Vec2> answered) {
        Options options;
        options.answered = answered;
        return traceText(*events, s, "calculateAlignment", kAlignmentSource, result, options);
    };
    // The check's call got (0, 0); this run gives the recipe's answer: both are said, as measured, and no condition.
    const std::string differs = text("force 0.6 0.8", Vec2{0, 0});
    EXPECT_NE(differs.find("The check's own call on this scene returned (0, 0): the same inputs gave your function two "
                           "answers."),
              std::string::npos)
        << differs;
    EXPECT_EQ(differs.find("if the check's answer was"), std::string::npos) << differs;
    // The same answer in both (within the checks' tolerance): nothing more is said.
    const std::string same = text("force 0.7071 0.7071", Vec2{0.70712f, 0.70709f});
    EXPECT_EQ(same.find("The check's own call"), std::string::npos) << same;
    // NaN in both is the same answer.
    const std::string nan = text("force nan 0", Vec2{std::nanf(""), 0});
    EXPECT_EQ(nan.find("The check's own call"), std::string::npos) << nan;
}

TEST(TraceText, SaysWhenTheChecksOwnSearchFoundOtherNeighboursThanThisRun) {
    TraceScene s = fourBoidGrid();
    s.answeredNeighbours = std::vector<std::uint32_t>{2};
    const std::vector<std::string> source = {"void findNeighborsInGrid(...) {", "  out.push_back(3);", "}"};
    std::string error;
    const auto parsed = parseEvents("engine gdb 13.1\ncall 0 findNeighborsInGrid\nline 0 2\nline 0 3\nret 0\nexit 0\n", error);
    ASSERT_TRUE(parsed) << error;
    const std::string differs = traceText(*parsed, s, "findNeighborsInGrid", source, "neighbours 3 1\n", {});
    EXPECT_NE(differs.find("The check's own search found 2 for this boid"), std::string::npos) << differs;
    EXPECT_EQ(differs.find("Those are brute force's neighbours"), std::string::npos) << differs;
    s.answeredNeighbours = std::vector<std::uint32_t>{1, 3};  // as this run found them, in another order
    const std::string same = traceText(*parsed, s, "findNeighborsInGrid", source, "neighbours 3 1\n", {});
    EXPECT_EQ(same.find("The check's own search"), std::string::npos) << same;
}

// A search that spends `setup` lines before its loop over the boids 0, 1 and 3, and lists those nearer than 5 (boid 1,
// 2 away, and boid 3, 2.2 away) with a strict `<`: 3 alone, where brute force finds 1 and 3. Its events and source.
std::pair<std::string, std::vector<std::string>> searchAfterSetup(int setup) {
    std::vector<std::string> source = {"void findNeighborsInGrid(...) {"};
    std::string events = "engine gdb 13.1\ncall 0 findNeighborsInGrid\n";
    for (int k = 0; k < setup; ++k) {
        source.push_back(fmt::format("  const int pad{} = {};", k, k));
        events += fmt::format("line 0 {}\n", source.size());
        for (int j = 0; j < k; ++j) events += fmt::format("var pad{} num {} {}\n", j, j + 2, j);
    }
    const int loop = int(source.size()) + 1;
    source.push_back("  for (std::uint32_t i : cell) {");
    source.push_back("    const float d = length(boids[i].position - p);");
    source.push_back("    if (d < 2) out.push_back(i);");
    source.push_back("  }");
    source.push_back("}");
    const std::vector<std::pair<int, float>> visits = {{0, 0.0f}, {1, 2.0f}, {3, 1.5f}};
    int listed = 0;
    for (const auto& [i, d] : visits) {
        events += fmt::format("line 0 {}\nvar out list& 1 {}\nvar i num {} {}\n", loop, listed, loop, i);
        events += fmt::format("line 0 {}\nvar out list& 1 {}\nvar i num {} {}\n", loop + 1, listed, loop, i);
        events += fmt::format("line 0 {}\nvar out list& 1 {}\nvar i num {} {}\nvar d num {} {}\n", loop + 2, listed,
                              loop, i, loop + 1, d);
        if (i != 0 && d < 2) ++listed;
    }
    events += fmt::format("line 0 {}\nvar out list& 1 {}\nline 0 {}\nret 0\nexit 0\n", loop, listed, loop + 4);
    return {events, source};
}

std::string briefGridText(const std::string& events, const TraceScene& s, const std::vector<std::string>& source,
                          std::string_view result) {
    std::string error;
    const auto parsed = parseEvents(events, error);
    EXPECT_TRUE(parsed) << error;
    if (!parsed) return {};
    return traceText(*parsed, s, "findNeighborsInGrid", source, result, {true, "./workshop trace 6", false, std::nullopt});
}

TEST(TraceText, BriefGridTraceStartsNearTheFirstVisitOfABoidListedWrongly) {
    const TraceScene s = fourBoidGrid();  // brute force: 1 and 3
    const auto [events, source] = searchAfterSetup(14);
    const std::string text = briefGridText(events, s, source, "neighbours 3\n");
    EXPECT_NE(text.find("lines before the first visit of a boid listed wrongly"), std::string::npos) << text;
    const std::size_t visit = text.find("i = 1");
    ASSERT_NE(visit, std::string::npos) << "the visit of the missing boid 1 is shown:\n" << text;
    const std::size_t test = text.find("if (d < 2) out.push_back(i);", visit);
    ASSERT_NE(test, std::string::npos) << text;
    const std::string testLine = text.substr(test, text.find('\n', test) - test);
    EXPECT_NE(testLine.find("condition false"), std::string::npos) << "out did not grow for boid 1:\n" << text;
}

TEST(TraceText, BriefGridTraceStartsAtTheTopWhenItsFirstLinesReachTheVisit) {
    const TraceScene s = fourBoidGrid();
    const auto [events, source] = searchAfterSetup(2);
    const std::string text = briefGridText(events, s, source, "neighbours 3\n");
    EXPECT_EQ(text.find("lines before"), std::string::npos) << text;
    EXPECT_NE(text.find("pad0"), std::string::npos) << text;
}

// A scene whose check called the function on `earlier` other scenes first.
TraceScene afterEarlierCalls(std::size_t earlier, bool keepsState) {
    TraceScene s = twoNeighbours();
    for (std::size_t k = 0; k < earlier; ++k) s.before.push_back({s.self, {s.neighbors[0]}, {}, {}, s.params});
    s.keepsState = keepsState;
    return s;
}

TEST(TraceText, SaysTheFunctionKeepsSomethingOnlyWhenTheCheckSawItAnswerOtherwiseAgain) {
    const std::size_t earlier = 2;
    const TraceScene keeps = afterEarlierCalls(earlier, true);
    const std::string kept = textOf(swappedEvents(keeps), keeps, "force 0.7071 0.7071", true);
    EXPECT_NE(kept.find("Called again on this scene, your function answers otherwise"), std::string::npos) << kept;
    EXPECT_NE(kept.find(fmt::format("makes, untraced, the {} calls the check made before this one", earlier)),
              std::string::npos)
        << kept;
    const TraceScene plain = afterEarlierCalls(earlier, false);
    const std::string text = textOf(swappedEvents(plain), plain, "force 0.7071 0.7071", true);
    EXPECT_EQ(text.find("answers otherwise"), std::string::npos) << text;
    EXPECT_NE(text.find(fmt::format("(Traced after the {} calls the check made before this one", earlier)),
              std::string::npos)
        << text;
    const std::string right = textOf(swappedEvents(plain), plain, "force 0.6 0.8");
    EXPECT_NE(right.find("That is the recipe's answer, here after the same calls the check made."), std::string::npos)
        << right;
    EXPECT_EQ(right.find("ran once"), std::string::npos) << right;
}

TEST(TraceScene, ReadsBackTheGridsBuiltBeforeIt) {
    TraceScene s;
    s.task = 6;
    s.boids = {{{10, 20}, {1, 0}}, {{30, 40}, {0, 1}}};
    s.radius = 40;
    s.worldSize = {400, 300};
    const float earlierRadius = 25;
    s.builtBefore.push_back({{s.boids[1]}, earlierRadius, {200, 100}});
    std::string error;
    const std::optional<TraceScene> back = parseScene(sceneJson(s), error);
    ASSERT_TRUE(back) << error;
    ASSERT_EQ(back->builtBefore.size(), 1u);
    EXPECT_EQ(back->builtBefore[0].boids.size(), 1u);
    EXPECT_EQ(back->builtBefore[0].boids[0].position, s.boids[1].position);
    EXPECT_EQ(back->builtBefore[0].radius, earlierRadius);
    EXPECT_EQ(back->builtBefore[0].worldSize, (Vec2{200, 100}));
    EXPECT_FALSE(back->answeredNeighbours) << "a scene that says nothing of the check's own search";
}

TEST(TraceScene, ReadsBackWhatTheChecksOwnSearchFound) {
    TraceScene s;
    s.task = 6;
    s.boids = {{{10, 20}, {1, 0}}, {{30, 40}, {0, 1}}, {{35, 40}, {0, 1}}};
    s.radius = 40;
    s.worldSize = {400, 300};
    s.answeredNeighbours = std::vector<std::uint32_t>{1, 2, 2};
    std::string error;
    const std::optional<TraceScene> back = parseScene(sceneJson(s), error);
    ASSERT_TRUE(back) << error;
    ASSERT_TRUE(back->answeredNeighbours);
    EXPECT_EQ(*back->answeredNeighbours, *s.answeredNeighbours);
}

TEST(TraceText, SaysWhichPartOfTheChecksWorldItTraces) {
    TraceScene s;
    s.task = 6;
    s.boids = {{{10, 10}, {1, 0}}, {{12, 10}, {1, 0}}, {{11, 12}, {0, 1}}};
    s.radius = 40;
    s.worldSize = {1200, 900};
    s.focus = 1;
    s.expectedNeighbours = {0, 2};
    s.wholeBoids = 300;
    s.wholeFocus = 17;
    s.keptWithin = 80;
    std::string error;
    const std::optional<TraceScene> back = parseScene(sceneJson(s), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->wholeBoids, s.wholeBoids);
    EXPECT_EQ(back->wholeFocus, s.wholeFocus);
    EXPECT_EQ(back->keptWithin, s.keptWithin);
    const std::optional<std::vector<Event>> parsed =
        parseEvents("engine gdb 13.1\ncall 0 findNeighborsInGrid\nline 0 2\nret 0\nexit 0\n", error);
    ASSERT_TRUE(parsed) << error;
    const std::vector<std::string> source = {"void findNeighborsInGrid(...) {", "}"};
    const std::string text = traceText(*parsed, s, "buildGrid", source, "neighbours 0", {});
    EXPECT_NE(text.find(fmt::format("Traced on the {} of the check's {} boids within {} of boids[{}], numbered anew (it "
                                    "is boids[{}] here)",
                                    s.boids.size(), s.wholeBoids, s.keptWithin, s.wholeFocus, s.focus)),
              std::string::npos)
        << text;
    s.wholeBoids = 0;  // the check's whole world: nothing to say
    EXPECT_EQ(traceText(*parsed, s, "buildGrid", source, "neighbours 0", {}).find("numbered anew"), std::string::npos);
}

TEST(TraceScene, ReadsBackTheCallsMadeBeforeIt) {
    TraceScene s = afterEarlierCalls(2, true);
    s.before[1].params.neighborRadius = 7.5f;
    s.before[1].obstacles = {{{3, 4}, 5}};
    std::string error;
    const std::optional<TraceScene> back = parseScene(sceneJson(s), error);
    ASSERT_TRUE(back) << error;
    ASSERT_EQ(back->before.size(), s.before.size());
    EXPECT_TRUE(back->keepsState);
    EXPECT_EQ(back->before[0].neighbors.size(), 1u);
    EXPECT_EQ(back->before[0].neighbors[0].position, s.neighbors[0].position);
    EXPECT_EQ(back->before[1].params.neighborRadius, 7.5f);
    EXPECT_EQ(back->before[1].obstacles[0].radius, 5.0f);
    EXPECT_FALSE(parseScene(R"({"task":1,"before":[{"neighbors":[{"position":["x",1],"velocity":[0,0]}]}]})", error));
    EXPECT_NE(error.find("earlier call 1: neighbour 1"), std::string::npos) << error;
}

std::string loopEvents(int lines, int loopLine) {
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\n";
    for (int k = 0; k < lines; ++k) events += fmt::format("line 0 {}\nvar i num 5 0\n", k % 2 == 0 ? 6 : loopLine);
    return events + fmt::format("limit steps {}\n", loopLine);
}

TEST(TraceText, NamesTheLineALoopThatNeverEndsKeptRunning) {
    const TraceScene s = twoNeighbours();
    const std::string text = textOf(loopEvents(30, 7), s, "", false, kAlignmentSource, /*neverReturned=*/true);
    EXPECT_NE(text.find("stopped after 30 lines had run: line 7 kept running"), std::string::npos) << text;
    EXPECT_EQ(text.find("returned"), std::string::npos) << text;
}

// Code that ends, in a check that saw it return, stopped by the trace's own line limit (a grid's build over a
// thousand cells): the trace says the limit was its own, and never that a loop never ends.
TEST(TraceText, SaysALineLimitIsTheTracesOwnWhenTheChecksRunReturned) {
    const TraceScene s = twoNeighbours();
    const std::string text = textOf(loopEvents(30, 7), s, "");
    EXPECT_EQ(text.find("never ends"), std::string::npos) << text;
    EXPECT_NE(text.find("the trace stopped after 30 lines had run, on line 7: that is the trace's own limit"),
              std::string::npos) << text;
}

TEST(TraceText, NamesTheLineThatCrashed) {
    const TraceScene s = twoNeighbours();
    const std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\nline 0 4\nline 0 6\ncrash SIGSEGV 6\n";
    const std::string text = textOf(events, s, "");
    EXPECT_NE(text.find("stopped on line 6 with SIGSEGV"), std::string::npos) << text;
}

TEST(TraceText, SaysWhereRecursionWasCut) {
    const TraceScene s = twoNeighbours();
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\n";
    for (int d = 1; d <= 41; ++d) events += fmt::format("line {} 6\ncall {} helper\n", d - 1, d);
    events += "limit depth 6\n";
    const std::string text = textOf(events, s, "");
    EXPECT_NE(text.find("stopped 41 calls deep: line 6 calls a function of yours again and again"), std::string::npos)
        << text;
}

TEST(TraceText, PassesOnTheEnginesReasonWhenItCouldNotTrace) {
    const TraceScene s = twoNeighbours();
    const std::string text = textOf("engine gdb 13.1\nerror function boids::calculateAlignment not found\n", s, "");
    EXPECT_NE(text.find("could not trace your calculateAlignment: function boids::calculateAlignment not found"),
              std::string::npos)
        << text;
}

Where whereOfEvents(const std::string& events, bool neverReturned = false) {
    std::string error;
    const std::optional<std::vector<Event>> parsed = parseEvents(events, error);
    EXPECT_TRUE(parsed) << error;
    if (!parsed) return {};
    return whereOf(*parsed, kAlignmentSource, neverReturned);
}

Where whereOfSource(const std::string& events, const std::vector<std::string>& source) {
    std::string error;
    const std::optional<std::vector<Event>> parsed = parseEvents(events, error);
    EXPECT_TRUE(parsed) << error;
    if (!parsed) return {};
    return whereOf(*parsed, source, false);
}

// The events of a function of `source` whose lines ran in the order `lines`, at depth 0, then returned.
std::string linesRun(const std::vector<int>& lines) {
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\n";
    for (const int line : lines) events += fmt::format("line 0 {}\n", line);
    return events + "ret 0\nexit 0\n";
}

TEST(TraceWhere, PointsNowhereWhenNoLineOfTheRunShowsWhatTheFailureIsAbout) {
    // Line 7 reads velocity.x where the recipe reads velocity.y: nothing in the run's shape says so, and the return
    // only hands on the sum. The link goes to the function's first line (the companion's).
    const TraceScene s = twoNeighbours();
    std::string events = swappedEvents(s);
    events.insert(events.find("ret 0"), "line 0 10\n");  // gdb stops on the closing brace after the return
    EXPECT_EQ(whereOfEvents(events).line, 0);
}

TEST(TraceWhere, PointsAtALineInTheLoopThatSetsAVariableAnewEachPass) {
    const std::vector<std::string> source = {
        "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {",  // 1
        "    Vec2 sum{};",                                                                                    // 2
        "    for (const Boid& other : neighbors) {",                                                          // 3
        "        sum = other.velocity;  // replaces",                                                          // 4
        "    }",                                                                                              // 5
        "    return normalized(sum);",                                                                        // 6
        "}"};
    const Where where = whereOfSource(linesRun({2, 3, 4, 3, 4, 3, 4, 3, 6, 7}), source);
    EXPECT_EQ(where.line, 4);
    EXPECT_EQ(where.message, "sets sum anew each time it runs (3 times, in the loop of line 3): only the last value is kept");
    // Adding to it, or setting it from itself, keeps every pass.
    std::vector<std::string> adds = source;
    adds[3] = "        sum = sum + other.velocity;";
    EXPECT_EQ(whereOfSource(linesRun({2, 3, 4, 3, 4, 3, 6, 7}), adds).line, 0);
}

TEST(TraceWhere, DoesNotBlameAVariableSetOnlyWhenAConditionHolds) {
    const std::vector<std::string> source = {
        "Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {",  // 1
        "    float best = 1e9f;",                                                                         // 2
        "    for (const Vec2& p : predators) {",                                                          // 3
        "        if (distance(p, self.position) < best)",                                                 // 4
        "            best = distance(p, self.position);",                                                 // 5
        "    }",                                                                                          // 6
        "    return {};",                                                                                 // 7
        "}"};
    EXPECT_EQ(whereOfSource(linesRun({2, 3, 4, 5, 3, 4, 5, 3, 7, 8}), source).line, 0);
}

TEST(TraceWhere, PointsAtAReturnInsideTheLoop) {
    const std::vector<std::string> source = {
        "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {",  // 1
        "    Vec2 sum{};",                                                                                    // 2
        "    for (const Boid& other : neighbors) {",                                                          // 3
        "        sum += other.velocity;",                                                                     // 4
        "        return normalized(sum);",                                                                    // 5
        "    }",                                                                                              // 6
        "    return sum;",                                                                                    // 7
        "}"};
    const Where where = whereOfSource(linesRun({2, 3, 4, 5, 8}), source);
    EXPECT_EQ(where.line, 5);
    EXPECT_EQ(where.message, "returns from inside the loop of line 3, on its pass 1");
    EXPECT_EQ(whereOfSource(linesRun({2, 3, 7, 8}), source).line, 0) << "no neighbours: the return after the loop";
}

TEST(TraceWhere, PointsAtTheLineThatCrashed) {
    const TraceScene s = twoNeighbours();
    const int crashLine = 6;
    const Where where = whereOfEvents(
        fmt::format("engine gdb 13.1\ncall 0 calculateAlignment\nline 0 4\nline 0 {0}\ncrash SIGSEGV {0}\n", crashLine));
    EXPECT_EQ(where.line, crashLine);
    EXPECT_TRUE(where.message.starts_with("crashed here with SIGSEGV")) << where.message;
}

TEST(TraceWhere, PointsAtTheLineALoopThatNeverEndsKeptRunning) {
    const TraceScene s = twoNeighbours();
    const int loopLine = 7;
    std::string events = "engine gdb 13.1\ncall 0 calculateAlignment\n";
    for (int k = 0; k < 30; ++k) events += fmt::format("line 0 {}\n", k % 2 == 0 ? 6 : loopLine);
    events += fmt::format("limit steps {}\n", loopLine);
    const Where where = whereOfEvents(events, /*neverReturned=*/true);
    EXPECT_EQ(where.line, loopLine);
    EXPECT_NE(where.message.find("never ends"), std::string::npos) << where.message;
    // Where the check's run returned, the line the trace's own limit stopped on is no place to send the learner.
    const Where limited = whereOfEvents(events);
    EXPECT_EQ(limited.line, 0) << limited.message;
}

TEST(TraceWhere, PointsNowhereWhenTheDebuggerCouldNotTrace) {
    const TraceScene s = twoNeighbours();
    EXPECT_EQ(whereOfEvents("engine gdb 13.1\nerror function boids::calculateAlignment not found\n").line, 0);
}

TEST(TraceEvents, NamesTheLineThatDoesNotRead) {
    std::string error;
    EXPECT_FALSE(parseEvents("engine gdb 1\nline 0 4\nvar sum vec2 4 1\n", error));
    EXPECT_NE(error.find("line 3"), std::string::npos) << error;
    EXPECT_FALSE(parseEvents("var sum vec2 4 1 2\n", error));
    EXPECT_NE(error.find("\"line\" before"), std::string::npos) << error;
    EXPECT_FALSE(parseEvents("jump 3\n", error));
    EXPECT_NE(error.find("an event"), std::string::npos) << error;
}

TEST(TraceText, NamesTheGridsBoidsByIndexAndSaysWhoIsMissing) {
    TraceScene s = fourBoidGrid();
    const std::vector<std::string> source = {"void findNeighborsInGrid(...) {", "  const Boid& b = boids[self];", "}"};
    const std::string events = fmt::format("engine gdb 13.1\ncall 0 findNeighborsInGrid\nline 0 2\nline 0 3\n"
                                           "var b boid& 2 {} {} {} {}\nret 0\nexit 0\n",
                                           12, 10, 1, 0);
    std::string error;
    const std::optional<std::vector<Event>> parsed = parseEvents(events, error);
    ASSERT_TRUE(parsed) << error;
    const std::string text = traceText(*parsed, s, "buildGrid", source, "neighbours 1\n", {});
    EXPECT_NE(text.find("b = boids[1]"), std::string::npos) << text;
    EXPECT_NE(text.find("found for boids[0]: 1; brute force finds: 1, 3."), std::string::npos) << text;
    EXPECT_NE(text.find("missing: 3"), std::string::npos) << text;
}

TEST(TraceText, SaysWhenTheGridsRunFoundBruteForcesNeighboursInAnotherOrder) {
    TraceScene s = fourBoidGrid();
    const std::vector<std::string> source = {"void findNeighborsInGrid(...) {", "  out.push_back(3);", "}"};
    std::string error;
    const auto parsed = parseEvents("engine gdb 13.1\ncall 0 findNeighborsInGrid\nline 0 2\nline 0 3\nret 0\nexit 0\n", error);
    ASSERT_TRUE(parsed) << error;
    const std::string alone = traceText(*parsed, s, "findNeighborsInGrid", source, "neighbours 3 1\n", {});
    EXPECT_NE(alone.find("found for boids[0]: 3, 1; brute force finds: 1, 3."), std::string::npos) << alone;
    EXPECT_NE(alone.find("Those are brute force's neighbours. Here your grid was built once"), std::string::npos) << alone;
    s.builtBefore.push_back({s.boids, 20, s.worldSize});
    const std::string after = traceText(*parsed, s, "findNeighborsInGrid", source, "neighbours 3 1\n", {});
    EXPECT_NE(after.find("here after the same builds and searches the check made before."), std::string::npos) << after;
    // One missing: not the same.
    const std::string wrong = traceText(*parsed, s, "findNeighborsInGrid", source, "neighbours 3\n", {});
    EXPECT_EQ(wrong.find("Those are brute force's neighbours"), std::string::npos) << wrong;
}

TEST(TraceText, SaysLongNeighbourListsByTheirSizesAndFirstDifferences) {
    TraceScene s;
    s.task = 6;
    s.radius = 40;
    s.worldSize = {40, 40};
    const std::uint32_t boids = 60;
    for (std::uint32_t i = 0; i < boids; ++i) s.boids.push_back({{float(i % 8), float(i / 8)}, {1, 0}});
    for (std::uint32_t i = 1; i < boids; ++i) s.expectedNeighbours.push_back(i);
    // Every neighbour listed twice but the last one, which is missing.
    std::string result = "neighbours";
    for (std::uint32_t i = 1; i + 1 < boids; ++i) result += fmt::format(" {} {}", i, i);
    const std::vector<std::string> source = {"void findNeighborsInGrid(...) {", "}"};
    std::string error;
    const std::optional<std::vector<Event>> parsed =
        parseEvents("engine gdb 13.1\ncall 0 findNeighborsInGrid\nline 0 2\nret 0\nexit 0\n", error);
    ASSERT_TRUE(parsed) << error;
    const std::string text = traceText(*parsed, s, "buildGrid", source, result, {});
    const std::size_t listed = 2 * (boids - 2), neighbours = boids - 1, extra = boids - 2;
    EXPECT_NE(text.find(fmt::format("listed {} for boids[0], where brute force finds {}: 1 missing, {} not neighbours "
                                    "or listed twice.",
                                    listed, neighbours, extra)),
              std::string::npos)
        << text;
    EXPECT_NE(text.find(fmt::format("missing: {}\n", boids - 1)), std::string::npos) << text;
    EXPECT_NE(text.find(fmt::format("listed twice: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and {} more\n", extra - 10)),
              std::string::npos)
        << text;
}

}  // namespace
}  // namespace boids::trace
