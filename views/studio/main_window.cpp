#include "studio/main_window.h"

#include "classroom/classroom_view.h"
#include "compare/compare_view.h"
#include "editor/auto_layout.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "editor/platform_view.h"
#include "editor/property_panel.h"
#include "gantt/gantt_canvas.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_view.h"
#include "io/platform_json.h"
#include "partition/partition_view.h"
#include "plan/problem_bar.h"
#include "plan/reason_text.h"
#include "redistribute/redistribution_player.h"
#include "redistribution/layout_json.h"
#include "run/run_panel.h"
#include "run/run_summary.h"
#include "studio/app_palette.h"
#include "studio/document_actions.h"
#include "studio/settings_dialog.h"
#include "studio/studio_icons.h"
#include "studio/view_export.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoView>
#include <QUrl>

namespace partita::views {

namespace {

// The value saved under `key` by name, as on the command line ("lv08", "streamed", …): none, or a
// name `parse` refuses, keeps `value`.
template <typename T, typename Parse>
void readNamed(const QSettings &s, const QString &key, T &value, Parse parse)
{
    const QString name = s.value(key).toString();
    if (name.isEmpty())
        return;
    try {
        value = parse(name.toStdString());
    } catch (const std::exception &) { // std::invalid_argument or InputError: an unknown name
    }
}

// A file's warnings in a message box that does not block the window: the summary, the first
// few warnings, and all of them in the details.
void showWarnings(QWidget *parent, const QString &title, const QString &summary, const QStringList &warnings)
{
    constexpr qsizetype kShown = 6;
    auto *box = new QMessageBox(QMessageBox::Information, title, summary, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QString shown = warnings.mid(0, kShown).join(QLatin1Char('\n'));
    if (warnings.size() > kShown)
        shown += QLatin1Char('\n')
            + MainWindow::tr("… and %n more in the details", nullptr, static_cast<int>(warnings.size() - kShown));
    box->setInformativeText(shown);
    box->setDetailedText(warnings.join(QLatin1Char('\n')));
    box->open();
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new PlatformDocument(this)), m_scene(new PlatformScene(m_document, this)),
      m_platformView(new PlatformView(m_scene)), m_partitionView(new PartitionView),
      m_compareView(new CompareView), m_ganttView(new GanttView),
      m_runPanel(new RunPanel), m_player(new RedistributionPlayer), m_classroomView(new ClassroomView), m_tabs(new QTabWidget), m_replanTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_reportError = [this](const QString &title, const QString &message) {
        QMessageBox::warning(this, title, message);
    };
    m_tabs->addTab(m_platformView, tr("Platform"));
    // Every view after the editor reads the platform and the problem bar's settings.
    addInputView(m_partitionView, tr("Partition"));
    addInputView(m_compareView, tr("Comparison"));
    addInputView(m_ganttView, tr("Gantt"));
    addInputView(m_runPanel, tr("Run"));
    addInputView(m_player, tr("Redistribution"));
    addInputView(m_classroomView, tr("Classroom"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    // Many model signals (a macro, a drag) make one re-plan, at the next turn of the loop.
    m_replanTimer->setSingleShot(true);
    m_replanTimer->setInterval(0);
    connect(m_replanTimer, &QTimer::timeout, this, &MainWindow::replan);

    // Through m_reportError, so that setErrorReporter also reaches the document actions.
    m_documentActions = new DocumentActions(m_document, m_platformView, this,
                                            [this](const QString &title, const QString &message) {
                                                m_reportError(title, message);
                                            });
    setWarningReporter([this](const QString &title, const QString &summary, const QStringList &warnings) {
        showWarnings(this, title, summary, warnings);
    });
    createActions();
    createDocks();
    createMenus();

    connect(m_document, &PlatformDocument::platformChanged, this, [this] {
        markInputsStale();
    });
    // Results never outlive their document: the Run tab forgets the run of another platform
    // at once, even when it is not on screen (the other tabs recompute when shown).
    connect(m_document, &PlatformDocument::documentReset, this, [this] {
        m_runPanel->setDocument(m_document->identity());
        m_compareView->clear(); // its comparison and sweep, running or shown
    });
    connect(m_problemBar, &ProblemBar::settingsChanged, this, &MainWindow::markInputsStale);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::scheduleReplan);
    connect(m_document, &PlatformDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_partitionView, &PartitionView::resultsShown, this, [this](const PlanResults &r) {
        if (!r.outcomes.empty())
            m_problemBar->setStatus(r.outcomes.front().plan
                                        ? tr("planned in %1 ms").arg(r.outcomes.front().milliseconds, 0, 'f', 1)
                                        : r.outcomes.front().error);
    });
    connect(m_partitionView->runner(), &PlanRunner::busyChanged, this, [this](bool busy) {
        if (busy)
            m_problemBar->setStatus(tr("planning…"));
    });
    connect(m_compareView->runner(), &CompareRunner::busyChanged, this, [this](bool busy) {
        statusBar()->showMessage(busy ? tr("Comparing strategies…") : tr("Comparison ready"), busy ? 0 : 3000);
    });
    connect(m_ganttView->runner(), &GanttRunner::busyChanged, this, [this](bool busy) {
        statusBar()->showMessage(busy ? tr("Simulating the trace…") : tr("Trace ready"), busy ? 0 : 3000);
    });
    connect(m_classroomView, &ClassroomView::paperExampleRequested, this, &MainWindow::openWorkedExample);
    connect(m_runPanel, &RunPanel::redistributionMeasured, this, &MainWindow::playRunRedistribution);
    connect(m_runPanel, &RunPanel::platformFromRun, this, [this](const Platform &platform, const QStringList &changes) {
        // One undo step; the Run tab, re-planned, then predicts with the measured rates.
        if (!m_document->setRates(platform, tr("Update platform from the run")))
            m_reportError(tr("Update platform from the run"),
                          tr("The platform was changed since the run (other processors or links): run again."));
        else
            statusBar()->showMessage(changes.isEmpty() ? tr("The run measured no rate of the platform")
                                                       : tr("Platform updated from the run: %1")
                                                             .arg(changes.join(QStringLiteral("; "))),
                                     8000);
    });
    connect(m_runPanel, &RunPanel::runStarted, this, [this] { statusBar()->showMessage(tr("Run started")); });
    connect(m_runPanel, &RunPanel::runFinished, this, [this](bool ok) {
        statusBar()->showMessage(ok ? tr("Run finished") : tr("Run failed: the Run tab says why"), 6000);
    });
    connect(m_document, &PlatformDocument::platformChanged, this, [this] {
        const Platform &p = m_document->platform();
        statusBar()->showMessage(tr("%1 processors, %2 routers, %3 links")
                                     .arg(p.processors.size())
                                     .arg(p.routers.size())
                                     .arg(p.links.size()),
                                 4000);
    });

    restoreSettings();
    updateTitle();
    scheduleReplan();
}

MainWindow::~MainWindow()
{
    // The scene is destroyed before the property panel that listens to its selection: its
    // items, deselected as they go, would make the panel read a scene half destroyed (closing
    // the studio with nodes selected aborted). It says nothing while it goes.
    m_scene->blockSignals(true);
}

void MainWindow::createActions()
{
    m_openTraceAct = new QAction(tr("Open &Trace…"), this);
    m_openTraceAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openTraceAct, &QAction::triggered, this, &MainWindow::openTrace);
    m_openMeasuredAct = new QAction(tr("Open Trace as &Measured…"), this);
    connect(m_openMeasuredAct, &QAction::triggered, this, &MainWindow::openMeasuredTrace);
    m_exportViewAct = new QAction(tr("Export &View as PNG/SVG…"), this);
    m_exportViewAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportViewAct, &QAction::triggered, this, &MainWindow::exportView);
    m_exportCsvAct = new QAction(tr("Export &Table as CSV…"), this);
    m_exportCsvAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportCsvAct->setStatusTip(tr("The table or chart values of the tab on screen, as CSV"));
    connect(m_exportCsvAct, &QAction::triggered, this, &MainWindow::exportTable);
    m_quitAct = new QAction(tr("&Quit"), this);
    m_quitAct->setShortcut(QKeySequence::Quit);
    connect(m_quitAct, &QAction::triggered, this, &QWidget::close);

