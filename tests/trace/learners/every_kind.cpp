// Learner's file: one variable of each kind the events know, and some they do not, for the engines to agree on.
#include <limits>

#include <boids/tasks.h>

namespace boids {

enum class Mode { Calm, Flee };

struct Local {
    int a = 0;
};

double kinds(const Boid& self, const Boid* maybe, std::span<const Obstacle> obstacles, const std::vector<Boid>& boids,
             std::span<const Boid, 2> pair, const Obstacle& first, Vec2 v, unsigned count, double scale, bool flag,
             char letter, std::size_t n, const Params& params) {
    static int calls = 0;
    constexpr int kLimit = 3;
    ++calls;
    const Obstacle* none = nullptr;
    const Boid* next = &boids[1];
    const Boid* bad = reinterpret_cast<const Boid*>(16);
    Vec2* where = &v;
    Vec2&& moved = Vec2{v.x, -v.y};
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    const double minusInf = -std::numeric_limits<double>::infinity();
    const long double third = 1.0L / 3.0L;
    const float tiny = std::numeric_limits<float>::denorm_min();
    const signed char small = -5;
    const std::uint8_t species = self.species;
    const long long big = std::numeric_limits<long long>::min();
    const unsigned long long huge = std::numeric_limits<unsigned long long>::max();
    Mode mode = Mode::Flee;
    Local local{7};
    std::vector<bool> bits(70, true);
    std::vector<std::vector<std::uint32_t>> cells(3);
    std::vector<Obstacle>* noList = nullptr;
    const std::vector<Boid>* list = &boids;
    int x = 1;
    {
        int x = 2;
        const float inner = float(x) * 0.1f;
        count += unsigned(x) + unsigned(inner);
    }
    for (const Obstacle& o : obstacles) {
        scale += o.radius;
    }
    return scale + count + n + (flag ? 1 : 0) + letter + kLimit + pair.size() + first.radius + (maybe ? 1 : 0) +
           where->x + moved.y + (none ? 1 : 0) + next->position.x + (bad ? 0 : 1) + (nan == nan) + inf + minusInf +
           double(third) + tiny + small + species + double(big) + double(huge) + int(mode) + local.a + bits.size() +
           cells.size() + (noList ? 1 : 0) + list->size() + x + params.alignmentWeight;
}

}  // namespace boids
