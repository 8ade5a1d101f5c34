#include "classroom/lu_geometry.h"

#include <algorithm>

namespace partita::views {

QRectF LuStepGeometry::blockRect(int row0, int row1, int col0, int col1) const
{
    if (row1 <= row0 || col1 <= col0)
        return {};
    return QRectF(matrix.left() + col0 * cell, matrix.top() + row0 * cell, (col1 - col0) * cell, (row1 - row0) * cell);
}

void LuStepGeometry::layout(QSizeF size, const LuLesson &lesson, std::size_t step)
{
    strips.clear();
    legend.clear();
    legendHidden = 0;
    blocks = std::max(0, lesson.blocks);
    if (step >= lesson.steps.size() || blocks == 0) {
        matrix = doneRows = doneColumns = pivotBox = verticalPanel = horizontalPanel = core = legendArea = QRectF();
        cell = 0;
        return;
    }
    const LuStepPlan &s = lesson.steps[step];
    k0 = std::clamp(s.k0, 0, blocks);
    pivot = std::clamp(s.pivot, 0, blocks - k0);
    core0 = k0 + pivot;

    // The workers of the legend: those with a strip at this step, in platform order.
    std::vector<std::size_t> workers;
    for (const LuStrip &strip : s.strips)
        if (std::find(workers.begin(), workers.end(), strip.worker) == workers.end())
            workers.push_back(strip.worker);
    std::sort(workers.begin(), workers.end());
    const auto lines = static_cast<std::size_t>(std::min<double>(static_cast<double>(workers.size()), maxLegendLines));
    const std::size_t rows = lines + (workers.size() > lines ? 1 : 0); // "+N more" on a line of its own
    const double legendHeight = lines == 0 ? 0 : static_cast<double>(rows) * lineHeight + 6;

    const double side = std::max(0.0, std::min(size.width() - 2 * margin - axisBand,
                                               size.height() - 2 * margin - axisBand - legendHeight));
    cell = side / blocks;
    const double used = cell * blocks;
    matrix = QRectF(margin + axisBand, margin + axisBand, used, used);

    doneRows = blockRect(0, k0, 0, blocks);
    doneColumns = blockRect(k0, blocks, 0, k0);
    pivotBox = blockRect(k0, core0, k0, core0);
    verticalPanel = blockRect(core0, blocks, k0, core0);
    horizontalPanel = blockRect(k0, core0, core0, blocks);
    core = blockRect(core0, blocks, core0, blocks);

    for (const LuStrip &strip : s.strips) {
        LuStripBox box;
        box.strip = strip;
        box.rect = blockRect(strip.row0, strip.row1, strip.col0, strip.col1);
        box.chunk = blockRect(k0, k0 + std::clamp(strip.rank, 0, pivot), strip.col0, strip.col1);
        strips.push_back(box);
    }

    legendArea = QRectF(margin, matrix.bottom() + 6, std::max(0.0, size.width() - 2 * margin), legendHeight);
    for (std::size_t i = 0; i < workers.size(); ++i) {
        if (i >= lines) {
            ++legendHidden;
            continue;
        }
        legend.push_back({workers[i], QRectF(legendArea.left(), legendArea.top() + 3 + static_cast<double>(i) * lineHeight,
                                             legendArea.width(), lineHeight)});
    }
}

} // namespace partita::views
