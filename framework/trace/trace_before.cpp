// What ran before the traced call, and on which part of the check's world, as the trace says it (trace_before.h).
#include "trace_before.h"

#include <cstddef>

#include <fmt/format.h>

#include <boids/format.h>

namespace boids::trace {

std::string whatRanBefore(const TraceScene& scene) {
    std::string text;
    // Said as the check measured it (TraceScene's keepsState), and only then at length.
    if (const std::size_t n = scene.before.size(); n > 0) {
        const std::string calls = n == 1 ? std::string("the one call") : fmt::format("the {} calls", n);
        if (scene.keepsState) {
            text += fmt::format("  Called again on this scene, your function answers otherwise: it keeps something "
                                "from one call to the\n  next. So the trace first makes, untraced, {} the check made "
                                "before this one.\n",
                                calls);
        } else {
            text += fmt::format("  (Traced after {} the check made before this one, made first and untraced.)\n", calls);
        }
    }
    if (scene.wholeBoids > 0) {
        // The checker cut the world only where the learner's grid still gets the focus wrong (grid_harness.cpp).
        const std::string renamed = scene.focus == scene.wholeFocus ? std::string("it keeps its number")
                                                                  : fmt::format("it is boids[{}] here", scene.focus);
        text += fmt::format("  Traced on the {} of the check's {} boids within {} of boids[{}], numbered anew ({}):\n"
                            "  in the check's run, your grid got its neighbours wrong here too.\n",
                            scene.boids.size(), scene.wholeBoids, number(scene.keptWithin), scene.wholeFocus, renamed);
    }
    if (!scene.builtBefore.empty()) {
        std::string radii;
        for (std::size_t k = 0; k < scene.builtBefore.size(); ++k) {
            radii += fmt::format("{}{}", k == 0 ? "" : k + 1 == scene.builtBefore.size() ? " and " : ", ",
                                 number(scene.builtBefore[k].radius));
        }
        text += fmt::format("  The check rebuilds one Grid, as every step does: the trace first builds it, and searches it "
                            "for every\n  boid, for radius {}, untraced; what follows is this world's, for radius {}.\n",
                            radii, number(scene.radius));
    }
    return text;
}

}  // namespace boids::trace
