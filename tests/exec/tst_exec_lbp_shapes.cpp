// partita run on products of any shape, C (m×n) = A (m×k)·B (k×n) (docs/layer-based.md,
// "Products of any shape"): lbp-star in its four modes on the 4-rank platform and lbp-mesh on
// a 3×3 mesh, through mpirun and partita-worker, with q dividing none of m, k, n and the
// extreme shapes 1×k×1 and m×1×n; C verified at rank 0, the layers summed (gathered) or left
// where they are (distributed); emulated, the measured makespan stays near the simulated one.
#include "four_ranks.h"
#include "../cli/cli_process.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using namespace clitest;

QStringList shape(qint64 m, qint64 k, qint64 n, qint64 q)
{
    return {"--m", QString::number(m), "--k", QString::number(k), "--n", QString::number(n), "--q", QString::number(q)};
}

} // namespace

class TestExecLbpShapes : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_four, m_mesh;

private slots:
    void initTestCase()
    {
        m_four = m_dir.filePath("four.json");
        QFile f(m_four);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(exectest::kFourRanks);
        f.close();
        // 3×3 mesh, blocks units, the master P5 at the centre does not compute.
        m_mesh = m_dir.filePath("mesh3.json");
        QFile g(m_mesh);
        QVERIFY(g.open(QIODevice::WriteOnly));
        QJsonArray procs, links;
        const int speeds[9] = {1, 2, 1, 2, 1, 2, 1, 2, 1};
        for (int i = 0; i < 9; ++i) {
            procs.append(QJsonObject{{"id", QString("P%1").arg(i + 1)}, {"speed", speeds[i]}, {"memory", 1000}});
            if (i % 3 < 2)
                links.append(QJsonObject{{"from", QString("P%1").arg(i + 1)}, {"to", QString("P%1").arg(i + 2)}, {"bandwidth", 4}});
            if (i / 3 < 2)
                links.append(QJsonObject{{"from", QString("P%1").arg(i + 1)}, {"to", QString("P%1").arg(i + 4)}, {"bandwidth", 4}});
        }
        g.write(QJsonDocument(QJsonObject{{"format", "partita-platform/1"}, {"units", "blocks"}, {"master", "P5"},
                                          {"master_computes", false}, {"processors", procs}, {"links", links}})
                    .toJson());
    }

    // lbp-star, each mode, on shapes whose A, B and C are all different (and the extremes):
    // the product verifies in full at rank 0.
    void lbpStarVerifies_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("dims");
        QTest::addColumn<QString>("result");
        for (const char *m : {"scss", "sccs", "pcss", "pccs"}) {
            QTest::newRow(qPrintable(QString("%1 37x53x21").arg(m))) << m << shape(37, 53, 21, 8) << "gathered";
            QTest::newRow(qPrintable(QString("%1 37x53x21 distributed").arg(m))) << m << shape(37, 53, 21, 8) << "distributed";
        }
        QTest::newRow("pccs 1x45x1") << "pccs" << shape(1, 45, 1, 8) << "gathered";
        QTest::newRow("sccs 29x1x43") << "sccs" << shape(29, 1, 43, 8) << "gathered";
        QTest::newRow("scss 70x6x3") << "scss" << shape(70, 6, 3, 4) << "gathered";
    }
    void lbpStarVerifies()
    {
        QFETCH(QString, mode);
        QFETCH(QStringList, dims);
        QFETCH(QString, result);
        const Run r = partita(QStringList{"run", "--platform", m_four, "--algorithm", "lbp-star", "--mode", mode,
                                          "--result", result, "--json"}
                              + dims);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r.out);
        QVERIFY(s["verified"].toBool());
        QVERIFY(s["max_abs_error"].toDouble() < 1e-9);
        QCOMPARE(s["m"].toInteger(), dims[1].toLongLong()); // the shape the ranks multiplied
        QCOMPARE(s["k"].toInteger(), dims[3].toLongLong());
        QCOMPARE(s["n"].toInteger(), dims[5].toLongLong());
        QCOMPARE(s["ranks"].toInt(), 4);
        QVERIFY(s["makespan"].toDouble() > 0);
    }

    // Emulated on a rectangle, lbp-star keeps the simulated makespan of its integer solution
    // (each message (m+n)·k_i elements, each layer m·n·k_i multiply-adds).
    void lbpStarEmulated_data()
    {
        QTest::addColumn<QString>("mode");
        for (const char *m : {"sccs", "pcss"})
            QTest::newRow(m) << m;
    }
    void lbpStarEmulated()
    {
        QFETCH(QString, mode);
        const Run r = partita(QStringList{"run", "--platform", m_four, "--algorithm", "lbp-star", "--mode", mode,
                                          "--emulate", "--time-unit", "0.003", "--json"}
                              + shape(48, 96, 24, 8));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r.out);
        QVERIFY(s["verified"].toBool());
        const double ratio = s["makespan"].toDouble() / s["predicted_makespan"].toDouble();
        qInfo("lbp-star %s 48x96x24: measured/predicted %.3f", qPrintable(mode), ratio);
        QVERIFY2(qAbs(ratio - 1) <= 0.15, qPrintable(QString::number(ratio)));
    }

    // lbp-mesh on the 3×3 mesh (9 ranks), store and forward of columns of m + n elements:
    // verified on a rectangle and the extremes, and emulated within 15 % of the simulation.
    void lbpMeshVerifies_data()
    {
        QTest::addColumn<QStringList>("dims");
        QTest::addColumn<bool>("heuristic");
        QTest::newRow("40x30x24") << shape(40, 30, 24, 4) << false;
        QTest::newRow("40x30x24 heuristic") << shape(40, 30, 24, 4) << true;
        QTest::newRow("1x50x1") << shape(1, 50, 1, 4) << false;
        QTest::newRow("33x1x27") << shape(33, 1, 27, 4) << false;
        QTest::newRow("9x61x35") << shape(9, 61, 35, 4) << true;
    }
    void lbpMeshVerifies()
    {
        QFETCH(QStringList, dims);
        QFETCH(bool, heuristic);
        QStringList args = QStringList{"run", "--platform", m_mesh, "--algorithm", "lbp-mesh", "--json"} + dims;
        if (heuristic)
            args << "--heuristic";
        const Run r = partita(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r.out);
        QVERIFY(s["verified"].toBool());
        QVERIFY(s["max_abs_error"].toDouble() < 1e-9);
        QCOMPARE(s["m"].toInteger(), dims[1].toLongLong());
        QCOMPARE(s["k"].toInteger(), dims[3].toLongLong());
        QCOMPARE(s["n"].toInteger(), dims[5].toLongLong());
        QCOMPARE(s["ranks"].toInt(), 9);
    }
    void lbpMeshEmulated()
    {
        const Run r = partita(QStringList{"run", "--platform", m_mesh, "--algorithm", "lbp-mesh", "--emulate",
                                          "--time-unit", "0.002", "--json"}
                              + shape(60, 48, 30, 4));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r.out);
        QVERIFY(s["verified"].toBool());
        const double ratio = s["makespan"].toDouble() / s["predicted_makespan"].toDouble();
        qInfo("lbp-mesh 60x48x30: measured/predicted %.3f", ratio);
        QVERIFY2(qAbs(ratio - 1) <= 0.15, qPrintable(QString::number(ratio)));
    }

    // `layers` still takes square products only (its prediction runs through the partitions'
    // metrics, docs/layer-based.md "Products of any shape"): refused by name, before any rank
    // starts.
    // layers (paper 004 §3) slices k as lbp-star does: C verified on a rectangle, q dividing
    // none of m, k, n.
    void layersOnRectangles()
    {
        const Run r = partita(QStringList{"run", "--platform", m_four, "--algorithm", "layers", "--json"}
                              + shape(37, 53, 21, 8));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = QJsonDocument::fromJson(r.out).object();
        QVERIFY(s["verified"].toBool());
        QCOMPARE(s["k"].toInteger(), 53);
    }
};

QTEST_GUILESS_MAIN(TestExecLbpShapes)
#include "tst_exec_lbp_shapes.moc"
