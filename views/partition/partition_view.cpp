#include "partition/partition_view.h"

#include "partition/metrics_model.h"
#include "partition/partition_widget.h"
#include "partition/partitioner.h"
#include "plan/reason_text.h"
#include "plan/strategy_menu.h"
#include "studio/export_actions.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace partita::views {

PartitionView::PartitionView(QWidget *parent)
    : QWidget(parent), m_runner(new PlanRunner(this)), m_model(new MetricsModel(this))
{
    m_mode = new QComboBox;
    m_mode->addItem(tr("One strategy"), 1);
    m_mode->addItem(tr("Two side by side"), 2);
    m_mode->addItem(tr("Four side by side"), 4);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Show")));
    top->addWidget(m_mode);
    const std::vector<std::string> defaults = {"even-columns", "recursive", "layers"};
    for (int i = 0; i < 3; ++i) {
        auto *c = new QComboBox;
        for (const std::string &a : partitionAlgorithms())
            c->addItem(QString::fromStdString(a), QString::fromStdString(a));
        c->setCurrentIndex(c->findData(QString::fromStdString(defaults[static_cast<std::size_t>(i)])));
        c->setToolTip(tr("Strategy of pane %1").arg(i + 2));
        top->addWidget(c);
        m_choosers.push_back(c);
        connect(c, &QComboBox::currentIndexChanged, this, &PartitionView::replan);
    }
    top->addStretch();

    auto *panesHost = new QWidget;
    m_grid = new QGridLayout(panesHost);
    m_grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 4; ++i) {
        auto *w = new PartitionWidget;
        m_panes.push_back(w);
        m_grid->addWidget(w, i / 2, i % 2);
        connect(w, &PartitionWidget::clicked, this, [this, i] { selectPane(i); });
    }

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table = new QTableView;
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    addExportActions(m_table, QStringLiteral("partition-metrics"), [this] { return csvTable(); });
    addExportActions(panesHost, QStringLiteral("partition"), [this] { return csvTable(); }, [this] { return drawing(); });
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_summary);
    sideLayout->addWidget(m_table, 1);

    auto *splitter = new QSplitter;
    splitter->addWidget(panesHost);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] { setPaneCount(m_mode->currentData().toInt()); });
    connect(m_runner, &PlanRunner::resultsReady, this, &PartitionView::showResults);
    setPaneCount(1);
}

void PartitionView::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    m_hasInput = true;
    m_model->setBlockUnits(platform.units == Units::Blocks);
    for (QComboBox *c : m_choosers) {
        const QSignalBlocker blocker(c);
        updateStrategyMenuShape(c, settings.problem);
    }
    replan();
}

void PartitionView::setPaneCount(int count)
{
    count = count >= 4 ? 4 : (count >= 2 ? 2 : 1);
    m_paneCount = count;
    m_mode->blockSignals(true);
    m_mode->setCurrentIndex(m_mode->findData(count));
    m_mode->blockSignals(false);
    for (int i = 0; i < 4; ++i)
        m_panes[static_cast<std::size_t>(i)]->setVisible(i < count);
    for (int i = 0; i < 3; ++i)
        m_choosers[static_cast<std::size_t>(i)]->setVisible(i + 1 < count);
    if (m_selected >= count)
        m_selected = 0;
    replan();
}

void PartitionView::setPaneStrategy(int pane, const std::string &algorithm)
{
    if (pane < 1 || pane > 3)
        return;
    QComboBox *c = m_choosers[static_cast<std::size_t>(pane - 1)];
    c->setCurrentIndex(std::max(0, c->findData(QString::fromStdString(algorithm))));
}

std::vector<std::string> PartitionView::strategies() const
{
    std::vector<std::string> s{m_settings.algorithm};
    for (int i = 1; i < m_paneCount; ++i)
        s.push_back(m_choosers[static_cast<std::size_t>(i - 1)]->currentData().toString().toStdString());
    return s;
}

