// Scripted input: parsing the lines, and turning each into the mouse and key events a person would make.
#include "script.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include <fmt/format.h>

#include "files.h"
#include "numbers.h"

namespace boids::app {

namespace {

std::vector<std::string> words(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// numbers.h's parsers, writing into `out` when the text is a number.
bool readFloat(const std::string& text, float& out) {
    const auto value = boids::app::parseFloat(text);
    if (value) out = *value;
    return value.has_value();
}

template <class Int>
bool readWhole(const std::string& text, Int& out) {
    const auto value = boids::app::parseWhole<Int>(text);
    if (value) out = *value;
    return value.has_value();
}

}  // namespace

Script parseScript(std::string_view text, std::string_view source) {
    Script script;
    std::istringstream in{std::string(withoutByteOrderMark(text))};
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.ends_with('\r')) line.pop_back();  // a CRLF line end
        if (line.size() > kMaxLineBytes) {
            script.error = fmt::format("{} line {} is {} bytes long: expected a line of at most {} bytes.", source,
                                       number, line.size(), kMaxLineBytes);
            return script;
        }
        const auto control = std::find_if(line.begin(), line.end(), [](char c) {
            return static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\r';
        });
        if (control != line.end()) {
            script.error = fmt::format("{} line {} has the control byte 0x{:02X}: expected text (a script is a text "
                                       "file).",
                                       source, number, static_cast<unsigned char>(*control));
            return script;
        }
        const auto w = words(line);
        if (w.empty() || w[0].starts_with('#')) continue;
        auto fail = [&](std::string_view expected) {
            script.error = fmt::format("{} line {}: \"{}\": expected {}.", source, number, line, expected);
            return script;
        };
        ScriptEvent e;
        e.line = number;
        if (!readWhole(w[0], e.frame) || e.frame < 0) return fail("a frame number (0 or more) first");
        const std::string what = w.size() > 1 ? w[1] : "";
        const std::string target = w.size() > 2 ? w[2] : "";
        if (what == "drag" && target == "slider" && w.size() == 5) {
            const auto slider = findSlider(w[3]);
            if (!slider) return fail("a slider name such as separationWeight after \"drag slider\"");
            if (!readFloat(w[4], e.value)) return fail("a number after the slider's name");
            e.kind = ScriptEvent::Kind::DragSlider;
            e.slider = *slider;
        } else if (what == "click" && (target == "world" || target == "screen") && w.size() == 5) {
            if (!readFloat(w[3], e.point.x) || !readFloat(w[4], e.point.y)) return fail("two numbers: x y");
            e.kind = target == "world" ? ScriptEvent::Kind::ClickWorld : ScriptEvent::Kind::ClickScreen;
        } else if (what == "click" && target == "boid" && w.size() == 4) {
            if (!readWhole(w[3], e.boid)) return fail("a boid's index (0 or more)");
            e.kind = ScriptEvent::Kind::ClickBoid;
        } else if (what == "click" && target == "reset" && w.size() == 3) {
            e.kind = ScriptEvent::Kind::ClickReset;
        } else if (what == "click" && target == "search" && w.size() == 3) {
            e.kind = ScriptEvent::Kind::ClickSearch;
        } else if (what == "move" && target == "world" && w.size() == 5) {
            if (!readFloat(w[3], e.point.x) || !readFloat(w[4], e.point.y)) return fail("two numbers: x y");
            e.kind = ScriptEvent::Kind::MoveWorld;
        } else if (what == "key" && w.size() == 3) {
            const auto key = keyNamed(target);
            if (!key) return fail("a key: a digit, a letter, space, escape or ?");
            e.kind = ScriptEvent::Kind::Key;
            e.key = *key;
        } else {
            return fail(
                "FRAME drag slider NAME VALUE | click world X Y | click screen X Y | click boid I | "
                "click reset | click search | move world X Y | key NAME");
        }
        script.events.push_back(e);
    }
    std::stable_sort(script.events.begin(), script.events.end(),
                     [](const ScriptEvent& a, const ScriptEvent& b) { return a.frame < b.frame; });
    return script;
}

std::vector<InputEvent> inputsFor(const ScriptEvent& event, const AppState& app) {
    const Layout& layout = app.layout;
    // A real pointer is at whole pixels.
    auto pixel = [](Vec2 p) { return Vec2{std::round(p.x), std::round(p.y)}; };
    auto click = [](Vec2 at) -> std::vector<InputEvent> { return {MouseMove{at}, MousePress{at}, MouseRelease{at}}; };
    switch (event.kind) {
        case ScriptEvent::Kind::DragSlider: {
            const SliderSpec& spec = workshopSliders()[event.slider];
            const Rect& track = layout.sliders[event.slider].track;
            const float y = track.y + track.h / 2;
            const Vec2 from = pixel({xForValue(spec, track.x, track.w, sliderValue(spec, app.world.params)), y});
            const Vec2 to = pixel({xForValue(spec, track.x, track.w, event.value), y});
            return {MouseMove{from}, MousePress{from}, MouseMove{to}, MouseRelease{to}};
        }
        case ScriptEvent::Kind::ClickWorld: return click(pixel(toScreen(layout, event.point)));
        case ScriptEvent::Kind::ClickScreen: return click(pixel(event.point));
        case ScriptEvent::Kind::ClickBoid: {
            if (event.boid >= app.world.boids.size()) return {};
            return click(pixel(toScreen(layout, app.world.boids[event.boid].position)));
        }
        case ScriptEvent::Kind::ClickReset: {
            const Rect& r = layout.resetButton;
            return click(pixel({r.x + r.w / 2, r.y + r.h / 2}));
        }
        case ScriptEvent::Kind::ClickSearch: {
            const Rect& r = layout.searchButton;
            return click(pixel({r.x + r.w / 2, r.y + r.h / 2}));
        }
        case ScriptEvent::Kind::MoveWorld: return {MouseMove{pixel(toScreen(layout, event.point))}};
        case ScriptEvent::Kind::Key: return {event.key};
    }
    return {};
}

bool ScriptFeed::feed(long long frame, const AppState& app, const std::function<bool(const InputEvent&)>& push) {
    for (; next_ < events_.size() && events_[next_].frame <= frame; ++next_) {
        for (const InputEvent& input : inputsFor(events_[next_], app)) waiting_.push_back(input);
    }
    std::size_t taken = 0;
    while (!waiting_.empty()) {
        if (!push(waiting_.front())) return taken > 0;
        waiting_.pop_front();
        ++taken;
    }
    return true;
}

}  // namespace boids::app
