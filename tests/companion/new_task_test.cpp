// new-task: the plan made from a scratch kit's files, every refusal before any write, and the writes themselves.
#include "new_task.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iomanip>
#include <optional>
#include <set>
#include <sstream>
#include <string>

#include "colour_vision.h"
#include "console.h"
#include "task_params.h"
#include "scratch_folder.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;

constexpr std::string_view kRegistry =
    "# a comment | with | bars\n"
    "# number | name      | stem          | kind      | function           | weight          | label  | colour  | bonus\n"
    "1        | Alignment | 01_alignment  | flock     | calculateAlignment | alignmentWeight | align  | #2080FF | no\n"
    "2        | Flee      | 02_flee       | predators | calculateFlee      | -               | flee   | #F59028 | no\n"
    "3        | Grid      | 03_grid       | grid      | buildGrid          | -               | grid   | #B4B4B4 | yes\n";

constexpr std::string_view kReadme =
    "# Kit\n\n| # | task | you edit |\n|---|---|---|\n| 1 | alignment | a |\n| 2 | flee | b |\n| 3 | grid | c |\n\n"
    "## After the table\n";

// A kit of three tasks, with alignment's and flee's files as the scaffold reads them.
class NewTask : public ::testing::Test {
protected:
    NewTask() {
        put(root() / "tasks.txt", kRegistry);
        put(root() / "README.md", kReadme);
        put(root() / "framework/tasks/01_alignment/stub.cpp",
            "// Task 1: alignment. Steer with them.\n//\n// Return: the sum, normalized.\n"
            "// framework/tasks/01_alignment/recipe.md has the recipe.\n// Test it:  ./workshop test 1     or ./workshop watch 1, "
            "which reruns\n#include <boids/tasks.h>\n\nnamespace boids {\n\n"
            "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {\n"
            "    // Your code here.\n    return {};\n}\n\n}  // namespace boids\n");
        put(root() / "solutions/01_alignment.cpp",
            "// Task 1, reference: alignment.\n#include <boids/tasks.h>\n\nnamespace boids {\n\n// [slide:alignment]\n"
            "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {\n"
            "    return {};\n}\n// [/slide:alignment]\n\n}  // namespace boids\n");
        put(root() / "framework/tasks/01_alignment/cases.cpp",
            "// Task 1 checks.\n#include <boids/checks.h>\n\nnamespace boids {\n\n"
            "std::vector<ForceCase> calculateAlignmentCases() {\n"
            "    auto add = [&](ForceCase c) { c.task = Task::Alignment; cases.push_back(std::move(c)); };\n}\n\n}\n");
        for (const char* file : {"framework/tasks/02_flee/stub.cpp", "solutions/02_flee.cpp",
                                 "framework/tasks/02_flee/cases.cpp"}) {
            put(root() / file, "// Task 2.\nVec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, "
                               "const Params& params) { return {}; }\n");
        }
    }
    const fs::path& root() const { return folder_.path(); }
    static NewTaskRequest request(std::string name, std::string like, std::optional<std::string> weight = {}) {
        NewTaskRequest r;
        r.name = std::move(name);
        r.like = std::move(like);
        r.weight = std::move(weight);
        return r;
    }
    NewTaskPlan plan(std::string name, std::string like = "alignment") { return planNewTask(root(), request(name, like)); }
    const NewFile& file(const NewTaskPlan& p, std::string_view relative) {
        const auto found = std::find_if(p.files.begin(), p.files.end(),
                                        [&](const NewFile& f) { return f.relative.generic_string() == relative; });
        EXPECT_NE(found, p.files.end()) << relative;
        return *found;
    }
    // The message of the CommandError `body` throws, or "" when it throws none.
    template <class Body>
    static std::string refusal(Body body) {
        try {
            body();
            return "";
        } catch (const CommandError& error) {
            return error.message;
        }
    }
    ScratchFolder folder_;
};

TEST(NameWords, AreTheNamesLettersAndDigitsInLowerCase) {
    EXPECT_EQ(nameWords("Speed-match  2"), (std::vector<std::string>{"speed", "match", "2"}));
    EXPECT_TRUE(nameWords("--").empty());
}

TEST(RegistryLine, IsPaddedToTheColumnsOfTheLineBefore) {
    const std::string before = "1        | Alignment | 01_alignment  | flock | f | w | a | #569CFF | no";
    const RegistryEntry entry{7, "Speed match", "07_speed_match", "flock", "g", "x", "speed", "#40E0D0", false};
    const std::string line = registryLine(entry, before);
    EXPECT_EQ(line, "7        | Speed match | 07_speed_match | flock | g | x | speed | #40E0D0 | no");
    EXPECT_EQ(line.find('|'), before.find('|'));  // the number's column keeps its width
}

