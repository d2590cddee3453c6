// The raised hand in the window: its file read and written, and its sign laid out (hand_sign.h).
#include "hand_sign.h"

#include <algorithm>

#include <fmt/format.h>

#include <boids/tasks.h>

#include "app_state.h"
#include "files.h"
#include "room_news.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

// A hand file is three short lines; anything longer is not one.
constexpr std::uintmax_t kMaxHandBytes = 4096;

// Writes the hand (or removes the file, for none), and keeps what the window shows in step with what it wrote.
void saveHand(AppState& app, std::optional<hand::Hand> h) {
    if (app.hand.file.empty()) {
        notify(app, "No hand file here: the window was started without one (--hand FILE).");
        return;
    }
    std::error_code error;
    if (h) {
        std::filesystem::create_directories(app.hand.file.parent_path(), error);
        if (const std::string why = writeOutputFile(app.hand.file, hand::toText(*h)); !why.empty()) {
            notify(app, "Your hand is not up: " + why);
            return;
        }
    } else {
        std::filesystem::remove(app.hand.file, error);
        if (error) {
            notify(app, fmt::format("Your hand is still up: cannot remove {} ({}).", utf8FromPath(app.hand.file),
                                    error.message()));
            return;
        }
    }
    app.hand.up = h;
    app.hand.problem.clear();
    app.hand.readAt = app.clock;
    // A joined kit's room hears of it now, as after ./workshop hand; the window never waits for it.
    if (!tellTheRoom(app)) {
        notify(app, h ? "Your hand is up here, but could not be sent to the room."
                      : "Your hand is down here, but the room could not be told.");
    }
}

// The highest-numbered task whose checks all pass on the learner's own code.
std::optional<int> lastTaskDone(const AppState& app) {
    std::optional<int> done;
    if (!app.learner) return done;
    for (const TaskInfo& t : tasks()) {
        const LearnerTask& l = t.task == kGridTask ? app.learnerGrid : app.learnerTasks[std::size_t(index(t.task))];
        if (!l.builtFromSolution && l.heldBack.empty() && l.total > 0 && l.passed == l.total) done = t.number;
    }
    return done;
}

}  // namespace

void pollHand(AppState& app) {
    if (app.hand.file.empty()) return;
    if (app.hand.readAt >= 0 && app.clock - app.hand.readAt < kHandReadSeconds) return;
    app.hand.readAt = app.clock;
    const TextFile file = readTextFile(app.hand.file, kMaxHandBytes, "the hand file");
    if (file.missing) {
        app.hand.up.reset();
        app.hand.problem.clear();
        return;
    }
    const hand::Read read = file.error.empty() ? hand::fromText(file.text) : hand::Read{std::nullopt, file.error};
    app.hand.up = read.hand;
    if (read.problem != app.hand.problem && !read.problem.empty()) {  // said once, not every second
        app.log.push_back(file.error.empty()
                              ? fmt::format("boids: {} is not a hand ({}); no hand is shown. ./workshop hand writes "
                                            "it anew.", utf8FromPath(app.hand.file), read.problem)
                              : fmt::format("boids: {}; no hand is shown.", file.error));
    }
    app.hand.problem = read.problem;
}

void toggleNeedHelp(AppState& app, std::int64_t now) {
    if (app.hand.up && app.hand.up->kind == hand::Kind::Help) {
        saveHand(app, std::nullopt);
        return;
    }
    saveHand(app, hand::Hand{hand::Kind::Help, 0, now});
}

void toggleDone(AppState& app, std::int64_t now) {
    if (app.hand.up && app.hand.up->kind == hand::Kind::Done) {
        saveHand(app, std::nullopt);
        return;
    }
    const std::optional<int> done = lastTaskDone(app);
    if (!done) {
        notify(app, "No task passes its checks on your code yet, so D has no task to say you are done with.");
        return;
    }
    saveHand(app, hand::Hand{hand::Kind::Done, *done, now});
}

std::optional<HandSign> layoutHandSign(const AppState& app, const TextMetrics& metrics, std::int64_t now) {
    if (!app.hand.up) return std::nullopt;
    const hand::Hand& h = *app.hand.up;
    const std::string words = hand::sign(h);
    const std::string detail = fmt::format("up {}  ·  {} lowers it", hand::upFor(h, now),
                                           h.kind == hand::Kind::Help ? "N" : "D");
    const Rect& world = app.layout.world;
    const float pad = 14 * app.layout.textScale;
    // The largest size whose sign fits the world's width (a small window's world is narrow): the words in it, the
    // detail a size smaller, the badge as tall as both lines.
    struct Sizes {
        FontSize words, detail;
    };
    Sizes sizes{FontSize::Normal, FontSize::Small};
    float badge = 0, textWidth = 0;
    for (const Sizes& tried : {Sizes{FontSize::Sign, FontSize::Normal}, Sizes{FontSize::Title, FontSize::Small},
                               Sizes{FontSize::Normal, FontSize::Small}}) {
        sizes = tried;
        badge = metrics.lineHeight(tried.words) + metrics.lineHeight(tried.detail);
        textWidth = std::max(metrics.lineSize(words, tried.words).x, metrics.lineSize(detail, tried.detail).x);
        if (4 * pad + badge + textWidth <= world.w - 2 * pad) break;
    }
    HandSign sign;
    sign.kind = h.kind;
    sign.box = {world.x + pad, world.y + pad, std::min(4 * pad + badge + textWidth, world.w - 2 * pad), 2 * pad + badge};
    sign.badge = {sign.box.x + pad, sign.box.y + pad, badge, badge};
    const float textX = sign.badge.right() + pad, textW = std::max(0.0f, sign.box.right() - pad - textX);
    sign.words = {words, {textX, sign.box.y + pad, textW, metrics.lineHeight(sizes.words)}, sizes.words, Align::Left,
                  Tone::Normal, std::nullopt, -1, "hand: words"};
    sign.detail = {detail, {textX, sign.words.box.bottom(), textW, metrics.lineHeight(sizes.detail)}, sizes.detail,
                   Align::Left, Tone::Normal, std::nullopt, -1, "hand: detail"};
    return sign;
}

}  // namespace boids::app
