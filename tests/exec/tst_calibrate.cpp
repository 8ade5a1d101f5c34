// partita calibrate as a process, twice on 2 ranks of this machine (--q 64): each platform
// loads, no link is above 1000 GB/s, no latency between the two ranks (one host) above 1 ms,
// the report holds the medians and spreads, and the two calibrations agree; and on 3 ranks
// with an idle master (--master-idle).
//
// The tolerance on speeds is a factor of 2.5 between the two calibrations of a rank: under
// `ctest -j2` on a 2-core machine one other test (never an MPI one: the lock) may hold the
// core of a rank during one calibration and not the other, which halves that rank's share at
// worst (a factor of 2), and the median of 7 trials on such a machine moves by up to 25 % more.
// The 5 % target of repeated calibrations on a quiet machine is a benchmark figure
// (bench/calibrate_agreement.sh), not checked here.
#include "../cli/cli_process.h"

#include "io/platform_json.h"

#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <vector>

using clitest::jsonOf;
using clitest::Run;

namespace {

constexpr double kSpeedRatio = 2.5;

// Whether every one of `keys` is a number in `o` (a missing field would read as 0 and pass a
// bound such as spread >= 0).
bool numbers(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    return std::all_of(keys.begin(), keys.end(), [&](const char *key) { return o[key].isDouble(); });
}

} // namespace

class TestCalibrate : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Runs partita calibrate; false (with stderr as a warning) when it fails.
    bool calibrate(const QString &name, const QString &blockSizes, partita::Platform &platform, QJsonObject &report)
    {
        const QString out = m_dir.filePath(name + ".json"), rep = m_dir.filePath(name + "-report.json");
        const Run c = clitest::partita({"calibrate", "--np", "2", "--q", blockSizes, "--out", out, "--report", rep});
        if (c.exitCode != 0) {
            qWarning("exit code %d: %s", c.exitCode, c.err.constData());
            return false;
        }
        qInfo("%s", c.out.constData());
        QFile f(rep);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        report = jsonOf(f.readAll());
        platform = partita::readPlatformFile(out.toStdString());
        return true;
    }

