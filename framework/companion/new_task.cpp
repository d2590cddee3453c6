// ./workshop new-task: plans a task's files from an existing task's (new_task.h); new_task_write.cpp writes them.
#include "new_task.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <regex>

#include "console.h"
#include "file_io.h"
#include "new_task_templates.h"
#include "new_task_text.h"
#include "task_params.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

std::string twoDigits(int n) { return (n < 10 ? "0" : "") + std::to_string(n); }

std::string readKitFile(const fs::path& root, const std::string& relative) {
    const auto text = readFile(root / app::pathFromUtf8(relative));
    if (!text) fail("cannot read " + relative + " in the kit at " + app::utf8FromPath(root) + "; new-task starts from it.");
    return *text;
}

// The task --like names: a number, a name or stem (with or without its number), or a kind (its first task).
const RegistryEntry& likeTask(const std::vector<RegistryEntry>& tasks, std::string_view like) {
    const std::string wanted = lower(trimmed(like));
    auto is = [&](const RegistryEntry& t) {
        const std::string stem = lower(t.stem);
        const auto underscore = stem.find('_');
        const std::string bareStem = underscore == std::string::npos ? stem : stem.substr(underscore + 1);
        return wanted == std::to_string(t.number) || wanted == lower(t.name) || wanted == stem || wanted == bareStem ||
               wanted == replaceAll(bareStem, "_", " ") || wanted == lower(t.function);
    };
    auto found = std::find_if(tasks.begin(), tasks.end(), is);
    if (found == tasks.end()) found = std::find_if(tasks.begin(), tasks.end(), [&](const RegistryEntry& t) {
        return t.kind == wanted;
    });
    std::string forces;
    for (const RegistryEntry& t : tasks) {
        if (t.kind != "grid") forces += (forces.empty() ? "" : ", ") + std::to_string(t.number) + " " + t.name;
    }
    const std::string choices = "--like takes a force task to start from (" + forces +
                                ", by number or name) or a kind (flock, predators, obstacles).";
    if (wanted.empty()) usageError("new-task needs --like: " + choices);
    if (found == tasks.end()) usageError("--like '" + std::string(like) + "' names no task of tasks.txt. " + choices);
    if (found->kind == "grid") {
        usageError("task " + std::to_string(found->number) + " " + found->name +
                   " is the flock's neighbour search, and the kit has exactly one; " + choices);
    }
    return *found;
}

// A colour for the new force that no task has yet.
std::string freeColour(const std::vector<RegistryEntry>& tasks) {
    constexpr std::array<std::string_view, 8> palette{"#40E0D0", "#FFD23F", "#FF7EB6", "#A0E040",
                                                      "#7EC8FF", "#E08850", "#C8A2FF", "#F0F0A0"};
    for (std::string_view colour : palette) {
        if (std::none_of(tasks.begin(), tasks.end(), [&](const RegistryEntry& t) { return lower(t.colour) == lower(colour); }))
            return std::string(colour);
    }
    return std::string(palette.front());
}

// Each parameter of the task's own names a field that Params does not have yet: not one of params.h's, nor a task's
// weight, nor another task's own parameter (its params.txt), nor another of the request's.
void checkOwnParams(const fs::path& root, const std::vector<RegistryEntry>& tasks, const RegistryEntry& task,
                    const std::vector<TaskParam>& params) {
    if (params.empty()) return;
    const std::string header = readKitFile(root, "framework/include/boids/params.h");
    for (auto p = params.begin(); p != params.end(); ++p) {
        const std::string shown = "--param " + p->name + ": ";
        if (std::any_of(params.begin(), p, [&](const TaskParam& earlier) { return earlier.name == p->name; })) {
            usageError(shown + "the parameter " + p->name + " is given twice; give each parameter once.");
        }
        if (declaresField(header, p->name)) {
            usageError(shown + "Params has a field " + p->name + " already (framework/include/boids/params.h); a "
                       "task's own parameter needs a name of its own.");
        }
        if (p->name == task.weight) {
            usageError(shown + p->name + " is the new task's weight already; give the parameter another name.");
        }
        for (const RegistryEntry& other : tasks) {
            const std::string who = "task " + std::to_string(other.number) + " " + other.name;
            if (other.weight == p->name) usageError(shown + who + " is weighted by " + p->name + " already.");
            const auto ownParams = readFile(root / app::pathFromUtf8("framework/tasks/" + other.stem + "/params.txt"));
            const std::vector<std::string> names = ownParams ? paramNamesIn(*ownParams) : std::vector<std::string>{};
            if (std::find(names.begin(), names.end(), p->name) != names.end()) {
                usageError(shown + who + " has a parameter " + p->name + " already (framework/tasks/" + other.stem +
                           "/params.txt); give this one another name.");
            }
        }
    }
}

}  // namespace

std::vector<std::string> nameWords(std::string_view name) {
    std::vector<std::string> words;
    std::string word;
    for (char c : name) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += char(std::tolower(static_cast<unsigned char>(c)));
        } else if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    return words;
}

