#include "compare/compare_view.h"

#include "compare/chart_panel.h"
#include "compare/sweep_pane.h"
#include "plan/strategy_menu.h"
#include "studio/readable_colour.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace partita::views {

CompareView::CompareView(QWidget *parent) : QWidget(parent), m_runner(new CompareRunner(this))
{
    m_makespan = new ChartPanel;
    m_volume = new ChartPanel;
    m_workers = new ChartPanel;
    m_imbalance = new ChartPanel;
    m_sweepPane = new SweepPane;
    m_ring = new ChartPanel;
    m_mw = new ChartPanel;
    m_note = new QLabel;
    m_note->setWordWrap(true);
    for (ChartPanel *c : {m_makespan, m_volume, m_workers, m_imbalance, m_mw})
        c->setCategoryLabel(tr("strategy"));
    const std::pair<ChartPanel *, const char *> names[] = {
        {m_makespan, "compare-makespan"}, {m_volume, "compare-volume"}, {m_workers, "compare-workers"},
        {m_imbalance, "compare-imbalance"}, {m_sweepPane->chart(), "compare-sweep"}, {m_ring, "compare-sharedring"},
        {m_mw, "compare-master-worker"}};
    for (const auto &[chart, name] : names)
        chart->setProperty("exportName", QString::fromLatin1(name));

    // One chart per tab: twenty-odd strategy names need the whole width to stay readable.
    m_tabs = new QTabWidget;
    m_tabs->addTab(m_makespan, tr("Makespan"));
    m_tabs->addTab(m_volume, tr("Communication volume"));
    m_tabs->addTab(m_workers, tr("Workers used"));
    m_tabs->addTab(m_imbalance, tr("Load imbalance"));
    m_tabs->addTab(m_sweepPane, tr("Sweep"));
    m_tabs->addTab(m_ring, tr("SharedRing"));
    m_tabs->addTab(m_mw, tr("Master-worker"));

    m_progress = new QProgressBar;
    m_progress->setFormat(tr("Comparing: %p %"));
    m_progress->setVisible(false);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setVisible(false);
    m_restart = new QPushButton(tr("Compare again"));
    m_restart->setVisible(false);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    bar->addWidget(m_restart);
    bar->addStretch(0);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(bar);
    layout->addWidget(m_note);

    setWaiting(tr("Comparing…"), {});
    connect(m_runner, &CompareRunner::resultsReady, this, &CompareView::showResults);
    connect(m_runner, &CompareRunner::progress, this, &CompareView::showProgress);
    connect(m_runner, &CompareRunner::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        m_cancel->setVisible(busy);
    });
    connect(m_cancel, &QPushButton::clicked, this, &CompareView::cancel);
    connect(m_restart, &QPushButton::clicked, this, [this] { setInput(m_platform, m_settings); });
    connect(m_tabs, &QTabWidget::currentChanged, this, &CompareView::updateNote);
    connect(m_sweepPane, &SweepPane::noteChanged, this, &CompareView::updateNote);
    setDark(isDarkPalette(palette()));
}

std::vector<ChartPanel *> CompareView::panels() const
{
    return {m_makespan, m_volume, m_workers, m_imbalance, m_sweepPane->chart(), m_ring, m_mw};
}

ChartPanel *CompareView::chart(Chart chart) const
{
    return panels()[static_cast<std::size_t>(chart)];
}

void CompareView::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    // The charts of the previous input (another platform, another unit) go at once.
    m_results = CompareResults{};
    setWaiting(tr("Comparing…"), tr("%1 processors, %2, q = %3")
                                     .arg(platform.processors.size())
                                     .arg(shapeText(settings.problem))
                                     .arg(settings.problem.q));
    m_note->clear();
    m_restart->setVisible(false);
    m_progress->setRange(0, CompareRunner::steps());
    m_progress->setValue(0);
    m_runner->request(platform, settings);
    m_sweepPane->setInput(platform, settings);
}

void CompareView::clear()
{
    m_runner->cancel();
    m_platform = Platform{};
    m_results = CompareResults{};
    setWaiting(tr("Comparing…"), {});
    m_restart->setVisible(false);
    m_sweepPane->clear();
    m_note->clear();
}

