// What the diagnosis by experiment can find (boids/diagnosis.h), declared once. Each kind of finding is a C++ name
// (FindingKind::reads_own_velocity): the experiments make findings of a kind, the diagnosis's table says which kinds
// make which redundant, and each known mistake says which kinds describe it (catalog.h, describedBy), all by these
// names, so that a misspelt one does not compile (tests/diagnosis/misspelt_finding.cmake tries it).
// A finding's id, the text the records and the tests carry, is its kind's; an open kind's id ends with a detail the
// experiment measured: a parameter's name, a formula, a count ("reads_param:fleeRadius", "shape:1", "reads_first:3").
#pragma once

#include <array>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

namespace boids {

// How telling a finding is: a failure lists its findings in this order, the lowest first (and equals in the order
// they were found). Something that spoils every other measurement comes first (a different answer each time, NaN);
// a plain "it differs" comes last. The grid's findings are told apart from one another only: a boid in the wrong
// cell, or in none, spoils every search; then the cell size; the distance the search keeps to; the cells it visits;
// what it lists besides.
enum class Telling {
    NotRepeatable, NotANumber, AlwaysZero, Convention, Weight, Params, Turn, ReachEdge, TurnSide, WhichItems, Target, Parts,
    Weights, Steps, Shape, Inputs, Frame, IgnoredParam, Sign, Length, Count, Order, Differs,
    GridPlacement, GridCellSize, GridDistance, GridCells, GridListed,
};

// Every kind of finding: KIND(name, "id", telling) for a kind whose id is always the same, OPEN(name, "id", telling)
// for one whose id goes on with the detail measured.
#define BOIDS_FINDING_KINDS(KIND, OPEN)                                    \
    KIND(not_repeatable, "not_repeatable", NotRepeatable)                  \
    KIND(nan, "nan", NotANumber)                                           \
    KIND(always_zero, "always_zero", AlwaysZero)                           \
    KIND(convention_steering, "convention:steering", Convention)           \
    KIND(convention_skips_own_point, "convention:skips_own_point", WhichItems) \
    KIND(convention_counts_itself, "convention:counts_itself", Convention) \
    KIND(convention_parker, "convention:parker", Convention)               \
    OPEN(reads_weight, "reads_weight:", Weight)                            \
    OPEN(reads_param, "reads_param:", Params)                              \
    OPEN(factor_in_place_of, "factor:in_place_of:", Params)                \
    KIND(turn, "turn", TurnSide)                                           \
    KIND(turn_dead_ahead, "turn:dead_ahead", Turn)                         \
    KIND(turn_toward, "turn:toward", Turn)                                 \
    KIND(turn_one_way, "turn:one_way", Turn)                               \
    KIND(turn_from_obstacle, "turn:from_obstacle", Turn)                   \
    KIND(units_degrees_as_radians, "units:degrees_as_radians", Turn)       \
    KIND(units_radians_to_rotated, "units:radians_to_rotated", Turn)       \
    KIND(units_whole_degrees, "units:whole_degrees", Turn)                 \
    KIND(strict_reach, "strict_reach", ReachEdge)                          \
    KIND(stops_early, "stops_early", ReachEdge)                            \
    KIND(reaches_too_far, "reaches_too_far", ReachEdge)                    \
    KIND(cone, "cone", ReachEdge)                                          \
    KIND(cone_edge_inclusive, "cone_edge_inclusive", ReachEdge)            \
    KIND(ignores_item_first, "ignores_item:first", WhichItems)             \
    KIND(ignores_item_last, "ignores_item:last", WhichItems)               \
    KIND(only_first_counts, "only_first_counts", WhichItems)               \
    KIND(only_last_counts, "only_last_counts", WhichItems)                 \
    KIND(only_ends_count, "only_ends_count", WhichItems)                   \
    KIND(only_nearest_counts, "only_nearest_counts", WhichItems)           \
    OPEN(reads_first, "reads_first:", WhichItems)                          \
    KIND(gives_up_at_skipped, "gives_up_at_skipped", WhichItems)           \
    KIND(stops_at_skipped, "stops_at_skipped", WhichItems)                 \
    KIND(count_needs_two, "count:needs_two", WhichItems)                   \
    KIND(target_sum, "target:sum", Target)                                 \
    KIND(target_count_plus_one, "target:count_plus_one", Target)           \
    KIND(target_average_velocity, "target:average_velocity", Target)       \
    KIND(target_sum_with_self, "target:sum_with_self", Target)             \
    KIND(target_origin, "target:origin", Target)                           \
    KIND(parts_alike, "parts:alike", Parts)                                \
    OPEN(parts_ignores, "parts:ignores_", Parts)                           \
    OPEN(parts_reversed, "parts:reversed_", Parts)                         \
    OPEN(parts_one_sign, "parts:one_sign:", Parts)                         \
    OPEN(parts_divided, "parts:divided_", Parts)                           \
    KIND(as_if_first_twice, "as_if:first_twice", Parts)                    \
    KIND(as_if_running_offset, "as_if:running_offset", Parts)              \
    KIND(as_if_running_velocity, "as_if:running_velocity", Parts)          \
    KIND(weights, "weights", Weights)                                      \
    OPEN(weights_are, "weights:", Weights)                                 \
    KIND(whole_steps, "whole_steps", Steps)                                \
    KIND(alignment_length, "alignment_length", Shape)                      \
    KIND(alignment_length_limited, "alignment_length:limited", Shape)      \
    KIND(alignment_length_speed, "alignment_length:speed", Shape)          \
    KIND(shape, "shape", Shape)                                            \
    OPEN(shape_is, "shape:", Shape)                                        \
    KIND(reads_own_velocity, "reads_own_velocity", Inputs)                 \
    KIND(ignores_own_velocity, "ignores_own_velocity", Inputs)             \
    KIND(reads_obstacle_radius, "reads_obstacle_radius", Inputs)           \
    KIND(reads_neighbour_velocity, "reads_neighbour_velocity", Inputs)     \
    KIND(ignores_neighbour_velocity, "ignores_neighbour_velocity", Inputs) \
    KIND(reads_neighbour_position, "reads_neighbour_position", Inputs)     \
    KIND(ignores_neighbour_position, "ignores_neighbour_position", Inputs) \
    KIND(frame_position, "frame:position", Frame)                          \
    KIND(frame_turn, "frame:turn", Frame)                                  \
    KIND(mirror, "mirror", Frame)                                          \
    OPEN(ignores_param, "ignores_param:", IgnoredParam)                    \
    KIND(opposite, "opposite", Sign)                                       \
    KIND(factor, "factor", Length)                                         \
    KIND(factor_follows, "factor:follows", Length)                         \
    OPEN(factor_times, "factor:times:", Length)                            \
    OPEN(factor_divided_by, "factor:divided_by:", Length)                  \
    KIND(length_one, "length_one", Length)                                 \
    KIND(length_constant, "length_constant", Length)                       \
    KIND(length_varies, "length_varies", Length)                           \
    KIND(count_grows, "count:grows", Count)                                \
    KIND(count_stays, "count:stays", Count)                                \
    KIND(order_dependent, "order_dependent", Order)                        \
    KIND(differs, "differs", Differs)                                      \
    KIND(grid_answers_earlier_world, "grid:answers_earlier_world", NotRepeatable) \
    KIND(grid_wrong_cell, "grid:wrong_cell", GridPlacement)                \
    KIND(grid_first_boid_not_placed, "grid:first_boid_not_placed", GridPlacement) \
    KIND(grid_boids_not_placed, "grid:boids_not_placed", GridPlacement)   \
    KIND(grid_not_cleared, "grid:not_cleared", GridPlacement)              \
    KIND(grid_cell_size, "grid:cell_size", GridCellSize)                   \
    KIND(grid_checks_cell_size, "grid:checks_cell_size", GridDistance)     \
    KIND(grid_no_distance_check, "grid:no_distance_check", GridDistance)   \
    KIND(grid_same_point, "grid:same_point", GridDistance)                 \
    KIND(grid_strict_radius, "grid:strict_radius", GridDistance)           \
    KIND(grid_stops_at_root_radius, "grid:stops_at_root_radius", GridDistance) \
    KIND(grid_stops_early, "grid:stops_early", GridDistance)               \
    KIND(grid_last_edge_never_found, "grid:last_edge_never_found", GridCells) \
    KIND(grid_cells_never_found, "grid:cells_never_found", GridCells)     \
    KIND(grid_column_row_swapped, "grid:column_row_swapped", GridCells)   \
    KIND(grid_cell_from_radius, "grid:cell_from_radius", GridCells)       \
    KIND(grid_misses, "grid:misses", GridCells)                            \
    KIND(grid_self, "grid:self", GridListed)                               \
    KIND(grid_twice, "grid:twice", GridListed)

enum class FindingKind {
#define BOIDS_FINDING_NAME(name, id, telling) name,
    BOIDS_FINDING_KINDS(BOIDS_FINDING_NAME, BOIDS_FINDING_NAME)
#undef BOIDS_FINDING_NAME
};

namespace findings {

struct KindInfo {
    std::string_view id;  // the whole id, or, for an open kind, what the detail follows
    Telling telling;
    bool open;
};

inline constexpr std::array kKinds{
#define BOIDS_FINDING_KIND(name, id, telling) KindInfo{id, Telling::telling, false},
#define BOIDS_FINDING_OPEN(name, id, telling) KindInfo{id, Telling::telling, true},
    BOIDS_FINDING_KINDS(BOIDS_FINDING_KIND, BOIDS_FINDING_OPEN)
#undef BOIDS_FINDING_KIND
#undef BOIDS_FINDING_OPEN
};

}  // namespace findings

constexpr const findings::KindInfo& infoOf(FindingKind kind) { return findings::kKinds[std::size_t(kind)]; }

// The kind a finding's id (a record's, "grid:wrong_cell" or "reads_param:fleeRadius") is of: the closed kind with that
// very id, else the open kind it begins with; nothing for an id that no kind has.
constexpr const findings::KindInfo* kindOfId(std::string_view id) {
    for (const findings::KindInfo& k : findings::kKinds) {
        if (!k.open && id == k.id) return &k;
    }
    for (const findings::KindInfo& k : findings::kKinds) {
        if (k.open && id.starts_with(k.id)) return &k;
    }
    return nullptr;
}

// What one experiment found the learner's code does, where the recipe does something else.
struct Finding {
    FindingKind kind;
    std::string id;       // the kind's id, with the detail of an open kind: stable for tests and the records
    std::string text;     // one or two sentences: what yours does, with the numbers, and what the recipe does
    std::string tryThis;  // one thing to try, or empty; never the recipe's code

