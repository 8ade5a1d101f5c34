#include "exec/speed_change_run.h"

#include "redistribution/greedy_balancer.h"
#include "redistribution/layout_json.h"
#include "redistribution/operation.h"
#include "redistribution/redistribution_json.h"
#include "redistribution/target_layout.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace partita::exec {

namespace {

using BlockId = std::pair<std::int64_t, std::int64_t>; // global block row, block column

// Which rank owns global block (r, c) under `layout`, whose block rows and columns hold the
// global ones `rowAt` and `colAt` (position -> global block index).
std::map<BlockId, int> owners(const RunContext &ctx, const Layout &layout, const std::vector<std::int64_t> &rowAt,
                              const std::vector<std::int64_t> &colAt)
{
    std::map<BlockId, int> out;
    for (const auto &[id, rect] : layout.rectangles()) {
        const int rank = ctx.ranks.rankOf(id);
        for (std::int64_t y = rect.y; y < rect.y + rect.h; ++y)
            for (std::int64_t x = rect.x; x < rect.x + rect.w; ++x)
                out[{rowAt[static_cast<std::size_t>(y)], colAt[static_cast<std::size_t>(x)]}] = rank;
    }
    return out;
}

Dense &blockOf(std::map<BlockId, Dense> &blocks, const BlockId &id, const Problem &pb)
{
    auto [it, added] = blocks.try_emplace(id);
    if (added)
        it->second = Dense(pb.rowExtent(id.first), pb.colExtent(id.second)); // q × q but the last ones
    return it->second;
}

} // namespace