TEST(WithTaskRow, AddsTheRowAfterTheTablesLastTaskRow) {
    const std::string readme = withTaskRow(kReadme, "| 4 | new | d |");
    EXPECT_NE(readme.find("| 3 | grid | c |\n| 4 | new | d |\n\n## After the table"), std::string::npos) << readme;
}

TEST(WithTaskRow, RefusesAReadmeWithoutATableOfTasks) {
    try {
        withTaskRow("# Kit\n\nNo table here.\n", "| 4 | new | d |");
        FAIL() << "no error";
    } catch (const CommandError& error) {
        EXPECT_NE(error.message.find("no table of tasks"), std::string::npos) << error.message;
    }
}

TEST(ParseRegistry, RefusesANumberThatIsNotDigitsNamingTheLineAndTheNumber) {
    for (const std::string number : {"7a", "\xC3\xA9", "123"}) {
        const std::string text = std::string(kRegistry) + number + " | Speed | 07_speed | flock | f | - | s | #40E0D0 | no\n";
        try {
            parseRegistry(text);
            FAIL() << "'" << number << "' was taken as a task's number";
        } catch (const CommandError& error) {
            EXPECT_NE(error.message.find("tasks.txt, line 6: the number is \"" + number + "\""), std::string::npos)
                << error.message;
        }
    }
}

TEST_F(NewTask, NumbersTheTaskAfterTheLastAndNamesItsFilesAndFunctionFromItsName) {
    const NewTaskPlan p = plan("speed  match");
    const int next = parseRegistry(kRegistry).back().number + 1;
    EXPECT_EQ(p.entry.number, next);
    EXPECT_EQ(p.entry.name, "Speed match");
    EXPECT_EQ(p.entry.stem, "0" + std::to_string(next) + "_speed_match");
    EXPECT_EQ(p.entry.function, "calculateSpeedMatch");
    EXPECT_EQ(p.entry.weight, "speedMatchWeight");
    EXPECT_EQ(p.entry.kind, "flock");
    EXPECT_EQ(p.like.number, 1);
    for (const NewFile& f : p.files) EXPECT_NE(f.relative.generic_string().find(p.entry.stem), std::string::npos);
    EXPECT_EQ(p.files.size(), 8u);
}

TEST_F(NewTask, TakesTheLikeTaskByNumberNameStemOrKind) {
    for (const char* like : {"2", "flee", "Flee", "02_flee", "predators", "calculateFlee"}) {
        EXPECT_EQ(plan("wander", like).like.number, 2) << like;
        EXPECT_EQ(plan("wander", like).entry.kind, "predators") << like;
    }
}

TEST_F(NewTask, RefusesTheGridAndALikeThatNamesNoTaskSayingWhatItTakes) {
    EXPECT_NE(refusal([&] { plan("wander", "3"); }).find("exactly one"), std::string::npos);
    const std::string unknown = refusal([&] { plan("wander", "cohesion"); });
    EXPECT_NE(unknown.find("'cohesion' names no task"), std::string::npos) << unknown;
    EXPECT_NE(unknown.find("1 Alignment, 2 Flee"), std::string::npos) << unknown;
    EXPECT_NE(refusal([&] { plan("wander", ""); }).find("needs --like"), std::string::npos);
}

TEST_F(NewTask, RefusesANameTheRegistryWouldRefuseOrAnotherTaskHas) {
    EXPECT_NE(refusal([&] { plan("speed/match"); }).find("'speed/match' is not one tasks.txt takes"), std::string::npos);
    EXPECT_NE(refusal([&] { plan(""); }).find("needs the task's name"), std::string::npos);
    EXPECT_NE(refusal([&] { plan("flee"); }).find("task 2 Flee has the name"), std::string::npos);
}

