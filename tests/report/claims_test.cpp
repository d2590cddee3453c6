// A failure's claims about the learner's code, checked against the code (boids/claims.h): the sentences the source
// shows false go, the rest of the failure stays. The sources are learners' code as the issue that asked for this
// check saw them, cut to the lines that matter.
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/claims.h>

namespace boids::report {
namespace {

// A failure as a test program writes it: a title, the parts of `lead`, the numbers.
Records recordsWith(std::vector<Part> lead, std::vector<FindingRecord> findings = {},
                    std::optional<MistakeRecord> mistake = {}) {
    Failure failure;
    failure.rank = mistake ? Rank::NamedMistake : Rank::Measured;
    failure.parts.push_back({"title", "\nTask 3 Cohesion (calculateCohesion), scenario: two neighbours\n"});
    for (Part& p : lead) failure.parts.push_back(std::move(p));
    failure.parts.push_back({"expected", "  expected   (0.6, 0.8)  length 1\n"});
    failure.findings = std::move(findings);
    failure.mistake = std::move(mistake);
    Check check;
    check.name = "Cohesion.SteersToTheCentreOfTwoNeighbours";
    check.failures.push_back(std::move(failure));
    Records records;
    records.checks.push_back(std::move(check));
    return records;
}

std::string text(const Records& records) {
    std::string all;
    for (const Part& p : records.checks.front().failures.front().parts) all += p.text;
    return all;
}

TEST(CodeNamed, ListsTheDottedNamesOfASentenceOnceEach) {
    EXPECT_EQ(codeNamed("try: use params.fleeRadius where you use params.maxSpeed, e.g. params.fleeRadius."),
              (std::vector<std::string>{"params.fleeRadius", "params.maxSpeed"}));
    EXPECT_EQ(codeNamed("try: make the sum a unit vector (length 1.5 now)."), std::vector<std::string>{});
}

TEST(CodeOf, BlanksCommentsAndStringsSoThatTheyAreNoCode) {
    const std::string code = codeOf("float r = 40; // not params.neighborRadius\n/* other.position */ auto s = \"self.velocity\";");
    EXPECT_FALSE(codeHas(code, "params.neighborRadius")) << code;
    EXPECT_FALSE(codeHas(code, "other.position")) << code;
    EXPECT_FALSE(codeHas(code, "self.velocity")) << code;
}

TEST(CodeHas, FindsAParamWhateverTheParametersAreCalledAndOtherNamesWhole) {
    EXPECT_TRUE(codeHas(codeOf("if (d < p.fleeRadius) push += away;"), "params.fleeRadius"));
    EXPECT_TRUE(codeHas(codeOf("if (d < cfg->fleeRadius) push += away;"), "params.fleeRadius"));
    EXPECT_FALSE(codeHas(codeOf("if (d < fleeRadius2) push += away;"), "params.fleeRadius"));
    EXPECT_TRUE(codeHas(codeOf("positions.push_back(other.position);"), "other.position"));
    EXPECT_FALSE(codeHas(codeOf("positions.push_back(another.position);"), "other.position"));
}

// static_scratch_not_cleared: a cohesion that keeps a static vector of positions and never clears it was told to use
// other.position, which it does.
TEST(DropFalseClaims, TakesOutATryThatAsksForCodeTheSourceHas) {
    const std::string source = "static std::vector<Vec2> positions;\nfor (const Boid& other : neighbors) "
                               "positions.push_back(other.position);\n";
    Records records = recordsWith({{"findings", "  - Yours steers to a point that is not the centre.\n"},
                                   {"try", "  try: use other.position.\n"}},
                                  {{"centre_elsewhere", "Yours steers to a point that is not the centre.", "use other.position", {}}});
    EXPECT_EQ(dropFalseClaims(records, source), 1);
    EXPECT_EQ(text(records).find("try:"), std::string::npos) << text(records);
    EXPECT_NE(text(records).find("Yours steers to a point"), std::string::npos) << "the finding itself stays";
    EXPECT_EQ(records.checks.front().failures.front().findings.front().tryThis, "");
}

TEST(DropFalseClaims, KeepsATryForCodeTheSourceLacks) {
    Records records = recordsWith({{"try", "  try: use other.position.\n"}});
    EXPECT_EQ(dropFalseClaims(records, "positions.push_back(other.velocity);"), 0);
    EXPECT_NE(text(records).find("try: use other.position."), std::string::npos);
}

// Tries whose code the source has and which are true of it: the source cannot settle them, so they stay.
TEST(DropFalseClaims, KeepsATryOfAnyOtherShapeThanUseForTheSourceCannotSettleIt) {
    const std::string source = "if (d < params.fleeRadius) center += other.position * length(other.velocity);";
    for (const char* tryLine : {"  try: leave params.fleeRadius out of this force.\n",
                                "  try: use other.position, not other.velocity.\n",
                                "  try: check the comparison with params.fleeRadius.\n"}) {
        Records records = recordsWith({{"try", tryLine}});
        EXPECT_EQ(dropFalseClaims(records, source), 0) << tryLine;
    }
}

// A flee whose mask lost its brackets (self.position - predator * mask) compares with the radius, and was told to.
TEST(DropFalseClaims, SaysAgainATryForAComparisonTheCodeMakesAsWhatIsKnown) {
    const std::string asked = "  try: compare the distance between the centres with params.fleeRadius.\n";
    const std::string source = "const float mask = distance(self.position, predator) <= params.fleeRadius ? 1 : 0;";
    Records records = recordsWith({{"try", asked}});
    EXPECT_EQ(dropFalseClaims(records, source), 1);
    EXPECT_EQ(text(records).find("compare the distance between the centres"), std::string::npos) << text(records);
    EXPECT_NE(text(records).find("your code compares with params.fleeRadius"), std::string::npos) << text(records);
}

TEST(DropFalseClaims, KeepsATryForAComparisonTheCodeDoesNotMake) {
    const std::string asked = "  try: compare the distance between the centres with params.fleeRadius.\n";
    for (const char* source : {"const float r = params.fleeRadius; away += (self.position - predator) * r;",
                               "if (d < 50) away += offset; // params.fleeRadius < d",
                               "if (d < params.neighborRadius) away += offset;",
                               "auto* p = &params; p->fleeRadius; x = y << 2;"}) {
        Records records = recordsWith({{"try", asked}});
        EXPECT_EQ(dropFalseClaims(records, source), 0) << source;
        EXPECT_NE(text(records).find("compare the distance between the centres"), std::string::npos) << source;
    }
}

TEST(DropFalseClaims, KeepsATryThatNamesNoCodeForTheSourceCannotSettleIt) {
    Records records = recordsWith({{"try", "  try: make the sum a unit vector.\n"}});
    EXPECT_EQ(dropFalseClaims(records, "return sum;"), 0);
    EXPECT_NE(text(records).find("try: make the sum a unit vector."), std::string::npos);
}

// `static const float R = params.neighborRadius;` was named hard_coded_radius, "the radius is a number in the code".
TEST(DropFalseClaims, UnnamesAMistakeWhoseMissingCodeTheSourceHasAndKeepsItsFindings) {
    const MistakeRecord hardCoded{"hard_coded_radius",
                                  "the radius is a number in the code: the slider changes params.neighborRadius",
                                  "read the radius from params", {"params.neighborRadius"}};
    Records records = recordsWith({{"mistake", "  This is what you get when the radius is a number in the code: the "
                                               "slider\n  changes params.neighborRadius.\n"},
                                   {"findings", "  - Yours does not follow neighborRadius.\n"},
                                   {"try", "  try: read the radius from params.\n"}},
                                  {}, hardCoded);
    EXPECT_EQ(dropFalseClaims(records, "static const float R = params.neighborRadius;\n"), 2);
    const Failure& failure = records.checks.front().failures.front();
    EXPECT_FALSE(failure.mistake) << "the name goes";
    EXPECT_EQ(failure.rank, Rank::Measured);
    EXPECT_EQ(text(records).find("number in the code"), std::string::npos) << text(records);
    EXPECT_EQ(text(records).find("try: read the radius"), std::string::npos) << text(records);
    EXPECT_NE(text(records).find("Yours does not follow neighborRadius"), std::string::npos) << "measured, it stays";
}

TEST(DropFalseClaims, KeepsAMistakeWhenTheSourceLacksWhatItSaysIsMissing) {
    const MistakeRecord hardCoded{"hard_coded_radius", "the radius is a number in the code",
                                  "read the radius from params", {"params.neighborRadius"}};
    Records records = recordsWith({{"mistake", "  This is what you get when the radius is a number in the code.\n"},
                                   {"try", "  try: read the radius from params.\n"}},
                                  {}, hardCoded);
    EXPECT_EQ(dropFalseClaims(records, "const float R = 40; // params.neighborRadius is 40 too\n"), 0);
    EXPECT_TRUE(records.checks.front().failures.front().mistake);
    EXPECT_NE(text(records).find("number in the code"), std::string::npos);
}

}  // namespace
}  // namespace boids::report
