// Loading the learner's plugin: the kit's own plugin loads, and a plugin built differently (another version of the
// kit, another layout of a type the tasks take, other kit headers, another standard library, or older than the
// check) is refused with a message that names the item, both sides' values, and the command that rebuilds it.
#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <iterator>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/plugin_abi.h>
#include <boids/plugin_check.h>

#include "learner_plugin_loader.h"
#include "shared_library.h"

namespace boids::app {
namespace {

testing::AssertionResult Mentions(const std::string& message, const std::string& part) {
    if (message.find(part) != std::string::npos) return testing::AssertionSuccess();
    return testing::AssertionFailure() << "the message does not say \"" << part << "\":\n  " << message;
}

// Where kPluginTypeNames has the type `name`.
std::size_t typeIndex(std::string_view name) {
    const auto* at = std::find(std::begin(kPluginTypeNames), std::end(kPluginTypeNames), name);
    EXPECT_NE(at, std::end(kPluginTypeNames)) << "no type " << name << " in kPluginTypeNames";
    return std::size_t(at - std::begin(kPluginTypeNames));
}

// This program's layout of the type kPluginTypeNames calls `name`.
PluginTypeLayout ours(std::string_view name) { return kPluginAbi.types[typeIndex(name)]; }

// "Boid is 24 bytes in the plugin and 20 bytes in this program", as the loader says a size that differs by `by`.
std::string sizeClause(std::string_view name, std::uint32_t by) {
    return fmt::format("{} is {} bytes in the plugin and {} bytes in this program", name, ours(name).size + by,
                       ours(name).size);
}

constexpr std::string_view kRebuild = "./workshop run";

TEST(LearnerPlugin, TheKitsOwnPluginLoads) {
    const LearnerPlugin plugin(SOLVED_PLUGIN);
    EXPECT_NE(plugin.tasks(), nullptr) << plugin.problem();
    EXPECT_EQ(plugin.problem(), "");
}

TEST(LearnerPlugin, APluginOfAnotherAbiVersionIsRefusedWithBothVersions) {
    const LearnerPlugin plugin(FOREIGN_version_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr) << "a plugin of another ABI must not be called";
    EXPECT_TRUE(Mentions(plugin.problem(), "another version of the kit"));
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("plugin ABI {} in the plugin and {} in this program",
                                                       kPluginAbiVersion + 1, kPluginAbiVersion)));
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
}

TEST(LearnerPlugin, APluginBuiltByTheKitBeforeVersion2IsRefusedAsAnotherVersionReadingOnlyItsVersion) {
    // Its PluginAbi is three numbers long: reading ours from it would read past its end (AddressSanitizer says so).
    const LearnerPlugin plugin(FOREIGN_kit1_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), "another version of the kit"));
    EXPECT_TRUE(Mentions(plugin.problem(),
                         fmt::format("plugin ABI 1 in the plugin and {} in this program", kPluginAbiVersion)));
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
}

TEST(LearnerPlugin, APluginWithOtherParamsIsRefusedWithBothSizes) {
    const LearnerPlugin plugin(FOREIGN_params_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), sizeClause("Params", 8)));
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
}

TEST(LearnerPlugin, APluginWhoseBoidHasAnotherSizeIsRefusedNamingBoid) {
    const LearnerPlugin plugin(FOREIGN_boid_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr) << "a Boid of another size would be read with the wrong stride";
    EXPECT_TRUE(Mentions(plugin.problem(), sizeClause("Boid", 4)));  // 24 bytes against 20 in this kit
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
    EXPECT_FALSE(Mentions(plugin.problem(), "Params")) << "only the item that differs is named";
}

TEST(LearnerPlugin, APluginWhoseVec2HasAnotherAlignmentIsRefusedNamingVec2) {
    const LearnerPlugin plugin(FOREIGN_vec2_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("Vec2 is aligned to {} bytes in the plugin and to {} bytes in "
                                                       "this program",
                                                       ours("Vec2").alignment + 4, ours("Vec2").alignment)));
}

TEST(LearnerPlugin, APluginBuiltAgainstOtherKitHeadersIsRefusedWithBothHashes) {
    const LearnerPlugin plugin(FOREIGN_headers_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr) << "a header can change what a field means without changing a size";
    EXPECT_TRUE(Mentions(plugin.problem(), "other kit headers"));
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("0123456789abcdef in the plugin and {} in this program",
                                                       kPluginAbi.headersHash)));
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
}

TEST(LearnerPlugin, APluginBuiltWithAnotherStandardLibraryIsRefusedNamingBoth) {
    const LearnerPlugin plugin(FOREIGN_stdlib_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr) << "std::span and std::vector cross the boundary";
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("another standard library or compiler: libc++_180100 in the "
                                                       "plugin and {} in this program",
                                                       kPluginAbi.standardLibrary)));
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
}