TEST_F(NewTask, TheStubIsTheNewTasksWithTheLikeTasksLinesOfCommonUse) {
    const NewTaskPlan p = plan("speed match");
    const std::string& stub = file(p, "framework/tasks/" + p.entry.stem + "/stub.cpp").text;
    const std::string n = std::to_string(p.entry.number);
    EXPECT_TRUE(stub.starts_with("// Task " + n + ": speed match. " + std::string(kInstructorMarker))) << stub;
    EXPECT_NE(stub.find("./workshop test " + n + "     or ./workshop watch " + n + ","), std::string::npos) << stub;
    EXPECT_NE(stub.find("framework/tasks/" + p.entry.stem + "/recipe.md"), std::string::npos) << stub;
    EXPECT_NE(stub.find("Vec2 calculateSpeedMatch(const Boid& self, std::span<const Boid> neighbors"), std::string::npos);
    EXPECT_EQ(stub.find("alignment"), std::string::npos) << stub;  // nothing of the like task's own text is left
    EXPECT_EQ(file(p, "exercises/" + p.entry.stem + ".cpp").text, stub);
}

TEST_F(NewTask, TheSolutionAndCasesAreTheLikeTasksRenamedWithoutSlideMarkersOrTheirTask) {
    const NewTaskPlan p = plan("speed match");
    const std::string& solution = file(p, "solutions/" + p.entry.stem + ".cpp").text;
    EXPECT_NE(solution.find("Vec2 calculateSpeedMatch("), std::string::npos) << solution;
    EXPECT_EQ(solution.find("[slide:"), std::string::npos) << solution;
    EXPECT_EQ(solution.find("calculateAlignment"), std::string::npos) << solution;
    const std::string& cases = file(p, "framework/tasks/" + p.entry.stem + "/cases.cpp").text;
    EXPECT_NE(cases.find("std::vector<ForceCase> calculateSpeedMatchCases()"), std::string::npos) << cases;
    EXPECT_EQ(cases.find("Task::Alignment"), std::string::npos) << cases;
    EXPECT_NE(file(p, "framework/tasks/" + p.entry.stem + "/hints.md").text.find("\n## Hint 1\n"), std::string::npos);
    EXPECT_NE(file(p, "framework/tasks/" + p.entry.stem + "/facts.cpp").text.find("TaskFacts calculateSpeedMatchFacts()"),
              std::string::npos);
    EXPECT_NE(file(p, "framework/tasks/" + p.entry.stem + "/mistakes.cpp").text.find("calculateSpeedMatchMistakes()"),
              std::string::npos);
}

TEST_F(NewTask, TheRegistryAndReadmeGainOneLineEachAndKeepEveryOther) {
    const NewTaskPlan p = plan("speed match");
    EXPECT_TRUE(p.registry.starts_with(kRegistry));
    EXPECT_EQ(parseRegistry(p.registry).size(), parseRegistry(kRegistry).size() + 1);
    const RegistryEntry added = parseRegistry(p.registry).back();
    EXPECT_EQ(added.function, p.entry.function);
    EXPECT_EQ(added.colour, p.entry.colour);
    EXPECT_EQ(std::count(p.readme.begin(), p.readme.end(), '\n'), std::count(kReadme.begin(), kReadme.end(), '\n') + 1);
}

TEST_F(NewTask, BeforeATaskItTakesThatNumberAndTheTasksFromThereOnAreNumberedOneMore) {
    NewTaskRequest r = request("speed match", "alignment");
    const int grid = 3;
    r.before = grid;
    const NewTaskPlan p = planNewTask(root(), r);
    EXPECT_EQ(p.entry.number, grid);
    EXPECT_EQ(p.entry.stem, "03_speed_match");
    const std::vector<RegistryEntry> after = parseRegistry(p.registry);
    ASSERT_EQ(after.size(), 4u);
    EXPECT_EQ(after[2].name, "Speed match");
    EXPECT_EQ(after[2].number, grid);
    EXPECT_EQ(after[3].name, "Grid");
    EXPECT_EQ(after[3].number, grid + 1);
    EXPECT_EQ(after[3].stem, "03_grid") << "a moved task keeps its files";
    ASSERT_EQ(p.moved.size(), 1u);
    EXPECT_EQ(p.moved[0].from, grid);
    EXPECT_EQ(p.moved[0].to, grid + 1);
    EXPECT_NE(p.registry.find("\n4        | Grid      |"), std::string::npos) << "the column keeps its width:\n"
                                                                               << p.registry;
    EXPECT_NE(p.readme.find("| 2 | flee | b |\n| 3 | speed match | `exercises/03_speed_match.cpp`"), std::string::npos)
        << p.readme;
    EXPECT_NE(p.readme.find(" |\n| 4 | grid | c |\n\n## After the table"), std::string::npos) << p.readme;
}

