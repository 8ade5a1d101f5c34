#pragma once
// The lines `partita run` prints on its error output that are reports, not errors: its notes
// ("note: time unit 0.05 s so that this machine keeps up ...") and the comparison of the run
// with its prediction (exec/run_report.h, formatRunReport: the per-rank table, the makespans,
// whether the emulation kept up). The Run tab's log shows them in the text colour, in the
// studio's language; a line recognised as none of them (an "error:" line, mpirun's words) stays
// in the error colour as it is (docs/studio.md, Run tab), its own "warning:" lines in the error
// colour too, translated.

#include <QString>

#include <optional>

namespace partita::views {

// The report line in the studio's language, or nothing when `line` is not one of partita run's
// report lines. The numbers, ids and option names stay as printed.
std::optional<QString> runReportLine(const QString &line);

// partita run's own "warning:" lines (exec/throttle.cpp: a cgroup it made and could not remove)
// in the studio's language, the paths and the system's message as printed; nothing for any other
// line. A warning that is not known word for word keeps its words after the translated
// "warning:". The Run tab's log shows them in the error colour.
std::optional<QString> runWarningLine(const QString &line);

} // namespace partita::views
