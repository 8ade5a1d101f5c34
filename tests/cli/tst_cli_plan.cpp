// partita plan as a process: the JSON of docs/command-line.md on the bundled examples, the SVG,
// and bad input (exit 2, one "error:" line naming the file, nothing on stdout).
#include "cli_process.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace clitest;

class TestCliPlan : public QObject {
    Q_OBJECT
private slots:
    void jsonContract_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"even-columns", "block-cyclic", "grid2d", "columns", "recursive",
                              "hetero-block-cyclic", "layers"})
            QTest::newRow(a) << a;
    }
    void jsonContract()
    {
        QFETCH(QString, algorithm);
        const Run r = partita({"plan", "--platform", example("star16.json"), "--n", "4000", "--q", "80",
                               "--algorithm", algorithm, "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const auto doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const auto o = doc.object();
        QCOMPARE(o["algorithm"].toString(), algorithm);
        QCOMPARE(o["n"].toInt(), 4000);
        QCOMPARE(o["q"].toInt(), 80);
        const auto pieces = o["pieces"].toArray();
        QCOMPARE(pieces.size(), 16); // star16: 16 computing workers, the master router does not compute
        double blocks = 0, k = 0;
        for (const auto &piece : pieces) {
            QVERIFY(piece.toObject().contains("processor"));
            if (algorithm == "layers") {
                k += piece.toObject()["k"].toDouble();
            } else {
                for (const auto &rect : piece.toObject()["rectangles"].toArray()) {
                    const auto r2 = rect.toObject();
                    QVERIFY(r2.contains("x") && r2.contains("y"));
                    blocks += r2["w"].toDouble() * r2["h"].toDouble();
                }
            }
        }
        if (algorithm == "layers")
            QCOMPARE(k, 4000.0); // Σ k_i = n
        else
            QCOMPARE(blocks, 50.0 * 50.0); // 4000/80 = 50 blocks a side, each owned once
        const auto m = o["metrics"].toObject();
        for (const char *field : {"sum_half_perimeters", "max_half_perimeter", "lower_bound", "comm_volume",
                                  "imbalance", "predicted_makespan"})
            QVERIFY2(m.contains(field), field);
        QVERIFY(m["predicted_makespan"].toDouble() > 0);
        QVERIFY(r.err.isEmpty());
    }

    // Paper 004 §1.2: layers send 2N² = 128 elements on 8×8, columns send more.
    void paper004Example()
    {
        const auto volume = [](const char *algorithm) {
            const Run r = partita({"plan", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1",
                                   "--algorithm", algorithm, "--json"});
            return QJsonDocument::fromJson(r.out).object()["metrics"].toObject()["comm_volume"].toDouble();
        };
        QCOMPARE(volume("layers"), 128.0);
        QVERIFY(volume("columns") > 128.0);
    }

    void humanTableAndSvg()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath("plan.svg");
        const Run r = partita({"plan", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1",
                               "--algorithm", "columns", "--svg", svg});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("sum of half-perimeters"));
        QVERIFY(r.out.contains("P4"));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray content = f.readAll();
        QVERIFY(content.startsWith("<?xml"));
        QVERIFY(content.count("<rect") >= 4 + 1); // the four pieces and the background
    }

    // --network-model: the predicted makespan is simulated under SimGrid's LV08 (its latency
    // factor 13.01 and bandwidth factor 0.97 make it longer than the ideal model's), the JSON
    // says which model; the default, ideal, is left unsaid as before.
    void networkModel()
    {
        const QStringList args{"plan", "--platform", example("star16.json"), "--n", "4000", "--algorithm", "columns",
                               "--network", "full", "--json"};
        const Run ideal = partita(args);
        const Run lv08 = partita(args + QStringList{"--network-model", "lv08"});
        QCOMPARE(ideal.exitCode, 0);
        QCOMPARE(lv08.exitCode, 0);
        const auto mi = QJsonDocument::fromJson(ideal.out).object()["metrics"].toObject();
        const auto ml = QJsonDocument::fromJson(lv08.out).object()["metrics"].toObject();
        QVERIFY(!mi.contains("network_model"));
        QCOMPARE(ml["network_model"].toString(), QStringLiteral("lv08"));
        QVERIFY2(ml["predicted_makespan"].toDouble() > mi["predicted_makespan"].toDouble(),
                 qPrintable(QString::number(ml["predicted_makespan"].toDouble())));
        QCOMPARE(ml["sum_half_perimeters"].toDouble(), mi["sum_half_perimeters"].toDouble()); // the same partition
        const Run text = partita(args.mid(0, args.size() - 1) + QStringList{"--network-model", "cm02"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("(full network, cm02)"), text.out.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString ok = example("star16.json");
        QTest::newRow("unknown algorithm") << QStringList{"plan", "--platform", ok, "--n", "100", "--algorithm", "magic"}
                                           << "unknown partition algorithm 'magic'";
        QTest::newRow("n < 1") << QStringList{"plan", "--platform", ok, "--n", "0", "--algorithm", "columns"} << "--n: Value 0 not in range 1 to 100000000";
        QTest::newRow("q < 1") << QStringList{"plan", "--platform", ok, "--n", "10", "--q", "0", "--algorithm", "columns"}
                               << "--q: Value 0 not in range 1 to 100000000";
        // parsed without clamping: a number beyond int64 is not taken as its largest value
        QTest::newRow("n beyond int64")
            << QStringList{"plan", "--platform", ok, "--n", "99999999999999999999999", "--algorithm", "columns"}
            << "--n: Value 99999999999999999999999 not in range 1 to 100000000";
        QTest::newRow("missing file") << QStringList{"plan", "--platform", "/nonexistent/p.json", "--n", "10", "--algorithm", "columns"}
                                      << "/nonexistent/p.json";
        QTest::newRow("l on another strategy") << QStringList{"plan", "--platform", ok, "--n", "800", "--algorithm", "columns", "--l", "4"}
                                               << "--l applies only to hetero-block-cyclic";
        QTest::newRow("bad network") << QStringList{"plan", "--platform", ok, "--n", "800", "--algorithm", "columns", "--network", "mesh"}
                                     << "network";
        QTest::newRow("bad network model")
            << QStringList{"plan", "--platform", ok, "--n", "800", "--algorithm", "columns", "--network-model", "ns3"}
            << "--network-model";
        QTest::newRow("network model on blocks units")
            << QStringList{"plan", "--platform", example("lbp-fig1.json"), "--n", "800", "--algorithm", "columns",
                           "--network-model", "cm02"}
            << "--network-model cm02 needs a platform in physical units";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString svg = dir.filePath("never.svg");
        const Run r = partita(args + QStringList{"--svg", svg, "--json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("error: "), r.err.constData());
        QVERIFY2(r.err.contains(expected.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(svg));
    }

    // A value holding a line break (here a platform's units, "x" newline "y": found by
    // bench/cli_fuzz.py) is echoed escaped, so that the error stays one line.
    void errorWithLineBreakIsOneLine()
    {
        QTemporaryDir dir;
        QFile in(example("star16.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray json = in.readAll();
        QVERIFY(json.contains("\"units\": \"physical\""));
        json.replace("\"units\": \"physical\"", "\"units\": \"x\\ny\\u0001\"");
        const QString path = dir.filePath("p.json");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json);
        out.close();
        const Run r = partita({"plan", "--platform", path, "--n", "100", "--algorithm", "columns"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("unknown units 'x\\ny\\x01'"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
