// `partita convert IN OUT`: JSON -> SimGrid XML -> JSON gives the original platform
// back, stdout stays empty, and a bad file exits 2 with one "error:" line naming the file,
// writing nothing.
#include "io/platform_json.h"

#include <QtTest>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

using namespace partita;

namespace {

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

Result runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(PARTITA_CLI), args);
    Result r;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QString example(const char *name)
{
    return QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

const QByteArray kPlatform = R"({
  "format": "partita-platform/1",
  "name": "convert test",
  "master": "R",
  "processors": [
    {"id": "P1", "name": "first", "speed": 2.5, "memory": 1024, "x": 1, "y": 2, "host": "n1"},
    {"id": "P2", "speed": 0.1, "memory": 512}
  ],
  "routers": [{"id": "R", "x": 0.5}],
  "links": [
    {"name": "up", "from": "R", "to": "P1", "bandwidth": 1.25, "latency": 1e-05, "sharing": "backbone"},
    {"from": "R", "to": "P2", "bandwidth": 0.125, "latency": 0.001, "bidirectional": false}
  ]
}
)";

} // namespace

class TestCliConvert : public QObject {
    Q_OBJECT

private slots:
    void jsonToXmlToJson_data()
    {
        QTest::addColumn<QString>("input"); // empty: kPlatform
        QTest::newRow("hand-written") << QString();
        QTest::newRow("paper 002 Table 2 (blocks units)") << example("mw-table2.json");
        QTest::newRow("paper 001 toy cluster") << example("toy-cluster.json");
    }

    void jsonToXmlToJson()
    {
        QFETCH(QString, input);
        QTemporaryDir dir;
        if (input.isEmpty()) {
            input = dir.filePath("in.json");
            write(input, kPlatform);
        }
        // The examples are part of the repository: a missing one is a failure, not a skip.
        QVERIFY2(QFile::exists(input), qPrintable(input + QStringLiteral(" is missing")));
        const QString xml = dir.filePath("platform.xml");
        const QString back = dir.filePath("back.json");
        const Result toXml = runCli({"convert", input, xml});
        QCOMPARE(toXml.exitCode, 0);
        QVERIFY(toXml.out.isEmpty());
        QVERIFY(contents(xml).startsWith("<?xml"));
        const Result toJson = runCli({"convert", xml, back});
        QCOMPARE(toJson.exitCode, 0);
        QVERIFY(toJson.out.isEmpty());
        const Platform original = readPlatformFile(input.toStdString());
        QVERIFY(readPlatformFile(back.toStdString()) == original);
        QCOMPARE(contents(back), QByteArray::fromStdString(platformToJson(original)));
    }

    void badInputWritesNothing_data()
    {
        QTest::addColumn<QString>("inName");
        QTest::addColumn<QByteArray>("inText"); // not written when empty
        QTest::addColumn<QString>("outName");
        QTest::addColumn<QString>("named");    // the file the message must name, with its line
        QTest::addColumn<QString>("phrase");
        QByteArray negative = kPlatform;
        negative.replace(R"("speed": 0.1)", R"("speed": -1)");
        QTest::newRow("negative speed") << "in.json" << negative << "out.xml" << "in.json:7:"
                                        << "processor 'P2': speed must be > 0 (got -1)";
        QTest::newRow("JSON syntax") << "in.json" << QByteArray("{\n  \"format\": \"partita-platform/1\",\n  oops\n}")
                                     << "out.xml" << "in.json:3:" << "invalid JSON";
        QTest::newRow("XML syntax") << "in.xml" << QByteArray("<?xml version='1.0'?>\n<platform version=\"4.1\">\n<zone")
                                    << "out.json" << "in.xml:3:" << "invalid XML";
        QTest::newRow("missing input") << "absent.json" << QByteArray() << "out.xml" << "absent.json:"
                                       << "cannot open file";
        QTest::newRow("unknown input extension") << "in.txt" << kPlatform << "out.xml" << "in.txt:"
                                                 << "unknown platform file extension '.txt'";
        QTest::newRow("unknown output extension") << "in.json" << kPlatform << "out.yaml" << "out.yaml:"
                                                  << "unknown platform file extension '.yaml'";
        QTest::newRow("output directory missing") << "in.json" << kPlatform << "no/such/dir/out.xml"
                                                  << "out.xml:" << "OUT: the directory"; // checked before reading IN
    }

    void badInputWritesNothing()
    {
        QFETCH(QString, inName);
        QFETCH(QByteArray, inText);
        QFETCH(QString, outName);
        QFETCH(QString, named);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        if (!inText.isEmpty())
            write(dir.filePath(inName), inText);
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        const Result r = runCli({"convert", dir.filePath(inName), dir.filePath(outName)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith("error: ") && err.endsWith('\n') && err.count('\n') == 1, qPrintable(err));
        QVERIFY2(err.contains(named), qPrintable(err));
        QVERIFY2(err.contains(phrase), qPrintable(err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), before);
    }

    void failureKeepsExistingOutput()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.json");
        const QString out = dir.filePath("out.xml");
        write(in, "{\"format\": \"partita-platform/1\", \"processors\": []}");
        write(out, "previous output");
        const Result r = runCli({"convert", in, out});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(contents(out), QByteArray("previous output"));
    }

    // What Partita does not model is named on stderr, one "warning: FILE:LINE:" line each, and
    // the conversion goes on (docs/platform-format.md, SimGrid platform XML): SimGrid's
    // small_platform_profile.xml has a speed profile and a bandwidth profile.
    void simgridImportWarnsOnStderr()
    {
        QTemporaryDir dir;
        const QString in = QStringLiteral(PARTITA_SOURCE_DIR "/tests/data/simgrid/small_platform_profile.xml");
        const QString out = dir.filePath("out.json");
        const Result r = runCli({"convert", in, out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.isEmpty());
        const QStringList lines = QString::fromUtf8(r.err).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(!lines.isEmpty(), r.err.constData());
        for (const QString &line : lines)
            QVERIFY2(line.startsWith("warning: " + in + ":"), qPrintable(line));
        QVERIFY(r.err.contains("speed_file 'profiles/jupiter_speed.profile' ignored"));
        QVERIFY(r.err.contains("link '1': bandwidth_file"));
        QVERIFY(QFile::exists(out));
    }

    void missingOperandIsUsageError()
    {
        const Result r = runCli({"convert", "only-one.json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("error: "));
    }
};

QTEST_GUILESS_MAIN(TestCliConvert)
#include "tst_cli_convert.moc"
