#include "classroom/lu_page.h"

#include "classroom/classroom_text.h"
#include "classroom/lu_canvas.h"
#include "classroom/step_controls.h"
#include "classroom/worked_example.h"
#include "schedule/lu/lu_factorization.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace partita::views {

LuPage::LuPage(ClassroomRunner *runner, QWidget *parent)
    : QWidget(parent), m_runner(runner), m_strategy(new QComboBox), m_controls(new StepControls), m_line(new QLabel),
      m_canvas(new LuCanvas), m_costs(new QLabel), m_footer(new QLabel),
      m_exampleButton(new QPushButton(tr("Paper's example"))), m_exampleLine(new QLabel)
{
    m_strategy->addItem(tr("Heterogeneous workers (§7.3, lu-hetero)"), QStringLiteral("lu-hetero"));
    m_strategy->addItem(tr("Homogeneous workers (§7.2, lu-homogeneous)"), QStringLiteral("lu-homogeneous"));
    m_strategy->setToolTip(tr("The LU strategy of paper 002 §7 whose plan is shown"));
    auto *intro = new QLabel(tr("Right-looking block LU (paper 002 §7, Figure 9): at each step the μ×μ pivot (a) is "
                                "factored, the vertical (b) and horizontal (c) panels are solved against it, and the "
                                "core (d) receives a rank-μ update, each worker keeping a chunk of the horizontal "
                                "panel while the core's rows stream through it."));
    intro->setWordWrap(true);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Strategy:")));
    top->addWidget(m_strategy);
    top->addSpacing(12);
    top->addWidget(intro, 1);
    m_exampleButton->setToolTip(tr("Open the platform of paper 002's Table 2 with n = 36, q = 1 (docs/lu.md)"));
    top->addWidget(m_exampleButton, 0, Qt::AlignTop);

    m_controls->setPositionFormat(tr("Step %1 of %2"));
    QFont lineFont = m_line->font();
    lineFont.setPixelSize(17);
    lineFont.setBold(true);
    m_line->setFont(lineFont);
    m_line->setMinimumHeight(26);
    m_line->setWordWrap(true);
    m_costs->setTextFormat(Qt::RichText);
    m_costs->setWordWrap(true);
    m_costs->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_costs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_costs->setContentsMargins(8, 4, 8, 4);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_costs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_canvas);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({700, 480});
    splitter->setChildrenCollapsible(false);
    m_footer->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    m_exampleLine->setWordWrap(true);
    layout->addWidget(m_exampleLine);
    layout->addWidget(m_controls);
    layout->addWidget(m_line);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_footer);

    connect(m_strategy, &QComboBox::currentIndexChanged, this, [this] {
        if (m_hasInput)
            recompute();
    });
    connect(m_exampleButton, &QPushButton::clicked, this, &LuPage::exampleRequested);
    connect(m_runner, &ClassroomRunner::luReady, this, &LuPage::showLesson);
    connect(m_controls, &StepControls::currentChanged, this, &LuPage::showStep);
    m_footer->setText(tr("Set a platform with a master to step through its LU factorization."));
}

void LuPage::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_problem = settings.problem;
    m_steps = settings.params.luSteps;
    m_hasInput = true;
    m_differences = views::exampleDifferences(luExample(), platform, settings);
    showExampleLine(m_exampleLine, views::exampleLine(luExample(), m_differences), !m_differences.isEmpty());
    if (isLuAlgorithm(settings.algorithm) && settings.algorithm != algorithm()) {
        setAlgorithm(settings.algorithm); // recomputes
        return;
    }
    recompute();
}

void LuPage::setAlgorithm(const std::string &name)
{
    const int i = m_strategy->findData(QString::fromStdString(name));
    if (i >= 0)
        m_strategy->setCurrentIndex(i);
}

std::string LuPage::algorithm() const
{
    return m_strategy->currentData().toString().toStdString();
}

int LuPage::currentStep() const
{
    return m_controls->current();
}

int LuPage::stepCount() const
{
    return m_controls->count();
}

QString LuPage::pivotWorkerAt(int step) const
{
    if (!m_lesson || step < 0 || static_cast<std::size_t>(step) >= m_lesson->steps.size() || m_lesson->pivotWorker < 0)
        return {};
    return QString::fromStdString(m_lesson->workers[static_cast<std::size_t>(m_lesson->pivotWorker)]);
}

QString LuPage::costsText() const
{
    return m_costs->text();
}

QString LuPage::message() const
{
    return m_canvas->message();
}

void LuPage::recompute()
{
    if (!m_lesson)
        m_canvas->setMessage(tr("Planning the factorization…"));
    m_footer->setText(tr("Planning the factorization…"));
    m_runner->requestLu(m_platform, m_problem, algorithm(), m_steps);
}

void LuPage::showLesson(const LuLesson &lesson)
{
    m_lesson = std::make_shared<const LuLesson>(lesson);
    if (!lesson.error.isEmpty()) {
        m_canvas->setLesson(nullptr);
        m_canvas->setMessage(tr("%1 does not apply here: %2").arg(QString::fromStdString(lesson.algorithm), lesson.error));
        m_controls->setCount(0);
        m_lineText.clear();
        m_line->clear();
        m_costs->clear();
        m_footer->setText(tr("Paper 002 §7 needs a master that holds the matrix and workers with memory for at "
                             "least one block of the core with its rows (μ_i ≥ 1: 5 blocks)."));
        emit resultsShown();
        return;
    }
    m_canvas->setMessage({});
    m_canvas->setLesson(m_lesson);
    m_controls->setCount(static_cast<int>(lesson.steps.size()));
    showStep(m_controls->current());
    m_footer->setText(tr("n = %1, q = %2: %3×%3 blocks, μ = %4, %5 steps. Each worker's colour is its colour in the "
                         "other views; the greyed rows and columns are factored already.")
                          .arg(lesson.problem.n)
                          .arg(lesson.problem.q)
                          .arg(lesson.blocks)
                          .arg(lesson.mu)
                          .arg(lesson.steps.size())
                      + QLatin1Char(' ')
                      + (lesson.streamed ? tr("Streamed steps: the other workers update the core rows whose panel "
                                              "blocks are solved while the pivot worker solves the rest (docs/lu.md).")
                                         : tr("Each step in the paper's order: the pivot and both panels, then the "
                                              "core.")));
    emit resultsShown();
}

void LuPage::showStep(int step)
{
    if (!m_lesson || !m_lesson->error.isEmpty() || step < 0)
        return;
    const auto s = static_cast<std::size_t>(step);
    m_canvas->setStep(s);
    m_lineText = luStepLine(*m_lesson, s);
    m_line->setText(m_lineText);
    m_costs->setText(luStepCosts(*m_lesson, s));
}

} // namespace partita::views
