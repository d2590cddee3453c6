// Where everything goes on screen, and the world <-> screen transform.
#include "layout.h"

#include <algorithm>
#include <cmath>

namespace boids::app {

Layout computeLayout(Vec2 window, Vec2 worldSize, TextSize textSize) {
    Layout l;
    const float s = textScale(textSize);
    l.textSize = textSize;
    l.textScale = s;
    l.padding = kPanelPadding * s;
    l.taskRowHeight = kTaskRowHeight * s;
    l.window = window;
    l.worldSize = worldSize;
    const float areaWidth = std::max(window.x - kPanelWidth * s, 1.0f);
    l.worldArea = {0, 0, areaWidth, window.y};
    l.scale = std::max(std::min(areaWidth / worldSize.x, window.y / worldSize.y), 1e-3f);
    const float w = worldSize.x * l.scale;
    const float h = worldSize.y * l.scale;
    l.world = {(areaWidth - w) / 2, (window.y - h) / 2, w, h};
    l.panel = {areaWidth, 0, window.x - areaWidth, window.y};

    const float left = l.panel.x + l.padding;
    const float width = l.panel.w - 2 * l.padding;
    l.title = {left, 14};
    // Below the sliders: the reset button, two lines of stats, the tasks and at least four lines of messages (a
    // failing task's counts, two lines of its diagnosis, and where to read more).
    const float top = 50 * s;
    const float below = (32 + 38 + 14 + 44 + 26 + kTaskRowHeight * kTaskRows + 12 + kMessageRoom) * s;
    l.sliders.resize(workshopSliders().size());
    const float spacing =
        std::clamp((window.y - top - below) / float(l.sliders.size()), kMinSliderSpacing * s, kSliderSpacing * s);
    float y = top;
    for (SliderGeometry& slider : l.sliders) {
        slider.label = {left, y};
        slider.track = {left + kHandleRadius, y + 20 * s, width - 2 * kHandleRadius, 2 * kHandleRadius};
        slider.hitBox = {left, slider.track.y - 4, width, slider.track.h + 8};
        y += spacing;
    }
    const float buttonHeight = 30 * s;
    const float resetWidth = std::floor(width * 0.4f);
    l.resetButton = {left, y + 2, resetWidth, buttonHeight};
    l.searchButton = {left + resetWidth + 8, y + 2, width - resetWidth - 8, buttonHeight};
    const float presetWidth = std::floor(width * 0.3f);
    l.modelButton = {left, l.resetButton.bottom() + 8, width - presetWidth - 8, buttonHeight};
    l.presetButton = {l.modelButton.right() + 8, l.modelButton.y, presetWidth, buttonHeight};
    l.statsY = l.modelButton.bottom() + 14 * s;
    l.tasksY = l.statsY + 44 * s;
    const float tasksHeight = 26 * s + kTaskRows * l.taskRowHeight;
    l.plot = {left, l.tasksY, width, tasksHeight};
    l.messagesY = l.tasksY + tasksHeight + 12 * s;
    return l;
}

Vec2 defaultWindowSize(Vec2 worldSize, Vec2 screen, TextSize textSize) {
    Vec2 size{worldSize.x + kPanelWidth * textScale(textSize), worldSize.y};
    if (screen.x > 0 && screen.y > 0) {
        // Leave room for the title bar and the task bar; the panel keeps its width, the world shrinks.
        size.x = std::min(size.x, screen.x - 40);
        size.y = std::min(size.y, screen.y - 80);
    }
    const Vec2 smallest = minWindow(textSize);
    return {std::max(std::floor(size.x), smallest.x), std::max(std::floor(size.y), smallest.y)};
}

Vec2 toScreen(const Layout& layout, Vec2 world) {
    return {layout.world.x + world.x * layout.scale, layout.world.bottom() - world.y * layout.scale};
}

Vec2 toWorld(const Layout& layout, Vec2 screen) {
    return {(screen.x - layout.world.x) / layout.scale, (layout.world.bottom() - screen.y) / layout.scale};
}

bool isOverWorld(const Layout& layout, Vec2 screen) { return layout.world.contains(screen); }

std::optional<std::size_t> sliderAt(const Layout& layout, Vec2 screen) {
    for (std::size_t i = 0; i < layout.sliders.size(); ++i) {
        if (layout.sliders[i].hitBox.contains(screen)) return i;
    }
    return std::nullopt;
}

}  // namespace boids::app
