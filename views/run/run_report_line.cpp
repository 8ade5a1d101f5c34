#include "run/run_report_line.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace partita::views {

namespace {

// The translation context of the lines below.
struct RunReportText {
    Q_DECLARE_TR_FUNCTIONS(RunReportLine)
};


QRegularExpressionMatch match(const QString &pattern, const QString &text)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern)).match(text);
}

// The kinds of time of the table and of a miss (exec/run_report.cpp), and of an activity that
// ended late (the summary's fell_behind_at).
QString kind(const QString &k)
{
    if (k == QLatin1String("compute"))
        return RunReportText::tr("compute");
    if (k == QLatin1String("communication"))
        return RunReportText::tr("communication");
    if (k == QLatin1String("idle"))
        return RunReportText::tr("idle");
    if (k == QLatin1String("send"))
        return RunReportText::tr("send");
    if (k == QLatin1String("receive"))
        return RunReportText::tr("receive");
    return k;
}

// "rank 2 (P3) compute, step 4": where an activity ended late.
QString where(const QString &text)
{
    const auto m = match(QStringLiteral(R"(rank (\d+) \((.*)\) (\S+)(, step (\d+))?)"), text);
    if (!m.hasMatch())
        return text;
    QString out = RunReportText::tr("rank %1 (%2) %3").arg(m.captured(1), m.captured(2), kind(m.captured(3)));
    if (!m.captured(4).isEmpty())
        out += RunReportText::tr(", step %1").arg(m.captured(5));
    return out;
}

// " at --time-unit 0.05", or nothing.
QString at(const QString &option, const QString &scale)
{
    return option.isEmpty() ? QString() : RunReportText::tr(" at %1 %2").arg(option, scale);
}

// One part of the emulation's line (parts are joined by "; "), or nothing when unknown.
std::optional<QString> emulationPart(const QString &part, bool first)
{
    const QString scale = QStringLiteral(R"(( at (--time-unit|--time-scale) (\S+))?)");
    if (first) {
        auto m = match(QStringLiteral("the emulation kept up with the platform's times%1 \\(within 5 %\\)").arg(scale), part);
        if (m.hasMatch())
            return RunReportText::tr("the emulation kept up with the platform's times%1 (within 5 %)")
                .arg(at(m.captured(2), m.captured(3)));
        m = match(QStringLiteral("the emulation fell behind the platform's times%1 by (\\S+) % \\((.+)\\): this machine "
                                 "cannot run the ranks as fast as the platform says")
                      .arg(scale),
                  part);
        if (m.hasMatch())
            return RunReportText::tr("the emulation fell behind the platform's times%1 by %2 % (%3): this machine cannot run "
                            "the ranks as fast as the platform says")
                .arg(at(m.captured(2), m.captured(3)), m.captured(4), m.captured(5));
        return std::nullopt;
    }
    auto m = match(QStringLiteral(R"(its latest activity ended (.+) after its predicted end \((.+)\) and the run caught up)"),
                   part);
    if (m.hasMatch())
        return RunReportText::tr("its latest activity ended %1 after its predicted end (%2) and the run caught up")
            .arg(m.captured(1), where(m.captured(2)));
    m = match(QStringLiteral(R"(the latest activity ended (.+) after its predicted end \((.+)\), (.+) late in all)"), part);
    if (m.hasMatch())
        return RunReportText::tr("the latest activity ended %1 after its predicted end (%2), %3 late in all")
            .arg(m.captured(1), where(m.captured(2)), m.captured(3));
    m = match(QStringLiteral(R"((.+) of the miss came after the last held activity \(the synchronisation that ends the run\))"),
              part);
    if (m.hasMatch())
        return RunReportText::tr("%1 of the miss came after the last held activity (the synchronisation that ends the run)")
            .arg(m.captured(1));
    m = match(QStringLiteral(R"((--time-unit|--time-scale) (\S+) would keep it within 5 % \(the overheads taken as fixed\))"),
              part);
    if (m.hasMatch())
        return RunReportText::tr("%1 %2 would keep it within 5 % (the overheads taken as fixed)").arg(m.captured(1), m.captured(2));
    return std::nullopt;
}