NewTaskPlan planNewTask(const fs::path& root, const NewTaskRequest& request) {
    const std::string registryText = readKitFile(root, "tasks.txt");
    const std::vector<RegistryEntry> tasks = parseRegistry(registryText);
    if (tasks.empty()) fail("tasks.txt lists no task, so new-task has none to start from.");
    NewTaskPlan plan;
    plan.like = likeTask(tasks, request.like);

    std::string name = trimmed(request.name);
    name.erase(std::unique(name.begin(), name.end(), [](char a, char b) { return a == ' ' && b == ' '; }), name.end());
    if (!name.empty()) name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    static const std::regex nameRule(R"([A-Za-z0-9][A-Za-z0-9 ,'()-]*)");
    if (name.empty()) usageError("new-task needs the task's name, as in: new-task \"speed match\" --like alignment");
    if (!std::regex_match(name, nameRule) || nameWords(name).empty()) {
        usageError("the name '" + std::string(request.name) +
                   "' is not one tasks.txt takes: a name is letters, digits, spaces and , ' ( ) -.");
    }
    const std::vector<std::string> words = nameWords(name);
    RegistryEntry& t = plan.entry;
    t.number = tasks.back().number + 1;
    if (t.number > 99) fail("tasks.txt's last task is number 99; a task's number goes up to 99.");
    t.name = name;
    t.stem = twoDigits(t.number);
    std::string camel;
    for (const std::string& word : words) {
        t.stem += "_" + word;
        camel += char(std::toupper(static_cast<unsigned char>(word[0]))) + word.substr(1);
    }
    t.kind = plan.like.kind;
    t.function = "calculate" + camel;
    std::string ownWeight = camel + "Weight";
    ownWeight[0] = char(std::tolower(static_cast<unsigned char>(ownWeight[0])));
    t.weight = request.weight.value_or(ownWeight);
    static const std::regex weightRule(R"(-|[a-z][A-Za-z0-9]*)");
    if (!std::regex_match(t.weight, weightRule)) {
        usageError("--weight '" + t.weight + "' is not a Params field (such as alignmentWeight) or -.");
    }
    t.label = words.front().substr(0, 8);
    if (!std::isalpha(static_cast<unsigned char>(t.label[0]))) t.label = "task" + std::to_string(t.number);
    t.colour = freeColour(tasks);
    t.bonus = request.bonus;
    for (const RegistryEntry& other : tasks) {
        const std::string who = "task " + std::to_string(other.number) + " " + other.name;
        if (lower(other.name) == lower(t.name)) usageError(who + " has the name '" + t.name + "' already.");
        if (other.function == t.function) usageError(who + "'s function is " + t.function + " already; choose another name.");
        if (!request.weight && other.weight == t.weight) {
            usageError(who + " is weighted by " + t.weight + " already; say --weight FIELD (or -) for the new task.");
        }
    }

    checkOwnParams(root, tasks, t, request.params);

    const RegistryEntry& like = plan.like;
    // The like task's folder, and the new one: framework/tasks/STEM/ (docs/how-the-kit-is-built.md).
    const std::string likeFolder = "framework/tasks/" + like.stem + "/", folder = "framework/tasks/" + t.stem + "/";
    const std::vector<TaskParam>& params = request.params;
    const std::string stub = stubFrom(readKitFile(root, likeFolder + "stub.cpp"), like, t, params);
    plan.files = {
        {"exercises/" + t.stem + ".cpp", stub, "the learner's file, a copy of the stub"},
        {"solutions/" + t.stem + ".cpp",
         solutionFrom(readKitFile(root, "solutions/" + like.stem + ".cpp"), like, t, params), "the reference"},
        {folder + "stub.cpp", stub, "the stub, which reset copies back"},
        {folder + "cases.cpp", casesFrom(readKitFile(root, likeFolder + "cases.cpp"), like, t, params),
         "the cases the tests check"},
        {folder + "mistakes.cpp", catalogFor(t), "the known mistakes, none yet"},
        {folder + "hints.md", hintsFor(t, params), "the hints, three to fill in"},
        {folder + "recipe.md", recipeFor(t, like, params), "the recipe page"},
    };
    if (!params.empty()) {
        std::string names;
        for (const TaskParam& p : params) names += (names.empty() ? "" : ", ") + p.name;
        plan.files.push_back({folder + "params.txt", paramsFileFor(t.number, params), "its own parameters: " + names});
    }
    if (isThere(root / app::pathFromUtf8(folder))) {
        fail(folder + " exists already, and new-task overwrites nothing: move it away (or choose another name), then "
             "run it again. Nothing was changed.");
    }
    for (const NewFile& file : plan.files) {
        if (isThere(root / app::pathFromUtf8(file.relative.generic_string()))) {
            fail(file.relative.generic_string() + " exists already, and new-task overwrites nothing: move it away "
                 "(or choose another name), then run it again. Nothing was changed.");
        }
    }

    std::string_view lastLine;
    for (std::string_view line : linesOf(registryText)) {
        if (isTaskLine(line)) lastLine = line;
    }
    plan.registry = registryText;
    if (!plan.registry.empty() && plan.registry.back() != '\n') plan.registry += "\n";
    plan.registry += registryLine(t, lastLine) + "\n";

    const std::string row = "| " + std::to_string(t.number) + " | " + lower(t.name) + (t.bonus ? " (bonus)" : "") +
                            " | `exercises/" + t.stem + ".cpp` | [recipe](framework/tasks/" + t.stem +
                            "/recipe.md) | " + std::string(kInstructorMarker) + ": what the flock does once it works |";
    plan.readme = withTaskRow(readKitFile(root, "README.md"), row);
    return plan;
}

}  // namespace boids::companion
