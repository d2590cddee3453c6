// The experiments: each changes one thing and compares the learner's function with the recipe's, and adds what it
// finds (diagnosis.cpp runs them). Grouped by what they vary, in experiments_*.cpp.
#pragma once

#include "lab.h"

namespace boids::diagnosis {

// experiments_basics.cpp
void repeatable(const Lab& lab, Findings& out);
void notANumber(const Lab& lab, Findings& out);
bool alwaysZero(const Lab& lab, Findings& out);
void differs(const Lab& lab, Findings& out);
// experiments_parameters.cpp
void parameters(const Lab& lab, Findings& out);
void lengthFactor(const Lab& lab, Findings& out);
// experiments_inputs.cpp
void inputs(const Lab& lab, Findings& out);
// experiments_items.cpp
void whichItems(const Lab& lab, Findings& out);
void stopsAtSkipped(const Lab& lab, Findings& out);
void order(const Lab& lab, Findings& out);
void count(const Lab& lab, Findings& out);
void target(const Lab& lab, Findings& out);
// experiments_geometry.cpp
void frame(const Lab& lab, Findings& out);
void reachEdge(const Lab& lab, Findings& out);
void lengthShape(const Lab& lab, Findings& out);
void wholeSteps(const Lab& lab, Findings& out);
void weights(const Lab& lab, Findings& out);
// experiments_obstacles.cpp
void turns(const Lab& lab, Findings& out);
void cone(const Lab& lab, Findings& out);

}  // namespace boids::diagnosis
