// How far apart two colours look, to normal vision and to the three dichromacies: the task colours of tasks.txt
// must stay apart for every learner (tests/app/colour_vision_test.cpp checks tasks.txt, ./workshop new-task an
// instructor's colour). A header alone, with no SDL and none of the kit's headers, so that the companion uses it too.
//
// The recipe: a colour #RRGGBB is sRGB; it is made linear, multiplied by the Machado, Oliveira and Fernandes (2009)
// matrix of the deficiency at severity 1.0 (each channel then kept in [0, 1]), turned into CIE XYZ and CIELAB with the
// D65 white, and two colours are as far apart as their CIELAB points (CIE76 ΔE).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace boids::app {

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
inline constexpr std::array<Vision, 4> kVisions{Vision::Normal, Vision::Protanopia, Vision::Deuteranopia,
                                                Vision::Tritanopia};

// "normal vision", "protanopia", "deuteranopia", "tritanopia".
constexpr std::string_view visionName(Vision vision) {
    switch (vision) {
        case Vision::Normal: return "normal vision";
        case Vision::Protanopia: return "protanopia";
        case Vision::Deuteranopia: return "deuteranopia";
        case Vision::Tritanopia: return "tritanopia";
    }
    return "?";
}

// The closest two task colours may be, in CIE76 ΔE, for every vision: a working margin, not a standard. A
// just-noticeable difference is about 2.3 (Sharma, Digital Color Imaging Handbook, 2003), for large patches side by
// side; the window's colours are thin arrows and small text, seen one at a time, and marks that small need several
// times more to be told apart (Szafir, "Modeling Color Difference for Visualization Design", IEEE VIS 2017). At 20
// a pair differs as much as the greys #808080 and #B5B5B5 do; pairs that the simulation shows as one colour are
// nearer 10.
inline constexpr double kMinTaskColourDistance = 20;

using Rgb = std::array<double, 3>;  // linear sRGB, each channel 0 to 1

namespace colour_detail {

using Matrix = std::array<Rgb, 3>;

// Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE
// TVCG 15(6), 2009: the matrices for severity 1.0 (dichromacy), on linear sRGB, from the authors' table
// (https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
inline constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                                     {0.114503, 0.786281, 0.099216},
                                     {-0.003882, -0.048116, 1.051998}}};
inline constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                                       {0.280085, 0.672501, 0.047413},
                                       {-0.011820, 0.042940, 0.968881}}};
inline constexpr Matrix kTritanopia{{{1.255528, -0.076749, -0.178779},
                                     {-0.078411, 0.930809, 0.147602},
                                     {0.004733, 0.691367, 0.303900}}};

// Linear sRGB to CIE XYZ, D65 (IEC 61966-2-1, as Lindbloom lists it: http://www.brucelindbloom.com/Eqn_RGB_XYZ_Matrix.html).
inline constexpr Matrix kXyzFromRgb{{{0.4124564, 0.3575761, 0.1804375},
                                     {0.2126729, 0.7151522, 0.0721750},
                                     {0.0193339, 0.1191920, 0.9503041}}};
// The D65 white point, Y = 1 (CIE 15:2004, 2° observer).
inline constexpr Rgb kD65White{0.95047, 1.0, 1.08883};

inline Rgb times(const Matrix& m, const Rgb& v) {
    Rgb out{};
    for (std::size_t i = 0; i < 3; ++i) out[i] = m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2];
    return out;
}

// sRGB's transfer function undone (IEC 61966-2-1): one 8-bit channel to linear light.
inline double linearChannel(std::uint32_t byte) {
    const double c = double(byte) / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// CIELAB's f(t) (CIE 15:2004): a cube root, and a line near black.
inline double labF(double t) {
    constexpr double delta = 6.0 / 29.0;
    return t > delta * delta * delta ? std::cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0;
}

}  // namespace colour_detail

struct Lab {
    double L = 0;  // lightness, 0 (black) to 100 (white)
    double a = 0;  // green (-) to red (+)
    double b = 0;  // blue (-) to yellow (+)
};

// 0xRRGGBB (sRGB) as linear sRGB.
inline Rgb linearFromSrgb(std::uint32_t rgb) {
    return {colour_detail::linearChannel(rgb >> 16 & 0xFF), colour_detail::linearChannel(rgb >> 8 & 0xFF),
            colour_detail::linearChannel(rgb & 0xFF)};
}

