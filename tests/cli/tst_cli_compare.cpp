// partita compare as a process: every strategy side by side (or the reason it does not
// apply), the communication volumes of paper 004 Theorem 1 (layers send 2n²), the equivalent
// homogeneous platform of paper 003, sweeps over n and over the ring's H/W, the SVG, and bad
// input.
#include "cli_process.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <cmath>

using namespace clitest;

class TestCliCompare : public QObject {
    Q_OBJECT
private slots:
    void everyStrategy()
    {
        const Run r = partita({"compare", "--platform", example("star16.json"), "--n", "1600", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto o = jsonOf(r);
        const auto results = o["results"].toArray();
        QCOMPARE(results.size(), 25); // 10 partitions, 10 master-worker, 2 LBP, 3 baselines
        QStringList names;
        for (const auto &v : results) {
            const auto x = v.toObject();
            names << x["algorithm"].toString();
            if (!x["applicable"].toBool()) {
                QVERIFY(!x["reason"].toString().isEmpty());
                continue;
            }
            QVERIFY(x["makespan"].toDouble() > 0);
            QVERIFY(x["makespan"].toDouble() >= x["ideal_makespan"].toDouble() * (1 - 1e-9));
        }
        QVERIFY(names.contains("columns") && names.contains("mw-global") && names.contains("lbp-star"));
        QVERIFY(!names.contains("ring")); // not a matrix product: only on request
        QVERIFY(!names.contains("lu-hetero") && !names.contains("lu-homogeneous")); // LU: only on request
        const auto byName = [&](const QString &name) {
            for (const auto &v : results)
                if (v.toObject()["algorithm"].toString() == name)
                    return v.toObject();
            return QJsonObject{};
        };
        QVERIFY(!byName("summa")["applicable"].toBool()); // a star is not a grid
        // Paper 004 Theorem 1: a layer-based partition sends each entry of A and B once, 2n²;
        // rectangles send at least 2·Σ√s_i·n² (Lemma 2), which is more.
        const double n2 = 1600.0 * 1600.0;
        QCOMPARE(byName("layers")["comm_volume"].toDouble(), 2 * n2);
        QCOMPARE(byName("lbp-star")["comm_volume"].toDouble(), 2 * n2);
        const double bound = o["comm_volume_lower_bound"].toDouble();
        QVERIFY(bound > 2 * n2);
        for (const char *a : {"even-columns", "block-cyclic", "grid2d", "columns", "recursive"})
            QVERIFY2(byName(a)["comm_volume"].toDouble() >= bound * (1 - 1e-9), a);
    }

    void equivalentHomogeneous()
    {
        const Run r = partita({"compare", "--platform", example("star16.json"), "--n", "1600", "--algorithms",
                               "columns,block-cyclic,layers", "--equivalent-homogeneous", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto o = jsonOf(r);
        const auto eq = o["equivalent_homogeneous"].toObject();
        QVERIFY(eq["speed"].toDouble() > 0 && eq["bandwidth"].toDouble() > 0);
        QCOMPARE(eq["pairs"].toInt(), 17 * 16 / 2); // 16 workers and the master router
        for (const auto &v : o["results"].toArray()) {
            const auto x = v.toObject();
            const auto h = x["homogeneous"].toObject();
            QVERIFY(h["efficiency"].toDouble() > 0);
            QVERIFY(qAbs(x["relative_efficiency"].toDouble() * h["efficiency"].toDouble() - x["efficiency"].toDouble())
                    < 1e-9);
        }
    }

    void sweepOverN()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath("sweep.svg");
        const Run r = partita({"compare", "--platform", example("star16.json"), "--n", "800", "--algorithms",
                               "columns,layers,summa", "--sweep", "n=800:3200:800", "--json", "--svg", svg});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto sweep = jsonOf(r)["sweep"].toObject();
        QCOMPARE(sweep["parameter"].toString(), QString("n"));
        QCOMPARE(sweep["values"].toArray().size(), 4);
        const auto series = sweep["series"].toArray();
        QCOMPARE(series.size(), 3);
        for (const auto &s : series) {
            const auto x = s.toObject();
            const auto m = x["makespan"].toArray();
            QCOMPARE(m.size(), 4);
            if (x["algorithm"].toString() == "summa") {
                QVERIFY(m[0].isNull()); // not applicable on a star, at every n
                QVERIFY(!x["not_applicable"].toArray()[0].toString().isEmpty());
                continue;
            }
            for (int i = 1; i < 4; ++i)
                QVERIFY(m[i].toDouble() > m[i - 1].toDouble()); // more work, longer
        }
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    }

    // Paper 001 Figs. 7-12: T_step against the ring size for several H/W. On the toy cluster
    // a large H/W (communication dear) keeps the ring small, a small one grows it.
    void sweepOverHw()
    {
        const Run r = partita({"compare", "--platform", example("toy-cluster.json"), "--n", "8", "--q", "1",
                               "--sweep", "hw=0.01,100", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto series = jsonOf(r)["sweep"].toObject()["series"].toArray();
        QCOMPARE(series.size(), 2);
        const auto cheap = series[0].toObject(), dear = series[1].toObject();
        QVERIFY(cheap["ring"].toArray().size() > dear["ring"].toArray().size());
        for (const auto &s : series) {
            const auto by = s.toObject()["t_step_by_size"].toArray();
            double best = 1e300;
            for (const auto &t : by)
                best = std::min(best, t.toDouble());
            QCOMPARE(s.toObject()["t_step"].toDouble(), best); // the best size is kept
        }
    }

    void svgBars()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath("compare.svg");
        const Run r = partita({"compare", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1",
                               "--algorithms", "even-columns,columns,layers", "--svg", svg});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("columns") && r.out.contains("layers"));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        for (const char *a : {"even-columns", "columns", "layers"})
            QVERIFY(text.contains(a));
        QXmlStreamReader xml(text);
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown algorithm") << QStringList{"--algorithms", "columns,quickest"} << "quickest";
        QTest::newRow("bad sweep") << QStringList{"--sweep", "x=1,2"} << "--sweep";
        QTest::newRow("bad sweep value") << QStringList{"--sweep", "n=100,abc"} << "'abc'";
        QTest::newRow("empty range") << QStringList{"--sweep", "n=800:400:100"} << "empty";
        QTest::newRow("hw with partitions") << QStringList{"--algorithms", "columns", "--sweep", "hw=1"} << "ring";
        QTest::newRow("h without ring") << QStringList{"--algorithms", "columns", "--h", "3"} << "--h applies to ring";
        // LU factors A (paper 002 §7): its makespans are not a product's.
        QTest::newRow("LU mixed with products") << QStringList{"--algorithms", "lu-hetero,columns"}
                                                << "compare them only among themselves";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = partita(QStringList{"compare", "--platform", example("star16.json"), "--n", "800"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("error: "), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
