// Text that fits, proven: every text the window draws (the panel, the task rows, the messages and tips, the help,
// the inspector's readout, the banner, the plot's labels) is laid out as the window lays it out (panel_layout.h),
// measured with the font the window would use (SDL_ttf, which measures without a display), and must fit its box,
// overlap no other text, and stay inside the panel or the window; at the smallest window and at the default one, at
// the normal text size and at the large one (key L).
// Step 1: a font and a way to measure with it. Step 2: the states worth drawing. Step 3: the checks.
#include <cmath>
#include <string>
#include <vector>

#include <SDL_ttf.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/models.h>
#include <boids/simulation.h>
#include <boids/tasks.h>

#include "app_state.h"
#include "fonts.h"
#include "panel_layout.h"
#include "sliders.h"

namespace boids::app {
namespace {

// Step 1: the window's font in its three sizes, at a text size, measured with SDL_ttf as the window measures it.
class FontMetrics : public TextMetrics {
public:
    explicit FontMetrics(TextSize textSize) {
        const FontChoice choice = chooseFont(std::nullopt, fontCandidates());
        if (!choice.path || TTF_Init() != 0) return;
        path = *choice.path;
        for (std::size_t i = 0; i < fonts_.size(); ++i) {
            fonts_[i] = TTF_OpenFont(path.c_str(), fontPointSize(FontSize(i), textSize));
        }
        if (fonts_[2]) TTF_SetFontStyle(fonts_[2], TTF_STYLE_BOLD);  // the title, as text.cpp sets it
    }
    ~FontMetrics() override {
        for (TTF_Font* f : fonts_) {
            if (f) TTF_CloseFont(f);
        }
        TTF_Quit();
    }
    FontMetrics(const FontMetrics&) = delete;
    FontMetrics& operator=(const FontMetrics&) = delete;

    bool ok() const { return fonts_[0] && fonts_[1] && fonts_[2]; }
    Vec2 lineSize(std::string_view text, FontSize size) const override {
        int w = 0;
        int h = 0;
        if (!text.empty()) TTF_SizeUTF8(fonts_[std::size_t(size)], std::string(text).c_str(), &w, &h);
        return {float(w), float(h)};
    }
    float lineHeight(FontSize size) const override { return float(TTF_FontLineSkip(fonts_[std::size_t(size)])); }

