// Prints what ./workshop test N shows for a task program's records, without colour: the failure shown first, then
// "Also failing:" (boids/render.h, failuresReport). For also_failing.cmake, which runs a real task program on a
// learner's file (tests/workshop/NN_*.cpp) and reads the list as a learner would.
#include <fstream>
#include <iostream>
#include <sstream>

#include <boids/render.h>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: boids_also_failing RECORDS\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    std::ostringstream records;
    records << in.rdbuf();
    std::cout << boids::report::failuresReport(boids::report::readRecords(records.str()), "Also failing:",
                                               "(--all shows every failure)");
    return 0;
}
