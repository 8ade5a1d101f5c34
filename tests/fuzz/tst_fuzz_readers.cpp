// A short, seeded fuzzing run of every reader of the files a person hands to Partita
// (readers.h): each target's seeds, mutated kMutations times with a fixed seed, must be read or
// refused with an InputError, and what is accepted must hold up. The sanitizer build runs it
// too. Long runs are bench/fuzz.sh (libFuzzer).
#include "readers.h"

#include <QtTest>

#include <cstdio>
#include <fstream>

using namespace partita;

namespace {

constexpr int kMutations = 3000; // per target

QString printable(const std::string &input)
{
    QString out;
    for (const unsigned char c : input.substr(0, 600))
        out += c >= 32 && c < 127 ? QString(QChar(c)) : QString("\\x%1").arg(c, 2, 16, QChar('0'));
    return input.size() > 600 ? out + "…" : out;
}

} // namespace

class TestFuzzReaders : public QObject {
    Q_OBJECT

private slots:
    void everyTarget_data()
    {
        QTest::addColumn<QString>("target");
        for (const auto &t : fuzz::targets())
            QTest::newRow(t.name) << QString(t.name);
    }

    void everyTarget()
    {
        QFETCH(QString, target);
        const std::string name = target.toStdString();
        const fuzz::Target *t = fuzz::findTarget(name);
        QVERIFY(t);
        const auto seeds = fuzz::seeds(name, PARTITA_SOURCE_DIR);
        QVERIFY(!seeds.empty());
        for (const auto &seed : seeds) // the seeds themselves are read without a defect
            t->run(seed);
        std::mt19937_64 rng(0x9e3779b97f4a7c15ULL ^ std::hash<std::string>{}(name));
        for (int i = 0; i < kMutations; ++i) {
            const std::string input = fuzz::mutate(seeds[i % seeds.size()], seeds[(i / 7) % seeds.size()], rng);
            try {
                t->run(input);
            } catch (const std::exception &e) {
                // Kept for bench/fuzz.sh and a debugger: fuzz-<target>-crash.bin in the test's directory.
                std::ofstream(("fuzz-" + name + "-crash.bin").c_str(), std::ios::binary) << input;
                QFAIL(qPrintable(QString("mutation %1: %2\ninput: %3").arg(i).arg(e.what()).arg(printable(input))));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFuzzReaders)
#include "tst_fuzz_readers.moc"
