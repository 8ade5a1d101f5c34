// partita run on products of any shape with the master-worker strategies (paper 002 §2.1: C is
// r×s blocks, A r×t, B t×s; docs/master-worker.md, "Products of any shape"): the replayed
// schedule computes C = A·B with A m×k and B k×n, q dividing none of them, checked in full on
// rank 0, each worker within its memory (the executor counts its blocks and fails otherwise).
// Two platforms of 4 ranks: paper 002's Table 2 star (a router master, three workers) and the
// executor tests' platform whose master P4 computes. One run is emulated and keeps the
// simulated makespan.
#include "four_ranks.h"
#include "../cli/cli_process.h"

#include <QtTest>

#include <QTemporaryDir>

using namespace clitest;

class TestMwExecRun : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fourRanks;

private slots:
    void initTestCase()
    {
        m_fourRanks = m_dir.filePath("four.json");
        QFile f(m_fourRanks);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(exectest::kFourRanks);
    }

    void anyShapeVerifies_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("q");
        const QString table2 = example("mw-table2.json");
        // 7×11×3 blocks, every last block narrower (20 = 6·3 + 2, 31 = 10·3 + 1, 7 = 2·3 + 1)
        for (const char *a : {"mw-global", "mw-homogeneous", "mw-dd-basic", "mw-obmm"})
            QTest::newRow((std::string(a) + " 20x31x7").c_str()) << table2 << QString(a) << 20 << 31 << 7 << 3;
        // 1×14×1 blocks: a row of A times a column of B
        QTest::newRow("mw-min-min 2x40x3") << table2 << "mw-min-min" << 2 << 40 << 3 << 3;
        // 9×1×6 blocks: an outer product, one step per chunk
        QTest::newRow("mw-bmm 25x2x16") << table2 << "mw-bmm" << 25 << 2 << 16 << 3;
        // the computing master takes its part in place
        QTest::newRow("mw-local 37x50x22, master computes") << QString() << "mw-local" << 37 << 50 << 22 << 8;
    }
    void anyShapeVerifies()
    {
        QFETCH(QString, platform);
        QFETCH(QString, algorithm);
        QFETCH(int, m);
        QFETCH(int, k);
        QFETCH(int, n);
        QFETCH(int, q);
        const Run r = partita({"run", "--platform", platform.isEmpty() ? m_fourRanks : platform, "--m", QString::number(m),
                               "--k", QString::number(k), "--n", QString::number(n), "--q", QString::number(q),
                               "--algorithm", algorithm, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r);
        QVERIFY2(s["verified"].toBool(), r.out.constData());
        QVERIFY(s["max_abs_error"].toDouble() < 1e-10 * k);
        QCOMPARE(s["ranks"].toInt(), 4);
        QVERIFY(s["makespan"].toDouble() > 0);
    }

    // Emulated (each activity held to its simulated end, a time unit of 0.5 ms): the run of a
    // 6×20×15 product (paper 002 Table 2 star, q = 1) keeps the simulator's prediction to
    // within 15 %, as tst_exec_run asks of the square runs, and verifies.
    void emulatedRectangleKeepsPrediction()
    {
        const Run r = partita({"run", "--platform", example("mw-table2.json"), "--m", "6", "--k", "20", "--n", "15",
                               "--q", "1", "--algorithm", "mw-global", "--emulate", "--time-unit", "0.0005", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r);
        QVERIFY(s["verified"].toBool());
        QCOMPARE(s["m"].toInt(), 6);
        QCOMPARE(s["k"].toInt(), 20);
        QCOMPARE(s["n"].toInt(), 15);
        const double ratio = s["makespan"].toDouble() / s["predicted_makespan"].toDouble();
        qInfo("mw-global 6x20x15 emulated: measured/predicted %.4f", ratio);
        QVERIFY2(qAbs(ratio - 1) <= 0.15, qPrintable(QString::number(ratio)));
    }
};

QTEST_GUILESS_MAIN(TestMwExecRun)
#include "tst_mw_exec_run.moc"
