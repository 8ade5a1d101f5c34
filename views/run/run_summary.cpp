#include "run/run_summary.h"

#include "gantt/gantt_time_format.h"
#include "report/display_time_unit.h"
#include "studio/export_actions.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace partita::views {

namespace {

// "2.35 s", "12.3 ms", "850 µs": the unit of core/report/display_time_unit.h, 4 significant
// digits in seconds, 3 in ms and µs.
QString secondsText(double s)
{
    const DisplayTimeUnit unit = displayTimeUnit("s", s);
    const int digits = unit.scale == DisplayTimeUnit::Scale::Seconds ? 4 : 3;
    return QStringLiteral("%1 %2").arg(s * unit.factor, 0, 'g', digits).arg(QString::fromStdString(unit.name));
}

} // namespace

RunSummary RunSummary::fromJson(const QJsonObject &o)
{
    RunSummary s;
    s.algorithm = o.value(QLatin1String("algorithm")).toString();
    s.ranks = o.value(QLatin1String("ranks")).toInt();
    s.emulated = o.value(QLatin1String("emulated")).toBool();
    s.verified = o.value(QLatin1String("verified")).toBool();
    s.maxAbsError = o.value(QLatin1String("max_abs_error")).toDouble();
    s.verification = o.value(QLatin1String("verification")).toString();
    s.gflops = o.value(QLatin1String("gflops")).toDouble();
    s.makespan = o.value(QLatin1String("makespan")).toDouble();
    s.predicted = o.value(QLatin1String("predicted_makespan")).toDouble();
    s.overruns = o.value(QLatin1String("overruns")).toInt();
    s.timeScale = o.value(QLatin1String("time_scale")).toDouble();
    s.fellBehind = o.value(QLatin1String("fell_behind_seconds")).toDouble();
    if (const QJsonObject at = o.value(QLatin1String("fell_behind_at")).toObject(); !at.isEmpty()) {
        const int step = at.value(QLatin1String("step")).toInt(-1);
        s.fellBehindAt = QStringLiteral("rank %1 (%2) %3")
                             .arg(at.value(QLatin1String("rank")).toInt())
                             .arg(at.value(QLatin1String("node")).toString(), at.value(QLatin1String("kind")).toString());
        if (step >= 0)
            s.fellBehindAt += QStringLiteral(", step %1").arg(step);
    }
    for (const char *key : {"gather_seconds", "aggregation_seconds"})
        if (o.contains(QLatin1String(key))) {
            s.afterPhaseName = QLatin1String(key);
            s.afterPhase = o.value(QLatin1String(key)).toDouble();
        }
    for (const QJsonValue &v : o.value(QLatin1String("per_rank")).toArray()) {
        const QJsonObject r = v.toObject();
        s.perRank.push_back({r.value(QLatin1String("rank")).toInt(), r.value(QLatin1String("node")).toString(),
                             r.value(QLatin1String("compute")).toDouble(),
                             r.value(QLatin1String("communication")).toDouble(),
                             r.value(QLatin1String("idle")).toDouble()});
    }
    s.redistribution = o.value(QLatin1String("redistribution")).toObject();
    return s;
}

double RunSummary::ratio() const
{
    return predicted > 0 ? makespan / predicted : std::numeric_limits<double>::quiet_NaN();
}

QString RunSummary::makespanText(double seconds) const
{
    return formatGanttTime(seconds, ganttTimeUnit("s", std::max(makespan, predicted)));
}

