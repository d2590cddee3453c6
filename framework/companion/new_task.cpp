// ./workshop new-task: plans a task's files from an existing task's (new_task.h); new_task_write.cpp writes them.
#include "new_task.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <iomanip>
#include <regex>
#include <sstream>

#include "colour_vision.h"
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

// A distance as the messages show it: "12.3".
std::string oneDecimal(double x) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << x;
    return text.str();
}

// The colours a new task's must keep away from: every task's, and the inspector's white arrow of the total force
// (framework/app/drawing/draw.h, palette::kInspected); with what each is, for a message.
struct TakenColour {
    std::uint32_t rgb;
    std::string what;  // "task 1 Alignment's #2080FF"
};
std::vector<TakenColour> takenColours(const std::vector<RegistryEntry>& tasks) {
    constexpr std::uint32_t totalArrow = 0xFFFFFF;
    std::vector<TakenColour> taken{{totalArrow, "the total force's arrow, " + app::hexColour(totalArrow)}};
    for (const RegistryEntry& t : tasks) {
        if (const auto rgb = app::parseHexColour(t.colour)) {
            taken.push_back({*rgb, "task " + std::to_string(t.number) + " " + t.name + "'s " + t.colour});
        }
    }
    return taken;
}

// How near `rgb` comes to the nearest taken colour, over every vision (colour_vision.h).
double nearestDistance(std::uint32_t rgb, const std::vector<TakenColour>& taken) {
    double nearest = HUGE_VAL;
    for (const TakenColour& t : taken) {
        for (app::Vision vision : app::kVisions) nearest = std::min(nearest, app::colourDistance(rgb, t.rgb, vision));
    }
    return nearest;
}

// The colour farthest from every taken colour for every vision, among the colours whose channels are multiples of
// 0x11 and that read on the window's dark background (CIELAB lightness 55 or more, as tasks.txt's are).
std::uint32_t farthestColour(const std::vector<TakenColour>& taken) {
    constexpr double darkest = 55;
    std::uint32_t best = 0xFFFFFF;
    double bestDistance = -1;
    for (std::uint32_t r = 0; r <= 0xFF; r += 0x11) {
        for (std::uint32_t g = 0; g <= 0xFF; g += 0x11) {
            for (std::uint32_t b = 0; b <= 0xFF; b += 0x11) {
                const std::uint32_t rgb = r << 16 | g << 8 | b;
                if (app::seenAs(rgb, app::Vision::Normal).L < darkest) continue;
                const double d = nearestDistance(rgb, taken);
                if (d > bestDistance) {
                    best = rgb;
                    bestDistance = d;
                }
            }
        }
    }
    return best;
}

// The new task's colour: --colour's, or else the farthest from the taken ones; refused (usageError) when it comes
// nearer than kMinTaskColourDistance to a taken colour for some vision.
std::string chooseColour(const std::vector<RegistryEntry>& tasks, const std::optional<std::string>& given) {
    const std::vector<TakenColour> taken = takenColours(tasks);
    const std::uint32_t farthest = farthestColour(taken);
    const std::string suggestion = app::hexColour(farthest);
    const double suggestionDistance = nearestDistance(farthest, taken);
    const std::string minimum = std::to_string(int(app::kMinTaskColourDistance));
    if (!given && suggestionDistance >= app::kMinTaskColourDistance) return suggestion;
    if (!given) {
        usageError("no colour is left that stays " + minimum + " (CIE76 ΔE) from every task's for normal vision and "
                   "each colour-vision deficiency: the farthest, " + suggestion + ", is " +
                   oneDecimal(suggestionDistance) + " from the nearest. Change a task's colour in tasks.txt to make room "
                   "(tests/app/colour_vision_test.cpp checks them), then give it with --colour.");
    }
    std::string text = trimmed(*given);
    if (!text.starts_with('#')) text = "#" + text;  // a shell reads an unquoted #RRGGBB as a comment: RRGGBB will do
    const auto rgb = app::parseHexColour(text);
    if (!rgb) usageError("--colour '" + *given + "' is not a colour as tasks.txt writes them: RRGGBB (or '#RRGGBB', quoted), such as " +
                   suggestion.substr(1) + ".");
    std::vector<std::uint32_t> others;
    for (const TakenColour& t : taken) others.push_back(t.rgb);
    if (const auto clash = app::nearestClash(*rgb, others, app::kMinTaskColourDistance)) {
        const std::string advice = suggestionDistance >= app::kMinTaskColourDistance
                                       ? " Try --colour " + suggestion + ", the colour farthest from every task's (" +
                                             oneDecimal(suggestionDistance) + " from the nearest), or leave --colour out "
                                             "and new-task takes it."
                                       : " No colour is " + minimum + " from every task's: change one in tasks.txt "
                                             "to make room.";
        usageError("--colour " + app::hexColour(*rgb) + " is too near " + taken[clash->other].what + " for " +
                   std::string(app::visionName(clash->vision)) + ": " + oneDecimal(clash->distance) + " apart (CIE76 ΔE), "
                   "where task colours stay " + minimum + " apart for every eye, so that a learner with a colour-vision "
                   "deficiency tells the arrows apart." + advice);
    }
    return app::hexColour(*rgb);
}

