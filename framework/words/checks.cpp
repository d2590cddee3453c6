// The words of a failed check (boids/checks.h, words/checks.h): what one wrong answer measures, a named mistake and
// its thing to try, and a grid's missing and extra neighbours. Compiled by boids::checks (framework/checks/).
#include "boids/checks.h"
#include "words/checks.h"

#include <algorithm>
#include <cmath>

#include "boids/format.h"
#include "checks/angles.h"

namespace boids {

using detail::wrapDegrees;

std::string words::unitsMixUp(const ForceCase& c, Vec2 actual) {
    if (c.task != Task::ObstacleAvoid || length(c.self.velocity) == 0) return {};
    const float wanted = signedAngle(c.self.velocity, c.expected);
    const float got = signedAngle(c.self.velocity, actual);
    const float asRadians = wrapDegrees(degrees(wanted));  // the turn in degrees, read as radians
    if (std::fabs(wrapDegrees(got - asRadians)) < 0.5f && std::fabs(wanted) > 1) {
        return fmt::format("your force is the heading turned by {:.0f} degrees, which is what {:.0f} radians give: "
                           "an angle in degrees was read as radians (std::cos and std::sin take radians; rotated() "
                           "takes degrees).",
                           got, wanted);
    }
    if (std::fabs(got - radians(wanted)) < 0.05f && std::fabs(wanted) > 1) {
        return fmt::format("your force is the heading turned by {:.2f} degrees, which is {:.0f} degrees converted "
                           "to radians: rotated() takes degrees, as params holds them.",
                           got, wanted);
    }
    return {};
}

std::string diagnose(const ForceCase& c, Vec2 actual) {
    // What this one answer measures, and nothing it cannot: the diagnosis by experiment (boids/diagnosis.h) says why.
    const Vec2 expected = c.expected;
    const float want = length(expected);
    const float got = length(actual);
    const float near = c.tolerance;
    if (!isFinite(actual)) {
        return fmt::format("yours is not a number (NaN or infinity) in this scene, where the recipe's is {}: a division "
                           "by zero gives that.",
                           expected);
    }
    if (want <= near && got > near) return fmt::format("the recipe gives no force in this scene; yours has length {}.", number(got));
    if (want > near && got <= near) {
        return got > 0 ? fmt::format("yours has length {}, next to nothing, in this scene, where the recipe's has length {}.",
                                     number(got), number(want))
                       : fmt::format("yours is zero in this scene, where the recipe's has length {}.", number(want));
    }
    const float cosine = dot(expected, actual) / (want * got);
    const bool sameLength = std::fabs(got - want) <= near;
    if (cosine > 0.9999f && sameLength) {  // the length is right: the direction is a little off
        return fmt::format("yours has the recipe's length ({}) but points {} degrees away from its direction.",
                           number(want), number(std::fabs(signedAngle(expected, actual))));
    }
    if (cosine > 0.9999f) {
        return fmt::format("right direction, but yours has length {} where the recipe's has length {} ({} times as long).",
                           number(got), number(want), number(got / want));
    }
    if (cosine < -0.9999f) {
        return std::fabs(got - want) <= 2 * near
                   ? std::string("the opposite direction to the recipe's, with the same length.")
                   : fmt::format("the opposite direction to the recipe's, with length {} where the recipe's is {}.",
                                 number(got), number(want));
    }
    if (std::string units = words::unitsMixUp(c, actual); !units.empty()) return units;
    const float angle = std::fabs(signedAngle(expected, actual));
    if (sameLength) {
        return fmt::format("yours points {} degrees away from the recipe's direction, with the recipe's length ({}).",
                           number(angle), number(want));
    }
    return fmt::format("yours points {} degrees away from the recipe's direction, with length {} where the recipe's "
                       "has {}.",
                       number(angle), number(got), number(want));
}

std::string namedMistakeLine(std::string_view explanation) {
    return wrapped(fmt::format("This is what you get when {}.", explanation));
}

std::string mistakeTryLine(std::string_view tryThis) { return wrapped(fmt::format("try: {}.", tryThis)); }

std::string words::caseChecksLine(std::string_view hint) { return wrapped("this case checks: " + std::string(hint)); }

std::string words::describeMismatch(const GridCase& c, const Grid& grid, std::size_t self,
                                    const std::vector<std::uint32_t>& viaGrid,
                                    const std::vector<std::uint32_t>& viaBrute, Rank& rank) {
    const auto& boids = c.boids;
    rank = Rank::Vague;
    std::string text = fmt::format("  boid {} at {}, radius {:g} (cell size {:g}, {} x {} cells):\n", self,
                                   boids[self].position, c.radius, grid.cellSize, grid.columns, grid.rows);
    // Where a neighbour's cell lies from the boid's, in words: the grid's cells, as the recipe numbers them.
    auto cellFromSelf = [&](std::uint32_t n) -> std::string {
        if (!(grid.cellSize > 0) || grid.columns <= 0 || grid.rows <= 0) return {};
        auto cellOf = [&](float x, int cells) { return std::clamp(int(std::floor(x / grid.cellSize)), 0, cells - 1); };
        const int dc = cellOf(boids[n].position.x, grid.columns) - cellOf(boids[self].position.x, grid.columns);
        const int dr = cellOf(boids[n].position.y, grid.rows) - cellOf(boids[self].position.y, grid.rows);
        if (dc == 0 && dr == 0) return ", in the boid's own cell";
        return fmt::format(", in the cell at column {:+d}, row {:+d} from the boid's", dc, dr);
    };
    for (std::uint32_t n : viaBrute) {
        if (!std::binary_search(viaGrid.begin(), viaGrid.end(), n)) {
            const float d = distance(boids[self].position, boids[n].position);
            text += fmt::format("    missing neighbour {} at {}, distance {:g}{}{}\n", n, boids[n].position, d,
                                d == c.radius ? ", exactly on the radius (distance <= radius counts)" : "", cellFromSelf(n));
        }
    }
    for (std::size_t k = 0; k < viaGrid.size(); ++k) {
        const std::uint32_t n = viaGrid[k];
        if (k > 0 && viaGrid[k - 1] == n) {
            text += fmt::format("    neighbour {} listed twice\n", n);
            rank = Rank::Measured;
        } else if (n == self) {
            text += fmt::format("    extra neighbour {}: that is the boid itself\n", n);
            rank = Rank::Measured;
        } else if (n >= boids.size()) {
            text += fmt::format("    extra neighbour {}: there are only {} boids\n", n, boids.size());
            rank = Rank::Measured;
        } else if (!std::binary_search(viaBrute.begin(), viaBrute.end(), n)) {
            text += fmt::format("    extra neighbour {} at {}, distance {:g}: beyond the radius{}\n", n,
                                boids[n].position, distance(boids[self].position, boids[n].position), cellFromSelf(n));
        }
    }
    return text;
}

}  // namespace boids
