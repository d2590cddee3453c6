// Vec2: the operators and the free functions' one-line contracts, each checked by hand-worked values.
#include <cmath>

#include <gtest/gtest.h>

#include <boids/format.h>
#include <boids/vec2.h>

namespace boids {
namespace {

// Prints both vectors when they differ, e.g. "expected (0, 1), got (1, 0)".
testing::AssertionResult Near(Vec2 actual, Vec2 expected, float tolerance = 1e-5f) {
    if (approxEqual(actual, expected, tolerance)) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected {}, got {}", expected, actual);
}

TEST(Vec2, AddsSubtractsAndScalesComponentwise) {
    const Vec2 a{1, 2}, b{3, -4};
    EXPECT_EQ(a + b, (Vec2{4, -2}));
    EXPECT_EQ(a - b, (Vec2{-2, 6}));
    EXPECT_EQ(-a, (Vec2{-1, -2}));
    EXPECT_EQ(a * 3.0f, (Vec2{3, 6}));
    EXPECT_EQ(3.0f * a, (Vec2{3, 6}));
    EXPECT_EQ(b / 2.0f, (Vec2{1.5f, -2}));
}

TEST(Vec2, CompoundOperatorsChangeOnlyTheLeftSide) {
    Vec2 a{1, 2};
    const Vec2 b{10, 20};
    a += b;
    EXPECT_EQ(a, (Vec2{11, 22}));
    a -= b;
    EXPECT_EQ(a, (Vec2{1, 2}));
    a *= 4;
    EXPECT_EQ(a, (Vec2{4, 8}));
    a /= 2;
    EXPECT_EQ(a, (Vec2{2, 4}));
    EXPECT_EQ(b, (Vec2{10, 20}));
}

TEST(Vec2, LengthOfAThreeFourFiveTriangleIsFive) {
    EXPECT_FLOAT_EQ(length(Vec2{3, 4}), 5);
    EXPECT_FLOAT_EQ(lengthSquared(Vec2{3, 4}), 25);
    EXPECT_FLOAT_EQ(distance(Vec2{1, 1}, Vec2{4, 5}), 5);
}

TEST(Vec2, DotAndCrossFollowTheRightHandRule) {
    EXPECT_FLOAT_EQ(dot(Vec2{1, 2}, Vec2{3, 4}), 11);          // 1*3 + 2*4
    EXPECT_FLOAT_EQ(cross(Vec2{1, 0}, Vec2{0, 1}), 1);         // y is counter-clockwise of x
    EXPECT_FLOAT_EQ(cross(Vec2{0, 1}, Vec2{1, 0}), -1);
}

TEST(Vec2, NormalizedKeepsTheDirectionWithLengthOne) {
    EXPECT_TRUE(Near(normalized(Vec2{3, 4}), {0.6f, 0.8f}));
    EXPECT_TRUE(Near(normalized(Vec2{0, -7}), {0, -1}));
}

TEST(Vec2, NormalizedLeavesAZeroVectorZeroInsteadOfNan) {
    const Vec2 n = normalized(Vec2{0, 0});
    EXPECT_TRUE(isFinite(n));
    EXPECT_EQ(n, (Vec2{0, 0}));
}

TEST(Vec2, NormalizedKeepsANanAsNanSoThatADivisionByZeroShows) {
    EXPECT_TRUE(std::isnan(normalized(Vec2{std::nanf(""), 1}).x));
}

TEST(Vec2, NormalizedAndLimitedKeepTheDirectionOfHugeVectors) {
    const Vec2 huge{3e30f, 4e30f};  // its squared length overflows a float
    EXPECT_TRUE(Near(normalized(huge), {0.6f, 0.8f}));
    EXPECT_TRUE(Near(limited(huge, 5), {3, 4}));
}

TEST(Vec2, RotatedTurnsCounterClockwiseByDegrees) {
    EXPECT_TRUE(Near(rotated(Vec2{1, 0}, 90), {0, 1}));
    EXPECT_TRUE(Near(rotated(Vec2{1, 0}, -90), {0, -1}));
    EXPECT_TRUE(Near(rotated(Vec2{2, 0}, 60), {2 * 0.5f, 2 * std::sqrt(3.0f) / 2}));  // (2cos60, 2sin60)
    EXPECT_TRUE(Near(rotated(Vec2{0, 0}, 45), {0, 0}));
}

TEST(Vec2, LimitedShortensOnlyVectorsThatAreTooLong) {
    EXPECT_TRUE(Near(limited(Vec2{6, 8}, 5), {3, 4}));  // length 10 -> 5
    EXPECT_TRUE(Near(limited(Vec2{3, 4}, 5), {3, 4}));  // already 5
    EXPECT_TRUE(Near(limited(Vec2{1, 0}, 5), {1, 0}));
    EXPECT_TRUE(Near(limited(Vec2{0, 0}, 5), {0, 0}));
}

TEST(Vec2, SignedAngleIsPositiveCounterClockwise) {
    EXPECT_NEAR(signedAngle(Vec2{1, 0}, Vec2{0, 1}), 90, 1e-4);
    EXPECT_NEAR(signedAngle(Vec2{1, 0}, Vec2{0, -1}), -90, 1e-4);
    EXPECT_NEAR(signedAngle(Vec2{1, 0}, Vec2{1, 1}), 45, 1e-4);
    EXPECT_NEAR(std::fabs(signedAngle(Vec2{1, 0}, Vec2{-1, 0})), 180, 1e-4);
    EXPECT_EQ(signedAngle(Vec2{0, 0}, Vec2{1, 0}), 0);
}

TEST(Vec2, IsFiniteRejectsNanAndInfinity) {
    EXPECT_TRUE(isFinite(Vec2{1, -1}));
    EXPECT_FALSE(isFinite(Vec2{std::nanf(""), 0}));
    EXPECT_FALSE(isFinite(Vec2{0, INFINITY}));
}

TEST(Vec2, FormatsAsAPairAndPrintsNegativeZeroAsZero) {
    EXPECT_EQ(fmt::format("{}", Vec2{0.5f, -2}), "(0.5, -2)");
    EXPECT_EQ(fmt::format("{}", Vec2{-0.0f, 0}), "(0, 0)");
    EXPECT_EQ(fmt::format("{}", Vec2{-std::nanf(""), 1}), "(NaN, 1)");
}

TEST(Format, WithThousandsSetsApartEveryThreeDigitsFromTheRight) {
    EXPECT_EQ(withThousands(0), "0");
    EXPECT_EQ(withThousands(999), "999");
    EXPECT_EQ(withThousands(1000), "1,000");
    EXPECT_EQ(withThousands(100000), "100,000");
    EXPECT_EQ(withThousands(1000000), "1,000,000");
    EXPECT_EQ(withThousands(-12345), "-12,345");
}

}  // namespace
}  // namespace boids
