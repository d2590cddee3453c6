// prefetch(): asks the cache for an element a loop will read a few iterations later, at an index it only learns by
// reading another array (a gather), which the hardware's own prefetcher cannot guess. Nothing where unsupported.
#pragma once

#include <cstddef>

namespace boids {

// How far ahead a loop asks: far enough to hide a trip to memory, near enough that the line is still there.
inline constexpr std::size_t kPrefetchAhead = 16;

template <class T>
inline void prefetch(const T* p) {
#if defined(__GNUC__)
    __builtin_prefetch(p);
#else
    (void)p;
#endif
}

}  // namespace boids
