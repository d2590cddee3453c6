// Where the window program draws: SDL started and stopped, and a window (or, headless, a surface in memory) with its
// renderer, its size and its screenshots.
#pragma once

#include <string>

#include <SDL.h>

#include <boids/params.h>
#include <boids/vec2.h>

#include "layout.h"

namespace boids::app {

// SDL_Init ... SDL_Quit, declared first so that it ends last.
struct SdlSession {
    bool ok = false;
    explicit SdlSession(Uint32 flags) : ok(SDL_Init(flags) == 0) {}
    ~SdlSession() { SDL_Quit(); }
    SdlSession(const SdlSession&) = delete;
    SdlSession& operator=(const SdlSession&) = delete;
};

// True when SDL started with a display this run can show itself on (headless needs none). Otherwise says why (no
// display at all, or a driver that shows nothing) and returns false.
bool displayReady(const SdlSession& sdl, bool headless);

// Where frames are drawn: a window, or (headless) a surface in memory.
struct Screen {
    SDL_Window* window = nullptr;
    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
    Uint32 windowId = 0;

    Screen() = default;
    Screen(const Screen&) = delete;
    Screen& operator=(const Screen&) = delete;
    ~Screen();

    // Opens a window of `size` (or a surface, headless). Returns an empty string, or what went wrong.
    std::string open(bool headless, Vec2 size);
    Vec2 size() const;
    // Whether SDL's renderer draws with the processor (no GPU): always headless, and in a window without one.
    bool software() const;
    // Saves what has been drawn (call before present()). Returns an empty string, or what went wrong.
    std::string screenshot(const std::string& path) const;
    void present() const;
};

// The window's size: the world at 100% beside the panel (as wide as `textSize` makes it), shrunk to fit the screen.
Vec2 windowSizeFor(const Params& params, bool headless, TextSize textSize = TextSize::Normal);

// Shows the watchdog's message on screen before a hang ends the program (window_guard.h). Not on macOS, where a
// message box must come from the main thread, which is the one that hangs.
void showOnScreen(const std::string& text);

}  // namespace boids::app
