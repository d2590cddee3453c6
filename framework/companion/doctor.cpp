// ./workshop doctor's judgements (doctor.h): pure functions of the facts verb_doctor.cpp gathers.
#include "doctor.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>

#include <boids/records.h>

#include "file_io.h"
#include "task_tests.h"

namespace boids::companion {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The little-endian number of `size` bytes at `at`.
std::uint32_t littleEndian(std::string_view bytes, std::size_t at, std::size_t size) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < size; ++i) value |= std::uint32_t(static_cast<unsigned char>(bytes[at + i])) << (8 * i);
    return value;
}

// The channel `mask` selects of a pixel, scaled to 0..255.
int channel(std::uint32_t pixel, std::uint32_t mask) {
    if (mask == 0) return 0;
    int shift = 0;
    while (((mask >> shift) & 1u) == 0) ++shift;
    const std::uint32_t maximum = mask >> shift;
    return int(((pixel & mask) >> shift) * 255u / maximum);
}

}  // namespace

Version firstVersion(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool inWord = i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_' ||
                                      text[i - 1] == '.');
        if (!isDigit(text[i]) || inWord) continue;
        Version version;
        std::size_t at = i;
        while (at < text.size() && isDigit(text[at])) {
            int part = 0;
            while (at < text.size() && isDigit(text[at])) part = part * 10 + (text[at++] - '0');
            version.push_back(part);
            if (at + 1 < text.size() && text[at] == '.' && isDigit(text[at + 1])) ++at;
            else break;
        }
        return version;
    }
    return {};
}

std::string versionText(const Version& version) {
    std::string text;
    for (std::size_t i = 0; i < version.size(); ++i) {
        if (i > 0) text += '.';
        text += std::to_string(version[i]);
    }
    return text;
}

bool atLeast(const Version& version, const Version& minimum) {
    for (std::size_t i = 0; i < std::max(version.size(), minimum.size()); ++i) {
        const int have = i < version.size() ? version[i] : 0;
        const int want = i < minimum.size() ? minimum[i] : 0;
        if (have != want) return have > want;
    }
    return true;
}

std::optional<Compiler> compilerOf(std::string_view versionOutput) {
    const std::string_view first = versionOutput.substr(0, versionOutput.find('\n'));
    if (const std::size_t at = first.find("clang version"); at != std::string_view::npos)
        return Compiler{"clang++", firstVersion(first.substr(at))};
    // GCC's first line: "g++ (Debian 12.2.0-14) 12.2.0", "c++ (GCC) 11.4.1 ...": the version after the parenthesis.
    const bool gnu = first.find("g++") != std::string_view::npos || first.find("(GCC)") != std::string_view::npos ||
                     versionOutput.find("Free Software Foundation") != std::string_view::npos;
    if (!gnu) return std::nullopt;
    const std::size_t closed = first.rfind(')');
    return Compiler{"g++", firstVersion(closed == std::string_view::npos ? first : first.substr(closed + 1))};
}

Version compilerMinimum(const Compiler& compiler) { return compiler.name == "g++" ? Version{11} : Version{14}; }

std::optional<int> definedNumber(std::string_view header, std::string_view macro) {
    for (const std::string_view line : linesOf(header)) {
        std::size_t at = line.find_first_not_of(" \t");
        if (at == std::string_view::npos || line[at] != '#') continue;
        at = line.find_first_not_of(" \t", at + 1);
        if (at == std::string_view::npos || line.substr(at, 6) != "define") continue;
        at = line.find_first_not_of(" \t", at + 6);
        if (at == std::string_view::npos || line.substr(at, macro.size()) != macro) continue;
        at += macro.size();
        if (at >= line.size() || (line[at] != ' ' && line[at] != '\t')) continue;
        at = line.find_first_not_of(" \t", at);
        if (at == std::string_view::npos || !isDigit(line[at])) continue;
        return std::atoi(std::string(line.substr(at)).c_str());
    }
    return std::nullopt;
}

