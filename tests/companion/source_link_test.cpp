// Failures in the form editors link (framework/companion/source_link.h).
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace boids::companion
