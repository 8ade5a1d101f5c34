// The report of a run against its prediction (core/exec/run_report.h), on a summary and a
// predicted trace written by hand.
#include "common/intervals.h"
#include "exec/run_prediction.h"
#include "exec/run_report.h"
#include "common/platforms.h"

#include <QTest>

#include <cmath>

using namespace partita;
using namespace partita::exec;

namespace {

// Predicted, in seconds: P1 computes [0, 2] and receives [2, 3]; P2 computes [0, 3]. Makespan 3.
Trace predicted()
{
    Trace t;
    t.resources = {{"P1", ResourceKind::Processor}, {"P2", ResourceKind::Processor}};
    using test::interval;
    t.intervals = {interval(0, IntervalKind::Compute, 0, 2), interval(0, IntervalKind::Recv, 2, 3),
                   interval(1, IntervalKind::Compute, 0, 3)};
    t.sortIntervals();
    return t;
}

// Measured: rank 0 (P1) as predicted; rank 1 (P2) computed 3 s, then waited 1 s. Makespan 4.
nlohmann::json summary()
{
    return {{"makespan", 4.0},
            {"per_rank",
             {{{"rank", 0}, {"node", "P1"}, {"compute", 2.0}, {"communication", 1.0}, {"idle", 1.0}},
              {{"rank", 1}, {"node", "P2"}, {"compute", 3.0}, {"communication", 0.0}, {"idle", 1.0}},
              {{"rank", 2}, {"node", "P9"}, {"compute", 0.5}, {"communication", 0.0}, {"idle", 3.5}}}}};
}

} // namespace

class TestRunReport : public QObject {
    Q_OBJECT
private slots:
    // compare's "C assembled" figure: for the strategies whose paper leaves C where it was
    // computed, the executor's run with C gathered (never below the distributed run); none where
    // the makespan already ends with C at the master (master-worker) or the run is not offered.
    void assembledMakespan()
    {
        const Platform platform = test::star({1, 2, 3}, {2, 1, 3});
        const Problem problem{64, 8};
        const EvaluateOptions options;
        for (const char *a : {"columns", "recursive", "layers", "lbp-star"}) {
            const auto assembled = exec::assembledMakespan(platform, a, problem, options);
            QVERIFY2(assembled.has_value(), a);
            const double distributed =
                exec::predictedSchedule(platform, a, problem, options, {ResultDelivery::Distributed, false})
                    .simulate()
                    .makespan;
            QVERIFY2(*assembled > distributed, a);
        }
        // layers: the paper's makespan leaves the sum out; assembled, it is added
        const Evaluation layers = evaluate("layers", platform, problem, options);
        QVERIFY(*exec::assembledMakespan(platform, "layers", problem, options) > layers.makespan);
        QVERIFY(!exec::assembledMakespan(platform, "mw-global", problem, options));
        QVERIFY(!exec::assembledMakespan(platform, "no-such-strategy", problem, options));
    }

    void perRankAndKind()
    {
        const RunReport r = compareRun(summary(), predicted());
        QCOMPARE(r.measuredMakespan, 4.0);
        QCOMPARE(r.predictedMakespan, 3.0);
        QCOMPARE(r.ratio(), 4.0 / 3.0);
        QCOMPARE(r.ranks.size(), std::size_t(3));
        QCOMPARE(r.ranks[0].predicted, (KindSeconds{2, 1, 0}));
        QCOMPARE(r.ranks[1].predicted, (KindSeconds{3, 0, 0}));
        QCOMPARE(r.ranks[2].predicted, KindSeconds{}); // no row of P9 in the prediction
        QCOMPARE(r.ranks[1].measured, (KindSeconds{3, 0, 1}));
        // The largest excess: P9 idle, 3.5 s against none.
        const RunReport::Miss miss = r.largestMiss();
        QCOMPARE(miss.rank, 2);
        QCOMPARE(std::string(miss.kind), std::string("idle"));
        QCOMPARE(miss.excess, 3.5);
    }