    m_undoAct = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAct->setShortcut(QKeySequence::Undo);
    // The toolbar shows the icon text, fixed, so that its buttons do not resize as the menu's
    // "Undo Move P3" changes.
    m_undoAct->setIconText(tr("Undo"));
    m_redoAct = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAct->setShortcut(QKeySequence::Redo);
    m_redoAct->setIconText(tr("Redo"));
    m_deleteAct = new QAction(tr("&Delete"), this);
    m_deleteAct->setShortcut(QKeySequence::Delete);
    connect(m_deleteAct, &QAction::triggered, m_scene, &PlatformScene::deleteSelection);
    m_arrangeAct = new QAction(tr("&Arrange Nodes"), this);
    m_arrangeAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_arrangeAct, &QAction::triggered, this, &MainWindow::arrangeNodes);

    m_selectToolAct = new QAction(tr("Select and Move"), this);
    m_selectToolAct->setShortcut(QKeySequence(Qt::Key_S));
    m_processorToolAct = new QAction(tr("Add Processor"), this);
    m_processorToolAct->setShortcut(QKeySequence(Qt::Key_P));
    m_routerToolAct = new QAction(tr("Add Router"), this);
    m_routerToolAct->setShortcut(QKeySequence(Qt::Key_R));
    m_connectToolAct = new QAction(tr("Connect"), this);
    m_connectToolAct->setShortcut(QKeySequence(Qt::Key_C));
    auto *tools = new QActionGroup(this);
    const std::pair<QAction *, PlatformScene::Tool> toolActs[] = {
        {m_selectToolAct, PlatformScene::Tool::Select},
        {m_processorToolAct, PlatformScene::Tool::AddProcessor},
        {m_routerToolAct, PlatformScene::Tool::AddRouter},
        {m_connectToolAct, PlatformScene::Tool::Connect},
    };
    for (const auto &[act, tool] : toolActs) {
        act->setCheckable(true);
        act->setShortcutContext(Qt::WidgetWithChildrenShortcut); // single keys: canvas only
        m_platformView->addAction(act);
        tools->addAction(act);
        connect(act, &QAction::triggered, this, [this, t = tool] { m_scene->setTool(t); });
    }
    m_selectToolAct->setChecked(true);