void CompareView::cancel()
{
    m_runner->cancel();
    m_sweepPane->cancel();
    setWaiting(tr("Comparison cancelled"), tr("Compare again to start it over."));
    m_restart->setVisible(true);
}

void CompareView::setWaiting(const QString &title, const QString &detail)
{
    for (ChartPanel *c : panels())
        if (c != m_sweepPane->chart()) // the sweep says what it does itself
            c->setMessage(title, detail);
}

void CompareView::showProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void CompareView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && isDarkPalette(palette()) != m_dark)
        setDark(!m_dark);
}

void CompareView::setDark(bool dark)
{
    m_dark = dark;
    for (ChartPanel *c : panels())
        c->setDark(dark);
    m_sweepPane->setDark(dark);
    if (!m_results.rows.empty() || !m_results.error.isEmpty())
        showResults(m_results);
}

CompareView::Chart CompareView::currentChart() const
{
    return static_cast<Chart>(m_tabs->currentIndex());
}

CsvTable CompareView::csvTable() const
{
    return chart(currentChart())->csvTable();
}

Drawing CompareView::drawing() const
{
    return chart(currentChart())->drawing();
}

void CompareView::showChart(Chart chart)
{
    m_tabs->setCurrentIndex(static_cast<int>(chart));
}

QString CompareView::note() const
{
    return m_note->text();
}

void CompareView::updateNote()
{
    const CompareResults &r = m_results;
    const auto current = static_cast<Chart>(m_tabs->currentIndex());
    if (!r.error.isEmpty() && current != Chart::Sweep) {
        m_note->setText(r.error);
        return;
    }
    m_note->setToolTip({});
    QStringList skipped;
    if (current == Chart::Ring) {
        for (const RingCurve &c : r.ring)
            if (!c.error.isEmpty()) {
                m_note->setText(tr("SharedRing does not apply here: %1").arg(c.error));
                return;
            }
    } else if (current == Chart::Sweep) {
        m_note->setText(m_sweepPane->note());
        if (!m_sweepPane->results().leftOut.empty())
            m_note->setToolTip(m_sweepPane->results().leftOut.front().reason);
        return;
    } else {
        // The strategies refused for the shape in one list, never run; the others with their reason.
        QStringList squareOnly;
        for (const CompareRow &row : r.rows)
            if (!row.ok && (current != Chart::MasterWorker || row.algorithm.starts_with("mw-"))) {
                if (!row.shapeRefusal.isEmpty())
                    squareOnly << QString::fromStdString(row.algorithm);
                else
                    skipped << QStringLiteral("%1 (%2)").arg(QString::fromStdString(row.algorithm), row.error);
            }
        QStringList lines;
        if (!squareOnly.isEmpty()) {
            lines << tr("Square products only (m = k = n), not run on %1: %2")
                         .arg(shapeText(r.problem), squareOnly.join(QStringLiteral(", ")));
            for (const CompareRow &row : r.rows)
                if (!row.shapeRefusal.isEmpty()) {
                    m_note->setToolTip(row.shapeRefusal);
                    break;
                }
        }
        if (!skipped.isEmpty())
            lines << tr("Not applicable here: %1").arg(skipped.join(QStringLiteral("; ")));
        m_note->setText(lines.join(QStringLiteral("<br>")));
        return;
    }
    m_note->setText(skipped.isEmpty() ? QString() : tr("Not applicable here: %1").arg(skipped.join(QStringLiteral("; "))));
}

