// What a sentence says about the window's sliders, held against the window's own list (workshopSliders()): the
// words of the hints, the checks, the catalog of known mistakes and the instructor's guide are read by it, so that
// none of them sends anyone to a slider the window does not have, or says one is missing that it has.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace boids::app {

// Each phrase of `text` that the window's sliders do not bear out, as it reads in `text` (white space folded to one
// space, emphasis marks dropped). Such a phrase:
//   - names something as a slider: "the `fleeRadius` slider", "the X and Y sliders", "slider X", "drag `X`",
//     "`X` has a slider", "the sliders change params.X and params.Y";
//   - or says the window has none for a value it has one for: "no slider for `neighborRadius`".
// Plain words stay free: "the slider", "its own weight slider", "the window has no slider for them".
std::vector<std::string> wrongSliderPhrases(std::string_view text);

// Whether the window's panel (the workshop's model) has a slider of that name.
bool windowHasSlider(std::string_view name);

}  // namespace boids::app