    std::string path;

private:
    std::array<TTF_Font*, 3> fonts_{};
};

// Step 2: the states. Each learner's force returns zero (a stub) or the reference's.
Vec2 zeroFlock(const Boid&, std::span<const Boid>, const Params&) { return {}; }
Vec2 zeroFlee(const Boid&, std::span<const Vec2>, const Params&) { return {}; }
Vec2 zeroAvoid(const Boid&, std::span<const Obstacle>, const Params&) { return {}; }
void noGrid(Grid&, std::span<const Boid>, float, Vec2) {}
void noNeighbours(const Grid&, std::span<const Boid>, std::size_t, float, std::vector<std::uint32_t>&) {}
TaskTable stubTable() {
    TaskTable t;
    for (Task task : kForceTasks) t[task] = functionFor(task, &zeroFlock, &zeroFlee, &zeroAvoid);
    t.buildGrid = &noGrid;
    t.findNeighborsInGrid = &noNeighbours;
    return t;
}
const TaskTable kStubs = stubTable();

// What the panel and the terminal call a task: "Task 3 Cohesion".
std::string taskTitle(Task task) { return fmt::format("Task {} {}", info(task).number, info(task).name); }

// Alignment fails 7 of its 13 checks, and the checker found what it does (a finding longer than two panel lines).
constexpr std::string_view kLongFinding =
    "Only the first neighbour counts in yours: moving any other changes nothing, in every scene tried. In the recipe "
    "every neighbour within the radius counts the same, and the sum of their velocities is normalized to length 1.";
void withDiagnosis(AppState& app) {
    LearnerTask& alignment = app.learnerTasks[std::size_t(index(Task::Alignment))];
    alignment.passed = 6;
    alignment.total = 13;
    alignment.diagnosis = std::string(kLongFinding);
}

struct Scene {
    std::string name;
    AppState app;
};

// The smallest window and the default one, for the text size.
std::vector<Vec2> windows(TextSize size) { return {minWindow(size), defaultWindowSize(Params{}.worldSize, {}, size)}; }

const std::array<TextSize, 2> kTextSizes{TextSize::Normal, TextSize::Large};
std::string sizeName(TextSize size) { return size == TextSize::Large ? "large text" : "normal text"; }

std::vector<Scene> scenes(Vec2 window, TextSize size) {
    std::vector<Scene> out;
    auto add = [&](std::string name, const TaskTable* learner, auto change) {
        AppState app = makeAppState(Params{}, 1, linkedTasks(), learner, 0, window);
        change(app);
        setWindowSize(app, window);
        setTextSize(app, size);
        out.push_back({fmt::format("{} at {}x{}, {}", name, window.x, window.y, sizeName(size)), std::move(app)});
    };
    auto nothing = [](AppState&) {};
    add("every task a stub (the first start)", &kStubs, nothing);
    add(fmt::format("every task passing, brute force (task {} 'not used')", info(kGridTask).number), &linkedTasks(),
        nothing);
    add("every task passing, the learner's grid", &linkedTasks(), [](AppState& a) { a.search = SearchMode::LearnerGrid; });
    add("no plugin loaded", nullptr, [](AppState& a) { a.learnerProblem = "libboids_learner.so did not load"; });
    add("every slider at its largest", &kStubs, [](AppState& a) {
        for (const SliderSpec& s : kSliders) setSliderValue(s, a.world.params, s.max);
        a.world.steps = 123456789;
        a.paused = true;
    });
    add("messages: faults, a build error, a reload", &kStubs, [](AppState& a) {
        a.rebuild.status = "Reloaded your code, 1.1 s after the save; " + taskTitle(Task::Alignment) + ": 8/8 checks";
        a.rebuild.errors = {fmt::format("exercises/{}:14:5: error: expected ';' before 'return'",
                                        info(Task::Separation).file)};
        notify(a,
               taskTitle(Task::Cohesion) +
                   " returned NaN for 200 boids in the last step: did you divide by zero (no neighbours, a zero "
                   "length)? This run: 123456 of its forces counted as zero.",
               info(Task::Cohesion).number);
        notify(a, taskTitle(kGridTask) + ": buildGrid threw std::out_of_range: vector::_M_range_check",
               info(kGridTask).number);
    });
    for (Model model : {Model::Reynolds, Model::InverseSquare, Model::Accumulators, Model::Flock3D}) {
        add(fmt::format("model {}", int(model)), &linkedTasks(), [model](AppState& a) {
            a.world.params.model = model;
            applyPreset(model, a.world.params);
        });
    }
    add("a failing task's diagnosis, and a notice", &linkedTasks(), [](AppState& a) {
        withDiagnosis(a);
        notify(a, "Reloaded your code, 0.9 s after the save; " + taskTitle(Task::Alignment) + ": 6/13 checks", 0);
    });
    add("the plot in the workshop model", &linkedTasks(), [](AppState& a) { a.plot.shown = true; });
    add("the inspector picking", &linkedTasks(), [](AppState& a) { a.inspector = Inspector::Picking; });
    return out;
}

// Step 3: the checks. Where a text's ink lies: its measured size, placed in its box as drawing places it.
Rect inkOf(const PlacedText& t, const TextMetrics& m) {
    const Vec2 size = m.lineSize(t.text, t.size);
    const float x = t.align == Align::Left    ? t.box.x
                    : t.align == Align::Right ? t.box.right() - size.x
                                              : t.box.x + (t.box.w - size.x) / 2;
    return {x, t.box.y, size.x, size.y};
}

bool overlap(const Rect& a, const Rect& b) {
    return a.w > 0 && b.w > 0 && a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool inside(const Rect& inner, const Rect& outer) {
    const float slack = 0.5f;  // rounding to whole pixels
    return inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.right() <= outer.right() + slack &&
           inner.bottom() <= outer.bottom() + slack;
}

std::string describe(const Rect& r) { return fmt::format("x {:.0f}-{:.0f}, y {:.0f}-{:.0f}", r.x, r.right(), r.y, r.bottom()); }

// What is wrong with `texts` in `container`: a text wider or taller than its box, a box outside the container, or
// two texts drawn over each other. Empty when everything fits.
std::vector<std::string> problems(const std::vector<PlacedText>& texts, const Rect& container, const TextMetrics& m) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const PlacedText& t = texts[i];
        const Vec2 size = m.lineSize(t.text, t.size);
        if (size.x > t.box.w + 0.5f) {
            out.push_back(fmt::format("\"{}\" ({}) is {:.0f} px wide, its box {:.0f} px: {:.0f} px too long", t.text,
                                      t.what, size.x, t.box.w, size.x - t.box.w));
        }
        if (size.y > t.box.h + 0.5f) out.push_back(fmt::format("\"{}\" ({}) is too tall for its box", t.text, t.what));
        if (!inside(t.box, container)) {
            out.push_back(fmt::format("the box of \"{}\" ({}), {}, is not inside {}", t.text, t.what, describe(t.box),
                                      describe(container)));
        }
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            if (overlap(inkOf(t, m), inkOf(texts[j], m))) {
                out.push_back(fmt::format("\"{}\" ({}, {}) is drawn over \"{}\" ({}, {})", t.text, t.what,
                                          describe(inkOf(t, m)), texts[j].text, texts[j].what,
                                          describe(inkOf(texts[j], m))));
            }
        }
    }
    return out;
}

