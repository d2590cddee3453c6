// The parameters: which ones yours reads, and which the length of yours follows.
#include "experiments.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>

#include <fmt/format.h>

#include "words/findings.h"

namespace boids::diagnosis {

namespace {

struct TriedParam {
    std::string name;
    ParamRef field;
    bool isWeight;  // multiplies a force in step(): a force function must not read it
};
// The parameters the experiments change, each on its own: the forces' weights, those that tasks.txt adds among them,
// and every parameter a force may read, a task's own among them (its params.txt): Params's, then the added values'.
std::vector<TriedParam> triedParams() {
    std::vector<TriedParam> tried{
        {"separationWeight", {&Params::separationWeight}, true},
        {"alignmentWeight", {&Params::alignmentWeight}, true},
        {"cohesionWeight", {&Params::cohesionWeight}, true},
    };
    const std::span<const AddedValue> added = addedValues();
    for (std::size_t slot = 0; slot < added.size(); ++slot) {
        if (added[slot].weight) tried.push_back({std::string(added[slot].name), {nullptr, int(slot)}, true});
    }
    const NamedParam read[]{{"maxSpeed", &Params::maxSpeed},
                            {"neighborRadius", &Params::neighborRadius},
                            {"predatorMaxSpeed", &Params::predatorMaxSpeed},
                            {"fleeRadius", &Params::fleeRadius},
                            {"fleeStrength", &Params::fleeStrength},
                            {"obstacleLookAhead", &Params::obstacleLookAhead},
                            {"obstacleConeDegrees", &Params::obstacleConeDegrees},
                            {"avoidTurnDegrees", &Params::avoidTurnDegrees},
                            {"avoidStrength", &Params::avoidStrength}};
    for (const NamedParam& p : read) tried.push_back({p.name, {p.field}, false});
    for (std::size_t slot = 0; slot < added.size(); ++slot) {
        if (!added[slot].weight) tried.push_back({std::string(added[slot].name), {nullptr, int(slot)}, false});
    }
    return tried;
}
std::span<const TriedParam> paramFields() {
    static const std::vector<TriedParam> tried = triedParams();
    return tried;
}

// The values a parameter is changed to. A flock task's neighbours all lie within neighborRadius (step() passes no
// others), so that radius only grows for them.
std::vector<float> changedValues(Task task, const TriedParam& f) {
    const float usual = f.field.of(Params{});
    if (f.isWeight) return {2.5f, 0.5f, 0.0f};
    if (kindOf(task).flock && std::string_view(f.name) == "neighborRadius") return {usual * 1.5f, usual * 2.5f};
    return {usual * 0.25f, usual * 0.6f, usual * 1.5f};
}

struct ParamReading {
    bool yours = false, recipe = false;
    bool staysNonZero = false;  // yours, not zero, stayed where the recipe's moved: evidence that it is ignored
    std::string example;        // one change that shows yours moving (or staying)
};

ParamReading readingOf(const Lab& lab, const TriedParam& f) {
    ParamReading r;
    std::string stays;
    for (const ForceCase& c : baseScenes(lab.task)) {
        const Vec2 yoursBefore = lab.yours(c), recipeBefore = lab.recipes(c);
        for (float value : changedValues(lab.task, f)) {
            ForceCase changed = c;
            f.field.of(changed.params) = value;
            const Vec2 yoursAfter = lab.yours(changed), recipeAfter = lab.recipes(changed);
            const bool yoursMoved = !same(yoursBefore, yoursAfter), recipeMoved = !same(recipeBefore, recipeAfter);
            if (yoursMoved && !r.yours) {
                r.example = fmt::format("with {} {} yours is {} (length {}), with {} it is {} (length {})", f.name,
                                        number(f.field.of(Params{})), number(yoursBefore), number(length(yoursBefore)), number(value),
                                        number(yoursAfter), number(length(yoursAfter)));
            }
            // Yours staying at zero says nothing: nothing may be in its reach, whatever the parameter.
            const bool staysNonZero = recipeMoved && !yoursMoved && !isZero(yoursBefore);
            r.staysNonZero |= staysNonZero;
            if (staysNonZero && stays.empty()) {
                stays = fmt::format("from {} to {}, yours stays {} while the recipe's goes from {} to {}",
                                    number(f.field.of(Params{})), number(value), number(yoursBefore), number(recipeBefore), number(recipeAfter));
            }
            r.yours |= yoursMoved;
            r.recipe |= recipeMoved;
        }
    }
    if (!r.yours) r.example = stays;
    return r;
}

// Each parameter changed on its own: those yours reads and the recipe does not, and those the recipe reads and yours
// does not (staying where it was, not zero). A parameter yours reads in place of one the recipe reads is paired
// with it: the two findings say it together.
struct ParamReadings {
    std::vector<std::pair<const TriedParam*, ParamReading>> weights;   // read by yours alone
    std::vector<std::pair<const TriedParam*, ParamReading>> readOnly;  // read by yours alone, not a weight
    std::vector<std::pair<const TriedParam*, ParamReading>> ignored;   // read by the recipe alone
    struct InPlace {
        const TriedParam* ignored;
        ParamReading whyIgnored;
        const TriedParam* instead;
        ParamReading whyInstead;
    };
    std::vector<InPlace> inPlace;
};

ParamReadings readParams(const Lab& lab) {
    ParamReadings out;
    std::vector<std::pair<const TriedParam*, ParamReading>> readOnlyByYours, ignoredByYours;
    for (const TriedParam& f : paramFields()) {
        const ParamReading r = readingOf(lab, f);
        if (r.yours && !r.recipe) readOnlyByYours.push_back({&f, r});
        if (!r.yours && r.recipe && r.staysNonZero) ignoredByYours.push_back({&f, r});
    }
    for (const auto& read : readOnlyByYours) {
        if (read.first->isWeight) out.weights.push_back(read);
    }
    for (const auto& [ignored, why] : ignoredByYours) {
        auto instead = std::ranges::find_if(readOnlyByYours, [](const auto& read) { return !read.first->isWeight; });
        if (instead != readOnlyByYours.end()) {
            out.inPlace.push_back({ignored, why, instead->first, instead->second});
            readOnlyByYours.erase(instead);
        } else {
            out.ignored.push_back({ignored, why});
        }
    }
    for (const auto& read : readOnlyByYours) {
        if (!read.first->isWeight) out.readOnly.push_back(read);
    }
    return out;
}

// Yours as the recipe's times one number k in every base scene (none when no one number fits).
std::optional<float> factorIn(const Lab& lab, const std::vector<ForceCase>& scenes) {
    std::optional<float> k;
    for (const ForceCase& c : scenes) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (!isFinite(y) || isZero(r)) {
            if (!isFinite(y) || !isZero(y)) return std::nullopt;
            continue;
        }
        const float f = dot(y, r) / dot(r, r);
        if (!approxEqual(y, r * f, 1e-3f * std::max(1.0f, length(y)))) return std::nullopt;
        if (k && std::fabs(*k - f) > 1e-3f * std::max(1.0f, std::fabs(f))) return std::nullopt;
        k = f;
    }
    return k;
}

// The factor k of yours in the base scenes when it is not 1; none when yours is not the recipe's times a number.
std::optional<float> scale(const Lab& lab) {
    const std::optional<float> k = factorIn(lab, baseScenes(lab.task));
    if (k && std::fabs(*k - 1) > 1e-3f) return k;
    return std::nullopt;
}
bool isMinusOne(float k) { return std::fabs(k + 1) < 1e-3f; }

// The parameters a factor k follows, each as a power of +1 (times) or -1 (divided by); explained when their
// product is k.
struct Follows {
    std::vector<std::pair<const TriedParam*, int>> params;
    bool explained = false;
    // One parameter in place of another: times one, divided by the other, and nothing else.
    bool inPlace() const { return explained && params.size() == 2 && params[0].second != params[1].second; }
};

Follows follows(const Lab& lab, float k) {
    Follows out;
    for (const TriedParam& f : paramFields()) {
        Params changed;
        const float usual = f.field.of(changed);
        if (usual == 0) continue;
        f.field.of(changed) = usual * 1.5f;
        const std::optional<float> k2 = factorIn(lab, baseScenes(lab.task, changed));
        if (!k2 || k == 0) continue;
        const float growth = *k2 / k;
        if (std::fabs(growth - 1.5f) < 2e-3f) out.params.push_back({&f, 1});
        if (std::fabs(growth - 1 / 1.5f) < 2e-3f) out.params.push_back({&f, -1});
    }
    float predicted = 1;
    for (const auto& [f, power] : out.params) predicted *= power > 0 ? f->field.of(Params{}) : 1 / (f->field.of(Params{}));
    out.explained = !out.params.empty() && std::fabs(k - predicted) <= 1e-3f * std::max(1.0f, std::fabs(k));
    return out;
}

// Whether yours, given `wanted`'s value where it reads `used`, is the recipe's in every base scene: what a learner
// who follows "use params.wanted where you use params.used" would see. readsParam's try of that shape is said only
// when it holds; otherwise the parameter yours reads plays another part in it (maxSpeed as a desired speed, in a
// steering form). (A length that is the recipe's times used / wanted, exactly, needs no such test: factorInPlaceOf.
// Nor could it have one where the recipe reads `used` too, as flee reads fleeRadius: a value changes every use.)
bool swapMakesRecipe(const Lab& lab, const TriedParam& used, const TriedParam& wanted) {
    for (const ForceCase& c : baseScenes(lab.task)) {
        ForceCase swapped = c;
        used.field.of(swapped.params) = wanted.field.of(c.params);
        const Vec2 y = lab.yours(swapped), r = lab.recipes(c);
        if (!isFinite(y) || !approxEqual(y, r, 1e-3f * std::max(1.0f, length(r)))) return false;
    }
    return true;
}

}  // namespace