    m_fitAct = new QAction(tr("&Fit"), this);
    m_fitAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Zoom and fit act on the Gantt chart when it is on screen, else on the platform.
    connect(m_fitAct, &QAction::triggered, this, [this] {
        if (m_tabs->currentWidget() == m_ganttView)
            m_ganttView->canvas()->fit();
        else
            m_platformView->fitAll();
    });
    m_zoomInAct = new QAction(tr("Zoom &In"), this);
    m_zoomInAct->setShortcut(QKeySequence::ZoomIn);
    connect(m_zoomInAct, &QAction::triggered, this, [this] {
        if (m_tabs->currentWidget() == m_ganttView)
            m_ganttView->canvas()->zoomIn();
        else
            m_platformView->zoomBy(1.25);
    });
    m_zoomOutAct = new QAction(tr("Zoom &Out"), this);
    m_zoomOutAct->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAct, &QAction::triggered, this, [this] {
        if (m_tabs->currentWidget() == m_ganttView)
            m_ganttView->canvas()->zoomOut();
        else
            m_platformView->zoomBy(0.8);
    });
    m_darkAct = new QAction(tr("&Dark Palette"), this);
    m_darkAct->setCheckable(true);
    m_darkAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_darkAct, &QAction::toggled, this, &MainWindow::setDark);
    m_settingsAct = new QAction(tr("&Settings…"), this);
    // The platform's Preferences key where it has one (macOS, KDE), else Ctrl+, (X11 has none).
    m_settingsAct->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
                                    ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                    : QKeySequence::keyBindings(QKeySequence::Preferences));
    connect(m_settingsAct, &QAction::triggered, this, &MainWindow::showSettings);
    m_aboutAct = new QAction(tr("&About Partita Studio"), this);
    connect(m_aboutAct, &QAction::triggered, this, &MainWindow::about);
    m_docsAct = new QAction(tr("Studio &Documentation"), this);
    m_docsAct->setShortcut(QKeySequence::HelpContents);
    m_docsAct->setEnabled(false);
    connect(m_docsAct, &QAction::triggered, this, [this] {
        if (!QDesktopServices::openUrl(QUrl::fromLocalFile(m_documentation)))
            m_reportError(tr("Cannot open the documentation"), m_documentation);
    });
    m_shortcutsAct = new QAction(tr("&Keyboard Shortcuts"), this);
    connect(m_shortcutsAct, &QAction::triggered, this, &MainWindow::showShortcuts);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_documentActions->newAction());
    file->addAction(m_documentActions->generateAction());
    file->addAction(m_documentActions->openAction());
    m_documentActions->setRecentMenu(file->addMenu(tr("Open &Recent")));
    file->addAction(m_openTraceAct);
    file->addAction(m_openMeasuredAct);
    file->addAction(m_documentActions->saveAction());
    file->addAction(m_documentActions->saveAsAction());
    file->addSeparator();
    file->addAction(m_documentActions->importAction());
    file->addAction(m_documentActions->exportAction());
    file->addAction(m_exportViewAct);
    file->addAction(m_exportCsvAct);
    file->addSeparator();
    file->addAction(m_settingsAct);
    file->addAction(m_quitAct);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAct);
    edit->addAction(m_redoAct);
    edit->addAction(m_deleteAct);
    // Cut, copy and paste of the selected nodes with the links between them, through the
    // clipboard as partita-platform JSON; each paste lands a little further down and right (the
    // first paste after a cut, where the nodes were).
    QAction *cut = edit->addAction(tr("Cu&t Nodes"));
    cut->setShortcut(QKeySequence::Cut);
    connect(cut, &QAction::triggered, this, [this] {
        if (m_scene->selectedNodes().isEmpty())
            return;
        copyToClipboard(m_scene->cutSelection());
        m_pasteCount = -1;
    });
    QAction *copy = edit->addAction(tr("&Copy Nodes"));
    copy->setShortcut(QKeySequence::Copy);
    connect(copy, &QAction::triggered, this, [this] { copyToClipboard(m_scene->copySelection()); });
    QAction *paste = edit->addAction(tr("&Paste Nodes"));
    paste->setShortcut(QKeySequence::Paste);
    connect(paste, &QAction::triggered, this, [this] {
        const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
        if (!mime)
            return;
        QByteArray json = mime->data(QStringLiteral("application/x-partita-platform"));
        if (json.isEmpty())
            json = mime->text().toUtf8();
        try {
            // The nodes copied here are kept as they were: a selection is seldom a platform of
            // its own (parsePlatformJson would refuse a disconnected one); JSON from elsewhere
            // (a platform file's text) is read and validated.
            const Platform fragment = json == m_copiedJson ? m_copied : parsePlatformJson(json.toStdString(), "clipboard");
            ++m_pasteCount;
            m_scene->paste(fragment, QPointF(30, 30) * m_pasteCount);
            showView(View::Editor);
        } catch (const std::exception &e) {
            statusBar()->showMessage(tr("The clipboard holds no nodes: %1").arg(errorText(e)), 4000);
        }
    });
    edit->addSeparator();
    edit->addAction(m_selectToolAct);
    edit->addAction(m_processorToolAct);
    edit->addAction(m_routerToolAct);
    edit->addAction(m_connectToolAct);
    edit->addSeparator();
    edit->addAction(m_arrangeAct);
    QMenu *align = edit->addMenu(tr("Ali&gn Nodes"));
    const std::pair<QString, Alignment> alignments[] = {
        {tr("&Left"), Alignment::Left},   {tr("Centre (&vertical line)"), Alignment::HorizontalCenter},
        {tr("&Right"), Alignment::Right}, {tr("&Top"), Alignment::Top},
        {tr("Middle (&horizontal line)"), Alignment::VerticalCenter}, {tr("&Bottom"), Alignment::Bottom}};
    for (const auto &[name, alignment] : alignments) {
        const Alignment a = alignment;
        connect(align->addAction(name), &QAction::triggered, this, [this, a] { m_scene->alignSelection(a); });
    }
    QMenu *distribute = edit->addMenu(tr("D&istribute Nodes"));
    connect(distribute->addAction(tr("&Horizontally")), &QAction::triggered, this,
            [this] { m_scene->distributeSelection(Qt::Horizontal); });
    connect(distribute->addAction(tr("&Vertically")), &QAction::triggered, this,
            [this] { m_scene->distributeSelection(Qt::Vertical); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const QString names[] = {tr("&Platform"), tr("P&artition"),      tr("&Comparison"), tr("&Gantt"),
                             tr("&Run"),      tr("Re&distribution"), tr("C&lassroom")};
    for (int i = 0; i < 7; ++i) {
        QAction *a = view->addAction(names[i]);
        a->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(a, &QAction::triggered, this, [this, i] { m_tabs->setCurrentIndex(i); });
    }
    view->addSeparator();
    view->addAction(m_fitAct);
    view->addAction(m_zoomInAct);
    view->addAction(m_zoomOutAct);
    view->addSeparator();
    view->addAction(m_darkAct);
    QMenu *panels = view->addMenu(tr("Panels"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        panels->addAction(dock->toggleViewAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_docsAct);
    help->addAction(m_shortcutsAct);
    help->addSeparator();
    help->addAction(m_aboutAct);

    QToolBar *bar = m_toolBar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addAction(m_documentActions->newAction());
    bar->addAction(m_documentActions->openAction());
    bar->addAction(m_documentActions->saveAction());
    bar->addSeparator();
    bar->addAction(m_undoAct);
    bar->addAction(m_redoAct);
    bar->addAction(m_deleteAct);
    bar->addSeparator();
    bar->addAction(m_selectToolAct);
    bar->addAction(m_processorToolAct);
    bar->addAction(m_routerToolAct);
    bar->addAction(m_connectToolAct);
    bar->addSeparator();
    bar->addAction(m_fitAct);
    bar->addAction(m_exportViewAct);
    const std::pair<QAction *, QIcon> icons[] = {
        {m_documentActions->newAction(), studioIcon(QStringLiteral("document-new"))},
        {m_documentActions->openAction(), studioIcon(QStringLiteral("document-open"))},
        {m_documentActions->saveAction(), studioIcon(QStringLiteral("document-save"))},
        {m_undoAct, studioIcon(QStringLiteral("edit-undo"))},
        {m_redoAct, studioIcon(QStringLiteral("edit-redo"))},
        {m_deleteAct, studioIcon(QStringLiteral("edit-delete"))},
        {m_selectToolAct, studioIcon({}, QStringLiteral("tool-select"))},
        {m_processorToolAct, studioIcon({}, QStringLiteral("tool-processor"))},
        {m_routerToolAct, studioIcon({}, QStringLiteral("tool-router"))},
        {m_connectToolAct, studioIcon({}, QStringLiteral("tool-connect"))},
        {m_fitAct, studioIcon(QStringLiteral("zoom-fit-best"))},
        {m_exportViewAct, studioIcon(QStringLiteral("document-export"))},
    };
    for (const auto &[action, icon] : icons)
        action->setIcon(icon);
    // Names beside the studio's own tools and Export; the file and edit actions, known by their
    // icons, show the icon only (their names are in the tooltips). The toolbar keeps its width
    // whatever the menus' texts.
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(20, 20));
    for (QAction *iconOnly : {m_documentActions->newAction(), m_documentActions->openAction(),
                              m_documentActions->saveAction(), m_undoAct, m_redoAct, m_deleteAct, m_fitAct})
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(iconOnly)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_exportViewAct->setIconText(tr("Export"));
}

void MainWindow::createDocks()
{
    m_problemBar = new ProblemBar;
    auto *problemDock = new QDockWidget(tr("Problem"), this);
    problemDock->setObjectName(QStringLiteral("problemDock"));
    problemDock->setWidget(m_problemBar);
    problemDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::TopDockWidgetArea, problemDock);

    m_properties = new PropertyPanel(m_document, m_scene);
    auto *propertyDock = new QDockWidget(tr("Properties"), this);
    propertyDock->setObjectName(QStringLiteral("propertyDock"));
    propertyDock->setWidget(m_properties);
    addDockWidget(Qt::RightDockWidgetArea, propertyDock);

    auto *undoView = new QUndoView(m_document->undoStack());
    undoView->setEmptyLabel(tr("<opened>"));
    auto *undoDock = new QDockWidget(tr("History"), this);
    undoDock->setObjectName(QStringLiteral("historyDock"));
    undoDock->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, undoDock);
    // Tabbed together: on an 800-pixel screen, stacked, each would be too short to read.
    tabifyDockWidget(propertyDock, undoDock);
    propertyDock->raise();

    m_editorDocks = {propertyDock, undoDock};
    for (QDockWidget *dock : m_editorDocks) {
        dock->setProperty("wanted", true);
        // What the user does with the dock on the Platform tab (or from View ▸ Panels) is what
        // it comes back to there; the tabs' own hiding is not.
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock] {
            if (!m_switchingDocks && m_tabs->currentWidget() == m_platformView)
                dock->setProperty("wanted", !dock->isHidden());
        });
        connect(dock->toggleViewAction(), &QAction::triggered, this,
                [dock](bool on) { dock->setProperty("wanted", on); });
    }
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateEditorDocks);
}

