// Each force task's shape (markers.h): one of its own for each, none for the grid, and outlines inside their circle.
#include "markers.h"

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include <boids/tasks.h>

namespace boids::app {
namespace {

TEST(Markers, EachForceTaskHasAShapeOfItsOwnAndTheGridNone) {
    std::set<Marker> seen;
    for (Task task : forceTasks()) {
        const auto marker = taskMarker(task);
        ASSERT_TRUE(marker) << info(task).name;
        if (forceTasks().size() <= kMarkers.size()) {
            EXPECT_TRUE(seen.insert(*marker).second) << info(task).name << " shares the " << markerName(*marker);
        }
    }
    EXPECT_FALSE(taskMarker(kGridTask));
}

// Every point of every outline lies within the circle it is drawn in, and reaches most of the way to its edge.
TEST(Markers, EveryOutlineFillsItsCircleWithoutLeavingIt) {
    constexpr Vec2 kCentre{50, 40};
    constexpr float kRadius = 10;
    constexpr float kSlack = 1e-3f;
    constexpr float kReach = 0.7f;  // the farthest point is at least this fraction of the radius away
    for (Marker marker : kMarkers) {
        SCOPED_TRACE(markerName(marker));
        const std::vector<Vec2> outline = markerOutline(marker, kCentre, kRadius);
        ASSERT_GE(outline.size(), 3u);
        float farthest = 0;
        for (Vec2 p : outline) {
            EXPECT_LE(distance(p, kCentre), kRadius + kSlack) << "(" << p.x << ", " << p.y << ")";
            farthest = std::max(farthest, distance(p, kCentre));
        }
        EXPECT_GE(farthest, kRadius * kReach);
    }
}

// The shapes differ in their outlines, not only in their names.
TEST(Markers, NoTwoShapesHaveTheSameOutline) {
    constexpr Vec2 kCentre{0, 0};
    constexpr float kRadius = 10;
    for (std::size_t i = 0; i < kMarkers.size(); ++i) {
        for (std::size_t j = i + 1; j < kMarkers.size(); ++j) {
            const auto a = markerOutline(kMarkers[i], kCentre, kRadius), b = markerOutline(kMarkers[j], kCentre, kRadius);
            const bool same = a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](Vec2 p, Vec2 q) {
                                  return distance(p, q) < 0.5f;
                              });
            EXPECT_FALSE(same) << markerName(kMarkers[i]) << " and " << markerName(kMarkers[j]);
        }
    }
}

}  // namespace
}  // namespace boids::app