RunSummaryView::RunSummaryView(QWidget *parent)
    : QWidget(parent), m_verified(new QLabel), m_facts(new QLabel), m_redistribution(new QLabel),
      m_table(new QTableWidget(0, 5))
{
    m_verified->setObjectName(QStringLiteral("verified"));
    m_verified->setAlignment(Qt::AlignCenter);
    m_verified->setMargin(6);
    m_facts->setTextFormat(Qt::RichText);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_redistribution->setWordWrap(true);
    m_redistribution->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Processor"), tr("Compute"), tr("Communication"), tr("Idle")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setToolTip(tr("Seconds per rank until the makespan; waiting for a message counts as idle"));
    // The CSV's titles name the unit; its cells are the seconds in full (studio/csv_export.h).
    const QStringList csvTitles{tr("rank"), tr("processor"), tr("compute (s)"), tr("communication (s)"),
                                tr("idle (s)")};
    for (int c = 0; c < csvTitles.size(); ++c)
        m_table->horizontalHeaderItem(c)->setData(CsvHeaderRole, csvTitles[c]);
    addExportActions(m_table, QStringLiteral("run-ranks"), [this] { return csvTable(); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_verified);
    layout->addWidget(m_facts);
    layout->addWidget(m_redistribution);
    layout->addWidget(m_table, 1);
    clear();
}

void RunSummaryView::clear()
{
    m_verified->setText(tr("No result yet"));
    m_verified->setStyleSheet(QStringLiteral("QLabel { border: 1px solid palette(mid); border-radius: 4px; }"));
    m_facts->clear();
    m_redistribution->clear();
    m_redistribution->hide();
    m_table->setRowCount(0);
    m_table->hide();
}

void RunSummaryView::setSummary(const RunSummary &s)
{
    // Green and red that keep their contrast on light and dark palettes, with white text.
    const QString colour = s.verified ? QStringLiteral("#2e7d32") : QStringLiteral("#c62828");
    m_verified->setText(s.verified ? tr("✔ Verified: C is the product A·B") : tr("✘ NOT verified: C is wrong"));
    m_verified->setStyleSheet(QStringLiteral("QLabel { background: %1; color: white; font-weight: bold; "
                                             "border-radius: 4px; }")
                                  .arg(colour));
    const double ratio = s.ratio();
    QStringList rows;
    const auto row = [&rows](const QString &name, const QString &value) {
        rows << QStringLiteral("<tr><td>%1</td><td style='padding-left:12px'><b>%2</b></td></tr>")
                    .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    row(tr("Largest error"), s.verification.isEmpty()
                                 ? QString::number(s.maxAbsError, 'g', 3)
                                 : tr("%1 (%2)").arg(QString::number(s.maxAbsError, 'g', 3), s.verification));
    row(tr("Rate"), tr("%1 GFLOP/s").arg(QLocale().toString(s.gflops, 'g', 3)));
    row(tr("Measured makespan"), s.makespanText(s.makespan));
    row(tr("Predicted makespan"), s.predicted > 0 ? s.makespanText(s.predicted) : tr("none"));
    row(tr("Measured / predicted"), std::isnan(ratio) ? tr("—") : QString::number(ratio, 'f', 3));
    if (s.emulated) {
        if (s.timeScale > 0)
            row(tr("Time scale"), tr("%1 s per modelled time unit").arg(QLocale().toString(s.timeScale, 'g', 3)));
        // Within 5 % of the prediction the emulation kept up; beyond, it says by how much.
        const bool keptUp = !std::isnan(ratio) && ratio <= 1.05;
        if (keptUp && s.overruns == 0)
            row(tr("Emulation"), tr("kept up: every kernel and message ended by its predicted time"));
        else if (keptUp)
            row(tr("Emulation"), tr("kept up within 5 %; %n activity(ies) ended late and the run caught up", nullptr,
                                    s.overruns));
        else if (!std::isnan(ratio) && s.overruns > 0)
            row(tr("Emulation"), tr("fell behind by %1 %; %n activity(ies) ended late", nullptr, s.overruns)
                                     .arg(QLocale().toString(100.0 * (ratio - 1.0), 'f', 0)));
        else if (!std::isnan(ratio))
            row(tr("Emulation"), tr("fell behind by %1 %").arg(QLocale().toString(100.0 * (ratio - 1.0), 'f', 0)));
        if (!s.fellBehindAt.isEmpty())
            row(tr("Latest activity"), tr("%1 after its predicted end (%2)").arg(secondsText(s.fellBehind), s.fellBehindAt));
    }
    if (s.cores > 0 && s.ranks > static_cast<int>(s.cores))
        row(tr("Warning"), tr("%1 ranks on %2 cores: the ranks take turns on the cores, so kernels and messages "
                              "may last longer than modelled")
                               .arg(s.ranks)
                               .arg(s.cores));
    if (s.afterPhaseName == QLatin1String("gather_seconds"))
        row(tr("Gathering C"), secondsText(s.afterPhase));
    else if (s.afterPhaseName == QLatin1String("aggregation_seconds"))
        row(tr("Summing the layers"), secondsText(s.afterPhase));
    m_facts->setText(QStringLiteral("<table>%1</table>").arg(rows.join(QString())));

    if (s.redistribution.isEmpty()) {
        m_redistribution->hide();
    } else {
        const QJsonObject &r = s.redistribution;
        m_redistribution->setText(
            tr("Speeds changed: after step %1, %2 operation(s) of total cost %3 moved %4 block(s) of C in %5.")
                .arg(r.value(QLatin1String("after_step")).toInt())
                .arg(r.value(QLatin1String("operations")).toArray().size())
                .arg(r.value(QLatin1String("total_cost")).toDouble(), 0, 'g', 4)
                .arg(r.value(QLatin1String("blocks_moved")).toInt())
                .arg(secondsText(r.value(QLatin1String("seconds")).toDouble())));
        m_redistribution->show();
    }

    m_table->setVisible(!s.perRank.empty());
    m_table->setRowCount(static_cast<int>(s.perRank.size()));
    for (int i = 0; i < static_cast<int>(s.perRank.size()); ++i) {
        const RankTimesRow &r = s.perRank[static_cast<std::size_t>(i)];
        const QStringList cells{QString::number(r.rank), r.node, secondsText(r.compute), secondsText(r.communication),
                                secondsText(r.idle)};
        const QVariantList values{r.rank, r.node, r.compute, r.communication, r.idle};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(CsvValueRole, values[c]);
            item->setTextAlignment(c >= 2 ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
}

CsvTable RunSummaryView::csvTable() const
{
    return csvFromModel(*m_table->model());
}

QString RunSummaryView::verifiedText() const
{
    return m_verified->text();
}

QString RunSummaryView::factsText() const
{
    return m_facts->text();
}

QString RunSummaryView::redistributionText() const
{
    return m_redistribution->isHidden() ? QString() : m_redistribution->text();
}

} // namespace partita::views
