#include "io/json_syntax.h"

#include "io/json_locator.h"

#include <algorithm>
#include <iterator>

namespace partita {

namespace {

// A fixed word of nlohmann-json's messages (translated by the studio), or a value as it is
// (a token such as "'}'", the text last read).
ReasonArg part(const std::string &text)
{
    const auto &words = reasonWords();
    return std::find(words.begin(), words.end(), text) != words.end() ? word(text) : ReasonArg{text, false};
}

// nlohmann-json's parser::exception_message: "syntax error while parsing CONTEXT - " then
// either "unexpected TOKEN" or "LEXER MESSAGE; last read: 'TEXT'", then "; expected TOKEN"
// when one was expected.
Reason syntaxReason(const std::string &detail)
{
    const std::string lead = "syntax error while parsing ";
    if (!detail.starts_with(lead))
        return {};
    const auto dash = detail.find(" - ", lead.size());
    if (dash == std::string::npos)
        return {};
    const ReasonArg context = part(detail.substr(lead.size(), dash - lead.size()));
    const std::string body = detail.substr(dash + 3);
    const std::string unexpected = "unexpected ", expected = "; expected ";
    if (body.starts_with(unexpected)) {
        const std::string rest = body.substr(unexpected.size());
        const auto e = rest.find(expected);
        if (e == std::string::npos)
            return {ReasonKind::JsonUnexpected, {context, part(rest)}};
        return {ReasonKind::JsonUnexpectedExpected,
                {context, part(rest.substr(0, e)), part(rest.substr(e + expected.size()))}};
    }
    const std::string lastRead = "; last read: '";
    const auto l = body.find(lastRead);
    if (l == std::string::npos)
        return {};
    const ReasonArg message = part(body.substr(0, l));
    const std::string read = body.substr(l + lastRead.size());
    // The text read may hold quotes: the expected token is only taken when it is one of
    // nlohmann-json's token names (a word or a punctuation mark); the caller checks that the
    // English text comes back whole either way.
    const auto e = read.rfind("'" + expected);
    if (e != std::string::npos) {
        const ReasonArg token = part(read.substr(e + 1 + expected.size()));
        const std::string punctuation[] = {"'['", "'{'", "']'", "'}'", "':'", "','"};
        if (token.word || std::find(std::begin(punctuation), std::end(punctuation), token.text) != std::end(punctuation))
            return {ReasonKind::JsonBadTokenExpected, {context, message, {read.substr(0, e), false}, token}};
    }
    if (!read.ends_with('\''))
        return {};
    return {ReasonKind::JsonBadToken, {context, message, {read.substr(0, read.size() - 1), false}}};
}

} // namespace

Reason invalidJsonReason(const std::string &what)
{
    const std::string detail = nlohmannDetail(what);
    const std::string whole = "invalid JSON: " + detail;
    Reason r;
    const std::string overflow = "number overflow parsing '";
    if (detail.starts_with(overflow) && detail.ends_with('\'') && detail.size() > overflow.size())
        r = reason(ReasonKind::JsonNumberOverflow, {detail.substr(overflow.size(), detail.size() - overflow.size() - 1)});
    else
        r = syntaxReason(detail);
    // Only a reason that says word for word what nlohmann-json said stands (tests/cli).
    if (r.kind == ReasonKind::Text || r.text() != whole)
        return textReason(whole);
    return r;
}

} // namespace partita
