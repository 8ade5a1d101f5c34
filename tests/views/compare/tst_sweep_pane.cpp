// The Comparison tab's sweep (docs/studio.md, Sweep; compare/sweep_pane.h): any parameter over
// any range. Every point is cross-checked against evaluate() on the platform and problem the
// parameter describes (evaluate/parameter_sweep.h); the invariants are stated where they are
// asserted.
#include "compare/chart_panel.h"
#include "compare/compare_view.h"
#include "compare/sweep_pane.h"
#include "evaluate/evaluate.h"
#include "evaluate/parameter_sweep.h"
#include "io/platform_json.h"
#include "model/generator.h"
#include "strategy/strategy.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <cmath>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/%1").arg(QLatin1String(name)).toStdString());
}

// Starts the sweep (setInput, or run when `platform` is null) and waits for the latest result.
bool sweepOn(SweepPane &pane, const Platform *platform, const PlanSettings &settings = {})
{
    bool done = false;
    const QMetaObject::Connection c =
        QObject::connect(&pane, &SweepPane::resultsShown, &pane, [&] { done = !pane.runner()->isBusy(); });
    if (platform)
        pane.setInput(*platform, settings);
    else
        pane.run();
    const bool shown = QTest::qWaitFor([&] { return done; }, 120000);
    QObject::disconnect(c);
    return shown;
}

double evaluated(const std::string &name, const Platform &platform, const Problem &problem, const PlanSettings &settings)
{
    EvaluateOptions options = settings.evaluateOptions();
    options.trace = false;
    return evaluate(name, platform, problem, options).makespan;
}

} // namespace

class TestSweepPane : public QObject {
    Q_OBJECT

private slots:
    // The default ranges: k = 4000 from a sixteenth to four times, doubling (250 … 16 000); the
    // order from n/4 to 2n in 8 linear points; h from 0 to 1.
    void defaultRanges()
    {
        const Platform star = example("star16.json");
        const Problem square{4000, 80};
        const SweepRange k = defaultSweepRange(star, square, SweepParameter::K);
        QCOMPARE(sweepValues(k, true), (std::vector<double>{250, 500, 1000, 2000, 4000, 8000, 16000}));
        const SweepRange order = defaultSweepRange(star, square, SweepParameter::Order);
        QCOMPARE(sweepValues(order, true), (std::vector<double>{1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000}));
        QCOMPARE(defaultSweepRange(star, square, SweepParameter::Heterogeneity), (SweepRange{0, 1, 11, false}));
        QCOMPARE(SweepRunner::steps({SweepParameter::K, k, {"columns", "layers"}}), 14);
    }

