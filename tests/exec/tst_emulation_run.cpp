// Emulation that holds (docs/executor.md, Emulation), with partita run as a process: held to
// their predicted absolute ends, the activities of a run of many small steps on more ranks
// than this machine has cores absorb the synchronisation between them (held relative to their
// own starts, each step's overhead would add up); a time scale far too small makes the run
// fall behind, and the summary and the report say by how much and where; without a scale, the
// one chosen keeps star16 (17 ranks) within its prediction.
#include "../cli/cli_process.h"

#include <QtTest>

#include <QTemporaryDir>

namespace {

using namespace clitest;

// Eight processors of speed 1 on a star, blocks units, the computing master P0 as rank 0, links
// of 64 blocks per time unit: columns at n = 64, q = 2 gives 32 steps, each 128 time units
// of computation (1024 block updates over 8 processors) and 7 messages of 36 blocks.
const char *const kEightRanks = R"({
  "format": "partita-platform/1", "name": "eight ranks of speed 1", "units": "blocks",
  "master": "P0", "master_computes": true,
  "processors": [
    {"id": "P0", "speed": 1, "memory": 1000}, {"id": "P1", "speed": 1, "memory": 1000},
    {"id": "P2", "speed": 1, "memory": 1000}, {"id": "P3", "speed": 1, "memory": 1000},
    {"id": "P4", "speed": 1, "memory": 1000}, {"id": "P5", "speed": 1, "memory": 1000},
    {"id": "P6", "speed": 1, "memory": 1000}, {"id": "P7", "speed": 1, "memory": 1000}
  ],
  "links": [
    {"from": "P0", "to": "P1", "bandwidth": 64, "latency": 0}, {"from": "P0", "to": "P2", "bandwidth": 64, "latency": 0},
    {"from": "P0", "to": "P3", "bandwidth": 64, "latency": 0}, {"from": "P0", "to": "P4", "bandwidth": 64, "latency": 0},
    {"from": "P0", "to": "P5", "bandwidth": 64, "latency": 0}, {"from": "P0", "to": "P6", "bandwidth": 64, "latency": 0},
    {"from": "P0", "to": "P7", "bandwidth": 64, "latency": 0}
  ]
})";

// The summary of `partita run ARGS --json` (the report's fields with it); of the better of two
// runs when the first misses its prediction by more than `within`: a machine that other jobs
// load can stall a rank for a while, which a second run rarely meets again.
QJsonObject bestOfTwo(const QStringList &args, double within)
{
    QJsonObject best;
    for (int attempt = 0; attempt < 2; ++attempt) {
        const Run r = partita(QStringList(args) << "--json");
        if (r.exitCode != 0) {
            qWarning("partita run failed: %s", r.err.constData());
            return {};
        }
        const QJsonObject s = jsonOf(r);
        if (best.isEmpty() || s["measured_over_predicted"].toDouble() < best["measured_over_predicted"].toDouble())
            best = s;
        if (best["measured_over_predicted"].toDouble() <= within)
            break;
        qInfo("attempt %d: measured/predicted %.3f, once more", attempt + 1, s["measured_over_predicted"].toDouble());
    }
    return best;
}

} // namespace

class TestEmulationRun : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_platform;

