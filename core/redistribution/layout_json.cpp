#include "redistribution/layout_json.h"

#include "io/atomic_file.h"
#include "io/json_locator.h"
#include "io/json_syntax.h"
#include "io/text_position.h"
#include "model/error.h"
#include "model/validate.h"

#include <algorithm>
#include <initializer_list>
#include <limits>
#include <unordered_map>

namespace partita {
namespace {

using nlohmann::json;
using K = ReasonKind;

// nlohmann-json's name of a value's type, one of reasonWords().
ReasonArg typeWord(const json &v) { return word(v.type_name()); }

// Large enough for any grid the planner draws, small enough that areas (width × rows) and
// sums of areas stay far from the int64 range.
constexpr std::int64_t kMaxN = 1'000'000'000;

class LayoutReader {
public:
    LayoutReader(const std::string &fileName, const JsonLocator &where) : m_file(fileName), m_where(where) {}

    Layout read(const json &doc)
    {
        if (!doc.is_object())
            fail("", Reason{K::JsonNotObject, {typeWord(doc)}});
        if (!doc.contains("format"))
            fail("", reason(K::JsonMissingFormat, {kLayoutFormat}));
        const json &format = doc["format"];
        if (!format.is_string() || format.get<std::string>() != kLayoutFormat)
            fail("/format", reason(K::LayoutUnknownFormat, {format.dump(), kLayoutFormat}));
        known(doc, "", "", {"format", "m", "n", "columns"});

        Layout layout;
        layout.n = integer(doc, "", "", "n");
        if (layout.n < 1)
            fail("/n", reason(K::DimensionTooSmall, {"n", std::to_string(layout.n)}));
        if (layout.n > kMaxN)
            fail("/n", reason(K::LayoutTooLarge, {"n", std::to_string(layout.n), std::to_string(kMaxN)}));
        if (doc.contains("m")) { // absent: a square layout, as every file before rectangles
            const std::int64_t m = integer(doc, "", "", "m");
            if (m < 1)
                fail("/m", reason(K::DimensionTooSmall, {"m", std::to_string(m)}));
            if (m > kMaxN)
                fail("/m", reason(K::LayoutTooLarge, {"m", std::to_string(m), std::to_string(kMaxN)}));
            layout.m = m == layout.n ? 0 : m;
        }
        if (!doc.contains("columns"))
            fail("", reason(K::JsonMissingField, {"columns"}));
        const json &columns = doc["columns"];
        if (!columns.is_array())
            fail("/columns", Reason{K::JsonFieldType, {{"columns"}, word("an array"), typeWord(columns)}});
        if (columns.empty())
            fail("/columns", Reason{K::LayoutNoColumn, {}});

        std::unordered_map<std::string, std::string> seen; // id -> where it was first seen
        std::int64_t widths = 0;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::string ptr = JsonLocator::element("/columns", c);
            layout.columns.push_back(column(columns[c], ptr, c, layout, seen));
            widths += layout.columns.back().width;
        }
        if (widths != layout.n)
            fail("/columns", reason(K::LayoutWidthsSum, {std::to_string(widths), std::to_string(layout.n)}));
        return layout;
    }

