// new-task's --param NAME=DEFAULT:MIN..MAX[:WHAT]: what it reads, the step it chooses, and what each refusal says.
#include "task_params.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "console.h"

namespace boids::companion {
namespace {

// The message of the CommandError that parsing `option` throws, or "" when it throws none.
std::string refusalOf(std::string_view option) {
    try {
        parseParamOption(option);
        return "";
    } catch (const CommandError& error) {
        EXPECT_TRUE(error.usage) << option;
        return error.message;
    }
}

// A parameter's fields in order: name, default, min, max, step, what it is.
std::vector<std::string> fieldsOf(const TaskParam& p) { return {p.name, p.value, p.min, p.max, p.step, p.what}; }

TEST(ParamOption, ReadsTheNameTheDefaultAndTheRangeAsWritten) {
    EXPECT_EQ(fieldsOf(parseParamOption("margin=100:0..300")),
              (std::vector<std::string>{"margin", "100", "0", "300", "1", ""}));
}

// The step: 20 / 100 is 0.2, so tenths, and -2.5 is a whole number of tenths from -10.
TEST(ParamOption, ReadsNegativeAndDecimalNumbersAndWhatItIsAfterASecondColon) {
    EXPECT_EQ(fieldsOf(parseParamOption("tilt = -2.5 : -10..10 : degrees: turned left of the heading")),
              (std::vector<std::string>{"tilt", "-2.5", "-10", "10", "0.1", "degrees: turned left of the heading"}));
}

TEST(ParamStep, IsAPowerOfTenNearAHundredthOfTheRangeThatHitsTheDefault) {
    EXPECT_EQ(stepFor("100", "0", "300"), "1");
    EXPECT_EQ(stepFor("1", "0", "4"), "0.01");
    EXPECT_EQ(stepFor("5000", "0", "20000"), "100");
    EXPECT_EQ(stepFor("0.25", "0", "100"), "0.01");  // 1 would skip the default
}

TEST(ParamOption, RefusesEachMistakeNamingTheValueAndWhatWasExpected) {
    struct Refused {
        const char* option;
        const char* says;
    };
    for (const Refused& r : {
             Refused{"margin", "--param 'margin' has no '=' after the parameter's name; it takes NAME=DEFAULT:MIN..MAX"},
             Refused{"margin=100", "--param 'margin=100' has no ':' and range after the default 100"},
             Refused{"margin=100:0-300", "the range '0-300' has no '..' between its ends"},
             Refused{"Margin=100:0..300", "the name 'Margin' is not a C++ name that starts in lower case"},
             Refused{"push radius=1:0..3", "the name 'push radius' is not a C++ name"},
             Refused{"=1:0..3", "the name '' is not a C++ name"},
             Refused{"new=1:0..3", "'new' is a word of C++, which cannot name a field of Params"},
             Refused{"margin=lots:0..300", "the default 'lots' is not a number such as 100, 0.5 or -2"},
             Refused{"margin=100:0..1e3", "the maximum '1e3' is not a number"},
             Refused{"margin=100:..300", "the minimum '' is not a number"},
             Refused{"margin=100:300..0", "the range 300..0 does not go up; write its smaller end first, as in "
                                          "margin=100:0..300."},
             Refused{"margin=100:5..5", "the range 5..5 does not go up"},
             Refused{"margin=400:0..300", "the default 400 is outside the range 0..300"},
             Refused{"margin=100:0..300:a | b", "holds a '|' or a line break"},
         }) {
        SCOPED_TRACE(r.option);
        const std::string message = refusalOf(r.option);
        EXPECT_NE(message.find(r.says), std::string::npos) << message;
    }
}

TEST(ParamsFile, NamesAreTheFirstFieldOfEachLineThatIsNotAComment) {
    EXPECT_EQ(paramNamesIn("# name | default\n\nmargin | 100 | 0 | 300 | 1 | units\n  speed|1|0|2|0.1|x\n"),
              (std::vector<std::string>{"margin", "speed"}));
}

TEST(ParamsHeader, DeclaresAFieldWhateverItsTypeButNotAWordInAComment) {
    const std::string header = "struct Params {\n    float maxSpeed = 5;  // a boid's top speed\n"
                               "    Vec2 worldSize{1200, 900};\n    ReynoldsParams reynolds;\n};\n";
    for (const char* field : {"maxSpeed", "worldSize", "reynolds"}) EXPECT_TRUE(declaresField(header, field)) << field;
    for (const char* other : {"speed", "top", "margin"}) EXPECT_FALSE(declaresField(header, other)) << other;
}

}  // namespace
}  // namespace boids::companion
