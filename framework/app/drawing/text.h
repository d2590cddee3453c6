// Text with SDL2_ttf: the sizes of one font (FontSize), and a cache of rendered strings (a texture per string and colour).
// Without a font every call draws nothing and measures zero: the program runs on, without labels.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include <SDL.h>
#include <SDL_ttf.h>

#include <boids/vec2.h>

#include "panel_layout.h"  // FontSize, Align, TextMetrics: the layout measures text through this class

namespace boids::app {

// Align in draw(): where x is: the text's left edge, its middle, its right edge.
class Text : public TextMetrics {
public:
    // Opens `fontPath` (if any) in each size. On failure, `warning` says why and the labels are off.
    Text(SDL_Renderer* renderer, const std::optional<std::string>& fontPath, std::string& warning);
    ~Text() override;
    Text(const Text&) = delete;
    Text& operator=(const Text&) = delete;

    bool hasFont() const { return fonts_[0] != nullptr; }

    // Opens the font again at `size`'s points (fontPointSize), when it is not open at that size already; keeps the
    // fonts it has when that fails.
    void setTextSize(TextSize size);

    // Draws `text` with its top at y; returns its size in pixels. `wrap` > 0 wraps lines at that width.
    Vec2 draw(std::string_view text, Vec2 at, SDL_Color colour, FontSize size = FontSize::Normal,
              Align align = Align::Left, int wrap = 0);

    // The size `text` would have.
    Vec2 measure(std::string_view text, FontSize size = FontSize::Normal, int wrap = 0);

    // Height of one line.
    float lineHeight(FontSize size = FontSize::Normal) const override;

    // The size of one line of `text`, unwrapped (TextMetrics, for the layout).
    Vec2 lineSize(std::string_view text, FontSize size) const override;

    // Draws a laid-out text in its box (panel_layout.h), in `colour`.
    void draw(const PlacedText& placed, SDL_Color colour);

private:
    struct Rendered {
        SDL_Texture* texture = nullptr;
        int w = 0;
        int h = 0;
    };
    const Rendered* render(std::string_view text, SDL_Color colour, FontSize size, int wrap);
    void clearCache();
    // Every size at `size`, or nothing (and TTF_GetError() says why) when one does not open.
    using Fonts = std::array<TTF_Font*, kFontPointSizes.size()>;  // by FontSize
    std::optional<Fonts> openFonts(TextSize size) const;

    SDL_Renderer* renderer_;
    bool ttfStarted_ = false;
    std::optional<std::string> fontPath_;
    TextSize textSize_ = TextSize::Normal;
    Fonts fonts_{};
    std::unordered_map<std::string, Rendered> cache_;
};

}  // namespace boids::app
