// The File menu's document actions (document_actions.h): dialogs, document calls, recent files.
#include "studio/document_actions.h"

#include "editor/platform_document.h"
#include "editor/platform_view.h"
#include "model/error.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/generator.h"
#include "plan/reason_text.h"
#include "studio/generator_dialog.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace partita::views {

namespace {
constexpr int kMaxRecent = 8;
const char *kRecentKey = "recentFiles";
} // namespace

DocumentActions::DocumentActions(PlatformDocument *document, PlatformView *view, QMainWindow *window,
                                 ErrorReporter reportError)
    : QObject(window), m_document(document), m_view(view), m_window(window), m_reportError(std::move(reportError))
{
    m_newAct = new QAction(tr("&New"), this);
    m_newAct->setShortcut(QKeySequence::New);
    connect(m_newAct, &QAction::triggered, this, &DocumentActions::newDocument);
    m_generateAct = new QAction(tr("New from &Generator…"), this);
    m_generateAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_generateAct, &QAction::triggered, this, &DocumentActions::newFromGenerator);
    m_openAct = new QAction(tr("&Open…"), this);
    m_openAct->setShortcut(QKeySequence::Open);
    connect(m_openAct, &QAction::triggered, this, &DocumentActions::open);
    m_saveAct = new QAction(tr("&Save"), this);
    m_saveAct->setShortcut(QKeySequence::Save);
    connect(m_saveAct, &QAction::triggered, this, &DocumentActions::save);
    m_saveAsAct = new QAction(tr("Save &As…"), this);
    // Written out: QKeySequence::SaveAs has no key under X11 without a desktop's theme.
    m_saveAsAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAct, &QAction::triggered, this, &DocumentActions::saveAs);
    m_importAct = new QAction(tr("&Import SimGrid XML…"), this);
    connect(m_importAct, &QAction::triggered, this, &DocumentActions::importSimGrid);
    m_exportXmlAct = new QAction(tr("&Export SimGrid XML…"), this);
    connect(m_exportXmlAct, &QAction::triggered, this, &DocumentActions::exportSimGrid);
}

void DocumentActions::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    updateRecentMenu();
}

void DocumentActions::showStatus(const QString &message)
{
    m_window->statusBar()->showMessage(message, 4000);
}

bool DocumentActions::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Unsaved changes"),
                                              tr("The platform has unsaved changes. Save them?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void DocumentActions::newDocument()
{
    if (!maybeSave())
        return;
    Platform p;
    p.name = tr("untitled").toStdString();
    m_document->reset(std::move(p));
}

void DocumentActions::newFromGenerator()
{
    if (!maybeSave())
        return;
    GeneratorDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    try {
        m_document->reset(generatePlatform(dialog.options()));
        m_view->fitAll();
    } catch (const InputError &e) {
        m_reportError(tr("Cannot generate the platform"), errorText(e));
    }
}

QString DocumentActions::dialogDirectory() const
{
    return m_document->fileName().isEmpty() ? QString() : QFileInfo(m_document->fileName()).absolutePath();
}

bool DocumentActions::openFile(const QString &path)
{
    // Read here rather than through PlatformDocument::load, so that a bad file's reason is
    // shown in the studio's language (errorText), its file and line as they are.
    Platform platform;
    std::vector<ImportWarning> warnings;
    try {
        platform = readPlatformFile(path.toStdString(), &warnings);
    } catch (const InputError &e) {
        m_reportError(tr("Cannot open the platform"), errorText(e));
        return false;
    } catch (const std::exception &e) {
        m_reportError(tr("Cannot open the platform"), path + QStringLiteral(": ") + errorText(e));
        return false;
    }
    m_document->reset(std::move(platform), path);
    addRecentFile(path);
    m_view->fitAll();
    if (warnings.empty()) {
        showStatus(tr("Opened %1").arg(path));
        return true;
    }
    const auto count = static_cast<int>(warnings.size());
    showStatus(tr("Opened %1 with %n warning(s)", nullptr, count).arg(path));
    if (m_reportWarnings) {
        QStringList lines;
        for (const ImportWarning &w : warnings)
            lines << importWarningText(w);
        m_reportWarnings(tr("Platform opened with warnings"),
                         tr("%1 was opened, but Partita does not model everything it says (%n warning(s)): "
                            "what is listed below is left out or changed.",
                            nullptr, count)
                             .arg(QFileInfo(path).fileName()),
                         lines);
    }
    return true;
}

bool DocumentActions::saveFile(const QString &path)
{
    if (const auto error = m_document->save(path)) {
        m_reportError(tr("Cannot save the platform"), *error);
        return false;
    }
    addRecentFile(path);
    showStatus(tr("Saved %1").arg(path));
    return true;
}

void DocumentActions::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open platform"), dialogDirectory(),
                                                      tr("Platforms (*.json *.xml);;Partita JSON (*.json);;SimGrid XML (*.xml)"));
    if (!path.isEmpty())
        openFile(path);
}

bool DocumentActions::save()
{
    const QString name = m_document->fileName();
    if (name.isEmpty() || !name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return saveAs(); // an imported XML file is saved as JSON unless exported explicitly
    return saveFile(name);
}

bool DocumentActions::saveAs()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save platform"), dialogDirectory(), tr("Partita JSON (*.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    return saveFile(path);
}

void DocumentActions::importSimGrid()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import SimGrid platform"), dialogDirectory(),
                                                      tr("SimGrid XML (*.xml)"));
    if (!path.isEmpty())
        openFile(path);
}

void DocumentActions::exportSimGrid()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export SimGrid platform"), dialogDirectory(),
                                                tr("SimGrid XML (*.xml)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".xml"), Qt::CaseInsensitive))
        path += QStringLiteral(".xml");
    if (const auto error = m_document->save(path, false))
        m_reportError(tr("Cannot export the platform"), *error);
    else
        showStatus(tr("Exported %1").arg(path));
}

QStringList DocumentActions::recentFiles() const
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

void DocumentActions::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentFiles();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(QLatin1String(kRecentKey), list);
    updateRecentMenu();
}

void DocumentActions::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList list = recentFiles();
    for (const QString &path : list) {
        QAction *a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    }
    m_recentMenu->setEnabled(!list.isEmpty());
}

} // namespace partita::views
