// partita-studio [FILE]: the Partita Studio GUI (docs/studio.md).
// partita-studio --screenshot OUT --view editor|partition|compare|volume|workers|imbalance|sweep|ring|mw|gantt|…|window
//                [--strategy A] [--ring-h H] [--ring-w W] [--sweep PARAM] [--tab TAB] [FILE]
// renders one view offscreen and exits (docs/make-screenshots.sh).
// partita-studio --versions prints the About box's library versions and exits.

#include "build_info.h"

#include "editor/platform_document.h"
#include "plan/problem_bar.h"
#include "studio/app_palette.h"
#include "studio/main_window.h"
#include "evaluate/parameter_sweep.h"
#include "studio/screenshot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

namespace {

// The bundled examples: in the source tree when run from a build directory, else installed.
QString exampleFile(const QString &name)
{
    const QStringList dirs = {
        QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples"),
        QStringLiteral(PARTITA_DATA_DIR "/examples"),
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/partita/examples"),
    };
    for (const QString &d : dirs)
        if (QFileInfo::exists(d + QLatin1Char('/') + name))
            return QDir::cleanPath(d + QLatin1Char('/') + name);
    return {};
}

void installTranslators(QApplication &app)
{
    const QString code = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto *ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("partita"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(ours);
}

int fail(const QString &message)
{
    QTextStream(stderr) << "error: " << message << '\n';
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Partita"));
    QApplication::setApplicationName(QStringLiteral("Partita Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PARTITA_VERSION));
    installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan matrix products on heterogeneous platforms."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("main", "Platform to open (.json or SimGrid .xml)."), QStringLiteral("[FILE]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QApplication::translate("main", "Render a view to FILE (.png or .svg) and exit."), QStringLiteral("FILE"));
    const QCommandLineOption view(QStringLiteral("view"), QApplication::translate("main", "View of the screenshot: editor, partition, compare (makespan), volume, workers, imbalance, sweep, ring (SharedRing), mw (master-worker), gantt (the simulated trace of --strategy), run (an emulated run of --strategy, finished), redistribute (the player; PLATFORM may be a .layout file), steps (master-worker selection steps), growth (SharedRing growth), lu (a step of the LU factorization), papers (the classroom's Papers page with the first reproducible experiment run) or window (the whole window on --tab)."), QStringLiteral("VIEW"), QStringLiteral("partition"));
    const QCommandLineOption strategy(QStringLiteral("strategy"), QApplication::translate("main", "Strategy of the partition, Gantt or run screenshot."), QStringLiteral("A"), QStringLiteral("columns"));
    const QCommandLineOption panes(QStringLiteral("panes"), QApplication::translate("main", "Strategies side by side in the partition screenshot (1, 2 or 4)."), QStringLiteral("K"), QStringLiteral("1"));
    const QCommandLineOption n(QStringLiteral("n"), QApplication::translate("main", "Matrix order; with --m or --k, the columns of C and B."), QStringLiteral("N"), QStringLiteral("4000"));
    const QCommandLineOption m(QStringLiteral("m"), QApplication::translate("main", "Rows of C and A (default: n)."), QStringLiteral("M"));
    const QCommandLineOption k(QStringLiteral("k"), QApplication::translate("main", "Inner dimension: columns of A, rows of B (default: n)."), QStringLiteral("K"));
    const QCommandLineOption q(QStringLiteral("q"), QApplication::translate("main", "Block size."), QStringLiteral("Q"), QStringLiteral("80"));
    const QCommandLineOption h(QStringLiteral("ring-h"), QApplication::translate("main", "SharedRing: data sent to each neighbour per step (the fourth curve of the ring view)."), QStringLiteral("H"), QStringLiteral("1000"));
    const QCommandLineOption w(QStringLiteral("ring-w"), QApplication::translate("main", "SharedRing: work of one step."), QStringLiteral("W"), QStringLiteral("1000"));
    const QCommandLineOption size(QStringLiteral("size"), QApplication::translate("main", "Screenshot size WxH."), QStringLiteral("WxH"), QStringLiteral("1200x800"));
    const QCommandLineOption sweep(QStringLiteral("sweep"), QApplication::translate("main", "Parameter of the sweep screenshot, over its default range: order, m, k, n, q, heterogeneity, comm-ratio or memory."), QStringLiteral("PARAM"), QStringLiteral("order"));
    const QCommandLineOption tab(QStringLiteral("tab"), QApplication::translate("main", "Tab of the window screenshot: platform, partition, comparison, gantt, run, redistribution or classroom."), QStringLiteral("TAB"), QStringLiteral("platform"));
    const QCommandLineOption dark(QStringLiteral("dark"), QApplication::translate("main", "Use the dark palette."));
    const QCommandLineOption versions(QStringLiteral("versions"), QApplication::translate("main", "Print the versions of the libraries of this build (the About box) and exit."));
    parser.addOptions({screenshot, view, strategy, panes, m, k, n, q, h, w, sweep, tab, size, dark, versions});
    parser.process(app);
    if (parser.isSet(versions)) {
        QTextStream out(stdout);
        for (const auto &[name, version] : partita::studio::componentVersions())
            out << name << '\t' << version << '\n';
        return 0;
    }

    // The product C (m×n) = A (m×k) · B (k×n) of --m, --k, --n and --q (docs/studio.md, Shapes); m and k
    // default to n, a square product.
    bool okM = true, okK = true, okN = false, okQ = false;
    const qint64 orderN = parser.value(n).toLongLong(&okN);
    const qint64 orderM = parser.isSet(m) ? parser.value(m).toLongLong(&okM) : orderN;
    const qint64 orderK = parser.isSet(k) ? parser.value(k).toLongLong(&okK) : orderN;
    const qint64 blockQ = parser.value(q).toLongLong(&okQ);
    const partita::Problem problem = partita::Problem::product(orderM, orderK, orderN, blockQ);
    if (!okM || !okK || !okN || !okQ)
        return fail(QApplication::translate("main", "bad --m, --k, --n or --q"));

    const QStringList files = parser.positionalArguments();
    if (parser.isSet(screenshot)) {
        partita::views::applyPalette(app, parser.isSet(dark));
        partita::views::ScreenshotRequest r;
        r.output = parser.value(screenshot);
        r.view = parser.value(view);
        r.platformPath = files.isEmpty() ? exampleFile(QStringLiteral("star16.json")) : files.first();
        r.settings.algorithm = parser.value(strategy).toStdString();
        bool okP = false, okH = false, okW = false;
        r.settings.params.h = parser.value(h).toDouble(&okH);
        r.settings.params.w = parser.value(w).toDouble(&okW);
        r.settings.problem = problem;
        r.panes = parser.value(panes).toInt(&okP);
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            r.size = QSize(wh[0].toInt(), wh[1].toInt());
        if (!okP || r.size.width() < 16 || r.size.height() < 16)
            return fail(QApplication::translate("main", "bad --panes or --size"));
        if (!okH || !okW || !(r.settings.params.h > 0) || !(r.settings.params.w > 0))
            return fail(QApplication::translate("main", "--ring-h and --ring-w must be positive numbers"));
        const auto swept = partita::parseSweepParameter(parser.value(sweep).toStdString());
        if (!swept)
            return fail(QApplication::translate("main", "--sweep: unknown parameter '%1' (expected order, m, k, n, q, heterogeneity, comm-ratio or memory)").arg(parser.value(sweep)));
        r.sweep = *swept;
        r.tab = parser.value(tab);
        if (const auto error = partita::views::renderScreenshot(r))
            return fail(*error);
        return 0;
    }

    partita::views::MainWindow window;
    window.setComponentVersions(partita::studio::componentVersions());
    for (const QString &doc : {QStringLiteral(PARTITA_SOURCE_DIR "/docs/studio.md"), QStringLiteral(PARTITA_DATA_DIR "/doc/studio.md")})
        if (QFileInfo::exists(doc)) {
            window.setDocumentation(doc);
            break;
        }
    QString file = files.isEmpty() ? QString() : files.first();
    if (file.isEmpty()) {
        // First start: a bundled example; afterwards the last file, if it is still there.
        const QStringList recent = window.recentFiles();
        file = !recent.isEmpty() && QFileInfo::exists(recent.first()) ? recent.first() : exampleFile(QStringLiteral("star16.json"));
    }
    // A problem given on the command line replaces the one the bar was left with.
    if (parser.isSet(m) || parser.isSet(k) || parser.isSet(n) || parser.isSet(q)) {
        partita::views::PlanSettings settings = window.problemBar()->settings();
        settings.problem = problem;
        window.problemBar()->setSettings(settings);
    }
    window.show();
    if (!file.isEmpty())
        window.openFile(file);
    return app.exec();
}