void readsWeight(const Lab& lab, Findings& out) {
    const std::string force = forceWord(lab.task);
    for (const auto& [f, r] : readParams(lab).weights) {
        add(out, {F::reads_weight, f->name},
            fmt::format("Your {} changes with {}: {}. The recipe does not read the weight: step() multiplies "
                        "your force by {} itself, so your function must not read it.",
                        force, f->name, r.example, f->name),
            fmt::format("leave params.{} out of your function.", f->name));
    }
}

void readsParam(const Lab& lab, Findings& out) {
    const std::string force = forceWord(lab.task);
    const ParamReadings readings = readParams(lab);
    for (const auto& [ignored, whyIgnored, instead, whyInstead] : readings.inPlace) {
        const bool swapFixes = swapMakesRecipe(lab, *instead, *ignored);
        add(out, {F::reads_param, instead->name},
            fmt::format("Your {} changes when {} changes and not when {} does: {}; {} from {}. The {} recipe "
                        "reads {}{}.",
                        force, instead->name, ignored->name, whyInstead.example, ignored->name,
                        whyIgnored.example.substr(whyIgnored.example.find("from ") + 5), force, ignored->name,
                        swapFixes ? "" : fmt::format(", and not {}", instead->name)),
            swapFixes ? fmt::format("use params.{} where you use params.{}.", ignored->name, instead->name)
                      : fmt::format("leave params.{} out of this force, and read params.{} as the recipe does.",
                                    instead->name, ignored->name));
    }
    for (const auto& [f, r] : readings.readOnly) {
        const bool flockReach = kindOf(lab.task).flock && std::string_view(f->name) == "neighborRadius";
        add(out, {F::reads_param, f->name},
            fmt::format("Your {} changes with {} ({}), though every {} stays where it was{}. The {} recipe "
                        "does not read {}.",
                        force, f->name, r.example, itemWord(lab.task), flockReach ? ", well within the radius" : "",
                        force, f->name),
            flockReach ? "step() passes your function only the neighbours within neighborRadius: every "
                         "neighbour it gets counts, without looking at the radius."
                       : fmt::format("leave params.{} out of this force.", f->name));
    }
}

