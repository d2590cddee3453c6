#include "boids/number.h"

#include <clocale>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace boids::report {

std::string number(double x) {
    if (std::isnan(x)) return "NaN";
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", x + 0.0);  // + 0.0: -0 prints as 0
    // snprintf writes the locale's decimal point (a comma in de_DE): the kit's numbers always have a point.
    // (std::to_chars would need none of this, but Apple's libc++ has it for floats only from macOS 13.3.)
    const std::string_view all = text;
    const char* locale = std::localeconv()->decimal_point;
    const std::string_view point = locale && *locale ? locale : ".";
    const std::size_t at = all.find(point);
    if (point == "." || at == std::string_view::npos) return std::string(all);
    std::string written(all.substr(0, at));
    written += '.';
    written += all.substr(at + point.size());
    return written;
}

}  // namespace boids::report