    [[noreturn]] void fail(const std::string &pointer, Reason why) const
    {
        throw InputError(m_file, m_where.line(pointer), std::move(why));
    }

private:
    LayoutColumn column(const json &o, const std::string &ptr, std::size_t c, const Layout &layout,
                        std::unordered_map<std::string, std::string> &seen)
    {
        const std::int64_t n = layout.n, m = layout.blockRows();
        const std::string rowsName = layout.square() ? "n" : "m";
        const std::string who = "columns[" + std::to_string(c) + "]";
        if (!o.is_object())
            fail(ptr, Reason{K::LayoutElementNotObject, {{who}, typeWord(o)}});
        known(o, ptr, who, {"width", "processors"});
        LayoutColumn col;
        col.width = integer(o, ptr, who, "width");
        if (col.width < 0)
            fail(JsonLocator::member(ptr, "width"), reason(K::LayoutNegativeWidth, {who, std::to_string(col.width)}));
        if (col.width > n)
            fail(JsonLocator::member(ptr, "width"),
                 reason(K::LayoutWidthTooLarge, {who, std::to_string(col.width), std::to_string(n)}));
        if (!o.contains("processors"))
            fail(ptr, reason(K::LayoutElementMissingField, {who, "processors"}));
        const json &procs = o["processors"];
        const std::string procsPtr = JsonLocator::member(ptr, "processors");
        if (!procs.is_array())
            fail(procsPtr, Reason{K::LayoutElementFieldType, {{who}, {"processors"}, word("an array"), typeWord(procs)}});
        if (procs.empty())
            fail(procsPtr, reason(K::LayoutEmptyColumn, {who}));
        std::int64_t rows = 0;
        for (std::size_t j = 0; j < procs.size(); ++j) {
            const std::string pptr = JsonLocator::element(procsPtr, j);
            const std::string pwho = who + ".processors[" + std::to_string(j) + "]";
            const json &p = procs[j];
            if (!p.is_object())
                fail(pptr, Reason{K::LayoutElementNotObject, {{pwho}, typeWord(p)}});
            known(p, pptr, pwho, {"id", "rows"});
            LayoutProcessor lp;
            if (!p.contains("id"))
                fail(pptr, reason(K::LayoutElementMissingField, {pwho, "id"}));
            if (!p["id"].is_string())
                fail(JsonLocator::member(pptr, "id"),
                     Reason{K::LayoutElementFieldType, {{pwho}, {"id"}, word("a string"), typeWord(p["id"])}});
            lp.id = p["id"].get<std::string>();
            if (lp.id.empty())
                fail(JsonLocator::member(pptr, "id"), reason(K::LayoutElementEmptyId, {pwho}));
            if (const std::string control = idControlWord(lp.id); !control.empty())
                fail(JsonLocator::member(pptr, "id"),
                     Reason{K::IdControlCharacter, {{pwho}, {quotedId(lp.id)}, word(control)}});
            if (auto [it, fresh] = seen.emplace(lp.id, pwho); !fresh)
                fail(JsonLocator::member(pptr, "id"), reason(K::LayoutDuplicateIdAt, {pwho, quotedId(lp.id), it->second}));
            lp.rows = integer(p, pptr, pwho, "rows");
            if (lp.rows < 0)
                fail(JsonLocator::member(pptr, "rows"),
                     reason(K::LayoutProcessorNegativeRows, {pwho, lp.id, std::to_string(lp.rows)}));
            if (lp.rows > m)
                fail(JsonLocator::member(pptr, "rows"), reason(K::LayoutProcessorRowsTooLarge,
                                                               {pwho, lp.id, std::to_string(lp.rows), rowsName,
                                                                std::to_string(m)}));
            rows += lp.rows;
            col.processors.push_back(std::move(lp));
        }
        if (rows != m)
            fail(ptr, reason(K::LayoutRowsSum, {who, std::to_string(rows), rowsName, std::to_string(m)}));
        return col;
    }

    // A reason about a top-level field (`who` empty) or about an element's ({who, ...}).
    static Reason about(const std::string &who, ReasonKind top, ReasonKind element, std::vector<ReasonArg> args)
    {
        if (who.empty())
            return Reason{top, std::move(args)};
        args.insert(args.begin(), ReasonArg{who});
        return Reason{element, std::move(args)};
    }

