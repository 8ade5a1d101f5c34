#pragma once
// Row bands: the common refinement of the borders of all processor columns (paper 000 §5.1).
//
// Every interior border of every column sits at some row position 0 < P < m (the first row of
// the lower neighbour; m block rows, Layout::blockRows()). Sorting the distinct positions
// P_1 < … < P_K cuts the m rows into the K + 1 bands [P_g, P_{g+1}) (P_0 = 0, P_{K+1} = m). Inside a band every column has the same
// owner for all rows, so two rows of one band are interchangeable for a row migration: a
// migration l1 -> l2 changes the borders with l1 < P <= l2 (or l2 < P <= l1), a set that only
// depends on the bands of l1 and l2 — these are the sets ⟦l1, l2⟧ of equation 5.2 — and its
// cost under the actual model (§4.6) only depends on the owners of the two bands. The greedy
// algorithm and the exact search therefore consider one migration per ordered pair of bands.

#include "redistribution/cost_model.h"
#include "redistribution/layout.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace partita {

class RowBands {
public:
    explicit RowBands(const Layout &layout);

    std::size_t size() const { return m_first.size(); }
    std::int64_t first(std::size_t band) const { return m_first[band]; }
    std::int64_t last(std::size_t band) const; // inclusive
    // The band holding `row` (0 <= row < m).
    std::size_t bandOf(std::int64_t row) const;
    // Index, in `column`, of the processor owning the rows of `band`.
    std::size_t owner(std::size_t band, std::size_t column) const { return m_owner[band][column]; }

    // The rows of the migration from band g1 to band g2 (g1 != g2): from the far edge of g1 to
    // the far edge of g2, e.g. first row -> last row when g1 = 0 and g2 is the last band,
    // which is how §4.4 names its migrations.
    std::pair<std::int64_t, std::int64_t> migrationRows(std::size_t g1, std::size_t g2) const;
    // Its cost: n, the block columns (constant), or Σ width_c over columns whose owner differs (actual, §4.6).
    std::int64_t migrationCost(std::size_t g1, std::size_t g2, CostModel model) const;

private:
    std::int64_t m_rows = 0; // block rows of the layout
    std::int64_t m_cols = 0; // block columns
    std::vector<std::int64_t> m_width;               // per column
    std::vector<std::int64_t> m_first;               // first row of each band
    std::vector<std::vector<std::size_t>> m_owner;   // [band][column]
};

} // namespace partita
