// boids_bmp_colour_count FILE R G B [TOLERANCE]: prints how many pixels of the BMP are within TOLERANCE (per channel,
// default 8) of the colour R G B. The end-to-end tests use it to see boids in a screenshot.
#define SDL_MAIN_HANDLED
#include <SDL.h>

#include <cstdlib>

#include <fmt/format.h>

int main(int argc, char* argv[]) {
    if (argc != 5 && argc != 6) {
        fmt::print(stderr, "usage: boids_bmp_colour_count FILE R G B [TOLERANCE]\n");
        return 2;
    }
    const int want[3] = {std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4])};
    const int tolerance = argc == 6 ? std::atoi(argv[5]) : 8;
    SDL_Surface* loaded = SDL_LoadBMP(argv[1]);
    if (!loaded) {
        fmt::print(stderr, "cannot read {}: {}\n", argv[1], SDL_GetError());
        return 1;
    }
    SDL_Surface* image = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB888, 0);
    SDL_FreeSurface(loaded);
    if (!image) {
        fmt::print(stderr, "cannot convert {}: {}\n", argv[1], SDL_GetError());
        return 1;
    }
    long count = 0;
    for (int y = 0; y < image->h; ++y) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(image->pixels) + y * image->pitch);
        for (int x = 0; x < image->w; ++x) {
            Uint8 rgb[3];
            SDL_GetRGB(row[x], image->format, &rgb[0], &rgb[1], &rgb[2]);
            if (std::abs(rgb[0] - want[0]) <= tolerance && std::abs(rgb[1] - want[1]) <= tolerance &&
                std::abs(rgb[2] - want[2]) <= tolerance) {
                ++count;
            }
        }
    }
    fmt::print("{}\n", count);
    SDL_FreeSurface(image);
    return 0;
}
