// The layout file "partita-layout/1": writing, reading back, and precise errors (file, line,
// what) for every kind of bad file.
#include "paper_layouts.h"
#include "random_layouts.h"

#include "model/error.h"
#include "redistribution/layout_json.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>

using namespace partita;
using namespace partita::testing;

class TestLayoutJson : public QObject {
    Q_OBJECT
private slots:
    void writesOneColumnPerLine()
    {
        Layout l = makeLayout(6, {4, 2}, {{2, 4}, {6}});
        l.columns[0].processors[0].id = "P1";
        l.columns[0].processors[1].id = "P2";
        l.columns[1].processors[0].id = "P3";
        QCOMPARE(QString::fromStdString(layoutToJson(l)),
                 QString("{\n"
                         "  \"format\": \"partita-layout/1\",\n"
                         "  \"n\": 6,\n"
                         "  \"columns\": [\n"
                         "    {\"width\":4,\"processors\":[{\"id\":\"P1\",\"rows\":2},{\"id\":\"P2\",\"rows\":4}]},\n"
                         "    {\"width\":2,\"processors\":[{\"id\":\"P3\",\"rows\":6}]}\n"
                         "  ]\n"
                         "}\n"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 30; ++seed)
            QTest::addRow("seed=%d", seed) << seed;
    }
    void roundTrip()
    {
        QFETCH(int, seed);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
        const Layout l = randomLayout(rng, std::uniform_int_distribution<std::int64_t>(1, 50)(rng), 5, 5);
        QCOMPARE(parseLayoutJson(layoutToJson(l), "mem.json"), l);
    }

    // A layout of m block rows and n block columns writes "m" before "n"; a square one writes
    // "n" alone, as before rectangles, and an old file (no "m") reads as square.
    void writesRectangular()
    {
        Layout l = makeRectLayout(2, 6, {4, 2}, {{1, 1}, {2}});
        QCOMPARE(QString::fromStdString(layoutToJson(l)),
                 QString("{\n"
                         "  \"format\": \"partita-layout/1\",\n"
                         "  \"m\": 2,\n"
                         "  \"n\": 6,\n"
                         "  \"columns\": [\n"
                         "    {\"width\":4,\"processors\":[{\"id\":\"c1p1\",\"rows\":1},{\"id\":\"c1p2\",\"rows\":1}]},\n"
                         "    {\"width\":2,\"processors\":[{\"id\":\"c2p1\",\"rows\":2}]}\n"
                         "  ]\n"
                         "}\n"));
        const Layout back = parseLayoutJson(layoutToJson(l), "mem.json");
        QCOMPARE(back, l);
        QCOMPARE(back.blockRows(), qint64{2});
        QVERIFY(!layoutToJsonValue(makeLayout(6, {4, 2}, {{2, 4}, {6}})).contains("m"));
    }

    void oldSquareFileReads()
    {
        const std::string old = "{\n  \"format\": \"partita-layout/1\",\n  \"n\": 4,\n  \"columns\": [\n"
                                "    {\"width\": 3, \"processors\": [{\"id\": \"A\", \"rows\": 1}, {\"id\": \"B\", \"rows\": 3}]},\n"
                                "    {\"width\": 1, \"processors\": [{\"id\": \"C\", \"rows\": 4}]}\n  ]\n}\n";
        const Layout l = parseLayoutJson(old, "old.json");
        QVERIFY(l.square());
        QCOMPARE(l.blockRows(), qint64{4});
        QCOMPARE(l.n, qint64{4});
        QCOMPARE(l.columns[0].processors[1].rows, qint64{3});
        // "m" equal to "n" is the same square layout, written back without "m"
        std::string explicitM = old;
        explicitM.replace(explicitM.find("\"n\""), 0, "\"m\": 4, ");
        const Layout same = parseLayoutJson(explicitM, "m.json");
        QCOMPARE(same, l);
        QCOMPARE(layoutToJson(same), layoutToJson(l));
    }

    void rectangularRoundTrip_data() { roundTrip_data(); }
    void rectangularRoundTrip()
    {
        QFETCH(int, seed);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed) * 65537u);
        const auto [rows, cols] = randomRectSides(rng, 50);
        const Layout l = randomRectLayout(rng, rows, cols, 5, 5);
        QVERIFY2(l.valid(), l.problemText().c_str());
        const Layout back = parseLayoutJson(layoutToJson(l), "mem.json");
        QCOMPARE(back, l);
        QCOMPARE(back.blockRows(), rows);
        QCOMPARE(back.n, cols);
    }

    void badRectangularFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QString head = "{\n  \"format\": \"partita-layout/1\",\n  \"m\": 3,\n  \"n\": 4,\n  \"columns\": [\n";
        const QString colA = "    {\"width\": 2, \"processors\": [{\"id\": \"A\", \"rows\": 3}]},\n";
        const QString tail = "  ]\n}\n";
        QTest::newRow("m < 1") << QString("{\n  \"format\": \"partita-layout/1\",\n  \"m\": 0,\n  \"n\": 4,\n  \"columns\": []\n}")
                               << 3 << QString("m must be at least 1 (got 0)");
        QTest::newRow("m not whole")
            << QString("{\n  \"format\": \"partita-layout/1\",\n  \"m\": 1.5,\n  \"n\": 4,\n  \"columns\": []\n}") << 3
            << QString("field 'm' must be a whole number of blocks (got 1.5)");
        QTest::newRow("rows != m")
            << QString(head + colA + "    {\"width\": 2, \"processors\": [{\"id\": \"B\", \"rows\": 4}]}\n" + tail) << 7
            << QString("columns[1].processors[0] ('B'): rows 4 larger than m = 3");
        QTest::newRow("rows sum != m")
            << QString(head + colA + "    {\"width\": 2, \"processors\": [{\"id\": \"B\", \"rows\": 1}, {\"id\": \"C\", \"rows\": 1}]}\n" + tail)
            << 7 << QString("columns[1]: rows sum to 2, not m = 3");
        QTest::newRow("widths != n")
            << QString(head + colA + "    {\"width\": 1, \"processors\": [{\"id\": \"B\", \"rows\": 3}]}\n" + tail) << 5
            << QString("column widths sum to 3, not n = 4");
    }
    void badRectangularFiles() { badFiles(); }

    // Each bad file: the line of the offending value and what is wrong.
    void badFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QString head = "{\n  \"format\": \"partita-layout/1\",\n  \"n\": 4,\n  \"columns\": [\n";
        const QString colA = "    {\"width\": 2, \"processors\": [{\"id\": \"A\", \"rows\": 4}]},\n";
        const QString tail = "  ]\n}\n";
        QTest::newRow("not json") << QString("{\n  \"format\": \"partita-layout/1\",\n  \"n\": 4,\n") << 4
                                  << QString("invalid JSON");
        QTest::newRow("not an object") << QString("[1, 2]") << 1 << QString("must be a JSON object");
        QTest::newRow("no format") << QString("{\n  \"n\": 4\n}") << 1 << QString("missing field 'format'");
        QTest::newRow("unknown format")
            << QString("{\n  \"format\": \"partita-layout/2\",\n  \"n\": 4,\n  \"columns\": []\n}") << 2
            << QString("unknown format \"partita-layout/2\" (expected \"partita-layout/1\")");
        QTest::newRow("n < 1") << QString("{\n  \"format\": \"partita-layout/1\",\n  \"n\": 0,\n  \"columns\": []\n}")
                               << 3 << QString("n must be at least 1 (got 0)");
        QTest::newRow("n not whole") << QString("{\n  \"format\": \"partita-layout/1\",\n  \"n\": 2.5,\n  \"columns\": []\n}")
                                     << 3 << QString("field 'n' must be a whole number of blocks (got 2.5)");
        QTest::newRow("no column") << QString(head + tail) << 4 << QString("the layout has no column");
        QTest::newRow("widths != n")
            << QString(head + colA + "    {\"width\": 1, \"processors\": [{\"id\": \"B\", \"rows\": 4}]}\n" + tail) << 4
            << QString("column widths sum to 3, not n = 4");
        QTest::newRow("rows != n")
            << QString(head + colA
                       + "    {\"width\": 2, \"processors\": [{\"id\": \"B\", \"rows\": 1}, {\"id\": \"C\", \"rows\": 2}]}\n"
                       + tail)
            << 6 << QString("columns[1]: rows sum to 3, not n = 4");
        QTest::newRow("duplicate id")
            << QString(head + colA + "    {\"width\": 2, \"processors\": [\n      {\"id\": \"A\", \"rows\": 4}]}\n" + tail)
            << 7 << QString("columns[1].processors[0]: duplicate id 'A' (already used by columns[0].processors[0])");
        QTest::newRow("empty column") << QString(head + colA + "    {\"width\": 2, \"processors\": []}\n" + tail) << 6
                                      << QString("columns[1] is empty");
        QTest::newRow("negative width")
            << QString(head + colA + "    {\"width\": -1, \"processors\": [{\"id\": \"B\", \"rows\": 4}]}\n" + tail) << 6
            << QString("columns[1]: negative width -1");
        QTest::newRow("negative rows")
            << QString(head + colA
                       + "    {\"width\": 2, \"processors\": [{\"id\": \"B\", \"rows\": 4},\n"
                         "      {\"id\": \"C\", \"rows\": -2}]}\n"
                       + tail)
            << 7 << QString("columns[1].processors[1] ('C'): negative rows -2");
        QTest::newRow("unknown field")
            << QString(head + colA + "    {\"width\": 2, \"colour\": 3, \"processors\": [{\"id\": \"B\", \"rows\": 4}]}\n" + tail)
            << 6 << QString("columns[1]: unknown field 'colour'");
        QTest::newRow("id not a string")
            << QString(head + colA + "    {\"width\": 2, \"processors\": [{\"id\": 7, \"rows\": 4}]}\n" + tail) << 6
            << QString("columns[1].processors[0]: field 'id' must be a string (got number)");
        QTest::newRow("missing rows")
            << QString(head + colA + "    {\"width\": 2, \"processors\": [{\"id\": \"B\"}]}\n" + tail) << 6
            << QString("columns[1].processors[0]: missing field 'rows'");
        QTest::newRow("duplicate key")
            << QString("{\n  \"format\": \"partita-layout/1\",\n  \"n\": 4,\n  \"n\": 5,\n  \"columns\": []\n}") << 4
            << QString("duplicate key 'n'");
    }
    void badFiles()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        try {
            parseLayoutJson(text.toStdString(), "bad.json");
            QFAIL("accepted a bad file");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.file()), QString("bad.json"));
            QCOMPARE(e.line(), line);
            QVERIFY2(QString::fromStdString(e.detail()).contains(message), e.what());
            QVERIFY(QString(e.what()).startsWith(QString("bad.json:%1: ").arg(line)));
        }
    }

    void missingFileNamesIt()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/nowhere.json").toStdString();
        try {
            readLayoutFile(path);
            QFAIL("read a missing file");
        } catch (const InputError &e) {
            QCOMPARE(e.file(), path);
        }
    }

    // Written through a temporary file in the same directory, then renamed: the directory
    // ends up with the file alone, and an invalid layout writes nothing.
    void writesAtomically()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/layout.json").toStdString();
        const Layout l = testing::figure7(3).initial;
        writeLayoutFile(l, path);
        QCOMPARE(readLayoutFile(path), l);
        writeLayoutFile(testing::figure7(3).target, path);
        QCOMPARE(readLayoutFile(path), testing::figure7(3).target);
        int files = 0;
        for ([[maybe_unused]] const auto &entry : std::filesystem::directory_iterator(dir.path().toStdString()))
            ++files;
        QCOMPARE(files, 1);

        Layout bad = l;
        bad.columns[0].width += 1;
        const std::string other = (dir.path() + "/bad.json").toStdString();
        QVERIFY_THROWS_EXCEPTION(InputError, writeLayoutFile(bad, other));
        QVERIFY(!std::filesystem::exists(other));
    }
};

QTEST_GUILESS_MAIN(TestLayoutJson)
#include "tst_layout_json.moc"