void MainWindow::updateEditorDocks()
{
    const bool editor = m_tabs->currentWidget() == m_platformView;
    m_switchingDocks = true;
    for (QDockWidget *dock : m_editorDocks)
        dock->setVisible(editor && dock->property("wanted").toBool());
    m_switchingDocks = false;
    // A tab widget is as wide as its widest page (the Classroom's); the window needs only the
    // page on screen, so that the editor's canvas beside its docks fits a 1280-pixel screen.
    const QSize page = m_tabs->currentWidget()->minimumSizeHint().expandedTo(m_tabs->currentWidget()->minimumSize());
    m_tabs->setMinimumSize(page.width() + 4, page.height() + m_tabs->tabBar()->sizeHint().height() + 4);
}

void MainWindow::restoreSettings()
{
    QSettings s;
    if (const QByteArray g = s.value(QStringLiteral("window/geometry")).toByteArray(); !g.isEmpty())
        restoreGeometry(g);
    else
        resize(QSize(1280, 800).boundedTo(screen() ? screen()->availableSize() : QSize(1280, 800)));
    if (const QByteArray st = s.value(QStringLiteral("window/state")).toByteArray(); !st.isEmpty())
        restoreState(st);
    for (QDockWidget *dock : m_editorDocks)
        dock->setProperty("wanted", !dock->isHidden());
    updateEditorDocks();
    m_darkAct->setChecked(s.value(QStringLiteral("darkPalette"), false).toBool());
    // The problem bar as it was left: m, k, n, q, the strategy and every strategy's parameters
    // (settings from before m and k keep the square product of order n).
    if (s.contains(QStringLiteral("problem/n"))) {
        PlanSettings p;
        s.beginGroup(QStringLiteral("problem"));
        p.problem.n = s.value(QStringLiteral("n"), qint64(p.problem.n)).toLongLong();
        p.problem.m = s.value(QStringLiteral("m"), qint64(p.problem.n)).toLongLong();
        p.problem.k = s.value(QStringLiteral("k"), qint64(p.problem.n)).toLongLong();
        p.problem.q = s.value(QStringLiteral("q"), qint64(p.problem.q)).toLongLong();
        p.algorithm = s.value(QStringLiteral("strategy"), QString::fromStdString(p.algorithm)).toString().toStdString();
        p.params.l = s.value(QStringLiteral("l"), qint64(p.params.l)).toLongLong();
        p.params.network = static_cast<NetworkModel>(s.value(QStringLiteral("network"), static_cast<int>(p.params.network)).toInt());
        readNamed(s, QStringLiteral("networkModel"), p.params.flow, sim::parseFlowModel);
        p.params.mode = static_cast<StarMode>(s.value(QStringLiteral("mode"), static_cast<int>(p.params.mode)).toInt());
        p.params.order = static_cast<ServiceOrder>(s.value(QStringLiteral("order"), static_cast<int>(p.params.order)).toInt());
        p.params.heuristic = s.value(QStringLiteral("heuristic"), p.params.heuristic).toBool();
        p.params.h = s.value(QStringLiteral("h"), p.params.h).toDouble();
        p.params.w = s.value(QStringLiteral("w"), p.params.w).toDouble();
        readNamed(s, QStringLiteral("ringRefine"), p.params.ringRefine, parseRingRefinement);
        readNamed(s, QStringLiteral("luSteps"), p.params.luSteps, parseLuSteps);
        s.endGroup();
        m_problemBar->setSettings(p); // out-of-range values are clamped, unknown ones fall back
    }
}

