#include "redistribution/sliding_cost.h"

#include <cstdlib>
#include <stdexcept>

namespace partita {

std::vector<std::vector<std::int64_t>> borderShifts(const Layout &current, const Layout &target)
{
    if (!current.sameStructure(target))
        throw std::invalid_argument("borderShifts: the target does not have the layout's columns");
    std::vector<std::vector<std::int64_t>> b(current.columns.size());
    for (std::size_t c = 0; c < current.columns.size(); ++c) {
        const auto &now = current.columns[c].processors;
        const auto &goal = target.columns[c].processors;
        std::int64_t shift = 0;
        for (std::size_t j = 0; j + 1 < now.size(); ++j) {
            shift += goal[j].rows - now[j].rows;
            b[c].push_back(shift);
        }
    }
    return b;
}

std::int64_t slidingCost(const Layout &current, const Layout &target)
{
    const auto b = borderShifts(current, target);
    std::int64_t cost = 0;
    for (std::size_t c = 0; c < b.size(); ++c)
        for (std::int64_t v : b[c])
            cost += current.columns[c].width * std::llabs(v);
    return cost;
}

std::vector<Operation> slidingOperations(const Layout &current, const Layout &target)
{
    std::vector<Operation> ops;
    Layout layout = current;
    const auto shifts = borderShifts(current, target);
    for (std::size_t c = 0; c < layout.columns.size(); ++c) {
        auto b = shifts[c];
        auto &procs = layout.columns[c].processors;
        bool moved = true;
        while (moved) {
            moved = false;
            // One pass from the top: move each border as far as its neighbours allow. A border
            // blocked by an empty neighbour is freed later in the same pass (the last border
            // moving down, or the first moving up, always has rows to take), so every pass
            // makes progress until the column is balanced.
            for (std::size_t j = 0; j < b.size(); ++j) {
                while (b[j] != 0) {
                    // b > 0: the border moves down, processor j takes a row from j + 1.
                    const std::size_t from = b[j] > 0 ? j + 1 : j, to = b[j] > 0 ? j : j + 1;
                    if (procs[from].rows == 0)
                        break;
                    ops.push_back(localSliding(layout, c, from, to));
                    --procs[from].rows;
                    ++procs[to].rows;
                    b[j] += b[j] > 0 ? -1 : 1;
                    moved = true;
                }
            }
        }
    }
    return ops;
}

} // namespace partita