// What a viewer with `vision` sees of a linear colour, as the linear colour a normal viewer would see the same way;
// each channel kept in [0, 1] (the matrices push some saturated colours a little outside).
inline Rgb simulated(const Rgb& linear, Vision vision) {
    Rgb out = linear;
    switch (vision) {
        case Vision::Normal: break;
        case Vision::Protanopia: out = colour_detail::times(colour_detail::kProtanopia, linear); break;
        case Vision::Deuteranopia: out = colour_detail::times(colour_detail::kDeuteranopia, linear); break;
        case Vision::Tritanopia: out = colour_detail::times(colour_detail::kTritanopia, linear); break;
    }
    for (double& c : out) c = std::clamp(c, 0.0, 1.0);
    return out;
}

// A linear sRGB colour in CIELAB, D65.
inline Lab labFromLinear(const Rgb& linear) {
    using namespace colour_detail;
    const Rgb xyz = times(kXyzFromRgb, linear);
    const double fx = labF(xyz[0] / kD65White[0]), fy = labF(xyz[1] / kD65White[1]), fz = labF(xyz[2] / kD65White[2]);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

// 0xRRGGBB as a viewer with `vision` sees it, in CIELAB.
inline Lab seenAs(std::uint32_t rgb, Vision vision) { return labFromLinear(simulated(linearFromSrgb(rgb), vision)); }

// CIE76 ΔE: the straight-line distance between two CIELAB points.
inline double deltaE(const Lab& p, const Lab& q) { return std::hypot(p.L - q.L, p.a - q.a, p.b - q.b); }

// How far apart 0xRRGGBB colours `p` and `q` look to a viewer with `vision`, in CIE76 ΔE.
inline double colourDistance(std::uint32_t p, std::uint32_t q, Vision vision) {
    return deltaE(seenAs(p, vision), seenAs(q, vision));
}

// The two closest of some colours for one vision: their places in the list, and their distance.
struct ClosestPair {
    std::size_t first = 0;
    std::size_t second = 0;
    double distance = 0;
};

// The closest pair of `colours` (at least two) to a viewer with `vision`; the first such pair in the list's order.
inline ClosestPair closestPair(std::span<const std::uint32_t> colours, Vision vision) {
    ClosestPair best{0, 1, HUGE_VAL};
    for (std::size_t i = 0; i < colours.size(); ++i) {
        for (std::size_t j = i + 1; j < colours.size(); ++j) {
            const double d = colourDistance(colours[i], colours[j], vision);
            if (d < best.distance) best = {i, j, d};
        }
    }
    return best;
}

// The nearest of `others` to `colour` for some vision, when it is nearer than `minimum` there: its place in
// `others`, the vision, and the distance (the smallest over every vision and every other colour).
struct ColourClash {
    std::size_t other = 0;
    Vision vision = Vision::Normal;
    double distance = 0;
};
inline std::optional<ColourClash> nearestClash(std::uint32_t colour, std::span<const std::uint32_t> others,
                                               double minimum) {
    std::optional<ColourClash> nearest;
    for (std::size_t i = 0; i < others.size(); ++i) {
        for (Vision vision : kVisions) {
            const double d = colourDistance(colour, others[i], vision);
            if (d < minimum && (!nearest || d < nearest->distance)) nearest = ColourClash{i, vision, d};
        }
    }
    return nearest;
}

// "#RRGGBB" (either case) as 0xRRGGBB; nothing for any other text.
inline std::optional<std::uint32_t> parseHexColour(std::string_view text) {
    if (text.size() != 7 || text[0] != '#') return std::nullopt;
    std::uint32_t value = 0;
    for (char c : text.substr(1)) {
        const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (digit < 0) return std::nullopt;
        value = value << 4 | std::uint32_t(digit);
    }
    return value;
}

// 0xRRGGBB as "#RRGGBB", upper case as tasks.txt writes it.
inline std::string hexColour(std::uint32_t rgb) {
    constexpr std::string_view digits = "0123456789ABCDEF";
    std::string text = "#";
    for (int shift = 20; shift >= 0; shift -= 4) text += digits[rgb >> shift & 0xF];
    return text;
}

}  // namespace boids::app
