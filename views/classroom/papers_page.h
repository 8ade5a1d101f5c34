#pragma once
// The classroom's "Papers" page: the reproducible experiments of the papers
// (docs/reproduction.md, core/reproduce/registry.h) run from the studio. A list gives every
// experiment of the registry (its id, paper, section and what it regenerates); picking one
// runs it off the GUI thread and shows its result: the published values beside Partita's, the
// difference and the reason for it (highlighted where Comparison::needsExplanation), its SVG
// figures, the setup and findings, and one button per platform it built, which opens that
// platform in the editor as a new document.
//
// An experiment takes from hundredths of a second to about a minute; it runs with the job's
// cancellation token (experiment.h, LatestJobs): picking another experiment cancels the
// running one (its result is never delivered), and so does the page going away (the studio's
// window closing), so that no experiment goes on computing for nobody. Results are kept for
// the session, so that going back to an experiment already run shows it at once.

#include "model/platform.h"
#include "plan/latest_jobs.h"
#include "reproduce/experiment.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <map>
#include <string>

class QLabel;
class QProgressBar;
class QHBoxLayout;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QTreeWidget;

namespace partita::views {

class PapersFigure;

// One run of an experiment, as the page receives it.
struct PapersRun {
    int job = 0;
    std::string name;                   // the experiment's id, "002-table2"
    reproduce::ExperimentResult result;
    double seconds = 0;                 // wall time of the run
    QStringList platforms;              // the files of the result that are platforms (JSON)
    QString error;                      // the experiment failed: why
};

class PapersPage : public QWidget {
    Q_OBJECT

public:
    explicit PapersPage(QWidget *parent = nullptr);

    // The ids of the listed experiments, in the registry's order.
    QStringList experimentNames() const;
    // Picks an experiment in the list: shows its result when it was run already in this
    // session, and otherwise runs it (dropping the result of a run still going on).
    void showExperiment(const QString &name);
    // The experiment picked in the list, and the one whose result is on screen (empty: none).
    QString selectedExperiment() const;
    QString shownExperiment() const { return m_shown; }
    // The result on screen, or nullptr.
    const PapersRun *shownRun() const;
    // An experiment is computing (the one picked, or one dropped that has not ended yet).
    bool isBusy() const { return m_jobs.busy(); }
    // The picked experiment is running (its result is not on screen yet).
    bool isRunning() const { return !m_running.empty(); }
    // The experiment's result is kept for the session.
    bool hasResult(const QString &name) const { return m_cache.count(name.toStdString()) > 0; }
    // Nothing picked yet: picks the first experiment (the classroom calls it when the page is
    // first shown, so that an experiment runs only for someone who looks at the page).
    void activate();

    // Opens one of the shown result's platforms (a name in shownRun()->platforms): emits
    // platformRequested with it read as the editor reads a file.
    void openPlatform(const QString &fileName);

    QTreeWidget *list() const { return m_list; }
    QTableWidget *comparisons() const { return m_table; }
    QTabWidget *figures() const { return m_figures; }
    QTextBrowser *text() const { return m_text; }
    QLabel *status() const { return m_status; }
    // The "open" button of a platform of the shown result, or nullptr.
    QPushButton *platformButton(const QString &fileName) const;
    // The figure shown in the figures' tabs, or nullptr.
    PapersFigure *currentFigure() const;

signals:
    // A result is on screen (an experiment's, or why it failed).
    void resultsShown();
    // The picked experiment started or stopped running (isRunning()).
    void busyChanged(bool busy);
    // A platform button was clicked: the studio opens this platform as a new document.
    void platformRequested(const partita::Platform &platform);

private:
    void picked();
    void run(const std::string &name);
    void received(const PapersRun &run);
    void show(const PapersRun &run);
    void clearResult();
    void setBusy(bool busy);

    QTreeWidget *m_list;
    QLabel *m_title;
    QLabel *m_status;
    QProgressBar *m_progress;
    QWidget *m_platformBar;
    QHBoxLayout *m_platformButtons;
    QTableWidget *m_table;
    QTabWidget *m_figures;
    QTextBrowser *m_text;
    std::map<std::string, PapersRun> m_cache; // by experiment id, for the session
    QString m_shown;
    std::string m_running; // the experiment of the latest job still running, or empty
    LatestJobs m_jobs;     // last member: destroyed first, so no result reaches a half-gone page
};

} // namespace partita::views
