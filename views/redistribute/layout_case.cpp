#include "redistribute/layout_case.h"

#include "io/atomic_file.h"
#include "io/json_locator.h"
#include "model/error.h"
#include "redistribution/layout_json.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <cmath>

namespace partita::views {

LayoutCase parseLayoutCase(const std::string &text, const std::string &fileName)
{
    LayoutCase out;
    out.layout = parseLayoutJson(text, fileName); // the core reader: JSON and layout errors
    const nlohmann::json doc = nlohmann::json::parse(text);
    const JsonLocator where(text, 2);
    const auto fail = [&](const std::string &pointer, const std::string &what) {
        throw InputError(fileName, where.line(pointer), what);
    };
    if (doc.contains("_title") && doc["_title"].is_string())
        out.title = doc["_title"].get<std::string>();
    if (doc.contains("_cost_model")) {
        const nlohmann::json &m = doc["_cost_model"];
        const auto model = m.is_string() ? parseCostModel(m.get<std::string>()) : std::nullopt;
        if (!model)
            fail("/_cost_model", "_cost_model must be \"constant\" or \"actual\" (got " + m.dump() + ")");
        out.model = model;
    }
    if (doc.contains("_speeds")) {
        const nlohmann::json &s = doc["_speeds"];
        if (!s.is_array())
            fail("/_speeds", std::string("_speeds must be an array of speeds (got ") + s.type_name() + ")");
        const std::size_t count = out.layout.processorCount();
        if (s.size() != count)
            fail("/_speeds", "_speeds gives " + std::to_string(s.size()) + " values but the layout has "
                                 + std::to_string(count) + " processors (one speed each, in layout order)");
        for (std::size_t i = 0; i < s.size(); ++i) {
            const std::string at = JsonLocator::element("/_speeds", i);
            if (!s[i].is_number())
                fail(at, "_speeds[" + std::to_string(i) + "] must be a number (got " + s[i].dump() + ")");
            const double v = s[i].get<double>();
            if (!std::isfinite(v) || !(v > 0))
                fail(at, "_speeds[" + std::to_string(i) + "] must be > 0 (got " + s[i].dump() + ")");
            out.speeds.push_back(v);
        }
    }
    return out;
}

LayoutCase readLayoutCase(const std::string &path)
{
    if (!path.starts_with(":"))
        return parseLayoutCase(readWholeFile(path), path);
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, 0, "cannot open file (" + file.errorString().toStdString() + ")");
    return parseLayoutCase(file.readAll().toStdString(), path);
}

} // namespace partita::views
