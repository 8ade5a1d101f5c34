// partita-bench-gantt-frame: paints a 100,000-interval trace with the studio's Gantt chart
// (GanttCanvas::paintChart) into a 1200x800 QImage several times, offscreen, and prints the
// milliseconds per frame against the 30 ms target (docs/benchmarks.md): fitted (rows that fit in
// 800 px, most bars under a pixel), zoomed in 50× about the middle, and fitted with all 64
// rows on a 2400 px tall canvas (every interval visible).
#include "gantt/gantt_canvas.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <cstdio>
#include <random>

using namespace partita;

namespace {

// 32 processors and their 32 links; per processor, steps of a receive then a compute that
// overlaps the next receive (two lanes), with jittered durations: 100,000 intervals in all.
Trace bigTrace(std::size_t intervals)
{
    Trace t;
    std::mt19937 rng(1);
    std::uniform_real_distribution<double> jitter(0.5, 1.5);
    const int processors = 32;
    for (int p = 0; p < processors; ++p)
        t.addResource("P" + std::to_string(p + 1), ResourceKind::Processor);
    for (int p = 0; p < processors; ++p)
        t.addResource("M-P" + std::to_string(p + 1), ResourceKind::Link);
    const std::size_t perProcessor = intervals / (3 * processors);
    for (int p = 0; p < processors; ++p) {
        double now = 0;
        for (std::size_t k = 0; k < perProcessor; ++k) {
            const double recv = 1e-5 * jitter(rng), compute = 3e-5 * jitter(rng);
            const int step = static_cast<int>(k);
            t.intervals.push_back({p, IntervalKind::Recv, now, now + recv, step, processors + p, 8e4, 0, ""});
            t.intervals.push_back({processors + p, IntervalKind::Transfer, now, now + recv, step, -1, 8e4, 0, ""});
            t.intervals.push_back({p, IntervalKind::Compute, now + recv * 0.5, now + recv * 0.5 + compute, step, -1, 0, 1e6, ""});
            now += recv * 0.5 + compute;
        }
    }
    while (t.intervals.size() < intervals)
        t.intervals.push_back({0, IntervalKind::Wait, t.makespan(), t.makespan() + 1e-5, -1, -1, 0, 0, ""});
    t.sortIntervals();
    return t;
}

double msPerFrame(views::GanttCanvas &canvas, QImage &image, int frames)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < frames; ++i) {
        QPainter painter(&image);
        canvas.paintChart(painter, image.size());
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1e6 / frames;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const Trace trace = bigTrace(100'000);
    views::GanttCanvas canvas;
    canvas.resize(1200, 800);
    QElapsedTimer load;
    load.start();
    canvas.setTrace(trace);
    const double layoutMs = static_cast<double>(load.nsecsElapsed()) / 1e6;
    QImage image(canvas.size(), QImage::Format_ARGB32_Premultiplied);
    msPerFrame(canvas, image, 2); // warm-up (fonts, glyph caches)
    const int frames = 20;
    const double fitted = msPerFrame(canvas, image, frames);
    canvas.zoomAbout(canvas.geometry().plotLeft + canvas.geometry().plotWidth / 2, 50);
    const double zoomed = msPerFrame(canvas, image, frames);
    // Every row on screen at once (a 2400 px tall canvas), fitted again.
    canvas.resize(1200, 2400);
    canvas.fit();
    QImage tall(canvas.size(), QImage::Format_ARGB32_Premultiplied);
    const double allRows = msPerFrame(canvas, tall, frames);
    std::printf("gantt frame, %zu intervals, 64 rows, 1200x800: layout %.1f ms; fitted %.2f ms/frame, "
                "zoomed 50x %.2f ms/frame; "
                "all 64 rows at 1200x2400 %.2f ms/frame (target 30 ms)\n",
                trace.intervals.size(), layoutMs, fitted, zoomed, allRows);
    return fitted <= 30 && zoomed <= 30 && allRows <= 30 ? 0 : 1;
}
