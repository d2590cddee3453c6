// Reset's checks and copies (reset.h).
#include "reset.h"

#include <system_error>

#include "console.h"
#include "file_io.h"
#include "utf8_path.h"

#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#endif

namespace boids::companion {

namespace fs = std::filesystem;

std::string backupStamp(std::time_t when) {
    std::tm local{};
#ifdef _WIN32
    localtime_s(&local, &when);
#else
    localtime_r(&when, &local);
#endif
    char text[32];
    std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &local);
    return text;
}

std::string backupName(const Kit& kit, const Task& task, std::time_t when) {
    const std::string base = "backups/" + std::string(task.stem) + "." + backupStamp(when);
    std::string name = base + ".cpp";
    std::error_code error;
    for (int k = 2; fs::exists(kit.root() / name, error) || fs::is_symlink(kit.root() / name, error); ++k)
        name = base + "-" + std::to_string(k) + ".cpp";
    return name;
}

bool isWritable(const fs::path& path, bool asRoot) {
    std::error_code error;
#ifdef _WIN32
    // The read-only attribute is the only mark (std::filesystem shows it as no write permission); a folder's is
    // ignored by Windows itself.
    (void)asRoot;
    const fs::file_status status = fs::status(path, error);
    if (error || !fs::exists(status)) return false;
    return fs::is_directory(status) || (status.permissions() & fs::perms::owner_write) != fs::perms::none;
#else
    if (::faccessat(AT_FDCWD, path.c_str(), W_OK, AT_EACCESS) != 0) return false;
    if (!asRoot) return true;
    const fs::perms mode = fs::symlink_status(path, error).permissions();
    if (error) return false;
    const fs::perms writeBits = fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write;
    return (mode & writeBits) != fs::perms::none;
#endif
}

ExerciseState exerciseState(const Kit& kit, const Task& task) {
    const std::string stub = taskFile(task, "stub.cpp");
    std::error_code error;
    if (!fs::is_regular_file(kit.stub(task), error))
        fail("the kit's untouched copy " + stub + " is missing (git checkout " + stub + " brings it back).");
    if (!fs::exists(kit.exercise(task), error)) return ExerciseState::Missing;
    return sameBytes(kit.exercise(task), kit.stub(task)) ? ExerciseState::Untouched : ExerciseState::Edited;
}

void checkResetCanWrite(const Kit& kit, const Task& task, std::string_view command, bool asRoot) {
    const std::string exercise = "exercises/" + std::string(task.stem) + ".cpp";
    const std::string again = std::string(command) + " reset " + std::to_string(task.number) + " again.";
    if (!isWritable(kit.exercise(task), asRoot))
        fail(exercise + " is read-only, so reset changed nothing. Make it writable (chmod u+w " + exercise +
             ") and run " + again);
    std::error_code error;
    if (fs::exists(kit.backups(), error)) {
        if (!fs::is_directory(kit.backups(), error) || !isWritable(kit.backups(), asRoot))
            fail("backups/ is read-only, so reset changed nothing: your file would have no backup. Make it writable "
                 "(chmod u+w backups) and run " + again);
    } else if (!isWritable(kit.root(), asRoot)) {
        fail("cannot create backups/ in " + app::utf8FromPath(kit.root()) +
             ", so reset changed nothing (your file would have no backup).");
    }
}

std::string backUpAndReset(const Kit& kit, const Task& task, std::time_t when) {
    const std::string exercise = "exercises/" + std::string(task.stem) + ".cpp";
    const std::string backup = backupName(kit, task, when);
    const fs::path backupPath = kit.root() / backup;
    std::error_code error;
    fs::create_directories(kit.backups(), error);
    const std::optional<std::string> learners = readFile(kit.exercise(task));
    if (error || !learners || !writeFile(backupPath, *learners) || !sameBytes(kit.exercise(task), backupPath)) {
        fs::remove(backupPath, error);
        fail("could not write the backup " + backup + ", so reset changed nothing.");
    }
    const std::optional<std::string> stub = readFile(kit.stub(task));
    if (!stub || !writeFile(kit.exercise(task), *stub)) {
        writeFile(kit.exercise(task), *learners);
        fail("could not write " + exercise + ". Your version is in " + backup + ".");
    }
    return backup;
}

void restoreMissingExercise(const Kit& kit, const Task& task) {
    const std::optional<std::string> stub = readFile(kit.stub(task));
    if (!stub || !writeFile(kit.exercise(task), *stub))
        fail("could not write exercises/" + std::string(task.stem) + ".cpp (is exercises/ read-only?).");
}

bool isYes(std::string_view answer) {
    while (!answer.empty() && (answer.front() == ' ' || answer.front() == '\t')) answer.remove_prefix(1);
    while (!answer.empty() && (answer.back() == ' ' || answer.back() == '\t')) answer.remove_suffix(1);
    return answer == "y" || answer == "Y" || answer == "yes" || answer == "Yes" || answer == "YES";
}

}  // namespace boids::companion
