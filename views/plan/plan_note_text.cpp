#include "plan/plan_note_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <optional>

namespace partita::views {

namespace {

// The translation context of the notes.
struct PlanNote {
    Q_DECLARE_TR_FUNCTIONS(PlanNote)
};

QRegularExpressionMatch match(const QString &pattern, const QString &text)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern)).match(text);
}

// core/partition/max_grid.cpp, the description of grid2d's search (paper 001 §4): exhaustive
// over the monotone arrangements, or a local search; count() writes "1 tree", "81 trees".
std::optional<QString> gridSearch(const QString &text)
{
    auto m = match(QStringLiteral(R"(exhaustive: perfect balance found after (\d+) of (\d+) monotone arrangements? of the (\d+x\d+) grid)"),
                   text);
    if (m.hasMatch())
        return PlanNote::tr("exhaustive: perfect balance found after %1 of %2 monotone arrangements of the %3 grid")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    m = match(QStringLiteral(R"(exhaustive over (\d+) monotone arrangements? of the (\d+x\d+) grid \((\d+) spanning trees? each\))"),
              text);
    if (m.hasMatch())
        return PlanNote::tr("exhaustive over %1 monotone arrangements of the %2 grid (%3 spanning trees each)")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    m = match(QStringLiteral(R"(heuristic: local search from (\d+) of (\d+) sorted starting arrangements? of the (\d+x\d+) grid )"
                             R"(\((exact|vertex-ascent) row/column sizes\), (\d+) improving moves? in (\d+) arrangements?)"
                             R"((, work budget reached)?)"),
              text);
    if (m.hasMatch()) {
        const QString sizes = m.captured(4) == QLatin1String("exact") ? PlanNote::tr("exact row/column sizes")
                                                                       : PlanNote::tr("vertex-ascent row/column sizes");
        QString out = PlanNote::tr("heuristic: local search from %1 of %2 sorted starting arrangements of the %3 grid "
                                   "(%4), %5 improving moves in %6 arrangements")
                          .arg(m.captured(1), m.captured(2), m.captured(3), sizes, m.captured(5), m.captured(6));
        if (!m.captured(7).isEmpty())
            out += PlanNote::tr(", work budget reached");
        return out;
    }
    return std::nullopt;
}

} // namespace

QString planNoteText(const std::string &note)
{
    const QString text = QString::fromStdString(note);
    // core/partition/layers.cpp
    if (text == QLatin1String("k_i proportional to speed (largest remainder)"))
        return PlanNote::tr("k_i proportional to speed (largest remainder)");
    // core/partition/recursive.cpp and nagamochi_abe.cpp: the rule's own words
    if (text == QLatin1String("recursive bisection, processors sorted by decreasing speed"))
        return PlanNote::tr("recursive bisection, processors sorted by decreasing speed");
    if (text == QLatin1String("Nagamochi-Abe recursive dissection, processors sorted by decreasing speed"))
        return PlanNote::tr("Nagamochi-Abe recursive dissection, processors sorted by decreasing speed");
    if (text == QLatin1String("non-rectangular recursive partitioning: Nagamochi-Abe cuts, a square corner for the "
                              "others where one processor holds over 2/3 of a rectangle"))
        return PlanNote::tr("non-rectangular recursive partitioning: Nagamochi-Abe cuts, a square corner for the others "
                            "where one processor holds over 2/3 of a rectangle");
    // core/partition/block_cyclic.cpp
    auto m = match(QStringLiteral(R"((\d+)x(\d+) process grid, distribution block 1x1 \(one q x q block\))"), text);
    if (m.hasMatch())
        return PlanNote::tr("%1x%2 process grid, distribution block 1x1 (one q x q block)").arg(m.captured(1), m.captured(2));
    // core/partition/even_columns.cpp
    m = match(QStringLiteral(R"(equal widths (\d+) blocks)"), text);
    if (m.hasMatch())
        return PlanNote::tr("equal widths %1 blocks").arg(m.captured(1));
    m = match(QStringLiteral(R"(equal widths (\d+) or (\d+) blocks)"), text);
    if (m.hasMatch())
        return PlanNote::tr("equal widths %1 or %2 blocks").arg(m.captured(1), m.captured(2));
    // core/partition/columns.cpp and columns_max.cpp (paper 000 §3)
    m = match(QStringLiteral(R"(optimal column-based partition \(COL-PERI-SUM\), (\d+) columns, continuous cost (\S+))"), text);
    if (m.hasMatch())
        return PlanNote::tr("optimal column-based partition (COL-PERI-SUM), %1 columns, continuous cost %2")
            .arg(m.captured(1), m.captured(2));
    m = match(QStringLiteral(R"(column-based partition of least largest half-perimeter \(COL-PERI-MAX, exact\), (\d+) columns, )"
                             R"(continuous cost (\S+))"),
              text);
    if (m.hasMatch())
        return PlanNote::tr("column-based partition of least largest half-perimeter (COL-PERI-MAX, exact), %1 columns, "
                            "continuous cost %2")
            .arg(m.captured(1), m.captured(2));
    m = match(QStringLiteral(R"(column-based partition of least largest half-perimeter \(COL-PERI-MAX, heuristic beyond (\d+) )"
                             R"(processors\), (\d+) columns, continuous cost (\S+))"),
              text);
    if (m.hasMatch())
        return PlanNote::tr("column-based partition of least largest half-perimeter (COL-PERI-MAX, heuristic beyond %1 "
                            "processors), %2 columns, continuous cost %3")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    // core/partition/hetero_block_cyclic.cpp (paper 001 §5)
    m = match(QStringLiteral(R"(generalized block (\d+)x\d+ on a (\d+)x(\d+) grid \(kept among (.+) by least step time, then )"
                             R"(volume\), processors by nonincreasing speed along rows and columns, (\d+)x(\d+) tiles)"
                             R"((, last tile row and column cut at (\d+)|, last tiles cut at the matrix's edge)?)"),
              text);
    if (m.hasMatch()) {
        QString out = PlanNote::tr("generalized block %1x%1 on a %2x%3 grid (kept among %4 by least step time, then "
                                   "volume), processors by nonincreasing speed along rows and columns, %5x%6 tiles")
                          .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4), m.captured(5), m.captured(6));
        if (!m.captured(8).isEmpty())
            out += PlanNote::tr(", last tile row and column cut at %1").arg(m.captured(8));
        else if (!m.captured(7).isEmpty())
            out += PlanNote::tr(", last tiles cut at the matrix's edge");
        return out;
    }
    // core/partition/grid2d.cpp: the search's description, then how much of the speed the
    // grid reaches.
    m = match(QStringLiteral(R"((.+); \(sum r\)\(sum c\) = (\S+) of the total speed)"), text);
    if (m.hasMatch())
        if (const auto search = gridSearch(m.captured(1)))
            return PlanNote::tr("%1; (sum r)(sum c) = %2 of the total speed").arg(*search, m.captured(2));
    return text;
}

} // namespace partita::views
