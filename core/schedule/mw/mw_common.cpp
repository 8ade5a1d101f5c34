// Helpers shared by the master-worker strategies (mw_strategies.h).
#include "schedule/mw/mw_strategies.h"

#include <algorithm>
#include <cmath>

namespace partita::mwdetail {

Grid::Grid(const Problem &problem)
    : r(static_cast<int>(problem.rowBlocks())), t(static_cast<int>(problem.innerBlocks())),
      s(static_cast<int>(problem.colBlocks()))
{
}

double portPerUpdate(double a, double b, double c)
{
    return a == b ? 2 * c / a : (a + b) * c / (a * b);
}

SelectionWorker selectionWorker(const MwWorker &w, const MwLayout &layout, const Grid &grid)
{
    const double a = grid.chunkRows(layout.side), b = grid.chunkCols(layout.side);
    const double d = std::min(layout.depth(), std::max(1, grid.t));
    SelectionWorker s;
    s.work = a * b * d;
    s.compute = s.work * w.w;
    // MaxReuse sends the row of B, then each block of A as a message of its own.
    const double messages = layout.kind == LayoutKind::MaxReuse ? 1 + a : 1;
    s.comm = messages * w.latency + (a + b) * d * w.c;
    return s;
}

int sideForWorkers(int side, const Grid &grid, std::size_t workers)
{
    const double area = static_cast<double>(grid.r) * grid.s;
    int s = std::min(side, grid.sideCap());
    while (s > 1 && static_cast<double>(workers) * grid.chunkRows(s) * grid.chunkCols(s) > area)
        --s;
    return std::max(1, s);
}

std::vector<MwChunk> algorithm1Order(const Grid &grid, int side, int group)
{
    std::vector<MwChunk> order;
    const int panels = (grid.s + side - 1) / side;
    for (int g = 0; g < panels; g += group)
        for (int r0 = 0; r0 < grid.r; r0 += side)
            for (int j = g; j < std::min(panels, g + group); ++j)
                order.push_back({r0, std::min(grid.r, r0 + side), j * side, std::min(grid.s, (j + 1) * side)});
    return order;
}

void takeResult(MwBuilder &builder, const std::vector<std::size_t> &order,
                const MwPlatform &platform, int reportLimit, MwResult &out)
{
    const std::size_t n = reportLimit < 0 ? order.size()
                                          : std::min(order.size(), static_cast<std::size_t>(reportLimit));
    out.selections.clear();
    for (std::size_t i = 0; i < n; ++i)
        out.selections.push_back(platform.workers[order[i]].id);
    out.workersUsed = 0;
    for (std::size_t w = 0; w < builder.size(); ++w)
        if (builder.computed(w))
            ++out.workersUsed;
    out.run.schedule = builder.takeSchedule();
}

} // namespace partita::mwdetail