void MainWindow::saveSettings()
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // The editor's docks as the user wants them on the Platform tab, whatever tab is shown.
    std::vector<bool> shown;
    for (QDockWidget *dock : m_editorDocks) {
        shown.push_back(!dock->isHidden());
        dock->setVisible(dock->property("wanted").toBool());
    }
    s.setValue(QStringLiteral("window/state"), saveState());
    for (std::size_t i = 0; i < m_editorDocks.size(); ++i)
        m_editorDocks[i]->setVisible(shown[i]);
    s.setValue(QStringLiteral("darkPalette"), m_dark);
    const PlanSettings p = m_problemBar->settings();
    s.beginGroup(QStringLiteral("problem"));
    s.setValue(QStringLiteral("m"), qint64(p.problem.m));
    s.setValue(QStringLiteral("k"), qint64(p.problem.k));
    s.setValue(QStringLiteral("n"), qint64(p.problem.n));
    s.setValue(QStringLiteral("q"), qint64(p.problem.q));
    s.setValue(QStringLiteral("strategy"), QString::fromStdString(p.algorithm));
    s.setValue(QStringLiteral("l"), qint64(p.params.l));
    s.setValue(QStringLiteral("network"), static_cast<int>(p.params.network));
    s.setValue(QStringLiteral("networkModel"), QString::fromLatin1(sim::toString(p.params.flow)));
    s.setValue(QStringLiteral("mode"), static_cast<int>(p.params.mode));
    s.setValue(QStringLiteral("order"), static_cast<int>(p.params.order));
    s.setValue(QStringLiteral("heuristic"), p.params.heuristic);
    s.setValue(QStringLiteral("h"), p.params.h);
    s.setValue(QStringLiteral("w"), p.params.w);
    s.setValue(QStringLiteral("ringRefine"), QString::fromLatin1(toString(p.params.ringRefine)));
    s.setValue(QStringLiteral("luSteps"), QString::fromLatin1(toString(p.params.luSteps)));
    s.endGroup();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documentActions->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