void ignoresParam(const Lab& lab, Findings& out) {
    for (const auto& [f, why] : readParams(lab).ignored) {
        add(out, {F::ignores_param, f->name},
            fmt::format("Yours does not follow {}: when it goes {}. The recipe reads params.{}.", f->name,
                        why.example, f->name));
    }
}

void opposite(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const std::optional<float> k = scale(lab);
    if (!k || !isMinusOne(*k)) return;
    const RecipeFacts& recipe = lab.facts;
    add(out, F::opposite,
        fmt::format("Yours points exactly the opposite way to the recipe's in every scene tried, with the same length: "
                    "{}.",
                    kindOf(t).oppositeWords ? std::string(kindOf(t).oppositeWords)
                    : recipe.readsVelocities ? "against the neighbours' heading, where the recipe's points along it"
                    : recipe.pushesAway
                        ? fmt::format("for one {} it points toward it, where the recipe's points away", itemWord(t))
                    : recipe.pullsToward
                        ? fmt::format("for one {} it points away from it, where the recipe's points toward it", itemWord(t))
                        : "a sign is turned round somewhere"),
        recipe.readsVelocities ? "add the neighbours' velocities as they are."
                               : "check the order of a subtraction: self - other points away from the other.");
}

void factorInPlaceOf(const Lab& lab, Findings& out) {
    const std::optional<float> k = scale(lab);
    if (!k || isMinusOne(*k)) return;
    const Follows f = follows(lab, *k);
    if (!f.inPlace()) return;
    const auto& [first, firstPower] = f.params[0];
    const TriedParam* times = firstPower > 0 ? first : f.params[1].first;
    const TriedParam* divided = firstPower > 0 ? f.params[1].first : first;
    add(out, {F::factor_in_place_of, fmt::format("{}:{}", times->name, divided->name)},
        fmt::format("Yours points the recipe's way in every scene tried, but is scaled by {} where the "
                    "recipe scales by {}: every length is the recipe's times {} / {} (= {} now), and it "
                    "follows both when they change.",
                    times->name, divided->name, times->name, divided->name, number(*k)),
        fmt::format("use params.{} where you use params.{}.", divided->name, times->name));
}

