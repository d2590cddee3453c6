// Text with SDL2_ttf: opening the font, rendering strings once and keeping their textures.
#include "text.h"

#include <cmath>

#include <fmt/format.h>

namespace boids::app {

namespace {

constexpr std::size_t kMaxCached = 600;                // labels change as sliders move; drop them all now and then

}  // namespace

Text::Text(SDL_Renderer* renderer, const std::optional<std::string>& fontPath, std::string& warning)
    : renderer_(renderer), fontPath_(fontPath) {
    if (!fontPath) return;
    if (TTF_Init() != 0) {
        warning = fmt::format("SDL2_ttf did not start ({}); running without labels.", TTF_GetError());
        return;
    }
    ttfStarted_ = true;
    const auto fonts = openFonts(textSize_);
    if (!fonts) {
        warning = fmt::format("cannot open the font {} ({}); running without labels. Pass another with --font PATH.",
                              *fontPath, TTF_GetError());
        return;
    }
    fonts_ = *fonts;
}

std::optional<Text::Fonts> Text::openFonts(TextSize size) const {
    Fonts fonts{};
    for (std::size_t i = 0; i < fonts.size(); ++i) {
        fonts[i] = TTF_OpenFont(fontPath_->c_str(), fontPointSize(FontSize(i), size));
        if (!fonts[i]) {
            for (TTF_Font* f : fonts) {
                if (f) TTF_CloseFont(f);
            }
            return std::nullopt;
        }
    }
    TTF_SetFontStyle(fonts[std::size_t(FontSize::Title)], TTF_STYLE_BOLD);
    TTF_SetFontStyle(fonts[std::size_t(FontSize::Sign)], TTF_STYLE_BOLD);
    return fonts;
}

void Text::setTextSize(TextSize size) {
    if (size == textSize_ || !hasFont()) return;
    const auto fonts = openFonts(size);
    if (!fonts) return;
    clearCache();
    for (TTF_Font* f : fonts_) TTF_CloseFont(f);
    fonts_ = *fonts;
    textSize_ = size;
}

Text::~Text() {
    clearCache();
    for (TTF_Font* f : fonts_) {
        if (f) TTF_CloseFont(f);
    }
    if (ttfStarted_) TTF_Quit();
}

void Text::clearCache() {
    for (auto& [key, r] : cache_) SDL_DestroyTexture(r.texture);
    cache_.clear();
}

float Text::lineHeight(FontSize size) const {
    TTF_Font* font = fonts_[std::size_t(size)];
    return font ? float(TTF_FontLineSkip(font)) : 0.0f;
}

const Text::Rendered* Text::render(std::string_view text, SDL_Color colour, FontSize size, int wrap) {
    TTF_Font* font = fonts_[std::size_t(size)];
    if (!font || text.empty()) return nullptr;
    std::string key =
        fmt::format("{}|{}|{:02x}{:02x}{:02x}{:02x}|{}", int(size), wrap, colour.r, colour.g, colour.b, colour.a, text);
    if (const auto it = cache_.find(key); it != cache_.end()) return &it->second;
    if (cache_.size() >= kMaxCached) clearCache();

    const std::string utf8(text);
    SDL_Surface* surface = wrap > 0 ? TTF_RenderUTF8_Blended_Wrapped(font, utf8.c_str(), colour, Uint32(wrap))
                                    : TTF_RenderUTF8_Blended(font, utf8.c_str(), colour);
    if (!surface) return nullptr;
    Rendered r{SDL_CreateTextureFromSurface(renderer_, surface), surface->w, surface->h};
    SDL_FreeSurface(surface);
    if (!r.texture) return nullptr;
    return &cache_.emplace(std::move(key), r).first->second;
}

Vec2 Text::draw(std::string_view text, Vec2 at, SDL_Color colour, FontSize size, Align align, int wrap) {
    const Rendered* r = render(text, colour, size, wrap);
    if (!r) return {};
    float x = at.x;
    if (align == Align::Centre) x -= float(r->w) / 2;
    if (align == Align::Right) x -= float(r->w);
    const SDL_Rect target{int(std::lround(x)), int(std::lround(at.y)), r->w, r->h};
    SDL_RenderCopy(renderer_, r->texture, nullptr, &target);
    return {float(r->w), float(r->h)};
}

Vec2 Text::lineSize(std::string_view text, FontSize size) const {
    TTF_Font* font = fonts_[std::size_t(size)];
    if (!font || text.empty()) return {};
    int w = 0;
    int h = 0;
    TTF_SizeUTF8(font, std::string(text).c_str(), &w, &h);
    return {float(w), float(h)};
}

void Text::draw(const PlacedText& placed, SDL_Color colour) {
    const Rect& b = placed.box;
    const float x = placed.align == Align::Left ? b.x : placed.align == Align::Right ? b.right() : b.x + b.w / 2;
    draw(placed.text, {x, b.y}, colour, placed.size, placed.align);
}

Vec2 Text::measure(std::string_view text, FontSize size, int wrap) {
    TTF_Font* font = fonts_[std::size_t(size)];
    if (!font || text.empty()) return {};
    if (wrap > 0) {
        // SDL2_ttf 2.0.18 has no way to measure wrapped text but to render it.
        const Rendered* r = render(text, SDL_Color{255, 255, 255, 255}, size, wrap);
        return r ? Vec2{float(r->w), float(r->h)} : Vec2{};
    }
    int w = 0;
    int h = 0;
    TTF_SizeUTF8(font, std::string(text).c_str(), &w, &h);
    return {float(w), float(h)};
}

}  // namespace boids::app
