// The kit's one way to write a number for people: the failures, the findings, the records' renderer, the slides'
// labels (boids/format.h writes floats and vectors with it). No fmt and no locale: the companion links it too.
#pragma once

#include <string>

namespace boids::report {

// Up to 4 significant digits ("%.4g" in the C locale, whatever the program's locale), "NaN" rather than "-nan", and
// 0 rather than -0.
std::string number(double x);

}  // namespace boids::report
