#include "readers.h"

#include "evaluate/evaluate.h"
#include "exec/calibrate_from_run.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/error.h"
#include "model/validate.h"
#include "partition/partitioner.h"
#include "redistribution/layout_from_plan.h"
#include "redistribution/layout_json.h"
#include "run/run_events.h"
#include "trace/trace_export.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>
#include <tuple>
#include <typeinfo>
#include <sstream>
#include <stdexcept>

namespace partita::fuzz {

namespace {

std::string readText(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const char *const kPlatforms[] = {"lbp-fig1.json", "mesh5x5.json", "mw-table2.json", "star16.json", "toy-cluster.json"};

// A platform the reader accepted: valid, and the same after writing and reading it back.
void checkPlatform(const Platform &p, const char *reader)
{
    if (!platformIssues(p).empty())
        throw std::logic_error(std::string(reader) + " accepted a platform that does not validate");
    const std::string text = platformToJson(p);
    const Platform back = parsePlatformJson(text, "back.json");
    if (platformToJson(back) != text)
        throw std::logic_error(std::string(reader) + ": the accepted platform does not read back the same");
}

// Runs `read`; an InputError is a fair refusal, any other exception a defect.
template <class Read> void guarded(const char *target, Read read)
{
    try {
        read();
    } catch (const InputError &) {
    } catch (const std::logic_error &) {
        throw;
    } catch (const std::exception &e) {
        throw std::logic_error(std::string(target) + " threw " + typeid(e).name() + ": " + e.what());
    }
}

// The platform and summary of a real run of columns on two ranks, as calibrate --from-run
// reads them (docs/executor.md, "Learning from a run").
const char *kPair = R"({"format": "partita-platform/1", "master": "P0", "master_computes": true,
  "processors": [{"id": "P0", "speed": 40, "memory": 4096, "host": "h"},
                 {"id": "P1", "speed": 40, "memory": 4096, "host": "h"}],
  "links": [{"from": "P0", "to": "P1", "bandwidth": 8, "latency": 1e-6}]})";
const char *kSummary = R"({"ev": "summary", "algorithm": "columns", "emulated": false, "ranks": 2, "q": 80,
  "n": 800, "time_scale": 1, "makespan": 0.05,
  "per_rank": [{"rank": 0, "node": "P0", "compute": 0.02, "flops": 5.12e8, "received": []},
               {"rank": 1, "node": "P1", "compute": 0.02, "flops": 5.12e8,
                "received": [{"from": 0, "bytes": 2.56e6, "seconds": 0.0004, "messages": 10}]}]})";

// Reads partita run's stdout as the studio's Run tab does (views/run/run_events.h): in two
// pieces cut where the input's first byte says (the pipe cuts lines anywhere), then as a whole.
// Either way gives the same trace, progress and summary; every interval is on a row of the
// trace, its peer too, and ends after it starts; the progress is -1 or in [0, 1].
void checkEventLines(const std::string &in)
{
    const QByteArray bytes(in.data(), static_cast<qsizetype>(in.size()));
    const qsizetype cut = in.empty() ? 0 : static_cast<unsigned char>(in[0]) * bytes.size() / 256;
    views::RunEvents pieces({"P0", "P1"});
    (void)pieces.feed(bytes.left(cut));
    (void)pieces.feed(bytes.mid(cut));
    (void)pieces.finish();
    views::RunEvents whole({"P0", "P1"});
    (void)whole.feed(bytes);
    (void)whole.finish();
    const Trace &t = pieces.trace();
    if (!(t == whole.trace()) || pieces.progress() != whole.progress() || pieces.summary() != whole.summary())
        throw std::logic_error("the event-line reader reads differently when the lines come in pieces");
    const auto rows = static_cast<int>(t.resources.size());
    for (const Interval &iv : t.intervals)
        if (iv.resource < 0 || iv.resource >= rows || iv.peer < -1 || iv.peer >= rows || !(iv.start <= iv.end))
            throw std::logic_error("the event-line reader made an interval off its rows or ending before it starts");
    if (pieces.progress() != -1 && !(pieces.progress() >= 0 && pieces.progress() <= 1))
        throw std::logic_error("the event-line reader's progress is outside [0, 1]");
    (void)traceToCsv(t);
}

