// Text that fits, proven: every text the window draws (the panel, the task rows, the messages and tips, the help,
// the inspector's readout, the banner, the plot's labels) is laid out as the window lays it out (panel_layout.h),
// measured with the font the window would use (SDL_ttf, which measures without a display), and must fit its box,
// overlap no other text, and stay inside the panel or the window; at the smallest window and at the default one, at
// the normal text size and at the large one (key L).
// Step 1: a font and a way to measure with it. Step 2: the states worth drawing. Step 3: the checks.
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SDL_ttf.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/models.h>
#include <boids/simulation.h>
#include <boids/tasks.h>

#include "app_state.h"
#include "fonts.h"
#include "inspector_layout.h"
#include "hand_sign.h"
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
        for (const FontSize bold : {FontSize::Title, FontSize::Sign}) {  // as text.cpp sets them
            if (TTF_Font* f = fonts_[std::size_t(bold)]) TTF_SetFontStyle(f, TTF_STYLE_BOLD);
        }
    }
    ~FontMetrics() override {
        for (TTF_Font* f : fonts_) {
            if (f) TTF_CloseFont(f);
        }
        TTF_Quit();
    }
    FontMetrics(const FontMetrics&) = delete;
    FontMetrics& operator=(const FontMetrics&) = delete;

    bool ok() const { return std::all_of(fonts_.begin(), fonts_.end(), [](TTF_Font* f) { return f != nullptr; }); }
    Vec2 lineSize(std::string_view text, FontSize size) const override {
        int w = 0;
        int h = 0;
        if (!text.empty()) TTF_SizeUTF8(fonts_[std::size_t(size)], std::string(text).c_str(), &w, &h);
        return {float(w), float(h)};
    }
    float lineHeight(FontSize size) const override { return float(TTF_FontLineSkip(fonts_[std::size_t(size)])); }

    std::string path;

private:
    std::array<TTF_Font*, kFontPointSizes.size()> fonts_{};
};

// Step 2: the states. Each learner's force returns zero (a stub) or the reference's.
Vec2 zeroFlock(const Boid&, std::span<const Boid>, const Params&) { return {}; }
Vec2 zeroFlee(const Boid&, std::span<const Vec2>, const Params&) { return {}; }
Vec2 zeroAvoid(const Boid&, std::span<const Obstacle>, const Params&) { return {}; }
void noGrid(Grid&, std::span<const Boid>, float, Vec2) {}
void noNeighbours(const Grid&, std::span<const Boid>, std::size_t, float, std::vector<std::uint32_t>&) {}
TaskTable stubTable() {
    TaskTable t;
    for (Task task : forceTasks()) t[task] = functionFor(task, &zeroFlock, &zeroFlee, &zeroAvoid);
    t.buildGrid = &noGrid;
    t.findNeighborsInGrid = &noNeighbours;
    return t;
}
const TaskTable kStubs = stubTable();

// What the panel and the terminal call a task: "Task 3 Cohesion".
std::string taskTitle(Task task) { return fmt::format("Task {} {}", info(task).number, info(task).name); }

// The first force task (alignment, in the kit) fails 7 of its 13 checks, and the checker found what it does (a finding longer than two panel lines).
constexpr std::string_view kLongFinding =
    "Only the first neighbour counts in yours: moving any other changes nothing, in every scene tried. In the recipe "
    "every neighbour within the radius counts the same, and the sum of their velocities is normalized to length 1.";
