#include "studio/export_actions.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileDialog>
#include <QMessageBox>
#include <QSettings>
#include <QWidget>

namespace partita::views {

namespace {

QString proposed(const QString &baseName, const QString &extension)
{
    const QString dir = QSettings().value(QStringLiteral("export/directory"), QDir::homePath()).toString();
    return QDir(dir).filePath(baseName + extension);
}

void remember(const QString &path)
{
    QSettings().setValue(QStringLiteral("export/directory"), QFileInfo(path).absolutePath());
}

// The name the dialogs propose: the widget's "exportName" property when it has one (a chart of
// the Comparison tab: "compare-volume"), else the name given with the actions.
QString nameFor(const QWidget *widget, const QString &baseName)
{
    const QString name = widget->property("exportName").toString();
    return name.isEmpty() ? baseName : name;
}

} // namespace

QString exportCsvWithDialog(QWidget *parent, const QString &baseName, const CsvTable &table)
{
    const QString path = QFileDialog::getSaveFileName(parent, QCoreApplication::translate("ExportActions", "Export as CSV"),
                                                      proposed(baseName, QStringLiteral(".csv")),
                                                      QCoreApplication::translate("ExportActions", "CSV (*.csv)"));
    if (path.isEmpty())
        return {};
    const QString file = QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".csv") : path;
    remember(file);
    if (const auto error = writeCsv(table, file)) {
        QMessageBox::warning(parent, QCoreApplication::translate("ExportActions", "Cannot export the table"), *error);
        return {};
    }
    return file;
}

QString exportImageWithDialog(QWidget *parent, const QString &baseName, const Drawing &drawing)
{
    QString path = QFileDialog::getSaveFileName(parent, QCoreApplication::translate("ExportActions", "Export image"),
                                                proposed(baseName, QStringLiteral(".png")),
                                                QCoreApplication::translate("ExportActions", "PNG image (*.png);;SVG vectors (*.svg)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    remember(path);
    if (const auto error = exportDrawing(drawing, path)) {
        QMessageBox::warning(parent, QCoreApplication::translate("ExportActions", "Cannot export the image"), *error);
        return {};
    }
    return path;
}

ExportActions addExportActions(QWidget *widget, const QString &baseName, std::function<CsvTable()> table,
                               std::function<Drawing()> drawing)
{
    ExportActions out;
    widget->setContextMenuPolicy(Qt::ActionsContextMenu);
    if (table) {
        out.csv = new QAction(QCoreApplication::translate("ExportActions", "Export as CSV…"), widget);
        out.csv->setObjectName(QStringLiteral("exportCsv"));
        QObject::connect(out.csv, &QAction::triggered, widget, [widget, baseName, table] {
            exportCsvWithDialog(widget, nameFor(widget, baseName), table());
        });
        widget->addAction(out.csv);
    }
    if (drawing) {
        out.image = new QAction(QCoreApplication::translate("ExportActions", "Export Image…"), widget);
        out.image->setObjectName(QStringLiteral("exportImage"));
        QObject::connect(out.image, &QAction::triggered, widget, [widget, baseName, drawing] {
            exportImageWithDialog(widget, nameFor(widget, baseName), drawing());
        });
        widget->addAction(out.image);
    }
    return out;
}

} // namespace partita::views
