// partita-bench-editor-open [P [KIND]]: opens a generated platform of P processors (default
// 100,000, a star; KIND as `partita generate --kind`) in the studio's main window, offscreen,
// as File ▸ Open does (MainWindow::openFile: the reader, the document, the editor's scene
// with one item per node and link), lets the window handle the events that follow (the other
// tabs taking the new platform, and the window's first paint of the editor: the offscreen
// platform paints too), draws the editor once more, and prints the seconds of each part
// against the 3 s target
// (docs/hardening.md, "Sizes"), in wall time and in the processor time of the whole process
// (every thread: the studio plans off the GUI thread), which a shared machine does not
// stretch, and in the processor time of the GUI thread alone. Run with QT_QPA_PLATFORM=offscreen.
#include "editor/platform_document.h"
#include "io/platform_json.h"
#include "model/generator.h"
#include "studio/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QPixmap>
#include <QTemporaryDir>

#include <ctime>
#include <time.h>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace partita;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int p = argc > 1 ? std::atoi(argv[1]) : 100000;
    const std::string kind = argc > 2 ? argv[2] : "star";
    QTemporaryDir dir;
    const QString path = dir.filePath("platform.json");
    GeneratorOptions g;
    g.kind = kind;
    g.p = p;
    writePlatformFile(generatePlatform(g), path.toStdString());

    views::MainWindow window;
    window.setErrorReporter([](const QString &title, const QString &text) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(text));
    });
    window.resize(1280, 800);
    window.show();
    app.processEvents();

    const auto cpu = [c0 = std::clock()] { return static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC; };
    // The GUI thread's own processor time: what the window waits for (the other tabs plan on
    // copies in other threads, which a second core takes).
    const auto threadCpu = [] {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
    };
    const double gui0 = threadCpu();
    QElapsedTimer timer;
    timer.start();
    if (!window.openFile(path))
        return 1;
    const double opened = static_cast<double>(timer.nsecsElapsed()) * 1e-9, openedCpu = cpu(), openedGui = threadCpu();
    app.processEvents();
    const double settled = static_cast<double>(timer.nsecsElapsed()) * 1e-9, settledCpu = cpu(), settledGui = threadCpu();
    QGraphicsView *editor = nullptr;
    for (QGraphicsView *v : window.findChildren<QGraphicsView *>())
        if (v->scene() && v->scene()->items().size() > static_cast<qsizetype>(p))
            editor = v;
    if (editor)
        editor->grab();
    const double drawn = static_cast<double>(timer.nsecsElapsed()) * 1e-9, drawnCpu = cpu(), drawnGui = threadCpu();
    std::printf("%s of %d processors, %zu nodes: openFile %.2f s, events %.2f s, first drawing %.2f s: "
                "%.2f s in all (target 3 s); processor time %.2f + %.2f + %.2f = %.2f s, of the GUI thread "
                "%.2f + %.2f + %.2f = %.2f s\n",
                kind.c_str(), p, window.document()->platform().processors.size() + window.document()->platform().routers.size(),
                opened, settled - opened, drawn - settled, drawn, openedCpu, settledCpu - openedCpu,
                drawnCpu - settledCpu, drawnCpu, openedGui - gui0, settledGui - openedGui, drawnGui - settledGui,
                drawnGui - gui0);
    return drawn < 3 ? 0 : 2;
}
