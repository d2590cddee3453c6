// Each force task's shape, and the shapes' outlines.
#include "markers.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace boids::app {

namespace {

// `corners` points on a circle of `radius`, the first straight up (screen y grows downward), going clockwise.
std::vector<Vec2> regular(Vec2 centre, float radius, int corners, float turnDegrees = 0) {
    std::vector<Vec2> points;
    for (int k = 0; k < corners; ++k) {
        const float angle = (turnDegrees + 360.0f * float(k) / float(corners)) * std::numbers::pi_v<float> / 180;
        points.push_back(centre + Vec2{std::sin(angle), -std::cos(angle)} * radius);
    }
    return points;
}

}  // namespace

std::string_view markerName(Marker marker) {
    switch (marker) {
        case Marker::Circle: return "circle";
        case Marker::Square: return "square";
        case Marker::Triangle: return "triangle";
        case Marker::Diamond: return "diamond";
        case Marker::Star: return "star";
        case Marker::Cross: return "cross";
    }
    return "?";
}

std::optional<Marker> taskMarker(Task task) {
    const auto place = std::find(forceTasks().begin(), forceTasks().end(), task);
    if (place == forceTasks().end()) return std::nullopt;
    return kMarkers[std::size_t(place - forceTasks().begin()) % kMarkers.size()];
}

std::vector<Vec2> markerOutline(Marker marker, Vec2 centre, float radius) {
    switch (marker) {
        case Marker::Circle: return regular(centre, radius, 16);
        case Marker::Square: return regular(centre, radius, 4, 45);  // sides level, corners on the circle
        case Marker::Triangle: {  // pointing up, its base as far below the centre as its point is above
            const float r = radius * 0.87f;  // so that the base's corners, moved down, stay in the circle
            std::vector<Vec2> points = regular(centre, r, 3);
            for (Vec2& p : points) p.y += r * 0.25f;
            return points;
        }
        case Marker::Diamond: {  // a square on its corner, narrower than tall
            std::vector<Vec2> points = regular(centre, radius, 4);
            for (Vec2& p : points) p.x = centre.x + (p.x - centre.x) * 0.7f;
            return points;
        }
        case Marker::Star: {  // five points, the inner corners at 45% of the radius
            std::vector<Vec2> points;
            const std::vector<Vec2> outer = regular(centre, radius, 5), inner = regular(centre, radius * 0.45f, 5, 36);
            for (std::size_t k = 0; k < outer.size(); ++k) {
                points.push_back(outer[k]);
                points.push_back(inner[k]);
            }
            return points;
        }
        case Marker::Cross: {  // an upright plus, its arms a third of the width thick
            const float a = radius * 0.85f, t = radius * 0.3f;
            const std::array<Vec2, 12> corners{{{-t, -a}, {t, -a}, {t, -t}, {a, -t}, {a, t}, {t, t},
                                                {t, a}, {-t, a}, {-t, t}, {-a, t}, {-a, -t}, {-t, -t}}};
            std::vector<Vec2> points;
            for (Vec2 c : corners) points.push_back(centre + c);
            return points;
        }
    }
    return {};
}

}  // namespace boids::app
