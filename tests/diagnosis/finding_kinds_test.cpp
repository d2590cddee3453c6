// A record carries a finding's id as text; kindOfId (boids/findings.h) turns it back into the kind the diagnosis
// declared, which is how ./workshop tells a grid's failure of its build from one of its search.
#include <gtest/gtest.h>

#include <boids/findings.h>

namespace boids {
namespace {

TEST(FindingKindOfId, AClosedIdIsItsOwnKind) {
    const findings::KindInfo* placed = kindOfId("grid:wrong_cell");
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed, &infoOf(FindingKind::grid_wrong_cell));
    EXPECT_EQ(placed->telling, Telling::GridPlacement);
    EXPECT_EQ(kindOfId("grid:misses"), &infoOf(FindingKind::grid_misses)) << "a search's, told apart from the build's";
}

TEST(FindingKindOfId, AnOpenIdIsTheKindItBeginsWithWhateverItsDetail) {
    EXPECT_EQ(kindOfId("reads_param:fleeRadius"), &infoOf(FindingKind::reads_param));
    EXPECT_EQ(kindOfId("reads_param:neighborRadius"), &infoOf(FindingKind::reads_param));
}

TEST(FindingKindOfId, AnIdNoKindHasIsNone) {
    EXPECT_EQ(kindOfId("grid:wrong"), nullptr) << "a closed id is matched whole, not by its beginning";
    EXPECT_EQ(kindOfId("no_such_finding"), nullptr);
    EXPECT_EQ(kindOfId(""), nullptr);
}

}  // namespace
}  // namespace boids
