// The trace's scene as text lines (boids/trace_scene.h).
#include <boids/trace_scene.h>

#include <cstdlib>
#include <cstring>
#include <type_traits>

#include <fmt/format.h>

namespace boids {

namespace {

static_assert(std::is_trivially_copyable_v<Params>, "a scene carries Params as its bytes");

// fmt's shortest form of a float reads back to the same float.
std::string floats(std::initializer_list<float> values) {
    std::string text;
    for (const float v : values) text += fmt::format(" {}", v);
    return text;
}

std::string boidWords(const Boid& b) {
    return floats({b.position.x, b.position.y, b.velocity.x, b.velocity.y}) + fmt::format(" {}", int(b.species));
}

// The words of one line after its keyword, read one at a time.
class Words {
public:
    explicit Words(std::string_view text) : text_(text) {}
    bool next(std::string_view& word) {
        while (!text_.empty() && text_.front() == ' ') text_.remove_prefix(1);
        if (text_.empty()) return false;
        const std::size_t end = std::min(text_.find(' '), text_.size());
        word = text_.substr(0, end);
        text_.remove_prefix(end);
        return true;
    }
    bool number(float& out) {
        std::string_view word;
        if (!next(word)) return false;
        const std::string copy(word);
        char* end = nullptr;
        out = std::strtof(copy.c_str(), &end);
        return end == copy.c_str() + copy.size();
    }
    bool whole(std::uint32_t& out) {
        float value = 0;
        if (!number(value) || value < 0 || value != float(std::uint32_t(value))) return false;
        out = std::uint32_t(value);
        return true;
    }
    bool boid(Boid& b) {
        std::uint32_t species = 0;
        if (!number(b.position.x) || !number(b.position.y) || !number(b.velocity.x) || !number(b.velocity.y) ||
            !whole(species) || species >= std::uint32_t(kSpeciesCount)) {
            return false;
        }
        b.species = std::uint8_t(species);
        return true;
    }
    bool vec(Vec2& v) { return number(v.x) && number(v.y); }
    bool done() {
        std::string_view word;
        return !next(word);
    }

private:
    std::string_view text_;
};

// The parameters as the bytes that differ from the defaults': "SIZE OFFSET:HEX ...", so that a case with the
// workshop's defaults writes only its size.
std::string paramsWords(const Params& p) {
    const Params defaults{};
    unsigned char bytes[sizeof(Params)], base[sizeof(Params)];
    std::memcpy(bytes, &p, sizeof bytes);
    std::memcpy(base, &defaults, sizeof base);
    std::string words = fmt::format("{}", sizeof(Params));
    for (std::size_t i = 0; i < sizeof bytes;) {
        if (bytes[i] == base[i]) {
            ++i;
            continue;
        }
        words += fmt::format(" {}:", i);
        for (; i < sizeof bytes && bytes[i] != base[i]; ++i) words += fmt::format("{:02x}", bytes[i]);
    }
    return words;
}

bool readParams(Words& words, Params& p) {
    std::uint32_t size = 0;
    if (!words.whole(size) || size != sizeof(Params)) return false;
    unsigned char bytes[sizeof(Params)];
    std::memcpy(bytes, &p, sizeof bytes);
    for (std::string_view run; words.next(run);) {
        const std::size_t colon = run.find(':');
        if (colon == std::string_view::npos) return false;
        const std::string offset(run.substr(0, colon));
        const std::string_view hex = run.substr(colon + 1);
        char* end = nullptr;
        const unsigned long at = std::strtoul(offset.c_str(), &end, 10);
        if (end != offset.c_str() + offset.size() || hex.empty() || hex.size() % 2 != 0 ||
            at + hex.size() / 2 > sizeof bytes) {
            return false;
        }
        for (std::size_t i = 0; i < hex.size() / 2; ++i) {
            const std::string pair(hex.substr(2 * i, 2));
            bytes[at + i] = static_cast<unsigned char>(std::strtoul(pair.c_str(), &end, 16));
            if (end != pair.c_str() + 2) return false;
        }
    }
    std::memcpy(&p, bytes, sizeof bytes);
    return true;
}

}  // namespace

std::string sceneLines(const TraceScene& s) {
    const std::string tag(kSceneTag);
    std::string text = fmt::format("{}task {}\n{}check {}\n", tag, s.task, tag, s.check);
    if (s.boids.empty()) {
        text += fmt::format("{}self{}\n", tag, boidWords(s.self));
        for (const Boid& b : s.neighbors) text += fmt::format("{}neighbour{}\n", tag, boidWords(b));
        for (const Vec2 p : s.predators) text += fmt::format("{}predator{}\n", tag, floats({p.x, p.y}));
        for (const Obstacle& o : s.obstacles) {
            text += fmt::format("{}obstacle{}\n", tag, floats({o.center.x, o.center.y, o.radius}));
        }
        if (s.expected) text += fmt::format("{}expected{}\n", tag, floats({s.expected->x, s.expected->y}));
    } else {
        text += fmt::format("{}grid{} {}\n", tag, floats({s.radius, s.worldSize.x, s.worldSize.y}), s.focus);
        for (const Boid& b : s.boids) text += fmt::format("{}boid{}\n", tag, boidWords(b));
        text += tag + "expected-neighbours";
        for (const std::uint32_t i : s.expectedNeighbours) text += fmt::format(" {}", i);
        text += "\n";
    }
    text += fmt::format("{}params {}\n", tag, paramsWords(s.params));
    return text;
}

std::optional<TraceScene> parseScene(std::string_view text, std::string& error) {
    TraceScene s;
    bool named = false;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.starts_with(kSceneTag)) line.remove_prefix(kSceneTag.size());
        Words words(line);
        std::string_view key;
        if (!words.next(key)) continue;
        bool ok = true;
        if (key == "task") {
            std::uint32_t n = 0;
            ok = words.whole(n) && n >= 1 && n <= 99;
            s.task = int(n);
            named = ok;
        } else if (key == "check") {  // the rest of the line: a test's name, or "boid 17 in the window"
            const std::size_t at = line.find("check") + 5;
            s.check = std::string(line.substr(std::min(line.find_first_not_of(' ', at), line.size())));
            ok = !s.check.empty();
            continue;
        } else if (key == "self") {
            ok = words.boid(s.self);
        } else if (key == "neighbour") {
            ok = words.boid(s.neighbors.emplace_back());
        } else if (key == "predator") {
            ok = words.vec(s.predators.emplace_back());
        } else if (key == "obstacle") {
            Obstacle& o = s.obstacles.emplace_back();
            ok = words.vec(o.center) && words.number(o.radius);
        } else if (key == "expected") {
            ok = words.vec(s.expected.emplace());
        } else if (key == "grid") {
            ok = words.number(s.radius) && words.vec(s.worldSize) && words.whole(s.focus);
        } else if (key == "boid") {
            ok = words.boid(s.boids.emplace_back());
        } else if (key == "expected-neighbours") {
            std::uint32_t i = 0;
            while (words.whole(i)) s.expectedNeighbours.push_back(i);
            continue;
        } else if (key == "params") {
            if (!readParams(words, s.params)) {
                error = fmt::format("line {} (\"{}\") holds parameters of another build, where this build's are {} "
                                    "bytes: run the test again to write the scene anew",
                                    number, line, sizeof(Params));
                return std::nullopt;
            }
        } else {
            continue;  // not a scene's line
        }
        if (!ok || !words.done()) {
            error = fmt::format("line {} (\"{}\") does not read as a scene's \"{}\" line", number, line, key);
            return std::nullopt;
        }
    }
    if (!named) {
        error = "no line names the task (\"task N\")";
        return std::nullopt;
    }
    if (!s.boids.empty() && s.focus >= s.boids.size()) {
        error = fmt::format("the grid's boid {} is past its {} boids", s.focus, s.boids.size());
        return std::nullopt;
    }
    return s;
}

}  // namespace boids
