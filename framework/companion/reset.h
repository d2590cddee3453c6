// Reset: the untouched stub back in exercises/, after a backup of the learner's file in backups/. Every check comes
// before the first write, so that a reset that fails changes nothing.
#pragma once

#include <ctime>
#include <filesystem>
#include <string>
#include <string_view>

#include "kit.h"

namespace boids::companion {

// The time in a backup's name, local time: "20250314-093005" (date +%Y%m%d-%H%M%S).
std::string backupStamp(std::time_t when);

// A new backup's name, relative to the kit: backups/NN_name.STAMP.cpp, or backups/NN_name.STAMP-K.cpp with the
// first K from 2 that no file has yet.
std::string backupName(const Kit&, const Task&, std::time_t when);

// The process may write `path`, and `path` is not marked read-only. root may write anything, so for root the mode
// bits decide: at least one of them must allow writing (as bash `ls -ld`). A link counts as writable, as its mode does.
bool isWritable(const std::filesystem::path& path, bool asRoot);

// What reset finds before it does anything.
enum class ExerciseState { Missing, Untouched, Edited };
// Throws fail() with the bash's words when the stub is missing. Otherwise, whether exercises/NN_name.cpp is missing,
// equal to the stub, or the learner's own.
ExerciseState exerciseState(const Kit&, const Task&);

// The checks before the question and before any write: the exercise is writable, and backups/ is (or can be
// created). Throws fail() with the bash's words, naming the command to run again (`command`: "./workshop").
void checkResetCanWrite(const Kit&, const Task&, std::string_view command, bool asRoot);

// Copies the exercise to a new backup (checked byte for byte), then the stub over the exercise. Returns the
// backup's name (relative to the kit). Throws fail() when the backup cannot be written (nothing changed; a partial
// backup is removed) or the exercise cannot (the learner's file is written back from the backup).
std::string backUpAndReset(const Kit&, const Task&, std::time_t when);

// Copies the stub to a missing exercise; throws fail() when it cannot.
void restoreMissingExercise(const Kit&, const Task&);

// The learner's answer to a y/N question, as bash `read -r` leaves it (spaces and tabs trimmed): yes or no.
bool isYes(std::string_view answer);

}  // namespace boids::companion
