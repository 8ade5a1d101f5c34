#include "classroom/selection_page.h"

#include "classroom/classroom_text.h"
#include "classroom/selection_canvas.h"
#include "classroom/selection_frame.h"
#include "classroom/selection_history_model.h"
#include "classroom/step_controls.h"
#include "classroom/worked_example.h"
#include "report/palette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace partita::views {

SelectionPage::SelectionPage(ClassroomRunner *runner, QWidget *parent)
    : QWidget(parent), m_runner(runner), m_rule(new QComboBox), m_formula(new QLabel),
      m_controls(new StepControls), m_line(new QLabel), m_state(new QLabel), m_canvas(new SelectionCanvas),
      m_history(new SelectionHistoryModel(this)), m_table(new QTableView), m_footer(new QLabel),
      m_exampleButton(new QPushButton(tr("Paper's example"))), m_exampleLine(new QLabel), m_leftOut(new QLabel)
{
    m_rule->addItem(tr("Global selection (§6.2.1, Algorithm 3)"), QStringLiteral("mw-global"));
    m_rule->addItem(tr("Local selection (§6.2.2)"), QStringLiteral("mw-local"));
    m_rule->setToolTip(tr("The rule that picks the worker of each send (paper 002 §6.2)"));
    m_formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_formula->setText(selectionFormula(true));
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Rule:")));
    top->addWidget(m_rule);
    top->addSpacing(12);
    top->addWidget(m_formula, 1);
    m_exampleButton->setToolTip(tr("Open the platform of paper 002's Table 2 with the paper's n and q"));
    top->addWidget(m_exampleButton);

    m_controls->setPositionFormat(tr("Selection %1 of %2"));
    QFont lineFont = m_line->font();
    lineFont.setPixelSize(17);
    lineFont.setBold(true);
    m_line->setFont(lineFont);
    m_line->setTextFormat(Qt::RichText);
    m_line->setMinimumHeight(26);
    m_line->setWordWrap(true);
    // Long lines are cut at the window's edge rather than widening it (their tooltips hold
    // them whole).
    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_table->setModel(m_history);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setToolTip(tr("Every selection: the ratio of each worker, the chosen one in its colour. Click a row to go there."));
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_canvas);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({860, 420});
    splitter->setChildrenCollapsible(false);

    // The footer (the problem, every worker's μ, the asymptotic ratio) wraps, as the other
    // pages' do: on a 1280-pixel screen its line is longer than the window.
    m_footer->setWordWrap(true);
    m_footer->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(m_exampleLine);
    layout->addWidget(m_controls);
    layout->addWidget(m_line);
    layout->addWidget(m_state);
    layout->addWidget(splitter, 1);
    m_leftOut->setWordWrap(true);
    m_leftOut->setVisible(false);
    layout->addWidget(m_leftOut);
    layout->addWidget(m_footer);

    connect(m_rule, &QComboBox::currentIndexChanged, this, [this] {
        m_formula->setText(selectionFormula(algorithm() != "mw-local"));
        if (m_hasInput)
            recompute();
    });
    connect(m_exampleButton, &QPushButton::clicked, this, &SelectionPage::exampleRequested);
    m_exampleLine->setWordWrap(true);
    connect(m_runner, &ClassroomRunner::selectionReady, this, &SelectionPage::showLesson);
    connect(m_controls, &StepControls::currentChanged, this, &SelectionPage::showStep);
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) { m_controls->setCurrent(index.row()); });
    updateFooter();
}

void SelectionPage::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_problem = settings.problem;
    m_hasInput = true;
    m_differences = views::exampleDifferences(selectionExample(), platform, settings);
    showExampleLine(m_exampleLine, views::exampleLine(selectionExample(), m_differences), !m_differences.isEmpty());
    if (settings.algorithm == "mw-global" || settings.algorithm == "mw-local") {
        if (settings.algorithm != algorithm()) {
            setAlgorithm(settings.algorithm); // recomputes
            return;
        }
    }
    recompute();
}

void SelectionPage::setAlgorithm(const std::string &name)
{
    const int i = m_rule->findData(QString::fromStdString(name));
    if (i >= 0)
        m_rule->setCurrentIndex(i);
}

std::string SelectionPage::algorithm() const
{
    return m_rule->currentData().toString().toStdString();
}

int SelectionPage::currentStep() const
{
    return m_controls->current();
}

int SelectionPage::stepCount() const
{
    return m_controls->count();
}

QString SelectionPage::chosenAt(int step) const
{
    if (!m_lesson || step < 0 || static_cast<std::size_t>(step) >= m_lesson->steps.size())
        return {};
    return QString::fromStdString(m_lesson->steps[static_cast<std::size_t>(step)].chosen);
}

QString SelectionPage::message() const
{
    return m_canvas->message();
}

void SelectionPage::recompute()
{
    if (!m_lesson)
        m_canvas->setMessage(tr("Computing the selections…"));
    m_footer->setText(tr("Computing the selections…"));
    m_runner->requestSelection(m_platform, m_problem, algorithm());
}

