// ./workshop new-task: plans a task's files from an existing task's, then writes them (new_task.h).
#include "new_task.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <regex>
#include <cerrno>
#include <system_error>

#include "console.h"
#include "file_io.h"
#include "plain_text.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::vector<std::string_view> fieldsOf(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (std::size_t bar; (bar = line.find('|', start)) != std::string_view::npos; start = bar + 1) {
        fields.push_back(line.substr(start, bar - start));
    }
    fields.push_back(line.substr(start));
    return fields;
}

bool isTaskLine(std::string_view line) {
    const std::string text(app::trim(line));
    return !text.empty() && text.front() != '#';
}

std::string replaceAll(std::string text, std::string_view from, std::string_view to) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) {
        text.replace(at, from.size(), to);
    }
    return text;
}

// The lines of `text` with the first replaced by `first` (each line keeps its "\n").
std::string withFirstLine(std::string_view text, std::string_view first) {
    const auto end = text.find('\n');
    return std::string(first) + (end == std::string_view::npos ? "\n" : std::string(text.substr(end)));
}

std::string twoDigits(int n) { return (n < 10 ? "0" : "") + std::to_string(n); }

std::string readKitFile(const fs::path& root, const std::string& relative) {
    const auto text = readFile(root / app::pathFromUtf8(relative));
    if (!text) fail("cannot read " + relative + " in the kit at " + app::utf8FromPath(root) + "; new-task starts from it.");
    return *text;
}

