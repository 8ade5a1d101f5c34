#include "classroom/worked_example.h"

#include "io/platform_json.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLabel>

namespace partita::views {

namespace {

struct WorkedExampleText {
    Q_DECLARE_TR_FUNCTIONS(WorkedExample)
};

Platform withoutPositions(Platform p)
{
    for (Processor &proc : p.processors)
        proc.x = proc.y = std::nullopt;
    for (Router &r : p.routers)
        r.x = r.y = std::nullopt;
    return p;
}

} // namespace

const WorkedExample &selectionExample()
{
    static const WorkedExample e{QStringLiteral(":/examples/mw-table2.json"), QStringLiteral("paper 002 §6.2, Table 2"),
                                 Problem{100, 1}, true, false, 0, 0};
    return e;
}

const WorkedExample &ringExample()
{
    static const WorkedExample e{QStringLiteral(":/examples/toy-cluster.json"), QStringLiteral("paper 001 §2.4, Fig. 1"),
                                 Problem{}, false, true, 1, 1};
    return e;
}

const WorkedExample &luExample()
{
    static const WorkedExample e{QStringLiteral(":/examples/mw-table2.json"), QStringLiteral("paper 002 §7 (docs/lu.md)"),
                                 Problem{36, 1}, true, false, 0, 0};
    return e;
}

Platform examplePlatform(const WorkedExample &example)
{
    QFile file(example.file);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parsePlatformJson(file.readAll().toStdString(), QFileInfo(example.file).fileName().toStdString());
}

PlanSettings exampleSettings(const WorkedExample &example, PlanSettings current)
{
    if (example.readsProblem)
        current.problem = example.problem;
    if (example.readsRingSizes) {
        current.params.h = example.h;
        current.params.w = example.w;
    }
    return current;
}

QStringList exampleDifferences(const WorkedExample &example, const Platform &platform, const PlanSettings &settings)
{
    QStringList out;
    if (withoutPositions(platform) != withoutPositions(examplePlatform(example)))
        out << WorkedExampleText::tr("the platform is not %1").arg(QFileInfo(example.file).fileName());
    const auto differ = [&](const QString &name, double value, double paper) {
        if (value != paper)
            out << WorkedExampleText::tr("%1 = %2, the paper's %3").arg(name, QString::number(value), QString::number(paper));
    };
    if (example.readsProblem) {
        differ(QStringLiteral("n"), static_cast<double>(settings.problem.n), static_cast<double>(example.problem.n));
        differ(QStringLiteral("q"), static_cast<double>(settings.problem.q), static_cast<double>(example.problem.q));
    }
    if (example.readsRingSizes) {
        differ(QStringLiteral("H"), settings.params.h, example.h);
        differ(QStringLiteral("W"), settings.params.w, example.w);
    }
    return out;
}

QString exampleLine(const WorkedExample &example, const QStringList &differences)
{
    QStringList params;
    if (example.readsProblem)
        params << QStringLiteral("n = %1").arg(example.problem.n) << QStringLiteral("q = %1").arg(example.problem.q);
    if (example.readsRingSizes)
        params << QStringLiteral("H = %1").arg(example.h) << QStringLiteral("W = %1").arg(example.w);
    const QString what = QStringLiteral("%1, %2").arg(QFileInfo(example.file).fileName(), params.join(QStringLiteral(", ")));
    if (differences.isEmpty())
        return WorkedExampleText::tr("The worked example of %1 (%2).").arg(example.source, what);
    return WorkedExampleText::tr("Not the worked example of %1: %2. \"Paper's example\" opens %3.")
        .arg(example.source, differences.join(QStringLiteral("; ")), what);
}

void showExampleLine(QLabel *label, const QString &text, bool away)
{
    label->setText(text);
    label->setToolTip(text);
    label->setProperty("away", away);
    // Dark text on amber reads in the light and the dark palette alike.
    label->setStyleSheet(away ? QStringLiteral("QLabel { background: #ffd54f; color: #202020; padding: 3px; border-radius: 3px; }")
                              : QStringLiteral("QLabel { padding: 3px; }"));
}

} // namespace partita::views
