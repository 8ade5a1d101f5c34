#include "classroom/classroom_view.h"

#include "classroom/classroom_runner.h"
#include "classroom/lu_canvas.h"
#include "classroom/lu_page.h"
#include "classroom/ring_canvas.h"
#include "classroom/ring_page.h"
#include "classroom/selection_canvas.h"
#include "classroom/selection_history_model.h"
#include "classroom/selection_page.h"
#include "classroom/tstep_chart.h"
#include "studio/export_actions.h"
#include "classroom/step_controls.h"
#include "classroom/worked_example.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace partita::views {

ClassroomView::ClassroomView(QWidget *parent)
    : QWidget(parent), m_runner(new ClassroomRunner(this)), m_tabs(new QTabWidget),
      m_selection(new SelectionPage(m_runner)), m_ring(new RingPage(m_runner)), m_lu(new LuPage(m_runner))
{
    m_tabs->addTab(m_selection, tr("Master-worker selection"));
    m_tabs->setTabToolTip(0, tr("Paper 002 §6.2: the worker each send goes to, and why"));
    m_tabs->addTab(m_ring, tr("Ring growth"));
    m_tabs->setTabToolTip(1, tr("Paper 001 §4.1: the SharedRing grown one processor at a time"));
    m_tabs->addTab(m_lu, tr("LU step"));
    m_tabs->setTabToolTip(2, tr("Paper 002 §7, Figure 9: one step of the block LU factorization, each worker's part of the core"));
    m_tabs->setDocumentMode(true);
    // Each drawing offers its image; the selection's canvas also its history as CSV.
    addExportActions(m_selection->canvas(), QStringLiteral("classroom-selection"), [this] { return csvTable(); },
                     [this] { return drawing(); });
    addExportActions(m_ring->canvas(), QStringLiteral("classroom-ring"), {}, [this] { return drawing(); });
    addExportActions(m_ring->chart(), QStringLiteral("classroom-ring"), {}, [this] { return drawing(); });
    addExportActions(m_lu->canvas(), QStringLiteral("classroom-lu"), {}, [this] { return drawing(); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ClassroomView::computeShownPage);
    connect(m_selection, &SelectionPage::resultsShown, this, &ClassroomView::resultsShown);
    connect(m_ring, &RingPage::resultsShown, this, &ClassroomView::resultsShown);
    connect(m_lu, &LuPage::resultsShown, this, &ClassroomView::resultsShown);
    connect(m_selection, &SelectionPage::exampleRequested, this, [this] { requestExample(Page::Selection); });
    connect(m_ring, &RingPage::exampleRequested, this, [this] { requestExample(Page::Ring); });
    connect(m_lu, &LuPage::exampleRequested, this, [this] { requestExample(Page::Lu); });
}

void ClassroomView::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    m_selectionStale = m_ringStale = m_luStale = true;
    computeShownPage();
}

void ClassroomView::computeShownPage()
{
    if (page() == Page::Selection && m_selectionStale) {
        m_selectionStale = false;
        m_selection->setInput(m_platform, m_settings);
    } else if (page() == Page::Ring && m_ringStale) {
        m_ringStale = false;
        m_ring->setInput(m_platform, m_settings);
    } else if (page() == Page::Lu && m_luStale) {
        m_luStale = false;
        m_lu->setInput(m_platform, m_settings);
    }
}

void ClassroomView::requestExample(Page page)
{
    const WorkedExample &example = page == Page::Selection ? selectionExample()
                                   : page == Page::Ring    ? ringExample()
                                                           : luExample();
    emit paperExampleRequested(examplePlatform(example), exampleSettings(example, m_settings));
}

void ClassroomView::setPage(Page page)
{
    m_tabs->setCurrentIndex(page == Page::Selection ? 0 : page == Page::Ring ? 1 : 2);
}

ClassroomView::Page ClassroomView::page() const
{
    switch (m_tabs->currentIndex()) {
    case 1: return Page::Ring;
    case 2: return Page::Lu;
    default: return Page::Selection;
    }
}

bool ClassroomView::isBusy() const
{
    return m_runner->isBusy();
}

int ClassroomView::currentStep() const
{
    return shownControls()->current();
}

int ClassroomView::stepCount() const
{
    return shownControls()->count();
}

QString ClassroomView::chosenAt(int step) const
{
    switch (page()) {
    case Page::Selection: return m_selection->chosenAt(step);
    case Page::Ring: return m_ring->insertedAt(step);
    case Page::Lu: return m_lu->pivotWorkerAt(step);
    }
    return {};
}

StepControls *ClassroomView::shownControls() const
{
    switch (page()) {
    case Page::Selection: return m_selection->controls();
    case Page::Ring: return m_ring->controls();
    case Page::Lu: return m_lu->controls();
    }
    return m_selection->controls();
}

void ClassroomView::stepForward()
{
    shownControls()->forward();
}

void ClassroomView::stepBack()
{
    shownControls()->back();
}

void ClassroomView::toStart()
{
    shownControls()->toStart();
}

void ClassroomView::toEnd()
{
    shownControls()->toEnd();
}

CsvTable ClassroomView::csvTable() const
{
    if (page() != Page::Selection)
        return {};
    // The rows are the selections, numbered as the table's row headers number them.
    CsvTable t = csvFromModel(*m_selection->history());
    if (t.header.isEmpty())
        return t;
    t.header.prepend(tr("step"));
    for (std::size_t i = 0; i < t.rows.size(); ++i)
        t.rows[i].prepend(QString::number(i + 1));
    return t;
}

Drawing ClassroomView::drawing() const
{
    const auto of = [](auto *w, auto paint) {
        return Drawing{w->size(), [w, paint](QPainter &p, QSize s) { (w->*paint)(p, s); }, w->palette().base().color()};
    };
    switch (page()) {
    case Page::Selection: return of(m_selection->canvas(), &SelectionCanvas::paintCanvas);
    case Page::Ring:
        return gridDrawing({of(m_ring->canvas(), &RingCanvas::paintCanvas), of(m_ring->chart(), &TStepChart::paintChart)},
                           2);
    case Page::Lu: return of(m_lu->canvas(), &LuCanvas::paintCanvas);
    }
    return {};
}

} // namespace partita::views
