#include "redistribution/redistribution.h"

namespace partita {

Redistribution::Redistribution(Layout initial, Layout target, CostModel model)
    : m_initial(std::move(initial)), m_target(std::move(target)), m_result(m_initial), m_model(model)
{
}

void Redistribution::append(const Operation &op)
{
    m_result = applyOperation(m_result, op);
    m_operations.push_back(op);
    m_totalCost += op.cost;
}

std::vector<Layout> Redistribution::layouts() const
{
    std::vector<Layout> out;
    out.reserve(m_operations.size());
    Layout layout = m_initial;
    for (const auto &op : m_operations) {
        layout = applyOperation(layout, op);
        out.push_back(layout);
    }
    return out;
}

std::int64_t Redistribution::costOf(OperationType type) const
{
    std::int64_t cost = 0;
    for (const auto &op : m_operations)
        if (op.type == type)
            cost += op.cost;
    return cost;
}

std::size_t Redistribution::countOf(OperationType type) const
{
    std::size_t count = 0;
    for (const auto &op : m_operations)
        if (op.type == type)
            ++count;
    return count;
}

} // namespace partita
