// partita calibrate --from-run as a process: on a summary written by hand it writes the
// platform with the rates the summary implies (flops / compute seconds, bytes / receive
// seconds; core/exec/calibrate_from_run.h) and says what changed; it refuses, exit code 2 and
// nothing written, a summary of an emulated run, of another platform, a missing file or one that
// is not JSON, each time naming the file. And for real: a 2-rank run at n = 200, then the
// calibration from its summary, after which the simulator predicts the compute and receive
// seconds the run measured.
#include "cli_process.h"

#include "exec/run_prediction.h"
#include "io/platform_json.h"
#include "trace/trace_analysis.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using clitest::jsonOf;
using clitest::Run;
using namespace partita;

namespace {

// P0, the computing master, and P1 on one link; no latency, so that the receive seconds are
// all bandwidth.
const char *kPair = R"({
  "format": "partita-platform/1", "name": "pair", "master": "P0", "master_computes": true,
  "processors": [{"id": "P0", "speed": 50, "memory": 4000}, {"id": "P1", "speed": 50, "memory": 4000}],
  "links": [{"from": "P0", "to": "P1", "bandwidth": 4}]
})";

// A real run on kPair as partita run --json prints it (the fields calibrate reads). P0:
// 4e9 flops in 0.1 s, 40 Gflop/s; P1: 3e9 flops in 0.1 s, 30 Gflop/s, and 5e8 bytes from P0
// in 0.25 s, 2 GB/s.
QByteArray summary(bool emulated = false, int ranks = 2)
{
    return QStringLiteral(R"({"algorithm": "columns", "n": 2000, "q": 384, "ranks": %1, "emulated": %2,
      "makespan": 0.4, "per_rank": [
        {"rank": 0, "node": "P0", "compute": 0.1, "communication": 0.01, "idle": 0.1, "flops": 4e9, "received": []},
        {"rank": 1, "node": "P1", "compute": 0.1, "communication": 0.25, "idle": 0.1, "flops": 3e9,
         "received": [{"from": 0, "bytes": 5e8, "seconds": 0.25, "messages": 5}]}]})")
        .arg(ranks)
        .arg(emulated ? QStringLiteral("true") : QStringLiteral("false"))
        .toUtf8();
}

} // namespace

class TestCliCalibrate : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(content);
        return path;
    }

