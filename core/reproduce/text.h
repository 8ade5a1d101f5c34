#pragma once
// The words of an experiment's report as values (docs/reproduction.md): each sentence, table
// header or label is an English pattern with %1 ... %9 and its parameters, so that the command
// line writes the English report and the studio's Papers page says the same in its own language
// (views/classroom/experiment_texts.h translates each pattern and puts the same parameters in).
//
// A pattern is written REPORT_TEXT("context", "English"), the context the experiment's id
// ("002-table2") or "Report" for what several share: lupdate reads REPORT_TEXT as
// QT_TRANSLATE_NOOP (scripts/update-translations.sh), so every pattern of core/reproduce is
// listed for translation, and tst_translations fails while one has no French. A parameter is
// either a value shown as it is in every language (a number as printed, an id, a formula, a
// strategy's name), a phrase of its own, translated too, or reasons core gives elsewhere (a
// plan's note), translated as the studio translates every reason.

#include "model/reason.h"

#include <string>
#include <vector>

namespace partita::reproduce {

struct Pattern {
    const char *context = "";
    const char *english = "";
};

#define REPORT_TEXT(context, english) (::partita::reproduce::Pattern{context, english})

class Phrase {
public:
    Phrase() = default;
    // A sentence: `pattern` with its parameters.
    Phrase(Pattern pattern, std::vector<Phrase> args = {});
    // A value, the same in every language (implicit, so that parameters read {"P1", "2.71"}).
    Phrase(std::string value);
    Phrase(const char *value);
    // Words core gives elsewhere as reasons (model/reason.h), such as how a plan was computed
    // (Plan::note's parts): their English end to end, translated by the studio as reasons.
    explicit Phrase(std::vector<Reason> reasons);

    // Null for a value.
    const Pattern *pattern() const { return m_hasPattern ? &m_pattern : nullptr; }
    const std::string &value() const { return m_value; }
    const std::vector<Phrase> &args() const { return m_args; }
    const std::vector<Reason> &reasons() const { return m_reasons; }
    bool empty() const { return !m_hasPattern && m_value.empty() && m_reasons.empty(); }

    // The English words: the pattern with %1 ... %9 replaced by the parameters' English words.
    std::string text() const;

    bool operator==(const Phrase &other) const;

private:
    Pattern m_pattern;
    bool m_hasPattern = false;
    std::string m_value;
    std::vector<Phrase> m_args;
    std::vector<Reason> m_reasons;
};

// Several phrases end to end: a Markdown paragraph, or a report's setup or findings.
class Text {
public:
    Text() = default;
    Text(Phrase phrase) { m_parts.push_back(std::move(phrase)); }
    Text(Pattern pattern) : Text(Phrase(pattern)) {}

    Text &operator+=(Phrase phrase)
    {
        m_parts.push_back(std::move(phrase));
        return *this;
    }
    Text &operator+=(const Text &other)
    {
        m_parts.insert(m_parts.end(), other.m_parts.begin(), other.m_parts.end());
        return *this;
    }
    const std::vector<Phrase> &parts() const { return m_parts; }
    bool empty() const;
    std::string text() const;

    bool operator==(const Text &) const = default;

private:
    std::vector<Phrase> m_parts;
};

// Every phrase of `text` and of its parameters that is a value where a sentence is expected:
// the parts of a Text and the phrases of a report must be patterns (only parameters may be
// values), so that nothing reaches the studio's screen in English. Empty when all are.
std::vector<std::string> untranslatable(const Text &text);

} // namespace partita::reproduce
