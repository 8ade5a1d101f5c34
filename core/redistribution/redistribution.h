#pragma once
// A redistribution (paper 000 §4): a sequence of elementary operations that takes a column-
// based layout to its target layout, with the cost of each under one cost model. It is a
// value: the studio plays it step by step, the executor performs it, tests compare it.

#include "redistribution/cost_model.h"
#include "redistribution/layout.h"
#include "redistribution/operation.h"

#include <cstdint>
#include <vector>

namespace partita {

class Redistribution {
public:
    Redistribution() = default;
    Redistribution(Layout initial, Layout target, CostModel model);

    const Layout &initial() const { return m_initial; }
    const Layout &target() const { return m_target; }
    CostModel model() const { return m_model; }
    const std::vector<Operation> &operations() const { return m_operations; }
    std::int64_t totalCost() const { return m_totalCost; }
    // The layout after the last operation.
    const Layout &result() const { return m_result; }
    // True when the result is the target: every processor has its target area.
    bool balanced() const { return m_result == m_target; }

    // Applies `op` (made for result()) to the result and adds its cost.
    void append(const Operation &op);
    // The layout after each operation, in order (replayed from the initial layout).
    std::vector<Layout> layouts() const;

    std::int64_t costOf(OperationType type) const;
    std::size_t countOf(OperationType type) const;

    bool operator==(const Redistribution &) const = default;

private:
    Layout m_initial, m_target, m_result;
    CostModel m_model = CostModel::Constant;
    std::vector<Operation> m_operations;
    std::int64_t m_totalCost = 0;
};

} // namespace partita
