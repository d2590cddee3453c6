// AlignedVector<T>: a std::vector whose storage starts on a 64-byte boundary (a cache line, and any vector unit's
// width), for the arrays that the step's inner loops read a vector at a time.
#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace boids {

inline constexpr std::size_t kVectorAlignment = 64;

template <class T>
struct AlignedAllocator {
    using value_type = T;

    AlignedAllocator() = default;
    template <class U>
    AlignedAllocator(const AlignedAllocator<U>&) {}

    T* allocate(std::size_t n) {
        return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t{kVectorAlignment}));
    }
    void deallocate(T* p, std::size_t) { ::operator delete(p, std::align_val_t{kVectorAlignment}); }

    template <class U>
    bool operator==(const AlignedAllocator<U>&) const { return true; }
};

template <class T>
using AlignedVector = std::vector<T, AlignedAllocator<T>>;

}  // namespace boids
