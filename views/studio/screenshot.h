#pragma once
// `partita-studio --screenshot FILE --view editor|partition|compare|…|gantt|run|redistribute|steps|growth|lu|papers [--strategy A] [PLATFORM]`:
// builds the requested view alone at the requested size (`run` makes a real emulated run;
// `redistribute` also takes a layout file instead of a platform), waits for its results (signals, no
// fixed delay), renders it to a PNG or SVG and returns. Works with QT_QPA_PLATFORM=offscreen.

#include "evaluate/parameter_sweep.h"
#include "plan/plan_settings.h"

#include <QSize>
#include <QString>

#include <optional>

namespace partita::views {

struct ScreenshotRequest {
    QString platformPath;
    QString output;
    QString view = QStringLiteral("partition"); // editor | partition | compare | volume | workers | imbalance | sweep | ring | mw | gantt
    PlanSettings settings;
    int panes = 1;           // partition: 1, 2 or 4 strategies side by side
    SweepParameter sweep = SweepParameter::Order; // sweep: what it varies, over its default range
    QString tab = QStringLiteral("platform"); // window: the tab on screen (screenshotTabs())
    QSize size{1200, 800};
};

// The view names --view accepts; `window` is the whole main window on one of screenshotTabs().
QStringList screenshotViews();
QStringList screenshotTabs();

// Returns the error message on failure (bad platform, unknown view, cannot write).
std::optional<QString> renderScreenshot(const ScreenshotRequest &request);

} // namespace partita::views
