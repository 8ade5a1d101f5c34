// `partita reproduce`: the list names every experiment of the registry; a run writes exactly the
// files it announces, whole (no temporary file left), and twice the same bytes; an unknown id
// or an --out that is a file is an error with exit code 2 and nothing written.
#include "cli_process.h"

#include "reproduce/registry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace clitest;

namespace {

QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliReproduce : public QObject {
    Q_OBJECT
private slots:
    void listsEveryExperiment()
    {
        const auto r = clitest::partita({"reproduce"});
        QCOMPARE(r.exitCode, 0);
        for (const auto &e : partita::reproduce::experiments())
            QVERIFY2(r.out.contains(QByteArray("\n") + e.name.c_str() + " "), e.name.c_str());
        const auto help = clitest::partita({"--help"});
        QVERIFY(help.out.contains("reproduce"));
    }

    void writesWhatItAnnounces()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + "/run";
        const auto r = clitest::partita({"reproduce", "004-fig1", "--out", out});
        QCOMPARE(r.exitCode, 0);
        QStringList announced;
        for (const auto &line : QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts)) {
            QVERIFY2(line.startsWith("wrote "), qPrintable(line));
            announced << QDir(out).relativeFilePath(line.mid(6));
        }
        announced.sort();
        QCOMPARE(announced, (QStringList{"004-fig1/fig1.json", "004-fig1/fig1.svg", "004-fig1/numbers.json",
                                         "004-fig1/report.md"}));
        // exactly these, no temporary file beside them
        QCOMPARE(filesUnder(out), announced);
        const QByteArray report = read(out + "/004-fig1/report.md");
        QVERIFY(report.startsWith("# `004-fig1`: paper 004"));
        // the platform it wrote reads back
        const auto plan = clitest::partita({"plan", "--platform", out + "/004-fig1/fig1.json", "--n", "8", "--q", "1",
                                   "--algorithm", "layers"});
        QCOMPARE(plan.exitCode, 0);
        // a second run writes the same bytes
        QCOMPARE(clitest::partita({"reproduce", "004-fig1", "--out", out}).exitCode, 0);
        QCOMPARE(read(out + "/004-fig1/report.md"), report);
    }

    void badInput()
    {
        QTemporaryDir dir;
        auto r = clitest::partita({"reproduce", "unknown-id", "--out", dir.path() + "/x"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("error: unknown experiment 'unknown-id' (known: 002-table2, "), r.err.constData());
        QVERIFY(r.err.contains(", all)"));
        QVERIFY(!QDir(dir.path() + "/x").exists());
        QFile file(dir.path() + "/file");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        r = clitest::partita({"reproduce", "004-fig1", "--out", dir.path() + "/file"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--out: not a directory"), r.err.constData());
        r = clitest::partita({"reproduce", "004-fig1", "--out", dir.path() + "/no/such"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("does not exist"), r.err.constData());
        QCOMPARE(filesUnder(dir.path()), QStringList{"file"});
    }
};

QTEST_GUILESS_MAIN(TestCliReproduce)
#include "tst_cli_reproduce.moc"
