#include "classroom/selection_geometry.h"

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

QRectF bar(const QRectF &row, double left, double width, double value, double scale)
{
    const double fraction = scale > 0 && std::isfinite(value) ? std::clamp(value / scale, 0.0, 1.0) : 0.0;
    const double inset = std::max(1.0, row.height() * 0.15);
    return QRectF(left, row.top() + inset, width * fraction, std::max(1.0, row.height() - 2 * inset));
}

} // namespace

void SelectionGeometry::layout(QSizeF size, std::size_t workers, std::size_t current)
{
    const double width = std::max(0.0, size.width() - 2 * margin);
    header = QRectF(margin, margin, width, headerHeight);
    const auto p = static_cast<double>(workers);

    // Heights: the candidate rows take up to half of what the titles and the strip leave, the
    // timeline the rest when each of its rows gets minTimelineRow.
    const double fixed = 2 * margin + headerHeight + gap + headerHeight + stripHeight + stripNumbers;
    const double timelineFixed = gap + headerHeight + axisHeight;
    const double avail = size.height() - fixed;
    const double rowHeight = workers > 0 ? std::clamp((avail - timelineFixed) * 0.5 / p, minRowHeight, maxRowHeight)
                                         : maxRowHeight;
    const double timelineRow =
        workers > 0 ? std::min(maxTimelineRow, (avail - timelineFixed - p * rowHeight) / (p + 1)) : 0.0;
    showTimeline = workers > 0 && timelineRow >= minTimelineRow;

    rows.clear();
    double y = header.bottom();
    for (std::size_t i = 0; i < workers; ++i, y += rowHeight)
        rows.emplace_back(margin, y, width, rowHeight);

    // Columns: label | ratio bar + value | terms | work bar. The bars share what is left, the
    // ratio getting 55 %.
    showTerms = width >= labelWidth + valueWidth + termsWidth + 260;
    const double bars = std::max(0.0, width - labelWidth - valueWidth - (showTerms ? termsWidth : 0.0) - 2 * gap);
    ratioLeft = margin + labelWidth;
    ratioWidth = bars * 0.55;
    termsLeft = ratioLeft + ratioWidth + valueWidth + gap;
    workLeft = termsLeft + (showTerms ? termsWidth : 0.0);
    workWidth = std::max(0.0, margin + width - workLeft);

    stripTitle = QRectF(margin, y + gap, width, headerHeight);
    strip = QRectF(margin, stripTitle.bottom(), width, stripHeight);
    // Cells of the preferred width, narrower when few more would then fit, never under minCell;
    // the strip ends at the current selection.
    const double shown = static_cast<double>(current + 1);
    cellWidth = std::clamp(width / shown, minCell, preferredCell);
    const auto capacity = static_cast<std::size_t>(std::max(1.0, std::floor(width / cellWidth)));
    stripCount = std::min(capacity, current + 1);
    stripFirst = current + 1 - stripCount;

    timelineRows.clear();
    timelineTitle = QRectF();
    timeLeft = margin + labelWidth;
    timeWidth = std::max(1.0, width - labelWidth);
    if (!showTimeline)
        return;
    timelineTitle = QRectF(margin, strip.bottom() + stripNumbers + gap, width, headerHeight);
    y = timelineTitle.bottom();
    for (std::size_t i = 0; i <= workers; ++i, y += timelineRow)
        timelineRows.emplace_back(margin, y, width, timelineRow);
}

void SelectionGeometry::setTimeRange(double from, double to)
{
    t0 = from;
    t1 = to > from ? to : from + 1;
}

double SelectionGeometry::xOfTime(double t) const
{
    return timeLeft + (t - t0) / (t1 - t0) * timeWidth;
}

QRectF SelectionGeometry::ratioBar(std::size_t row, double value, double scale) const
{
    return row < rows.size() ? bar(rows[row], ratioLeft, ratioWidth, value, scale) : QRectF();
}

QRectF SelectionGeometry::workBar(std::size_t row, double value, double scale) const
{
    return row < rows.size() ? bar(rows[row], workLeft, workWidth, value, scale) : QRectF();
}

QRectF SelectionGeometry::valueRect(std::size_t row) const
{
    if (row >= rows.size())
        return {};
    return QRectF(ratioLeft + ratioWidth + 4, rows[row].top(), valueWidth - 4, rows[row].height());
}

QRectF SelectionGeometry::termsRect(std::size_t row) const
{
    if (row >= rows.size() || !showTerms)
        return {};
    return QRectF(termsLeft, rows[row].top(), termsWidth, rows[row].height());
}

QRectF SelectionGeometry::cell(std::size_t step) const
{
    if (step < stripFirst || step >= stripFirst + stripCount)
        return {};
    const double x = strip.left() + static_cast<double>(step - stripFirst) * cellWidth;
    return QRectF(x, strip.top(), cellWidth, strip.height());
}

QRectF SelectionGeometry::timeBar(std::size_t row, double from, double to) const
{
    if (row >= timelineRows.size() || to <= t0 || from >= t1)
        return {};
    const double x0 = xOfTime(std::max(from, t0)), x1 = xOfTime(std::min(to, t1));
    const QRectF &r = timelineRows[row];
    const double inset = std::max(1.0, r.height() * 0.12);
    return QRectF(x0, r.top() + inset, std::max(1.0, x1 - x0), std::max(1.0, r.height() - 2 * inset));
}

} // namespace partita::views