// Rank 0's event lines of a run, as exec::eventLines prints them (docs/executor.md, "Events
// and summary"): a simulated trace's intervals with its processors as ranks, a progress line
// between steps, mpirun's banner line and the summary at the end.
std::string eventLinesOf(const Trace &trace)
{
    std::string out;
    int step = -1;
    for (const Interval &iv : trace.intervals) {
        if (iv.step != step && step >= 0)
            out += nlohmann::ordered_json{{"ev", "progress"}, {"fraction", 0.5}}.dump() + "\n";
        step = iv.step;
        for (const char *ev : {"begin", "end"})
            out += nlohmann::ordered_json{{"ev", ev},          {"t", ev[0] == 'b' ? iv.start : iv.end},
                                          {"rank", iv.resource}, {"kind", toString(iv.kind)},
                                          {"peer", iv.peer},     {"bytes", iv.bytes},
                                          {"flops", iv.flops},   {"step", iv.step}}
                       .dump()
                   + "\n";
    }
    return out + std::string(74, '-') + "\n" + nlohmann::ordered_json::parse(kSummary).dump() + "\n";
}

} // namespace

const std::vector<Target> &targets()
{
    static const std::vector<Target> all = {
        {"platform-json",
         [](const std::string &in) {
             guarded("platform-json", [&] { checkPlatform(parsePlatformJson(in, "fuzz.json"), "the JSON reader"); });
         }},
        {"simgrid-xml",
         [](const std::string &in) {
             guarded("simgrid-xml", [&] { checkPlatform(parseSimGridXml(in, "fuzz.xml"), "the SimGrid reader"); });
         }},
        {"layout-json",
         [](const std::string &in) {
             guarded("layout-json", [&] {
                 const Layout layout = parseLayoutJson(in, "fuzz.layout");
                 (void)parseLayoutJson(layoutToJson(layout), "back.layout");
             });
         }},
        {"trace-csv", [](const std::string &in) { guarded("trace-csv", [&] { (void)traceToCsv(traceFromCsv(in, "fuzz.csv")); }); }},
        {"trace-chrome",
         [](const std::string &in) {
             guarded("trace-chrome", [&] { (void)traceToChromeJson(traceFromChromeJson(in, "fuzz.json")); });
         }},
        {"trace-paje", [](const std::string &in) { guarded("trace-paje", [&] { (void)traceToPaje(traceFromPaje(in, "fuzz.paje")); }); }},
        {"run-summary",
         [](const std::string &in) {
             static const Platform pair = parsePlatformJson(kPair, "pair.json");
             guarded("run-summary", [&] { (void)exec::calibrateFromRun(pair, exec::parseRunSummary(in, "fuzz.json"), "fuzz.json"); });
         }},
        {"event-lines", [](const std::string &in) { guarded("event-lines", [&] { checkEventLines(in); }); }},
    };
    return all;
}

const Target *findTarget(std::string_view name)
{
    for (const Target &t : targets())
        if (name == t.name)
            return &t;
    return nullptr;
}