// Each parameter of the task's own names a field that Params does not have yet: not one of params.h's, nor a task's
// weight, nor another task's own parameter (its params.txt), nor another of the request's.
void checkOwnParams(const fs::path& root, const std::vector<RegistryEntry>& tasks, const RegistryEntry& task,
                    const std::vector<TaskParam>& params) {
    if (params.empty()) return;
    const std::string header = readKitFile(root, "framework/core/boids/params.h");
    for (auto p = params.begin(); p != params.end(); ++p) {
        const std::string shown = "--param " + p->name + ": ";
        if (std::any_of(params.begin(), p, [&](const TaskParam& earlier) { return earlier.name == p->name; })) {
            usageError(shown + "the parameter " + p->name + " is given twice; give each parameter once.");
        }
        if (declaresField(header, p->name)) {
            usageError(shown + "Params has a field " + p->name + " already (framework/core/boids/params.h); a "
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

namespace {

// The name as tasks.txt shows it: trimmed, one space between words, its first letter upper-case; a usage error when
// tasks.txt would not take it.
std::string taskName(std::string_view asked) {
    std::string name = trimmed(asked);
    name.erase(std::unique(name.begin(), name.end(), [](char a, char b) { return a == ' ' && b == ' '; }), name.end());
    if (!name.empty()) name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    static const std::regex nameRule(R"([A-Za-z0-9][A-Za-z0-9 ,'()-]*)");
    if (name.empty()) usageError("new-task needs the task's name, as in: new-task \"speed match\" --like alignment");
    if (!std::regex_match(name, nameRule) || nameWords(name).empty()) {
        usageError("the name '" + std::string(asked) +
                   "' is not one tasks.txt takes: a name is letters, digits, spaces and , ' ( ) -.");
    }
    return name;
}

// The new task's line of tasks.txt, after `tasks`, of the kind of `like`; a usage error when it would clash with one.
RegistryEntry entryFor(const std::vector<RegistryEntry>& tasks, const RegistryEntry& like, const NewTaskRequest& request) {
    RegistryEntry t;
    t.name = taskName(request.name);
    const std::vector<std::string> words = nameWords(t.name);
    t.number = request.before != 0 ? request.before : tasks.back().number + 1;
    if (tasks.back().number + 1 > 99) fail("tasks.txt's last task is number 99; a task's number goes up to 99.");
    if (request.before != 0 &&
        std::none_of(tasks.begin(), tasks.end(), [&](const RegistryEntry& other) { return other.number == request.before; })) {
        std::string numbers;
        for (const RegistryEntry& other : tasks) numbers += (numbers.empty() ? "" : ", ") + std::to_string(other.number);
        usageError("--before " + std::to_string(request.before) + " names no task of tasks.txt; its tasks are " +
                   numbers + ", and the new task takes the number of the one it goes before.");
    }
    t.stem = twoDigits(t.number);
    std::string camel;
    for (const std::string& word : words) {
        t.stem += "_" + word;
        camel += char(std::toupper(static_cast<unsigned char>(word[0]))) + word.substr(1);
    }
    t.kind = like.kind;
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
    t.colour = chooseColour(tasks, request.colour);
    t.bonus = request.bonus;
    for (const RegistryEntry& other : tasks) {
        const std::string who = "task " + std::to_string(other.number) + " " + other.name;
        if (lower(other.name) == lower(t.name)) usageError(who + " has the name '" + t.name + "' already.");
        if (other.function == t.function) usageError(who + "'s function is " + t.function + " already; choose another name.");
        if (!request.weight && other.weight == t.weight) {
            usageError(who + " is weighted by " + t.weight + " already; say --weight FIELD (or -) for the new task.");
        }
    }
    return t;
}

// The new task's files, made from those of `like`; stops when its folder or any of them exists already.
std::vector<NewFile> filesFor(const fs::path& root, const RegistryEntry& like, const RegistryEntry& t,
                              const std::vector<TaskParam>& params) {
    // The like task's folder, and the new one: framework/tasks/STEM/ (docs/how-the-kit-is-built.md).
    const std::string likeFolder = "framework/tasks/" + like.stem + "/", folder = "framework/tasks/" + t.stem + "/";
    const std::string stub = stubFrom(readKitFile(root, likeFolder + "stub.cpp"), like, t, params);
    std::vector<NewFile> files = {
        {"exercises/" + t.stem + ".cpp", stub, "the learner's file, a copy of the stub"},
        {"solutions/" + t.stem + ".cpp",
         solutionFrom(readKitFile(root, "solutions/" + like.stem + ".cpp"), like, t, params), "the reference"},
        {folder + "stub.cpp", stub, "the stub, which reset copies back"},
        {folder + "cases.cpp", casesFrom(readKitFile(root, likeFolder + "cases.cpp"), like, t, params),
         "the cases the tests check"},
        {folder + "mistakes.cpp", catalogFor(t), "the known mistakes, none yet"},
        {folder + "facts.cpp", factsFor(t), "what the diagnosis knows of its recipe beyond its kind, nothing yet"},
        {folder + "hints.md", hintsFor(t, params), "the hints, three to fill in"},
        {folder + "recipe.md", recipeFor(t, like, params), "the recipe page"},
    };
    if (!params.empty()) {
        std::string names;
        for (const TaskParam& p : params) names += (names.empty() ? "" : ", ") + p.name;
        files.push_back({folder + "params.txt", paramsFileFor(t.number, params), "its own parameters: " + names});
    }
    if (isThere(root / app::pathFromUtf8(folder))) {
        fail(folder + " exists already, and new-task overwrites nothing: move it away (or choose another name), then "
             "run it again. Nothing was changed.");
    }
    for (const NewFile& file : files) {
        if (isThere(root / app::pathFromUtf8(file.relative.generic_string()))) {
            fail(file.relative.generic_string() + " exists already, and new-task overwrites nothing: move it away "
                 "(or choose another name), then run it again. Nothing was changed.");
        }
    }
    return files;
}

// The files in the kit's prose and code with lines that match `pattern` (ignoring case), as `grep -rniIE PATTERN
// README.md docs slides framework/tasks exercises solutions` finds them: every text file there.
std::vector<OldNumberMention> mentionsOf(const fs::path& root, const std::string& pattern) {
    const std::regex mention(pattern, std::regex::ECMAScript | std::regex::icase);
    std::vector<fs::path> files{root / "README.md"};
    for (const char* folder : {"docs", "slides", "framework/tasks", "exercises", "solutions"}) {
        std::error_code error;
        for (fs::recursive_directory_iterator it(root / folder, error), end; !error && it != end; it.increment(error)) {
            if (it->is_regular_file(error)) files.push_back(it->path());
        }
    }
    std::vector<OldNumberMention> mentions;
    for (const fs::path& file : files) {
        const std::optional<std::string> text = readFile(file);
        if (!text || text->find('\0') != std::string::npos) continue;  // grep -I: not a text file
        int lines = 0;
        for (std::string_view line : linesOf(*text)) lines += std::regex_search(line.begin(), line.end(), mention);
        std::string relative = app::utf8FromPath(file.lexically_relative(root));
        std::replace(relative.begin(), relative.end(), '\\', '/');
        if (lines > 0) mentions.push_back({relative, lines});
    }
    std::sort(mentions.begin(), mentions.end(), [](const auto& a, const auto& b) { return a.file < b.file; });
    return mentions;
}

}  // namespace

NewTaskPlan planNewTask(const fs::path& root, const NewTaskRequest& request) {
    const std::string registryText = readKitFile(root, "tasks.txt");
    const std::vector<RegistryEntry> tasks = parseRegistry(registryText);
    if (tasks.empty()) fail("tasks.txt lists no task, so new-task has none to start from.");
    NewTaskPlan plan;
    plan.like = likeTask(tasks, request.like);
    plan.entry = entryFor(tasks, plan.like, request);
    const RegistryEntry& t = plan.entry;
    checkOwnParams(root, tasks, t, request.params);
    plan.files = filesFor(root, plan.like, t, request.params);

    std::string_view lastLine;
    for (std::string_view line : linesOf(registryText)) {
        if (isTaskLine(line)) lastLine = line;
    }
    plan.registry = withTaskLine(registryText, registryLine(t, lastLine), request.before);
    for (const RegistryEntry& other : tasks) {
        if (request.before != 0 && other.number >= request.before) plan.moved.push_back({other.number, other.number + 1, other.name});
    }
    if (!plan.moved.empty()) {
        std::string numbers;
        for (const MovedTask& m : plan.moved) numbers += (numbers.empty() ? "" : "|") + std::to_string(m.from);
        plan.mentionPattern = "(^|[^a-z0-9_])tasks? (" + numbers + ")([^0-9]|$)";
        plan.mentions = mentionsOf(root, plan.mentionPattern);
    }

    const std::string row = "| " + std::to_string(t.number) + " | " + lower(t.name) + (t.bonus ? " (bonus)" : "") +
                            " | `exercises/" + t.stem + ".cpp` | [recipe](framework/tasks/" + t.stem +
                            "/recipe.md) | " + std::string(kInstructorMarker) + ": what the flock does once it works |";
    plan.readme = withTaskRow(readKitFile(root, "README.md"), row, request.before);
    return plan;
}

}  // namespace boids::companion