    // A sweep over k on star16: every strategy that takes any shape has a curve of seven points,
    // each the makespan evaluate() gives at that k; the others are left out, never run, with
    // requireShape's reason, and the note names them. The CSV has one row per k.
    void sweepOverK()
    {
        CompareView view;
        view.showChart(CompareView::Chart::Sweep);
        SweepPane &pane = *view.sweepPane();
        pane.setParameter(SweepParameter::K);
        const Platform star = example("star16.json");
        view.setInput(star, PlanSettings{});
        QTRY_VERIFY_WITH_TIMEOUT(!pane.runner()->isBusy() && !pane.results().values.empty(), 120000);
        const SweepResults &r = pane.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.values, (std::vector<double>{250, 500, 1000, 2000, 4000, 8000, 16000}));
        QCOMPARE(r.series.size() + r.leftOut.size(), SweepRunner::defaultAlgorithms().size());
        QStringList leftOut;
        for (const SweepLeftOut &l : r.leftOut) {
            QVERIFY(!strategyInfo(l.algorithm).rectangular);
            QVERIFY2(l.reason.contains(QStringLiteral("square products only")), qPrintable(l.reason));
            leftOut << QString::fromStdString(l.algorithm);
        }
        for (const SweepSeries &s : r.series) {
            QVERIFY(strategyInfo(s.algorithm).rectangular);
            QCOMPARE(s.makespans.size(), r.values.size());
            const Problem p = Problem::product(4000, 1000, 4000, 80);
            QCOMPARE(s.makespans[2], evaluated(s.algorithm, star, p, PlanSettings{}));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!view.runner()->isBusy(), 120000);
        if (!leftOut.isEmpty())
            QVERIFY2(view.note().contains(leftOut.join(QStringLiteral(", "))), qPrintable(view.note()));
        const CsvTable table = view.csvTable();
        QCOMPARE(table.header.size(), qsizetype(r.series.size() + 1));
        QCOMPARE(table.header[0], QStringLiteral("k"));
        QCOMPARE(table.rows.size(), r.values.size());
        QCOMPARE(table.rows[0][0], QStringLiteral("250"));
    }

    // Heterogeneity: even-columns, which gives every processor the same share, waits for the
    // slowest processor, whose speed S / Σ_j (s_j/s_min)^h falls as h grows: its curve never
    // goes down (tst_parameter_sweep); at h = 1 each curve is the makespan on the platform as
    // drawn; every point is evaluate() on withHeterogeneity(platform, h).
    void heterogeneity()
    {
        SweepPane pane;
        pane.setParameter(SweepParameter::Heterogeneity);
        pane.setAlgorithms({"even-columns", "columns"});
        pane.setRange({0, 1, 3, false});
        const Platform star = example("star16.json");
        QVERIFY(sweepOn(pane, &star));
        const SweepResults &r = pane.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.values, (std::vector<double>{0, 0.5, 1}));
        QCOMPARE(r.series.size(), std::size_t(2));
        const std::vector<double> &even = r.series[0].makespans;
        QVERIFY2(even[0] <= even[1] && even[1] <= even[2],
                 qPrintable(QStringLiteral("%1 %2 %3").arg(even[0]).arg(even[1]).arg(even[2])));
        for (const SweepSeries &s : r.series) {
            QCOMPARE(s.makespans[2], evaluated(s.algorithm, star, PlanSettings{}.problem, PlanSettings{}));
            QCOMPARE(s.makespans[1],
                     evaluated(s.algorithm, withHeterogeneity(star, 0.5), PlanSettings{}.problem, PlanSettings{}));
        }
        // As drawn, even-columns waits for the slowest processor: slower than columns.
        QVERIFY(r.series[0].makespans[2] > r.series[1].makespans[2]);
        QVERIFY(pane.note().contains(QStringLiteral("S·s_i^h")));
        // The chart: one curve per strategy on linear axes, titled with the parameter.
        QCOMPARE(pane.chart()->shown().size(), std::size_t(2));
        QVERIFY(pane.chart()->title().contains(QStringLiteral("heterogeneity h")));
    }

    // The communication ratio x divides every bandwidth by x: a transfer never gets faster, so
    // no makespan decreases as x grows (the same plan is simulated with slower links; columns
    // and layers plan from the speeds alone).
    void communicationRatioNeverSpeedsUp()
    {
        SweepPane pane;
        pane.setParameter(SweepParameter::CommunicationRatio);
        pane.setAlgorithms({"columns", "layers"});
        pane.setRange({0.1, 10, 5, true});
        const Platform star = example("star16.json");
        QVERIFY(sweepOn(pane, &star));
        const SweepResults &r = pane.results();
        QCOMPARE(r.values.size(), std::size_t(5));
        QVERIFY(std::abs(r.values[2] - 1) < 1e-12); // the geometric middle of 0.1 and 10
        for (const SweepSeries &s : r.series) {
            for (std::size_t i = 1; i < s.makespans.size(); ++i)
                QVERIFY2(s.makespans[i] >= s.makespans[i - 1] * (1 - 1e-12), s.algorithm.c_str());
            QCOMPARE(s.makespans[2], evaluated(s.algorithm, star, PlanSettings{}.problem, PlanSettings{}));
        }
        // Both axes logarithmic for a logarithmic range: every positive point drawn.
        for (const ChartPanel::Shown &c : pane.chart()->shown())
            QCOMPARE(c.points, std::size_t(5));
    }

    // The worker memory, swept for a master-worker strategy: each point is evaluate() on the
    // platform whose workers all have that memory.
    void workerMemory()
    {
        const Platform star = example("star16.json");
        SweepPane pane;
        pane.setParameter(SweepParameter::WorkerMemory);
        pane.setAlgorithms({"mw-global"});
        QVERIFY(sweepOn(pane, &star));
        const SweepResults &r = pane.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.values.size(), std::size_t(7));
        QCOMPARE(r.series.size(), std::size_t(1));
        const double largest = currentSweepValue(star, PlanSettings{}.problem, SweepParameter::WorkerMemory);
        QVERIFY(std::abs(r.values[3] - largest) <= 1e-9 * largest); // the middle of an eighth to eight times
        for (std::size_t i = 0; i < r.values.size(); ++i) {
            const Platform p = withWorkerMemory(star, r.values[i]);
            if (r.series[0].errors[static_cast<qsizetype>(i)].isEmpty())
                QCOMPARE(r.series[0].makespans[i], evaluated("mw-global", p, PlanSettings{}.problem, PlanSettings{}));
            else
                QVERIFY(std::isnan(r.series[0].makespans[i]));
        }
    }

    // The range the user typed stays when the problem changes; choosing another parameter
    // brings its default back. A bad range is said, not run.
    void editedRangeStays()
    {
        const Platform star = example("star16.json");
        SweepPane pane;
        pane.setAlgorithms({"columns"});
        QVERIFY(sweepOn(pane, &star));
        QCOMPARE(pane.request().range, defaultSweepRange(star, PlanSettings{}.problem, SweepParameter::Order));
        pane.toField()->setValue(3000);
        pane.pointsField()->setValue(3);
        PlanSettings other;
        other.problem = Problem{2000, 80};
        QVERIFY(sweepOn(pane, &star, other));
        QCOMPARE(pane.results().values.back(), 3000.0);
        QCOMPARE(pane.results().values.size(), std::size_t(3));
        pane.parameterField()->setCurrentIndex(pane.parameterField()->findData(static_cast<int>(SweepParameter::N)));
        QCOMPARE(pane.request().range, defaultSweepRange(star, other.problem, SweepParameter::N));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.runner()->isBusy(), 120000);
        pane.fromField()->setValue(9000); // above TO (n = 2000: 125 to 8000)
        QVERIFY(sweepOn(pane, nullptr));
        QVERIFY2(pane.results().error.contains(QStringLiteral("larger than TO")), qPrintable(pane.results().error));
        QVERIFY(pane.note().contains(QStringLiteral("larger than TO")));
    }

    // Cancel stops a long sweep (150 processors, 200 points): nothing is delivered and the chart
    // says so. Clearing (a new document) forgets the results at once.
    void cancelAndClear()
    {
        SweepPane pane;
        pane.setParameter(SweepParameter::Heterogeneity);
        pane.setRange({0, 2, 200, false});
        QSignalSpy shown(&pane, &SweepPane::resultsShown);
        QSignalSpy progress(pane.runner(), &SweepRunner::progress);
        pane.setInput(generatePlatform({"tiers", 150, 1}), PlanSettings{});
        QVERIFY(pane.runner()->isBusy());
        QVERIFY(!pane.cancelButton()->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toInt() > 0, 60000);
        pane.cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!pane.runner()->isBusy(), 60000);
        QCoreApplication::processEvents();
        QVERIFY(shown.isEmpty());
        QVERIFY(pane.chart()->title().contains(QStringLiteral("cancelled")));
        QVERIFY(pane.progressBar()->isHidden());

        const Platform star = example("star16.json");
        pane.setRange({0, 1, 2, false});
        QVERIFY(sweepOn(pane, &star));
        QVERIFY(!pane.results().values.empty());
        pane.clear();
        QVERIFY(pane.results().values.empty());
        QVERIFY(pane.chart()->csvTable().header.isEmpty());
    }
};

QTEST_MAIN(TestSweepPane)
#include "tst_sweep_pane.moc"
