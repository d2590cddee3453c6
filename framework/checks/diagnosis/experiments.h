// The experiments: each changes one thing, compares the learner's function with the recipe's, and adds what it finds
// (nothing when it shows no difference). Each is one row of the table in diagnosis.cpp, which says which tasks it
// applies to, how telling its findings are, and what they make redundant. Grouped by what they vary, in
// experiments_*.cpp.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "boids/findings.h"
#include "boids/format.h"
#include "lab.h"

namespace boids::diagnosis {

using Findings = std::vector<Finding>;
using Experiment = void (*)(const Lab& lab, Findings& out);
using F = FindingKind;

// A finding's kind, with the detail an open kind's id goes on with (boids/findings.h).
struct Id {
    FindingKind kind;
    std::string detail;

    Id(FindingKind k) : kind(k) {}  // NOLINT: a closed kind is its whole id
    Id(FindingKind k, std::string d) : kind(k), detail(std::move(d)) {}
};

// Adds a finding: its kind, what yours does with the numbers (`text`), and one thing to try, or none.
inline void add(Findings& out, Id id, std::string text, std::string tryThis = {}) {
    out.push_back({id.kind, std::string(infoOf(id.kind).id) + id.detail, std::move(text), std::move(tryThis)});
}

// experiments_basics.cpp: the whole answer.
void repeatable(const Lab& lab, Findings& out);  // the same scene twice gives the same answer
void notANumber(const Lab& lab, Findings& out);  // a number in the awkward scenes, where a division by zero is near
void alwaysZero(const Lab& lab, Findings& out);  // zero in every scene, where the recipe's is not
void differs(const Lab& lab, Findings& out);     // the simplest scene where the two differ, as it is

// experiments_parameters.cpp: each parameter changed on its own, and a length that follows one.
void readsWeight(const Lab& lab, Findings& out);   // a weight read, which step() applies itself
void readsParam(const Lab& lab, Findings& out);    // a parameter the recipe does not read (in place of one it does)
void ignoresParam(const Lab& lab, Findings& out);  // a parameter the recipe reads, left alone
void opposite(const Lab& lab, Findings& out);      // the recipe's force times -1
void factorInPlaceOf(const Lab& lab, Findings& out);  // times one parameter, divided by the one the recipe reads
void factor(const Lab& lab, Findings& out);        // times a number: a parameter, the speed, or a constant
void lengthVaries(const Lab& lab, Findings& out);  // one length where the recipe's varies, or the other way round

// experiments_inputs.cpp: one input changed, the rest the same.
void ownVelocity(const Lab& lab, Findings& out);
void steeringForm(const Lab& lab, Findings& out);  // desired - velocity, as Reynolds' tutorials steer
void obstacleRadius(const Lab& lab, Findings& out);
void neighbourVelocity(const Lab& lab, Findings& out);
void neighbourPosition(const Lab& lab, Findings& out);

// experiments_items.cpp: which items count, and how.
void whichItems(const Lab& lab, Findings& out);      // moving which one changes nothing
void skipsOwnPoint(const Lab& lab, Findings& out);    // an item at distance 0 left out (d > 0)
void countsItself(const Lab& lab, Findings& out);     // the boid counted among its own neighbours
void parkersRule(const Lab& lab, Findings& out);      // (average - own) / k, as Parker's pseudocode
void stopsAtSkipped(const Lab& lab, Findings& out);  // an item the recipe leaves out, first or last
void firstItems(const Lab& lab, Findings& out);      // crowds of 2 to 48: only the first K count
void countNeedsTwo(const Lab& lab, Findings& out);   // zero for one item, not for two
void count(const Lab& lab, Findings& out);           // the same item 1 to 4 times
void order(const Lab& lab, Findings& out);           // the same items in the reverse order
void itemsAsIf(const Lab& lab, Findings& out);       // the first given twice, or a sum carried from one to the next
void target(const Lab& lab, Findings& out);          // cohesion: the point yours steers toward

// experiments_geometry.cpp: one item along a line, two at right angles, the whole scene moved.
void weights(const Lab& lab, Findings& out);          // how much each of two items counts
void wholeSteps(const Lab& lab, Findings& out);       // an answer that stays put, then jumps
void frame(const Lab& lab, Findings& out);            // the scene turned about the boid, or moved
void reachEdge(const Lab& lab, Findings& out);        // where yours switches on and off
void alignmentLength(const Lab& lab, Findings& out);  // alignment: length 1 at every speed
void lengthShape(const Lab& lab, Findings& out);      // how the length follows one item's distance

// experiments_components.cpp: the world's x and y one at a time, and the scene mirrored across the heading.
void components(const Lab& lab, Findings& out);  // a part of the answer worked out unlike the other
void mirror(const Lab& lab, Findings& out);      // the left and the right treated unlike each other

// experiments_obstacles.cpp: the obstacle all the way round the boid.
void turns(const Lab& lab, Findings& out);     // which way yours turns, when a known mistake explains it
void turnSide(const Lab& lab, Findings& out);  // which way yours turns, when none does
void cone(const Lab& lab, Findings& out);      // the angles at which yours reacts

}  // namespace boids::diagnosis