TEST_F(NewTask, BeforeATaskItCountsTheLinesThatStillNameAMovedTaskByItsOldNumber) {
    put(root() / "docs/guide.md", "Task 3 is a bonus.\nSkip task 3, and tasks 3 too.\nTask 13 and task 30 are not it.\n");
    NewTaskRequest r = request("speed match", "alignment");
    r.before = 3;
    const NewTaskPlan p = planNewTask(root(), r);
    const auto guide = std::find_if(p.mentions.begin(), p.mentions.end(),
                                    [](const OldNumberMention& m) { return m.file == "docs/guide.md"; });
    ASSERT_NE(guide, p.mentions.end()) << "found in " << p.mentions.size() << " files";
    EXPECT_EQ(guide->lines, 2);
    EXPECT_FALSE(std::any_of(p.mentions.begin(), p.mentions.end(),
                             [](const OldNumberMention& m) { return m.file == "framework/tasks/01_alignment/stub.cpp"; }))
        << "task 1 did not move";
}

TEST_F(NewTask, BeforeANumberThatNamesNoTaskIsRefusedListingTheTasks) {
    NewTaskRequest r = request("speed match", "alignment");
    r.before = 9;
    const std::string why = refusal([&] { planNewTask(root(), r); });
    EXPECT_NE(why.find("--before 9 names no task of tasks.txt; its tasks are 1, 2, 3"), std::string::npos) << why;
}

TEST(WithTaskLine, KeepsTheLinesEndingsOfAWindowsCheckout) {
    const std::string registry = "# n | name\r\n1 | A\r\n2 | B\r\n";
    EXPECT_EQ(withTaskLine(registry, "2 | New", 2), "# n | name\r\n1 | A\r\n2 | New\r\n3 | B\r\n");
    EXPECT_EQ(withTaskLine(registry, "3 | New"), registry + "3 | New\r\n");
}

TEST(RenumberTaskState, MovesHintCountersUpAndRemovesTheMovedTasksRecords) {
    ScratchFolder folder;
    const fs::path build = folder.path() / "build", state = folder.path() / ".workshop";
    put(state / "hints-2", "1\n");
    put(state / "hints-3", "2\n");
    put(build / "task-3.jsonl", "{}\n");
    put(build / "task-1.jsonl", "{}\n");
    const std::vector<MovedTask> moved{{2, 3, "Flee"}, {3, 4, "Grid"}};
    EXPECT_EQ(renumberTaskState(build, state, moved), 1);
    EXPECT_EQ(contentsOf(state / "hints-3"), "1\n");
    EXPECT_EQ(contentsOf(state / "hints-4"), "2\n");
    EXPECT_FALSE(fs::exists(state / "hints-2"));
    EXPECT_FALSE(fs::exists(build / "task-3.jsonl"));
    EXPECT_TRUE(fs::exists(build / "task-1.jsonl")) << "task 1 did not move";
}

TEST_F(NewTask, AnotherTasksWeightIsRefusedUnlessAskedFor) {
    EXPECT_NE(refusal([&] { plan("alignment"); }).find("has the name"), std::string::npos);
    EXPECT_EQ(planNewTask(root(), request("follow", "alignment", "alignmentWeight")).entry.weight, "alignmentWeight");
    EXPECT_EQ(planNewTask(root(), request("follow", "alignment", "-")).entry.weight, "-");
    const std::string bad = refusal([&] { planNewTask(root(), request("follow", "alignment", "2x")); });
    EXPECT_NE(bad.find("--weight '2x'"), std::string::npos) << bad;
}

// The fixture's task colours, as kRegistry lists them, and the inspector's white arrow of the total force.
constexpr std::uint32_t kAlignmentColour = 0x2080FF, kFleeColour = 0xF59028, kGridColour = 0xB4B4B4,
                        kTotalArrow = 0xFFFFFF;

// A violet 30 apart from alignment's blue to normal vision, and under 1 apart for protanopia.
constexpr std::uint32_t kProtanopeBlue = 0xA070FF;

TEST_F(NewTask, AColourNearATasksForSomeVisionIsRefusedNamingBothTheVisionTheDistanceAndTheThreshold) {
    NewTaskRequest r = request("follow", "alignment");
    r.colour = app::hexColour(kProtanopeBlue);
    const std::string message = refusal([&] { planNewTask(root(), r); });
    const double distance = app::colourDistance(kProtanopeBlue, kAlignmentColour, app::Vision::Protanopia);
    ASSERT_LT(distance, app::kMinTaskColourDistance);
    std::ostringstream shown;
    shown << std::fixed << std::setprecision(1) << distance;
    for (const std::string& expected : std::vector<std::string>{
             "--colour #A070FF is too near task 1 Alignment's #2080FF for protanopia: " + shown.str() + " apart",
             "stay " + std::to_string(int(app::kMinTaskColourDistance)) + " apart", "Try --colour #"}) {
        EXPECT_NE(message.find(expected), std::string::npos) << "wanted: " << expected << "\ngot: " << message;
    }
}

