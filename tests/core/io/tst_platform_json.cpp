// The platform format "partita-platform/1" (docs/platform-format.md): parsing, every rejected
// input with its file, line and reason, and exact round trips.
#include "io/platform_json.h"
#include "model/error.h"
#include "sample_platforms.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace partita;

Q_DECLARE_METATYPE(partita::Platform)

namespace {

// A valid three-processor platform, one element per line so that each row below knows the
// line of the element it breaks:
//   line 3: units, 7: processor P3, 9: routers, 12: second link.
// An empty argument keeps the valid default.
std::string platformText(std::string p3 = {}, std::string link2 = {}, const std::string &routers = {},
                         std::string line3 = {})
{
    if (p3.empty())
        p3 = R"({"id": "P3", "speed": 1, "memory": 1024})";
    if (link2.empty())
        link2 = R"({"from": "P2", "to": "P3", "bandwidth": 1})";
    if (line3.empty())
        line3 = R"("units": "physical",)";
    return "{\n"                                                   // 1
           "  \"format\": \"partita-platform/1\",\n"              // 2
           "  " + line3 + "\n"                                     // 3
           "  \"processors\": [\n"                                 // 4
           "    {\"id\": \"P1\", \"speed\": 1, \"memory\": 1024},\n" // 5
           "    {\"id\": \"P2\", \"speed\": 2, \"memory\": 1024},\n" // 6
           "    " + p3 + "\n"                                      // 7
           "  ],\n"                                                // 8
           "  \"routers\": [" + routers + "],\n"                   // 9
           "  \"links\": [\n"                                      // 10
           "    {\"from\": \"P1\", \"to\": \"P2\", \"bandwidth\": 1},\n" // 11
           "    " + link2 + "\n"                                   // 12
           "  ]\n"                                                 // 13
           "}\n";                                                  // 14
}

std::string p3With(const std::string &fields) { return R"({"id": "P3", )" + fields + "}"; }

} // namespace