private slots:
    void initTestCase() { write("pair.json", kPair); }

    void fromRun()
    {
        const QString out = m_dir.filePath("measured.json");
        const Run r = clitest::partita({"calibrate", "--from-run", write("s.json", summary()), "--platform",
                                        m_dir.filePath("pair.json"), "--out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QString::fromUtf8(r.out), QStringLiteral("P0 speed 50 → 40 Gflop/s\nP1 speed 50 → 30 Gflop/s\n"
                                                          "link P0–P1 bandwidth 4 → 2 GB/s\n"));
        const Platform p = readPlatformFile(out.toStdString());
        QCOMPARE(p.processors[0].speed, 40.0);
        QCOMPARE(p.processors[1].speed, 30.0);
        QCOMPARE(p.links[0].bandwidth, 2.0);
        QCOMPARE(p.processors[0].memory, 4000.0); // the rest as it was
        QCOMPARE(p.name, std::string("pair"));

        // partita run's whole output, event lines first, gives the same; and SimGrid XML out.
        const QByteArray output = "{\"ev\":\"progress\",\"fraction\":1}\n"
                                + summary().replace('\n', ' ').replace("{\"algorithm\"", "{\"ev\":\"summary\",\"algorithm\"")
                                + "\n";
        const QString xml = m_dir.filePath("measured.xml");
        const Run whole = clitest::partita({"calibrate", "--from-run", write("out.txt", output), "--platform",
                                            m_dir.filePath("pair.json"), "--out", xml});
        QVERIFY2(whole.exitCode == 0, whole.err.constData());
        QCOMPARE(readPlatformFile(xml.toStdString()).processors[1].speed, 30.0);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("file"); // in the temporary directory; "" for a missing one
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("emulated") << "emulated.json" << summary(true) << "the run was emulated";
        QTest::newRow("other platform") << "three.json" << summary(false, 3) << "the run had 3 ranks, 'pair' needs 2";
        QTest::newRow("missing") << "" << QByteArray() << "";
        QTest::newRow("not JSON") << "bad.json" << QByteArray("{\"emulated\": false,\n oops") << "not a run summary";
    }

    void refusals()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = file.isEmpty() ? m_dir.filePath("missing.json") : write(file, content);
        const QString out = m_dir.filePath("refused.json");
        const Run r = clitest::partita(
            {"calibrate", "--from-run", path, "--platform", m_dir.filePath("pair.json"), "--out", out});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith("error: " + path), qPrintable(err)); // the file, first
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(out)); // nothing written
    }

    void options()
    {
        const QString s = write("s.json", summary()), pair = m_dir.filePath("pair.json");
        // --from-run measures nothing: the measuring options do not go with it.
        Run r = clitest::partita({"calibrate", "--from-run", s, "--platform", pair, "--np", "2", "--out", "x.json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--np"), r.err.constData());
        r = clitest::partita({"calibrate", "--from-run", s, "--out", m_dir.filePath("x.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--from-run needs --platform"), r.err.constData());
        r = clitest::partita({"calibrate", "--platform", pair, "--np", "2", "--out", m_dir.filePath("x.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--platform"), r.err.constData());
        r = clitest::partita({"calibrate", "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--from-run"));
    }

    // A real run of even-columns (n = 200, q = 50: 4 steps), then its rates: predicted with
    // them, each rank computes for the seconds it measured (the same multiply-adds at the
    // measured rate) and P1 receives the steps' data for the seconds it measured (the same
    // bytes, no latency). The partition must not depend on the speeds for this to hold: a
    // speed-aware one (columns) is planned anew on the measured rates, and on a busy machine
    // the two ranks' measured rates can differ enough to give P0 other columns.
    void realRunThenTheSamePrediction()
    {
        const QString pair = m_dir.filePath("pair.json");
        const Run run = clitest::partita({"run", "--platform", pair, "--n", "200", "--q", "50", "--algorithm",
                                          "even-columns", "--json"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject s = jsonOf(run);
        const QString measured = m_dir.filePath("measured-run.json");
        const Run c = clitest::partita({"calibrate", "--from-run", write("run.json", run.out), "--platform", pair,
                                        "--out", measured});
        QVERIFY2(c.exitCode == 0, c.err.constData());
        qInfo("%s", c.out.constData());
        const Platform p = readPlatformFile(measured.toStdString());
        const QJsonArray perRank = s["per_rank"].toArray();
        QCOMPARE(perRank.size(), 2);
        for (int r = 0; r < 2; ++r) {
            const QJsonObject rank = perRank[r].toObject();
            QCOMPARE(p.processors[static_cast<std::size_t>(r)].speed,
                     rank["flops"].toDouble() / rank["compute"].toDouble() / 1e9);
        }
        const Trace predicted = exec::predictRun(p, "even-columns", Problem{200, 50}, {}, 20, 1.0);
        const TraceSummary expected = summarize(predicted);
        for (const RankSummary &rank : expected.ranks) {
            const QJsonObject m = perRank[rank.id == "P0" ? 0 : 1].toObject();
            QVERIFY2(std::abs(rank.compute - m["compute"].toDouble()) <= 1e-9 * m["compute"].toDouble(),
                     qPrintable(QString("%1: %2 predicted, %3 measured")
                                    .arg(QString::fromStdString(rank.id))
                                    .arg(rank.compute)
                                    .arg(m["compute"].toDouble())));
        }
        // P1's receptions of the steps' data (the gather of C is its own message)
        const int p1 = predicted.findResource("P1");
        double predictedReceive = 0, measuredReceive = 0;
        for (const Interval &iv : predicted.intervals)
            if (iv.resource == p1 && iv.kind == IntervalKind::Recv && iv.step >= 0)
                predictedReceive += iv.end - iv.start;
        for (const auto &from : perRank[1].toObject()["received"].toArray())
            measuredReceive += from.toObject()["seconds"].toDouble();
        QVERIFY2(std::abs(predictedReceive - measuredReceive) <= 1e-9 * measuredReceive,
                 qPrintable(QString("P1 receives %1 s predicted, %2 measured").arg(predictedReceive).arg(measuredReceive)));
    }
};

QTEST_GUILESS_MAIN(TestCliCalibrate)
#include "tst_cli_calibrate.moc"