bool MainWindow::openFile(const QString &path)
{
    return m_documentActions->openFile(path);
}

bool MainWindow::saveFile(const QString &path)
{
    return m_documentActions->saveFile(path);
}

QStringList MainWindow::recentFiles() const
{
    return m_documentActions->recentFiles();
}

QString MainWindow::dialogDirectory() const
{
    return m_documentActions->dialogDirectory();
}

bool MainWindow::openTraceFile(const QString &path)
{
    if (const auto error = m_ganttView->openTraceFile(path)) {
        m_reportError(tr("Cannot open the trace"), *error);
        return false;
    }
    inputOf(m_ganttView)->stale = false; // the file stays until the platform or the problem changes
    showView(View::Gantt);
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

void MainWindow::openTrace()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open trace"), dialogDirectory(),
                                                      tr("Traces (*.csv *.json *.paje *.trace);;CSV (*.csv);;Chrome trace JSON (*.json);;Paje (*.paje *.trace)"));
    if (!path.isEmpty())
        openTraceFile(path);
}

bool MainWindow::openMeasuredTraceFile(const QString &path)
{
    if (const auto error = m_ganttView->openComparisonFile(path)) {
        m_reportError(tr("Cannot open the trace"), *error);
        return false;
    }
    showView(View::Gantt);
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

void MainWindow::openMeasuredTrace()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open measured trace"), dialogDirectory(),
                                                      tr("Traces (*.csv *.json *.paje *.trace);;CSV (*.csv);;Chrome trace JSON (*.json);;Paje (*.paje *.trace)"));
    if (!path.isEmpty())
        openMeasuredTraceFile(path);
}

