#pragma once
// Platform files (docs/platform-format.md): the JSON format "partita-platform/1", and dispatch by
// file extension between it and SimGrid platform XML (io/simgrid_xml.h).
//
//   {
//     "format": "partita-platform/1",
//     "name": "...", "units": "physical" | "blocks",
//     "master": "P0", "master_computes": false,
//     "processors": [{"id", "name", "speed", "memory", "x", "y", "host", "cores", "kernels"}, ...],
//     "routers": [{"id", "x", "y"}, ...],
//     "links": [{"name", "from", "to", "bandwidth", "latency", "bidirectional",
//                "sharing": "shared" | "split-duplex" | "backbone"}, ...],
//     "routes": [{"from", "to", "links": [name or position, ...], "symmetrical"}, ...]
//   }
//
// Required: format, processors (each with id, speed, memory), links' from, to and bandwidth.
// Members whose key starts with "_" are comments and ignored; any other unknown member is an
// error, so a misspelt field ("bandwith") is not silently dropped.

#include "model/platform.h"
#include "model/validate.h"

#include <string>
#include <vector>

namespace partita {

inline constexpr const char *kPlatformFormat = "partita-platform/1";

// Parses and validates (model/validate.h) a platform. Throws InputError(fileName, line, ...)
// naming the element and the field at fault.
Platform parsePlatformJson(const std::string &text, const std::string &fileName);

// Pretty JSON, two-space indent, one processor, router or link per line, fields in a fixed
// order; optional fields are left out when empty or default, and parsePlatformJson gives the
// same Platform back. Throws InputError when a number is not finite (JSON cannot hold it).
std::string platformToJson(const Platform &platform);

enum class PlatformFileFormat { Json, SimGridXml };

// By extension, case-insensitive: ".json" or ".xml". Throws InputError naming the file
// otherwise.
PlatformFileFormat platformFileFormat(const std::string &path);

struct ImportWarning; // io/simgrid_xml.h

// Reads, parses and validates the file, whichever of the two formats it is in. What a SimGrid
// file says and Partita does not model gives warnings: returned in `warnings` when given, else
// printed on stderr, each "warning: FILE:LINE: message".
Platform readPlatformFile(const std::string &path, std::vector<ImportWarning> *warnings = nullptr);

// The line of each processor in the platform file `path` (its entry in "processors", or its
// <host>), for validateProblem's messages; 0 when not found. The file is read again only when
// a line is asked for, that is, on an error.
ProcessorLines processorLines(const std::string &path);

// Serializes by extension and writes atomically (io/atomic_file.h): on any failure the old
// file, if any, is left as it was. Does not validate: the studio may save a platform it is
// still editing; call validatePlatform first to refuse one.
void writePlatformFile(const Platform &platform, const std::string &path);

} // namespace partita