void withDiagnosis(AppState& app) {
    LearnerTask& alignment = app.learnerTasks[std::size_t(index(forceTasks()[0]))];  // the first force, alignment in the kit
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
        for (const SliderSpec& s : workshopSliders()) setSliderValue(s, a.world.params, s.max);
        a.world.steps = 123456789;
        a.paused = true;
    });
    add("messages: faults, a build error, a reload", &kStubs, [](AppState& a) {
        // Three force tasks of tasks.txt, whichever it lists (the first, second and third where it has them).
        const std::span<const Task> forces = forceTasks();
        const Task first = forces[0], second = forces[1 % forces.size()], third = forces[2 % forces.size()];
        a.rebuild.status = "Reloaded your code, 1.1 s after the save; " + taskTitle(first) + ": 8/8 checks";
        a.rebuild.errors = {fmt::format("exercises/{}:14:5: error: expected ';' before 'return'", info(second).file)};
        notify(a,
               taskTitle(third) +
                   " returned NaN for 200 boids in the last step: did you divide by zero (no neighbours, a zero "
                   "length)? This run: 123456 of its forces counted as zero.",
               info(third).number);
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
        notify(a, "Reloaded your code, 0.9 s after the save; " + taskTitle(forceTasks()[0]) + ": 6/13 checks", 0);
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

// The raised hand's sign, with its longest words, in the world's corner at every window and text size.
TEST_F(TextFit, TheHandsSignFitsItsWordsAndStaysInsideTheWorld) {
    constexpr std::int64_t kNow = 1764860400;
    for (TextSize size : kTextSizes) {
        const FontMetrics& m = measuring(size);
        for (Vec2 window : windows(size)) {
            AppState app = makeAppState(Params{}, 1, linkedTasks(), &kStubs, 0, window);
            setTextSize(app, size);
            for (const hand::Hand& h : {hand::Hand{hand::Kind::Help, 0, kNow - 3 * 3600}, hand::Hand{hand::Kind::Done, 99, kNow}}) {
                app.hand.up = h;
                const std::optional<HandSign> sign = layoutHandSign(app, m, kNow);
                ASSERT_TRUE(sign);
                const std::string where = fmt::format("{} at {}x{}, {}", hand::sign(h), window.x, window.y, sizeName(size));
                expectFitting({sign->words, sign->detail}, sign->box, m, where);
                EXPECT_TRUE(inside(sign->box, app.layout.world)) << where << ": " << describe(sign->box);
                EXPECT_TRUE(inside(sign->badge, sign->box)) << where << ": " << describe(sign->badge);
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
            EXPECT_EQ(readout.markers.size(), forceTasks().size()) << where << ": a marker for each force's row";
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

// The force inspector's arrows and labels (inspector_layout.h), for a boid at the centre of the world, at each edge
// and in each corner, with forces pointing every way: all five nearly together (the crowded case), spread around,
// and the issue's case, the alignment along the total and shorter.
struct InspectorScene {
    std::string name;
    Vec2 boid;  // screen pixels
    ForceBreakdown forces;
};

Vec2 towards(float degrees, float length) { return rotated({length, 0}, degrees); }

// A boid's forces: `forces` in forceTasks()' order (the rest zero), and their sum as the total.
ForceBreakdown breakdown(const std::vector<Vec2>& forces) {
    ForceBreakdown b;
    for (std::size_t k = 0; k < forces.size() && k < forceTasks().size(); ++k) {
        b.forces[std::size_t(index(forceTasks()[k]))] = forces[k];
        b.total += forces[k];
    }
    return b;
}

std::vector<InspectorScene> inspectorScenes(const Rect& world) {
    const float in = 6;  // the boid this far inside the world's edge
    const std::vector<std::pair<std::string, Vec2>> places{
        {"centre", {world.x + world.w / 2, world.y + world.h / 2}},
        {"left edge", {world.x + in, world.y + world.h / 2}},
        {"right edge", {world.right() - in, world.y + world.h / 2}},
        {"top edge", {world.x + world.w / 2, world.y + in}},
        {"bottom edge", {world.x + world.w / 2, world.bottom() - in}},
        {"top-left corner", {world.x + in, world.y + in}},
        {"top-right corner", {world.right() - in, world.y + in}},
        {"bottom-left corner", {world.x + in, world.bottom() - in}},
        {"bottom-right corner", {world.right() - in, world.bottom() - in}}};
    std::vector<InspectorScene> out;
    for (const auto& spot : places) {
        const std::string& place = spot.first;
        const Vec2 boid = spot.second;
        for (int angle = 0; angle < 360; angle += 30) {
            const auto a = float(angle);
            auto add = [&](const std::string& what, ForceBreakdown forces) {
                out.push_back({fmt::format("{}, {} at {} degrees", place, what, angle), boid, forces});
            };
            add("five forces together", breakdown({towards(a, 1.0f), towards(a + 8, 0.6f), towards(a - 6, 1.6f),
                                                   towards(a + 3, 2.2f), towards(a - 10, 0.3f)}));
            add("five forces spread", breakdown({towards(a, 1.0f), towards(a + 72, 1.5f), towards(a + 144, 0.8f),
                                                 towards(a + 216, 2.0f), towards(a + 288, 1.2f)}));
            ForceBreakdown issue = breakdown({towards(a, 1.0f), towards(a + 110, 0.9f), towards(a - 70, 0.9f)});
            issue.total = towards(a, 1.8f);  // the alignment along the total, and shorter
            add("the alignment along the total and shorter", issue);
        }
        // The boid of the issue's screenshot (a clumped flock, step 3000): the alignment under the total.
        ForceBreakdown seen = breakdown({{-0.9947f, 0.1025f}, {-0.3389f, -0.8201f}, {-0.3839f, 0.9234f}});
        seen.total = {-1.718f, 0.2057f};
        out.push_back({place + ", the issue's boid", boid, seen});
    }
    return out;
}

bool insideTriangle(Vec2 p, const std::array<Vec2, 3>& t) {
    const float d0 = cross(t[1] - t[0], p - t[0]);
    const float d1 = cross(t[2] - t[1], p - t[1]);
    const float d2 = cross(t[0] - t[2], p - t[2]);
    return !((d0 < 0 || d1 < 0 || d2 < 0) && (d0 > 0 || d1 > 0 || d2 > 0));
}

float toSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const float t = dot(ab, ab) > 0 ? std::clamp(dot(p - a, ab) / dot(ab, ab), 0.0f, 1.0f) : 0.0f;
    return distance(p, a + ab * t);
}

// The share of arrow `i`'s centre line, outside the boid's ring, that no arrow drawn after it covers (its shaft, or
// its head, with their outlines); 1 for an arrow too short to leave the ring.
float visibleShare(const std::vector<InspectorArrow>& arrows, std::size_t i, Vec2 boid) {
    const InspectorArrow& a = arrows[i];
    int outside = 0;
    int seen = 0;
    for (float s = 0; s <= 1; s += 0.01f) {
        const Vec2 p = a.from + (a.to - a.from) * s;
        if (distance(p, boid) <= kInspectedRing + 2) continue;
        ++outside;
        bool hidden = false;
        for (std::size_t j = i + 1; j < arrows.size(); ++j) {
            const InspectorArrow& b = arrows[j];
            const float reach = (a.thickness + b.thickness) / 2 + kArrowOutline;
            hidden |= toSegment(p, b.shape.from, b.shape.base) < reach ||
                      insideTriangle(p, grownBy(b.shape, kArrowOutline).head);
        }
        seen += hidden ? 0 : 1;
    }
    return outside < 5 ? 1.0f : float(seen) / float(outside);
}

// What is wrong with the inspector's layout: a label outside the world or too small for its text, two labels over
// each other, a label over the readout or over an arrow's head (its outline's triangle, or a box around its tip), an
// arrow mostly hidden under the arrows drawn after it.
std::vector<std::string> inspectorProblems(const InspectorLayout& placed, const Rect& world,
                                           const std::optional<Rect>& readout, Vec2 boid, const TextMetrics& m) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < placed.labels.size(); ++i) {
        const InspectorLabel& l = placed.labels[i];
        const Rect ink{l.textAt.x, l.textAt.y, m.lineSize(l.text, FontSize::Small).x, m.lineSize(l.text, FontSize::Small).y};
        if (!inside(l.box, world)) out.push_back(fmt::format("\"{}\", {}, is cut by the world's edge", l.text, describe(l.box)));
        if (!inside(ink, l.box)) out.push_back(fmt::format("\"{}\" is larger than its ground", l.text));
        if (l.marker && (!inside(*l.marker, l.box) || overlap(*l.marker, ink))) {
            out.push_back(fmt::format("the marker of \"{}\" is outside its ground or under its text", l.text));
        }
        for (std::size_t j = i + 1; j < placed.labels.size(); ++j) {
            if (overlap(l.box, placed.labels[j].box)) {
                out.push_back(fmt::format("\"{}\", {}, is drawn over \"{}\", {}", l.text, describe(l.box),
                                          placed.labels[j].text, describe(placed.labels[j].box)));
            }
        }
        if (readout && overlap(l.box, *readout)) out.push_back(fmt::format("\"{}\" is under the readout", l.text));
        for (const InspectorArrow& a : placed.arrows) {
            const std::array<Vec2, 3> head = grownBy(a.shape, kArrowOutline).head;
            const Rect tip{a.to.x - kTipRoom, a.to.y - kTipRoom, 2 * kTipRoom, 2 * kTipRoom};
            bool covers = overlap(l.box, tip);
            for (Vec2 corner : {Vec2{l.box.x, l.box.y}, Vec2{l.box.right(), l.box.y}, Vec2{l.box.x, l.box.bottom()},
                                Vec2{l.box.right(), l.box.bottom()}}) {
                covers |= insideTriangle(corner, head);
            }
            for (Vec2 p : head) covers |= l.box.contains(p);
            if (covers) {
                out.push_back(fmt::format("\"{}\", {}, covers the head of the {} arrow", l.text, describe(l.box),
                                          a.task ? forceLabel(*a.task) : "total"));
            }
        }
    }
    for (std::size_t i = 0; i < placed.arrows.size(); ++i) {
        const float share = visibleShare(placed.arrows, i, boid);
        if (share < 0.5f) {
            const std::optional<Task>& task = placed.arrows[i].task;
            out.push_back(fmt::format("the {} arrow is {:.0f}% hidden under the arrows drawn over it",
                                      task ? forceLabel(*task) : "total", 100 * (1 - share)));
        }
    }
    return out;
}

TEST_F(TextFit, TheInspectorsLabelsStayInsideTheWorldClearOfEachOtherTheReadoutAndTheArrowsHeads) {
    for (TextSize size : kTextSizes) {
        const FontMetrics& m = measuring(size);
        // The smallest window (whose readout covers most of the world: a label with no room is left out), a laptop's
        // (a 1366 x 768 screen) and the default one (where every arrow has its label).
        const Vec2 smallest = minWindow(size);
        const Vec2 laptop = defaultWindowSize(Params{}.worldSize, {1366, 768}, size);
        for (Vec2 window : {smallest, Vec2{std::max(laptop.x, smallest.x), std::max(laptop.y, smallest.y)},
                            defaultWindowSize(Params{}.worldSize, {}, size)}) {
            AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, window);
            setTextSize(app, size);
            app.inspector = Inspector::Showing;
            for (const InspectorScene& s : inspectorScenes(app.layout.world)) {
                const Rect readout = layoutReadout(app, inspectorReadout(app, {{}, s.forces}), m).box;
                const InspectorLayout placed = layoutInspector(app.layout, s.boid, s.forces, m, readout);
                const std::string where = fmt::format("{} at {}x{}, {}", s.name, window.x, window.y, sizeName(size));
                std::size_t arrows = s.forces.total != Vec2{} ? 1 : 0;
                for (const Vec2& f : s.forces.forces) arrows += f != Vec2{} ? 1 : 0;
                ASSERT_EQ(placed.arrows.size(), arrows) << where << ": an arrow for each force that is not zero";
                if (window != smallest) {
                    EXPECT_EQ(placed.labels.size(), arrows) << where << ": a label for each arrow";
                }
                for (const std::string& problem : inspectorProblems(placed, app.layout.world, readout, s.boid, m)) {
                    ADD_FAILURE() << where << ": " << problem;
                }
            }
        }
    }
}

// The issue's case: the alignment parallel to the total and shorter is drawn beside it, not over it, each arrow as
// long as its force, and starting within the boid's ring.
TEST_F(TextFit, AnAlignmentAlongTheTotalIsDrawnBesideIt) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kMinWindow);
    const Vec2 boid{app.layout.world.x + app.layout.world.w / 2, app.layout.world.y + app.layout.world.h / 2};
    ForceBreakdown forces = breakdown({{-1.0f, 0.1f}});
    forces.total = {-1.7f, 0.17f};
    const InspectorLayout placed = layoutInspector(app.layout, boid, forces, metrics, std::nullopt);
    ASSERT_EQ(placed.arrows.size(), 2u);
    const InspectorArrow& total = placed.arrows[0];
    const InspectorArrow& align = placed.arrows[1];
    EXPECT_FALSE(total.task) << "the total is drawn first, under the forces";
    EXPECT_NEAR(distance(total.from, total.to), length(forces.total) * kArrowPixelsPerUnit, 0.01f);
    EXPECT_NEAR(distance(align.from, align.to), length(forces.forces[std::size_t(index(Task::Alignment))]) *
                                                    kArrowPixelsPerUnit, 0.01f);
    const float apart = toSegment(align.from, total.from, total.to);
    EXPECT_GE(apart, (total.thickness + align.thickness) / 2 + kArrowOutline)
        << "the alignment's shaft starts " << apart << " px from the total's: over it";
    for (const InspectorArrow& a : placed.arrows) EXPECT_LT(distance(a.from, boid), kInspectedRing);
    EXPECT_TRUE(inspectorProblems(placed, app.layout.world, std::nullopt, boid, metrics).empty());
}