Version headerVersion(const Library& library, std::string_view headerText) {
    if (library.macros[0].empty()) return {};
    const std::optional<int> major = definedNumber(headerText, library.macros[0]);
    if (!major) return {};
    if (library.macros[1].empty()) return {*major / 10000, *major / 100 % 100, *major % 100};  // fmt's 90100
    const std::optional<int> minor = definedNumber(headerText, library.macros[1]);
    const std::optional<int> patch = definedNumber(headerText, library.macros[2]);
    if (!minor || !patch) return {};
    return {*major, *minor, *patch};
}

std::string findingLine(const Finding& finding, const Style& style) {
    switch (finding.outcome) {
    case Outcome::Ok:
        return "  " + finding.what + ": " + style.green + "ok" + style.reset + ", " + finding.detail;
    case Outcome::Problem:
        return "  " + finding.what + ": " + style.red + finding.detail + style.reset;
    case Outcome::Skipped:
        return "  " + finding.what + ": " + style.dim + "skipped, " + finding.detail + style.reset;
    case Outcome::Note:
        break;
    }
    return "  " + finding.what + ": " + finding.detail;
}

bool hasProblem(std::span<const Finding> findings) {
    for (const Finding& finding : findings)
        if (finding.outcome == Outcome::Problem) return true;
    return false;
}

std::string verdictLine(std::span<const Finding> findings, const Style& style) {
    for (const Finding& finding : findings) {
        if (finding.outcome != Outcome::Problem) continue;
        return style.red + style.bold + "not ready" + style.reset + ": " + finding.what + ": " + finding.detail +
               ". Fix: " + finding.fix;
    }
    return style.green + style.bold + "ready" + style.reset;
}

Finding windowsPackagesFinding(const WindowsFacts& facts) {
    const WindowsMissing missing = windowsMissing(facts);
    if (!missing.packages.empty())
        return {"packages", Outcome::Problem, "missing MSYS2 packages: " + spokenList(missing.packages),
                missing.installLine + " (in " + missing.shell + " shell)"};
    if (!missing.items.empty()) {
        std::string items;
        for (const std::string& item : missing.items) {
            if (!items.empty()) items += "; ";
            items += item;
        }
        return {"packages", Outcome::Problem, "missing " + items,
                "install them (docs/setting-up.md has the Windows steps), then workshop doctor again"};
    }
    return {"packages", Outcome::Ok, "the compiler, cmake and the libraries are installed", ""};
}

Finding displayFinding(const char* display, const char* waylandDisplay) {
    if (display && *display) return {"display", Outcome::Ok, std::string("DISPLAY=") + display, ""};
    if (waylandDisplay && *waylandDisplay)
        return {"display", Outcome::Ok, std::string("WAYLAND_DISPLAY=") + waylandDisplay, ""};
    return {"display", Outcome::Problem,
            "none (DISPLAY and WAYLAND_DISPLAY are unset), so the window can run headless only: ./workshop run "
            "cannot open it (the tests, the trace and --headless runs need none)",
            "run ./workshop doctor in a terminal of the laptop's own desktop, which sets DISPLAY (over ssh: ssh -X; in "
            "a container or WSL, pass the display in)"};
}

std::string gigabytes(std::uintmax_t bytes) {
    const std::uintmax_t tenths = (bytes + 50'000'000) / 100'000'000;
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " GB";
}

Finding diskFinding(std::uintmax_t available, bool loopBuilt) {
    const std::uintmax_t needed = loopBuilt ? kDiskMargin : kFirstBuildBytes + kDiskMargin;
    const std::string need = loopBuilt ? gigabytes(needed) + " for rebuilds"
                                       : gigabytes(needed) + ": a first build takes " + gigabytes(kFirstBuildBytes);
    if (available >= needed) return {"disk", Outcome::Ok, gigabytes(available) + " free in the kit's folder (" + need + ")", ""};
    return {"disk", Outcome::Problem,
            "only " + gigabytes(available) + " free in the kit's folder, and the kit needs " + need,
            "free " + gigabytes(needed - available) + " or more on this disk (or move the kit to a disk with room)"};
}