// The task --like names: a number, a name or stem (with or without its number), or a kind (its first task).
const RegistryEntry& likeTask(const std::vector<RegistryEntry>& tasks, std::string_view like) {
    const std::string wanted = lower(app::trim(like));
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

std::string signatureOf(const RegistryEntry& task) {
    const std::string items = task.kind == "predators"  ? "std::span<const Vec2> predators"
                              : task.kind == "obstacles" ? "std::span<const Obstacle> obstacles"
                                                         : "std::span<const Boid> neighbors";
    return "Vec2 " + task.function + "(const Boid& self, " + items + ", const Params& params)";
}

// The stub: the like task's, with its own first lines (what the force does, what to return) left to the instructor,
// and the number, stem and function made the new task's.
std::string stubFrom(std::string_view likeStub, const RegistryEntry& like, const RegistryEntry& task) {
    std::string out = "// Task " + std::to_string(task.number) + ": " + lower(task.name) + ". " +
                      std::string(kInstructorMarker) + ": what the force does, in one sentence.\n//\n// Return: " +
                      std::string(kInstructorMarker) + ": the recipe in a line or two, as the learner reads it.\n";
    bool kept = false;
    for (std::string_view line : linesOf(likeStub)) {
        kept = kept || (line.starts_with("// framework/tasks/") && line.find("/recipe.md") != std::string_view::npos);
        if (kept) out += std::string(line) + "\n";
    }
    if (!kept) out += "#include <boids/tasks.h>\n\nnamespace boids {\n\n" + signatureOf(task) +
                      " {\n    // Your code here.\n    return {};\n}\n\n}  // namespace boids\n";
    const std::string n = std::to_string(like.number), m = std::to_string(task.number);
    for (const char* verb : {"test ", "watch ", "hint ", "solve "}) {
        out = replaceAll(out, std::string("workshop ") + verb + n + " ", std::string("workshop ") + verb + m + " ");
        out = replaceAll(out, std::string("workshop ") + verb + n + ",", std::string("workshop ") + verb + m + ",");
    }
    out = replaceAll(out, like.stem, task.stem);
    return replaceAll(out, like.function + "(", task.function + "(");
}

std::string solutionFrom(std::string_view likeSolution, const RegistryEntry& like, const RegistryEntry& task) {
    std::string out;
    for (std::string_view line : linesOf(likeSolution)) {
        if (line.find("[slide:") != std::string_view::npos || line.find("[/slide:") != std::string_view::npos) continue;
        out += std::string(line) + "\n";
    }
    out = withFirstLine(out, "// Task " + std::to_string(task.number) + ", reference: " + lower(task.name) + ". " +
                                 std::string(kInstructorMarker) + ": this is task " + std::to_string(like.number) +
                                 "'s recipe (" + like.name + "), copied to start from; write this task's.");
    return replaceAll(out, like.function + "(", task.function + "(");
}

std::string casesFrom(std::string_view likeCases, const RegistryEntry& like, const RegistryEntry& task) {
    std::string out = withFirstLine(
        likeCases, "// Task " + std::to_string(task.number) + " checks: " + task.function +
                       " against hand-worked cases. " + std::string(kInstructorMarker) + ": these are task " +
                       std::to_string(like.number) + "'s (" + like.name + "), copied to start from; work out this "
                       "task's by hand, each expected vector from named parameters.");
    out = std::regex_replace(out, std::regex(R"(c\.task = Task::\w+; )"), "");  // casesFor() sets the task
    return replaceAll(out, like.function + "Cases()", task.function + "Cases()");
}

std::string catalogFor(const RegistryEntry& task) {
    return "// Task " + std::to_string(task.number) + "'s known mistakes: none kept yet. " +
           std::string(kInstructorMarker) +
           ": add the mistakes learners make, each a wrong " + task.function +
           " in a namespace of its own with what it does wrong and the name the checks give it (as "
           "framework/tasks/01_alignment/mistakes.cpp does). The self-test then checks that each one fails.\n"
           "#include <boids/tasks.h>\n\n#include \"catalog.h\"\n\nnamespace boids::catalog {\n\n"
           "std::vector<KnownMistake> " + task.function + "Mistakes() { return {}; }\n\n}  // namespace boids::catalog\n";
}

std::string hintsFor(const RegistryEntry& task) {
    const std::string n = std::to_string(task.number), marker(kInstructorMarker);
    return "# Task " + n + ": " + lower(task.name) + ", hints\n\n`./workshop hint " + n +
           "` shows these one at a time, each call one more. Each goes further than the last, so read only\nas far "
           "as you need. The recipe is in [framework/tasks/" + task.stem + "/recipe.md](recipe.md).\n\n## Hint 1\n\n" +
           marker + ": a nudge: what the force depends on, and what plays no part.\n\n"
           "## Hint 2\n\n" + marker + ": the recipe's steps in words.\n\n## Hint 3\n\n" + marker +
           ": nearly the code.\n";
}

std::string recipeFor(const RegistryEntry& task, const RegistryEntry& like) {
    const std::string n = std::to_string(task.number), marker(kInstructorMarker);
    return "# Task " + n + ": " + lower(task.name) +
           "\n\nBack to the [README](../../../README.md#the-tasks). For every task: [what the framework does]"
           "(../../../docs/framework.md)\n(how your function is called), [Vec2](../../../docs/vec2.md), [what a "
           "failure tells you](../../../docs/failures.md), and\n[when your code hangs or crashes]"
           "(../../../docs/hangs-and-crashes.md).\n\n*" + marker +
           ": what the force does, in one sentence.* File: `exercises/" + task.stem + ".cpp`.\n\n"
           "```cpp\n" + signatureOf(task) + "\n```\n\n**Recipe.** " + marker +
           ": the recipe, then a worked example with numbers (as [task " + std::to_string(like.number) + "'s](../" +
           like.stem + "/recipe.md)).\n\n**Test:** `./workshop test " + n + "`. **Stuck:** `./workshop hint " + n +
           "`, then `./workshop solve " + n + "`.\n**In the window:** " + marker + ": what the flock does once it "
           "works.\n";
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

bool isThere(const fs::path& path) {  // a file, a folder or a link, even a broken one
    std::error_code ignored;
    return fs::exists(fs::symlink_status(path, ignored));
}

}  // namespace

std::vector<RegistryEntry> parseRegistry(std::string_view text) {
    std::vector<RegistryEntry> tasks;
    int lineNumber = 0;
    for (std::string_view line : linesOf(text)) {
        ++lineNumber;
        if (!isTaskLine(line)) continue;
        const auto fields = fieldsOf(line);
        const std::string where = "tasks.txt, line " + std::to_string(lineNumber);
        if (fields.size() != 9) {
            fail(where + " has " + std::to_string(fields.size()) + " fields separated by |, where a task has 9: \"" +
                 std::string(app::trim(line)) + "\"");
        }
        RegistryEntry t;
        const std::string number(app::trim(fields[0]));
        if (number.empty() || number.size() > 2 || !std::all_of(number.begin(), number.end(), [](unsigned char c) { return std::isdigit(c); })) {
            fail(where + ": the number is \"" + number + "\", where a task's number is a whole number from 1 to 99.");
        }
        t.number = std::stoi(number);
        t.name = app::trim(fields[1]);
        t.stem = app::trim(fields[2]);
        t.kind = app::trim(fields[3]);
        t.function = app::trim(fields[4]);
        t.weight = app::trim(fields[5]);
        t.label = app::trim(fields[6]);
        t.colour = app::trim(fields[7]);
        t.bonus = app::trim(fields[8]) == "yes";
        tasks.push_back(std::move(t));
    }
    return tasks;
}

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

std::string registryLine(const RegistryEntry& t, std::string_view columnsLike) {
    const std::array<std::string, 9> values{std::to_string(t.number), t.name, t.stem, t.kind, t.function,
                                            t.weight, t.label, t.colour, t.bonus ? "yes" : "no"};
    const auto columns = fieldsOf(columnsLike);
    std::string line;
    for (std::size_t i = 0; i < values.size(); ++i) {
        std::string cell = (i == 0 ? "" : " ") + values[i];
        if (i + 1 < values.size()) {
            const std::size_t width = i < columns.size() ? columns[i].size() : 0;
            if (cell.size() + 1 > width) cell += " ";
            else cell.resize(width, ' ');
            cell += "|";
        }
        line += cell;
    }
    return line;
}

std::string withTaskRow(std::string_view readme, std::string_view row) {
    static const std::regex taskRow(R"(\| [0-9]+ \|.*)");
    std::size_t insertAt = std::string_view::npos, at = 0;
    for (std::string_view line : linesOf(readme)) {
        const std::size_t next = at + line.size() + 1;
        if (std::regex_match(line.begin(), line.end(), taskRow)) insertAt = std::min(next, readme.size());
        else if (insertAt != std::string_view::npos) break;  // the table ended
        at = next;
    }
    if (insertAt == std::string_view::npos) {
        fail("README.md has no table of tasks (rows that begin \"| 1 |\"), where new-task adds the new task's row.");
    }
    std::string out(readme.substr(0, insertAt));
    if (!out.empty() && out.back() != '\n') out += "\n";
    return out + std::string(row) + "\n" + std::string(readme.substr(insertAt));
}

NewTaskPlan planNewTask(const fs::path& root, const NewTaskRequest& request) {
    const std::string registryText = readKitFile(root, "tasks.txt");
    const std::vector<RegistryEntry> tasks = parseRegistry(registryText);
    if (tasks.empty()) fail("tasks.txt lists no task, so new-task has none to start from.");
    NewTaskPlan plan;
    plan.like = likeTask(tasks, request.like);

    std::string name(app::trim(request.name));
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

    const RegistryEntry& like = plan.like;
    // The like task's folder, and the new one: framework/tasks/STEM/ (docs/how-the-kit-is-built.md).
    const std::string likeFolder = "framework/tasks/" + like.stem + "/", folder = "framework/tasks/" + t.stem + "/";
    const std::string stub = stubFrom(readKitFile(root, likeFolder + "stub.cpp"), like, t);
    plan.files = {
        {"exercises/" + t.stem + ".cpp", stub, "the learner's file, a copy of the stub"},
        {"solutions/" + t.stem + ".cpp", solutionFrom(readKitFile(root, "solutions/" + like.stem + ".cpp"), like, t),
         "the reference"},
        {folder + "stub.cpp", stub, "the stub, which reset copies back"},
        {folder + "cases.cpp", casesFrom(readKitFile(root, likeFolder + "cases.cpp"), like, t),
         "the cases the tests check"},
        {folder + "mistakes.cpp", catalogFor(t), "the known mistakes, none yet"},
        {folder + "hints.md", hintsFor(t), "the hints, three to fill in"},
        {folder + "recipe.md", recipeFor(t, like), "the recipe page"},
    };
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

void writeNewTask(const fs::path& root, const NewTaskPlan& plan) {
    std::vector<fs::path> made;  // files and folders, in the order they were made
    std::vector<std::pair<fs::path, std::string>> replaced;  // a file and its old text, to write back
    auto takeBack = [&] {
        std::error_code ignored;
        for (const auto& [path, text] : replaced) writeFile(path, text);
        for (auto it = made.rbegin(); it != made.rend(); ++it) fs::remove(*it, ignored);  // a folder once it is empty
    };
    auto failed = [&](const std::string& relative, const std::string& reason) {
        takeBack();
        fail("could not write " + relative + (reason.empty() ? "" : " (" + reason + ")") +
             "; what new-task had written is taken back, and the kit is as it was.");
    };
    for (const NewFile& file : plan.files) {
        const std::string relative = file.relative.generic_string();
        const fs::path path = root / app::pathFromUtf8(relative);
        std::error_code error;
        std::vector<fs::path> folders;  // the folders above the file that are not there yet, innermost last
        for (fs::path folder = path.parent_path(); !folder.empty() && !isThere(folder); folder = folder.parent_path())
            folders.insert(folders.begin(), folder);
        fs::create_directories(path.parent_path(), error);
        for (const fs::path& folder : folders) {
            if (isThere(folder)) made.push_back(folder);
        }
        if (isThere(path)) failed(relative, "it exists already");
        if (!writeFile(path, file.text)) {
            if (isThere(path)) made.push_back(path);
            failed(relative, std::error_code(errno, std::generic_category()).message());
        }
        made.push_back(path);
    }
    // README.md, then tasks.txt: each written whole beside the old file, then renamed over it.
    for (const auto& [relative, text] : {std::pair<std::string, const std::string&>{"README.md", plan.readme},
                                         std::pair<std::string, const std::string&>{"tasks.txt", plan.registry}}) {
        const fs::path path = root / relative, temporary = root / (relative + ".new-task");
        const auto old = readFile(path);
        std::error_code error;
        if (!old || !writeFile(temporary, text)) {
            const std::string reason = std::error_code(errno, std::generic_category()).message();
            fs::remove(temporary, error);
            failed(relative, reason);
        }
        fs::rename(temporary, path, error);
        if (error) {
            const std::string reason = error.message();
            fs::remove(temporary, error);
            failed(relative, reason);
        }
        replaced.emplace_back(path, *old);
    }
}

}  // namespace boids::companion