// The suggestion the refusal makes is taken as it is; so is any colour apart from every task's, with or without '#'.
TEST_F(NewTask, AColourApartFromEveryTasksForEveryVisionIsTakenAsGiven) {
    NewTaskRequest r = request("follow", "alignment");
    r.colour = app::hexColour(kProtanopeBlue);
    const std::string message = refusal([&] { planNewTask(root(), r); });
    const std::string suggestion = message.substr(message.find("Try --colour ") + 13, 7);
    r.colour = suggestion;
    EXPECT_EQ(planNewTask(root(), r).entry.colour, suggestion);
    r.colour = suggestion.substr(1);
    EXPECT_EQ(planNewTask(root(), r).entry.colour, suggestion);
    r.colour = "#12345";
    EXPECT_NE(refusal([&] { planNewTask(root(), r); }).find("--colour '#12345' is not a colour"), std::string::npos);
}

TEST_F(NewTask, WithoutAColourItTakesOneApartFromEveryTasksAndTheTotalArrowForEveryVision) {
    const auto colour = app::parseHexColour(plan("follow").entry.colour);
    ASSERT_TRUE(colour);
    for (std::uint32_t other : {kAlignmentColour, kFleeColour, kGridColour, kTotalArrow}) {
        for (app::Vision vision : app::kVisions) {
            EXPECT_GE(app::colourDistance(*colour, other, vision), app::kMinTaskColourDistance)
                << app::hexColour(*colour) << " and " << app::hexColour(other) << " for " << app::visionName(vision);
        }
    }
}

// A parameter of the task's own: params.txt holds its numbers, and every other file names params.NAME, never them.
TEST_F(NewTask, AParameterOfItsOwnIsInItsParamsFileAndNamedInEveryFileItWrites) {
    put(root() / "framework/core/boids/params.h", "struct Params {\n    float maxSpeed = 5;\n};\n");
    NewTaskRequest r = request("stay in bounds", "alignment");
    r.params = {parseParamOption("margin=100:0..300:units from the world's edge")};
    const NewTaskPlan p = planNewTask(root(), r);
    const std::string folder = "framework/tasks/" + p.entry.stem + "/";
    EXPECT_EQ(p.files.size(), 9u);
    const std::string& params = file(p, folder + "params.txt").text;
    EXPECT_NE(params.find("\nmargin | 100 | 0 | 300 | 1 | units from the world's edge\n"), std::string::npos) << params;
    EXPECT_EQ(paramNamesIn(params), std::vector<std::string>{"margin"});
    for (const std::string& relative : {folder + "stub.cpp", "solutions/" + p.entry.stem + ".cpp", folder + "cases.cpp",
                                       folder + "hints.md", folder + "recipe.md"}) {
        const std::string& text = file(p, relative).text;
        EXPECT_NE(text.find("params.margin"), std::string::npos) << relative << ":\n" << text;
        EXPECT_EQ(text.find("300"), std::string::npos) << relative << " writes the parameter's number:\n" << text;
    }
    EXPECT_NE(file(p, folder + "cases.cpp").text.find("own.margin"), std::string::npos);
    EXPECT_EQ(file(p, "exercises/" + p.entry.stem + ".cpp").text, file(p, folder + "stub.cpp").text);
}

TEST_F(NewTask, AParameterThatParamsOrAnotherTaskHasIsRefusedBeforeAnyWrite) {
    put(root() / "framework/core/boids/params.h", "struct Params {\n    float maxSpeed = 5;\n};\n");
    put(root() / "framework/tasks/02_flee/params.txt", "# name | default\nreach | 10 | 0 | 20 | 1 | units\n");
    auto refusedFor = [&](std::string option) {
        NewTaskRequest r = request("stay in bounds", "alignment");
        r.params = {parseParamOption(option)};
        return refusal([&] { planNewTask(root(), r); });
    };
    EXPECT_NE(refusedFor("maxSpeed=1:0..3").find("Params has a field maxSpeed already"), std::string::npos);
    EXPECT_NE(refusedFor("reach=1:0..3").find("task 2 Flee has a parameter reach already"), std::string::npos);
    EXPECT_NE(refusedFor("alignmentWeight=1:0..3").find("task 1 Alignment is weighted by alignmentWeight"),
              std::string::npos);
    EXPECT_NE(refusedFor("stayInBoundsWeight=1:0..3").find("the new task's weight already"), std::string::npos);
    EXPECT_EQ(contentsOf(root() / "tasks.txt"), kRegistry);
}

