// The comparison view's SharedRing and master-worker tabs: one curve per H/W ratio (and the
// problem bar's H/W) with as many points as the evaluation's t_step_by_size; one bar pair per
// master-worker strategy that applies, the others listed with their reason under the chart.
#include "compare/chart_panel.h"
#include "compare/compare_runner.h"
#include "compare/compare_view.h"
#include "evaluate/evaluate.h"
#include "io/platform_json.h"
#include "model/generator.h"

#include <QBarSeries>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QPushButton>

#include <QSignalSpy>
#include <QtTest>

#include <set>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/%1").arg(QLatin1String(name)).toStdString());
}

// Shows the results of one request and waits for them (no fixed delay).
bool compareOn(CompareView &view, const Platform &platform, const PlanSettings &settings)
{
    QSignalSpy shown(&view, &CompareView::resultsShown);
    view.setInput(platform, settings);
    return shown.wait(60000) || !shown.isEmpty();
}

} // namespace

class TestCompareView : public QObject {
    Q_OBJECT

private slots:
    // The sweep over one dimension is drawn on two logarithmic axes: every positive point is kept.
    void logAxesKeepEveryPoint()
    {
        ChartPanel panel;
        panel.resize(900, 500);
        const std::vector<double> k{250, 500, 1000, 2000, 4000, 8000, 16000};
        panel.setCurves(QStringLiteral("sweep"), k, QStringLiteral("k"),
                        {{QStringLiteral("a"), {0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4}},
                         {QStringLiteral("b"), {0.3, 0.35, 0.5, 0.9, 1.5, std::nan(""), 5}}},
                        QStringLiteral("s"), true, true);
        const auto shown = panel.shown();
        QCOMPARE(shown.size(), std::size_t(2));
        QCOMPARE(shown[0].points, std::size_t(7));
        QCOMPARE(shown[1].points, std::size_t(6)); // NaN skipped
    }

    // The comparison of a 2000×4000 by 4000×6000 product lists the strategies that take square
    // products only as such (the sweep's own refusals: tst_sweep_pane).
    void squareOnlyStrategiesAreListed()
    {
        CompareView view;
        PlanSettings product;
        product.problem = Problem::product(2000, 4000, 6000, 80);
        QVERIFY(compareOn(view, example("star16.json"), product));
        const CompareResults &p = view.results();
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        for (const CompareRow &row : p.rows) {
            if (strategyInfo(row.algorithm).rectangular)
                continue;
            QVERIFY(!row.ok);
            QCOMPARE(row.error, QStringLiteral("square products only"));
            QVERIFY(row.shapeRefusal.contains(QStringLiteral("2000×4000 by 4000×6000")));
        }
        view.showChart(CompareView::Chart::Makespan);
        if (!strategyInfo("columns").rectangular)
            QVERIFY2(view.note().contains(QStringLiteral("Square products only (m = k = n), not run on m = 2000, "
                                                         "k = 4000, n = 6000: ")),
                     qPrintable(view.note()));
        QVERIFY2(!view.note().contains(QStringLiteral("columns (")), qPrintable(view.note()));
    }

    void ringHasOneCurvePerRatio()
    {
        CompareView view;
        view.showChart(CompareView::Chart::Ring);
        const Platform platform = example("toy-cluster.json");
        PlanSettings s;
        s.params.h = 300;
        s.params.w = 1000;
        QVERIFY(compareOn(view, platform, s));
        const CompareResults &r = view.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.ring.size(), CompareRunner::ringRatios().size() + 1);

        std::vector<double> ratios = CompareRunner::ringRatios();
        ratios.push_back(s.params.h / s.params.w);
        std::vector<ChartPanel::Shown> lines;
        for (const ChartPanel::Shown &c : view.chart(CompareView::Chart::Ring)->shown())
            if (c.kind == QLatin1String("line"))
                lines.push_back(c);
        QCOMPARE(lines.size(), ratios.size());
        std::size_t dots = 0;
        for (const ChartPanel::Shown &c : view.chart(CompareView::Chart::Ring)->shown())
            dots += c.kind == QLatin1String("dots") ? c.points : 0;
        QCOMPARE(dots, ratios.size()); // the best size of each curve

