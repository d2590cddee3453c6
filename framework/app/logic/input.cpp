// Which command each key gives, and the names scripts use for keys.
#include "input.h"

#include <optional>

#include <boids/tasks.h>

namespace boids::app {

KeyCommand commandForKey(const KeyPress& key) {
    const int k = key.key;
    if (key.repeat) return k == ' ' ? KeyCommand{Command::StepOnce} : KeyCommand{};
    if (k >= '1' && k <= '9') {  // a force task's number: its key
        const std::optional<Task> task = taskNumbered(k - '0');
        if (task && info(*task).kind != TaskKind::Grid) return {Command::ToggleTask, k - '0'};
    }
    switch (k) {
        case 'p': return {Command::TogglePause};
        case ' ': return {Command::StepOnce};
        case 'r': return {Command::Rerandomize};
        case 'h':
        case '?': return {Command::ToggleHelp};
        case 'f': return {Command::ToggleInspector};
        case 'g': return {Command::CycleSearch};
        case 'm': return {Command::CycleModel};
        case 'o': return {Command::ApplyPreset};
        case 's': return {Command::ToggleSpecies};
        case 'a': return {Command::TogglePlot};
        case 't': return {Command::ToggleThreads};
        case 'l': return {Command::ToggleTextSize};
        case 'n': return {Command::NeedHelp};
        case 'd': return {Command::Done};
        case kKeyEscape: return {Command::Back};
        default: return {};
    }
}

std::optional<KeyPress> keyNamed(std::string_view name) {
    if (name == "space") return KeyPress{' '};
    if (name == "escape" || name == "esc") return KeyPress{kKeyEscape};
    if (name == "?") return KeyPress{'?'};
    if (name.size() == 1) {
        const char c = name[0];
        if (c >= 'a' && c <= 'z') return KeyPress{c};
        if (c >= 'A' && c <= 'Z') return KeyPress{c - 'A' + 'a'};
        if (c >= '0' && c <= '9') return KeyPress{c};
    }
    return std::nullopt;
}

}  // namespace boids::app
