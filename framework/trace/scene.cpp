// The trace's scene as a JSON object (boids/trace_scene.h), with nlohmann's JSON library.
#include <boids/trace_scene.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace boids {

namespace {

using json = nlohmann::ordered_json;  // a scene's fields in the order written

static_assert(std::is_trivially_copyable_v<Params>, "a scene carries Params as its bytes");

// A float as JSON: itself (which reads back as the same float), or "NaN", "Infinity", "-Infinity".
json number(float x) {
    if (std::isnan(x)) return "NaN";
    if (std::isinf(x)) return x > 0 ? "Infinity" : "-Infinity";
    return x;
}

float numberOf(const json& j) {
    if (j.is_number()) return j.get<float>();
    if (j.is_string()) {
        const std::string text = j.get<std::string>();
        if (text == "NaN") return std::numeric_limits<float>::quiet_NaN();
        if (text == "Infinity") return std::numeric_limits<float>::infinity();
        if (text == "-Infinity") return -std::numeric_limits<float>::infinity();
    }
    throw std::invalid_argument(fmt::format("a number is expected, not {}", j.dump()));
}

// Reads `what` of the scene with `read`; what does not read is said with its name ("neighbour 2: ...").
template <typename Read>
auto reading(const std::string& what, Read read) {
    try {
        return read();
    } catch (const std::exception& e) {
        throw std::invalid_argument(fmt::format("{}: {}", what, e.what()));
    }
}

json vec(Vec2 v) { return json::array({number(v.x), number(v.y)}); }
Vec2 vecOf(const json& j) {
    if (!j.is_array() || j.size() != 2) throw std::invalid_argument("a vector is [x, y]");
    return {numberOf(j[0]), numberOf(j[1])};
}

json boid(const Boid& b) {
    return {{"position", vec(b.position)}, {"velocity", vec(b.velocity)}, {"species", int(b.species)}};
}
Boid boidOf(const json& j) {
    Boid b{vecOf(j.at("position")), vecOf(j.at("velocity"))};
    const int species = j.value("species", 0);
    if (species < 0 || species >= kSpeciesCount) throw std::invalid_argument(fmt::format("no species {}", species));
    b.species = std::uint8_t(species);
    return b;
}

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

// `words` (paramsWords) into `p`; false when they are not of this build's Params.
bool readParams(std::string_view words, Params& p) {
    unsigned char bytes[sizeof(Params)];
    std::memcpy(bytes, &p, sizeof bytes);
    bool first = true;
    while (!words.empty()) {
        const std::size_t end = std::min(words.find(' '), words.size());
        const std::string run(words.substr(0, end));
        words.remove_prefix(std::min(end + 1, words.size()));
        if (run.empty()) continue;
        char* stop = nullptr;
        if (first) {
            first = false;
            if (std::strtoul(run.c_str(), &stop, 10) != sizeof(Params) || stop != run.c_str() + run.size()) return false;
            continue;
        }
        const std::size_t colon = run.find(':');
        if (colon == std::string::npos) return false;
        const unsigned long at = std::strtoul(run.c_str(), &stop, 10);
        const std::string_view hex = std::string_view(run).substr(colon + 1);
        if (stop != run.c_str() + colon || hex.empty() || hex.size() % 2 != 0 || at + hex.size() / 2 > sizeof bytes) {
            return false;
        }
        for (std::size_t i = 0; i < hex.size() / 2; ++i) {
            const std::string pair(hex.substr(2 * i, 2));
            bytes[at + i] = static_cast<unsigned char>(std::strtoul(pair.c_str(), &stop, 16));
            if (stop != pair.c_str() + 2) return false;
        }
    }
    if (first) return false;
    std::memcpy(&p, bytes, sizeof bytes);
    return true;
}

// Each item of the list `name` (empty when there is none), read by `read` and said as "`item` N" when it does not read.
template <typename Read>
void eachOf(const json& j, const char* name, const char* item, Read read) {
    if (!j.contains(name)) return;
    if (!j[name].is_array()) throw std::invalid_argument(fmt::format("{} is a list, not {}", name, j[name].dump()));
    std::size_t number = 0;
    for (const json& one : j[name]) reading(fmt::format("{} {}", item, ++number), [&] { read(one); return 0; });
}

// A force task's inputs (self, neighbors, predators, obstacles), written into `j` / read from `j`.
template <typename Inputs>
void writeInputs(json& j, const Inputs& s) {
    j["self"] = boid(s.self);
    json neighbors = json::array(), predators = json::array(), obstacles = json::array();
    for (const Boid& b : s.neighbors) neighbors.push_back(boid(b));
    for (const Vec2 p : s.predators) predators.push_back(vec(p));
    for (const Obstacle& o : s.obstacles) obstacles.push_back({{"center", vec(o.center)}, {"radius", number(o.radius)}});
    j["neighbors"] = neighbors;
    j["predators"] = predators;
    j["obstacles"] = obstacles;
}
template <typename Inputs>
void readInputs(const json& j, Inputs& s) {
    if (j.contains("self")) s.self = reading("self", [&] { return boidOf(j["self"]); });
    eachOf(j, "neighbors", "neighbour", [&](const json& b) { s.neighbors.push_back(boidOf(b)); });
    eachOf(j, "predators", "predator", [&](const json& p) { s.predators.push_back(vecOf(p)); });
    eachOf(j, "obstacles", "obstacle", [&](const json& o) {
        s.obstacles.push_back({vecOf(o.at("center")), numberOf(o.at("radius"))});
    });
}

// The parameters' words of `j` into `p`; what does not read throws, saying so.
void readParamsOf(const json& j, Params& p) {
    if (!j.contains("params")) return;
    const std::string words = j["params"].is_string() ? j["params"].get<std::string>() : "";
    if (!readParams(words, p)) {
        throw std::invalid_argument(fmt::format("its parameters (\"{}\") are of another build, where this build's are {} "
                                                "bytes: run the test again to write the scene anew",
                                                words, sizeof(Params)));
    }
}

TraceScene sceneOf(const json& j) {
    TraceScene s;
    s.task = reading("task", [&] { return j.at("task").get<int>(); });
    if (s.task < 1 || s.task > 99) throw std::invalid_argument(fmt::format("task: no task {}", s.task));
    s.check = reading("check", [&] { return j.value("check", std::string()); });
    readInputs(j, s);
    if (j.contains("expected")) s.expected = reading("expected", [&] { return vecOf(j["expected"]); });
    eachOf(j, "before", "earlier call", [&](const json& c) {
        EarlierCall call;
        readInputs(c, call);
        readParamsOf(c, call.params);
        s.before.push_back(std::move(call));
    });
    s.keepsState = reading("keepsState", [&] { return j.value("keepsState", false); });
    eachOf(j, "boids", "boid", [&](const json& b) { s.boids.push_back(boidOf(b)); });
    if (!s.boids.empty()) {
        s.radius = reading("radius", [&] { return numberOf(j.at("radius")); });
        s.worldSize = reading("worldSize", [&] { return vecOf(j.at("worldSize")); });
        s.focus = reading("focus", [&] { return j.at("focus").get<std::uint32_t>(); });
        s.expectedNeighbours = reading("expectedNeighbours", [&] {
            return j.value("expectedNeighbours", std::vector<std::uint32_t>{});
        });
        if (j.contains("answeredNeighbours")) {
            s.answeredNeighbours = reading("answeredNeighbours", [&] {
                return j["answeredNeighbours"].get<std::vector<std::uint32_t>>();
            });
        }
        s.cells = reading("cells", [&] { return j.value("cells", std::size_t{0}); });
        if (j.contains("part")) {
            const json& part = j["part"];
            s.wholeBoids = reading("part", [&] { return part.at("boids").get<std::size_t>(); });
            s.wholeFocus = reading("part", [&] { return part.at("focus").get<std::uint32_t>(); });
            s.keptWithin = reading("part", [&] { return numberOf(part.at("within")); });
        }
        eachOf(j, "builtBefore", "earlier build", [&](const json& w) {
            EarlierBuild build;
            eachOf(w, "boids", "boid", [&](const json& b) { build.boids.push_back(boidOf(b)); });
            build.radius = reading("radius", [&] { return numberOf(w.at("radius")); });
            build.worldSize = reading("worldSize", [&] { return vecOf(w.at("worldSize")); });
            s.builtBefore.push_back(std::move(build));
        });
    }
    return s;
}

}  // namespace

