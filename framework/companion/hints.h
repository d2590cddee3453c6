// The hints of a task, its folder's hints.md: the text under each "## Hint K" heading, as ./workshop hint shows it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

// The lines of a text, as awk reads them: split at '\n', no empty line after a final '\n'.
std::vector<std::string_view> textLines(std::string_view text);

// The lines under the heading "## Hint K" (K, then only spaces) of a hints file, up to the next "## " heading, with
// each code fence line (```) left out and the lines between fences indented by four spaces (an empty line stays
// empty), and the empty lines at the start and at the end left out. Every "## Hint K" section, in order, when the
// heading appears more than once; nothing when it does not appear.
std::vector<std::string> hintLines(std::string_view markdown, int k);

// The next hint to show, given how many of `total` the learner has seen: one more than seen, at most total.
int newestHint(int seen, int total);

}  // namespace boids::companion
