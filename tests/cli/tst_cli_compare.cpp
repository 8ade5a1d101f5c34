// partita compare as a process: every strategy side by side (or the reason it does not
// apply), the communication volumes of paper 004 Theorem 1 (layers send 2n²), the equivalent
// homogeneous platform of paper 003, sweeps over n, q and the platform's heterogeneity,
// communication ratio and memory (the studio's sweep) and over the ring's H/W, the SVG, and bad
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

    // The sweeps of the studio's Comparison tab (evaluate/parameter_sweep.h) on the command line:
    // the values are the core's sweepValues, the problem and platform at each value the core's.
    void sweepValuesOfEveryForm_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("parameter");
        QTest::addColumn<QList<double>>("values");
        // q from 50 to 400 in 4 evenly spaced points: 50 + 350·i/3, rounded: 166.7 → 167, 283.3 → 283.
        QTest::newRow("q linear") << QStringList{"--sweep", "q=50:400", "--sweep-points", "4"} << "q"
                                  << QList<double>{50, 167, 283, 400};
        // 3 points evenly spaced in log from 0.1 to 10: 0.1, 1, 10.
        QTest::newRow("comm-ratio log") << QStringList{"--sweep", "comm-ratio=0.1:10", "--sweep-points", "3",
                                                       "--sweep-scale", "log"}
                                        << "comm-ratio" << QList<double>{0.1, 1, 10};
        // FROM:TO:STEP of a fractional parameter: 0, 0.5, 1 (no step accumulates its rounding).
        QTest::newRow("heterogeneity step") << QStringList{"--sweep", "heterogeneity=0:1:0.5"} << "heterogeneity"
                                            << QList<double>{0, 0.5, 1};
        QTest::newRow("memory list") << QStringList{"--sweep", "memory=64,4096"} << "memory" << QList<double>{64, 4096};
        // FROM:TO alone doubles FROM below TO, then TO (docs/shapes.md): 250·2^i up to 8000, and 16000.
        QTest::newRow("k doublings") << QStringList{"--m", "800", "--sweep", "k=250:16000"} << "k"
                                     << QList<double>{250, 500, 1000, 2000, 4000, 8000, 16000};
        QTest::newRow("n doublings to a non-power") << QStringList{"--sweep", "n=100:1000"} << "n"
                                                    << QList<double>{100, 200, 400, 800, 1000};
        QTest::newRow("order linear") << QStringList{"--sweep", "order=400:1600", "--sweep-points", "3"} << "order"
                                      << QList<double>{400, 1000, 1600};
    }
    void sweepValuesOfEveryForm()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, parameter);
        QFETCH(QList<double>, values);
        const Run r = partita(QStringList{"compare", "--platform", example("star16.json"), "--n", "800",
                                          "--algorithms", "columns,even-columns", "--json"}
                              + args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto sweep = jsonOf(r)["sweep"].toObject();
        QCOMPARE(sweep["parameter"].toString(), parameter);
        const auto got = sweep["values"].toArray();
        QCOMPARE(got.size(), values.size());
        for (int i = 0; i < values.size(); ++i)
            QVERIFY2(qAbs(got[i].toDouble() - values[i]) <= 1e-9 * values[i],
                     qPrintable(QStringLiteral("%1: %2").arg(i).arg(got[i].toDouble())));
        for (const auto &s : sweep["series"].toArray())
            QCOMPARE(s.toObject()["makespan"].toArray().size(), values.size());
    }

    // At the platform's own value (h = 1, ratio 1) a platform sweep gives the comparison's makespan.
    // h = 0 makes the 16 workers equal (the total speed kept), where even shares wait for no slow
    // worker; h = 2 spreads the speeds, where even shares lose further to speed-proportional ones.
    void platformSweepsAtTheirOwnValue()
    {
        const QStringList base{"compare", "--platform", example("star16.json"), "--n", "1600", "--algorithms",
                               "columns,even-columns", "--json"};
        const Run plain = partita(base);
        QVERIFY2(plain.exitCode == 0, plain.err.constData());
        const auto results = jsonOf(plain)["results"].toArray();
        const double columns = results[0].toObject()["makespan"].toDouble();
        const double even = results[1].toObject()["makespan"].toDouble();

        const Run h = partita(base + QStringList{"--sweep", "heterogeneity=0,1,2"});
        QVERIFY2(h.exitCode == 0, h.err.constData());
        const auto series = jsonOf(h)["sweep"].toObject()["series"].toArray();
        const auto col = series[0].toObject()["makespan"].toArray(), ev = series[1].toObject()["makespan"].toArray();
        QCOMPARE(col[1].toDouble(), columns);
        QCOMPARE(ev[1].toDouble(), even);
        QVERIFY(ev[0].toDouble() < even);
        QVERIFY(ev[2].toDouble() / col[2].toDouble() > even / columns);

        const Run c = partita(base + QStringList{"--sweep", "comm-ratio=0.5,1,2"});
        QVERIFY2(c.exitCode == 0, c.err.constData());
        const auto cs = jsonOf(c)["sweep"].toObject()["series"].toArray()[0].toObject()["makespan"].toArray();
        QCOMPARE(cs[1].toDouble(), columns);
        QVERIFY(cs[0].toDouble() <= cs[1].toDouble() && cs[1].toDouble() < cs[2].toDouble()); // slower links, longer
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
        QTest::newRow("unknown parameter") << QStringList{"--sweep", "speed=1,2"} << "heterogeneity=";
        QTest::newRow("fractional q") << QStringList{"--sweep", "q=10.5,20"} << "whole numbers";
        QTest::newRow("negative heterogeneity") << QStringList{"--sweep", "heterogeneity=-1,1"} << "'-1'";
        QTest::newRow("zero ratio") << QStringList{"--sweep", "comm-ratio=0,1"} << "'0' is not a positive number";
        QTest::newRow("points with a list") << QStringList{"--sweep", "q=10,20", "--sweep-points", "5"}
                                            << "--sweep-points";
        QTest::newRow("scale without points") << QStringList{"--sweep", "q=10:20", "--sweep-scale", "log"}
                                              << "--sweep-scale goes with --sweep-points";
        QTest::newRow("log from 0") << QStringList{"--sweep", "heterogeneity=0:2", "--sweep-points", "3",
                                                   "--sweep-scale", "log"}
                                    << "logarithmic";
        QTest::newRow("too many values") << QStringList{"--sweep", "n=100:100000:100"} << "between 1 and 200";
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
