#pragma once
// Builders of Activity::data (schedule.h) shared by the schedules of several families.

#include "sim/schedule.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace partita::sim {

// Sorted, de-duplicated indices as half-open runs [first, last + 1) of consecutive ones.
std::vector<std::pair<std::int64_t, std::int64_t>> runsOf(std::vector<std::int64_t> indices);

// A layer (paper 004 §1.1) in element coordinates (Schedule::blockSide = 1): the given columns
// of A, all n rows, and the same rows of B, all n columns, consecutive ones as one rectangle;
// with `updatesC` the n × n of C too (a computation of the layer; a transfer leaves it out).
BlockSet layerData(const std::vector<std::int64_t> &columns, std::int64_t n, bool updatesC);
// The same for the columns [first, first + k).
BlockSet layerData(std::int64_t first, std::int64_t k, std::int64_t n, bool updatesC);
// The same on a product of any shape: A is rows×K, B K×cols, C rows×cols (docs/shapes.md).
BlockSet layerData(std::int64_t first, std::int64_t k, std::int64_t rows, std::int64_t cols, bool updatesC);

} // namespace partita::sim
