// The statistics and plausibility rules of partita calibrate (core/exec/calibrate_stats.h),
// with the numbers of the issue: a link above 1000 GB/s or a latency above 1 ms between ranks
// of one host is never written; a link inside a host is bounded by its memory copy.
#include "exec/calibrate_stats.h"
#include "model/platform.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

using namespace partita::exec;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

LinkMeasurement sameHost(double latency, double bandwidth, double memcpy = 10)
{
    return {2, "node7", true, latency, bandwidth, memcpy};
}

} // namespace

class TestCalibrateStats : public QObject {
    Q_OBJECT

private slots:
    void medianAndSpread()
    {
        // odd count: the middle value; spread (9 - 1) / 4 = 2
        const Trials t = summarize({9, 1, 4, 3, 5});
        QCOMPARE(t.median, 4.0);
        QCOMPARE(t.min, 1.0);
        QCOMPARE(t.max, 9.0);
        QCOMPARE(t.count, 5);
        QCOMPARE(t.spread(), 2.0);
        // even count: the mean of the two middle values
        QCOMPARE(summarize({4, 1, 3, 2}).median, 2.5);
        // one outlier of 7 trials does not move the median: a throttled trial is outvoted
        const Trials seven = summarize({80, 81, 79, 80, 8, 80, 82});
        QCOMPARE(seven.median, 80.0);
        QCOMPARE(seven.spread(), (82.0 - 8.0) / 80.0);
        // agreeing trials: no spread
        QCOMPARE(summarize({3, 3, 3}).spread(), 0.0);
        // a median of 0 or a non-finite trial: an infinite spread, never a division by zero
        QVERIFY(std::isinf(summarize({0, 0, 1}).spread()));
        QVERIFY(std::isinf(summarize({1, 2, kInf}).spread()));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, summarize({}));
    }

    void moreTrialsWhileSpread()
    {
        // steady trials: one batch is enough
        QVERIFY(!wantsMoreTrials(0.04, 1, 0.10, 3));
        QVERIFY(!wantsMoreTrials(0.10, 1, 0.10, 3));
        // a busy spell spread them: another batch, then another, never a fourth
        QVERIFY(wantsMoreTrials(0.29, 1, 0.10, 3));
        QVERIFY(wantsMoreTrials(0.29, 2, 0.10, 3));
        QVERIFY(!wantsMoreTrials(0.29, 3, 0.10, 3));
        // an infinite or undefined spread (a median of 0, a trial not finite) wants more too
        QVERIFY(wantsMoreTrials(kInf, 1, 0.10, 3));
        QVERIFY(wantsMoreTrials(std::nan(""), 2, 0.10, 3));
        // the spread of a busy spell outvoted: 7 slowed trials then 14 steady ones
        std::vector<double> trials(7, 55.0);
        trials.insert(trials.end(), 14, 72.0);
        trials[8] = 71.0;
        QCOMPARE(summarize(trials).median, 72.0);
    }

    void bandwidthFromTimes()
    {
        // 8 MiB in 1 ms one way, 10 us of which latency: 8388608 / 0.00099 s = 8.47 GB/s
        QCOMPARE(bandwidthGBs(8388608, 1e-3, 1e-5), 8388608 / 0.00099 / 1e9);
        // The case seen under a cpu quota: the large message no slower than the small one. The
        // old code divided by 1e-9 s and wrote 8,388,608 GB/s; now it is not finite, refused.
        QVERIFY(std::isinf(bandwidthGBs(8388608, 6e-3, 6e-3)));
        QVERIFY(std::isinf(bandwidthGBs(8388608, 5e-3, 6e-3)));
    }

    void plausibleLinksAreWritten()
    {
        // same host: 5 GB/s, 0.3 us, memory copy 10 GB/s: written as measured
        const LinkVerdict v = checkLink(sameHost(3e-7, 5));
        QVERIFY(v.problem.empty());
        QCOMPARE(v.bandwidth, 5.0);
        QVERIFY(!v.bounded);
        // two hosts: 1.25 GB/s and 50 us, no memory-copy bound applies
        const LinkVerdict far = checkLink({1, "node2", false, 5e-5, 1.25, 0});
        QVERIFY(far.problem.empty());
        QCOMPARE(far.bandwidth, 1.25);
        // exactly at the bounds: 1 ms inside one host, 1000 GB/s
        QVERIFY(checkLink(sameHost(1e-3, 5)).problem.empty());
        QVERIFY(checkLink({1, "a", false, 1e-6, 1000, 0}).problem.empty());
    }

    void sameHostLinkIsNeverFasterThanMemory()
    {
        // 40 GB/s measured (cached buffers) on a host whose memory copies at 10 GB/s: 10 written
        const LinkVerdict v = checkLink(sameHost(3e-7, 40, 10));
        QVERIFY(v.problem.empty());
        QCOMPARE(v.bandwidth, 10.0);
        QVERIFY(v.bounded);
    }

    void impossibleLinksAreRefused_data()
    {
        QTest::addColumn<bool>("same");
        QTest::addColumn<double>("latency");
        QTest::addColumn<double>("bandwidth");
        QTest::addColumn<QString>("expected");
        QTest::newRow("the observed 8388608 GB/s") << true << 3e-7 << 8388608.0 << "bandwidth 8388608 GB/s";
        QTest::newRow("1001 GB/s between hosts") << false << 1e-6 << 1001.0 << "above 1000 GB/s";
        QTest::newRow("6.1 ms inside a host") << true << 6.1e-3 << 5.0
                                              << "latency 6.1 ms to rank 0 on the same host";
        QTest::newRow("1.01 ms inside a host") << true << 1.01e-3 << 5.0 << "latency 1.0 ms";
        QTest::newRow("2 s between hosts") << false << 2.0 << 1.0 << "latency 2000.0 ms to rank 0";
        QTest::newRow("negative latency") << false << -1e-6 << 1.0 << "latency";
        QTest::newRow("NaN latency") << true << std::nan("") << 1.0 << "latency not a number";
        QTest::newRow("bandwidth 0") << true << 3e-7 << 0.0 << "bandwidth 0 GB/s";
        QTest::newRow("infinite bandwidth") << true << 3e-7 << kInf << "bandwidth not finite";
        QTest::newRow("NaN bandwidth") << false << 1e-6 << std::nan("") << "bandwidth not finite";
    }
    void impossibleLinksAreRefused()
    {
        QFETCH(bool, same);
        QFETCH(double, latency);
        QFETCH(double, bandwidth);
        QFETCH(QString, expected);
        const LinkVerdict v = checkLink({2, "node7", same, latency, bandwidth, 10});
        const QString problem = QString::fromStdString(v.problem);
        QVERIFY2(problem.startsWith("rank 2 on host node7: "), qPrintable(problem));
        QVERIFY2(problem.contains(expected), qPrintable(problem));
        QVERIFY2(problem.endsWith(kTryAgain), qPrintable(problem));
    }

    void theIssuesMessage()
    {
        QCOMPARE(QString::fromStdString(checkLink(sameHost(6.1e-3, 5)).problem),
                 QString("rank 2 on host node7: latency 6.1 ms to rank 0 on the same host; the machine is too busy "
                         "to calibrate, or the rank is throttled: try again"));
    }

    void speeds()
    {
        QVERIFY(checkSpeed(1, "vm", 80).empty());
        QVERIFY(checkSpeed(1, "vm", 1e-3).empty());
        for (const double bad : {0.0, -1.0, kInf, std::nan("")}) {
            const std::string problem = checkSpeed(3, "vm", bad);
            QVERIFY(problem.rfind("rank 3 on host vm: dgemm rate ", 0) == 0);
            QVERIFY(problem.find(kTryAgain) != std::string::npos);
        }
    }

    // The panel packing from the panel rate on the square of panelSide(q) and on a wide panel
    // (calibrate): rates made by panelShapeFactor give back their κ; a wide panel that is not
    // faster gives 0; one faster than any κ explains, the largest κ.
    void panelPackingFromTwoPanels()
    {
        for (const double kappa : {10.0, 76.0, 91.0, 300.0})
            for (const double q : {96.0, 500.0, 2000.0}) {
                const double square = 70;
                const double wide = square * partita::panelShapeFactor(kappa, q, 4096, 2048);
                QVERIFY2(std::abs(partita::exec::fitPanelPacking(q, square, 4096, 2048, wide) - kappa) < 1e-9 * kappa,
                         qPrintable(QString("kappa %1, q %2").arg(kappa).arg(q)));
            }
        QCOMPARE(partita::exec::fitPanelPacking(500, 72, 4096, 2048, 72), 0.0);
        QCOMPARE(partita::exec::fitPanelPacking(500, 72, 4096, 2048, 60), 0.0);
        QCOMPARE(partita::exec::fitPanelPacking(500, 0, 4096, 2048, 60), 0.0);
        QCOMPARE(partita::exec::fitPanelPacking(500, 72, 4096, 2048, std::nan("")), 0.0);
        // the factor tends to (2/1024)/(1/4096 + 1/2048) = 2.67 as κ grows: 3 times faster is beyond
        QCOMPARE(partita::exec::fitPanelPacking(500, 72, 4096, 2048, 3 * 72), partita::exec::kMaxPanelPacking);
        QCOMPARE(partita::exec::fitPanelPacking(500, 72, 4096, 2048, 2.6 * 72), partita::exec::kMaxPanelPacking);
    }
};

QTEST_GUILESS_MAIN(TestCalibrateStats)
#include "tst_calibrate_stats.moc"