    std::int64_t integer(const json &o, const std::string &ptr, const std::string &who, const char *key)
    {
        if (!o.contains(key))
            fail(ptr, about(who, K::JsonMissingField, K::LayoutElementMissingField, {{key}}));
        const json &v = o[key];
        const std::string at = JsonLocator::member(ptr, key);
        if (v.is_number_unsigned()) {
            if (v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                fail(at, about(who, K::LayoutFieldTooLarge, K::LayoutElementFieldTooLarge, {{key}}));
            return v.get<std::int64_t>();
        }
        if (v.is_number_integer())
            return v.get<std::int64_t>();
        if (v.is_number())
            fail(at, about(who, K::LayoutFieldNotBlocks, K::LayoutElementFieldNotBlocks, {{key}, {v.dump()}}));
        fail(at, about(who, K::LayoutFieldNotWhole, K::LayoutElementFieldNotWhole, {{key}, typeWord(v)}));
    }

    void known(const json &o, const std::string &ptr, const std::string &who,
               std::initializer_list<const char *> keys)
    {
        for (const auto &[key, value] : o.items()) {
            if (key.starts_with("_"))
                continue;
            if (std::none_of(keys.begin(), keys.end(), [&](const char *k) { return key == k; }))
                fail(JsonLocator::member(ptr, key), about(who, K::JsonUnknownField, K::LayoutElementUnknownField, {{key}}));
        }
    }

    const std::string &m_file;
    const JsonLocator &m_where;
};

} // namespace

nlohmann::ordered_json layoutToJsonValue(const Layout &layout)
{
    nlohmann::ordered_json doc;
    doc["format"] = kLayoutFormat;
    if (!layout.square()) // a square layout is written as before rectangles: "n" alone
        doc["m"] = layout.blockRows();
    doc["n"] = layout.n;
    doc["columns"] = nlohmann::ordered_json::array();
    for (const auto &col : layout.columns) {
        nlohmann::ordered_json c;
        c["width"] = col.width;
        c["processors"] = nlohmann::ordered_json::array();
        for (const auto &p : col.processors)
            c["processors"].push_back(nlohmann::ordered_json{{"id", p.id}, {"rows", p.rows}});
        doc["columns"].push_back(std::move(c));
    }
    return doc;
}

std::string layoutToJson(const Layout &layout)
{
    const auto doc = layoutToJsonValue(layout);
    try {
        std::string out = "{\n  \"format\": " + doc["format"].dump() + ",\n  ";
        if (doc.contains("m"))
            out += "\"m\": " + doc["m"].dump() + ",\n  ";
        out += "\"n\": " + doc["n"].dump() + ",\n  \"columns\": [";
        const auto &columns = doc["columns"];
        for (std::size_t c = 0; c < columns.size(); ++c)
            out += (c ? ",\n    " : "\n    ") + columns[c].dump();
        return out + (columns.empty() ? "]\n}\n" : "\n  ]\n}\n");
    } catch (const nlohmann::json::exception &e) {
        // An id that is not valid UTF-8 cannot be written as JSON.
        throw InputError("cannot write the layout as JSON: " + nlohmannDetail(e.what()));
    }
}

Layout parseLayoutJson(const std::string &text, const std::string &fileName)
{
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error &e) {
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        throw InputError(fileName, lineOfOffset(text, offset), invalidJsonReason(e.what()));
    } catch (const json::exception &e) {
        // A number too large for a double (1e309): nlohmann-json names the token but not its place.
        const std::string detail = nlohmannDetail(e.what());
        throw InputError(fileName, lineOfQuotedNumber(text, detail), invalidJsonReason(e.what()));
    }
    const JsonLocator where(text, 5); // deepest value: /columns/0/processors/1/rows
    LayoutReader reader(fileName, where);
    if (const auto &dup = where.duplicateKey())
        reader.fail(dup->pointer,
                    reason(ReasonKind::JsonDuplicateKey, {dup->pointer.substr(dup->pointer.rfind('/') + 1), dup->pointer}));
    return reader.read(doc);
}

Layout readLayoutFile(const std::string &path)
{
    return parseLayoutJson(readWholeFile(path), path);
}

void writeLayoutFile(const Layout &layout, const std::string &path)
{
    if (const std::string problem = layout.problemText(); !problem.empty())
        throw InputError(path, 0, "cannot write an invalid layout: " + problem);
    writeFileAtomically(path, layoutToJson(layout));
}

} // namespace partita
