// The learner's raised hand in the kit's .workshop/hand (boids/hand.h): what ./workshop hand writes, status reads
// and the window shows.
#pragma once

#include <optional>

#include <boids/hand.h>

#include "console.h"
#include "kit.h"

namespace boids::companion {

// The hand up, if any. A file that is not a hand counts as none, and the console says why (fromText's problem).
std::optional<hand::Hand> readHand(const Kit&, Console&);

// Writes the hand whole beside the file, then renames it over: the window, which reads the file every second, never
// reads half of one. Throws fail() naming the file when it cannot.
void saveHand(const Kit&, const hand::Hand&);

// Removes the file; throws fail() when it is there and cannot be removed.
void lowerHand(const Kit&);

}  // namespace boids::companion