        for (std::size_t i = 0; i < ratios.size(); ++i) {
            EvaluateOptions o = s.evaluateOptions();
            o.params.h = ratios[i] * s.params.w;
            const Evaluation e = evaluate("ring", platform, s.problem, o);
            const RingResult &ring = e.detailsAs<RingDetails>()->result;
            const auto &expected = ring.tStepBySize;
            QCOMPARE(r.ring[i].tStepBySize, expected);
            QCOMPARE(lines[i].points, expected.size());
            QVERIFY2(lines[i].name.contains(QString::number(ratios[i], 'g', 4)), qPrintable(lines[i].name));
            QCOMPARE(r.ring[i].bestSize, ring.ring.size());
        }
    }

    void masterWorkerHasOneBarPairPerApplicableStrategy()
    {
        CompareView view;
        view.showChart(CompareView::Chart::MasterWorker);
        const Platform platform = example("mw-table2.json");
        QVERIFY(compareOn(view, platform, PlanSettings{}));
        const CompareResults &r = view.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

        std::vector<std::string> applicable;
        for (const std::string &a : strategyNames(Family::MasterWorker)) {
            try {
                EvaluateOptions o = PlanSettings{}.evaluateOptions();
                evaluate(a, platform, PlanSettings{}.problem, o);
                applicable.push_back(a);
            } catch (const std::exception &) {
            }
        }
        QVERIFY(!applicable.empty());
        QCOMPARE(r.masterWorker.size(), applicable.size());
        for (std::size_t i = 0; i < applicable.size(); ++i)
            QCOMPARE(r.masterWorker[i].algorithm, applicable[i]);

        const auto shown = view.chart(CompareView::Chart::MasterWorker)->shown();
        QCOMPARE(shown.size(), std::size_t(2)); // ratio and steady-state ratio
        for (const ChartPanel::Shown &set : shown) {
            QCOMPARE(set.kind, QStringLiteral("bars"));
            QCOMPARE(set.points, applicable.size());
        }
    }

    void strategiesThatDoNotApplyAreListed()
    {
        // Without a master no master-worker strategy applies: no bars, each listed with why.
        Platform platform = example("star16.json");
        platform.master.clear();
        CompareView view;
        view.showChart(CompareView::Chart::MasterWorker);
        QVERIFY(compareOn(view, platform, PlanSettings{}));
        QVERIFY(view.results().masterWorker.empty());
        QVERIFY(view.chart(CompareView::Chart::MasterWorker)->shown().empty());
        for (const std::string &a : strategyNames(Family::MasterWorker))
            QVERIFY2(view.note().contains(QString::fromStdString(a) + QStringLiteral(" (")), qPrintable(view.note()));
        // The master-worker tab lists master-worker strategies only.
        QVERIFY(!view.note().contains(QStringLiteral("lbp-star (")));
    }

    // Each schedule's ratio against the steady state of its own chunk sides (paper 002 §6.1):
    // a bound of the asymptotic ratio of any schedule with those μ_i. On star16 (n = 4000,
    // q = 80) mw-homogeneous and mw-round-robin take μ = 12 and reach about 49,900 updates per
    // second, above the 27,272 of the incremental rules' μ = 3 that the chart used to draw as
    // every schedule's bound.
    void masterWorkerRatiosStayUnderTheirBound_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::newRow("star16") << QStringLiteral("star16.json");
        QTest::newRow("mw-table2") << QStringLiteral("mw-table2.json");
    }
    void masterWorkerRatiosStayUnderTheirBound()
    {
        QFETCH(QString, platform);
        CompareView view;
        QVERIFY(compareOn(view, example(platform.toLatin1().constData()), PlanSettings{}));
        const CompareResults &r = view.results();
        QVERIFY(!r.masterWorker.empty());
        for (const MasterWorkerRow &m : r.masterWorker)
            QVERIFY2(m.ratio <= m.steadyStateRatio * (1 + 1e-9),
                     qPrintable(QStringLiteral("%1: ratio %2 above its bound %3")
                                    .arg(QString::fromStdString(m.algorithm))
                                    .arg(m.ratio)
                                    .arg(m.steadyStateRatio)));
    }

    // A new input clears the previous platform's charts at once: they never stand for the
    // new platform while it is compared (the unit may differ, the strategies too).
    void previousChartsGoAtOnce()
    {
        CompareView view;
        QVERIFY(compareOn(view, example("star16.json"), PlanSettings{}));
        QVERIFY(!view.chart(CompareView::Chart::Makespan)->shown().empty());
        view.setInput(example("mw-table2.json"), PlanSettings{});
        QVERIFY(view.results().rows.empty());
        for (auto c : {CompareView::Chart::Makespan, CompareView::Chart::Volume, CompareView::Chart::MasterWorker}) {
            QVERIFY(view.chart(c)->shown().empty());
            QVERIFY(view.chart(c)->title().startsWith(QStringLiteral("Comparing…\n")));
        }
        QSignalSpy shown(&view, &CompareView::resultsShown);
        QVERIFY(shown.wait(60000) || !shown.isEmpty());
        QCOMPARE(view.results().rows.empty(), false);
    }

    // Progress counts up to CompareRunner::steps() and the last report is the whole.
    void progressReachesTheEnd()
    {
        CompareView view;
        QSignalSpy progress(view.runner(), &CompareRunner::progress);
        QVERIFY(compareOn(view, example("star16.json"), PlanSettings{}));
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 10000);
        int last = -1;
        for (const QList<QVariant> &p : progress) {
            QVERIFY(p.at(0).toInt() >= last);
            last = p.at(0).toInt();
            QCOMPARE(p.at(1).toInt(), CompareRunner::steps());
        }
        QCOMPARE(last, CompareRunner::steps());
    }

    // Cancel stops a long comparison (a generated tiers platform of 150 processors grows
    // three rings over every processor): the job ends promptly, delivers nothing, and the tab
    // offers to compare again.
    void cancelStopsTheComparison()
    {
        CompareView view;
        QSignalSpy shown(&view, &CompareView::resultsShown);
        QSignalSpy cancelled(view.runner(), &CompareRunner::cancelled);
        QSignalSpy progress(view.runner(), &CompareRunner::progress);
        view.setInput(generatePlatform({"tiers", 150, 1}), PlanSettings{});
        QVERIFY(view.runner()->isBusy());
        QVERIFY(!view.cancelButton()->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toInt() > 0, 60000);
        QElapsedTimer clock;
        clock.start();
        view.cancelButton()->click();
        QCOMPARE(cancelled.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!view.runner()->isBusy(), 20000);
        QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(shown.isEmpty());
        QVERIFY(view.cancelButton()->isHidden());
        QVERIFY(!view.restartButton()->isHidden());
        QVERIFY(view.chart(CompareView::Chart::Makespan)->title().startsWith(QStringLiteral("Comparison cancelled\n")));
    }

    // A cancelled token makes compute() throw Cancelled rather than list every strategy as
    // not applicable.
    void cancelledComputeThrows()
    {
        auto token = std::make_shared<CancelToken>();
        token->cancel();
        const JobControl control(token, {});
        QVERIFY_THROWS_EXCEPTION(Cancelled, CompareRunner::compute(example("star16.json"), PlanSettings{}, &control));
    }

    // Values on hover: hovering a bar (QtCharts' hovered signal) shows its category, set and
    // value with the axis label; hovering a curve, the data point nearest to the mouse's
    // abscissa; leaving clears it. Values as given (2.5, 0.75: the test's own numbers).
    void valuesOnHover()
    {
        ChartPanel panel;
        panel.setGroupedBars(QStringLiteral("t"), {QStringLiteral("a"), QStringLiteral("b")},
                             {{QStringLiteral("predicted"), {1.0, 2.5}}, {QStringLiteral("measured"), {0.75, NAN}}},
                             QStringLiteral("makespan (s)"));
        auto *chart = panel.findChild<QChartView *>()->chart();
        auto *bars = qobject_cast<QBarSeries *>(chart->series().front());
        QVERIFY(bars);
        emit bars->hovered(true, 1, bars->barSets()[0]);
        QCOMPARE(panel.hoverText(), QStringLiteral("b — predicted: 2.5 (makespan (s))"));
        emit bars->hovered(true, 0, bars->barSets()[1]);
        QCOMPARE(panel.hoverText(), QStringLiteral("a — measured: 0.75 (makespan (s))"));
        QCOMPARE(panel.barText(1, 1), QStringLiteral("b — measured: no value (makespan (s))"));
        emit bars->hovered(false, 0, bars->barSets()[1]);
        QVERIFY(panel.hoverText().isEmpty());

        panel.setCurves(QStringLiteral("t"), {1, 2, 3, 4}, QStringLiteral("ring size"),
                        {{QStringLiteral("H/W = 1"), {1.0, 1.224, 1.242, 1.061}}}, QStringLiteral("T_step"));
        auto *line = qobject_cast<QLineSeries *>(panel.findChild<QChartView *>()->chart()->series().front());
        QVERIFY(line);
        emit line->hovered(QPointF(3.4, 1.2), true);
        QCOMPARE(panel.hoverText(), QStringLiteral("H/W = 1: ring size 3, 1.242 T_step"));
        emit line->hovered(QPointF(3.4, 1.2), false);
        QVERIFY(panel.hoverText().isEmpty());
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"
