// partita run --speed-change on products of any shape (docs/shapes.md, docs/redistribution.md):
// the column-based partition of a rectangular C, ⌈m/q⌉ block rows by ⌈n/q⌉ block columns, is
// rebalanced after a rank slows down (paper 000 §4); blocks are q × q but the last ones along a
// side, the result still verifies, and the operations are those `partita redistribute` gives
// for the layout and the speeds the run measured. Same 4-rank platform as tst_exec_run.
#include "four_ranks.h"
#include "../cli/cli_process.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using namespace clitest;

} // namespace

class TestExecRedistributeShapes : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_platform;

private slots:
    void initTestCase()
    {
        m_platform = m_dir.filePath("four.json");
        QFile f(m_platform);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(exectest::kFourRanks);
    }

    void speedChangeOnRectangles_data()
    {
        QTest::addColumn<qint64>("m");
        QTest::addColumn<qint64>("k");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        QTest::newRow("wide 48x64x96") << qint64{48} << qint64{64} << qint64{96} << qint64{8};   // 6 × 12 blocks
        QTest::newRow("tall 96x64x40") << qint64{96} << qint64{64} << qint64{40} << qint64{8};   // 12 × 5 blocks
        QTest::newRow("odd 101x37x59") << qint64{101} << qint64{37} << qint64{59} << qint64{8}; // 13 × 8, none whole
    }
    void speedChangeOnRectangles()
    {
        QFETCH(qint64, m);
        QFETCH(qint64, k);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        const Run r = partita({"run", "--platform", m_platform, "--m", QString::number(m), "--k", QString::number(k),
                               "--n", QString::number(n), "--q", QString::number(q), "--algorithm", "columns",
                               "--emulate", "--time-unit", "0.002", "--speed-change", "3@0.5:x0.25", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto s = jsonOf(r.out);
        QVERIFY(s["verified"].toBool());
        QVERIFY(s["max_abs_error"].toDouble() < 1e-10 * static_cast<double>(k));
        QCOMPARE(s["m"].toInteger(), m);
        QCOMPARE(s["n"].toInteger(), n);
        const auto rd = s["redistribution"].toObject();
        QVERIFY(!rd.isEmpty());
        QVERIFY(rd["balanced"].toBool());
        const qint64 steps = (k + q - 1) / q;
        QVERIFY(rd["after_step"].toInt() >= 1 && rd["after_step"].toInt() < steps);
        QVERIFY(rd["blocks_moved"].toInt() > 0);
        const auto layout = rd["layout"].toObject();
        QCOMPARE(layout["m"].toInteger(), (m + q - 1) / q); // the layout of C's block rows ...
        QCOMPARE(layout["n"].toInteger(), (n + q - 1) / q); // ... by its block columns
        const auto ops = rd["operations"].toArray();
        QVERIFY(!ops.isEmpty());

        const QString file = m_dir.filePath(QStringLiteral("before-%1x%2.json").arg(m).arg(n));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(layout).toJson());
        f.close();
        QStringList speeds;
        for (const auto &v : rd["speeds"].toArray())
            speeds << QString::number(v.toDouble(), 'g', 17);
        const Run expected = partita({"redistribute", "--layout", file, "--speeds", speeds.join(','), "--json"});
        QVERIFY2(expected.exitCode == 0, expected.err.constData());
        const auto e = jsonOf(expected.out);
        QCOMPARE(ops, e["operations"].toArray());
        QCOMPARE(rd["total_cost"].toInt(), e["total_cost"].toInt());
    }
};

QTEST_GUILESS_MAIN(TestExecRedistributeShapes)
#include "tst_exec_redistribute_shapes.moc"