std::optional<QString> emulationLine(const QString &line)
{
    const QStringList parts = line.split(QStringLiteral("; "));
    QStringList out;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const auto part = emulationPart(parts.at(i), i == 0);
        if (!part)
            return std::nullopt;
        out << *part;
    }
    return out.join(RunReportText::tr("; "));
}

std::optional<QString> noteLine(const QString &note)
{
    auto m = match(QStringLiteral(R"(time unit (\S+) s so that this machine keeps up \((\d+) ranks on (\d+) cores; --time-unit sets it\))"),
                   note);
    if (m.hasMatch())
        return RunReportText::tr("note: time unit %1 s so that this machine keeps up (%2 ranks on %3 cores; --time-unit sets it)")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    m = match(QStringLiteral(R"(time scale (\S+) so that this machine keeps up \((\d+) ranks on (\d+) cores; --time-scale sets it\))"),
              note);
    if (m.hasMatch())
        return RunReportText::tr("note: time scale %1 so that this machine keeps up (%2 ranks on %3 cores; --time-scale sets it)")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    m = match(QStringLiteral(R"(block size q = (\d+), large enough for dgemm and the layout still balanced \(--q sets it\))"),
              note);
    if (m.hasMatch())
        return RunReportText::tr("note: block size q = %1, large enough for dgemm and the layout still balanced (--q sets it)")
            .arg(m.captured(1));
    m = match(QStringLiteral(R"(no prediction to compare the run with: (.*))"), note);
    if (m.hasMatch())
        return RunReportText::tr("note: no prediction to compare the run with: %1").arg(m.captured(1));
    m = match(QStringLiteral(R"(the Gantt chart needs a \.json or \.csv trace; (.*) not written)"), note);
    if (m.hasMatch())
        return RunReportText::tr("note: the Gantt chart needs a .json or .csv trace; %1 not written").arg(m.captured(1));
    // Another note: still a report, its words as printed.
    return RunReportText::tr("note: %1").arg(note);
}

} // namespace

std::optional<QString> runReportLine(const QString &line)
{
    if (line.startsWith(QLatin1String("note: ")))
        return noteLine(line.mid(6));
    // exec/run_report.cpp, formatRunReport, line by line.
    if (match(QStringLiteral(R"(measured / predicted, seconds +compute +communication +idle)"), line).hasMatch())
        return RunReportText::tr("measured / predicted, seconds    compute                communication          idle");
    if (const auto m = match(QStringLiteral(R"(rank (\d+ +\S.*\d.*))"), line); m.hasMatch())
        return RunReportText::tr("rank %1").arg(m.captured(1));
    if (const auto m = match(QStringLiteral(R"(makespan (\S+) s measured, (\S+) s predicted( \(measured/predicted (\S+)\))?(; largest miss: rank (\d+) \((.*)\) (compute|communication|idle), (\S+) s)?)"),
                             line);
        m.hasMatch()) {
        QString out = RunReportText::tr("makespan %1 s measured, %2 s predicted").arg(m.captured(1), m.captured(2));
        if (!m.captured(3).isEmpty())
            out += RunReportText::tr(" (measured/predicted %1)").arg(m.captured(4));
        if (!m.captured(5).isEmpty())
            out += RunReportText::tr("; largest miss: rank %1 (%2) %3, %4 s")
                       .arg(m.captured(6), m.captured(7), kind(m.captured(8)), m.captured(9));
        return out;
    }
    if (line.startsWith(QLatin1String("the emulation ")))
        return emulationLine(line);
    return std::nullopt;
}

std::optional<QString> runWarningLine(const QString &line)
{
    const QLatin1String lead("warning: ");
    if (!line.startsWith(lead))
        return std::nullopt;
    const QString warning = line.mid(lead.size());
    // exec/throttle.cpp, ThrottleGroups::remove: the path, then the system's own message.
    auto m = match(QStringLiteral(R"(could not remove the cgroup (.+): (.*))"), warning);
    if (m.hasMatch())
        return RunReportText::tr("warning: could not remove the cgroup %1: %2").arg(m.captured(1), m.captured(2));
    m = match(QStringLiteral(R"(could not remove (.+): (.*))"), warning);
    if (m.hasMatch())
        return RunReportText::tr("warning: could not remove %1: %2").arg(m.captured(1), m.captured(2));
    return RunReportText::tr("warning: %1").arg(warning);
}

} // namespace partita::views
