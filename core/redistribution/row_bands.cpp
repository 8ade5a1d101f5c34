#include "redistribution/row_bands.h"

#include <algorithm>
#include <stdexcept>

namespace partita {

RowBands::RowBands(const Layout &layout) : m_rows(layout.blockRows()), m_cols(layout.blockCols())
{
    std::vector<std::int64_t> positions{0};
    for (const auto &col : layout.columns) {
        m_width.push_back(col.width);
        std::int64_t y = 0;
        for (const auto &p : col.processors) {
            y += p.rows;
            if (y > 0 && y < m_rows)
                positions.push_back(y);
        }
    }
    std::sort(positions.begin(), positions.end());
    positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
    m_first = positions;
    // One pass per column, walking bands and processors together.
    m_owner.assign(m_first.size(), std::vector<std::size_t>(layout.columns.size(), 0));
    for (std::size_t c = 0; c < layout.columns.size(); ++c) {
        const auto &procs = layout.columns[c].processors;
        std::size_t j = 0;
        std::int64_t end = procs[0].rows;
        for (std::size_t g = 0; g < m_first.size(); ++g) {
            while (end <= m_first[g])
                end += procs[++j].rows;
            m_owner[g][c] = j;
        }
    }
}

std::int64_t RowBands::last(std::size_t band) const
{
    return (band + 1 < m_first.size() ? m_first[band + 1] : m_rows) - 1;
}

std::size_t RowBands::bandOf(std::int64_t row) const
{
    const auto it = std::upper_bound(m_first.begin(), m_first.end(), row);
    return static_cast<std::size_t>(it - m_first.begin()) - 1;
}

std::pair<std::int64_t, std::int64_t> RowBands::migrationRows(std::size_t g1, std::size_t g2) const
{
    if (g1 == g2 || g1 >= size() || g2 >= size())
        throw std::invalid_argument("RowBands::migrationRows: needs two different bands");
    return g1 < g2 ? std::pair{first(g1), last(g2)} : std::pair{last(g1), first(g2)};
}

std::int64_t RowBands::migrationCost(std::size_t g1, std::size_t g2, CostModel model) const
{
    if (model == CostModel::Constant)
        return m_cols;
    std::int64_t cost = 0;
    for (std::size_t c = 0; c < m_width.size(); ++c)
        if (m_owner[g1][c] != m_owner[g2][c])
            cost += m_width[c];
    return cost;
}

} // namespace partita
