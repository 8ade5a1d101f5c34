#pragma once
// The classroom view: three algorithms of the papers stepped one decision at a time, for a
// teacher to show next to the paper's worked example.
//
//   Master-worker selection  paper 002 §6.2: which worker the master serves next, every
//                            candidate's ratio at each selection (SelectionPage)
//   Ring growth              paper 001 §4.1: which processor joins the SharedRing where, and
//                            T_step after each insertion (RingPage)
//   LU step                  paper 002 §7: step k of the right-looking block LU factorization
//                            as Figure 9 draws it, each worker's part of the core (LuPage)
//   Papers                   the papers' reproducible experiments (docs/reproduction.md): the
//                            published values beside Partita's, the figures, the platforms
//                            (PapersPage); it reads neither the platform nor the settings
//
// All read the platform and the problem bar's settings; only the page shown is computed
// (off the GUI thread), the others when they are shown, so that an input nobody looks at
// costs nothing. The step slots act on the page shown (the Papers page has no steps).

#include "studio/csv_export.h"
#include "studio/view_export.h"
#include "model/platform.h"
#include "plan/plan_settings.h"

#include <QString>
#include <QWidget>

class QTabWidget;

namespace partita::views {

class ClassroomRunner;
class LuPage;
class PapersPage;
class RingPage;
class StepControls;
class SelectionPage;

class ClassroomView : public QWidget {
    Q_OBJECT

public:
    enum class Page { Selection, Ring, Lu, Papers };

    explicit ClassroomView(QWidget *parent = nullptr);

    void setInput(const Platform &platform, const PlanSettings &settings);
    void setPage(Page page);
    Page page() const;

    SelectionPage *selectionPage() const { return m_selection; }
    RingPage *ringPage() const { return m_ring; }
    LuPage *luPage() const { return m_lu; }
    PapersPage *papersPage() const { return m_papers; }
    ClassroomRunner *runner() const { return m_runner; }
    // A computation is running (results of the latest input are not all on screen yet).
    bool isBusy() const;

    // On the page shown: the position (0-based, −1 when there is nothing to step through),
    // the number of steps, and the worker chosen (selection), the processor inserted (ring) or
    // the worker factoring the pivot (LU) at a step.
    int currentStep() const;
    int stepCount() const;
    QString chosenAt(int step) const;
    // The page's drawings without the controls and tables around them (the ring page: the
    // circle beside the T_step chart; the Papers page: the figure shown), and as CSV the
    // selection's history or the experiment's comparisons (empty elsewhere).
    Drawing drawing() const;
    CsvTable csvTable() const;

public slots:
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();

signals:
    // New results are on screen (either page).
    void resultsShown();
    // A page's "Paper's example" was clicked, or a platform of an experiment on the Papers page:
    // the studio opens this platform (a bundled example, or the experiment's) and these settings
    // (the problem bar's, with the example's parameters).
    void paperExampleRequested(const partita::Platform &platform, const partita::views::PlanSettings &settings);

private:
    void computeShownPage();
    void requestExample(Page page);
    StepControls *shownControls() const;

    ClassroomRunner *m_runner;
    QTabWidget *m_tabs;
    SelectionPage *m_selection;
    RingPage *m_ring;
    LuPage *m_lu;
    PapersPage *m_papers;
    Platform m_platform;
    PlanSettings m_settings;
    bool m_selectionStale = false;
    bool m_ringStale = false;
    bool m_luStale = false;
};

} // namespace partita::views
