// Where the window program draws (screen.h): SDL's window, renderer and surface, and the checks for a display.
#include "screen.h"

#include <cstdio>

#include <fmt/format.h>

#include "display_check.h"
#include "layout.h"

namespace boids::app {

bool displayReady(const SdlSession& sdl, bool headless) {
    if (!sdl.ok) {
        if (!headless) {  // most often: no display at all
            fmt::print(stderr, "{}", noDisplayMessage({}, SDL_GetError(), displayEnvironment()));
            return false;
        }
        fmt::print(stderr, "boids: SDL did not start: {}\n", SDL_GetError());
        return false;
    }
    // A window on a driver that shows nothing would run unseen until killed: say so, and stop. (The kit's own tests
    // of the window's quitting set BOIDS_ALLOW_INVISIBLE_WINDOW=1.)
    const char* driver = SDL_GetCurrentVideoDriver();
    if (!headless && driver && isInvisibleVideoDriver(driver) && !SDL_getenv("BOIDS_ALLOW_INVISIBLE_WINDOW")) {
        fmt::print(stderr, "{}", noDisplayMessage(driver, {}, displayEnvironment()));
        return false;
    }
    return true;
}

Screen::~Screen() {
    if (renderer) SDL_DestroyRenderer(renderer);
    if (surface) SDL_FreeSurface(surface);
    if (window) SDL_DestroyWindow(window);
}

std::string Screen::open(bool headless, Vec2 size) {
    const int w = int(size.x);
    const int h = int(size.y);
    if (headless) {
        surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
        if (surface) renderer = SDL_CreateSoftwareRenderer(surface);
    } else {
        window = SDL_CreateWindow("Boids  (H: keys and help)", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                  SDL_WINDOW_RESIZABLE);
        if (window) {
            windowId = SDL_GetWindowID(window);
            SDL_SetWindowMinimumSize(window, int(kMinWindow.x), int(kMinWindow.y));
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
            if (!renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
        }
    }
    return renderer ? std::string{}
                    : fmt::format("cannot open the {}: {}", headless ? "drawing surface" : "window", SDL_GetError());
}

bool Screen::software() const {
    SDL_RendererInfo info{};
    return renderer && SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
}

Vec2 Screen::size() const {
    int w = 0;
    int h = 0;
    if (renderer) SDL_GetRendererOutputSize(renderer, &w, &h);
    return {float(w), float(h)};
}

std::string Screen::screenshot(const std::string& path) const {
    SDL_Surface* image = surface;
    if (!surface) {
        const Vec2 s = size();
        image = SDL_CreateRGBSurfaceWithFormat(0, int(s.x), int(s.y), 32, SDL_PIXELFORMAT_RGB888);
        if (image && SDL_RenderReadPixels(renderer, nullptr, image->format->format, image->pixels, image->pitch) != 0) {
            SDL_FreeSurface(image);
            image = nullptr;
        }
    }
    const bool saved = image && SDL_SaveBMP(image, path.c_str()) == 0;
    const std::string error =
        saved ? std::string{} : fmt::format("cannot save the screenshot {}: {}", path, SDL_GetError());
    if (image != surface) SDL_FreeSurface(image);
    return error;
}

void Screen::present() const {
    if (window) SDL_RenderPresent(renderer);
}

Vec2 windowSizeFor(const Params& params, bool headless, TextSize textSize) {
    SDL_Rect usable{};
    if (headless || SDL_GetDisplayUsableBounds(0, &usable) != 0) return defaultWindowSize(params.worldSize, {}, textSize);
    return defaultWindowSize(params.worldSize, {float(usable.w), float(usable.h)}, textSize);
}

void showOnScreen(const std::string& text) {
#if !defined(__APPLE__)
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "boids: your code never returned", text.c_str(), nullptr);
#else
    (void)text;
#endif
}

}  // namespace boids::app
