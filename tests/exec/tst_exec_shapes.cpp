// partita run on products of any shape, C (m×n) = A (m×k) · B (k×n) (docs/shapes.md), on the
// 4-rank platform of tst_exec_run: every 2D partition multiplies and verifies 1×k×1, m×1×n and
// odd shapes where q divides no dimension, gathered or left distributed, predistributed or not,
// and emulated runs keep their prediction; the ring, no product, refuses a shape before any rank
// starts.
#include "four_ranks.h"
#include "../cli/cli_process.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using namespace clitest;

} // namespace

class TestExecShapes : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_platform;

    QJsonObject runOf(const QStringList &args)
    {
        QStringList all = {"run", "--platform", m_platform, "--json"};
        all << args;
        const Run r = partita(all);
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        return r.exitCode == 0 ? jsonOf(r.out) : QJsonObject{};
    }

private slots:
    void initTestCase()
    {
        m_platform = m_dir.filePath("four.json");
        QFile f(m_platform);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(exectest::kFourRanks);
    }

    void everyPartitionVerifies_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<qint64>("m");
        QTest::addColumn<qint64>("k");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        const struct {
            const char *name;
            qint64 m, k, n, q;
        } shapes[] = {
            {"1x300x1", 1, 300, 1, 16},    // a dot product: one block of C, 19 steps
            {"90x1x70", 90, 1, 70, 8},     // an outer product: one step, 1 element wide
            {"101x37x59", 101, 37, 59, 8}, // q divides no dimension
            {"40x200x130", 40, 200, 130, 16},
        };
        for (const char *a : {"even-columns", "block-cyclic", "grid2d", "columns", "columns-max", "recursive"})
            for (const auto &s : shapes)
                QTest::newRow((std::string(a) + " " + s.name).c_str()) << QString(a) << s.m << s.k << s.n << s.q;
        // its tiles must fit along both sides: the 2x2 grid on at least 2 blocks a side
        QTest::newRow("hetero-block-cyclic 101x37x59") << QString("hetero-block-cyclic") << qint64(101) << qint64(37)
                                                       << qint64(59) << qint64(8);
    }
    void everyPartitionVerifies()
    {
        QFETCH(QString, algorithm);
        QFETCH(qint64, m);
        QFETCH(qint64, k);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        const auto s = runOf({"--algorithm", algorithm, "--m", QString::number(m), "--k", QString::number(k), "--n",
                              QString::number(n), "--q", QString::number(q)});
        QVERIFY(!s.isEmpty());
        QVERIFY(s["verified"].toBool());
        QVERIFY(s["max_abs_error"].toDouble() < 1e-10 * static_cast<double>(k));
        QCOMPARE(s["m"].toInteger(), m);
        QCOMPARE(s["k"].toInteger(), k);
        QCOMPARE(s["n"].toInteger(), n);
        // the flops every rank reports add up to the product's 2·m·k·n
        double flops = 0;
        for (const auto &rank : s["per_rank"].toArray())
            flops += rank.toObject()["flops"].toDouble();
        QCOMPARE(flops, 2.0 * static_cast<double>(m * k * n));
    }

    // A's rows and B's columns sent ahead, and C left where it was computed: both still verify.
    void predistributedAndDistributed()
    {
        for (const QStringList &extra : {QStringList{"--predistributed"}, QStringList{"--result", "distributed"}}) {
            QStringList args = {"--algorithm", "columns", "--m", "77", "--k", "150", "--n", "45", "--q", "8"};
            args << extra;
            const auto s = runOf(args);
            QVERIFY2(!s.isEmpty(), qPrintable(extra.join(' ')));
            QVERIFY(s["verified"].toBool());
        }
    }

    // Emulated, every kernel and message is held to the prediction of the same shape: the
    // measured makespan stays within 15 % of the simulator's (as for square products).
    void emulatedKeepsPrediction()
    {
        const auto s = runOf({"--algorithm", "columns", "--m", "160", "--k", "480", "--n", "96", "--q", "16",
                              "--emulate", "--time-unit", "0.002"});
        QVERIFY(!s.isEmpty());
        QVERIFY(s["verified"].toBool());
        const double predicted = s["predicted_makespan"].toDouble(), measured = s["makespan"].toDouble();
        QVERIFY(predicted > 0);
        QVERIFY2(std::abs(measured / predicted - 1) < 0.15,
                 qPrintable(QString("measured %1 s, predicted %2 s").arg(measured).arg(predicted)));
    }

    // The ring, which is no matrix product, refuses --m and --k before any rank starts.
    void ringRefusesAShape()
    {
        const Run r = partita({"run", "--platform", m_platform, "--algorithm", "ring", "--n", "96", "--m", "48"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not a matrix product") && r.err.contains("do not apply"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestExecShapes)
#include "tst_exec_shapes.moc"
