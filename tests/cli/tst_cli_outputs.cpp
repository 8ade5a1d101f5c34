// What the command line writes, and what it refuses before writing (docs/command-line.md,
// "Conventions" and "Exit codes and errors"): an output path that cannot be written is refused
// before any work, naming the path and its option, and no other output is written; Ctrl-C or
// SIGTERM while a file is written leaves no temporary file; a number too large for a double, an
// id with a control character, a processor the master cannot reach are refused with FILE:LINE.
#include "cli_process.h"

#include <QtTest>

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <csignal>

namespace {

using namespace clitest;

// Temporary files of the atomic writer (io/atomic_file.h) in `dir`: ".NAME.tmp-PID-N".
QStringList temporaryFiles(const QString &dir)
{
    return QDir(dir).entryList({".*.tmp-*"}, QDir::Files | QDir::Hidden);
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    void write(const QString &name, const QByteArray &content)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }

    // lbp-fig1.json with `from` replaced by `to` (the first occurrence).
    QByteArray fig1With(const QByteArray &from, const QByteArray &to)
    {
        QFile f(example("lbp-fig1.json"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QByteArray text = f.readAll();
        const auto at = text.indexOf(from);
        return at < 0 ? QByteArray() : text.replace(at, from.size(), to);
    }

private slots:
    // A bad output path among good ones: exit 2 naming it and its option, and the good ones are
    // not written either (they were, after the work, before the check).
    void badPathWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("keep");
        QTest::addColumn<QString>("message");
        const QString star = example("star16.json");
        QTest::newRow("plan --svg") << QStringList{"plan", "--platform", star, "--n", "4000", "--algorithm", "columns",
                                                   "--layout-out", "keep.layout", "--svg", "nodir/x.svg"}
                                    << "keep.layout" << "error: nodir/x.svg: --svg: the directory 'nodir' does not exist";
        QTest::newRow("plan --layout-out") << QStringList{"plan", "--platform", star, "--n", "4000", "--algorithm",
                                                          "columns", "--svg", "keep.svg", "--layout-out", "nodir/l"}
                                           << "keep.svg" << "error: nodir/l: --layout-out: the directory 'nodir' does not exist";
        QTest::newRow("simulate --gantt") << QStringList{"simulate", "--platform", star, "--n", "4000", "--algorithm",
                                                         "columns", "--trace", "keep.csv", "--gantt", "nodir/g.svg"}
                                          << "keep.csv" << "error: nodir/g.svg: --gantt: the directory 'nodir' does not exist";
        QTest::newRow("simulate --trace") << QStringList{"simulate", "--platform", star, "--n", "4000", "--algorithm",
                                                         "columns", "--gantt", "keep.svg", "--trace", "keep.txt"}
                                          << "keep.svg"
                                          << "error: keep.txt: --trace: unknown trace extension '.txt' (use .json, .paje or .csv)";
        QTest::newRow("trace is a directory") << QStringList{"simulate", "--platform", star, "--n", "4000", "--algorithm",
                                                             "columns", "--gantt", "keep.svg", "--trace", "sub.csv"}
                                              << "keep.svg" << "error: sub.csv: --trace: names a directory, not a file";
        QTest::newRow("compare --svg") << QStringList{"compare", "--platform", star, "--n", "4000", "--svg", "nodir/c.svg"}
                                       << QString() << "error: nodir/c.svg: --svg: the directory 'nodir' does not exist";
        QTest::newRow("convert OUT") << QStringList{"convert", star, "nodir/s.xml"} << QString()
                                     << "error: nodir/s.xml: OUT: the directory 'nodir' does not exist";
        QTest::newRow("generate --out") << QStringList{"generate", "--kind", "star", "--p", "4", "--out", "nodir/g.json"}
                                        << QString() << "error: nodir/g.json: --out: the directory 'nodir' does not exist";
    }
    void badPathWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, keep);
        QFETCH(QString, message);
        QDir(m_dir.path()).mkpath("sub.csv");
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.start(PARTITA_CLI, args);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QCOMPARE(QString::fromUtf8(p.readAllStandardError()).trimmed(), message);
        if (!keep.isEmpty())
            QVERIFY2(!QFile::exists(path(keep)), qPrintable(keep + " written"));
        QVERIFY(temporaryFiles(m_dir.path()).isEmpty());
    }

    // SIGINT or SIGTERM while a large trace is written (the temporary file exists): the program
    // ends by the signal and removes its temporary file; the trace is not written. The trace (CSV
    // of columns on star16 at n = 80,000, q = 40: about 25 MB) takes tens of milliseconds to
    // write and flush; the directory is polled for the temporary file, with a deadline. On a
    // loaded machine the signal may land after the rename (the command then ends normally, with
    // its trace and no temporary file either): up to five tries for one that lands during the
    // write.
    void signalRemovesTemporaryFile_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }
    void signalRemovesTemporaryFile()
    {
        QFETCH(int, signal);
        bool landed = false;
        for (int attempt = 1; attempt <= 5 && !landed; ++attempt) {
            const QString dir = path(QString("signal-%1-%2").arg(signal).arg(attempt));
            QVERIFY(QDir().mkpath(dir));
            QProcess p;
            // Under the sanitizers the simulation runs some 30 times slower: a quarter of the
            // blocks (a trace of about 6 MB) still takes long enough to write.
#if defined(__SANITIZE_ADDRESS__)
            const QString n = QStringLiteral("40000");
#else
            const QString n = QStringLiteral("80000");
#endif
            p.start(PARTITA_CLI, {"simulate", "--platform", example("star16.json"), "--n", n, "--q", "40",
                                  "--algorithm", "columns", "--trace", dir + "/big.csv"});
            QVERIFY(p.waitForStarted());
            QElapsedTimer timer;
            timer.start();
            while (temporaryFiles(dir).isEmpty() && p.state() == QProcess::Running && timer.elapsed() < 120000) {
            }
            QVERIFY2(!temporaryFiles(dir).isEmpty() || QFile::exists(dir + "/big.csv"),
                     "neither the temporary file nor the trace was seen");
            if (const qint64 pid = p.processId(); pid > 0) // 0 once it ended: never kill(0, ...)
                ::kill(static_cast<pid_t>(pid), signal);
            QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(10000));
            QVERIFY2(temporaryFiles(dir).isEmpty(), qPrintable(temporaryFiles(dir).join(", ")));
            // Ended by the signal, as without a handler, and nothing written.
            landed = p.exitStatus() == QProcess::CrashExit;
            if (landed)
                QVERIFY(!QFile::exists(dir + "/big.csv"));
            else
                qInfo("try %d: the signal came after the trace was written", attempt);
        }
        QVERIFY2(landed, "the signal never landed during the write");
    }

    // 1e309 does not fit a double: the file and the line of the number, not nlohmann-json's
    // "[json.exception.out_of_range.406]".
    void numberTooLarge()
    {
        write("big.json", fig1With("\"speed\": 4,", "\"speed\": 1e309,"));
        const Run plan = partita({"plan", "--platform", path("big.json"), "--n", "8", "--q", "1", "--algorithm", "layers"});
        QCOMPARE(plan.exitCode, 2);
        QCOMPARE(QString::fromUtf8(plan.err).trimmed(),
                 "error: " + path("big.json") + ":12: invalid JSON: number overflow parsing '1e309'");

        write("big.layout", R"({
  "format": "partita-layout/1",
  "n": 4,
  "columns": [
    {"width": 4, "processors": [{"id": "a", "rows": 1e309}]}
  ]
})");
        const Run layout = partita({"redistribute", "--layout", path("big.layout"), "--speeds", "1"});
        QCOMPARE(layout.exitCode, 2);
        QCOMPARE(QString::fromUtf8(layout.err).trimmed(),
                 "error: " + path("big.layout") + ":5: invalid JSON: number overflow parsing '1e309'");
    }

    // An id with a newline or another control character is refused where it is, shown escaped:
    // the error stays one line.
    void controlCharacterInId_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<QString>("shown");
        QTest::newRow("newline") << QByteArray("P2\\nerror: fake") << "'P2\\nerror: fake'";
        QTest::newRow("escape") << QByteArray("P2\\u001b[31m") << "'P2\\x1b[31m'";
    }
    void controlCharacterInId()
    {
        QFETCH(QByteArray, id);
        QFETCH(QString, shown);
        write("id.json", fig1With("\"id\": \"P2\"", "\"id\": \"" + id + "\""));
        const Run platform = partita({"plan", "--platform", path("id.json"), "--n", "8", "--q", "1", "--algorithm", "layers"});
        QCOMPARE(platform.exitCode, 2);
        QVERIFY2(platform.err.count('\n') == 1, platform.err.constData());
        QVERIFY2(QString::fromUtf8(platform.err).startsWith("error: " + path("id.json") + ":10: processor " + shown
                                                           + ": the id contains a control character"),
                 platform.err.constData());

        write("id.layout", R"({"format": "partita-layout/1", "n": 4,
"columns": [{"width": 4, "processors": [{"id": "a", "rows": 2},
  {"id": ")" + id + R"(", "rows": 2}]}]})");
        const Run layout = partita({"redistribute", "--layout", path("id.layout"), "--speeds", "1,1"});
        QCOMPARE(layout.exitCode, 2);
        QVERIFY2(layout.err.count('\n') == 1, layout.err.constData());
        QVERIFY2(QString::fromUtf8(layout.err).startsWith("error: " + path("id.layout") + ":3: ")
                     && layout.err.contains(shown.toUtf8() + ": the id contains a control character"),
                 layout.err.constData());
    }

    // P3's only link leads away from the master S: the line of P3 in the file.
    void unreachableProcessorHasItsLine()
    {
        QByteArray text = fig1With(R"({"name": "l3", "from": "S", "to": "P3", "bandwidth": 8, "latency": 0})",
                                   R"({"name": "l3", "from": "P3", "to": "S", "bandwidth": 8, "latency": 0, "bidirectional": false})");
        QVERIFY(!text.isEmpty());
        write("one-way.json", text);
        const Run r = partita({"plan", "--platform", path("one-way.json"), "--n", "8", "--q", "1", "--algorithm", "layers"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 "error: " + path("one-way.json")
                     + ":11: processor 'P3' cannot be reached from the master 'S' along the links' directions");
    }
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_cli_outputs.moc"
