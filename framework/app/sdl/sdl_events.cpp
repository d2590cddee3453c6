// SDL events <-> the program's input events.
#include "sdl_events.h"

#include <algorithm>
#include <cmath>

namespace boids::app {

namespace {

// A point's coordinate as SDL's int, clamped while still a float: converting a float beyond int's range (a script's
// "move world 3e9 10") or NaN to int is undefined behaviour. A billion pixels is past any screen.
int pixel(float v) { return std::isnan(v) ? 0 : int(std::clamp(v, -kFarthestPixel, kFarthestPixel)); }

MouseButton buttonFrom(Uint8 button) {
    if (button == SDL_BUTTON_LEFT) return MouseButton::Left;
    if (button == SDL_BUTTON_RIGHT) return MouseButton::Right;
    return MouseButton::Other;
}

Uint8 sdlButton(MouseButton button) {
    if (button == MouseButton::Left) return SDL_BUTTON_LEFT;
    if (button == MouseButton::Right) return SDL_BUTTON_RIGHT;
    return SDL_BUTTON_MIDDLE;
}

// SDL's key codes are the key's character for printable keys; the keypad's digits count as digits.
int keyFrom(SDL_Keycode sym) {
    if (sym >= SDLK_KP_1 && sym <= SDLK_KP_9) return '1' + int(sym - SDLK_KP_1);
    if (sym == SDLK_ESCAPE) return kKeyEscape;
    if (sym > 0 && sym < 128) return int(sym);
    return 0;
}

void setButton(SDL_Event& e, Uint32 type, Uint32 windowId, MouseButton button, Vec2 at) {
    e.type = type;
    e.button.windowID = windowId;
    e.button.button = sdlButton(button);
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = pixel(at.x);
    e.button.y = pixel(at.y);
}

}  // namespace

std::optional<InputEvent> fromSdlEvent(const SDL_Event& e) {
    switch (e.type) {
        case SDL_QUIT: return QuitRequested{};
        case SDL_KEYDOWN: {
            const int key = keyFrom(e.key.keysym.sym);
            if (key == 0 || key == '?') return std::nullopt;  // '?' comes as text, below
            return KeyPress{key, (e.key.keysym.mod & KMOD_SHIFT) != 0, e.key.repeat != 0};
        }
        case SDL_TEXTINPUT:
            // '?' as typed: shift + '/' on a US keyboard, other keys elsewhere.
            if (e.text.text[0] == '?' && e.text.text[1] == '\0') return KeyPress{'?'};
            return std::nullopt;
        case SDL_MOUSEBUTTONDOWN:
            return MousePress{{float(e.button.x), float(e.button.y)}, buttonFrom(e.button.button)};
        case SDL_MOUSEBUTTONUP:
            return MouseRelease{{float(e.button.x), float(e.button.y)}, buttonFrom(e.button.button)};
        case SDL_MOUSEMOTION: return MouseMove{{float(e.motion.x), float(e.motion.y)}};
        case SDL_MOUSEWHEEL: {
            const int steps = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e.wheel.y : e.wheel.y;
            return MouseWheel{steps};
        }
        case SDL_WINDOWEVENT:
            if (e.window.event == SDL_WINDOWEVENT_LEAVE) return MouseLeftWindow{};
            return std::nullopt;
        default: return std::nullopt;
    }
}

SDL_Event toSdlEvent(const InputEvent& input, Uint32 windowId) {
    SDL_Event e{};
    if (const auto* key = std::get_if<KeyPress>(&input); key && key->key == '?') {
        e.type = SDL_TEXTINPUT;
        e.text.windowID = windowId;
        e.text.text[0] = '?';
    } else if (key) {
        e.type = SDL_KEYDOWN;
        e.key.windowID = windowId;
        e.key.state = SDL_PRESSED;
        e.key.repeat = key->repeat ? 1 : 0;
        e.key.keysym.sym = key->key == kKeyEscape ? SDLK_ESCAPE : SDL_Keycode(key->key);
        e.key.keysym.scancode = SDL_GetScancodeFromKey(e.key.keysym.sym);
        e.key.keysym.mod = key->shift ? KMOD_LSHIFT : KMOD_NONE;
    } else if (const auto* press = std::get_if<MousePress>(&input)) {
        setButton(e, SDL_MOUSEBUTTONDOWN, windowId, press->button, press->at);
    } else if (const auto* release = std::get_if<MouseRelease>(&input)) {
        setButton(e, SDL_MOUSEBUTTONUP, windowId, release->button, release->at);
    } else if (const auto* move = std::get_if<MouseMove>(&input)) {
        e.type = SDL_MOUSEMOTION;
        e.motion.windowID = windowId;
        e.motion.x = pixel(move->at.x);
        e.motion.y = pixel(move->at.y);
    } else if (const auto* wheel = std::get_if<MouseWheel>(&input)) {
        e.type = SDL_MOUSEWHEEL;
        e.wheel.windowID = windowId;
        e.wheel.y = wheel->steps;
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    } else if (std::holds_alternative<MouseLeftWindow>(input)) {
        e.type = SDL_WINDOWEVENT;
        e.window.windowID = windowId;
        e.window.event = SDL_WINDOWEVENT_LEAVE;
    } else {
        e.type = SDL_QUIT;
    }
    return e;
}

}  // namespace boids::app
