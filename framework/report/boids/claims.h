// Claims about the learner's code, checked against that code before they are said. A failure's record says what the
// code did (numbers, measured); some of its sentences also say what the code is: a thing to try that asks for code
// ("try: use other.position") claims the code lacks it, and a known mistake that says a value is "a number in the
// code" claims the code does not read it. Where the learner's source shows such a claim false, the sentence goes.
// The measured parts and the trace stay. A claim the source cannot settle is left as the diagnosis made it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "boids/records.h"

namespace boids::report {

// `source` with its comments and its string and character literals blanked out, so that what is left is code.
std::string codeOf(std::string_view source);

// The code a sentence names: the dotted names in it ("params.fleeRadius", "other.position"), in order, each once.
std::vector<std::string> codeNamed(std::string_view sentence);

// Whether `code` (codeOf's) has `name`. A field of Params is found whatever the learner calls the parameters
// (".fleeRadius" or "->fleeRadius"); any other name as written, a whole name.
bool codeHas(std::string_view code, std::string_view name);

// Takes out of `records` what the learner's `source` shows false, and says how many sentences went or were said again:
// - a "try" part that only asks for code ("try: use other.position."), all of which the source already has: it asks
//   for what the code does. A try of any other shape ("leave X out", "use X, not Y", a sentence about the recipe's
//   arithmetic) is a claim the source cannot settle, and stays;
// - a try that asks for a comparison with a parameter ("try: compare the distance between the centres with
//   params.fleeRadius.") where the source compares with it: it is said again as what is known, that the comparison
//   is there and what lies beyond still counts;
// - a known mistake whose `absent` code the source has, with its parts ("mistake" and its "try"): the rank it
//   gave the failure becomes Measured, and the findings it came with stay.
int dropFalseClaims(Records& records, std::string_view source);
// The same for one failure, where `code` is codeOf(the learner's source).
int dropFalseClaimsInCode(Failure& failure, std::string_view code);

}  // namespace boids::report