Drawing MainWindow::currentDrawing() const
{
    QWidget *current = m_tabs->currentWidget();
    if (current == m_partitionView)
        return m_partitionView->drawing();
    if (current == m_compareView)
        return m_compareView->drawing();
    if (current == m_ganttView)
        return m_ganttView->drawing();
    if (current == m_runPanel)
        return m_runPanel->ganttView()->drawing();
    if (current == m_classroomView)
        return m_classroomView->drawing();
    if (current == m_player)
        return m_player->drawing();
    return widgetDrawing(current);
}

CsvTable MainWindow::currentTable() const
{
    QWidget *current = m_tabs->currentWidget();
    if (current == m_partitionView)
        return m_partitionView->csvTable();
    if (current == m_compareView)
        return m_compareView->csvTable();
    if (current == m_ganttView)
        return m_ganttView->csvTable();
    if (current == m_runPanel)
        return m_runPanel->summaryView()->csvTable();
    if (current == m_classroomView)
        return m_classroomView->csvTable();
    if (current == m_player)
        return m_player->csvTable();
    return {};
}

std::optional<QString> MainWindow::exportCurrentView(const QString &path) const
{
    if (m_tabs->currentWidget() == m_platformView)
        return exportScene(m_scene, path);
    return exportDrawing(currentDrawing(), path);
}

std::optional<QString> MainWindow::exportCurrentTable(const QString &path) const
{
    const CsvTable table = currentTable();
    if (table.header.isEmpty())
        return tr("This tab has no table to export: the Partition, Comparison, Gantt, Run, Redistribution "
                  "and Classroom (selection) tabs have one.");
    return writeCsv(table, path);
}

void MainWindow::exportView()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export view"), dialogDirectory(),
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    if (const auto error = exportCurrentView(path))
        m_reportError(tr("Cannot export the view"), *error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
}