class TestPlatformJson : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryField()
    {
        const std::string text = R"({
  "format": "partita-platform/1",
  "name": "demo",
  "units": "blocks",
  "master": "R1",
  "master_computes": true,
  "processors": [
    {"id": "P1", "name": "first", "speed": 2.5, "memory": 1024, "x": 10, "y": -20.5, "host": "node1"},
    {"id": "P2", "speed": 0.5, "memory": 64, "_note": "members starting with _ are comments"}
  ],
  "routers": [{"id": "R1", "x": 3}],
  "links": [
    {"name": "a", "from": "P1", "to": "R1", "bandwidth": 1.25, "latency": 1e-5},
    {"from": "R1", "to": "P2", "bandwidth": 8, "bidirectional": false, "sharing": "backbone"}
  ],
  "_source": "hand-written for this test"
})";
        Platform expected;
        expected.name = "demo";
        expected.units = Units::Blocks;
        expected.master = "R1";
        expected.masterComputes = true;
        expected.processors = {test::processor("P1", 2.5, 1024), test::processor("P2", 0.5, 64)};
        expected.processors[0].name = "first";
        expected.processors[0].x = 10;
        expected.processors[0].y = -20.5;
        expected.processors[0].host = "node1";
        expected.routers = {Router{"R1", 3, std::nullopt}};
        expected.links = {test::link("P1", "R1", 1.25, 1e-5), test::link("R1", "P2", 8)};
        expected.links[0].name = "a";
        expected.links[1].bidirectional = false;
        expected.links[1].sharing = Sharing::Backbone;
        const Platform parsed = parsePlatformJson(text, "demo.json");
        QCOMPARE(platformToJson(parsed), platformToJson(expected));
        QVERIFY(parsed == expected);
    }

    void appliesDefaults()
    {
        const Platform p = parsePlatformJson(platformText(), "plat.json");
        QCOMPARE(p.units, Units::Physical);
        QVERIFY(p.master.empty());
        QVERIFY(!p.masterComputes);
        QVERIFY(p.name.empty());
        QCOMPARE(p.links.size(), std::size_t(2));
        QCOMPARE(p.links[0].latency, 0.0);
        QVERIFY(p.links[0].bidirectional);
        QCOMPARE(p.links[0].sharing, Sharing::Shared);
        QVERIFY(!p.processors[0].x.has_value());
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line"); // 0: the message carries no line
        QTest::addColumn<QString>("phrase");
        auto row = [](const char *name, const std::string &text, int line, const char *phrase) {
            QTest::newRow(name) << QString::fromStdString(text) << line << QString::fromUtf8(phrase);
        };
        std::string text = platformText();
        row("syntax error", text.replace(text.find("\"speed\": 2,"), 11, "\"speed\" 2,"), 6, "invalid JSON");
        row("truncated", platformText().substr(0, 50), 3, "invalid JSON");
        row("empty file", "", 1, "invalid JSON");
        row("number too large", platformText(p3With(R"("speed": 1e999, "memory": 1)")), 7, "invalid JSON: number overflow");
        row("not an object", "[1, 2]", 1, "the document must be a JSON object (got array)");
        row("missing format", R"({"processors": []})", 1, "missing field 'format'");
        row("wrong format", "{\n  \"format\": \"partita-platform/2\"\n}", 2, "unsupported format \"partita-platform/2\"");
        row("format not a string", "{\n\"format\": 1}", 2, "unsupported format 1");
        row("missing processors", "{\"format\": \"partita-platform/1\"}", 1, "missing field 'processors'");
        row("processors not an array", "{\"format\": \"partita-platform/1\",\n \"processors\": {}}", 2,
            "field 'processors' must be an array (got object)");
        row("no processor", "{\"format\": \"partita-platform/1\",\n \"processors\": []}", 2, "the platform has no processor");
        row("processor not an object", platformText("3"), 7, "processor #3 must be an object (got number)");
        row("missing id", platformText(R"({"speed": 1, "memory": 1})"), 7, "processor #3: missing field 'id'");
        row("id not a string", platformText(R"({"id": 3, "speed": 1, "memory": 1})"), 7,
            "processor #3: field 'id' must be a string (got number)");
        row("empty id", platformText(R"({"id": "", "speed": 1, "memory": 1})"), 7, "processor #3: id must not be empty");
        row("missing speed", platformText(p3With(R"("memory": 1)")), 7, "processor 'P3': missing field 'speed'");
        row("missing memory", platformText(p3With(R"("speed": 1)")), 7, "processor 'P3': missing field 'memory'");
        row("speed not a number", platformText(p3With(R"("speed": "fast", "memory": 1)")), 7,
            "processor 'P3': field 'speed' must be a number (got string)");
        row("negative speed", platformText(p3With(R"("speed": -1, "memory": 1)")), 7,
            "processor 'P3': speed must be > 0 (got -1)");
        row("zero speed", platformText(p3With(R"("speed": 0, "memory": 1)")), 7, "processor 'P3': speed must be > 0 (got 0)");
        row("zero memory", platformText(p3With(R"("speed": 1, "memory": 0)")), 7,
            "processor 'P3': memory must be > 0 (got 0)");
        row("negative memory", platformText(p3With(R"("speed": 1, "memory": -64)")), 7,
            "processor 'P3': memory must be > 0 (got -64)");
        row("x not a number", platformText(p3With(R"("speed": 1, "memory": 1, "x": null)")), 7,
            "processor 'P3': field 'x' must be a number (got null)");
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        row("deeply nested value", platformText(p3With(R"("speed": 1, "memory": 1, "x": )" + deep)), 7,
            "processor 'P3': field 'x' must be a number (got array)");
        row("unknown field", platformText(p3With(R"("speed": 1, "memory": 1, "sped": 2)")), 7,
            "processor 'P3': unknown field 'sped'");
        row("duplicate key", platformText(p3With(R"("speed": 1, "memory": 1, "speed": 2)")), 7, "duplicate key 'speed'");
        row("duplicate processor id", platformText(R"({"id": "P1", "speed": 1, "memory": 1})"), 7,
            "processor 'P1': duplicate id (already used by a processor)");
        row("router id of a processor", platformText({}, {}, R"({"id": "P2"})"), 9,
            "router 'P2': duplicate id (already used by a processor)");
        row("router without id", platformText({}, {}, R"({"x": 1})"), 9, "router #1: missing field 'id'");
        row("unused router", platformText({}, {}, R"({"id": "R9"})"), 9,
            "router 'R9': cannot be reached from 'P1' (the platform graph is disconnected)");
        row("zero bandwidth", platformText({}, R"({"from": "P2", "to": "P3", "bandwidth": 0})"), 12,
            "link P2 -> P3: bandwidth must be > 0 (got 0)");
        row("negative bandwidth", platformText({}, R"({"name": "b", "from": "P2", "to": "P3", "bandwidth": -2})"), 12,
            "link 'b': bandwidth must be > 0 (got -2)");
        row("missing bandwidth", platformText({}, R"({"from": "P2", "to": "P3"})"), 12,
            "link P2 -> P3: missing field 'bandwidth'");
        row("negative latency", platformText({}, R"({"from": "P2", "to": "P3", "bandwidth": 1, "latency": -0.5})"), 12,
            "link P2 -> P3: latency must be >= 0 (got -0.5)");
        row("missing from", platformText({}, R"({"to": "P3", "bandwidth": 1})"), 12, "link #2: missing field 'from'");
        row("unknown node", platformText({}, R"({"from": "P2", "to": "P9", "bandwidth": 1})"), 12,
            "link P2 -> P9: unknown node 'P9' in 'to'");
        row("link to itself", platformText({}, R"({"from": "P3", "to": "P3", "bandwidth": 1})"), 12,
            "link P3 -> P3: joins node 'P3' to itself");
        row("unknown sharing", platformText({}, R"({"from": "P2", "to": "P3", "bandwidth": 1, "sharing": "private"})"), 12,
            "link P2 -> P3: unknown sharing 'private' (expected \"shared\", \"split-duplex\" or \"backbone\")");
        const auto routes = [](const std::string &list) {
            return platformText({}, {}, {}, R"("units": "physical", "routes": [)" + list + "],");
        };
        row("route to an unknown link", routes(R"({"from": "P1", "to": "P2", "links": ["nope"]})"), 3,
            "route P1 -> P2: no link is named 'nope'");
        row("route link out of range", routes(R"({"from": "P1", "to": "P2", "links": [3]})"), 3,
            "route P1 -> P2: link 3 is not a position in 'links' (1 to 2)");
        row("route direction", routes(R"({"from": "P1", "to": "P2", "links": [{"link": 1, "direction": "left"}]})"), 3,
            "route P1 -> P2: unknown direction 'left' (expected \"up\" or \"down\")");
        row("down on a shared link", routes(R"({"from": "P1", "to": "P2", "links": [{"link": 1, "direction": "down"}]})"), 3,
            "route P1 -> P2: link P1 -> P2 is crossed \"down\" but only a split-duplex link has two directions");
        row("route to an unknown node", routes(R"({"from": "P1", "to": "P9", "links": [1]})"), 3,
            "route P1 -> P9: unknown node 'P9' in 'to'");
        row("route without links", routes(R"({"from": "P1", "to": "P2", "links": []})"), 3, "route P1 -> P2: no link");
        row("two routes for a pair", routes(R"({"from": "P1", "to": "P2", "links": [1]}, {"from": "P2", "to": "P1", "links": [1]})"), 3,
            "route P2 -> P1: a route from 'P2' to 'P1' is already declared (route #1)");
        row("cores not whole", platformText(p3With(R"("speed": 1, "memory": 1024, "cores": 2.5)")), 7,
            "processor 'P3': cores must be a whole number between 1 and 1048576 (got 2.5)");
        row("bidirectional not a boolean",
            platformText({}, R"({"from": "P2", "to": "P3", "bandwidth": 1, "bidirectional": "no"})"), 12,
            "link P2 -> P3: field 'bidirectional' must be true or false (got string)");
        row("disconnected", platformText({}, R"({"from": "P1", "to": "P2", "bandwidth": 1})"), 7,
            "processor 'P3': cannot be reached from 'P1' (the platform graph is disconnected)");
        row("disconnected from the master",
            platformText({}, R"({"from": "P1", "to": "P2", "bandwidth": 1})", {}, R"("master": "P3",)"), 5,
            "processor 'P1': cannot be reached from 'P3'");
        row("unknown master", platformText({}, {}, {}, R"("master": "P7",)"), 3,
            "master 'P7' is not a processor or router of the platform");
        row("master_computes not a boolean", platformText({}, {}, {}, R"("master_computes": 1,)"), 3,
            "field 'master_computes' must be true or false (got number)");
        row("unknown units", platformText({}, {}, {}, R"("units": "metric",)"), 3,
            "unknown units 'metric' (expected \"physical\" or \"blocks\")");
        row("unknown kernel", platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"gpu": 3})")), 7,
            "processor 'P3': unknown kernel 'gpu' (expected panel, block or stencil)");
        row("kernels not an object", platformText(p3With(R"("speed": 1, "memory": 1, "kernels": [1])")), 7,
            "processor 'P3': field 'kernels' must be an object (got array)");
        row("kernel not a rate", platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"block": "fast"})")), 7,
            "processor 'P3': kernel 'block' must be a speed or a list of [size, speed] pairs");
        row("kernel point without speed", platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"block": [[64]]})")),
            7, "processor 'P3': kernel 'block' must be a speed or a list of [size, speed] pairs");
        row("kernel block sizes decreasing",
            platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"panel": [[128, 3], [64, 2]]})")), 7,
            "processor 'P3', kernel 'panel': the sizes of the points must increase (64 after 128)");
        row("kernel block size zero", platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"panel": [[0, 3]]})")), 7,
            "processor 'P3', kernel 'panel': a point's size (the block size q; for stencil, a ring slice's MiB) must be between 1 and 1e+09 (got 0)");
        row("kernel speed zero", platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"stencil": 0})")), 7,
            "processor 'P3', kernel 'stencil': speed must be between 1e-09 and 1e+09 (got 0)");
        row("kernels in block units",
            platformText(p3With(R"("speed": 1, "memory": 1, "kernels": {"stencil": 2})"), {}, {}, R"("units": "blocks",)"),
            7, "processor 'P3': kernel speeds need physical units");
        row("negative panel packing", platformText(p3With(R"("speed": 1, "memory": 1, "panel_packing": -1)")), 7,
            "processor 'P3': panel_packing must be a number of elements from 0 to 1e+09 (got -1)");
        row("panel packing beyond the limit", platformText(p3With(R"("speed": 1, "memory": 1, "panel_packing": 1e300)")), 7,
            "processor 'P3': panel_packing must be a number of elements from 0 to 1e+09 (got 1e+300)");
        row("panel packing not a number", platformText(p3With(R"("speed": 1, "memory": 1, "panel_packing": "87")")), 7,
            "processor 'P3': field 'panel_packing' must be a number (got string)");
        row("panel packing in block units",
            platformText(p3With(R"("speed": 1, "memory": 1, "panel_packing": 87)"), {}, {}, R"("units": "blocks",)"),
            7, "processor 'P3': panel_packing needs physical units (it adjusts the panel kernel's rate to the panel's "
               "shape; a \"blocks\" platform's speed is already the rate of one block update)");
        row("unknown top-level field", platformText({}, {}, {}, R"("version": 2,)"), 3, "unknown field 'version'");
    }

    void rejectsBadInput()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, phrase);
        try {
            parsePlatformJson(text.toStdString(), "plat.json");
            QFAIL("the input was accepted");
        } catch (const InputError &e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.contains(phrase), qPrintable(message));
            const QString where = line > 0 ? QStringLiteral("plat.json:%1: ").arg(line) : QStringLiteral("plat.json: ");
            QVERIFY2(message.startsWith(where), qPrintable(message));
            QCOMPARE(e.file(), std::string("plat.json"));
            QCOMPARE(e.line(), line);
        }
    }

    void roundTrip_data()
    {
        QTest::addColumn<Platform>("platform");
        for (const auto &[name, platform] : test::samplePlatforms())
            QTest::newRow(name.c_str()) << platform;
    }

    void roundTrip()
    {
        QFETCH(Platform, platform);
        const std::string text = platformToJson(platform);
        const Platform back = parsePlatformJson(text, "round.json");
        QCOMPARE(platformToJson(back), text);
        QVERIFY(back == platform);
    }

    void writeThenReadFile_data() { roundTrip_data(); }

    void writeThenReadFile()
    {
        QFETCH(Platform, platform);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("platform.JSON").toStdString(); // extensions ignore case
        writePlatformFile(platform, path);
        QVERIFY(readPlatformFile(path) == platform);
    }

    void layoutIsStable()
    {
        // Fixed field order, defaults left out, one element per line: the file diffs well.
        Platform p;
        p.processors = {test::processor("P1", 2, 1024), test::processor("P2", 0.5, 512.5)};
        p.links = {test::link("P1", "P2", 1.25, 1e-5)};
        p.links[0].bidirectional = false;
        QCOMPARE(platformToJson(p), std::string(R"({
  "format": "partita-platform/1",
  "units": "physical",
  "processors": [
    {"id": "P1", "speed": 2, "memory": 1024},
    {"id": "P2", "speed": 0.5, "memory": 512.5}
  ],
  "links": [
    {"from": "P1", "to": "P2", "bandwidth": 1.25, "latency": 1e-05, "bidirectional": false}
  ]
}
)"));
    }

    // The panel kernel's packing κ (docs/platform-format.md, Kernel speeds): read, written after
    // the kernels, and left out at its default, 0, which is what an absent one reads as.
    void panelPacking()
    {
        const Platform p = parsePlatformJson(
            platformText(p3With(R"("speed": 1, "memory": 1, "panel_packing": 87.5)")), "plat.json");
        QCOMPARE(p.processors[2].panelPacking, 87.5);
        QCOMPARE(p.processors[0].panelPacking, 0.0);
        QCOMPARE(p.processors[1].panelPacking, 0.0);
        const std::string text = platformToJson(p);
        QVERIFY2(text.find(R"({"id": "P3", "speed": 1, "memory": 1, "panel_packing": 87.5})") != std::string::npos,
                 text.c_str());
        QVERIFY2(text.find(R"({"id": "P1", "speed": 1, "memory": 1024})") != std::string::npos, text.c_str());
        QCOMPARE(text.find("panel_packing"), text.rfind("panel_packing")); // P3's only
        QVERIFY(parsePlatformJson(text, "back.json") == p);

        Platform q;
        q.processors = {test::processor("P1", 2, 1024), test::processor("P2", 0.5, 512)};
        q.processors[0].kernels[Kernel::Panel] = SpeedFunction{{{64, 1.5}, {192, 2}}};
        q.processors[0].panelPacking = 312;
        q.links = {test::link("P1", "P2", 1.25)};
        QCOMPARE(platformToJson(q), std::string(R"({
  "format": "partita-platform/1",
  "units": "physical",
  "processors": [
    {"id": "P1", "speed": 2, "memory": 1024, "kernels": {"panel":[[64,1.5],[192,2]]}, "panel_packing": 312},
    {"id": "P2", "speed": 0.5, "memory": 512}
  ],
  "links": [
    {"from": "P1", "to": "P2", "bandwidth": 1.25, "latency": 0}
  ]
}
)"));
    }

    void refusesNonFiniteNumbers()
    {
        Platform p = test::samplePlatforms()[0].second;
        p.processors[0].speed = std::numeric_limits<double>::infinity();
        QVERIFY_THROWS_EXCEPTION(InputError, platformToJson(p));
        // A panel packing JSON cannot hold is refused, not dropped as if it were 0.
        p = test::samplePlatforms()[0].second;
        p.processors[0].panelPacking = std::numeric_limits<double>::quiet_NaN();
        try {
            platformToJson(p);
            QFAIL("no error");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()), std::string("processor 'solo': panel_packing is not a finite number and cannot be written"));
        }
    }

    void refusesInvalidUtf8()
    {
        Platform p = test::samplePlatforms()[0].second;
        p.name = "bad \xff byte";
        try {
            platformToJson(p);
            QFAIL("no error");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith("cannot write the platform as JSON: invalid UTF-8"), e.what());
        }
    }

    void fileErrors_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("unknown extension") << "platform.yaml" << "unknown platform file extension '.yaml'";
        QTest::newRow("no extension") << "platform" << "unknown platform file extension ''";
        QTest::newRow("missing file") << "absent.json" << "cannot open file (No such file or directory)";
    }

    void fileErrors()
    {
        QFETCH(QString, name);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        const std::string path = dir.filePath(name).toStdString();
        try {
            readPlatformFile(path);
            QFAIL("no error");
        } catch (const InputError &e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.startsWith(QString::fromStdString(path) + ": "), qPrintable(message));
            QVERIFY2(message.contains(phrase), qPrintable(message));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlatformJson)
#include "tst_platform_json.moc"