std::vector<std::string> seeds(std::string_view target, const std::string &sourceDir)
{
    const std::string examples = sourceDir + "/resources/examples/";
    std::vector<std::string> out;
    std::vector<Platform> platforms;
    for (const char *file : kPlatforms)
        platforms.push_back(readPlatformFile(examples + file));
    if (target == "platform-json")
        for (const char *file : kPlatforms)
            out.push_back(readText(examples + file));
    if (target == "simgrid-xml")
        for (const Platform &p : platforms)
            out.push_back(platformToSimGridXml(p));
    if (target == "layout-json") {
        out.push_back(readText(examples + "fig9.layout"));
        out.push_back(layoutToJson(layoutFromPlan(makePlan("columns", PartitionInput::fromPlatform(platforms[3], {800, 80})))));
    }
    if (target.starts_with("trace-") || target == "event-lines") {
        EvaluateOptions options;
        for (const auto &[algorithm, platform, problem] :
             {std::tuple{"layers", platforms[0], Problem{8, 1}}, std::tuple{"mw-global", platforms[2], Problem{12, 1}},
              std::tuple{"columns", platforms[3], Problem{400, 80}}}) {
            const Trace trace = evaluate(algorithm, platform, problem, options).sim.trace;
            out.push_back(target == "trace-csv"      ? traceToCsv(trace)
                          : target == "trace-chrome" ? traceToChromeJson(trace)
                          : target == "trace-paje"   ? traceToPaje(trace)
                                                     : eventLinesOf(trace));
        }
    }
    if (target == "run-summary") {
        out.push_back(kSummary);
        out.push_back(std::string("{\"ev\": \"begin\", \"rank\": 0}\n") + kSummary);
    }
    // Inputs that once broke a reader (tests/data/fuzz/<target>-N.bin) stay among its seeds.
    for (int n = 1;; ++n) {
        const std::string path = sourceDir + "/tests/data/fuzz/" + std::string(target) + "-" + std::to_string(n) + ".bin";
        if (!std::ifstream(path))
            break;
        out.push_back(readText(path));
    }
    return out;
}

std::string mutate(const std::string &input, const std::string &other, std::mt19937_64 &rng)
{
    static const char *const tokens[] = {
        "1e309",  "-1e309", "1e-324", "-0",   "0",    "-1",   "9223372036854775807", "18446744073709551616",
        "NaN",    "null",   "true",   "[]",   "{}",   "[",    "{",                   "]",
        "}",      "\"",     ",",      ":",    "\n",   "\r\n", "",
        "\x01",   "\xff",   "\xc3\x28", "\\u0000", "<",  "/>",  "&amp;",             "<!DOCTYPE x [<!ENTITY e \"e\">]>",
        "%EventDef", "1.5e8", "P1",   "M",    "\"id\"", "\"speed\"", "\"from\"",     "\"links\"",
    };
    std::string s = input;
    const auto pick = [&](std::size_t bound) { return bound == 0 ? std::size_t{0} : static_cast<std::size_t>(rng() % bound); };
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = pick(s.size() + 1);
        switch (rng() % 6) {
        case 0: // a byte replaced
            if (!s.empty())
                s[pick(s.size())] = static_cast<char>(rng() & 0xff);
            break;
        case 1: // a span deleted
            s.erase(at, 1 + pick(16));
            break;
        case 2: { // a span duplicated
            const std::size_t length = std::min<std::size_t>(1 + pick(64), s.size() - std::min(at, s.size()));
            s.insert(at, s.substr(at, length));
            break;
        }
        case 3: { // a token inserted
            const std::string token = tokens[pick(std::size(tokens))];
            s.insert(at, token.empty() ? std::string(1, '\0') : token);
            break;
        }
        case 4: { // a number replaced by an extreme one
            const std::size_t digit = s.find_first_of("0123456789", at);
            if (digit == std::string::npos)
                break;
            const std::size_t end = s.find_first_not_of("0123456789.eE+-", digit);
            static const char *const extremes[] = {"1e309", "0", "-5", "1e-320", "4294967296", "1e8", "99999999999999999999"};
            s.replace(digit, (end == std::string::npos ? s.size() : end) - digit, extremes[pick(std::size(extremes))]);
            break;
        }
        default: // a splice with another input
            if (!other.empty())
                s = s.substr(0, at) + other.substr(pick(other.size()));
            break;
        }
    }
    return s;
}

} // namespace partita::fuzz