void expectFitting(const std::vector<PlacedText>& texts, const Rect& container, const TextMetrics& m,
                   const std::string& where) {
    for (const std::string& problem : problems(texts, container, m)) ADD_FAILURE() << where << ": " << problem;
}

// Each marker inside the container and clear of every text's ink.
void expectMarkersClear(const std::vector<PlacedMarker>& markers, const std::vector<PlacedText>& texts,
                        const Rect& container, const TextMetrics& m, const std::string& where) {
    for (const PlacedMarker& marker : markers) {
        EXPECT_TRUE(inside(marker.box, container)) << where << ": " << marker.what << ", " << describe(marker.box);
        for (const PlacedText& t : texts) {
            EXPECT_FALSE(overlap(marker.box, inkOf(t, m)))
                << where << ": " << marker.what << " is drawn over \"" << t.text << "\" (" << t.what << ")";
        }
    }
}

class TextFit : public testing::Test {
protected:
    void SetUp() override {
        if (!metrics.ok() || !largeMetrics.ok()) {
            GTEST_SKIP() << "no font to measure with (the kit wants fonts-dejavu-core)";
        }
        RecordProperty("font", metrics.path);
    }
    const FontMetrics& measuring(TextSize size) const { return size == TextSize::Large ? largeMetrics : metrics; }
    FontMetrics metrics{TextSize::Normal};
    FontMetrics largeMetrics{TextSize::Large};
};

TEST_F(TextFit, ThePanelsTextsFitTheirBoxesAndOverlapNoneNorAnyMarker) {
    for (TextSize size : kTextSizes) {
        const FontMetrics& m = measuring(size);
        for (Vec2 window : windows(size)) {
            for (const Scene& s : scenes(window, size)) {
                SCOPED_TRACE(s.name);
                const PanelLayout panel = layoutPanel(s.app, m);
                EXPECT_GE(panel.texts.size(), 15u);
                expectFitting(panel.texts, s.app.layout.panel, m, "panel, " + s.name);
                expectMarkersClear(panel.markers, panel.texts, s.app.layout.panel, m, "panel, " + s.name);
            }
        }
    }
}

// Large text is larger: each font a quarter larger, and the panel with it, so that the checks above are of a
// different layout, not the same one twice.
TEST_F(TextFit, LargeTextIsAQuarterLargerAndSoIsThePanel) {
    for (FontSize size : {FontSize::Small, FontSize::Normal, FontSize::Title}) {
        EXPECT_GE(largeMetrics.lineHeight(size), metrics.lineHeight(size) * 1.15f) << "font size " << int(size);
    }
    const Vec2 window = minWindow(TextSize::Large);
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, window);
    const float normalPanel = app.layout.panel.w;
    setTextSize(app, TextSize::Large);
    EXPECT_FLOAT_EQ(app.layout.panel.w, normalPanel * kLargeTextScale);
    EXPECT_EQ(app.layout.window, window) << "the same window";
}

TEST_F(TextFit, TheHelpBoxFitsItsTextAndTheWindow) {
    for (TextSize size : kTextSizes) {
        const FontMetrics& m = measuring(size);
        for (Vec2 window : windows(size)) {
            AppState app = makeAppState(Params{}, 1, linkedTasks(), &kStubs, 0, window);
            setTextSize(app, size);
            app.showHelp = true;
            const TextBox help = layoutHelp(app, m);
            const std::string where = fmt::format("help at {}x{}, {}", window.x, window.y, sizeName(size));
            expectFitting(help.texts, help.box, m, where);
            EXPECT_TRUE(inside(help.box, {0, 0, window.x, window.y})) << where << ": " << describe(help.box);
            for (const HelpLine& line : helpLines()) {  // every key and every word of its action is there
                std::string shown;
                for (const PlacedText& t : help.texts) {
                    if (t.what == "help: " + line.key) shown += (shown.empty() ? "" : " ") + t.text;
                }
                EXPECT_EQ(shown, line.action) << where;
            }
        }
    }
}

