// partita redistribute as a process: docs/redistribution.md's JSON (operations in order with their
// costs, total_cost, balanced, the layout after each operation) on small layouts whose answers
// are derived by hand, the §4.6 counter-example with the exact search, and bad input (exit 2,
// one "error:" line naming the file, nothing on stdout).
#include "../core/redistribution/paper_layouts.h"

#include "redistribution/layout_json.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run runPartita(const QStringList &args)
{
    QProcess p;
    p.start(PARTITA_CLI, args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject parse(const QByteArray &out)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString();
    return doc.object();
}

void writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// n = 6 blocks; column 0 (width 2): A 3 rows, B 3 rows; column 1 (width 4): C, D, E 2 rows each.
const QByteArray kSmall = R"({
  "format": "partita-layout/1",
  "n": 6,
  "columns": [
    {"width": 2, "processors": [{"id": "A", "rows": 3}, {"id": "B", "rows": 3}]},
    {"width": 4, "processors": [{"id": "C", "rows": 2}, {"id": "D", "rows": 2}, {"id": "E", "rows": 2}]}
  ]
}
)";

QString speedsOf(const std::vector<double> &speeds)
{
    QStringList s;
    for (double v : speeds)
        s << QString::number(v, 'g', 17);
    return s.join(',');
}

} // namespace

