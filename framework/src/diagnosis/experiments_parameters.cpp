// The parameters: which ones yours reads, and which the length of yours follows.
#include "experiments.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "wording.h"

namespace boids::diagnosis {

namespace {

struct ParamField {
    const char* name;
    float Params::*field;
    bool isWeight;
};
const std::vector<ParamField>& paramFields() {
    static const std::vector<ParamField> fields{
        {"separationWeight", &Params::separationWeight, true}, {"alignmentWeight", &Params::alignmentWeight, true},
        {"cohesionWeight", &Params::cohesionWeight, true},     {"maxSpeed", &Params::maxSpeed, false},
        {"neighborRadius", &Params::neighborRadius, false},    {"predatorMaxSpeed", &Params::predatorMaxSpeed, false},
        {"fleeRadius", &Params::fleeRadius, false},            {"fleeStrength", &Params::fleeStrength, false},
        {"obstacleLookAhead", &Params::obstacleLookAhead, false}, {"obstacleConeDegrees", &Params::obstacleConeDegrees, false},
        {"avoidTurnDegrees", &Params::avoidTurnDegrees, false}, {"avoidStrength", &Params::avoidStrength, false},
    };
    return fields;
}

// The values a parameter is changed to. A flock task's neighbours all lie within neighborRadius (step() passes no
// others), so that radius only grows for them.
std::vector<float> changedValues(Task task, const ParamField& f) {
    const float usual = Params{}.*f.field;
    if (f.isWeight) return {2.5f, 0.5f, 0.0f};
    if (isFlockTask(task) && std::string_view(f.name) == "neighborRadius") return {usual * 1.5f, usual * 2.5f};
    return {usual * 0.25f, usual * 0.6f, usual * 1.5f};
}

struct ParamReading {
    bool yours = false, recipe = false;
    bool staysNonZero = false;  // yours, not zero, stayed where the recipe's moved: evidence that it is ignored
    std::string example;        // one change that shows yours moving (or staying)
};

ParamReading readsParam(const Lab& lab, const ParamField& f) {
    ParamReading r;
    std::string stays;
    for (const ForceCase& c : baseScenes(lab.task)) {
        const Vec2 yoursBefore = lab.yours(c), recipeBefore = lab.recipes(c);
        for (float value : changedValues(lab.task, f)) {
            ForceCase changed = c;
            changed.params.*f.field = value;
            const Vec2 yoursAfter = lab.yours(changed), recipeAfter = lab.recipes(changed);
            const bool yoursMoved = !same(yoursBefore, yoursAfter), recipeMoved = !same(recipeBefore, recipeAfter);
            if (yoursMoved && !r.yours) {
                r.example = fmt::format("with {} {} yours is {} (length {}), with {} it is {} (length {})", f.name,
                                        num(Params{}.*f.field), vec(yoursBefore), num(length(yoursBefore)), num(value),
                                        vec(yoursAfter), num(length(yoursAfter)));
            }
            // Yours staying at zero says nothing: nothing may be in its reach, whatever the parameter.
            const bool staysNonZero = recipeMoved && !yoursMoved && !isZero(yoursBefore);
            r.staysNonZero |= staysNonZero;
            if (staysNonZero && stays.empty()) {
                stays = fmt::format("from {} to {}, yours stays {} while the recipe's goes from {} to {}",
                                    num(Params{}.*f.field), num(value), vec(yoursBefore), vec(recipeBefore), vec(recipeAfter));
            }
            r.yours |= yoursMoved;
            r.recipe |= recipeMoved;
        }
    }
    if (!r.yours) r.example = stays;
    return r;
}

}  // namespace

void parameters(const Lab& lab, Findings& out) {
    const std::string force = forceWord(lab.task);
    std::vector<std::pair<const ParamField*, ParamReading>> readOnlyByYours, ignoredByYours;
    for (const ParamField& f : paramFields()) {
        const ParamReading r = readsParam(lab, f);
        if (r.yours && !r.recipe) readOnlyByYours.push_back({&f, r});
        if (!r.yours && r.recipe && r.staysNonZero) ignoredByYours.push_back({&f, r});
    }
    for (const auto& [f, r] : readOnlyByYours) {
        if (f->isWeight) {
            add(out, kWeight, fmt::format("reads_param:{}", f->name),
                fmt::format("Your {} changes with {}: {}. The recipe does not read the weight: step() multiplies your "
                            "force by {} itself, so your function must not read it.",
                            force, f->name, r.example, f->name),
                fmt::format("leave params.{} out of your function.", f->name));
        }
    }
    // A parameter read in place of the one the recipe reads: the two findings say it together.
    for (const auto& [ignored, why] : ignoredByYours) {
        auto instead = std::find_if(readOnlyByYours.begin(), readOnlyByYours.end(), [](const auto& read) { return !read.first->isWeight; });
        if (instead != readOnlyByYours.end()) {
            add(out, kParams, fmt::format("reads_param:{}", instead->first->name),
                fmt::format("Your {} changes when {} changes and not when {} does: {}; {} from {}. The {} recipe reads {}.",
                            force, instead->first->name, ignored->name, instead->second.example, ignored->name,
                            why.example.substr(why.example.find("from ") + 5), force, ignored->name),
                fmt::format("use params.{} where you use params.{}.", ignored->name, instead->first->name));
            readOnlyByYours.erase(instead);
            continue;
        }
        add(out, kIgnoredParam, fmt::format("ignores_param:{}", ignored->name),
            fmt::format("Yours does not follow {}: when it goes {}. The recipe reads params.{}.", ignored->name,
                        why.example, ignored->name));
    }
    for (const auto& [f, r] : readOnlyByYours) {
        if (f->isWeight) continue;
        const bool flockReach = isFlockTask(lab.task) && std::string_view(f->name) == "neighborRadius";
        add(out, kParams, fmt::format("reads_param:{}", f->name),
            fmt::format("Your {} changes with {} ({}), though every {} stays where it was{}. The {} recipe does not read "
                        "{}.",
                        force, f->name, r.example, itemWord(lab.task), flockReach ? ", well within the radius" : "",
                        force, f->name),
            flockReach ? "step() passes your function only the neighbours within neighborRadius: every neighbour it "
                         "gets counts, without looking at the radius."
                       : fmt::format("leave params.{} out of this force.", f->name));
    }
}

// Yours is the recipe's times a number: constant, following a parameter, or -1.
void lengthFactor(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    auto factorIn = [&](const std::vector<ForceCase>& scenes) -> std::optional<float> {
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
    };
    const std::optional<float> k = factorIn(baseScenes(t));
    if (k && std::fabs(*k - 1) > 1e-3f) {
        if (std::fabs(*k + 1) < 1e-3f) {
            add(out, kSign, "opposite",
                fmt::format("Yours points exactly the opposite way to the recipe's in every scene tried, with the same "
                            "length: {}.",
                            t == Task::Separation || t == Task::Flee ? fmt::format("for one {} it points toward it, where the recipe's points away", itemWord(t))
                            : t == Task::Cohesion ? "for one neighbour it points away from it, where the recipe's points toward it"
                            : t == Task::Alignment ? "against the neighbours' heading, where the recipe's points along it"
                            : t == Task::ObstacleAvoid ? "it turns the boid the other way"
                                                       : "a sign is turned round somewhere"),
                t == Task::Alignment ? "add the neighbours' velocities as they are." : "check the order of a subtraction: self - other points away from the other.");
            return;
        }
        // Which parameters the factor follows, each as a power of +1 (times) or -1 (divided by).
        std::vector<std::pair<const ParamField*, int>> follows;
        for (const ParamField& f : paramFields()) {
            Params changed;
            const float usual = changed.*f.field;
            if (usual == 0) continue;
            changed.*f.field = usual * 1.5f;
            const std::optional<float> k2 = factorIn(baseScenes(t, changed));
            if (!k2 || *k == 0) continue;
            const float growth = *k2 / *k;
            if (std::fabs(growth - 1.5f) < 2e-3f) follows.push_back({&f, 1});
            if (std::fabs(growth - 1 / 1.5f) < 2e-3f) follows.push_back({&f, -1});
        }
        float predicted = 1;
        for (const auto& [f, power] : follows) predicted *= power > 0 ? Params{}.*f->field : 1 / (Params{}.*f->field);
        const bool explained = !follows.empty() && std::fabs(*k - predicted) <= 1e-3f * std::max(1.0f, std::fabs(*k));
        if (explained && follows.size() == 1) {
            const auto& [f, power] = follows.front();
            const char* how = power > 0 ? "times" : "divided by";
            const float usual = Params{}.*f->field;
            add(out, kLength, fmt::format("factor:{}:{}", how, f->name),
                fmt::format("Yours points the recipe's way in every scene tried, but every length is the recipe's {} {} "
                            "(= {} now; when {} is {}, yours changes with it).",
                            how, f->name, num(usual), f->name, num(usual * 1.5f)),
                power > 0 ? fmt::format("the recipe's length has no factor of params.{}: a division by it is "
                                        "missing, or a multiplication by it is one too many.", f->name)
                          : fmt::format("the recipe multiplies by params.{} once, at the end.", f->name));
            return;
        }
        if (explained && follows.size() == 2 && follows[0].second != follows[1].second) {
            const ParamField* times = follows[0].second > 0 ? follows[0].first : follows[1].first;
            const ParamField* divided = follows[0].second > 0 ? follows[1].first : follows[0].first;
            add(out, kLength, fmt::format("factor:in_place_of:{}:{}", times->name, divided->name),
                fmt::format("Yours points the recipe's way in every scene tried, but is scaled by {} where the recipe "
                            "scales by {}: every length is the recipe's times {} / {} (= {} now), and it follows both "
                            "when they change.",
                            times->name, divided->name, times->name, divided->name, num(*k)),
                fmt::format("use params.{} where you use params.{}.", divided->name, times->name));
            return;
        }
        if (!follows.empty()) {
            std::string names;
            for (const auto& [f, power] : follows) {
                names += fmt::format("{}{} ({})", names.empty() ? "" : ", ", f->name, power > 0 ? "grows with it" : "shrinks as it grows");
            }
            add(out, kLength, "factor:follows",
                fmt::format("Yours points the recipe's way in every scene tried, but is {} times as long, and that "
                            "factor follows {}.",
                            num(*k), names));
            return;
        }
        std::vector<ForceCase> faster = baseScenes(t);
        for (ForceCase& c : faster) c.self.velocity *= 1.5f;
        if (const std::optional<float> k2 = factorIn(faster); k2 && std::fabs(*k2 / *k - 1.5f) < 2e-3f &&
                                                                 std::fabs(*k - length(kHeading)) < 1e-3f) {
            add(out, kLength, "factor:times:speed",
                fmt::format("Yours points the recipe's way in every scene tried, but every length is the recipe's times "
                            "the boid's speed (= {} now; at 1.5 times the speed, yours is 1.5 times as long).",
                            num(length(kHeading))),
                "make the turned velocity length 1 (normalized) before scaling it.");
            return;
        }
        add(out, kLength, "factor",
            fmt::format("Yours points the recipe's way in every scene tried, but is {} times as long, in every scene "
                        "(a constant, following no parameter).",
                        num(*k)),
            "look for a number your force is multiplied or divided by.");
        return;
    }
    // Always length 1 (or always one length), where the recipe's length varies.
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
        add(out, kLength, *ymin > 0.999f && *ymin < 1.001f ? "length_one" : "length_constant",
            fmt::format("Yours has length {} in every scene tried, pointing the recipe's way; the recipe's length "
                        "varies, from {} to {} there.",
                        num(*ymin), num(*rmin), num(*rmax)),
            t == Task::Separation ? "the pushes are summed and returned as they are: close neighbours push harder, and several push more than one."
                                  : "check what you normalize: the recipe's length carries part of the answer.");
    } else if (*rmax - *rmin < 1e-3f * *rmax && *ymax - *ymin > 1e-2f * *ymax) {
        add(out, kLength, "length_varies",
            fmt::format("Your length varies from {} to {} in the scenes tried, pointing the recipe's way; the recipe's "
                        "is always {} there.",
                        num(*ymin), num(*ymax), num(*rmin)),
            t == Task::Flee ? "make the sum length 1 (normalized), then scale it by params.fleeStrength."
                            : "make the result length 1 (normalized) where the recipe does.");
    }
}

}  // namespace boids::diagnosis
