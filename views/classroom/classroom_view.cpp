#include "classroom/classroom_view.h"

#include "classroom/classroom_runner.h"
#include "classroom/ring_page.h"
#include "classroom/selection_page.h"
#include "classroom/step_controls.h"
#include "classroom/worked_example.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace partita::views {

ClassroomView::ClassroomView(QWidget *parent)
    : QWidget(parent), m_runner(new ClassroomRunner(this)), m_tabs(new QTabWidget),
      m_selection(new SelectionPage(m_runner)), m_ring(new RingPage(m_runner))
{
    m_tabs->addTab(m_selection, tr("Master-worker selection"));
    m_tabs->setTabToolTip(0, tr("Paper 002 §6.2: the worker each send goes to, and why"));
    m_tabs->addTab(m_ring, tr("Ring growth"));
    m_tabs->setTabToolTip(1, tr("Paper 001 §4.1: the SharedRing grown one processor at a time"));
    m_tabs->setDocumentMode(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ClassroomView::computeShownPage);
    connect(m_selection, &SelectionPage::resultsShown, this, &ClassroomView::resultsShown);
    connect(m_ring, &RingPage::resultsShown, this, &ClassroomView::resultsShown);
    connect(m_selection, &SelectionPage::exampleRequested, this, [this] { requestExample(Page::Selection); });
    connect(m_ring, &RingPage::exampleRequested, this, [this] { requestExample(Page::Ring); });
}

void ClassroomView::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    m_selectionStale = m_ringStale = true;
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
    }
}

void ClassroomView::requestExample(Page page)
{
    const WorkedExample &example = page == Page::Selection ? selectionExample() : ringExample();
    emit paperExampleRequested(examplePlatform(example), exampleSettings(example, m_settings));
}

void ClassroomView::setPage(Page page)
{
    m_tabs->setCurrentIndex(page == Page::Selection ? 0 : 1);
}

ClassroomView::Page ClassroomView::page() const
{
    return m_tabs->currentIndex() == 1 ? Page::Ring : Page::Selection;
}

bool ClassroomView::isBusy() const
{
    return m_runner->isBusy();
}

int ClassroomView::currentStep() const
{
    return page() == Page::Selection ? m_selection->currentStep() : m_ring->currentStep();
}

int ClassroomView::stepCount() const
{
    return page() == Page::Selection ? m_selection->stepCount() : m_ring->stepCount();
}

QString ClassroomView::chosenAt(int step) const
{
    return page() == Page::Selection ? m_selection->chosenAt(step) : m_ring->insertedAt(step);
}

void ClassroomView::stepForward()
{
    (page() == Page::Selection ? m_selection->controls() : m_ring->controls())->forward();
}

void ClassroomView::stepBack()
{
    (page() == Page::Selection ? m_selection->controls() : m_ring->controls())->back();
}

void ClassroomView::toStart()
{
    (page() == Page::Selection ? m_selection->controls() : m_ring->controls())->toStart();
}

void ClassroomView::toEnd()
{
    (page() == Page::Selection ? m_selection->controls() : m_ring->controls())->toEnd();
}

} // namespace partita::views