private slots:
    void twoCalibrationsAgree()
    {
        QJsonObject r1, r2;
        partita::Platform p1, p2;
        QVERIFY(calibrate("first", "64,128", p1, r1)); // the panel rate as a function of q
        QVERIFY(calibrate("second", "64", p2, r2));
        for (const auto *p : {&p1, &p2}) {
            QCOMPARE(p->processors.size(), std::size_t(2));
            QCOMPARE(p->links.size(), std::size_t(1));
            QCOMPARE(p->processors[0].host, p->processors[1].host); // one machine
            const auto &link = p->links[0];
            QVERIFY2(link.bandwidth > 0 && link.bandwidth <= 1000, qPrintable(QString::number(link.bandwidth)));
            QVERIFY2(link.latency >= 0 && link.latency <= 1e-3, qPrintable(QString::number(link.latency)));
        }
        for (const auto *r : {&r1, &r2}) {
            QCOMPARE((*r)["format"].toString(), QString("partita-calibration/1"));
            QCOMPARE((*r)["q"].toArray().at(0).toInt(), 64);
            QCOMPARE((*r)["trials"].toInt(), 7);
            const auto ranks = (*r)["ranks"].toArray();
            QCOMPARE(ranks.size(), 2);
            for (const auto &rank : ranks) {
                const auto o = rank.toObject();
                QVERIFY(o["speed"].toDouble() > 0 && o["speed_alone"].toDouble() > 0);
                QVERIFY(o["speed_spread"].toDouble() >= 0 && o["memcpy_gbs"].toDouble() > 0);
            }
            const auto link = (*r)["links"].toArray().at(0).toObject();
            QVERIFY(link["same_host"].toBool());
            // never faster than the host's memory copy
            const double memcpy = std::max(ranks.at(0).toObject()["memcpy_gbs"].toDouble(),
                                           ranks.at(1).toObject()["memcpy_gbs"].toDouble());
            QVERIFY(link["bandwidth"].toDouble() <= memcpy);
            QVERIFY(link["bandwidth_spread"].toDouble() >= 0 && link["latency_spread"].toDouble() >= 0);
            QVERIFY(link["attempts"].toInt() >= 1 && link["attempts"].toInt() <= 3);
            // 7 ping-pongs, or 14 or 21 while the bandwidth's spread past 10 %
            const int trials = link["trials"].toInt();
            QVERIFY2(trials == 7 || trials == 14 || trials == 21, qPrintable(QString::number(trials)));
            QVERIFY(trials == 21 || link["bandwidth_spread"].toDouble() <= 0.10);
        }
        using partita::Kernel;
        QCOMPARE(r1["q"].toArray().size(), 2);
        for (const auto &pr : p1.processors) { // two block sizes: panel and block rates at each
            QCOMPARE(pr.kernels.at(Kernel::Panel).points.size(), std::size_t(2));
            QCOMPARE(pr.kernels.at(Kernel::Panel).points[1].size, 128.0);
            QCOMPARE(pr.kernels.at(Kernel::Panel).at(64), pr.speed); // the speed is the first q's
            QCOMPARE(pr.kernels.at(Kernel::Block).points.size(), std::size_t(2));
        }
        for (const auto &pr : p2.processors) { // one: the speed is the panel rate
            QVERIFY(!pr.kernels.contains(Kernel::Panel));
            QCOMPARE(pr.kernels.at(Kernel::Block).points.size(), std::size_t(1));
            QCOMPARE(pr.kernels.at(Kernel::Block).points[0].size, 64.0);
        }
        for (const auto *p : {&p1, &p2})
            for (const auto &pr : p->processors) {
                // The ring's Jacobi sweep, a function of the slice's MiB (in and out) measured on
                // slices of 2048 rows from 256 to 8192 columns; memory-bound, far below dgemm on
                // any machine.
                const auto &points = pr.kernels.at(Kernel::Stencil).points;
                QCOMPARE(points.size(), std::size_t(7));
                const double sizes[] = {8, 32, 48, 64, 96, 128, 256};
                for (std::size_t k = 0; k < points.size(); ++k) {
                    QCOMPARE(points[k].size, sizes[k]);
                    QVERIFY2(points[k].speed > 0 && points[k].speed < 0.5 * pr.speed,
                             qPrintable(QString("%1: Jacobi %2 on %3 MiB, dgemm %4 Gflop/s")
                                            .arg(pr.id.c_str()).arg(points[k].speed).arg(sizes[k]).arg(pr.speed)));
                }
            }
        // The panel packing, from the panel rate on the square and on the wide panel (both in the
        // report, with what was written): never negative, never beyond its bound; on any machine
        // OpenBLAS packs its operands, so the wide panel is not slower than the square by much.
        for (std::size_t r = 0; r < 2; ++r)
            for (const auto *pair : {&p1, &p2}) {
                const QJsonObject rank = (pair == &p1 ? r1 : r2)["ranks"].toArray().at(static_cast<int>(r)).toObject();
                const auto &pr = pair->processors[r];
                QVERIFY2(pr.panelPacking >= 0 && pr.panelPacking <= 4096, qPrintable(QString::number(pr.panelPacking)));
                QVERIFY(numbers(rank, {"panel_packing"}));
                QCOMPARE(rank["panel_packing"].toDouble(), pr.panelPacking);
                const QJsonObject wide = rank["panel_wide"].toObject();
                QVERIFY(numbers(wide, {"rows", "cols", "q", "speed", "spread", "ratio", "ratio_spread"}));
                QCOMPARE(wide["rows"].toInt(), 4096);
                QCOMPARE(wide["cols"].toInt(), 2048);
                QCOMPARE(wide["q"].toInt(), 64);
                QVERIFY(wide["spread"].toDouble() >= 0);
                QVERIFY2(wide["speed"].toDouble() > 0.2 * pr.speed, qPrintable(QString::number(wide["speed"].toDouble())));
                // what was written reproduces the ratio of the wide panel's rate to the square's,
                // each trial timing both (or the wide one was not faster, and 0 is written)
                const double ratio = wide["ratio"].toDouble();
                QVERIFY2(ratio > 0.2 && ratio < 5, qPrintable(QString::number(ratio)));
                QVERIFY(wide["ratio_spread"].toDouble() >= 0);
                if (pr.panelPacking > 0 && pr.panelPacking < 4096)
                    QVERIFY(std::abs(partita::panelShapeFactor(pr.panelPacking, 64, 4096, 2048) / ratio - 1) < 1e-9);
                else if (pr.panelPacking == 0)
                    QVERIFY(ratio <= 1);
            }
        for (const auto &rank : r1["ranks"].toArray()) { // the report gives each slice's rate and spread
            const auto stencil = rank.toObject()["stencil"].toArray();
            QCOMPARE(stencil.size(), 7);
            const QJsonObject widest = stencil.at(6).toObject();
            QVERIFY(numbers(widest, {"slice_mib", "speed", "spread"}));
            QCOMPARE(widest["slice_mib"].toDouble(), 256.0);
            QVERIFY(widest["speed"].toDouble() > 0);
            QVERIFY(widest["spread"].toDouble() >= 0);
        }
        // Every rate of all ranks at once: 7 trials, or 14 or 21 when some rank's spread past 10 %
        // (a busy spell), the same count on both ranks; short of 21, every spread within 10 %.
        for (const auto *r : {&r1, &r2}) {
            QCOMPARE((*r)["steady_spread"].toDouble(), 0.10);
            QCOMPARE((*r)["trials_at_most"].toInt(), 21);
            const auto ranks = (*r)["ranks"].toArray();
            const auto check = [](const QJsonObject &o, const char *trials, const char *spread, int &count) {
                QVERIFY(numbers(o, {trials, spread}));
                const int n = o[trials].toInt();
                QVERIFY2(n == 7 || n == 14 || n == 21, qPrintable(QString::number(n)));
                QVERIFY2(n == 21 || o[spread].toDouble() <= 0.10, qPrintable(QString::number(o[spread].toDouble())));
                if (count == 0)
                    count = n;
                QCOMPARE(n, count); // decided alike on every rank
            };
            int speedTrials = 0;
            std::vector<int> counts(64, 0);
            for (const auto &rank : ranks) {
                const QJsonObject o = rank.toObject();
                check(o, "speed_trials", "speed_spread", speedTrials);
                int k = 0;
                for (const char *rates : {"panel", "block", "stencil"})
                    for (const auto &entry : o[rates].toArray())
                        check(entry.toObject(), "trials", "spread", counts[static_cast<std::size_t>(k++)]);
            }
        }
        for (std::size_t i = 0; i < 2; ++i) {
            const double a = p1.processors[i].speed, b = p2.processors[i].speed;
            QVERIFY2(std::max(a, b) / std::min(a, b) <= kSpeedRatio,
                     qPrintable(QString("P%1: %2 and %3 Gflop/s").arg(i).arg(a).arg(b)));
        }
    }

    // --master-idle: rank 0, the master of a master-worker or LU run that only communicates,
    // waits while the two others are measured together (every rank's barriers non-blocking:
    // MPI matches a non-blocking collective only with the same one); its speed is its rate
    // alone, with no kernels, and the platform says the master does not compute.
    void idleMaster()
    {
        const QString out = m_dir.filePath("idle.json"), rep = m_dir.filePath("idle-report.json");
        const Run c = clitest::partita(
            {"calibrate", "--np", "3", "--q", "64", "--master-idle", "--out", out, "--report", rep});
        QVERIFY2(c.exitCode == 0, c.err.constData());
        QVERIFY2(c.out.contains("P0 on ") && c.out.contains("the master, not computing"), c.out.constData());
        const partita::Platform p = partita::readPlatformFile(out.toStdString());
        QVERIFY(!p.masterComputes);
        QCOMPARE(p.master, std::string("P0"));
        QCOMPARE(p.processors.size(), std::size_t(3));
        QVERIFY(p.processors[0].kernels.empty());
        QCOMPARE(p.processors[0].panelPacking, 0.0); // it computed no panel
        for (std::size_t i = 1; i < 3; ++i) {
            QVERIFY(p.processors[i].speed > 0);
            QVERIFY(p.processors[i].kernels.count(partita::Kernel::Block) == 1);
        }
        QFile f(rep);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject report = jsonOf(f.readAll());
        QVERIFY(report["master_idle"].toBool());
        // The master's speed, in the report and in the platform, is its rate measured alone (the
        // rate together would be 0: it computed nothing then).
        const QJsonObject p0 = report["ranks"].toArray()[0].toObject();
        const double alone = p0["speed_alone"].toDouble();
        QVERIFY(alone > 0);
        QCOMPARE(p0["speed"].toDouble(), alone);
        QCOMPARE(p.processors[0].speed, alone);
    }

    void refusesWhatItCannotWrite()
    {
        const Run bad = clitest::partita({"calibrate", "--np", "2", "--out", m_dir.filePath("p.json"), "--report",
                                 "/nonexistent/dir/r.json"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("/nonexistent/dir/r.json"));
        QVERIFY(!QFile::exists(m_dir.filePath("p.json")));
        const Run q0 = clitest::partita({"calibrate", "--np", "2", "--q", "0", "--out", m_dir.filePath("p.json")});
        QCOMPARE(q0.exitCode, 2);
        const Run alone = clitest::partita({"calibrate", "--np", "1", "--master-idle", "--out", m_dir.filePath("p.json")});
        QCOMPARE(alone.exitCode, 2);
        QVERIFY2(alone.err.contains("--master-idle needs at least 2 ranks"), alone.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath("p.json")));
    }
};

QTEST_GUILESS_MAIN(TestCalibrate)
#include "tst_calibrate.moc"
