#include "io/json_locator.h"

#include <algorithm>
#include <vector>

namespace partita {

JsonLocator::JsonLocator(const std::string &text, int maxDepth) : m_text(text), m_maxDepth(maxDepth)
{
    scan(); // duplicate keys only, without building pointers
    if (m_duplicate) {
        // rare: index every value, which finds the same key again with its full pointer
        m_duplicate.reset();
        line("");
    }
}

void JsonLocator::scan() const
{
    m_pos = m_text.starts_with("\xEF\xBB\xBF") ? 3 : 0; // UTF-8 byte order mark, skipped by nlohmann-json too
    m_line = 1;
    m_keys.resize(static_cast<std::size_t>(std::max(m_maxDepth, 0)) + 1);
    value("", 0);
}

std::string JsonLocator::member(const std::string &parent, const std::string &key)
{
    std::string escaped;
    for (char c : key) {
        if (c == '~')
            escaped += "~0";
        else if (c == '/')
            escaped += "~1";
        else
            escaped += c;
    }
    return parent + "/" + escaped;
}

std::string JsonLocator::element(const std::string &parent, std::size_t index)
{
    return parent + "/" + std::to_string(index);
}

int JsonLocator::line(const std::string &pointer) const
{
    if (!m_indexed) {
        m_record = true;
        scan();
        m_record = false;
        m_indexed = true;
    }
    std::string p = pointer;
    for (;;) {
        if (auto it = m_lines.find(p); it != m_lines.end())
            return it->second;
        const auto slash = p.rfind('/');
        if (slash == std::string::npos)
            return 1;
        p.erase(slash);
    }
}

void JsonLocator::skipSpace() const
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == '\n')
            ++m_line;
        else if (c != ' ' && c != '\t' && c != '\r')
            return;
        ++m_pos;
    }
}

void JsonLocator::value(const std::string &pointer, int depth) const
{
    skipSpace();
    if (m_record)
        m_lines[pointer] = m_line;
    if (depth >= m_maxDepth) {
        skipValue();
        return;
    }
    if (m_pos >= m_text.size())
        return;
    switch (m_text[m_pos]) {
    case '{': object(pointer, depth); break;
    case '[': array(pointer, depth); break;
    default: skipValue(); break;
    }
}

void JsonLocator::object(const std::string &pointer, int depth) const
{
    ++m_pos; // '{'
    // objects of a platform file have a handful of keys; depth < m_maxDepth (value()), and
    // scan() sized m_keys for every depth, so no inner object moves this list
    std::vector<std::string> &keys = m_keys[static_cast<std::size_t>(depth)];
    keys.clear();
    for (;;) {
        skipSpace();
        if (m_pos >= m_text.size() || m_text[m_pos] == '}')
            break;
        if (m_text[m_pos] == ',') {
            ++m_pos;
            continue;
        }
        const int keyLine = m_line;
        std::string key = string();
        const std::string child = m_record ? member(pointer, key) : std::string();
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) {
            if (!m_duplicate)
                m_duplicate = DuplicateKey{member(pointer, key), keyLine};
        } else {
            keys.push_back(std::move(key));
        }
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ':')
            ++m_pos;
        value(child, depth + 1);
    }
    ++m_pos; // '}'
}

void JsonLocator::array(const std::string &pointer, int depth) const
{
    ++m_pos; // '['
    std::size_t index = 0;
    for (;;) {
        skipSpace();
        if (m_pos >= m_text.size() || m_text[m_pos] == ']')
            break;
        if (m_text[m_pos] == ',') {
            ++m_pos;
            continue;
        }
        value(m_record ? element(pointer, index) : std::string(), depth + 1);
        ++index;
    }
    ++m_pos; // ']'
}

// Reads a string token and decodes the escapes that can occur in the keys of a platform file.
// A \u escape is kept as written: such a key matches no field, and its line is not needed.
std::string JsonLocator::string() const
{
    std::string out;
    ++m_pos; // opening quote
    while (m_pos < m_text.size() && m_text[m_pos] != '"') {
        char c = m_text[m_pos++];
        if (c == '\\' && m_pos < m_text.size()) {
            const char e = m_text[m_pos++];
            switch (e) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'u': out += "\\u"; continue;
            default: c = e; break;
            }
        }
        out += c;
    }
    ++m_pos; // closing quote
    return out;
}

// Skips one value of any depth with a loop, not recursion, so deep nesting cannot exhaust the
// stack.
void JsonLocator::skipValue() const
{
    if (m_pos >= m_text.size())
        return;
    const char first = m_text[m_pos];
    if (first == '"') {
        string();
        return;
    }
    if (first != '{' && first != '[') {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == ',' || c == ']' || c == '}' || c == ' ' || c == '\n' || c == '\t' || c == '\r')
                break;
            ++m_pos;
        }
        return;
    }
    int nesting = 0;
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == '"') {
            string();
            continue;
        }
        if (c == '\n')
            ++m_line;
        else if (c == '{' || c == '[')
            ++nesting;
        else if (c == '}' || c == ']')
            --nesting;
        ++m_pos;
        if (nesting == 0)
            return;
    }
}

} // namespace partita