std::optional<long> pixelsNear(std::string_view bmp, std::array<int, 3> rgb, int tolerance) {
    if (bmp.size() < 54 || bmp.substr(0, 2) != "BM") return std::nullopt;
    const std::uint32_t offset = littleEndian(bmp, 10, 4);
    const std::uint32_t headerSize = littleEndian(bmp, 14, 4);
    const auto width = std::int32_t(littleEndian(bmp, 18, 4));
    const auto height = std::int32_t(littleEndian(bmp, 22, 4));
    const std::uint32_t bits = littleEndian(bmp, 28, 2);
    const std::uint32_t compression = littleEndian(bmp, 30, 4);
    if (width <= 0 || height == 0 || (bits != 24 && bits != 32)) return std::nullopt;
    std::uint32_t masks[3] = {0xff0000u, 0x00ff00u, 0x0000ffu};  // red, green, blue
    if (compression == 3) {  // BI_BITFIELDS: the masks follow a 40-byte header, or stand in a V4/V5 header
        if (bits != 32 || bmp.size() < 14 + 40 + 12 || headerSize < 40) return std::nullopt;
        for (int i = 0; i < 3; ++i) masks[i] = littleEndian(bmp, 54 + 4 * std::size_t(i), 4);
    } else if (compression != 0) {
        return std::nullopt;
    }
    const std::size_t rows = std::size_t(height < 0 ? -std::int64_t(height) : height);
    const std::size_t stride = (std::size_t(width) * bits / 8 + 3) / 4 * 4;
    if (offset > bmp.size() || (bmp.size() - offset) / stride < rows) return std::nullopt;
    long count = 0;
    for (std::size_t y = 0; y < rows; ++y) {
        for (std::size_t x = 0; x < std::size_t(width); ++x) {
            const std::size_t at = offset + y * stride + x * bits / 8;
            const std::uint32_t pixel = littleEndian(bmp, at, bits / 8);
            const int got[3] = {channel(pixel, masks[0]), channel(pixel, masks[1]), channel(pixel, masks[2])};
            bool near = true;
            for (int i = 0; i < 3; ++i) near = near && std::abs(got[i] - rgb[std::size_t(i)]) <= tolerance;
            if (near) ++count;
        }
    }
    return count;
}

TaskRun taskRunOf(std::string_view records, std::string_view output) {
    const report::Records read = report::readRecords(records);
    TaskRun run;
    run.finished = read.ended;
    run.passed = read.passed();
    run.total = int(read.checks.size());
    if (!run.finished) {
        std::vector<std::string_view> lines;
        for (const std::string_view line : linesOf(output))
            if (!line.empty()) lines.push_back(line);
        for (std::size_t i = lines.size() > 3 ? lines.size() - 3 : 0; i < lines.size(); ++i)
            run.lastLines += (run.lastLines.empty() ? "" : " / ") + std::string(lines[i]);
    }
    return run;
}

Finding taskFinding(int task, const TaskRun& stub, const TaskRun& reference, std::string_view command) {
    const std::string what = "task " + std::to_string(task) + "'s tests";
    const std::string rebuild = std::string(command) + " doctor again (it rebuilds them); if it stays, run " +
                                std::string(command) + " selftest";
    auto stopped = [&](const char* which, const TaskRun& run) {
        return Finding{what, Outcome::Problem,
                       std::string("the test program did not finish on the ") + which +
                           (run.lastLines.empty() ? std::string() : ": " + run.lastLines),
                       rebuild};
    };
    if (!stub.finished) return stopped("untouched stub", stub);
    if (!reference.finished) return stopped("reference", reference);
    const std::string counts = "the untouched stub passes " + std::to_string(stub.passed) + " of " +
                               std::to_string(stub.total) + ", the reference " + std::to_string(reference.passed) +
                               " of " + std::to_string(reference.total);
    if (stub.total == 0 || stub.passed >= stub.total)
        return {what, Outcome::Problem, counts + ": the checks do not catch a stub", rebuild};
    if (reference.total == 0 || reference.passed < reference.total)
        return {what, Outcome::Problem, counts + ": the checks refuse the reference", rebuild};
    return {what, Outcome::Ok, counts + " (the stub fails as it should)", ""};
}

}  // namespace boids::companion