    void text()
    {
        const RunReport r = compareRun(summary(), predicted());
        const QString behind = QString::fromStdString(formatRunReport(r, true, true, 0.01));
        QVERIFY2(behind.contains("measured/predicted 1.333"), qPrintable(behind));
        QVERIFY2(behind.contains("largest miss: rank 2 (P9) idle"), qPrintable(behind));
        QVERIFY2(behind.contains("fell behind the platform's times at --time-unit 0.01 by 33 %"), qPrintable(behind));
        // 1 s of overhead on 3 s predicted at 0.01 s per unit: 0.01 · 1 / (0.05 · 3) ≈ 0.067.
        QVERIFY(std::abs(suggestedScale(r, 0.01) - 0.01 / 0.15) < 1e-12);
        QVERIFY2(behind.contains("--time-unit 0.067 would keep it within 5 %"), qPrintable(behind));
        const QString real = QString::fromStdString(formatRunReport(r, false, true, 0.01));
        QVERIFY(!real.contains("emulation"));
        // Within 5 %: kept up.
        nlohmann::json close = summary();
        close["makespan"] = 3.1;
        QVERIFY(QString::fromStdString(formatRunReport(compareRun(close, predicted()), true, true, 0.01)).contains("kept up"));
        QCOMPARE(suggestedScale(compareRun(close, predicted()), 0.01), 0.0);
    }

    // An emulated run on a physical platform at --time-scale 2: rank 1's compute of step 3 ended
    // 0.25 s after its predicted end (0.4 s late in all), and the run ended 1 s after its
    // prediction of 3 s: 0.75 s of the miss came after the last held activity.
    void lateness()
    {
        nlohmann::json s = summary();
        s["time_scale"] = 2.0;
        s["fell_behind_seconds"] = 0.25;
        s["fell_behind_total_seconds"] = 0.4;
        s["fell_behind_at"] = {{"rank", 1}, {"node", "P2"}, {"kind", "compute"}, {"step", 3}};
        const RunReport r = compareRun(s, predicted());
        QCOMPARE(r.timeScale, 2.0);
        QCOMPARE(r.late, (FellBehind{0.25, 0.4, 1, "P2", "compute", 3}));
        const QString text = QString::fromStdString(formatRunReport(r, true, false, 2.0));
        QVERIFY2(text.contains("fell behind the platform's times at --time-scale 2 by 33 % (1 s)"), qPrintable(text));
        QVERIFY2(text.contains("250 ms after its predicted end (rank 1 (P2) compute, step 3), 400 ms late in all"),
                 qPrintable(text));
        QVERIFY2(text.contains("750 ms of the miss came after the last held activity"), qPrintable(text));
        // 2 · 1 / (0.05 · 3) ≈ 13.
        QVERIFY2(text.contains("--time-scale 13 would keep it within 5 %"), qPrintable(text));
        QVERIFY(!text.contains("kept up"));
        // Within 5 %, late on the way: kept up, and says it caught up.
        s["makespan"] = 3.1;
        const QString close = QString::fromStdString(formatRunReport(compareRun(s, predicted()), true, false, 2.0));
        QVERIFY2(close.contains("kept up with the platform's times at --time-scale 2 (within 5 %)"), qPrintable(close));
        QVERIFY2(close.contains("caught up"), qPrintable(close));
        // Just beyond 5 %: never "kept up".
        s["makespan"] = 3.0 * 1.051;
        QVERIFY(!QString::fromStdString(formatRunReport(compareRun(s, predicted()), true, false, 2.0)).contains("kept up"));
        QCOMPARE(runReportJson(compareRun(s, predicted())).at("kept_up").get<bool>(), false);
    }

    void json()
    {
        const auto j = runReportJson(compareRun(summary(), predicted()));
        QCOMPARE(j.at("measured_over_predicted").get<double>(), 4.0 / 3.0);
        QCOMPARE(j.at("predicted_per_rank").size(), std::size_t(3));
        QCOMPARE(j.at("predicted_per_rank")[0].at("communication").get<double>(), 1.0);
        QCOMPARE(j.at("largest_miss").at("node").get<std::string>(), std::string("P9"));
        // Nothing above its prediction: no miss.
        const RunReport exact = compareRun({{"makespan", 3.0}, {"per_rank", nlohmann::json::array()}}, predicted());
        QVERIFY(runReportJson(exact).at("largest_miss").is_null());
    }
};

QTEST_GUILESS_MAIN(TestRunReport)
#include "tst_run_report.moc"
