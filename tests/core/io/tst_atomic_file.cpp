// Atomic writes (io/atomic_file.h): a reader sees the old file or the new one, and a failed
// write, whatever its cause, leaves the old file as it was and no temporary file behind.
#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "sample_platforms.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>

#include <sys/stat.h>
#include <unistd.h>

using namespace partita;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void writeRaw(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT

private slots:
    void writesNewFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("new.txt");
        writeFileAtomically(path.toStdString(), "hello\n");
        QCOMPARE(contentOf(path), QByteArray("hello\n"));
        QCOMPARE(entries(dir.path()), QStringList{"new.txt"});
        QCOMPARE(readWholeFile(path.toStdString()), std::string("hello\n"));
    }

    void replacesFileAndKeepsItsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("old.txt");
        writeRaw(path, "old content");
        QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
        writeFileAtomically(path.toStdString(), "new content");
        QCOMPARE(contentOf(path), QByteArray("new content"));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640));
        QCOMPARE(entries(dir.path()), QStringList{"old.txt"});
    }

    void writesLargeContent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.bin");
        std::string big(3 * 1024 * 1024 + 17, 'x');
        big[12345] = '\0';
        writeFileAtomically(path.toStdString(), big);
        QCOMPARE(readWholeFile(path.toStdString()), big);
    }

    void failuresNameTheFile_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing directory") << "absent/dir/out.json" << "cannot write file (No such file or directory)";
        QTest::newRow("parent is a file") << "blocker/out.json" << "cannot write file (Not a directory)";
        QTest::newRow("target is a directory") << "subdir" << "cannot write file (it is a directory)";
    }

    void failuresNameTheFile()
    {
        QFETCH(QString, relative);
        QFETCH(QString, phrase);
        QTemporaryDir dir;
        writeRaw(dir.filePath("blocker"), "a file, not a directory");
        QVERIFY(QDir(dir.path()).mkdir("subdir"));
        const QStringList before = entries(dir.path());
        const std::string path = dir.filePath(relative).toStdString();
        try {
            writeFileAtomically(path, "content");
            QFAIL("no error");
        } catch (const InputError &e) {
            QCOMPARE(e.file(), path);
            QVERIFY2(QString::fromUtf8(e.what()).contains(phrase), e.what());
        }
        QCOMPARE(entries(dir.path()), before);
        QCOMPARE(contentOf(dir.filePath("blocker")), QByteArray("a file, not a directory"));
    }

    void unwritableDirectoryKeepsOldFile()
    {
        if (::geteuid() == 0)
            QSKIP("root writes into read-only directories; the failure cannot be provoked");
        QTemporaryDir dir;
        const QString path = dir.filePath("platform.json");
        writeRaw(path, "old");
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        QVERIFY_THROWS_EXCEPTION(InputError, writeFileAtomically(path.toStdString(), "new"));
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QCOMPARE(contentOf(path), QByteArray("old"));
        QCOMPARE(entries(dir.path()), QStringList{"platform.json"});
    }

    void failedSerializationKeepsOldFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("json") << "platform.json";
        QTest::newRow("xml") << "platform.xml";
    }

    void failedSerializationKeepsOldFile()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        writeRaw(path, "previous version");
        Platform p = test::samplePlatforms()[1].second;
        p.links[1].bandwidth = std::numeric_limits<double>::quiet_NaN(); // JSON and XML cannot hold it
        try {
            writePlatformFile(p, path.toStdString());
            QFAIL("no error");
        } catch (const InputError &e) {
            QCOMPARE(e.file(), path.toStdString());
            QVERIFY2(QString::fromUtf8(e.what()).contains("bandwidth is not a finite number"), e.what());
        }
        QCOMPARE(contentOf(path), QByteArray("previous version"));
        QCOMPARE(entries(dir.path()), QStringList{name});
    }

    void unreadableFile()
    {
        QTemporaryDir dir;
        try {
            readWholeFile(dir.filePath("none.json").toStdString());
            QFAIL("no error");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).endsWith("none.json: cannot open file (No such file or directory)"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, readWholeFile(dir.path().toStdString())); // a directory
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomic_file.moc"
