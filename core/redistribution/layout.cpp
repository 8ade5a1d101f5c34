#include "redistribution/layout.h"

#include <stdexcept>
#include <unordered_set>

namespace partita {

std::vector<LayoutSlot> Layout::allSlots() const
{
    std::vector<LayoutSlot> out;
    for (std::size_t c = 0; c < columns.size(); ++c)
        for (std::size_t j = 0; j < columns[c].processors.size(); ++j)
            out.push_back({c, j});
    return out;
}

std::size_t Layout::processorCount() const
{
    std::size_t count = 0;
    for (const auto &col : columns)
        count += col.processors.size();
    return count;
}

const LayoutProcessor &Layout::processor(const LayoutSlot &s) const
{
    return columns.at(s.column).processors.at(s.index);
}

std::int64_t Layout::area(const LayoutSlot &s) const
{
    return columns.at(s.column).width * processor(s).rows;
}

std::int64_t Layout::columnStart(std::size_t column) const
{
    std::int64_t x = 0;
    for (std::size_t c = 0; c < column; ++c)
        x += columns.at(c).width;
    return x;
}

std::int64_t Layout::rowStart(const LayoutSlot &s) const
{
    std::int64_t y = 0;
    for (std::size_t j = 0; j < s.index; ++j)
        y += columns.at(s.column).processors.at(j).rows;
    return y;
}

std::size_t Layout::ownerOfRow(std::size_t column, std::int64_t row) const
{
    const auto &procs = columns.at(column).processors;
    std::int64_t end = 0;
    for (std::size_t j = 0; j < procs.size(); ++j) {
        end += procs[j].rows;
        if (row < end)
            return j;
    }
    throw std::out_of_range("Layout::ownerOfRow: row " + std::to_string(row) + " outside the layout");
}

std::vector<std::pair<std::string, Rect>> Layout::rectangles() const
{
    std::vector<std::pair<std::string, Rect>> out;
    std::int64_t x = 0;
    for (const auto &col : columns) {
        std::int64_t y = 0;
        for (const auto &p : col.processors) {
            if (col.width > 0 && p.rows > 0)
                out.push_back({p.id, Rect{x, y, col.width, p.rows}});
            y += p.rows;
        }
        x += col.width;
    }
    return out;
}

std::optional<Reason> Layout::problem() const
{
    using K = ReasonKind;
    if (n < 1)
        return reason(K::DimensionTooSmall, {"n", std::to_string(n)});
    if (m < 0)
        return reason(K::DimensionTooSmall, {"m", std::to_string(m)});
    if (columns.empty())
        return Reason{K::LayoutNoColumn, {}};
    std::unordered_set<std::string> ids;
    std::int64_t widths = 0;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const auto &col = columns[c];
        const std::string where = "columns[" + std::to_string(c) + "]"; // the layout file's field
        if (col.width < 0)
            return reason(K::LayoutNegativeWidth, {where, std::to_string(col.width)});
        if (col.processors.empty())
            return reason(K::LayoutEmptyColumn, {where});
        std::int64_t rows = 0;
        for (const auto &p : col.processors) {
            if (p.id.empty())
                return reason(K::LayoutEmptyId, {where});
            if (p.rows < 0)
                return reason(K::LayoutNegativeRows, {where, p.id, std::to_string(p.rows)});
            if (!ids.insert(p.id).second)
                return reason(K::LayoutDuplicateId, {where, p.id});
            rows += p.rows;
        }
        if (rows != blockRows())
            return reason(K::LayoutRowsSum,
                          {where, std::to_string(rows), square() ? "n" : "m", std::to_string(blockRows())});
        widths += col.width;
    }
    if (widths != n)
        return reason(K::LayoutWidthsSum, {std::to_string(widths), std::to_string(n)});
    return std::nullopt;
}

std::string Layout::problemText() const
{
    const auto p = problem();
    return p ? p->text() : std::string{};
}

bool Layout::sameStructure(const Layout &other) const
{
    if (n != other.n || blockRows() != other.blockRows() || columns.size() != other.columns.size())
        return false;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const auto &a = columns[c].processors;
        const auto &b = other.columns[c].processors;
        if (a.size() != b.size())
            return false;
        for (std::size_t j = 0; j < a.size(); ++j)
            if (a[j].id != b[j].id)
                return false;
    }
    return true;
}

std::ostream &operator<<(std::ostream &os, const Layout &layout)
{
    os << "Layout(";
    if (!layout.square())
        os << "m=" << layout.blockRows() << ", ";
    os << "n=" << layout.n << ")";
    for (const auto &col : layout.columns) {
        os << " [w=" << col.width << ":";
        for (const auto &p : col.processors)
            os << ' ' << p.id << '=' << p.rows;
        os << ']';
    }
    return os;
}

} // namespace partita