private slots:
    void initTestCase()
    {
        m_platform = m_dir.filePath("eight.json");
        QFile f(m_platform);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kEightRanks);
    }

    // 32 steps of about 1.3 ms (a time unit of 10 µs), each closed by two barriers and the
    // collection of events among 8 ranks. On 2 cores held relative to their own starts, each
    // step's overhead added up: 3.7 to 5.4 times the prediction; held to absolute times, the run
    // ends within 5 % of it (1.002 on this machine).
    void manySmallStepsDoNotDrift()
    {
        const QJsonObject s = bestOfTwo({"run", "--platform", m_platform, "--n", "64", "--q", "2", "--algorithm",
                                         "columns", "--emulate", "--time-unit", "0.00001"},
                                        1.05);
        QVERIFY(!s.isEmpty());
        const double measured = s["makespan"].toDouble(), predicted = s["predicted_makespan"].toDouble();
        qInfo("8 ranks, 32 steps: measured %.4f s, predicted %.4f s, ratio %.3f; latest activity %.2f ms late",
              measured, predicted, measured / predicted, 1e3 * s["fell_behind_seconds"].toDouble());
        QVERIFY(predicted > 0.035 && predicted < 0.05); // 32 · (128 + 7 · 36/64) · 1e-5 ≈ 0.042 s
        QCOMPARE(s["time_scale"].toDouble(), 0.00001);
        // Every activity found its predicted end: 32 steps of 7 messages and 8 updates, then the
        // 7 pieces of C gathered at rank 0.
        QCOMPARE(s["holds"].toObject()["predicted"].toInt(), 32 * (7 + 8) + 7);
        QCOMPARE(s["holds"].toObject()["relative"].toInt(), 0);
        QVERIFY2(measured / predicted <= 1.05, qPrintable(QString::number(measured / predicted)));
        QVERIFY2(measured / predicted >= 0.99, qPrintable(QString::number(measured / predicted)));
        QVERIFY(s["kept_up"].toBool());
        QVERIFY(s["verified"].toBool());
    }

    // A time unit of 1 µs: every step is modelled in about 0.13 ms, far less than the ranks take
    // to synchronise. The summary names the latest activity; the report says the run fell
    // behind, by how much and where, and the time unit that would do; never that it kept up.
    void tooSmallScaleFallsBehind()
    {
        const Run r = partita({"run", "--platform", m_platform, "--n", "64", "--q", "2", "--algorithm", "columns",
                               "--emulate", "--time-unit", "0.000001"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject s;
        for (const QByteArray &line : r.out.split('\n'))
            if (line.contains("\"ev\":\"summary\""))
                s = jsonOf(line);
        QVERIFY(s["makespan"].toDouble() > 1.05 * s["predicted_makespan"].toDouble());
        QVERIFY(s["fell_behind_seconds"].toDouble() > 0);
        QVERIFY(s["fell_behind_total_seconds"].toDouble() >= s["fell_behind_seconds"].toDouble());
        QVERIFY(s["overruns"].toInt() > 0);
        const QJsonObject at = s["fell_behind_at"].toObject();
        QVERIFY(at["rank"].toInt() >= 0 && at["rank"].toInt() < 8);
        QVERIFY(!at["kind"].toString().isEmpty());
        const QString report = QString::fromUtf8(r.err);
        QVERIFY2(report.contains("the emulation fell behind the platform's times at --time-unit 1e-06 by"), qPrintable(report));
        QVERIFY2(report.contains("after its predicted end (rank " + QString::number(at["rank"].toInt())), qPrintable(report));
        QVERIFY2(report.contains("would keep it within 5 %"), qPrintable(report));
        QVERIFY(!report.contains("kept up"));
    }

    // The issue's case: recursive on star16 at n = 400, q = 50, 17 ranks, emulated without a
    // scale (at real time it measured 9.5 times its prediction). partita run chooses the scale
    // (exec/emulation_scale.h), says so, and the run ends within 10 % (5 % measured alone,
    // docs/executor.md; the margin is for a loaded machine).
    void chosenScaleKeepsUp()
    {
        const Run r = partita({"run", "--platform", example("star16.json"), "--n", "400", "--q", "50", "--algorithm",
                               "recursive", "--emulate"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("note: time scale "), r.err.constData());
        const QJsonObject s = bestOfTwo({"run", "--platform", example("star16.json"), "--n", "400", "--q", "50",
                                         "--algorithm", "recursive", "--emulate"},
                                        1.10);
        QVERIFY(!s.isEmpty());
        const double measured = s["makespan"].toDouble(), predicted = s["predicted_makespan"].toDouble();
        qInfo("star16 recursive: time scale %.3g, measured %.4f s, predicted %.4f s, ratio %.3f",
              s["time_scale"].toDouble(), measured, predicted, measured / predicted);
        QVERIFY(s["time_scale"].toDouble() > 1);
        QVERIFY2(measured / predicted <= 1.10, qPrintable(QString::number(measured / predicted)));
        QVERIFY(s["verified"].toBool());
    }
};

QTEST_GUILESS_MAIN(TestEmulationRun)
#include "tst_emulation_run.moc"
