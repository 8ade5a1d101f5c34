// French complete (docs/studio.md, Language), for the messages that come from core: with the
// studio's French translation loaded, the reasons core gives (model/reason.h) — a strategy
// refusing the platform or the shape, a problem the platform cannot hold, an invalid file opened
// (a field, the format's structure, a kernel's speeds, a JSON syntax error, a SimGrid XML file),
// lp_solve's failures, the ring's, LU's and the network model's refusals, partita run's option
// checks — are shown in French on the Comparison tab, in the strategy menu, on the Run tab and in
// the error of File ▸ Open, with the file, line, ids and numbers as they are; the report lines
// partita run prints on its error output are shown in French in the Run tab's log, not in the
// error colour, its warnings in French in the error colour; the Redistribution tab's refusal of a
// layout it cannot play and the Partition tab's note on how a partition was computed are in
// French. The command line keeps its English words (tests/cli, golden outputs).
#include "classroom/experiment_texts.h"
#include "classroom/papers_page.h"
#include "reproduce/experiment.h"
#include "compare/compare_view.h"
#include "gantt/gantt_time_format.h"
#include "exec/run_options.h"
#include "exec/run_report.h"
#include "exec/throttle.h"
#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/error.h"
#include "model/validate.h"
#include "schedule/lbp/mft_lbp.h"
#include "schedule/lu/lu_factorization.h"
#include "schedule/ring/shared_ring.h"
#include "sim/sim_platform.h"
#include "partition/partitioner.h"
#include "plan/input_refusal.h"
#include "plan/reason_text.h"
#include "plan/strategy_menu.h"
#include "redistribute/redistribution_player.h"
#include "redistribution/layout.h"
#include "redistribution/layout_json.h"
#include "run/run_command.h"
#include "run/run_log.h"
#include "run/run_report_line.h"
#include "studio/main_window.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTranslator>
#include <QtTest>

#include <algorithm>
#include <functional>

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
                              QStringLiteral("(got "), QStringLiteral("cannot be reached"),
                              QStringLiteral("invalid "), QStringLiteral("syntax error"), QStringLiteral("expected"),
                              QStringLiteral("unexpected"), QStringLiteral("found the LP"), QStringLiteral(" got "),
                              QStringLiteral("does not fit"), QStringLiteral("needs a platform"),
                              QStringLiteral("unknown"), QStringLiteral("missing"), QStringLiteral("does not combine"),
                              QStringLiteral("measured"), QStringLiteral("predicted"), QStringLiteral("emulation"),
                              QStringLiteral("rank "), QStringLiteral("note:"), QStringLiteral("so that")};

