#include "reproduce/text.h"

#include "model/reason.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace partita::reproduce {

Phrase::Phrase(Pattern pattern, std::vector<Phrase> args)
    : m_pattern(pattern), m_hasPattern(true), m_args(std::move(args))
{
}

Phrase::Phrase(std::string value) : m_value(std::move(value)) {}

Phrase::Phrase(const char *value) : m_value(value ? value : "") {}

Phrase::Phrase(std::vector<Reason> reasons) : m_reasons(std::move(reasons)) {}

std::string Phrase::text() const
{
    if (!m_reasons.empty()) {
        std::string out;
        for (const Reason &r : m_reasons)
            out += r.text();
        return out;
    }
    if (!m_hasPattern)
        return m_value;
    std::vector<std::string> args;
    args.reserve(m_args.size());
    for (const Phrase &a : m_args)
        args.push_back(a.text());
    return fillTemplate(m_pattern.english, args);
}

bool Phrase::operator==(const Phrase &other) const
{
    if (m_hasPattern != other.m_hasPattern || m_value != other.m_value || m_args != other.m_args
        || m_reasons != other.m_reasons)
        return false;
    return !m_hasPattern
        || (std::strcmp(m_pattern.context, other.m_pattern.context) == 0
            && std::strcmp(m_pattern.english, other.m_pattern.english) == 0);
}

bool Text::empty() const
{
    return std::all_of(m_parts.begin(), m_parts.end(), [](const Phrase &p) { return p.empty(); });
}

std::string Text::text() const
{
    std::string out;
    for (const Phrase &p : m_parts)
        out += p.text();
    return out;
}

std::vector<std::string> untranslatable(const Text &text)
{
    std::vector<std::string> out;
    for (const Phrase &p : text.parts())
        if (!p.pattern() && p.reasons().empty()
            && std::any_of(p.value().begin(), p.value().end(), [](unsigned char c) { return std::isalpha(c) != 0; }))
            out.push_back(p.value());
    return out;
}

} // namespace partita::reproduce
