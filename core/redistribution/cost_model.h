#pragma once
// How elementary operations of the redistribution are priced (paper 000 §4.3 and §4.6), in
// elementary communications: one block of each of A, B and C sent from one processor to
// another.
//
//   constant  §4.3: a column migration and a row migration both cost n on the n × n grid
//             of the paper (a whole block column or block row moves). On an m × n grid
//             (docs/shapes.md) a column migration moves a block column, m blocks high, and
//             costs m; a row migration moves a block row across all the columns' widths and
//             costs n. A local sliding costs the width of its processor column. Under this model the greedy algorithm is optimal
//             (Theorem 4, proof in §5).
//   actual    §4.6: a row migration only costs, in each processor column, the width of the
//             column when the row really changes owner there (0 where the same processor
//             holds rows l1 and l2). Column migrations and slidings cost as above. The greedy
//             algorithm is no longer optimal (Fig. 9).

#include <optional>
#include <string_view>

namespace partita {

enum class CostModel { Constant, Actual };

constexpr const char *toString(CostModel m)
{
    return m == CostModel::Constant ? "constant" : "actual";
}

constexpr std::optional<CostModel> parseCostModel(std::string_view name)
{
    if (name == "constant")
        return CostModel::Constant;
    if (name == "actual")
        return CostModel::Actual;
    return std::nullopt;
}

} // namespace partita
