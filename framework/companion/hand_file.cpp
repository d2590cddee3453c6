// The kit's hand file, .workshop/hand (hand_file.h).
#include "hand_file.h"

#include <filesystem>

#include "file_io.h"

namespace boids::companion {

namespace fs = std::filesystem;

std::optional<hand::Hand> readHand(const Kit& kit, Console& console) {
    const std::optional<std::string> text = readFile(kit.state() / "hand");
    if (!text) return std::nullopt;
    const hand::Read read = hand::fromText(*text);
    if (!read.problem.empty()) {
        console.complain(".workshop/hand is not a hand (" + read.problem + "); it is read as no hand, and " +
                         console.command() + " hand writes it anew.");
    }
    return read.hand;
}

void saveHand(const Kit& kit, const hand::Hand& h) {
    std::error_code error;
    fs::create_directories(kit.state(), error);
    const fs::path file = kit.state() / "hand", temporary = kit.state() / "hand.new";
    if (error || !writeFile(temporary, hand::toText(h))) {
        fail("could not write .workshop/hand" + (error ? " (" + error.message() + ")" : std::string()) +
             ", so your hand is not up: raise it in the window (N), or your own.");
    }
    fs::rename(temporary, file, error);
    if (error) {
        fs::remove(temporary, error);
        fail("could not write .workshop/hand (" + error.message() + "), so your hand is not up: raise it in the "
             "window (N), or your own.");
    }
}

void lowerHand(const Kit& kit) {
    std::error_code error;
    fs::remove(kit.state() / "hand", error);
    if (error) fail("could not remove .workshop/hand (" + error.message() + "), so your hand is still up.");
}

}  // namespace boids::companion
