// Loading the learner's plugin: the kit's own plugin loads, and a plugin of another ABI (another version of the
// kit, other Params, or older than the check) is refused with a message that names both sides' values.
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/plugin.h>

#include "learner_plugin_loader.h"

namespace boids::app {
namespace {

// "plugin ABI 1, Params of 123 bytes, ..." for this program, as the loader's messages say it.
std::string thisProgram() {
    return fmt::format("plugin ABI {}, Params of {} bytes", kPluginAbi.version, kPluginAbi.paramsSize);
}

testing::AssertionResult Mentions(const std::string& message, const std::string& part) {
    if (message.find(part) != std::string::npos) return testing::AssertionSuccess();
    return testing::AssertionFailure() << "the message does not say \"" << part << "\":\n  " << message;
}

TEST(LearnerPlugin, TheKitsOwnPluginLoads) {
    const LearnerPlugin plugin(SOLVED_PLUGIN);
    EXPECT_NE(plugin.tasks(), nullptr) << plugin.problem();
    EXPECT_EQ(plugin.problem(), "");
}

TEST(LearnerPlugin, APluginOfAnotherAbiVersionIsRefusedWithBothVersions) {
    const LearnerPlugin plugin(FOREIGN_version_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr) << "a plugin of another ABI must not be called";
    EXPECT_TRUE(Mentions(plugin.problem(), "another version of the kit"));
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("plugin ABI {},", kPluginAbi.version + 1)));
    EXPECT_TRUE(Mentions(plugin.problem(), "this program has " + thisProgram()));
    EXPECT_TRUE(Mentions(plugin.problem(), "cmake --build build --target boids_learner_plugin"));
}

TEST(LearnerPlugin, APluginWithOtherParamsIsRefusedWithBothSizes) {
    const LearnerPlugin plugin(FOREIGN_params_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), fmt::format("Params of {} bytes", kPluginAbi.paramsSize + 8)));
    EXPECT_TRUE(Mentions(plugin.problem(), "this program has " + thisProgram()));
}

TEST(LearnerPlugin, APluginOlderThanTheCheckIsRefused) {
    const LearnerPlugin plugin(FOREIGN_none_PLUGIN);
    EXPECT_EQ(plugin.tasks(), nullptr);
    EXPECT_TRUE(Mentions(plugin.problem(), "does not say which plugin ABI"));
    EXPECT_TRUE(Mentions(plugin.problem(), thisProgram()));
}

}  // namespace
}  // namespace boids::app