void SelectionPage::showLesson(const SelectionLesson &lesson)
{
    m_lesson = std::make_shared<const SelectionLesson>(lesson);
    if (!lesson.error.isEmpty()) {
        m_canvas->setLesson(nullptr);
        m_history->setLesson(nullptr);
        m_canvas->setMessage(tr("%1 does not apply here: %2").arg(QString::fromStdString(lesson.algorithm), lesson.error));
        m_controls->setCount(0);
        m_ruleText.clear();
        m_line->clear();
        m_state->clear();
    } else {
        m_canvas->setMessage({});
        m_canvas->setLesson(m_lesson);
        m_history->setLesson(m_lesson);
        m_controls->setCount(static_cast<int>(lesson.steps.size()));
        showStep(m_controls->current());
    }
    updateFooter();
    emit resultsShown();
}

void SelectionPage::showStep(int step)
{
    if (!m_lesson || !m_lesson->error.isEmpty() || step < 0)
        return;
    m_canvas->setStep(static_cast<std::size_t>(step));
    m_history->setCurrentStep(step);
    m_table->scrollTo(m_history->index(step, 0), QAbstractItemView::PositionAtCenter);
    const SelectionFrame &f = m_canvas->frame();
    m_ruleText = selectionRuleLine(*m_lesson, f);
    QString swatch;
    if (f.chosen >= 0) {
        const auto w = static_cast<std::size_t>(f.chosen);
        const Rgb c = processorColor(w < m_lesson->colours.size() ? m_lesson->colours[w] : w);
        swatch = QStringLiteral("<span style=\"color:%1\">■</span> ").arg(QString::fromStdString(c.hex()));
    }
    m_line->setText(swatch + m_ruleText.toHtmlEscaped());
    m_state->setText(tr("completion-time %1 → %2 %3   ·   total-work %4 → %5 block updates   ·   "
                        "total-work / completion-time = %6")
                         .arg(amountText(f.completionBefore), amountText(f.completionAfter), m_lesson->timeUnit,
                              amountText(f.totalBefore), amountText(f.totalAfter),
                              f.completionAfter > 0 ? ratioText(f.totalAfter / f.completionAfter) : QStringLiteral("—")));
    m_state->setToolTip(m_state->text());
}

void SelectionPage::updateFooter()
{
    const std::vector<LeftOutWorker> leftOut =
        m_lesson && m_lesson->error.isEmpty() ? leftOutWorkers(*m_lesson) : std::vector<LeftOutWorker>{};
    m_leftOut->setVisible(!leftOut.empty());
    if (!leftOut.empty()) {
        const SelectionLesson &l = *m_lesson;
        QStringList names, reasons;
        for (const LeftOutWorker &w : leftOut) {
            names << QString::fromStdString(l.workers[w.worker]);
            reasons << QStringLiteral("%1: %2").arg(names.back(), w.reason);
        }
        // One worker: its reason in full; more: their names (each column's header says why).
        m_leftOut->setText(leftOut.size() == 1
                               ? tr("Left out: %1").arg(reasons.front())
                               : tr("%1 of %2 workers are never chosen: %3. Hover a worker's column for why.")
                                     .arg(leftOut.size())
                                     .arg(l.workers.size())
                                     .arg(names.join(QStringLiteral(", "))));
        m_leftOut->setToolTip(reasons.join(QLatin1Char('\n')));
    }
    if (!m_lesson) {
        m_footer->setText(tr("Set a platform with a master to step through its selections."));
        return;
    }
    const SelectionLesson &l = *m_lesson;
    if (!l.error.isEmpty()) {
        m_footer->setText(tr("Paper 002 §6.2 needs a master that holds the matrices and workers it reaches."));
        return;
    }
    QStringList mu;
    for (std::size_t i = 0; i < l.workers.size() && i < l.mu.size(); ++i)
        mu << QStringLiteral("%1 %2").arg(QString::fromStdString(l.workers[i])).arg(l.mu[i]);
    // C's block grid is ⌈m/q⌉ × ⌈n/q⌉ (docs/shapes.md).
    QString text = tr("n = %1, q = %2: %3×%5 blocks of C. μ: %4. One selection sends μ_i blocks of A and μ_i of B "
                      "to P_i for μ_i² block updates.\n")
                       .arg(l.problem.n)
                       .arg(l.problem.q)
                       .arg(l.problem.rowBlocks())
                       .arg(mu.join(QStringLiteral(", ")))
                       .arg(l.problem.colBlocks());
    const QString unit = l.timeUnit == QLatin1String("s") ? tr("second") : tr("time unit");
    text += l.period > 0 ? tr("Asymptotic ratio %1 block updates per %2 (a pattern of %3 selections)")
                               .arg(ratioText(l.ratio), unit)
                               .arg(l.period)
                         : tr("Asymptotic ratio %1 block updates per %2").arg(ratioText(l.ratio), unit);
    text += QStringLiteral("  ·  ");
    text += l.steadyStateFeasible ? tr("steady-state bound (§6.1) %1").arg(ratioText(l.steadyStateRatio))
                                  : tr("steady-state bound (§6.1) %1, beyond the workers' memory")
                                        .arg(ratioText(l.steadyStateRatio));
    if (l.truncated)
        text += QStringLiteral("  ·  ") + tr("the first %1 selections shown").arg(l.steps.size());
    m_footer->setText(text);
    m_footer->setToolTip(text);
}

} // namespace partita::views
