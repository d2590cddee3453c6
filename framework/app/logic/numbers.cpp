// Numbers in the kit's text inputs: floats with std::from_chars, or, where the standard library lacks it for floats
// (libc++ before 17, so older Xcode), a stream in the classic "C" locale, which reads the same text the same way.
#include "numbers.h"

#include <cmath>
#include <locale>
#include <sstream>
#include <string>

namespace boids::app {

std::optional<float> parseFloat(std::string_view text) {
    if (text.empty() || text.front() == '+') return std::nullopt;  // as from_chars: no sign but a minus
    float value = 0;
#if defined(__cpp_lib_to_chars)
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
#else
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    if (!(in >> std::noskipws >> value) || in.peek() != std::char_traits<char>::eof()) return std::nullopt;
#endif
    if (!std::isfinite(value)) return std::nullopt;
    return value;
}

}  // namespace boids::app
