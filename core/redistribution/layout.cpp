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

std::string Layout::problem() const
{
    if (n < 1)
        return "n must be at least 1 (got " + std::to_string(n) + ")";
    if (m < 0)
        return "m must be at least 1 (got " + std::to_string(m) + ")";
    if (columns.empty())
        return "the layout has no column";
    std::unordered_set<std::string> ids;
    std::int64_t widths = 0;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const auto &col = columns[c];
        const std::string where = "columns[" + std::to_string(c) + "]";
        if (col.width < 0)
            return where + ": negative width " + std::to_string(col.width);
        if (col.processors.empty())
            return where + " is empty (a column holds at least one processor)";
        std::int64_t rows = 0;
        for (const auto &p : col.processors) {
            if (p.id.empty())
                return where + ": a processor has an empty id";
            if (p.rows < 0)
                return where + ": processor '" + p.id + "' has negative rows " + std::to_string(p.rows);
            if (!ids.insert(p.id).second)
                return where + ": duplicate processor id '" + p.id + "'";
            rows += p.rows;
        }
        if (rows != blockRows())
            return where + ": rows sum to " + std::to_string(rows) + ", not " + (square() ? "n" : "m")
                   + " = " + std::to_string(blockRows());
        widths += col.width;
    }
    if (widths != n)
        return "column widths sum to " + std::to_string(widths) + ", not n = " + std::to_string(n);
    return {};
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
