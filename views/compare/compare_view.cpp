#include "compare/compare_view.h"

#include "compare/chart_panel.h"

#include <QLabel>
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
    m_sweep = new ChartPanel;
    m_note = new QLabel;
    m_note->setWordWrap(true);

    // One chart per tab: twenty-odd strategy names need the whole width to stay readable.
    m_tabs = new QTabWidget;
    m_tabs->addTab(m_makespan, tr("Makespan"));
    m_tabs->addTab(m_volume, tr("Communication volume"));
    m_tabs->addTab(m_workers, tr("Workers used"));
    m_tabs->addTab(m_imbalance, tr("Load imbalance"));
    m_tabs->addTab(m_sweep, tr("Sweep over n"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_note);

    for (ChartPanel *c : {m_makespan, m_volume, m_workers, m_imbalance, m_sweep})
        c->setMessage(tr("Comparing…"), {});
    connect(m_runner, &CompareRunner::resultsReady, this, &CompareView::showResults);
}

void CompareView::setInput(const Platform &platform, const Problem &problem)
{
    m_runner->request(platform, problem);
}

void CompareView::setDark(bool dark)
{
    for (ChartPanel *c : {m_makespan, m_volume, m_workers, m_imbalance, m_sweep})
        c->setDark(dark);
    if (!m_results.rows.empty() || !m_results.error.isEmpty())
        showResults(m_results);
}

void CompareView::showChart(Chart chart)
{
    m_tabs->setCurrentIndex(static_cast<int>(chart));
}

void CompareView::showResults(const CompareResults &r)
{
    m_results = r;
    if (!r.error.isEmpty()) {
        for (ChartPanel *c : {m_makespan, m_volume, m_workers, m_imbalance, m_sweep})
            c->setMessage(tr("Nothing to compare"), r.error);
        m_note->setText(r.error);
        emit resultsShown(r);
        return;
    }
    QStringList names;
    std::vector<double> makespan, volume, workers, imbalance;
    QStringList skipped;
    for (const CompareRow &row : r.rows) {
        if (!row.ok) {
            skipped << QStringLiteral("%1 (%2)").arg(QString::fromStdString(row.algorithm), row.error);
            continue;
        }
        names << QString::fromStdString(row.algorithm);
        makespan.push_back(row.makespan);
        volume.push_back(row.commVolume);
        workers.push_back(row.workersUsed);
        imbalance.push_back(100 * row.imbalance);
    }
    m_makespan->setBars(tr("Predicted makespan (n = %1)").arg(r.problem.n), names, makespan, r.timeUnit);
    m_volume->setBars(tr("Communication volume"), names, volume, tr("elements"), r.volumeLowerBound,
                      tr("lower bound 2·Σ√s_i·n²"));
    m_workers->setBars(tr("Workers used"), names, workers, tr("workers"));
    m_imbalance->setBars(tr("Load imbalance"), names, imbalance, tr("%"));

    std::vector<double> x;
    for (std::int64_t n : r.ns)
        x.push_back(static_cast<double>(n));
    std::vector<ChartPanel::Curve> curves;
    for (const SweepSeries &s : r.sweep)
        curves.push_back({QString::fromStdString(s.algorithm), s.makespans});
    m_sweep->setCurves(tr("Predicted makespan over n (q = %1)").arg(r.problem.q), x, tr("n"), curves, r.timeUnit);

    m_note->setText(skipped.isEmpty() ? QString() : tr("Not applicable here: %1").arg(skipped.join(QStringLiteral("; "))));
    emit resultsShown(r);
}

} // namespace partita::views
