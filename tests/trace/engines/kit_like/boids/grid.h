// A stand-in for the kit's <boids/grid.h>, as tasks.h beside it is for <boids/tasks.h>.
#pragma once

#include "boids/tasks.h"
