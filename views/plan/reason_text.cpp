#include "plan/reason_text.h"

#include "model/error.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <string_view>

namespace partita::views {

namespace {

// Word for word as core/model/reason.cpp writes them (reasonTemplate).
constexpr const char *kTemplates[] = {
    QT_TRANSLATE_NOOP("Reason", "the platform has no processor"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 must be a finite number (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 must be > 0 (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 must be between %4 and %5 (got %6)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: duplicate id (already used by a %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: unknown node %3 in '%4' (no processor or router has this id)"),
    QT_TRANSLATE_NOOP("Reason", "master %1 is not a processor or router of the platform"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: cannot be reached from %3 (the platform graph is disconnected)"),
    QT_TRANSLATE_NOOP("Reason", "%1 must be at least 1 (got %2)"),
    QT_TRANSLATE_NOOP("Reason", "%1 must be at most %2 (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 / q = %2 blocks a side, more than the %3 any strategy plans: take a larger q"),
    QT_TRANSLATE_NOOP("Reason", "processor %1: memory %2 buffers cannot hold one %3 block (1 buffer)"),
    QT_TRANSLATE_NOOP("Reason", "processor %1: memory %2 MiB cannot hold one %3 block (%4 MiB)"),
    QT_TRANSLATE_NOOP("Reason", "processor %1 cannot be reached from the master %2 along the links' directions"),
    QT_TRANSLATE_NOOP("Reason", "%1 is an iterative computation on its own n×n grid, not a matrix product (docs/ring.md): --m and --k "
                                "do not apply (got %2×%3 by %3×%4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 factors a square matrix A of order n (docs/lu.md): --m and --k do not apply (got %2×%3 by %3×%4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 takes square products only (m = k = n), got %2×%3 by %3×%4"),
    QT_TRANSLATE_NOOP("Reason", "%1 takes square products only (m = k = n), got %2×%3 by %3×%4; strategies for any shape: %5"),
    QT_TRANSLATE_NOOP("Reason", "the platform has no computing processor"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
                                "(%1 has no x, y)"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
                                "(%1 and %2 share a cell)"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
                                "(no two-way link between %1 and %2)"),
    QT_TRANSLATE_NOOP("Reason", "lbp-star: the platform has no master (the star's source)"),
    QT_TRANSLATE_NOOP("Reason", "lbp-star: the master %1 has no computing neighbour"),
    QT_TRANSLATE_NOOP("Reason", "lbp-mesh: the platform has no master (the source of A and B)"),
    QT_TRANSLATE_NOOP("Reason", "lbp-mesh: no computing processor is reachable from the master %1"),
    QT_TRANSLATE_NOOP("Reason", "master-worker schedules need a master: the platform names none"),
    QT_TRANSLATE_NOOP("Reason", "the master %1 is not a node of the platform"),
    QT_TRANSLATE_NOOP("Reason", "no processor besides the master %1 can be reached to work for it"),
    QT_TRANSLATE_NOOP("Reason", "no worker has memory for the μ² + 4μ layout with μ = 1 (5 blocks of q×q)"),
};

// The fixed words a parameter may be (reasonWords()).
constexpr const char *kWords[] = {
    QT_TRANSLATE_NOOP("ReasonWord", "processor"), QT_TRANSLATE_NOOP("ReasonWord", "router"),
    QT_TRANSLATE_NOOP("ReasonWord", "link"),      QT_TRANSLATE_NOOP("ReasonWord", "route"),
    QT_TRANSLATE_NOOP("ReasonWord", "speed"),     QT_TRANSLATE_NOOP("ReasonWord", "memory"),
    QT_TRANSLATE_NOOP("ReasonWord", "bandwidth"), QT_TRANSLATE_NOOP("ReasonWord", "cores"),
};

bool listed(std::string_view text)
{
    return std::any_of(std::begin(kTemplates), std::end(kTemplates), [&](const char *t) { return text == t; });
}

// `pattern` with %1 ... %9 replaced in one pass, as fillTemplate does for the English text.
QString filled(const QString &pattern, const QStringList &args)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1')
            && pattern.at(i + 1) <= QLatin1Char('9')) {
            const qsizetype index = pattern.at(i + 1).unicode() - '1';
            if (index < args.size()) {
                out += args.at(index);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString reasonText(const Reason &reason)
{
    QStringList args;
    for (const ReasonArg &a : reason.args)
        args << (a.word ? QCoreApplication::translate("ReasonWord", a.text.c_str()) : QString::fromStdString(a.text));
    if (reason.kind == ReasonKind::Text)
        return args.value(0);
    return filled(QCoreApplication::translate("Reason", reasonTemplate(reason.kind)), args);
}

QString errorText(const std::exception &error)
{
    const auto *input = dynamic_cast<const InputError *>(&error);
    if (!input)
        return QString::fromStdString(error.what());
    const QString what = reasonText(input->reason());
    const QString file = QString::fromStdString(input->file());
    if (file.isEmpty())
        return what;
    if (input->line() > 0)
        return filled(QCoreApplication::translate("Reason", "%1:%2: %3"), {file, QString::number(input->line()), what});
    return filled(QCoreApplication::translate("Reason", "%1: %2"), {file, what});
}

bool reasonTextListed(ReasonKind kind)
{
    return kind == ReasonKind::Text || listed(reasonTemplate(kind));
}

} // namespace partita::views