void MainWindow::exportTable()
{
    if (currentTable().header.isEmpty()) {
        m_reportError(tr("Cannot export the table"), *exportCurrentTable(QString()));
        return;
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Export table as CSV"), dialogDirectory(), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    if (const auto error = exportCurrentTable(path))
        m_reportError(tr("Cannot export the table"), *error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    QSettings s;
    dialog.setLanguage(s.value(QStringLiteral("language")).toString());
    dialog.setDark(m_dark);
    if (dialog.exec() != QDialog::Accepted)
        return;
    s.setValue(QStringLiteral("language"), dialog.language());
    m_darkAct->setChecked(dialog.dark());
}

void MainWindow::about()
{
    QString text = tr("<h3>Partita Studio</h3>"
                      "<p>Plans matrix products on heterogeneous platforms: draw a platform, see how each "
                      "strategy cuts the work and compare their predicted costs.</p>");
    text += QStringLiteral("<table>");
    for (const auto &[name, version] : std::as_const(m_versions))
        text += QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td>%2</td></tr>").arg(name.toHtmlEscaped(), version.toHtmlEscaped());
    text += QStringLiteral("</table>");
    QMessageBox::about(this, tr("About Partita Studio"), text);
}

void MainWindow::setWarningReporter(WarningReporter reporter)
{
    m_documentActions->setWarningReporter(std::move(reporter));
}

void MainWindow::setDocumentation(const QString &path)
{
    m_documentation = path;
    m_docsAct->setEnabled(!path.isEmpty());
    m_docsAct->setToolTip(path);
}

QStringList MainWindow::shortcutLines() const
{
    QStringList lines;
    std::function<void(const QMenu *)> walk = [&](const QMenu *menu) {
        for (QAction *a : menu->actions()) {
            if (a->menu())
                walk(a->menu());
            for (const QKeySequence &key : a->shortcuts())
                lines << QStringLiteral("%1\t%2").arg(key.toString(QKeySequence::NativeText),
                                                       a->text().remove(QLatin1Char('&')));
        }
    };
    for (QAction *top : menuBar()->actions())
        if (top->menu())
            walk(top->menu());
    return lines;
}

void MainWindow::showShortcuts()
{
    QString text = QStringLiteral("<table>");
    for (const QString &line : shortcutLines()) {
        const QStringList parts = line.split(QLatin1Char('\t'));
        text += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                    .arg(parts.value(0).toHtmlEscaped(), parts.value(1).toHtmlEscaped());
    }
    text += QStringLiteral("</table><p>%1</p>")
                .arg(tr("On the platform canvas: S, P, R, C choose the tools; Delete deletes; the wheel zooms. "
                        "On the Gantt chart: Ctrl+drag zooms to a span, Shift+drag selects a range, Esc clears it."));
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard Shortcuts"), text, QMessageBox::Close, this);
    box.exec();
}

void MainWindow::setDark(bool dark)
{
    m_dark = dark;
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        applyPalette(*app, dark);
    m_compareView->setDark(dark);
    QSettings().setValue(QStringLiteral("darkPalette"), dark);
}

void MainWindow::updateTitle()
{
    const QString name = m_document->fileName().isEmpty() ? tr("untitled") : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(tr("%1[*] — Partita Studio").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::showView(View view)
{
    m_tabs->setCurrentIndex(static_cast<int>(view));
}

void MainWindow::scheduleReplan()
{
    m_replanTimer->start();
}

template <typename Widget>
void MainWindow::addInputView(Widget *view, const QString &title)
{
    m_tabs->addTab(view, title);
    m_inputViews.push_back({view, [view](const Platform &p, const PlanSettings &s) { view->setInput(p, s); }});
}

void MainWindow::markInputsStale()
{
    for (InputView &v : m_inputViews)
        v.stale = true;
    scheduleReplan();
}

MainWindow::InputView *MainWindow::inputOf(QWidget *widget)
{
    for (InputView &v : m_inputViews)
        if (v.widget == widget)
            return &v;
    return nullptr;
}

void MainWindow::replan()
{
    // Only the view on screen is recomputed; the others are marked and follow when shown.
    InputView *current = inputOf(m_tabs->currentWidget());
    if (current && current->stale) {
        current->stale = false;
        current->setInput(m_document->platform(), m_problemBar->settings());
    }
}

// A run with --speed-change measured the speeds and rebalanced its layout: the player replays
// that redistribution (same layout, same measured speeds, the constant model the executor uses).
void MainWindow::playRunRedistribution(const QJsonObject &redistribution)
{
    try {
        const QByteArray layoutText = QJsonDocument(redistribution.value(QLatin1String("layout")).toObject()).toJson();
        const Layout layout = parseLayoutJson(layoutText.toStdString(), tr("the run's summary").toStdString());
        std::vector<double> speeds;
        for (const QJsonValue &v : redistribution.value(QLatin1String("speeds")).toArray())
            speeds.push_back(v.toDouble());
        m_player->setProblem(layout, speeds, CostModel::Constant,
                             tr("Speeds measured by the run after step %1")
                                 .arg(redistribution.value(QLatin1String("after_step")).toInt()));
        statusBar()->showMessage(tr("The run rebalanced its partition: the Redistribution tab replays it"), 8000);
    } catch (const std::exception &e) {
        m_reportError(tr("Cannot replay the run's redistribution"), errorText(e));
    }
}

// A classroom page's worked example: its bundled platform as a new, unsaved document (the file
// of the example stays as it is) and its parameters in the problem bar.
void MainWindow::openWorkedExample(const Platform &platform, const PlanSettings &settings)
{
    if (!m_documentActions->maybeSave())
        return;
    m_document->reset(platform);
    m_platformView->fitAll();
    m_problemBar->setSettings(settings);
    statusBar()->showMessage(tr("Opened the paper's example: %1, n = %2, q = %3")
                                 .arg(QString::fromStdString(platform.name))
                                 .arg(settings.problem.n)
                                 .arg(settings.problem.q),
                             6000);
}

void MainWindow::copyToClipboard(const Platform &fragment)
{
    if (fragment.processors.empty() && fragment.routers.empty())
        return;
    auto *mime = new QMimeData;
    const QByteArray json = QByteArray::fromStdString(platformToJson(fragment));
    mime->setData(QStringLiteral("application/x-partita-platform"), json);
    mime->setText(QString::fromUtf8(json));
    QGuiApplication::clipboard()->setMimeData(mime);
    m_copied = fragment;
    m_copiedJson = json;
    m_pasteCount = 0;
}

void MainWindow::arrangeNodes()
{
    // The star, mesh, torus or tree the links draw, else a force-directed or layered layout
    // (editor/auto_layout.h), as one undo step named after the shape.
    const PlatformLayout layout = layoutPlatform(m_document->platform());
    if (layout.positions.empty())
        return;
    const QString shape = layoutShapeName(layout.shape);
    m_document->applyLayout(layout.positions, tr("Arrange nodes as a %1").arg(shape));
    m_platformView->fitAll();
    statusBar()->showMessage(tr("Arranged as a %1").arg(shape), 4000);
}

} // namespace partita::views