// What core throws from `f`, as the studio says it (errorText), or an empty text.
template <class F>
QString thrown(F f)
{
    try {
        f();
    } catch (const std::exception &e) {
        return errorText(e);
    }
    return {};
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

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

    // Every kind of reason core gives has its template listed for lupdate, and every fixed
    // word its own, so none is left in English (tst_translations then finds each translated).
    void everyReasonListed()
    {
        for (ReasonKind kind : reasonKinds())
            QVERIFY2(reasonTextListed(kind), reasonTemplate(kind));
        for (const std::string &w : reasonWords())
            QVERIFY2(reasonWordListed(w), w.c_str());
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

    // File ▸ Open of a file that is not JSON: nlohmann-json's words (the context, the token
    // found and the one expected) in French, the file and line as they are.
    void jsonSyntaxErrorInFrench()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("broken.json"), R"({
  "format": "partita-platform/1",
  "processors": [
    {"id": "P1" "speed": 1, "memory": 100}
  ]
}
)");
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        QVERIFY(!window.openFile(path));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.front(), path + QStringLiteral(":4 : JSON invalide : erreur de syntaxe en lisant un objet – "
                                                       "on n’attendait pas une chaîne ; on attendait '}'"));
        // A string left open: the lexer's description, and the text read as it is.
        const QString open = thrown([] { parsePlatformJson("{\"format\": \"partita", "open.json"); });
        QVERIFY2(open.startsWith(QStringLiteral("open.json:1 : JSON invalide : erreur de syntaxe en lisant une valeur – "
                                                "chaîne invalide : guillemet fermant manquant ; dernier texte lu : '")),
                 qPrintable(open));
        const QString overflow = thrown([] { parsePlatformJson("{\"format\": 1e999}", "big.json"); });
        QCOMPARE(overflow, QStringLiteral("big.json:1 : JSON invalide : le nombre '1e999' dépasse la capacité d’un double"));
    }

    // The platform format's structure (a field missing, unknown or of the wrong type, a wrong
    // format, a key given twice), kernel speeds, ids, a link's ends and latency and a route's
    // links: the element's word and the types in French,
    // the field names, ids and numbers as they are.
    void platformStructureErrorsInFrench_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("french");
        const QByteArray f = R"("format": "partita-platform/1")";
        const QByteArray two = R"("processors": [{"id": "P1", "speed": 1, "memory": 1}, {"id": "P2", "speed": 1, "memory": 1}])";
        const auto withP1 = [&](const QByteArray &fields) {
            return "{" + f + R"(, "processors": [{"id": "P1", "speed": 1, "memory": 1)" + fields + "}]}";
        };
        QTest::newRow("missing field") << "{" + f + "}" << QStringLiteral("p.json:1 : champ 'processors' manquant");
        QTest::newRow("unknown field") << withP1(R"(, "sped": 2)")
                                       << QStringLiteral("p.json:1 : processeur 'P1' : champ 'sped' inconnu");
        QTest::newRow("wrong type") << "{" + f + R"(, "processors": [{"id": "P1", "speed": "fast", "memory": 1}]})"
                                    << QStringLiteral("p.json:1 : processeur 'P1' : le champ 'speed' doit être un nombre "
                                                      "(reçu une chaîne)");
        QTest::newRow("not an object") << "{" + f + R"(, "processors": [3]})"
                                       << QStringLiteral("p.json:1 : processeur #1 doit être un objet (reçu un nombre)");
        QTest::newRow("wrong format") << QByteArray(R"({"format": "x"})")
                                      << QStringLiteral("p.json:1 : format \"x\" non pris en charge (attendu "
                                                        "\"partita-platform/1\")");
        QTest::newRow("duplicate key") << "{" + f + ", " + f + "}"
                                       << QStringLiteral("p.json:1 : clé 'format' en double (en /format)");
        QTest::newRow("unknown sharing")
            << "{" + f + ", " + two + R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1, "sharing": "private"}]})"
            << QStringLiteral("p.json:1 : lien P1 -> P2 : partage 'private' inconnu (attendu \"shared\", "
                              "\"split-duplex\" ou \"backbone\")");
        QTest::newRow("route link") << "{" + f + ", " + two
                                           + R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1}],)"
                                             R"( "routes": [{"from": "P1", "to": "P2", "links": ["nope"]}]})"
                                    << QStringLiteral("p.json:1 : route P1 -> P2 : aucun lien ne s’appelle 'nope'");
        QTest::newRow("kernel speed") << withP1(R"(, "kernels": {"stencil": 0})")
                                      << QStringLiteral("p.json:1 : processeur 'P1', noyau 'stencil' : la vitesse doit "
                                                        "être comprise entre 1e-09 et 1e+09 (reçu 0)");
        QTest::newRow("kernel block sizes") << withP1(R"(, "kernels": {"panel": [[128, 3], [64, 2]]})")
                                            << QStringLiteral("p.json:1 : processeur 'P1', noyau 'panel' : les tailles des "
                                                              "points doivent croître (64 après 128)");
        QTest::newRow("kernel pairs") << withP1(R"(, "kernels": {"block": "fast"})")
                                      << QStringLiteral("p.json:1 : processeur 'P1' : le noyau 'block' doit être une "
                                                        "vitesse ou une liste de paires [taille, vitesse]");
        // The checks on ids, a link's ends and latency and a route's links (model/validate.cpp).
        const auto links = [&](const QByteArray &list) { return "{" + f + ", " + two + R"(, "links": [)" + list + "]}"; };
        const auto routes = [&](const QByteArray &list) {
            return "{" + f + ", " + two + R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1}], "routes": [)" + list
                + "]}";
        };
        QTest::newRow("empty id") << "{" + f + R"(, "processors": [{"id": "", "speed": 1, "memory": 1}]})"
                                  << QStringLiteral("p.json:1 : processeur #1 : l’identifiant ne doit pas être vide");
        QTest::newRow("tab in an id")
            << "{" + f + R"(, "processors": [{"id": "a\tb", "speed": 1, "memory": 1}]})"
            << QStringLiteral("p.json:1 : processeur 'a\\tb' : l’identifiant contient un caractère de contrôle (une "
                              "tabulation) : les identifiants figurent dans des erreurs d’une ligne et dans les lignes "
                              "des traces CSV");
        QTest::newRow("link to itself")
            << links(R"({"from": "P1", "to": "P1", "bandwidth": 1}, {"from": "P1", "to": "P2", "bandwidth": 1})")
            << QStringLiteral("p.json:1 : lien P1 -> P1 : relie le nœud 'P1' à lui-même");
        QTest::newRow("negative latency") << links(R"({"name": "a", "from": "P1", "to": "P2", "bandwidth": 1, "latency": -1})")
                                          << QStringLiteral("p.json:1 : lien 'a' : la latence doit être >= 0 (reçu -1)");
        QTest::newRow("route without a link") << routes(R"({"from": "P1", "to": "P2", "links": []})")
                                              << QStringLiteral("p.json:1 : route P1 -> P2 : aucun lien");
        QTest::newRow("crossed down")
            << routes(R"({"from": "P1", "to": "P2", "links": [{"link": 1, "direction": "down"}]})")
            << QStringLiteral("p.json:1 : route P1 -> P2 : le lien P1 -> P2 est traversé \"down\" mais seul un lien "
                              "split-duplex a deux sens");
        QTest::newRow("declared twice")
            << routes(R"({"from": "P1", "to": "P2", "links": [1]}, {"from": "P2", "to": "P1", "links": [1]})")
            << QStringLiteral("p.json:1 : route P2 -> P1 : une route de 'P2' à 'P1' est déjà déclarée (route #1)");
    }
    void platformStructureErrorsInFrench()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, french);
        const QString text = thrown([&] { parsePlatformJson(json.toStdString(), "p.json"); });
        QCOMPARE(text, french);
        QVERIFY2(englishIn(text).isEmpty(), qPrintable(text));
    }

    // A layout file the Redistribution tab cannot read (redistribution/layout_json.cpp): the
    // field's path in the file ("columns[0].processors[1]"), ids and numbers as they are.
    void layoutFileErrorsInFrench_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("french");
        const QByteArray f = R"("format": "partita-layout/1")";
        const auto cols = [&](const QByteArray &columns) { return "{" + f + R"(, "n": 4, "columns": [)" + columns + "]}"; };
        QTest::newRow("unknown format") << QByteArray(R"({"format": "x", "n": 4, "columns": []})")
                                        << QStringLiteral("l.json:1 : format \"x\" inconnu (attendu \"partita-layout/1\")");
        QTest::newRow("n too large") << "{" + f + R"(, "n": 2000000000, "columns": []})"
                                     << QStringLiteral("l.json:1 : n = 2000000000 est trop grand (au plus 1000000000 blocs)");
        QTest::newRow("n not whole") << "{" + f + R"(, "n": 2.5, "columns": []})"
                                     << QStringLiteral("l.json:1 : le champ 'n' doit être un nombre entier de blocs (reçu 2.5)");
        QTest::newRow("no column") << "{" + f + R"(, "n": 4, "columns": []})"
                                   << QStringLiteral("l.json:1 : la disposition n’a aucune colonne");
        QTest::newRow("column not an object") << cols("3")
                                              << QStringLiteral("l.json:1 : columns[0] doit être un objet (reçu un nombre)");
        QTest::newRow("unknown field") << cols(R"({"width": 4, "wide": 1, "processors": [{"id": "a", "rows": 4}]})")
                                       << QStringLiteral("l.json:1 : columns[0] : champ 'wide' inconnu");
        QTest::newRow("width too large") << cols(R"({"width": 5, "processors": [{"id": "a", "rows": 4}]})")
                                         << QStringLiteral("l.json:1 : columns[0] : la largeur 5 dépasse n = 4");
        QTest::newRow("id not a string") << cols(R"({"width": 4, "processors": [{"id": 7, "rows": 4}]})")
                                         << QStringLiteral("l.json:1 : columns[0].processors[0] : le champ 'id' doit être une "
                                                           "chaîne (reçu un nombre)");
        QTest::newRow("duplicate id")
            << cols(R"({"width": 4, "processors": [{"id": "a", "rows": 2}, {"id": "a", "rows": 2}]})")
            << QStringLiteral("l.json:1 : columns[0].processors[1] : identifiant 'a' en double (déjà pris par "
                              "columns[0].processors[0])");
        QTest::newRow("rows too large") << cols(R"({"width": 4, "processors": [{"id": "a", "rows": 9}]})")
                                        << QStringLiteral("l.json:1 : columns[0].processors[0] ('a') : 9 lignes, plus que n = 4");
        QTest::newRow("rows sum") << cols(R"({"width": 4, "processors": [{"id": "a", "rows": 3}]})")
                                  << QStringLiteral("l.json:1 : columns[0] : les lignes totalisent 3, et non n = 4");
        QTest::newRow("widths sum") << cols(R"({"width": 3, "processors": [{"id": "a", "rows": 4}]})")
                                    << QStringLiteral("l.json:1 : les largeurs des colonnes totalisent 3, et non n = 4");
    }
    void layoutFileErrorsInFrench()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, french);
        const QString text = thrown([&] { parseLayoutJson(json.toStdString(), "l.json"); });
        QCOMPARE(text, french);
        QVERIFY2(englishIn(text).isEmpty(), qPrintable(text));
    }

    // Every kind's French template has the parameters of its English one (a translation that
    // dropped %3 would drop an id or a number from the screen).
    void everyTranslationKeepsItsParameters()
    {
        for (ReasonKind kind : reasonKinds()) {
            const QString english = QString::fromUtf8(reasonTemplate(kind));
            const QString french = QCoreApplication::translate("Reason", reasonTemplate(kind));
            for (char d = '1'; d <= '9'; ++d) {
                const QString marker = QStringLiteral("%") + QLatin1Char(d);
                QVERIFY2(english.contains(marker) == french.contains(marker), qPrintable(french));
            }
        }
    }

    // SimGrid XML files (File ▸ Import SimGrid XML): the reader's refusals in French.
    void simgridErrorsInFrench_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("french");
        const QByteArray head = "<?xml version='1.0'?>\n<platform version=\"4.1\">\n<zone id=\"z\" routing=\"Full\">\n";
        const QByteArray tail = "</zone>\n</platform>\n";
        QTest::newRow("unknown element") << head + "<hots id=\"a\" speed=\"1Gf\"/>\n" + tail
                                         << QStringLiteral("z.xml:4 : élément <hots> inattendu dans <zone>");
        QTest::newRow("missing attribute") << head + "<host id=\"a\"/>\n" + tail
                                           << QStringLiteral("z.xml:4 : host 'a' : attribut 'speed' manquant");
        QTest::newRow("bad number") << head + "<host id=\"a\" speed=\"fast\"/>\n" + tail
                                    << QStringLiteral("z.xml:4 : host 'a' : vitesse 'fast' invalide (attendu un nombre et "
                                                      "une unité, par exemple '2Gf')");
        QTest::newRow("unknown unit") << head + "<host id=\"a\" speed=\"2Gx\"/>\n" + tail
                                      << QStringLiteral("z.xml:4 : host 'a' : unité de vitesse 'Gx' inconnue dans '2Gx'");
        QTest::newRow("not XML") << QByteArray("<platform version=\"4.1\">\n<zone>\n</platform>\n")
                                 << QStringLiteral("z.xml:3 : XML invalide : balises ouvrante et fermante différentes");
        // The rarer refusals: an old version, a wifi link, a pstate, an unknown Partita property, a
        // <host_link> outside a star zone.
        QTest::newRow("old version") << QByteArray("<?xml version='1.0'?>\n<platform version=\"3\">\n</platform>\n")
                                     << QStringLiteral("z.xml:2 : version de plate-forme SimGrid '3' non prise en charge "
                                                       "(Partita lit les versions 4 et 4.1)");
        QTest::newRow("wifi link") << head + "<link id=\"l\" bandwidth=\"1GBps\" sharing_policy=\"WIFI\"/>\n" + tail
                                   << QStringLiteral("z.xml:4 : link 'l' : les liens wifi ne sont pas pris en charge "
                                                     "(Partita n’a pas de modèle de support sans fil)");
        QTest::newRow("pstate") << head + "<host id=\"a\" speed=\"1Gf\" pstate=\"x\"/>\n" + tail
                                << QStringLiteral("z.xml:4 : host 'a' : pstate doit être un nombre entier (reçu 'x')");
        QTest::newRow("unknown property")
            << head + "<host id=\"a\" speed=\"1Gf\"><prop id=\"partita:colour\" value=\"red\"/></host>\n" + tail
            << QStringLiteral("z.xml:4 : host 'a' : propriété 'partita:colour' inconnue");
        QTest::newRow("host_link outside a star zone")
            << head + "<host_link id=\"a\" up=\"l\" down=\"l\"/>\n" + tail
            << QStringLiteral("z.xml:4 : host_link 'a' : un <host_link> va dans une zone avec routing=\"Cluster\" ou "
                              "\"Vivaldi\" (comme dans SimGrid)");
        // A cluster's topology (io/simgrid_cluster.cpp): its parameters, what they count, the hosts
        // they give.
        const auto cluster = [&](const char *topology, const char *parameters, const char *radical = "0-3") {
            return head + "<cluster id=\"c\" prefix=\"n\" suffix=\"\" radical=\"" + radical + "\" speed=\"1Gf\" bw=\"1GBps\" topology=\""
                + topology + "\" topo_parameters=\"" + parameters + "\"/>\n" + tail;
        };
        QTest::newRow("unknown topology") << cluster("RING", "")
                                          << QStringLiteral("z.xml:4 : cluster 'c' : topologie 'RING' inconnue (SimGrid "
                                                            "a FLAT, TORUS, FAT_TREE et DRAGONFLY)");
        QTest::newRow("torus counts") << cluster("TORUS", "2,x")
                                      << QStringLiteral("z.xml:4 : cluster 'c' : topo_parameters de TORUS : nombres "
                                                        "entiers de 1 à 1000 attendus (reçu '2,x')");
        QTest::newRow("torus hosts") << cluster("TORUS", "2,3")
                                     << QStringLiteral("z.xml:4 : cluster 'c' : la topologie 2,3 a 6 hôtes mais radical "
                                                       "en donne 4");
        QTest::newRow("fat tree levels") << cluster("FAT_TREE", "2;2;1;1")
                                         << QStringLiteral("z.xml:4 : cluster 'c' : FAT_TREE : 2 niveaux mais les "
                                                           "paramètres '2;2;1;1' donnent d’autres nombres de valeurs");
        QTest::newRow("dragonfly groups") << cluster("DRAGONFLY", "3,1;1,1;2,1;1", "0-5")
                                          << QStringLiteral("z.xml:4 : cluster 'c' : DRAGONFLY avec plus de groupes (3) "
                                                            "que de routeurs par châssis (2) : le routage de SimGrid n’a "
                                                            "pas de chemin entre certains groupes");
        QTest::newRow("unreachable") << head + "<host id=\"a\" speed=\"1Gf\"/>\n<host id=\"b\" speed=\"1Gf\"/>\n" + tail
                                     << QString();
    }
    void simgridErrorsInFrench()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, french);
        const QString text = thrown([&] { parseSimGridXml(xml.toStdString(), "z.xml"); });
        if (french.isEmpty()) { // two hosts without a link: the platform's own check, in French
            QVERIFY2(text.startsWith(QStringLiteral("z.xml:")) && text.contains(QStringLiteral("inaccessible")),
                     qPrintable(text));
            QVERIFY2(englishIn(text).isEmpty(), qPrintable(text));
            return;
        }
        QCOMPARE(text, french);
        QVERIFY2(englishIn(text).isEmpty(), qPrintable(text));
    }

    // File ▸ Import of a SimGrid file written as SimGrid users write them: it opens, and what
    // Partita does not model (a <config>, a property, two cores, a disk, a profile, a loopback
    // route, an unused link) is reported in French, each warning with its file and line, in the
    // file's order; the status bar counts them.
    void simgridWarningsInFrench()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("lab.xml"), R"(<?xml version='1.0'?>
