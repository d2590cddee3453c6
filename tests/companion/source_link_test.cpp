// Failures in the form editors link (framework/companion/source_link.h).
#include <gtest/gtest.h>

#include "scratch_folder.h"
#include "source_link.h"

namespace boids::companion {
namespace {

TEST(DefinitionLine, IsTheLineThatNamesTheFunctionWithItsBody) {
    const std::string source =
        "// calculateCohesion(self, neighbours) steers toward the centre\n"  // 1: a comment names it
        "#include <boids/tasks.h>\n"                                        // 2
        "namespace boids {\n"                                               // 3
        "Vec2 calculateCohesion(const Boid& self,\n"                        // 4: the definition, over two lines
        "                       std::span<const Boid> neighbors, const Params& params) {\n"
        "    return {};\n"
        "}\n"
        "}\n";
    EXPECT_EQ(definitionLine(source, "calculateCohesion"), 4);
}

TEST(DefinitionLine, SkipsADeclarationACallOfALongerNameAndABlockComment) {
    const std::string source =
        "Vec2 calculateCohesion(const Boid&, std::span<const Boid>, const Params&);\n"  // 1: declared only
        "/* calculateCohesion(a, b, c)\n"                                              // 2: a block comment
        "   calculateCohesion(d, e, f) */\n"                                           // 3
        "Vec2 mycalculateCohesion(int x) { return {}; }\n"                             // 4: another name
        "Vec2 calculateCohesion (const Boid& self, std::span<const Boid> n, const Params& p)\n"  // 5
        "{\n";
    EXPECT_EQ(definitionLine(source, "calculateCohesion"), 5);
}

TEST(DefinitionLine, IsZeroWhenTheFunctionIsNotThere) {
    EXPECT_EQ(definitionLine("Vec2 calculateAlignment(const Boid& self) {\n", "calculateCohesion"), 0);
    EXPECT_EQ(definitionLine("", "calculateCohesion"), 0);
    EXPECT_EQ(definitionLine("Vec2 calculateCohesion(int) {}\n", ""), 0);
}

TEST(SourceLink, IsPathLineAndErrorOnOneLineAsACompilerPrintsThem) {
    EXPECT_EQ(sourceLink("exercises/03_cohesion.cpp", 12, "returned (0, 0)\nwhere the recipe gives (1, 0)"),
              "exercises/03_cohesion.cpp:12: error: returned (0, 0) where the recipe gives (1, 0)");
}

TEST(KitRelativeLocations, MakeACompilersPathsRelativeToTheKitAsTheLinkIs) {
    testing::ScratchFolder kit;
    testing::put(kit.path() / "exercises" / "01_alignment.cpp", "// a learner's file\n");
    const std::string absolute = (kit.path() / "exercises" / "01_alignment.cpp").generic_string();
    const std::string messages =
        "../exercises/01_alignment.cpp:8:58: error: no member named 'velocty'\n"  // relative to build/, as ccache has it
        "    8 |     heading += other.velocty;\n"                                 // the code: no location
        + absolute + ":9:5: error: expected ';'\n"                                 // absolute, under the kit
        "/usr/include/c++/12/span:90:3: note: declared here\n"                     // outside the kit: as it is
        "../exercises/not_here.cpp:3:1: error: gone";                              // no such file: as it is
    EXPECT_EQ(kitRelativeLocations(messages, kit.path()),
              "exercises/01_alignment.cpp:8:58: error: no member named 'velocty'\n"
              "    8 |     heading += other.velocty;\n"
              "exercises/01_alignment.cpp:9:5: error: expected ';'\n"
              "/usr/include/c++/12/span:90:3: note: declared here\n"
              "../exercises/not_here.cpp:3:1: error: gone");
}

}  // namespace
}  // namespace boids::companion
