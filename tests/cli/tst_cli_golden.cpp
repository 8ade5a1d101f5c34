// Golden outputs of `partita simulate`, `compare` and `plan` on the bundled examples.
//
// Each case in tests/cli/golden is a pair: NAME.args holds the arguments (one per line;
// "@examples@" stands for resources/examples) and NAME.out what the command printed when the
// case was recorded. The test runs every case and compares its output token by token: text
// must be identical, numbers equal to a relative 1e-9 (so that a build with other
// optimisation flags, as the sanitizer build, still matches). Set PARTITA_UPDATE_GOLDEN=1 to
// record the current outputs instead, after checking that a change of output is intended.
#include "cli_process.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace clitest;

namespace {

const QString kGoldenDir = QStringLiteral(PARTITA_SOURCE_DIR "/tests/cli/golden");

QStringList argumentsOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList args;
    const QString examples = QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples");
    for (const QString &line : QString::fromUtf8(f.readAll()).split('\n'))
        if (!line.isEmpty())
            args << QString(line).replace(QStringLiteral("@examples@"), examples);
    return args;
}

// Text and numbers in order: "makespan 1.25 s" -> {"makespan ", 1.25, " s"}.
struct Token {
    bool number = false;
    QString text;
    double value = 0;
};

QList<Token> tokens(const QString &s)
{
    static const QRegularExpression number(QStringLiteral(R"(-?\d+(\.\d+)?([eE][-+]?\d+)?)"));
    QList<Token> out;
    qsizetype at = 0;
    auto it = number.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() > at)
            out.push_back({false, s.mid(at, m.capturedStart() - at), 0});
        out.push_back({true, m.captured(), m.captured().toDouble()});
        at = m.capturedEnd();
    }
    if (at < s.size())
        out.push_back({false, s.mid(at), 0});
    return out;
}

bool close(double a, double b) { return a == b || std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)); }

// The first difference between two outputs, as "line L: expected '...', got '...'", or empty.
QString firstDifference(const QString &expected, const QString &actual)
{
    const QStringList e = expected.split('\n'), a = actual.split('\n');
    for (qsizetype i = 0; i < std::max(e.size(), a.size()); ++i) {
        const QString el = i < e.size() ? e[i] : QStringLiteral("<end>");
        const QString al = i < a.size() ? a[i] : QStringLiteral("<end>");
        const auto et = tokens(el), at = tokens(al);
        bool same = et.size() == at.size();
        for (qsizetype t = 0; same && t < et.size(); ++t)
            same = et[t].number == at[t].number
                && (et[t].number ? close(et[t].value, at[t].value) : et[t].text == at[t].text);
        if (!same)
            return QStringLiteral("line %1: expected '%2', got '%3'").arg(i + 1).arg(el, al);
    }
    return {};
}

} // namespace

class TestCliGolden : public QObject {
    Q_OBJECT
private slots:
    void cases_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = QDir(kGoldenDir).entryList({QStringLiteral("*.args")}, QDir::Files, QDir::Name);
        QVERIFY2(names.size() >= 10, qPrintable(QStringLiteral("too few golden cases in ") + kGoldenDir));
        for (const QString &file : names) {
            const QString name = file.chopped(5);
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void cases()
    {
        QFETCH(QString, name);
        const QStringList args = argumentsOf(kGoldenDir + '/' + name + ".args");
        QVERIFY2(!args.isEmpty(), qPrintable(name + ".args is empty"));
        const Run r = partita(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString outPath = kGoldenDir + '/' + name + ".out";
        if (qEnvironmentVariableIntValue("PARTITA_UPDATE_GOLDEN") == 1) {
            QFile f(outPath);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(r.out);
            return;
        }
        QFile f(outPath);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(outPath + " is missing"));
        const QString difference = firstDifference(QString::fromUtf8(f.readAll()), QString::fromUtf8(r.out));
        QVERIFY2(difference.isEmpty(), qPrintable(name + ": " + difference));
    }

    // The comparison itself: a changed number or word is seen, a last-digit rounding is not.
    void comparison()
    {
        QVERIFY(firstDifference("makespan 1.5 s\n", "makespan 1.5 s\n").isEmpty());
        QVERIFY(firstDifference("x 0.30000000000000004\n", "x 0.3\n").isEmpty());
        QVERIFY(!firstDifference("makespan 1.5 s\n", "makespan 1.6 s\n").isEmpty());
        QVERIFY(!firstDifference("makespan 1.5 s\n", "makespan 1.5 ms\n").isEmpty());
        QVERIFY(!firstDifference("a\nb\n", "a\n").isEmpty());
        QVERIFY(!firstDifference("\"k\": 3\n", "\"k\": 3, \"j\": 1\n").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliGolden)
#include "tst_cli_golden.moc"
