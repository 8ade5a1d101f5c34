#pragma once
// CSV export of the studio's tables and charts (docs/studio.md, "Exports"): one table value,
// built from a QAbstractItemModel or from a chart's series, written atomically (QSaveFile) as
// RFC 4180 text — a header row whose titles name their units, then one row per processor,
// strategy or point. Numbers are written in full (the shortest text that reads back to the same
// double, '.' as decimal point), not as the views round them.

#include <QString>
#include <Qt>
#include <QStringList>

#include <optional>
#include <vector>

class QAbstractItemModel;

namespace partita::views {

// Roles a model may answer for its CSV: the column title with its unit ("Speed (Gflop/s)"),
// and the cell's raw value (a double or an integer, not the rounded text on screen). Models
// that do not answer them are exported as they display.
inline constexpr int CsvHeaderRole = Qt::UserRole + 0x4353;
inline constexpr int CsvValueRole = Qt::UserRole + 0x4354;

struct CsvTable {
    QStringList header;
    std::vector<QStringList> rows;
    bool empty() const { return rows.empty(); }
};

// A double in full, C locale; empty for NaN or infinity (no value).
QString csvNumber(double value);
// The table as RFC 4180 text: fields with a comma, a quote or a line break quoted, lines ended
// by "\r\n".
QString toCsv(const CsvTable &table);
// Every row and column of a flat model: titles from CsvHeaderRole (else DisplayRole), cells from
// CsvValueRole (else DisplayRole).
CsvTable csvFromModel(const QAbstractItemModel &model);
// Writes the table atomically (UTF-8); returns the error message on failure.
std::optional<QString> writeCsv(const CsvTable &table, const QString &path);
// Reads RFC 4180 text back into rows of fields (the first is the header).
std::vector<QStringList> parseCsv(const QString &text);

} // namespace partita::views
