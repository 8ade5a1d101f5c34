// French complete (docs/studio.md, Language), for the messages that come from core: with the
// studio's French translation loaded, the reasons core gives (model/reason.h) — a strategy
// refusing the platform or the shape, a problem the platform cannot hold, an invalid file opened
// — are shown in French on the Comparison tab, in the strategy menu, on the Run tab and in the
// error of File ▸ Open, with the file, line, ids and numbers as they are. The command line keeps
// its English words (tests/cli, golden outputs).
#include "compare/compare_view.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/validate.h"
#include "plan/input_refusal.h"
#include "plan/reason_text.h"
#include "plan/strategy_menu.h"
#include "run/run_command.h"
#include "studio/main_window.h"

#include <QComboBox>
#include <QFile>
#include <QLocale>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(std::string(PARTITA_SOURCE_DIR "/resources/examples/") + name);
}

// English words of core's messages that must not reach the French screen.
const QStringList kEnglish = {QStringLiteral("needs the processors"), QStringLiteral("must be"),
                              QStringLiteral("takes square products only"), QStringLiteral("cannot hold"),
                              QStringLiteral("(got "), QStringLiteral("cannot be reached")};

QString englishIn(const QString &text)
{
    for (const QString &w : kEnglish)
        if (text.contains(w))
            return w;
    return {};
}

} // namespace

class TestFrenchMessages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        QVERIFY(m_translator.load(QStringLiteral(":/i18n/partita_fr.qm")));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
    }

    // Every kind of reason core gives has its template listed for lupdate, so none is left
    // in English (tst_translations then finds each translated).
    void everyReasonListed()
    {
        for (ReasonKind kind : reasonKinds())
            QVERIFY2(reasonTextListed(kind), reasonTemplate(kind));
    }

    // star16 is no grid: summa refuses it, in French under the comparison's charts.
    void comparisonRefusalsInFrench()
    {
        CompareView view;
        QSignalSpy shown(&view, &CompareView::resultsShown);
        PlanSettings settings;
        settings.problem = Problem(800, 100);
        view.setInput(example("star16.json"), settings);
        QVERIFY(shown.wait(120000));
        const QString note = view.note();
        QVERIFY2(note.contains(QStringLiteral("summa (summa : demande les processeurs sur une grille complète")),
                 qPrintable(note));
        QVERIFY2(englishIn(note).isEmpty(), qPrintable(note));
    }

    // On a product that is not square, the menu's tooltip of a strategy that is no matrix
    // product gives the reason in French, the shape's numbers and the names as they are.
    void shapeRefusalInFrench()
    {
        QComboBox box;
        fillStrategyMenu(&box);
        updateStrategyMenuShape(&box, Problem::product(200, 100, 300, 10));
        const auto *model = qobject_cast<QStandardItemModel *>(box.model());
        const auto tip = [&](const char *name) {
            const int row = box.findData(QString::fromLatin1(name));
            return row < 0 ? QString() : model->item(row, 0)->toolTip();
        };
        QCOMPARE(tip("ring"), QStringLiteral("ring est un calcul itératif sur sa propre grille n×n, pas un produit de "
                                             "matrices (docs/ring.md) : m et k ne s’appliquent pas (reçu 200×100 par "
                                             "100×300)"));
        QCOMPARE(tip("lu-hetero"), QStringLiteral("lu-hetero factorise une matrice carrée A d’ordre n (docs/lu.md) : "
                                                  "m et k ne s’appliquent pas (reçu 200×100 par 100×300)"));
    }

    // A problem the platform cannot hold, as the Partition, Gantt and Comparison tabs say it,
    // and as the Run tab's Start is blocked by it.
    void problemRefusalsInFrench()
    {
        const Platform platform = example("star16.json");
        Problem big(800, 100);
        big.q = kMaxOrder + 1;
        const QString tooLarge = inputRefusal(platform, big);
        QCOMPARE(tooLarge, QStringLiteral("q doit valoir au plus %1 (reçu %2)").arg(kMaxOrder).arg(kMaxOrder + 1));

        Platform small = platform;
        small.processors.back().memory = 1e-3;
        const QString memory = inputRefusal(small, Problem(800, 100));
        QVERIFY2(memory.startsWith(QStringLiteral("processeur '%1' : une mémoire de ")
                                       .arg(QString::fromStdString(small.processors.back().id))),
                 qPrintable(memory));
        QVERIFY2(englishIn(memory).isEmpty(), qPrintable(memory));

        PlanSettings settings;
        settings.problem = big;
        settings.algorithm = "columns";
        RunCapabilities ready;
        ready.status = RunCapabilities::Status::Ready;
        ready.algorithms = {QStringLiteral("columns")};
        const QString blocker = startBlocker(platform, settings, RunSetup{}, ready);
        QVERIFY2(blocker.endsWith(tooLarge), qPrintable(blocker));
        QVERIFY2(englishIn(blocker).isEmpty(), qPrintable(blocker));
    }

    // File ▸ Open of an invalid file: the error names the file and line as they are and says
    // what is wrong in French.
    void openErrorInFrench()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({
  "format": "partita-platform/1",
  "units": "blocks",
  "processors": [
    {"id": "P1", "speed": 1, "memory": 100},
    {"id": "P2", "speed": -1, "memory": 100}
  ],
  "links": [{"from": "P1", "to": "P2", "bandwidth": 1}],
  "master": "P1"
}
)");
        file.close();
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        QVERIFY(!window.openFile(path));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.front().startsWith(path + QLatin1Char(':')), qPrintable(errors.front()));
        QVERIFY2(errors.front().endsWith(QStringLiteral(" : processeur 'P2' : vitesse doit être > 0 (reçu -1)")),
                 qPrintable(errors.front()));
    }

    // The same reasons, with no translator, are core's English words.
    void englishWithoutTranslation()
    {
        QCoreApplication::removeTranslator(&m_translator);
        Problem big(800, 100);
        big.q = kMaxOrder + 1;
        const QString text = inputRefusal(example("star16.json"), big);
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
        QCOMPARE(text, QStringLiteral("q must be at most %1 (got %2)").arg(kMaxOrder).arg(kMaxOrder + 1));
    }

private:
    QTranslator m_translator;
};

QTEST_MAIN(TestFrenchMessages)
#include "tst_french_messages.moc"