CsvTable PartitionView::csvTable() const
{
    return csvFromModel(*m_model);
}

Drawing PartitionView::drawing() const
{
    std::vector<Drawing> drawings;
    for (int i = 0; i < m_paneCount; ++i) {
        PartitionWidget *w = m_panes[static_cast<std::size_t>(i)];
        drawings.push_back({w->size(), [w](QPainter &p, QSize s) { w->paintCanvas(p, s); },
                            w->palette().base().color()});
    }
    return gridDrawing(drawings, 2);
}

void PartitionView::replan()
{
    if (!m_hasInput)
        return;
    m_runner->request(m_platform, m_settings, strategies());
}

void PartitionView::showResults(const PlanResults &results)
{
    m_results = results;
    for (std::size_t i = 0; i < results.outcomes.size() && i < m_panes.size(); ++i)
        m_panes[i]->setOutcome(results.outcomes[i]);
    selectPane(m_selected);
    emit resultsShown(results);
}

void PartitionView::selectPane(int i)
{
    m_selected = i;
    for (int k = 0; k < 4; ++k)
        m_panes[static_cast<std::size_t>(k)]->setCurrent(m_paneCount > 1 && k == i);
    if (static_cast<std::size_t>(i) >= m_results.outcomes.size())
        return;
    const PlanOutcome &o = m_results.outcomes[static_cast<std::size_t>(i)];
    if (!o.plan) {
        m_model->setMetrics({}, {});
        m_summary->setText(o.error);
        return;
    }
    m_model->setMetrics(o.metrics, o.colours);
    const Metrics &m = o.metrics;
    // The bound beside the sum is the one that holds for this layout (metrics.h): rectangles of
    // the areas laid out; layer-based pieces are no rectangles and have none.
    const QString bound = o.plan->kind == PlanKind::Layers
                              ? tr("layer-based pieces are not rectangles: the rectangles' bound 2·Σ√s<sub>i</sub> = "
                                   "%1 does not apply")
                                    .arg(m.lowerBound, 0, 'f', 4)
                              : tr("bound for rectangles of these areas 2·Σ√a<sub>i</sub> = %1; of the speed shares "
                                   "2·Σ√s<sub>i</sub> = %2")
                                    .arg(m.layoutLowerBound, 0, 'f', 4)
                                    .arg(m.lowerBound, 0, 'f', 4);
    const Problem &problem = o.plan->problem;
    const QString shape = shapeText(problem);
    QString text = tr("<b>%1</b> — %2, q = %3, %4 × %12 blocks<br>"
                      "Σ half-perimeters %5 (%6), max %7<br>"
                      "communication volume %8 elements<br>"
                      "imbalance %9 % (against speed-proportional shares, whatever shares the strategy aims at), "
                      "predicted makespan %10 (%11)")
                       .arg(QString::fromStdString(o.algorithm))
                       .arg(shape)
                       .arg(problem.q)
                       .arg(problem.rowBlocks())
                       .arg(m.sumHalfPerimeters, 0, 'f', 4)
                       .arg(bound)
                       .arg(m.maxHalfPerimeter, 0, 'f', 4)
                       .arg(m.commVolume, 0, 'g', 4)
                       .arg(100 * m.imbalance, 0, 'f', 2)
                       .arg(m.predictedMakespan, 0, 'g', 5)
                       .arg(o.algorithm.rfind("lbp-", 0) == 0
                                ? tr("its simulated schedule")
                                : tr("%1 network").arg(QString::fromUtf8(toString(m.network))))
                       .arg(problem.colBlocks());
    if (!o.plan->note.empty())
        text += QStringLiteral("<br><i>%1</i>").arg(planNoteText(o.plan->note).toHtmlEscaped());
    text += tr("<br>planned in %1 ms").arg(o.milliseconds, 0, 'f', 1);
    m_summary->setText(text);
}

} // namespace partita::views
