#pragma once
// The worked examples the classroom pages are meant to be set beside: the platform file and
// the parameters the paper (or docs/examples.md, where the paper gives no numbers) uses, so
// that "Paper's example" opens exactly them and a change away from them is said on screen.
//
//   Master-worker selection  paper 002 §6.2, Table 2: resources/examples/mw-table2.json with
//                            n = 100, q = 1 (docs/master-worker.md, "The worked example of
//                            Table 2": the chunk sides μ = 6, 18, 10 need n/q ≥ 18 blocks, and
//                            the pattern of §6.2 appears once n/q leaves room for its
//                            13 selections).
//   Ring growth              paper 001 §2.4, Fig. 1: resources/examples/toy-cluster.json at
//                            H = W = 1 (H/W = 1, the middle of the 0.1 to 10 of §5; the paper
//                            works no numbers on this platform, docs/examples.md).
//   LU step                  paper 002 §7 works no numbers either: the Table 2 platform,
//                            resources/examples/mw-table2.json, with n = 36, q = 1, the case
//                            docs/lu.md follows (lu-hetero: μ = 10, P3 a 10×10 chunk, P1
//                            whole columns 10×3; lu-homogeneous: μ = 6).

#include "model/platform.h"
#include "plan/plan_settings.h"

#include <QString>
#include <QStringList>

class QLabel;

namespace partita::views {

struct WorkedExample {
    QString file;     // the bundled platform, a Qt resource (":/examples/…")
    QString source;   // "paper 002 §6.2, Table 2"
    Problem problem;  // n and q
    bool readsProblem = true;    // the page reads n and q
    bool readsRingSizes = false; // the page reads H and W
    double h = 0, w = 0;
};

const WorkedExample &selectionExample();
const WorkedExample &ringExample();
const WorkedExample &luExample();

// The example's platform, read from its bundled file.
Platform examplePlatform(const WorkedExample &example);
// `current` with the parameters the example fixes (the strategy and the others are kept).
PlanSettings exampleSettings(const WorkedExample &example, PlanSettings current);
// What differs from the example, one item per difference ("n = 128, the paper's 100"); the
// platform is compared without the nodes' positions (moving a node changes nothing the page
// computes). Empty when the page shows the example.
QStringList exampleDifferences(const WorkedExample &example, const Platform &platform, const PlanSettings &settings);
// The line the page shows: the example it matches, or what differs and how to get it back.
QString exampleLine(const WorkedExample &example, const QStringList &differences);
// Shows that line on a page, on an amber background when the page is away from the example.
void showExampleLine(QLabel *label, const QString &text, bool away);

} // namespace partita::views