<platform version="4.1">
  <config><prop id="network/model" value="CM02"/></config>
  <zone id="lab" routing="Full">
    <host id="alice" speed="100Mf"><prop id="owner" value="A"/></host>
    <host id="bob" speed="1Gf" core="2"><disk id="d" read_bw="1GBps" write_bw="1GBps"/></host>
    <host id="carol" speed="2Gf" availability_file="carol.txt"/>
    <link id="ab" bandwidth="1.25GBps" latency="50us"/>
    <link id="bc" bandwidth="1GBps" latency="1ms"/>
    <link id="loop" bandwidth="10GBps" latency="1ns" sharing_policy="FATPIPE"/>
    <link id="spare" bandwidth="1GBps"/>
    <route src="alice" dst="alice"><link_ctn id="loop"/></route>
    <route src="alice" dst="bob"><link_ctn id="ab"/></route>
    <route src="bob" dst="carol"><link_ctn id="bc"/></route>
  </zone>
</platform>
)");
        MainWindow window;
        QStringList errors, warnings;
        QString title, summary;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        window.setWarningReporter([&](const QString &t, const QString &s, const QStringList &w) {
            title = t;
            summary = s;
            warnings << w;
        });
        QVERIFY(window.openFile(path));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        const QStringList expected{
            path + QStringLiteral(":3 : <config> ignoré : Partita a son propre modèle de réseau (docs/platform-format.md)"),
            path + QStringLiteral(":5 : host 'alice' : propriété 'owner' ignorée"),
            path + QStringLiteral(":6 : host 'bob' : 2 cœurs de 1Gf chacun : planifiés comme un processeur de leur "
                                  "vitesse totale (un seul acteur SimGrid aurait celle d’un cœur)"),
            path + QStringLiteral(":6 : host 'bob' : <disk> ignoré (Partita ne modélise pas de disques)"),
            path + QStringLiteral(":7 : host 'carol' : availability_file 'carol.txt' ignoré (Partita n’a pas de "
                                  "profils de disponibilité ni d’état)"),
            path + QStringLiteral(":12 : route alice -> alice : ignorée (un bouclage : Partita n’envoie jamais les "
                                  "données d’un processeur à lui-même)"),
            path + QStringLiteral(":10 : lien 'loop' ignoré : aucune route entre deux nœuds ne le traverse, il ne "
                                  "porte donc aucun trafic"),
            path + QStringLiteral(":11 : lien 'spare' ignoré : aucune route entre deux nœuds ne le traverse, il ne "
                                  "porte donc aucun trafic")};
        QCOMPARE(warnings, expected);
        QCOMPARE(title, QStringLiteral("Plate-forme ouverte avec des avertissements"));
        QVERIFY2(summary.startsWith(QStringLiteral("lab.xml a été ouvert")) && summary.contains(QStringLiteral("8 avertissements")),
                 qPrintable(summary));
        for (const QString &w : warnings + QStringList{summary})
            QVERIFY2(englishIn(w).isEmpty() && !w.contains(QStringLiteral("ignored")), qPrintable(w));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("8 avertissements")),
                 qPrintable(window.statusBar()->currentMessage()));
        // The same file on the command line's side: the same warnings, in English, in the same order.
        std::vector<ImportWarning> english;
        readPlatformFile(path.toStdString(), &english);
        QCOMPARE(english.size(), std::size_t(8));
        QCOMPARE(english[1].text(), path.toStdString() + ":5: host 'alice': property 'owner' ignored");
        for (std::size_t i = 0; i < english.size(); ++i)
            QCOMPARE(importWarningText(english[i]), expected[static_cast<qsizetype>(i)]);
        // A JSON file opens without a word.
        warnings.clear();
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        QVERIFY(warnings.isEmpty());
    }

    // A file that cannot be read or written: the system's reason in French too, the path as it is.
    void fileErrorsInFrench()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        QVERIFY(!window.openFile(missing));
        QCOMPARE(errors, QStringList{missing + QStringLiteral(" : impossible d’ouvrir le fichier (Aucun fichier ou "
                                                              "dossier de ce nom)")});
        // Saving over a directory, and into a directory that does not exist.
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        errors.clear();
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.json")));
        const QString taken = dir.filePath(QStringLiteral("taken.json"));
        QVERIFY(!window.saveFile(taken));
        QCOMPARE(errors, QStringList{taken + QStringLiteral(" : impossible d’écrire le fichier (c’est un dossier)")});
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{}); // no debris
        errors.clear();
        const QString nowhere = dir.filePath(QStringLiteral("none/x.json"));
        QVERIFY(!window.saveFile(nowhere));
        QCOMPARE(errors, QStringList{nowhere + QStringLiteral(" : impossible d’écrire le fichier (Aucun fichier ou "
                                                              "dossier de ce nom)")});
        const QString option = thrown([&] { checkOutputFile(nowhere.toStdString(), "--out"); });
        QCOMPARE(option, nowhere + QStringLiteral(" : --out : le dossier '") + dir.filePath(QStringLiteral("none"))
                             + QStringLiteral("' n’existe pas"));
        // The command line's English is unchanged.
        try {
            readWholeFile(missing.toStdString());
            QFAIL("a missing file was read");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromUtf8(e.what()), missing + QStringLiteral(": cannot open file (No such file or directory)"));
            QVERIFY(e.reason().args.front().word); // translated as a fixed word
        }
    }

    // lp_solve's failure on an LP with no solution: a fixed k that asks a leaf to give back a
    // column it never received (eq. 53 with k_i = -1) cannot be met.
    void lpFailureInFrench()
    {
        const Platform mesh = example("mesh5x5.json");
        MftLbp lp(buildMftNetwork(mesh, Problem(50, 1)));
        std::vector<std::int64_t> k(lp.network().nodes.size(), 0);
        k.back() = -1;
        k.front() = 0;
        k[k.size() / 2] = 51;
        const QString text = thrown([&] { lp.solveFixed(k); });
        QVERIFY2(text.startsWith(QStringLiteral("MFT-LBP à k fixés : lp_solve a trouvé le programme linéaire ")),
                 qPrintable(text));
        QVERIFY2(englishIn(text).isEmpty(), qPrintable(text));
    }

    // The ring's and LU's parameters, and the network models that need physical units.
    void scheduleRefusalsInFrench()
    {
        RingOptions ring;
        ring.h = -1;
        QCOMPARE(thrown([&] { planSharedRing(example("star16.json"), ring); }),
                 QStringLiteral("ring : H (--h) doit être un nombre positif, reçu -1"));
        ring.h = 1;
        ring.iterations = 0;
        QCOMPARE(thrown([&] { planSharedRing(example("star16.json"), ring); }),
                 QStringLiteral("ring : l’ordonnancement demande au moins une itération, reçu 0"));

        LuOptions lu;
        lu.mu = 1000;
        const QString tooLarge = thrown([&] { planLu(example("mw-table2.json"), Problem(100, 1), lu); });
        QVERIFY2(tooLarge.startsWith(QStringLiteral("mu = 1000 ne tient dans aucun travailleur (μ ≤ ")),
                 qPrintable(tooLarge));
        lu.mu = -1;
        QCOMPARE(thrown([&] { planLu(example("mw-table2.json"), Problem(100, 1), lu); }),
                 QStringLiteral("le côté du pivot mu doit être positif (reçu -1)"));

        sim::CommModel cm02;
        cm02.flow = sim::FlowModel::Cm02;
        QCOMPARE(thrown([&] { sim::SimPlatform(example("mw-table2.json"), 1, cm02); }),
                 QStringLiteral("le modèle de réseau cm02 demande une plate-forme en unités physiques (octets et secondes)"));
    }

    // partita run's option checks, as the Run tab's Start is blocked by them.
    void runOptionsInFrench()
    {
        QCOMPARE(thrown([] { exec::parseThrottles("1:2", 4); }),
                 QStringLiteral("--throttle : '1:2' demande 0 < FRACTION <= 1 (la part d’un cœur)"));
        QCOMPARE(thrown([] { exec::parseSpeedChanges("9@0.5:x2", 4); }),
                 QStringLiteral("--speed-change : le rang 9 n’est pas l’un des 4 rangs"));

        const Platform platform = example("star16.json");
        PlanSettings settings;
        settings.problem = Problem(800, 100);
        settings.algorithm = "columns";
        RunSetup setup;
        setup.mode = RunMode::Emulated;
        setup.speedChange = QStringLiteral("2@half:x0.5");
        RunCapabilities ready;
        ready.status = RunCapabilities::Status::Ready;
        ready.algorithms = {QStringLiteral("columns")};
        QCOMPARE(startBlocker(platform, settings, setup, ready),
                 QStringLiteral("--speed-change : '2@half:x0.5' n’est pas de la forme RANG@FRACTION:xFACTEUR (par "
                                "exemple 2@0.5:x0.5)"));
    }

    // partita run's report lines (its notes, the comparison with the prediction) are reports:
    // the Run tab's log shows them in French in the text colour; its "error:" lines stay in the
    // error colour.
    void runReportInFrench()
    {
        RunLog log(100);
        log.appendStderrLine(QStringLiteral("note: time unit 0.05 s so that this machine keeps up (4 ranks on 2 cores; "
                                            "--time-unit sets it)"));
        log.appendStderrLine(QStringLiteral("error: rank 3 stopped"));
        QCOMPARE(log.lines().size(), std::size_t(2));
        QCOMPARE(log.lines()[0].kind, RunLog::Kind::Report);
        QCOMPARE(log.lines()[0].text, QStringLiteral("remarque : unité de temps 0.05 s pour que cette machine suive "
                                                     "(4 rangs sur 2 cœurs ; --time-unit la fixe)"));
        QCOMPARE(log.lines()[1].kind, RunLog::Kind::Stderr);
        QCOMPARE(log.lines()[1].text, QStringLiteral("error: rank 3 stopped"));

        // partita run's own warnings (exec/throttle.cpp): in French, in the error colour, the path
        // and the system's message as printed.
        log.appendStderrLine(QStringLiteral("warning: could not remove the cgroup /sys/fs/cgroup/partita-1/rank0: "
                                            "Device or resource busy"));
        log.appendStderrLine(QStringLiteral("warning: could not remove /tmp/t/rank1: Permission denied"));
        QCOMPARE(log.lines().size(), std::size_t(4));
        QCOMPARE(log.lines()[2].kind, RunLog::Kind::Stderr);
        QCOMPARE(log.lines()[2].text, QStringLiteral("avertissement : impossible de supprimer le cgroup "
                                                     "/sys/fs/cgroup/partita-1/rank0 : Device or resource busy"));
        QCOMPARE(log.lines()[3].text,
                 QStringLiteral("avertissement : impossible de supprimer /tmp/t/rank1 : Permission denied"));
        QCOMPARE(*runWarningLine(QStringLiteral("warning: something else")),
                 QStringLiteral("avertissement : something else"));
        QVERIFY(!runWarningLine(QStringLiteral("WARNING: mpirun's own words")));

        // Every line of core's report, kept up or fallen behind (exec/run_report.cpp).
        exec::RunReport report;
        report.measuredMakespan = 2.5;
        report.predictedMakespan = 2.0;
        report.ranks = {{0, "P1", {1.0, 0.5, 0.25}, {0.9, 0.5, 0.2}}, {1, "P2", {1.2, 0.4, 0.1}, {1.0, 0.5, 0.1}}};
        report.late = {0.3, 0.9, 1, "P2", "compute", 4};
        for (const double measured : {2.5, 2.02}) {
            report.measuredMakespan = measured;
            const std::string text = exec::formatRunReport(report, true, true, 0.05);
            for (const QString &line : QString::fromStdString(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                const auto french = runReportLine(line);
                QVERIFY2(french, qPrintable(line));
                QVERIFY2(englishIn(*french).isEmpty(), qPrintable(*french));
            }
        }
    }

    // The Redistribution tab refuses a layout it cannot play (Layout::problem()): in French, the
    // column's index, ids and numbers as they are.
    void layoutProblemsInFrench_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("french");
        const QStringList french = {
            QStringLiteral("n doit valoir au moins 1 (reçu 0)"),
            QStringLiteral("m doit valoir au moins 1 (reçu -1)"),
            QStringLiteral("la disposition n’a aucune colonne"),
            QStringLiteral("columns[0] : largeur négative -1"),
            QStringLiteral("columns[1] est vide (une colonne contient au moins un processeur)"),
            QStringLiteral("columns[0] : un processeur a un identifiant vide"),
            QStringLiteral("columns[0] : le processeur 'a' a un nombre de lignes négatif -1"),
            QStringLiteral("columns[1] : identifiant de processeur 'a' en double"),
            QStringLiteral("columns[0] : les lignes totalisent 3, et non n = 4"),
            QStringLiteral("les largeurs des colonnes totalisent 5, et non n = 4"),
        };
        for (int i = 0; i < french.size(); ++i)
            QTest::newRow(qPrintable(QString::number(i))) << i << french.at(i);
    }
    void layoutProblemsInFrench()
    {
        QFETCH(int, row);
        QFETCH(QString, french);
        // Two columns of width 2, one processor each, on a 4×4 grid; each row breaks one rule.
        Layout l;
        l.n = 4;
        l.columns = {{2, {{"a", 4}}}, {2, {{"b", 4}}}};
        switch (row) {
        case 0: l.n = 0; break;
        case 1: l.m = -1; break;
        case 2: l.columns.clear(); break;
        case 3: l.columns[0].width = -1; break;
        case 4: l.columns[1].processors.clear(); break;
        case 5: l.columns[0].processors[0].id.clear(); break;
        case 6: l.columns[0].processors[0].rows = -1; break;
        case 7: l.columns[1].processors[0].id = "a"; break;
        case 8: l.columns[0].processors[0].rows = 3; break;
        case 9: l.columns[0].width = 3; break;
        }
        QVERIFY(l.problem());
        QCOMPARE(reasonText(*l.problem()), french);
        if (row == 9) { // as the player says it
            RedistributionPlayer player;
            player.setProblem(l, {1, 1}, CostModel::Actual, QStringLiteral("broken"));
            QVERIFY2(player.message().endsWith(french), qPrintable(player.message()));
        }
    }

    // The Partition tab's note on how each partition was computed (Plan::note), in French:
    // every partition strategy on star16, and the variants star16 does not reach, written as
    // core writes them.
    void planNotesInFrench()
    {
        const Platform platform = example("star16.json");
        const PartitionInput input = PartitionInput::fromPlatform(platform, Problem(800, 25));
        int translated = 0;
        for (const std::string &name : partitionAlgorithms()) {
            const Plan plan = makePlan(name, input);
            if (plan.note.empty())
                continue;
            const QString french = planNoteText(plan.note);
            QVERIFY2(french != QString::fromStdString(plan.note.text()), plan.note.text().c_str());
            QVERIFY2(englishIn(french).isEmpty(), qPrintable(french));
            ++translated;
        }
        QVERIFY(translated >= 8);
        const auto note = [](std::vector<Reason> parts) { return PlanNote{std::move(parts)}; };
        QCOMPARE(planNoteText(note({reason(ReasonKind::NoteColumns, {"3", "2.412000"})})),
                 QStringLiteral("partition en colonnes optimale (COL-PERI-SUM), colonnes : 3, coût continu 2.412000"));
        QCOMPARE(planNoteText(note({reason(ReasonKind::NoteColumnsMaxHeuristic, {"20", "5", "4.100000"})})),
                 QStringLiteral("partition en colonnes de plus petit plus grand demi-périmètre (COL-PERI-MAX, heuristique "
                                "au-delà de 20 processeurs), colonnes : 5, coût continu 4.100000"));
        const PlanNote heuristic = note(
            {Reason{ReasonKind::NoteGridHeuristic,
                    {{"4"}, {"120"}, word("sorted starting arrangements"), {"4x5"}, word("vertex-ascent"), {"1"},
                     word("improving move"), {"37"}, word("arrangements")}},
             Reason{ReasonKind::NoteBudgetReached, {}}, reason(ReasonKind::NoteGridSpeed, {"0.9731"})});
        QCOMPARE(QString::fromStdString(heuristic.text()),
                 QStringLiteral("heuristic: local search from 4 of 120 sorted starting arrangements of the 4x5 grid "
                                "(vertex-ascent row/column sizes), 1 improving move in 37 arrangements, work budget "
                                "reached; (sum r)(sum c) = 0.9731 of the total speed"));
        QCOMPARE(planNoteText(heuristic),
                 QStringLiteral("heuristique : recherche locale depuis 4 des 120 arrangements de départ triés de la "
                                "grille 4x5 (tailles de lignes et de colonnes par montée de sommets), 1 mouvement "
                                "améliorant en 37 arrangements, budget de travail atteint ; (somme r)(somme c) = "
                                "0.9731 de la vitesse totale"));
        QCOMPARE(planNoteText(note({reason(ReasonKind::NoteHeteroBlockCyclic, {"6", "2", "3", "1x6, 2x3, 3x2, 6x1", "2", "2"}),
                                    reason(ReasonKind::NoteTilesCut, {"10"})})),
                 QStringLiteral("bloc généralisé 6x6 sur une grille 2x3 (retenue parmi 1x6, 2x3, 3x2, 6x1 au plus petit "
                                "temps d’étape, puis au volume), processeurs par vitesse non croissante le long des "
                                "lignes et des colonnes, tuiles 2x2, dernières ligne et colonne de tuiles coupées à 10"));
        // The notes the studio gives lbp-star's and lbp-mesh's k_i.
        QCOMPARE(planNoteText(note({Reason{ReasonKind::NoteLbpMesh, {word("heuristic")}}})),
                 QStringLiteral("k_i de lbp-mesh (heuristique) ; la durée est celle de son ordonnancement"));
    }

    // The Papers page's summaries and sections (classroom/experiment_texts.h): the English they
    // translate is core's registry word for word, each one is in French, and a section keeps its
    // numbers.
    void experimentTextsInFrench()
    {
        const QRegularExpression number(QStringLiteral("\\d+"));
        const auto numbers = [&](const QString &text) {
            QStringList out;
            for (const auto &m : number.globalMatch(text))
                out << m.captured();
            return out;
        };
        for (const reproduce::Experiment &e : reproduce::experiments()) {
            QCOMPARE(std::string(experimentTextSource(e.id).summary), e.summary);
            QCOMPARE(std::string(experimentTextSource(e.id).section), e.section);
            const QString summary = experimentSummaryText(e), section = experimentSectionText(e);
            QVERIFY2(summary != QString::fromStdString(e.summary), e.name.c_str());
            QVERIFY2(englishIn(summary).isEmpty(), qPrintable(summary));
            QCOMPARE(numbers(section), numbers(QString::fromStdString(e.section)));
        }
        QCOMPARE(experimentSummaryText(reproduce::experiment(reproduce::ExperimentId::Paper004Fig1)),
                 QStringLiteral("produit 8×8 sur des processeurs de puissance 1, 1, 2, 4 : rectangles (S1), couches "
                                "égales (S2), couches proportionnelles (S3)"));
        QCOMPARE(experimentSectionText(reproduce::experiment(reproduce::ExperimentId::Paper002Table2)),
                 QStringLiteral("§6.2, tableau 2, fig. 7-8"));
        QCOMPARE(experimentUnitText("time units"), QStringLiteral("unités de temps"));
        QCOMPARE(experimentUnitText("%"), QStringLiteral("%"));
    }

    // The experiments' reports (reproduce/text.h, figure.h): every word of the fast experiments'
    // results is a pattern (untranslatable() finds none left as a value) with its French in the
    // translation, the numbers and ids put in as they are; 002-table2 on the Papers page reads in
    // French, its figure's title and axes included.
    void experimentReportsInFrench_data()
    {
        QTest::addColumn<int>("id");
        for (reproduce::ExperimentId id :
             {reproduce::ExperimentId::Paper002Table2, reproduce::ExperimentId::Paper002Section3Fig4,
              reproduce::ExperimentId::Paper004Fig1, reproduce::ExperimentId::Paper004Fig6,
              reproduce::ExperimentId::Paper000BoundRatio, reproduce::ExperimentId::Paper000Fig7To9,
              reproduce::ExperimentId::Paper003EquivalentHomogeneous, reproduce::ExperimentId::Paper002Figs10To13})
            QTest::newRow(reproduce::experiment(id).name.c_str()) << static_cast<int>(id);
    }
    void experimentReportsInFrench()
    {
        QFETCH(int, id);
        const reproduce::ExperimentResult r = reproduce::experiment(static_cast<reproduce::ExperimentId>(id)).run();
        const std::vector<std::string> left = reproduce::untranslatable(r);
        QVERIFY2(left.empty(), left.empty() ? "" : left.front().c_str());
        // Every pattern, nested ones too, has its French (lrelease leaves unfinished ones out).
        QStringList missing;
        const std::function<void(const reproduce::Phrase &)> visit = [&](const reproduce::Phrase &p) {
            if (const reproduce::Pattern *pattern = p.pattern();
                pattern && m_translator.translate(pattern->context, pattern->english).isEmpty())
                missing << QString::fromUtf8(pattern->english);
            for (const reproduce::Phrase &a : p.args())
                visit(a);
        };
        const auto visitText = [&](const reproduce::Text &t) {
            for (const reproduce::Phrase &p : t.parts())
                visit(p);
        };
        visitText(r.setup);
        visitText(r.findings);
        for (const reproduce::Comparison &c : r.comparisons) {
            visit(c.quantity);
            visit(c.note);
        }
        for (const reproduce::Figure &f : r.figures) {
            for (const reproduce::FigureLines &l : f.lines) {
                for (const reproduce::Phrase *p : {&l.title, &l.xLabel, &l.yLabel})
                    visit(*p);
                for (const reproduce::FigureSeries &s : l.series)
                    visit(s.name);
            }
            for (const reproduce::FigureBars &b : f.bars) {
                for (const reproduce::Phrase *p : {&b.title, &b.valueLabel, &b.referenceLabel})
                    visit(*p);
                for (const reproduce::Phrase &l : b.labels)
                    visit(l);
            }
            for (const reproduce::FigureGantt &g : f.gantt)
                visit(g.title);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        QVERIFY(!r.setup.empty());
        const QString setup = reportText(r.setup);
        QVERIFY2(setup != QString::fromStdString(r.setup.text()), qPrintable(setup));
        // The figures are drawn from their values: as many as the SVG files, the English the same.
        for (const reproduce::Figure &f : r.figures) {
            const auto file = std::find_if(r.files.begin(), r.files.end(),
                                           [&](const reproduce::ExperimentFile &x) { return x.name == f.name; });
            QVERIFY(file != r.files.end());
            QCOMPARE(f.svg(), file->content);
        }
        const auto svgFiles = std::count_if(r.files.begin(), r.files.end(), [](const reproduce::ExperimentFile &f) {
            return f.name.size() > 4 && f.name.substr(f.name.size() - 4) == ".svg";
        });
        QCOMPARE(static_cast<qsizetype>(r.figures.size()), static_cast<qsizetype>(svgFiles));
    }

    void papersPageInFrench()
    {
        const reproduce::ExperimentResult r = reproduce::experiment(reproduce::ExperimentId::Paper002Table2).run();
        QCOMPARE(reportText(r.comparisons.front().quantity), QStringLiteral("μ de P1"));
        QCOMPARE(reportText(r.comparisons[3].quantity), QStringLiteral("étape 1 : ratio de P1"));
        QVERIFY2(reportText(r.findings).startsWith(QStringLiteral("Sélections (fig. 7 et 8) : global `")),
                 qPrintable(reportText(r.findings)));
        const std::string svg = r.figures.front().svg([](const reproduce::Phrase &p) { return reportText(p).toStdString(); });
        QVERIFY2(svg.find("Article 002 §6.2 (tableau 2) : travail / date de fin par sélection") != std::string::npos,
                 svg.c_str());
        QVERIFY(svg.find("work over completion time") == std::string::npos);
        // On the page: the table's first column and the text beside the figure.
        PapersPage page;
        page.showExperiment(QStringLiteral("002-table2"));
        QVERIFY(QTest::qWaitFor([&] { return page.shownExperiment() == QStringLiteral("002-table2") && !page.isRunning(); },
                                60000));
        QCOMPARE(page.comparisons()->item(0, 0)->text(), QStringLiteral("μ de P1"));
        QVERIFY2(page.text()->toPlainText().contains(QStringLiteral("Trois travailleurs")), qPrintable(page.text()->toPlainText()));
    }

    // A trace of a platform in abstract units keeps its unit, in French too: the Gantt chart's
    // axis, title and summary print it through ganttTimeUnit, its CSV headers traceUnitName. A
    // trace file's own unit is not a word of the product and stays as it is.
    void ganttTimeUnitsInFrench()
    {
        QCOMPARE(ganttTimeUnit("time units", 800).suffix, QStringLiteral("unités de temps"));
        QCOMPARE(formatGanttTime(800, ganttTimeUnit("time units", 800)), QStringLiteral("800 unités de temps"));
        QCOMPARE(traceUnitName("time units"), QStringLiteral("unités de temps"));
        QCOMPARE(traceUnitName("cycles"), QStringLiteral("cycles"));
        QCOMPARE(ganttTimeUnit("s", 0.02).suffix, QStringLiteral("ms"));
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