std::string sceneJson(const TraceScene& s) {
    json j = {{"task", s.task}, {"check", s.check}};
    if (s.boids.empty()) {
        writeInputs(j, s);
        if (s.expected) j["expected"] = vec(*s.expected);
        if (!s.before.empty()) {
            json before = json::array();
            for (const EarlierCall& call : s.before) {
                json c = json::object();
                writeInputs(c, call);
                c["params"] = paramsWords(call.params);
                before.push_back(std::move(c));
            }
            j["before"] = std::move(before);
        }
        if (s.keepsState) j["keepsState"] = true;
    } else {
        json boids = json::array();
        for (const Boid& b : s.boids) boids.push_back(boid(b));
        j["radius"] = number(s.radius);
        j["worldSize"] = vec(s.worldSize);
        j["focus"] = s.focus;
        j["boids"] = boids;
        j["expectedNeighbours"] = s.expectedNeighbours;
        if (s.answeredNeighbours) j["answeredNeighbours"] = *s.answeredNeighbours;
        if (s.cells > 0) j["cells"] = s.cells;
        if (s.wholeBoids > 0) {
            j["part"] = {{"boids", s.wholeBoids}, {"focus", s.wholeFocus}, {"within", number(s.keptWithin)}};
        }
        if (!s.builtBefore.empty()) {
            json builds = json::array();
            for (const EarlierBuild& build : s.builtBefore) {
                json world = json::array();
                for (const Boid& b : build.boids) world.push_back(boid(b));
                builds.push_back({{"boids", world}, {"radius", number(build.radius)}, {"worldSize", vec(build.worldSize)}});
            }
            j["builtBefore"] = std::move(builds);
        }
    }
    j["params"] = paramsWords(s.params);
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<TraceScene> parseScene(std::string_view text, std::string& error) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "it is not a scene: a scene is one JSON object (docs/records.md, \"The scene\")";
        return std::nullopt;
    }
    TraceScene s;
    try {
        s = sceneOf(j);
        readParamsOf(j, s.params);
    } catch (const std::exception& e) {
        error = e.what();
        return std::nullopt;
    }
    if (!s.boids.empty() && s.focus >= s.boids.size()) {
        error = fmt::format("the grid's boid {} is past its {} boids", s.focus, s.boids.size());
        return std::nullopt;
    }
    return s;
}

}  // namespace boids