    // What follows the kind's part of the id ("fleeRadius" of "reads_param:fleeRadius"); empty for a closed kind.
    std::string_view detail() const { return std::string_view(id).substr(infoOf(kind).id.size()); }
};

// The findings a known mistake, or a row of the diagnosis's table, names: every finding of one kind, or, given a
// detail, only the open kind's finding with that detail.
struct FindingName {
    FindingKind kind;
    std::string_view detail{};

    constexpr FindingName(FindingKind k) : kind(k) {}  // NOLINT: a kind names all its findings
    constexpr FindingName(FindingKind k, std::string_view d) : kind(k), detail(d) {}
    bool names(const Finding& f) const { return f.kind == kind && (detail.empty() || f.detail() == detail); }
};

// A few finding names, stored in a table's row: at most twelve.
class FindingNames {
public:
    constexpr FindingNames() = default;
    constexpr FindingNames(std::initializer_list<FindingKind> kinds) {
        for (FindingKind k : kinds) kinds_[count_++] = k;  // more than twelve does not compile in a constexpr table
    }
    constexpr const FindingKind* begin() const { return kinds_.data(); }
    constexpr const FindingKind* end() const { return kinds_.data() + count_; }

private:
    std::array<FindingKind, 12> kinds_{};
    std::size_t count_ = 0;
};

}  // namespace boids
