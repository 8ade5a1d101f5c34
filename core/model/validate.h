#pragma once
// Platform and problem checks (docs/platform-format.md). Readers, the generator and the studio
// all call these, so every bad platform is rejected with the same words wherever it comes
// from. The checks know nothing of files: a PlatformIssue names the element and the field,
// and each reader turns that into a line of its own format.

#include "model/platform.h"
#include "model/problem.h"
#include "model/reason.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace partita {

struct PlatformIssue {
    enum class Element { Platform, Processor, Router, Link, Route };
    Element element = Element::Platform;
    std::size_t index = 0; // position in Platform::processors, routers, links or routes
    std::string field;     // file field at fault ("speed", "from", "master", ...); may be empty
    std::string message;   // complete sentence naming the element, e.g.
                           // "processor 'P3': speed must be > 0 (got -1)"
    Reason reason;         // the same as a kind and its parameters (message == reason.text())
    bool operator==(const PlatformIssue &) const = default;
};

// Every problem of the platform, in the order of the file (processors, routers, links,
// master, then connectivity). Connectivity is only checked when every link names known nodes.
std::vector<PlatformIssue> platformIssues(const Platform &platform);

// Throws InputError(fileName, 0, first issue) when platformIssues() is not empty.
void validatePlatform(const Platform &platform, const std::string &fileName);

// Throws InputError(context, 0, ...) when m, k or n < 1, q < 1, a dimension or q above kMaxOrder, more than
// kMaxBlocksPerSide blocks a side (problem.h), a processor's memory cannot hold one
// block of doubles, or the master cannot reach a computing processor along the links'
// directions (the one rule for every strategy, the executor and the studio). `context` names where the problem came from (a file, or "" for
// command line options). `lineOf`, when given, says on which line of that file a processor is
// (0 when unknown; io/platform_json.h, processorLines), for the messages about one processor.
using ProcessorLines = std::function<int(const std::string &id)>;
void validateProblem(const Platform &platform, const Problem &problem, const std::string &context,
                     const ProcessorLines &lineOf = {});

// `text` with every control character (newline, tab, escape, ...) written as an escape (\n,
// \t, \x1b), so that a message quoting it stays one line.
std::string escapedControls(const std::string &text);
// An id as messages show it: in single quotes, a control character (newline, tab, escape,
// ...) written as an escape (\n, \t, \x1b), so that an error stays one line.
std::string quotedId(const std::string &id);
// Why an id is refused at load, "" when it is not: one with a control character would break
// the one-line errors and the CSV trace's rows.
std::string idProblem(const std::string &id);
// The control character that idProblem refuses, as one of reasonWords() ("a newline", "a tab",
// "a byte below 0x20 or 0x7f"); "" when the id has none.
std::string idControlWord(const std::string &id);

// "" when q divides n; otherwise one line saying how the narrower last block row and column
// are handled, for the command line to print as a note on stderr.
std::string problemNote(const Problem &problem);

// How an element is named in messages: "processor 'P1'", "router 'R1'",
// "link 'a'" (named) or "link P1 -> R1" (unnamed).
std::string describeLink(const Link &link);

} // namespace partita