// The checks can fail: a label moved past the world's edge, onto another label, onto an arrow's head, or the
// alignment moved back onto the total, is caught.
TEST_F(TextFit, TheInspectorsChecksCatchACutLabelAnOverlapACoveredHeadAndAHiddenArrow) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kMinWindow);
    const Rect& world = app.layout.world;
    const Vec2 boid{world.x + world.w / 2, world.y + world.h / 2};
    ForceBreakdown forces = breakdown({{-1.0f, 0.1f}, {0.0f, -1.0f}});
    forces.total = {-1.7f, 0.17f};
    const InspectorLayout placed = layoutInspector(app.layout, boid, forces, metrics, std::nullopt);
    ASSERT_TRUE(inspectorProblems(placed, world, std::nullopt, boid, metrics).empty());
    ASSERT_EQ(placed.labels.size(), 3u);
    auto caught = [&](const InspectorLayout& broken, std::string_view words) {
        bool found = false;
        for (const std::string& p : inspectorProblems(broken, world, std::nullopt, boid, metrics)) {
            found |= p.find(words) != p.npos;
        }
        return found;
    };
    auto moved = [&](std::size_t label, Vec2 to) {
        InspectorLayout broken = placed;
        InspectorLabel& l = broken.labels[label];
        const Vec2 by = to - Vec2{l.box.x, l.box.y};
        l.box.x += by.x;
        l.box.y += by.y;
        l.textAt += by;
        if (l.marker) l.marker = Rect{l.marker->x + by.x, l.marker->y + by.y, l.marker->w, l.marker->h};
        return broken;
    };
    EXPECT_TRUE(caught(moved(1, {world.x - 20, world.y + 40}), "cut by the world's edge"));
    EXPECT_TRUE(caught(moved(1, {placed.labels[0].box.x + 5, placed.labels[0].box.y + 3}), "is drawn over"));
    EXPECT_TRUE(caught(moved(2, {placed.arrows[0].to.x - 10, placed.arrows[0].to.y - 5}), "covers the head"));
    InspectorLayout onTop = placed;
    InspectorArrow& align = onTop.arrows[1];
    align.from = boid;
    align.to = boid + Vec2{-1.0f, -0.1f} * kArrowPixelsPerUnit * 1.5f;
    align.shape = arrowShape(align.from, align.to, align.thickness);
    EXPECT_TRUE(caught(onTop, "hidden under"));
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