TEST(LearnerPlugin, AFileThatIsNotThereIsRefusedNamingItAndTheSystemsReason) {
    const std::string path = std::string(SOLVED_PLUGIN) + ".not-there";
    const LearnerPlugin plugin(path);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), "cannot load " + path + ": ")) << plugin.problem();
    EXPECT_GT(plugin.problem().size(), ("cannot load " + path + ": ").size()) << "the system's reason follows";
}

TEST(LearnerPlugin, APluginOlderThanTheCheckIsRefused) {
    const LearnerPlugin plugin(FOREIGN_none_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), "does not say which plugin ABI"));
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("plugin ABI {}", kPluginAbiVersion)));
    EXPECT_TRUE(Mentions(plugin.problem(), std::string(kRebuild)));
}

TEST(LearnerPlugin, ThisBuildsAbiNamesEveryTypeWithItsRealLayoutAndTheHeadersAndTheLibrary) {
    EXPECT_EQ(ours("Boid").size, sizeof(Boid));
    EXPECT_EQ(ours("Boid").alignment, alignof(Boid));
    EXPECT_EQ(ours("std::span<const Boid>").size, sizeof(std::span<const Boid>));
    EXPECT_EQ(std::string_view(kPluginAbi.headersHash).size(), 64u) << "a SHA-256 in hex";
    EXPECT_NE(std::string_view(kPluginAbi.standardLibrary).find(", "), std::string_view::npos)
        << "the library, then the compiler: " << kPluginAbi.standardLibrary;
}

// The comparison itself (boids/plugin_check.h), which the tests' task module loader makes too.
TEST(PluginAbiDifference, IsEmptyForThisBuildsOwnAbi) { EXPECT_EQ(pluginAbiDifference(kPluginAbi), ""); }

TEST(PluginAbiDifference, NamesOnlyTheFirstItemThatDiffers) {
    PluginAbi built = kPluginAbi;
    built.types[typeIndex("Boid")].size += 4;
    built.headersHash[0] = built.headersHash[0] == '0' ? '1' : '0';  // what a new field in Boid also changes
    EXPECT_EQ(pluginAbiDifference(built), sizeClause("Boid", 4));
}

// tasks.txt's list: a plugin of every task states the one it was built for, and this program compares it with its
// registry's (boids::tasks); one task's module states none, and is checked by the task it holds.
PluginAbi statingList(std::string_view hash) {
    PluginAbi abi = kPluginAbi;
    std::copy_n(hash.begin(), std::min(hash.size(), sizeof abi.tasksHash - 1), abi.tasksHash);
    return abi;
}

TEST(PluginAbiDifference, APluginBuiltForThisListOfTasksOrStatingNoneIsAccepted) {
    EXPECT_EQ(taskListHash().size(), 64u) << "a SHA-256 in hex";
    EXPECT_EQ(pluginAbiDifference(statingList(taskListHash())), "");
    EXPECT_EQ(pluginAbiDifference(statingList("")), "") << "a task module states no list";
}

TEST(PluginAbiDifference, APluginBuiltForAnotherListOfTasksIsRefusedWithBothHashes) {
    std::string other(taskListHash());
    other[0] = other[0] == '0' ? '1' : '0';  // a task added to tasks.txt, or one left out
    EXPECT_EQ(pluginAbiDifference(statingList(other)),
              fmt::format("it was built for another list of tasks (tasks.txt): the list's SHA-256 is {} in the plugin "
                          "and {} in this program",
                          other, taskListHash()));
}

TEST(LearnerPlugin, TheKitsPluginStatesTheListOfTasksItWasBuiltFor) {
    const platform::SharedLibrary library{std::filesystem::path(SOLVED_PLUGIN)};
    ASSERT_TRUE(library.loaded()) << library.problem();
    const auto abi = library.function<PluginAbiFunction>(kPluginAbiSymbol);
    ASSERT_NE(abi, nullptr);
    EXPECT_EQ(std::string_view(abi()->tasksHash), taskListHash());
}

TEST(PluginAbiDifference, ReadsATextFieldWithoutItsNulNoFurtherThanItsEnd) {
    PluginAbi built = kPluginAbi;
    std::fill(std::begin(built.standardLibrary), std::end(built.standardLibrary), 'x');
    const std::string difference = pluginAbiDifference(built);
    EXPECT_TRUE(Mentions(difference, std::string(sizeof built.standardLibrary, 'x') + " in the plugin and "));
}

}  // namespace
}  // namespace boids::app
