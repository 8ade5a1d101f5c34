#pragma once
// The Papers page's words about each experiment of the registry (core/reproduce/registry.h) in
// the studio's language: its one-line summary and the paper's section it regenerates, and the
// words of its report (what it compares, why values differ, its setup and findings). Core is
// plain C++ without Qt and keeps its English for `partita reproduce`; the English is repeated
// here for lupdate, one case per experiment (a new experiment cannot compile without its own),
// and tst_french_messages (experimentTextsInFrench) keeps it word for word core's.

#include "reproduce/registry.h"
#include "reproduce/text.h"

#include <QString>

#include <string>

namespace partita::views {

QString experimentSummaryText(const reproduce::Experiment &experiment);
QString experimentSectionText(const reproduce::Experiment &experiment);
// The English the two translate (what core's registry must say).
struct ExperimentTextSource {
    const char *section;
    const char *summary;
};
ExperimentTextSource experimentTextSource(reproduce::ExperimentId id);
// A compared value's unit ("time units", "elements", "%"), translated when it is one of those.
QString experimentUnitText(const std::string &unit);
// A report's words (reproduce/text.h) in the studio's language: each pattern translated in its
// context, the same parameters put in, the phrases among them translated too; a value as it is.
QString reportText(const reproduce::Phrase &phrase);
QString reportText(const reproduce::Text &text);

} // namespace partita::views