void factor(const Lab& lab, Findings& out) {
    const std::optional<float> k = scale(lab);
    if (!k || isMinusOne(*k)) return;
    const Follows f = follows(lab, *k);
    if (f.explained && f.params.size() == 1) {
        const auto& [param, power] = f.params.front();
        const char* how = power > 0 ? "times" : "divided by";
        const float usual = param->field.of(Params{});
        add(out, {power > 0 ? F::factor_times : F::factor_divided_by, param->name},
            fmt::format("Yours points the recipe's way in every scene tried, but every length is the "
                        "recipe's {} {} (= {} now; when {} is {}, yours changes with it).",
                        how, param->name, number(usual), param->name, number(usual * 1.5f)),
            // Measured, not guessed: yours is the recipe's times (or divided by) the parameter, so one multiplication
            // (or division) by it fewer makes yours the recipe's, wherever in the code it is.
            power > 0 ? fmt::format("your length has one factor of params.{} more than the recipe's: take one "
                                    "multiplication by it out (or divide by it once).", param->name)
                      : fmt::format("your length is divided by params.{} once more than the recipe's: take one "
                                    "division by it out (or multiply by it once).", param->name));
        return;
    }
    if (f.inPlace()) return;  // factorInPlaceOf's
    if (!f.params.empty()) {
        std::string names;
        for (const auto& [param, power] : f.params) {
            names += fmt::format("{}{} ({})", names.empty() ? "" : ", ", param->name, power > 0 ? "grows with it" : "shrinks as it grows");
        }
        add(out, F::factor_follows,
            fmt::format("Yours points the recipe's way in every scene tried, but is {} times as long, and "
                        "that factor follows {}.",
                        number(*k), names));
        return;
    }
    std::vector<ForceCase> faster = baseScenes(lab.task);
    for (ForceCase& c : faster) c.self.velocity *= 1.5f;
    if (const std::optional<float> k2 = factorIn(lab, faster); k2 && std::fabs(*k2 / *k - 1.5f) < 2e-3f &&
                                                                   std::fabs(*k - length(kHeading)) < 1e-3f) {
        add(out, {F::factor_times, "speed"},
            fmt::format("Yours points the recipe's way in every scene tried, but every length is the "
                        "recipe's times the boid's speed (= {} now; at 1.5 times the speed, yours is 1.5 "
                        "times as long).",
                        number(length(kHeading))),
            "make the turned velocity length 1 (normalized) before scaling it.");
        return;
    }
    add(out, F::factor,
        fmt::format("Yours points the recipe's way in every scene tried, but is {} times as long, in every "
                    "scene (a constant, following no parameter).",
                    number(*k)),
        "look for a number your force is multiplied or divided by.");
}

// Always length 1 (or always one length), where the recipe's length varies; or the other way round.
void lengthVaries(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    if (scale(lab)) return;  // the recipe's times a number: the factor experiments say which
    std::vector<float> yours, recipe;
    for (const ForceCase& c : baseScenes(t)) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (!isFinite(y) || isZero(r) || isZero(y)) continue;
        if (std::fabs(signedAngle(r, y)) > 0.1f) return;  // a direction that differs: another experiment says it
        yours.push_back(length(y));
        recipe.push_back(length(r));
    }
    if (yours.size() < 2) return;
    const auto [ymin, ymax] = std::minmax_element(yours.begin(), yours.end());
    const auto [rmin, rmax] = std::minmax_element(recipe.begin(), recipe.end());
    if (*ymax - *ymin < 1e-3f * *ymax && *rmax - *rmin > 1e-2f * *rmax) {
        add(out, *ymin > 0.999f && *ymin < 1.001f ? F::length_one : F::length_constant,
            fmt::format("Yours has length {} in every scene tried, pointing the recipe's way; the recipe's "
                        "length varies, from {} to {} there.",
                        number(*ymin), number(*rmin), number(*rmax)),
            taskFacts(t).lengthTry ? taskFacts(t).lengthTry
                                   : "check what you normalize: the recipe's length carries part of the answer.");
    } else if (*rmax - *rmin < 1e-3f * *rmax && *ymax - *ymin > 1e-2f * *ymax) {
        add(out, F::length_varies,
            fmt::format("Your length varies from {} to {} in the scenes tried, pointing the recipe's way; "
                        "the recipe's is always {} there.",
                        number(*ymin), number(*ymax), number(*rmin)),
            kindOf(t).varyingLengthTry ? kindOf(t).varyingLengthTry
                                       : "make the result length 1 (normalized) where the recipe does.");
    }
}

}  // namespace boids::diagnosis
