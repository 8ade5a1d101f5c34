#include "studio/csv_export.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QLocale>
#include <QSaveFile>

#include <cmath>

namespace partita::views {

namespace {

QString field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString cellText(const QVariant &v)
{
    if (!v.isValid())
        return {};
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float: return csvNumber(v.toDouble());
    default: return v.toString();
    }
}

} // namespace

QString csvNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString toCsv(const CsvTable &table)
{
    QString out;
    const auto line = [&out](const QStringList &fields) {
        QStringList quoted;
        for (const QString &f : fields)
            quoted << field(f);
        out += quoted.join(QLatin1Char(',')) + QLatin1String("\r\n");
    };
    line(table.header);
    for (const QStringList &row : table.rows)
        line(row);
    return out;
}

CsvTable csvFromModel(const QAbstractItemModel &model)
{
    CsvTable t;
    const int columns = model.columnCount();
    for (int c = 0; c < columns; ++c) {
        QVariant title = model.headerData(c, Qt::Horizontal, CsvHeaderRole);
        if (!title.isValid())
            title = model.headerData(c, Qt::Horizontal, Qt::DisplayRole);
        t.header << title.toString();
    }
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < columns; ++c) {
            const QModelIndex index = model.index(r, c);
            QVariant v = model.data(index, CsvValueRole);
            if (!v.isValid())
                v = model.data(index, Qt::DisplayRole);
            row << cellText(v);
        }
        t.rows.push_back(row);
    }
    return t;
}

std::optional<QString> writeCsv(const CsvTable &table, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("CsvExport", "%1: cannot write (%2)").arg(path, file.errorString());
    file.write(toCsv(table).toUtf8());
    if (!file.commit())
        return QCoreApplication::translate("CsvExport", "%1: cannot write (%2)").arg(path, file.errorString());
    return std::nullopt;
}

std::vector<QStringList> parseCsv(const QString &text)
{
    std::vector<QStringList> rows;
    QStringList row;
    QString current;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    current += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                current += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (c == QLatin1Char(',')) {
            row << current;
            current.clear();
            any = true;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
            row << current;
            rows.push_back(row);
            row.clear();
            current.clear();
            any = false;
        } else {
            current += c;
            any = true;
        }
    }
    if (any || !current.isEmpty()) {
        row << current;
        rows.push_back(row);
    }
    return rows;
}

} // namespace partita::views
