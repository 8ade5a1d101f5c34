#pragma once
// Core's reasons (model/reason.h) in the studio's language. Core is plain C++ without Qt and
// keeps its English words for the command line; the studio translates each kind's template
// (listed word for word in reason_text.cpp for lupdate) and puts the same parameters in, the
// fixed words among them translated too. A file and line stay as they are, around the reason.

#include "io/simgrid_xml.h"
#include "model/reason.h"
#include "partition/plan.h"

#include <QString>
#include <QStringList>

#include <exception>

namespace partita::views {

QString reasonText(const Reason &reason);
// `pattern` with %1 ... %9 replaced by args[0] ... args[8] in one pass, as core's fillTemplate.
QString filledTemplate(const QString &pattern, const QStringList &args);
// How a plan was computed (Plan::note): each part's reason in the studio's language, end to end.
QString planNoteText(const PlanNote &note);
// An error caught from core: an InputError as "FILE:LINE: reason" in the studio's language, a
// ReasonedError's reason in that language too, any other exception's text as it is.
QString errorText(const std::exception &error);
// A SimGrid file's warning (io/simgrid_xml.h) as "FILE:LINE: reason" in the studio's language.
QString importWarningText(const ImportWarning &warning);
// Whether the kind's template is among those listed for translation (a new kind must add its
// own).
bool reasonTextListed(ReasonKind kind);
// Whether a fixed word (reasonWords()) is listed for translation.
bool reasonWordListed(const std::string &word);

} // namespace partita::views