void redistributeAfterStep(RunContext &ctx, std::int64_t k, double multiplyAdds, double computeSeconds,
                           Partition &part, Layout &current)
{
    const Problem &pb = ctx.problem;
    // 1. Speeds measured over the step just done (multiply-adds per second).
    const double mine = computeSeconds > 0 ? multiplyAdds / computeSeconds : 0;
    const int size = ctx.ranks.size();
    std::vector<double> measured(static_cast<std::size_t>(size));
    MPI_Allgather(&mine, 1, MPI_DOUBLE, measured.data(), 1, MPI_DOUBLE, ctx.comm);
    std::vector<double> speeds; // in layout order, as `partita redistribute --speeds`
    for (const auto &slot : current.allSlots())
        speeds.push_back(measured[static_cast<std::size_t>(ctx.ranks.rankOf(current.processor(slot).id))]);
    // 2. Greedy balancing; every rank computes the same operations from the same numbers.
    const Redistribution r = greedyRedistribution(current, targetLayout(current, speeds), CostModel::Constant);

    // 3. C as blocks, moved operation by operation.
    std::map<BlockId, Dense> blocks;
    if (part.mine >= 0) {
        const auto &l = part.locals[static_cast<std::size_t>(part.mine)];
        for (const auto &rect : part.plan.pieces[static_cast<std::size_t>(part.mine)].rectangles)
            for (std::int64_t by = rect.y; by < rect.y + rect.h; ++by)
                for (std::int64_t bx = rect.x; bx < rect.x + rect.w; ++bx) {
                    Dense &b = blockOf(blocks, {by, bx}, pb);
                    for (std::int64_t j = 0; j < b.cols; ++j)
                        std::copy_n(l.c.col(l.cols.local(bx * pb.q + j)) + l.rows.local(by * pb.q), b.rows,
                                    b.col(j));
                }
    }
    // ⌈m/q⌉ block rows and ⌈n/q⌉ block columns (docs/shapes.md).
    std::vector<std::int64_t> rowAt(static_cast<std::size_t>(current.blockRows())),
        colAt(static_cast<std::size_t>(current.blockCols()));
    for (std::size_t i = 0; i < rowAt.size(); ++i)
        rowAt[i] = static_cast<std::int64_t>(i);
    for (std::size_t i = 0; i < colAt.size(); ++i)
        colAt[i] = static_cast<std::int64_t>(i);
    Layout layout = current;
    std::int64_t moved = 0;
    const double begin = ctx.clock.now();
    for (std::size_t o = 0; o < r.operations().size(); ++o) {
        const auto &op = r.operations()[o];
        const auto before = owners(ctx, layout, rowAt, colAt);
        // A migrated block column or row keeps its data and changes place (§4.1).
        auto move = [](std::vector<std::int64_t> &at, std::int64_t from, std::int64_t to) {
            const auto v = at[static_cast<std::size_t>(from)];
            at.erase(at.begin() + from);
            at.insert(at.begin() + to, v);
        };
        if (op.type == OperationType::ColumnMigration)
            move(colAt, op.position, op.newPosition);
        else if (op.type == OperationType::RowMigration)
            move(rowAt, op.from, op.to);
        layout = applyOperation(layout, op);
        const auto after = owners(ctx, layout, rowAt, colAt);
        const double opBegin = ctx.clock.now();
        std::vector<MPI_Request> requests;
        std::vector<BlockId> sent;
        bool involved = false;
        for (const auto &[id, to] : after) {
            const int from = before.at(id);
            if (from == to)
                continue;
            ++moved;
            if (from == ctx.rank) {
                Dense &b = blocks.at(id);
                requests.emplace_back();
                MPI_Isend(b.data.data(), static_cast<int>(b.data.size()), MPI_DOUBLE, to, kTagRedistribute,
                          ctx.comm, &requests.back());
                sent.push_back(id);
                involved = true;
            }
        }
        for (const auto &[id, to] : after) {
            const int from = before.at(id);
            if (from != to && to == ctx.rank) {
                Dense &b = blockOf(blocks, id, pb);
                MPI_Recv(b.data.data(), static_cast<int>(b.data.size()), MPI_DOUBLE, from, kTagRedistribute,
                         ctx.comm, MPI_STATUS_IGNORE);
                involved = true;
            }
        }
        MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
        for (const auto &id : sent)
            blocks.erase(id);
        if (involved)
            ctx.record({opBegin, ctx.clock.now(), ctx.rank, IntervalKind::Redistribute, -1, 0, 0,
                        static_cast<int>(k)});
    }
    MPI_Barrier(ctx.comm);
    const double seconds = ctx.clock.now() - begin;

    // 4. The new partition, in global coordinates: a processor owns its rows × its columns.
    Plan plan = part.plan;
    for (auto &piece : plan.pieces)
        piece.rectangles.clear();
    const auto runs = [](std::vector<std::int64_t> v) {
        std::sort(v.begin(), v.end());
        std::vector<std::pair<std::int64_t, std::int64_t>> out; // [first, last + 1)
        for (auto x : v) {
            if (!out.empty() && out.back().second == x)
                ++out.back().second;
            else
                out.emplace_back(x, x + 1);
        }
        return out;
    };
    for (const auto &[id, rect] : layout.rectangles()) {
        std::vector<std::int64_t> rows, cols;
        for (std::int64_t y = rect.y; y < rect.y + rect.h; ++y)
            rows.push_back(rowAt[static_cast<std::size_t>(y)]);
        for (std::int64_t x = rect.x; x < rect.x + rect.w; ++x)
            cols.push_back(colAt[static_cast<std::size_t>(x)]);
        auto it = std::find_if(plan.pieces.begin(), plan.pieces.end(), [&](const Piece &p) { return p.processor == id; });
        for (const auto &[r0, r1] : runs(rows))
            for (const auto &[c0, c1] : runs(cols))
                it->rectangles.push_back({c0, r0, c1 - c0, r1 - r0});
    }
    part = makePartition(ctx, std::move(plan));
    if (part.mine >= 0) {
        auto &l = part.locals[static_cast<std::size_t>(part.mine)];
        for (auto &[id, b] : blocks)
            for (std::int64_t j = 0; j < b.cols; ++j)
                std::copy_n(b.col(j), b.rows,
                            l.c.col(l.cols.local(id.second * pb.q + j)) + l.rows.local(id.first * pb.q));
    }
    current = layout;

    if (ctx.rank == 0) {
        nlohmann::ordered_json ops = nlohmann::ordered_json::array();
        auto replay = r.initial();
        for (const auto &op : r.operations()) {
            ops.push_back(operationToJson(replay, op));
            replay = applyOperation(replay, op);
        }
        nlohmann::ordered_json measuredJson = nlohmann::ordered_json::object();
        for (int rank = 0; rank < size; ++rank)
            if (measured[static_cast<std::size_t>(rank)] > 0)
                measuredJson[ctx.ranks.node[static_cast<std::size_t>(rank)]] =
                    2.0 * measured[static_cast<std::size_t>(rank)] / 1e9;
        ctx.extra["redistribution"] = {{"after_step", k},
                                       {"measured_gflops", measuredJson},
                                       {"speeds", speeds},
                                       {"layout", layoutToJsonValue(r.initial())},
                                       {"operations", ops},
                                       {"total_cost", r.totalCost()},
                                       {"balanced", r.balanced()},
                                       {"blocks_moved", moved},
                                       {"seconds", seconds}};
    }
}

} // namespace partita::exec
