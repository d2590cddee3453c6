// Text helpers shared by new-task's files (new_task.h): trimming, case, replacing.
#pragma once

#include <string>
#include <string_view>

namespace boids::companion {

std::string trimmed(std::string_view text);  // app::trim (plain_text.h), as a string
std::string lower(std::string_view text);    // ASCII letters in lower case
std::string replaceAll(std::string text, std::string_view from, std::string_view to);

}  // namespace boids::companion
