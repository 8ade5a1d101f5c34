#pragma once
// The one way a table or a chart offers its exports: "Export as CSV…" and "Export Image…" in
// its context menu (right click), each asking for a file and writing it atomically
// (studio/csv_export.h, studio/view_export.h). File ▸ Export Table as CSV… and Export View do the
// same for the tab on screen.

#include "studio/csv_export.h"
#include "studio/view_export.h"

#include <functional>

class QAction;
class QWidget;

namespace partita::views {

struct ExportActions {
    QAction *csv = nullptr;   // null when no table was given
    QAction *image = nullptr; // null when no drawing was given
};

// Adds the actions to `widget`'s context menu (Qt::ActionsContextMenu). `baseName` is the file
// name the dialogs propose, without extension, unless the widget's "exportName" property gives
// another.
ExportActions addExportActions(QWidget *widget, const QString &baseName, std::function<CsvTable()> table,
                               std::function<Drawing()> drawing = {});

// The dialogs behind the actions, for File ▸ Export…: they ask for a file and report errors in
// a message box. Return the file written, or an empty string (cancelled or failed).
QString exportCsvWithDialog(QWidget *parent, const QString &baseName, const CsvTable &table);
QString exportImageWithDialog(QWidget *parent, const QString &baseName, const Drawing &drawing);

} // namespace partita::views