TEST_F(NewTask, AFileOrTaskFolderThatExistsStopsItBeforeAnyWriteAndIsKept) {
    const NewTaskPlan p = plan("speed match");
    const std::string folder = "framework/tasks/" + p.entry.stem + "/";
    for (const std::string& relative : {folder + "hints.md", "exercises/" + p.entry.stem + ".cpp"}) {
        SCOPED_TRACE(relative);
        const std::string existing = relative.starts_with("exercises/") ? relative : folder;
        put(root() / relative, "the instructor's own\n");
        const std::string message = refusal([&] { plan("speed match"); });
        EXPECT_NE(message.find(existing + " exists already"), std::string::npos) << message;
        EXPECT_EQ(contentsOf(root() / relative), "the instructor's own\n");
        EXPECT_EQ(contentsOf(root() / "tasks.txt"), kRegistry);
        fs::remove_all(root() / "framework/tasks" / p.entry.stem);
        fs::remove(root() / relative);
    }
}

TEST_F(NewTask, ItsFilesLiveInExercisesSolutionsAndOneFolderOfItsOwn) {
    const NewTaskPlan p = plan("speed match");
    std::set<std::string> folders;
    for (const NewFile& f : p.files) folders.insert(f.relative.parent_path().generic_string());
    EXPECT_EQ(folders, (std::set<std::string>{"exercises", "solutions", "framework/tasks/" + p.entry.stem}));
}

TEST_F(NewTask, WritesEveryFileAndTheTwoEditsAndLeavesNoTemporaryFile) {
    const NewTaskPlan p = plan("speed match");
    writeNewTask(root(), p);
    for (const NewFile& f : p.files) EXPECT_EQ(contentsOf(root() / f.relative), f.text) << f.relative;
    EXPECT_EQ(contentsOf(root() / "tasks.txt"), p.registry);
    EXPECT_EQ(contentsOf(root() / "README.md"), p.readme);
    EXPECT_FALSE(fs::exists(root() / "tasks.txt.new-task"));
    EXPECT_FALSE(fs::exists(root() / "README.md.new-task"));
}

// A file that appears between the plan and the writes (here a folder where the last new file goes), and a
// temporary file that cannot be written: either way every file written before is removed, the two edits undone.
TEST_F(NewTask, AWriteThatFailsTakesBackEverythingWrittenBeforeIt) {
    const NewTaskPlan p = plan("speed match");
    const fs::path last = root() / p.files.back().relative;
    fs::create_directories(last);
    const std::string message = refusal([&] { writeNewTask(root(), p); });
    EXPECT_NE(message.find("could not write " + p.files.back().relative.generic_string()), std::string::npos) << message;
    EXPECT_NE(message.find("taken back"), std::string::npos) << message;
    for (const NewFile& f : p.files) {
        if (f.relative != p.files.back().relative) {
            EXPECT_FALSE(fs::exists(root() / f.relative)) << f.relative;
        }
    }
    EXPECT_EQ(contentsOf(root() / "tasks.txt"), kRegistry);
    EXPECT_EQ(contentsOf(root() / "README.md"), kReadme);
}

TEST_F(NewTask, ARegistryThatCannotBeWrittenTakesBackTheReadmeAndTheFiles) {
    const NewTaskPlan p = plan("speed match");
    fs::create_directories(root() / "tasks.txt.new-task");  // where tasks.txt's new text is written first
    const std::string message = refusal([&] { writeNewTask(root(), p); });
    EXPECT_NE(message.find("could not write tasks.txt"), std::string::npos) << message;
    for (const NewFile& f : p.files) EXPECT_FALSE(fs::exists(root() / f.relative)) << f.relative;
    EXPECT_FALSE(fs::exists(root() / "framework/tasks" / p.entry.stem)) << "the task's folder it made is left behind";
    EXPECT_EQ(contentsOf(root() / "README.md"), kReadme);
    EXPECT_EQ(contentsOf(root() / "tasks.txt"), kRegistry);
    fs::remove(root() / "tasks.txt.new-task");
    EXPECT_NO_THROW(planNewTask(root(), request("speed match", "alignment"))) << "a second try is refused";
}

}  // namespace
}  // namespace boids::companion
