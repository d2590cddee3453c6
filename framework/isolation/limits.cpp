// Isolated runs' limits (boids/isolate.h): the backstop a limit of CPU time gets, and a fault at a stack's end.
#include "boids/isolate.h"

#include <algorithm>

namespace boids {

std::chrono::milliseconds backstopFor(std::chrono::milliseconds limit) {
    return std::max(8 * limit, std::chrono::milliseconds(2000));
}

bool isStackEndFault(std::uintptr_t address, std::uintptr_t stackLow) {
    constexpr std::uintptr_t kBelow = 1 << 20;  // a large frame can jump this far past the end
    constexpr std::uintptr_t kAbove = 64 << 10;
    return stackLow != 0 && address + kBelow >= stackLow && address < stackLow + kAbove;
}

}  // namespace boids
