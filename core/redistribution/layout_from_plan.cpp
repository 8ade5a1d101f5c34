#include "redistribution/layout_from_plan.h"

#include "model/error.h"
#include "partition/apportion.h"

namespace partita {
namespace {

[[noreturn]] void notColumnBased(const Plan &plan, const std::string &why)
{
    throw InputError("plan '" + plan.algorithm + "' is not a column-based layout: " + why);
}

} // namespace

Layout layoutFromPlan(const Plan &plan)
{
    if (plan.kind != PlanKind::Blocks || plan.columns.empty())
        notColumnBased(plan, "it has no processor columns (use --algorithm columns or even-columns)");
    // C's grid of ⌈m/q⌉ block rows by ⌈n/q⌉ block columns (docs/shapes.md): full-height
    // columns whose widths add up to the block columns.
    Layout layout;
    layout.n = plan.problem.colBlocks();
    if (plan.problem.rowBlocks() != layout.n)
        layout.m = plan.problem.rowBlocks();
    std::int64_t x = 0;
    for (std::size_t c = 0; c < plan.columns.size(); ++c) {
        const auto &members = plan.columns[c];
        LayoutColumn col;
        bool widthKnown = false;
        std::int64_t y = 0;
        for (int index : members) {
            if (index < 0 || static_cast<std::size_t>(index) >= plan.pieces.size())
                notColumnBased(plan, "column " + std::to_string(c) + " names piece " + std::to_string(index)
                                         + ", which does not exist");
            const Piece &piece = plan.pieces[static_cast<std::size_t>(index)];
            LayoutProcessor lp{piece.processor, 0};
            if (piece.rectangles.size() > 1)
                notColumnBased(plan, "processor '" + piece.processor + "' owns several rectangles");
            if (piece.rectangles.size() == 1) {
                const Rect &r = piece.rectangles.front();
                if (widthKnown && r.w != col.width)
                    notColumnBased(plan, "the rectangles of column " + std::to_string(c)
                                             + " do not have the same width");
                if (r.x != x || r.y != y)
                    notColumnBased(plan, "the rectangle of '" + piece.processor + "' is not where column "
                                             + std::to_string(c) + " continues");
                col.width = r.w;
                widthKnown = true;
                lp.rows = r.h;
            }
            y += lp.rows;
            col.processors.push_back(std::move(lp));
        }
        if (!widthKnown) {
            std::vector<double> shares;
            for (int index : members)
                shares.push_back(plan.pieces[static_cast<std::size_t>(index)].share);
            bool positive = false;
            for (double s : shares)
                positive = positive || s > 0;
            const auto rows = apportion(positive ? shares : std::vector<double>(shares.size(), 1.0),
                                        layout.blockRows());
            for (std::size_t j = 0; j < rows.size(); ++j)
                col.processors[j].rows = rows[j];
        } else if (y != layout.blockRows()) {
            notColumnBased(plan, "column " + std::to_string(c) + " covers " + std::to_string(y)
                                     + " block rows, not " + std::to_string(layout.blockRows()));
        }
        x += col.width;
        layout.columns.push_back(std::move(col));
    }
    if (const std::string problem = layout.problemText(); !problem.empty())
        notColumnBased(plan, problem);
    return layout;
}

} // namespace partita
