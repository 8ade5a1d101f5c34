#include "classroom/ring_page.h"

#include "classroom/classroom_text.h"
#include "classroom/ring_canvas.h"
#include "classroom/step_controls.h"
#include "classroom/tstep_chart.h"
#include "classroom/worked_example.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStringList>
#include <QVBoxLayout>

namespace partita::views {

RingPage::RingPage(ClassroomRunner *runner, QWidget *parent)
    : QWidget(parent), m_runner(runner), m_controls(new StepControls), m_line(new QLabel), m_ringText(new QLabel),
      m_canvas(new RingCanvas), m_chart(new TStepChart), m_footer(new QLabel),
      m_exampleButton(new QPushButton(tr("Paper's example"))), m_exampleLine(new QLabel)
{
    auto *intro = new QLabel(tr("SharedRing (paper 001 §4.1): start from the fastest processor, then the best pair; "
                                "at each step insert the processor, at the place in the ring, that gives the "
                                "smallest T_step. The best size is kept, since T_step need not fall as the ring grows."));
    intro->setWordWrap(true);
    m_controls->setPositionFormat(tr("Size %1 of %2"));
    QFont lineFont = m_line->font();
    lineFont.setPixelSize(17);
    lineFont.setBold(true);
    m_line->setFont(lineFont);
    m_line->setMinimumHeight(26);
    m_line->setWordWrap(true);
    m_ringText->setWordWrap(true);
    m_ringText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_canvas);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_footer->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *top = new QHBoxLayout;
    top->addWidget(intro, 1);
    m_exampleButton->setToolTip(tr("Open the toy cluster of paper 001 §2.4 with H = W = 1"));
    top->addWidget(m_exampleButton, 0, Qt::AlignTop);
    layout->addLayout(top);
    m_exampleLine->setWordWrap(true);
    layout->addWidget(m_exampleLine);
    layout->addWidget(m_controls);
    layout->addWidget(m_line);
    layout->addWidget(m_ringText);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_footer);

    connect(m_exampleButton, &QPushButton::clicked, this, &RingPage::exampleRequested);
    connect(m_runner, &ClassroomRunner::ringReady, this, &RingPage::showLesson);
    connect(m_controls, &StepControls::currentChanged, this, &RingPage::showStep);
    connect(m_chart, &TStepChart::stepClicked, m_controls, &StepControls::setCurrent);
    m_footer->setText(tr("Set a platform to grow its ring."));
}

void RingPage::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_differences = views::exampleDifferences(ringExample(), platform, settings);
    showExampleLine(m_exampleLine, views::exampleLine(ringExample(), m_differences), !m_differences.isEmpty());
    if (!m_lesson)
        m_canvas->setMessage(tr("Growing the ring…"));
    m_footer->setText(tr("Growing the ring…"));
    m_runner->requestRing(platform, settings);
}

int RingPage::currentStep() const
{
    return m_controls->current();
}

int RingPage::stepCount() const
{
    return m_controls->count();
}

QString RingPage::insertedAt(int step) const
{
    if (!m_lesson || step < 0 || static_cast<std::size_t>(step) >= m_lesson->steps.size())
        return {};
    return QString::fromStdString(m_lesson->steps[static_cast<std::size_t>(step)].processor);
}

QString RingPage::message() const
{
    return m_canvas->message();
}

void RingPage::showLesson(const RingLesson &lesson)
{
    m_lesson = std::make_shared<const RingLesson>(lesson);
    if (!lesson.error.isEmpty()) {
        m_canvas->setLesson(nullptr);
        m_chart->setLesson(nullptr);
        m_canvas->setMessage(tr("The SharedRing heuristic does not apply here: %1").arg(lesson.error));
        m_controls->setCount(0);
        m_lineText.clear();
        m_line->clear();
        m_ringText->clear();
        m_footer->setText(tr("The ring needs computing processors of positive speed, connected by links."));
        emit resultsShown();
        return;
    }
    m_canvas->setMessage({});
    m_canvas->setLesson(m_lesson);
    m_chart->setLesson(m_lesson);
    m_controls->setCount(static_cast<int>(lesson.steps.size()));
    showStep(m_controls->current());
    QString footer = tr("H = %1, W = %2. The heuristic keeps the ring of size %3, T_step = %4 %5.")
                         .arg(amountText(lesson.h), amountText(lesson.w))
                         .arg(lesson.bestSize)
                         .arg(amountText(lesson.bestTStep), lesson.timeUnit);
    if (lesson.steps.size() < lesson.processors.size())
        footer += QLatin1Char(' ')
                  + tr("The growth stopped at %1 of %2 processors: no other one could be reached with bandwidth left.")
                        .arg(lesson.steps.size())
                        .arg(lesson.processors.size());
    footer += QLatin1Char(' ') + tr("Disc area grows with speed (%1).").arg(lesson.speedUnit);
    m_footer->setText(footer);
    emit resultsShown();
}

void RingPage::showStep(int step)
{
    if (!m_lesson || !m_lesson->error.isEmpty() || step < 0)
        return;
    const auto s = static_cast<std::size_t>(step);
    m_canvas->setStep(s);
    m_chart->setStep(s);
    m_lineText = ringStepLine(*m_lesson, s);
    m_line->setText(m_lineText);
    QStringList ring;
    for (const std::string &id : m_lesson->steps[s].ring)
        ring << QString::fromStdString(id);
    if (ring.size() > 1)
        ring << ring.front(); // back to the start: the ring closes
    m_ringText->setText(tr("Ring order: %1").arg(ring.join(QStringLiteral(" → "))));
}

} // namespace partita::views
