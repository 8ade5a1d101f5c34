#include "io/platform_json.h"

#include "io/atomic_file.h"
#include "io/json_locator.h"
#include "io/simgrid_xml.h"
#include "io/text_position.h"
#include "model/error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>

namespace partita {

PlatformFileFormat platformFileFormat(const std::string &path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext == ".json")
        return PlatformFileFormat::Json;
    if (ext == ".xml")
        return PlatformFileFormat::SimGridXml;
    throw InputError(path, 0,
        "unknown platform file extension '" + ext
            + "' (expected .json for Partita JSON or .xml for SimGrid XML)");
}

Platform readPlatformFile(const std::string &path, std::vector<ImportWarning> *warnings)
{
    const PlatformFileFormat format = platformFileFormat(path);
    const std::string text = readWholeFile(path);
    if (format == PlatformFileFormat::Json)
        return parsePlatformJson(text, path);
    std::vector<ImportWarning> found;
    Platform platform = parseSimGridXml(text, path, &found);
    if (warnings)
        *warnings = std::move(found);
    else
        for (const ImportWarning &w : found)
            std::cerr << "warning: " << w.text() << '\n';
    return platform;
}

ProcessorLines processorLines(const std::string &path)
{
    return [path](const std::string &id) -> int {
        try {
            const std::string text = readWholeFile(path);
            if (platformFileFormat(path) == PlatformFileFormat::SimGridXml) {
                const auto at = text.find("id=\"" + id + "\"");
                return at == std::string::npos ? 0 : lineOfOffset(text, at);
            }
            const auto doc = nlohmann::json::parse(text);
            const auto &processors = doc.at("processors");
            for (std::size_t i = 0; i < processors.size(); ++i)
                if (processors[i].value("id", std::string()) == id)
                    return JsonLocator(text).line(JsonLocator::element("/processors", i));
        } catch (const std::exception &) {
            // the file changed or cannot be read again: no line
        }
        return 0;
    };
}

void writePlatformFile(const Platform &platform, const std::string &path)
{
    const PlatformFileFormat format = platformFileFormat(path);
    std::string content;
    try {
        content
            = format == PlatformFileFormat::Json ? platformToJson(platform) : platformToSimGridXml(platform);
    } catch (const InputError &e) {
        throw InputError(path, 0, e.reason());
    }
    writeFileAtomically(path, content);
}

} // namespace partita