void CompareView::showResults(const CompareResults &r)
{
    m_results = r;
    if (!r.error.isEmpty()) {
        for (ChartPanel *c : panels())
            if (c != m_sweepPane->chart())
                c->setMessage(tr("Nothing to compare"), r.error);
        updateNote();
        emit resultsShown(r);
        return;
    }
    QStringList names;
    std::vector<double> makespan, assembled, volume, workers, imbalance;
    for (const CompareRow &row : r.rows) {
        if (!row.ok)
            continue;
        names << QString::fromStdString(row.algorithm);
        makespan.push_back(row.makespan);
        assembled.push_back(row.assembledMakespan);
        volume.push_back(row.commVolume);
        workers.push_back(row.workersUsed);
        imbalance.push_back(100 * row.imbalance);
    }
    if (names.isEmpty()) {
        // Every strategy refused (a shape none takes): the charts say so, the note lists them.
        for (ChartPanel *c : {m_makespan, m_volume, m_workers, m_imbalance})
            c->setMessage(tr("Nothing to compare"), tr("No strategy applies to %1: see the list below")
                                                          .arg(shapeText(r.problem)));
    } else {
        // The paper's figure beside what partita run performs with C assembled at the master.
        m_makespan->setGroupedBars(tr("Predicted makespan (%1)").arg(shapeText(r.problem)), names,
                                   {{tr("paper's model"), makespan},
                                    {tr("as run, C assembled at the master"), assembled}},
                                   r.timeUnit);
        // The bound holds for rectangles of the speed shares (paper 004 Lemma 2); layers, lbp-star
        // and lbp-mesh cut no rectangles and go below it (paper 004 Theorem 1: 2n² in all).
        m_volume->setBars(tr("Communication volume"), names, volume, tr("elements"), r.volumeLowerBound,
                          r.problem.square()
                              ? tr("rectangles' lower bound 2·Σ√s_i·n² (layer-based strategies cut none)")
                              : tr("rectangles' lower bound 2·Σ√s_i·√(mn)·k (layer-based strategies cut none)"));
        m_workers->setBars(tr("Workers used"), names, workers, tr("workers"));
        m_imbalance->setBars(tr("Load imbalance"), names, imbalance, tr("%"));
    }

    showRing(r);
    showMasterWorker(r);
    updateNote();
    emit resultsShown(r);
}

void CompareView::showRing(const CompareResults &r)
{
    std::size_t sizes = 0;
    std::vector<ChartPanel::Curve> curves;
    QString error;
    for (const RingCurve &c : r.ring) {
        if (!c.error.isEmpty()) {
            error = c.error;
            continue;
        }
        sizes = std::max(sizes, c.tStepBySize.size());
        const QString name = c.current ? tr("H/W = %1 (problem bar), best %2").arg(c.ratio, 0, 'g', 4).arg(c.bestSize)
                                       : tr("H/W = %1, best %2").arg(c.ratio, 0, 'g', 4).arg(c.bestSize);
        std::optional<std::size_t> mark;
        if (c.bestSize > 0)
            mark = c.bestSize - 1;
        curves.push_back({name, c.tStepBySize, mark});
    }
    if (curves.empty()) {
        m_ring->setMessage(tr("SharedRing"), error.isEmpty() ? tr("no ring") : error);
        return;
    }
    std::vector<double> x;
    for (std::size_t i = 1; i <= sizes; ++i)
        x.push_back(static_cast<double>(i));
    m_ring->setCurves(tr("SharedRing: time of one step against ring size (W = %1; dot: the ring kept)")
                          .arg(r.settings.params.w, 0, 'g', 6),
                      x, tr("ring size (processors)"), curves, tr("T_step (%1)").arg(r.timeUnit), true);
}

void CompareView::showMasterWorker(const CompareResults &r)
{
    if (r.masterWorker.empty()) {
        m_mw->setMessage(tr("Master-worker"), tr("No master-worker strategy applies to this platform."));
        return;
    }
    QStringList categories;
    ChartPanel::BarSet ratio{tr("ratio of the schedule (§6.2)"), {}};
    ChartPanel::BarSet steady{tr("its steady-state bound for its own chunk sides (§6.1, asymptotic)"), {}};
    bool starred = false;
    for (const MasterWorkerRow &m : r.masterWorker) {
        QString label = tr("%1 · workers: %2").arg(QString::fromStdString(m.algorithm)).arg(m.workersUsed);
        if (!m.steadyStateFeasible) {
            label += QStringLiteral(" *");
            starred = true;
        }
        categories << label;
        ratio.values.push_back(m.ratio);
        steady.values.push_back(m.steadyStateRatio);
    }
    QString title = tr("Master-worker (%1): ratio of each schedule and the steady state of its chunk sides")
                        .arg(shapeText(r.problem));
    if (starred)
        title += QStringLiteral(" — ") + tr("*: the workers lack the memory to reach the bound");
    m_mw->setGroupedBars(title, categories, {ratio, steady}, tr("block updates per time unit"));
}

} // namespace partita::views
