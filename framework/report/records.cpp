// What a file of records says, beyond its fields (boids/records.h).
#include <algorithm>

#include "boids/records.h"

namespace boids::report {

std::optional<double> Verdict::number(std::string_view name) const {
    for (const auto& [key, value] : numbers) {
        if (key == name) return value;
    }
    return std::nullopt;
}

Rank Check::rank() const {
    Rank lowest = Rank::None;
    for (const Failure& f : failures) lowest = std::min(lowest, f.rank);
    return lowest;
}

const Verdict* Check::verdict() const {
    for (const Failure& f : failures) {
        if (f.verdict) return &*f.verdict;
    }
    return nullptr;
}

const Failure* Check::withScene() const {
    for (const Failure& f : failures) {
        if (!f.scene.empty()) return &f;
    }
    return nullptr;
}

int Records::passed() const {
    return int(std::count_if(checks.begin(), checks.end(), [](const Check& c) { return c.passed; }));
}

const Check* Records::find(std::string_view name) const {
    for (const Check& c : checks) {
        const std::string_view whole = c.name;
        const bool named = whole == name || (whole.size() > name.size() && whole.ends_with(name) &&
                                             whole[whole.size() - name.size() - 1] == '.');
        if (named) return &c;
    }
    return nullptr;
}

}  // namespace boids::report
