#pragma once
// The studio's document actions (File menu): new, new from the generator, open, open recent,
// save, save as, SimGrid import and export. They act on the platform document, ask before
// unsaved changes are dropped, and keep the list of recent files in QSettings. The main
// window puts the actions in its menus and toolbar.

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace partita::views {

class PlatformDocument;
class PlatformView;

class DocumentActions : public QObject {
    Q_OBJECT

public:
    using ErrorReporter = std::function<void(const QString &title, const QString &message)>;
    // What a platform file said and Partita does not model (a SimGrid file's warnings), after
    // it opened: a one-line summary and each warning, "FILE:LINE: why", in the studio's language.
    using WarningReporter = std::function<void(const QString &title, const QString &summary, const QStringList &warnings)>;

    // `window` parents the dialogs and shows the status messages; `view` is fitted to a
    // platform that is opened or generated; errors go to `reportError`.
    DocumentActions(PlatformDocument *document, PlatformView *view, QMainWindow *window,
                    ErrorReporter reportError);

    QAction *newAction() const { return m_newAct; }
    QAction *generateAction() const { return m_generateAct; }
    QAction *openAction() const { return m_openAct; }
    QAction *saveAction() const { return m_saveAct; }
    QAction *saveAsAction() const { return m_saveAsAct; }
    QAction *importAction() const { return m_importAct; }
    QAction *exportAction() const { return m_exportXmlAct; }
    // The "Open Recent" menu, filled now and whenever the list changes.
    void setRecentMenu(QMenu *menu);

    // Opens a platform (JSON or SimGrid XML). On error reports it and keeps the document; a
    // file opened with warnings has them reported (setWarningReporter; none: not shown).
    bool openFile(const QString &path);
    void setWarningReporter(WarningReporter reporter) { m_reportWarnings = std::move(reporter); }
    bool saveFile(const QString &path);
    // True when the document may be replaced: it is saved, or the user saved or discarded it.
    bool maybeSave();
    QStringList recentFiles() const;
    // The directory of the document's file, where file dialogs start; empty if it has none.
    QString dialogDirectory() const;

private:
    void newDocument();
    void newFromGenerator();
    void open();
    bool save();
    bool saveAs();
    void importSimGrid();
    void exportSimGrid();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void showStatus(const QString &message);

    PlatformDocument *m_document;
    PlatformView *m_view;
    QMainWindow *m_window;
    ErrorReporter m_reportError;
    WarningReporter m_reportWarnings;
    QMenu *m_recentMenu = nullptr;
    QAction *m_newAct, *m_generateAct, *m_openAct, *m_saveAct, *m_saveAsAct, *m_importAct, *m_exportXmlAct;
};

} // namespace partita::views
