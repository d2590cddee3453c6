// A shape for each force task, drawn in the task's colour beside its name wherever the window names it (the panel's
// task rows, the inspector's readout and arrows): a learner who cannot tell two colours apart tells the shapes
// apart, and the label beside each says which task it is.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include <boids/tasks.h>
#include <boids/vec2.h>

namespace boids::app {

enum class Marker { Circle, Square, Triangle, Diamond, Star, Cross };
inline constexpr std::array<Marker, 6> kMarkers{Marker::Circle, Marker::Square,  Marker::Triangle,
                                                Marker::Diamond, Marker::Star, Marker::Cross};

// "circle", "square", "triangle", "diamond", "star", "cross".
std::string_view markerName(Marker marker);

// A force task's shape: the k-th force task of tasks.txt has the k-th of kMarkers (after the sixth, they repeat);
// nothing for the grid task, which has no arrow.
std::optional<Marker> taskMarker(Task task);

// The shape's outline around `centre`, inside a circle of `radius`, as screen points in order around the edge. Each
// point is seen from the centre without crossing the edge (a fan of triangles from the centre fills it).
std::vector<Vec2> markerOutline(Marker marker, Vec2 centre, float radius);

}  // namespace boids::app
