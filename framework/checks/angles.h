// Angles in degrees brought into one turn, for the checks and their words. Private to framework/checks/.
#pragma once

#include <cmath>

namespace boids::detail {

// An angle in degrees, brought into (-180, 180].
inline float wrapDegrees(float a) {
    a = std::fmod(a, 360.0f);
    if (a > 180) a -= 360;
    if (a <= -180) a += 360;
    return a;
}

}  // namespace boids::detail
