#pragma once
// The studio's main window (docs/studio.md): the platform editor, the partition view, the
// comparison view, the Gantt chart, the run panel, the redistribution player and the classroom as tabs, the problem bar, the property panel and the undo history as docks,
// menus, toolbar and status bar. It owns the document and wires views to it; it computes
// nothing itself (the runners do, off the GUI thread).

#include "studio/csv_export.h"
#include "studio/view_export.h"
#include "model/platform.h"
#include "plan/plan_settings.h"

#include <QMainWindow>
#include <QPair>
#include <QStringList>

#include <functional>
#include <vector>

class QAction;
class QDockWidget;
class QJsonObject;
class QTabWidget;
class QToolBar;
class QTimer;

namespace partita::views {

class ClassroomView;
class CompareView;
class DocumentActions;
class GanttView;
class PartitionView;
class PlatformDocument;
class PlatformScene;
class PlatformView;
class ProblemBar;
class PropertyPanel;
class RedistributionPlayer;
class RunPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    enum class View { Editor = 0, Partition = 1, Compare = 2, Gantt = 3, Run = 4, Redistribution = 5, Classroom = 6 };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // How errors reach the user; a QMessageBox by default. Tests install their own.
    using ErrorReporter = std::function<void(const QString &title, const QString &message)>;
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }
    // How a file's warnings reach the user after it opened (DocumentActions::WarningReporter); a
    // message box that does not block, the warnings in its details, by default.
    using WarningReporter = std::function<void(const QString &title, const QString &summary, const QStringList &warnings)>;
    void setWarningReporter(WarningReporter reporter);
    // Lines of the About box: component name and version.
    void setComponentVersions(const QList<QPair<QString, QString>> &versions) { m_versions = versions; }
    // The studio's documentation (docs/studio.md), opened by Help ▸ Documentation; empty when
    // it is not installed (the action is then disabled).
    void setDocumentation(const QString &path);
    // Every action of the menus that has a key, as "key<TAB>action" lines, in menu order: what
    // Help ▸ Keyboard Shortcuts lists, read from the actions so that it never disagrees with them.
    QStringList shortcutLines() const;
    QToolBar *mainToolBar() const { return m_toolBar; }

    // Opens a platform (JSON or SimGrid XML). On error reports it and keeps the document.
    bool openFile(const QString &path);
    bool saveFile(const QString &path);
    // Shows a trace file (CSV or Chrome JSON) in the Gantt tab. On error reports it.
    bool openTraceFile(const QString &path);
    // Stacks a trace file below the Gantt tab's trace, as the measured run. On error reports it.
    bool openMeasuredTraceFile(const QString &path);
    void showView(View view);

    PlatformDocument *document() const { return m_document; }
    PlatformScene *scene() const { return m_scene; }
    PlatformView *platformView() const { return m_platformView; }
    ProblemBar *problemBar() const { return m_problemBar; }
    PartitionView *partitionView() const { return m_partitionView; }
    CompareView *compareView() const { return m_compareView; }
    GanttView *ganttView() const { return m_ganttView; }
    RunPanel *runPanel() const { return m_runPanel; }
    RedistributionPlayer *redistributionPlayer() const { return m_player; }
    ClassroomView *classroomView() const { return m_classroomView; }
    PropertyPanel *propertyPanel() const { return m_properties; }
    const std::vector<QDockWidget *> &editorDocks() const { return m_editorDocks; }
    QStringList recentFiles() const;
    // What File ▸ Export View and Export Table as CSV write for the tab on screen: the drawing
    // without the widgets around it (the partition panes, the chart of the Comparison tab, the
    // Gantt chart, the run's chart, the player's layouts, the classroom's drawings; the editor
    // exports its whole scene) and the tab's table (metrics, chart values, Gantt summary,
    // per-rank times, the selection history). An empty table or drawing: nothing to export.
    Drawing currentDrawing() const;
    CsvTable currentTable() const;
    std::optional<QString> exportCurrentView(const QString &path) const;
    std::optional<QString> exportCurrentTable(const QString &path) const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void restoreSettings();
    void saveSettings();
    void openTrace();
    void openMeasuredTrace();
    void exportView();
    void exportTable();
    void showSettings();
    void about();
    void showShortcuts();
    void setDark(bool dark);
    void updateTitle();
    // A tab fed with the platform and the problem bar's settings; `stale` until it is shown
    // after a change.
    struct InputView {
        QWidget *widget = nullptr;
        std::function<void(const Platform &, const PlanSettings &)> setInput;
        bool stale = true;
    };
    template <typename Widget>
    void addInputView(Widget *view, const QString &title);
    InputView *inputOf(QWidget *widget);
    void markInputsStale();
    void scheduleReplan();
    void replan();
    void arrangeNodes();
    // The editor's docks (properties, history) show on the Platform tab only, as the user left
    // them there; the other tabs get their width.
    void updateEditorDocks();
    void copyToClipboard(const Platform &fragment);
    void openWorkedExample(const Platform &platform, const PlanSettings &settings);
    void playRunRedistribution(const QJsonObject &redistribution);
    QString dialogDirectory() const;

    PlatformDocument *m_document;
    DocumentActions *m_documentActions = nullptr;
    PlatformScene *m_scene;
    PlatformView *m_platformView;
    PartitionView *m_partitionView;
    CompareView *m_compareView;
    GanttView *m_ganttView;
    RunPanel *m_runPanel;
    RedistributionPlayer *m_player;
    ClassroomView *m_classroomView;
    ProblemBar *m_problemBar = nullptr;
    PropertyPanel *m_properties = nullptr;
    std::vector<QDockWidget *> m_editorDocks;
    bool m_switchingDocks = false;
    QTabWidget *m_tabs;
    QTimer *m_replanTimer;
    std::vector<InputView> m_inputViews;
    bool m_dark = false;
    ErrorReporter m_reportError;
    int m_pasteCount = 0; // pastes of the clipboard's nodes since they were copied
    Platform m_copied;     // the nodes copied last, and the JSON put on the clipboard for them
    QByteArray m_copiedJson;
    QList<QPair<QString, QString>> m_versions;
    QString m_documentation;
    QToolBar *m_toolBar = nullptr;

    QAction *m_openTraceAct = nullptr, *m_openMeasuredAct = nullptr, *m_exportViewAct = nullptr, *m_exportCsvAct = nullptr,
            *m_quitAct = nullptr, *m_undoAct = nullptr, *m_redoAct = nullptr, *m_deleteAct = nullptr,
            *m_arrangeAct = nullptr, *m_fitAct = nullptr, *m_zoomInAct = nullptr, *m_zoomOutAct = nullptr,
            *m_darkAct = nullptr, *m_settingsAct = nullptr, *m_aboutAct = nullptr, *m_selectToolAct = nullptr,
            *m_processorToolAct = nullptr, *m_routerToolAct = nullptr, *m_connectToolAct = nullptr,
            *m_docsAct = nullptr, *m_shortcutsAct = nullptr;
};

} // namespace partita::views