TEST_F(TextFit, TheInspectorsReadoutAndTheBannerFitTheWindow) {
    for (TextSize size : kTextSizes) {
        const FontMetrics& m = measuring(size);
        for (Vec2 window : windows(size)) {
            AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, window);
            setTextSize(app, size);
            app.inspected = 0;
            app.inspector = Inspector::Showing;
            const TextBox readout = layoutReadout(app, inspectorReadout(app, inspect(app.world, 0, app.active)), m);
            const std::string where = fmt::format("inspector at {}x{}, {}", window.x, window.y, sizeName(size));
            expectFitting(readout.texts, readout.box, m, where);
            EXPECT_EQ(readout.markers.size(), kForceTasks.size()) << where << ": a marker for each force's row";
            expectMarkersClear(readout.markers, readout.texts, readout.box, m, where);
            EXPECT_TRUE(inside(readout.box, {0, 0, window.x, window.y})) << where << ": " << describe(readout.box);
            for (Inspector mode : {Inspector::Picking, Inspector::Off}) {
                app.inspector = mode;
                app.paused = mode == Inspector::Off;
                const auto banner = layoutBanner(app, m);
                ASSERT_TRUE(banner);
                expectFitting(banner->texts, banner->box, m, "banner " + banner->texts[0].text + ", " + where);
                EXPECT_TRUE(inside(banner->box, {0, 0, window.x, window.y})) << describe(banner->box);
            }
        }
    }
}

// The panel keeps room below the tasks for a failing task's counts, two lines of its diagnosis (the second cut
// with "…" when it is longer) and where to read more.
std::vector<std::string> messagesShown(Vec2 window, const TextMetrics& metrics) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, window);
    withDiagnosis(app);
    setWindowSize(app, window);
    std::vector<std::string> shown;
    for (const PlacedText& t : layoutPanelTexts(app, metrics)) {
        if (t.what == "message") shown.push_back(t.text);
    }
    return shown;
}

TEST_F(TextFit, TheFirstFailingTasksDiagnosisTakesTwoLinesBelowItsCounts) {
    const std::string counts =
        fmt::format("{} {}: 7 of 13 checks fail.", info(Task::Alignment).number, info(Task::Alignment).name);
    const std::vector<std::string> shown = messagesShown(defaultWindowSize(Params{}.worldSize), metrics);
    ASSERT_EQ(shown.size(), 4u) << "the counts, two lines, where to read more";
    EXPECT_EQ(shown[0], counts);
    EXPECT_EQ(kLongFinding.substr(0, shown[1].size()), shown[1]);
    EXPECT_TRUE(shown[2].ends_with("…")) << shown[2];
    EXPECT_EQ(shown[3], fmt::format("./workshop test {} says more.", info(Task::Alignment).number));
    const std::string joined = shown[1] + " " + shown[2].substr(0, shown[2].size() - std::string("…").size());
    EXPECT_TRUE(kLongFinding.starts_with(joined)) << joined;

    // The smallest window has no room below its tasks, whose rows keep the counts: nothing half shown.
    const std::vector<std::string> smallest = messagesShown(kMinWindow, metrics);
    if (!smallest.empty()) {
        EXPECT_EQ(smallest[0], counts) << "the counts come first";
    }
}

// The checks can fail: a task row's label made longer than its box, or moved onto its neighbour, is caught.
TEST_F(TextFit, ALabelLongerThanItsBoxOrDrawnOverAnotherIsCaught) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kMinWindow);
    const std::vector<PlacedText> texts = layoutPanelTexts(app, metrics);
    ASSERT_TRUE(problems(texts, app.layout.panel, metrics).empty());
    // The grid task's row, as panel_layout.cpp names it.
    const std::string gridRowName = fmt::format("task row {}", info(kGridTask).number);
    std::vector<PlacedText> longer = texts;
    for (PlacedText& t : longer) {
        if (t.what == gridRowName + ": checks") t.text += " passing";
    }
    bool tooLong = false;
    for (const std::string& p : problems(longer, app.layout.panel, metrics)) tooLong |= p.find("px too long") != p.npos;
    EXPECT_TRUE(tooLong);
    std::vector<PlacedText> moved = texts;
    for (PlacedText& t : moved) {
        if (t.what == gridRowName + ": side") t.box.x += 40;  // where it used to be drawn, over the checks
    }
    bool over = false;
    for (const std::string& p : problems(moved, app.layout.panel, metrics)) over |= p.find("drawn over") != p.npos;
    EXPECT_TRUE(over);
}

}  // namespace
}  // namespace boids::app