class TestCliRedistribute : public QObject {
    Q_OBJECT
private slots:
    // Speeds 2,1,1,1,1: column totals 3 and 3 of 6 -> widths 3 and 3; column 0 splits its 6
    // rows 2:1 -> A 4, B 2; column 1 keeps 2, 2, 2. Greedy: one column migration from column 1
    // (one block column too many) to column 0, cost n = 6; then A needs one row: one local
    // sliding B -> A in column 0, cost its width 3 (a row migration would cost 6). Total 9.
    void goldenSmall()
    {
        QTemporaryDir dir;
        const QString layout = dir.path() + "/small.json";
        writeText(layout, kSmall);
        const Run r = runPartita({"redistribute", "--layout", layout, "--speeds", "2,1,1,1,1", "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const auto o = parse(r.out);
        QCOMPARE(o["cost_model"].toString(), QString("constant"));
        QCOMPARE(o["total_cost"].toInt(), 9);
        QCOMPARE(o["balanced"].toBool(), true);
        QCOMPARE(o["slidings_only_cost"].toInt(), 9);
        const auto ops = o["operations"].toArray();
        QCOMPARE(ops.size(), 2);
        const auto col = ops[0].toObject();
        QCOMPARE(col["type"].toString(), QString("column_migration"));
        QCOMPARE(col["from"].toInt(), 1);
        QCOMPARE(col["to"].toInt(), 0);
        QCOMPARE(col["cols"].toInt(), 1);
        QCOMPARE(col["cost"].toInt(), 6);
        QCOMPARE(col["x_from"].toInt(), 2); // the first block column of column 1 ...
        QCOMPARE(col["x_to"].toInt(), 2);   // ... becomes the last of column 0
        const auto slide = ops[1].toObject();
        QCOMPARE(slide["type"].toString(), QString("local_sliding"));
        QCOMPARE(slide["from"].toString(), QString("B"));
        QCOMPARE(slide["to"].toString(), QString("A"));
        QCOMPARE(slide["rows"].toInt(), 1);
        QCOMPARE(slide["cost"].toInt(), 3);
        QCOMPARE(slide["column"].toInt(), 0);
        QCOMPARE(slide["row"].toInt(), 3); // B's first row
        const auto layouts = o["layouts"].toArray();
        QCOMPARE(layouts.size(), 2);
        QCOMPARE(layouts[0].toObject()["columns"].toArray()[0].toObject()["width"].toInt(), 3);
        QCOMPARE(layouts[1].toObject(), o["target"].toObject());
        QCOMPARE(o["initial"].toObject()["format"].toString(), QString("partita-layout/1"));
        QVERIFY(!o.contains("exact"));
    }

    // Fig. 7 at n = 3 (paper_layouts.h): column migration C3 -> C1 (2n = 6), row migration from
    // the last row to the first (6), one sliding between the median processors of C2 (2n/3 = 2).
    void goldenFigure7()
    {
        QTemporaryDir dir;
        const QString layout = dir.path() + "/fig7.json";
        const auto pc = partita::testing::figure7(3);
        partita::writeLayoutFile(pc.initial, layout.toStdString());
        const Run r = runPartita({"redistribute", "--layout", layout, "--speeds", speedsOf(pc.speeds), "--json"});
        QCOMPARE(r.exitCode, 0);
        const auto o = parse(r.out);
        const auto ops = o["operations"].toArray();
        QCOMPARE(ops.size(), 3);
        QCOMPARE(ops[0].toObject()["type"].toString(), QString("column_migration"));
        QCOMPARE(ops[0].toObject()["from"].toInt(), 2);
        QCOMPARE(ops[0].toObject()["to"].toInt(), 0);
        const auto row = ops[1].toObject();
        QCOMPARE(row["type"].toString(), QString("row_migration"));
        QCOMPARE(row["from"].toInt(), 5);
        QCOMPARE(row["to"].toInt(), 0);
        QCOMPARE(row["rows"].toInt(), 1);
        QCOMPARE(row["cost"].toInt(), 6);
        QCOMPARE(row["transfers"].toArray().size(), 3); // the row changes owner in every column
        const auto slide = ops[2].toObject();
        QCOMPARE(slide["from"].toString(), QString("c2p3"));
        QCOMPARE(slide["to"].toString(), QString("c2p2"));
        QCOMPARE(slide["cost"].toInt(), 2);
        QCOMPARE(o["total_cost"].toInt(), 14);
        QCOMPARE(o["slidings_only_cost"].toInt(), 6 + (6 * 3 - 4) * 2); // 2n + (6n-4)·2n/3
        QCOMPARE(o["balanced"].toBool(), true);
    }

    // Fig. 9 at n = 12 under the actual model: greedy pays 4n = 48, the exact search
    // 2 × 2n/3 = 16 (tst_exact_search derives both).
    void figure9Actual()
    {
        QTemporaryDir dir;
        const QString layout = dir.path() + "/fig9.json";
        const auto pc = partita::testing::figure9(12);
        partita::writeLayoutFile(pc.initial, layout.toStdString());
        const Run r = runPartita({"redistribute", "--layout", layout, "--speeds", speedsOf(pc.speeds),
                               "--cost-model", "actual", "--json"});
        QCOMPARE(r.exitCode, 0);
        const auto o = parse(r.out);
        QCOMPARE(o["cost_model"].toString(), QString("actual"));
        QCOMPARE(o["total_cost"].toInt(), 48);
        const auto exact = o["exact"].toObject();
        QCOMPARE(exact["complete"].toBool(), true);
        QCOMPARE(exact["greedy_optimal"].toBool(), false);
        QCOMPARE(exact["order"].toString(), QString("phases"));
        QCOMPARE(exact["total_cost"].toInt(), 16);
        QCOMPARE(exact["operations"].toArray().size(), 2);
        QCOMPARE(exact["layouts"].toArray().last().toObject(), o["target"].toObject());

        const Run text = runPartita({"redistribute", "--layout", layout, "--speeds", speedsOf(pc.speeds),
                                  "--cost-model", "actual"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("exact search (phases order): 16 against 48 for greedy"));
    }

    void writesBalancedLayout()
    {
        QTemporaryDir dir;
        const QString layout = dir.path() + "/small.json", out = dir.path() + "/balanced.json";
        writeText(layout, kSmall);
        const Run r = runPartita({"redistribute", "--layout", layout, "--speeds", "2,1,1,1,1", "--layout-out", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("balanced: yes"));
        const auto balanced = partita::readLayoutFile(out.toStdString());
        QCOMPARE(balanced.columns[0].width, std::int64_t{3});
        QCOMPARE(balanced.columns[0].processors[0].rows, std::int64_t{4});
    }

    // plan --layout-out hands a column-based partition to redistribute: the layout holds every
    // processor of the platform and spans the n/q block columns; other partitions are refused.
    void planLayoutFeedsRedistribute()
    {
        QTemporaryDir dir;
        const QString layout = dir.path() + "/star16.layout.json";
        const QString platform = PARTITA_SOURCE_DIR "/resources/examples/star16.json";
        const Run plan = runPartita({"plan", "--platform", platform, "--n", "4000", "--algorithm", "columns",
                                     "--layout-out", layout});
        QCOMPARE(plan.exitCode, 0);
        const auto l = partita::readLayoutFile(layout.toStdString());
        QCOMPARE(l.n, std::int64_t{50});
        std::size_t processors = 0;
        std::int64_t width = 0;
        for (const auto &c : l.columns) {
            processors += c.processors.size();
            width += c.width;
        }
        QCOMPARE(processors, std::size_t{16});
        QCOMPARE(width, std::int64_t{50});

        // not column-based: exit 2, nothing written
        const QString grid = dir.path() + "/grid.layout.json";
        const Run bad = runPartita({"plan", "--platform", platform, "--n", "4000", "--algorithm", "recursive",
                                    "--layout-out", grid});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("is not a column-based layout"), bad.err.constData());
        QVERIFY(!QFile::exists(grid));
    }

    // A rectangular C (docs/shapes.md): plan --m 800 --k 300 --n 2400 --q 80 writes a layout of
    // 10 block rows and 30 block columns, which redistribute balances. Under the constant model
    // (paper 000 §4.3) a column migration moves a block column of 10 blocks, a row migration a
    // block row of 30; the target's areas follow the new speeds.
    void rectangularPlanFeedsRedistribute()
    {
        QTemporaryDir dir;
        const QString layout = dir.path() + "/wide.layout.json";
        const QString platform = PARTITA_SOURCE_DIR "/resources/examples/star16.json";
        const Run plan = runPartita({"plan", "--platform", platform, "--algorithm", "columns", "--m", "800", "--k",
                                     "300", "--n", "2400", "--q", "80", "--layout-out", layout});
        QVERIFY2(plan.exitCode == 0, plan.err.constData());
        const auto l = partita::readLayoutFile(layout.toStdString());
        QVERIFY2(l.valid(), l.problemText().c_str());
        QCOMPARE(l.blockRows(), std::int64_t{10});
        QCOMPARE(l.n, std::int64_t{30});
        QCOMPARE(l.processorCount(), std::size_t{16});
        QFile file(layout);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("\"m\": 10,\n  \"n\": 30"), text.constData());

        // The first processor of the layout becomes 8 times faster, the others keep speed 1.
        QStringList speeds;
        for (std::size_t i = 0; i < l.processorCount(); ++i)
            speeds << (i == 0 ? "8" : "1");
        const QString balancedFile = dir.path() + "/balanced.json";
        const Run r = runPartita({"redistribute", "--layout", layout, "--speeds", speeds.join(','), "--json",
                                  "--layout-out", balancedFile});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = parse(r.out);
        QCOMPARE(o["m"].toInt(), 10);
        QCOMPARE(o["n"].toInt(), 30);
        QVERIFY(o["balanced"].toBool());
        QCOMPARE(o["target"].toObject()["m"].toInt(), 10);
        const QJsonArray ops = o["operations"].toArray();
        QVERIFY(!ops.isEmpty());
        qint64 total = 0;
        int columnMigrations = 0;
        for (const auto &v : ops) {
            const QJsonObject op = v.toObject();
            total += op["cost"].toInteger();
            if (op["type"].toString() == "column_migration") {
                QCOMPARE(op["cost"].toInt(), 10);
                ++columnMigrations;
            }
            if (op["type"].toString() == "row_migration")
                QCOMPARE(op["cost"].toInt(), 30);
        }
        QVERIFY(columnMigrations > 0); // the fast processor's column must widen
        QCOMPARE(total, o["total_cost"].toInteger());
        for (const auto &v : o["layouts"].toArray())
            QCOMPARE(v.toObject()["m"].toInt(), 10);

        // The balanced layout: 10 × 30, and the fast processor holds about 8/23 of the 300 blocks.
        const auto balanced = partita::readLayoutFile(balancedFile.toStdString());
        QVERIFY(balanced.valid());
        QCOMPARE(balanced.blockRows(), std::int64_t{10});
        const auto first = balanced.allSlots().front();
        const double share = 8.0 / (8.0 + 15.0) * 300.0;
        QVERIFY2(std::abs(static_cast<double>(balanced.area(first)) - share) <= 10 + 30 + 1,
                 qPrintable(QString::number(balanced.area(first))));

        const Run plain = runPartita({"redistribute", "--layout", layout, "--speeds", speeds.join(',')});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(plain.out.contains("10 × 30 blocks (m = 10 rows, n = 30 columns)"), plain.out.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("speeds");
        QTest::addColumn<QString>("message");
        QByteArray widths = kSmall;
        widths.replace("\"width\": 4", "\"width\": 5");
        QByteArray format = kSmall;
        format.replace("partita-layout/1", "partita-layout/9");
        QByteArray duplicate = kSmall;
        duplicate.replace("\"E\"", "\"A\"");
        QTest::newRow("widths") << widths << "1,1,1,1,1" << ":4: column widths sum to 7, not n = 6";
        QTest::newRow("format") << format << "1,1,1,1,1" << ":2: unknown format";
        QTest::newRow("duplicate id") << duplicate << "1,1,1,1,1" << ":6: columns[1].processors[2]: duplicate id 'A'";
        QTest::newRow("not json") << QByteArray("{\n  \"format\":") << "1" << ":2: invalid JSON";
        QTest::newRow("speed count") << kSmall << "1,1,1" << ": --speeds gives 3 values but the layout has 5 processors";
        QTest::newRow("zero speed") << kSmall << "1,1,0,1,1" << ": speed of processor 'C' (value 3 of --speeds)";
        // beyond a platform's limits: refused, not looped over (model/platform.h)
        QTest::newRow("huge speeds") << kSmall << "1e308,1e308,1,1,1" << ": speed of processor 'A' (value 1 of --speeds) must be a finite number between 1e-09 and 1e+09, got 1e+308";
        QTest::newRow("not a number") << kSmall << "1,1,fast,1,1" << ": --speeds: value 3 ('fast') is not a number";
    }
    void badInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, speeds);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString layout = dir.path() + "/bad.json";
        writeText(layout, text);
        const Run r = runPartita({"redistribute", "--layout", layout, "--speeds", speeds, "--json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith("error: " + layout), qPrintable(err));
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    void missingLayout()
    {
        const Run r = runPartita({"redistribute", "--layout", "/nonexistent/layout.json", "--speeds", "1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("error: /nonexistent/layout.json"));
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliRedistribute)
#include "tst_cli_redistribute.moc"
