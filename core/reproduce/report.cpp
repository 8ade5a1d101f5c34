#include "reproduce/report.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace partita::reproduce {

namespace {

std::string fixed(double v, int decimals)
{
    if (!std::isfinite(v))
        return "n/a";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string withUnit(const std::string &value, const std::string &unit)
{
    if (unit.empty())
        return value;
    return value + (unit == "%" ? " %" : " " + unit);
}

// A Markdown table cell holds no '|' and no newline.
std::string cell(std::string text)
{
    for (char &c : text)
        if (c == '\n')
            c = ' ';
    std::string out;
    for (char c : text) {
        if (c == '|')
            out += '\\';
        out += c;
    }
    return out;
}

std::string verdict(const Comparison &c)
{
    if (c.matchesPrinted())
        return "equal";
    return c.needsExplanation() ? "differs" : "close";
}

} // namespace

std::string formatDifference(double relative)
{
    if (!std::isfinite(relative))
        return "n/a";
    const double pct = relative * 100;
    if (std::abs(pct) < 0.05)
        return "0 %";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s%.1f %%", pct > 0 ? "+" : "\u2212", std::abs(pct));
    return buf;
}

std::string experimentMarkdown(const ExperimentRun &run, int level, const std::string &folder)
{
    const Experiment &e = *run.experiment;
    const ExperimentResult &r = run.result;
    std::ostringstream md;
    md << std::string(static_cast<std::size_t>(level), '#') << " `" << e.name << "`: paper " << e.paper << ' '
       << e.section << "\n\n"
       << e.summary << ".\n\n"
       << r.setup.text() << "\n\n";
    if (!r.comparisons.empty()) {
        md << "| quantity | paper | Partita | difference | |\n|---|---|---|---|---|\n";
        for (const auto &c : r.comparisons) {
            // Partita's value with two more digits than the printed one, so that a match to
            // the printed precision can be seen.
            const bool integral = std::isfinite(c.partita) && c.partita == std::round(c.partita);
            md << "| " << cell(c.quantity.text()) << " | " << withUnit(fixed(c.paper, c.decimals), c.unit) << " | "
               << withUnit(fixed(c.partita, integral ? 0 : c.decimals + 2), c.unit) << " | "
               << formatDifference(c.relativeDifference()) << " | " << verdict(c) << " |\n";
        }
        md << '\n';
        bool anyNote = false;
        for (const auto &c : r.comparisons)
            if (!c.note.empty()) {
                if (!anyNote)
                    md << "Differences:\n\n";
                anyNote = true;
                md << "- " << c.quantity.text() << ": " << c.note.text() << '\n';
            }
        if (anyNote)
            md << '\n';
    }
    if (!r.findings.empty())
        md << r.findings.text() << "\n\n";
    if (!r.files.empty()) {
        md << "Files (in the output folder): ";
        for (std::size_t i = 0; i < r.files.size(); ++i)
            md << (i ? ", " : "") << '`' << folder << '/' << r.files[i].name << '`';
        md << ", `" << folder << "/numbers.json`.\n\n";
    }
    return md.str();
}

std::string reportMarkdown(const std::vector<ExperimentRun> &runs)
{
    std::ostringstream md;
    md << "# Reproduction of the papers\n\n"
       << "Written by `partita reproduce all` (regenerate with `scripts/reproduction.sh`; do not "
          "edit by hand). Each section regenerates a table or figure of one of the papers behind "
          "Partita (listed in the README) with Partita's own planners and simulator, and sets "
          "the published values beside Partita's. *equal*: Partita's value rounded to the "
          "printed precision is the printed value; *close*: within "
       << fixed(kExplainAbove * 100, 0)
       << " %; *differs*: further apart, with the reason below the table. The figures (SVG), "
          "the platforms and a JSON of every number are written into the command's output "
          "folder (`--out`), one folder per experiment.\n\n";
    md << "| experiment | paper | what | compared | equal | close | differs |\n|---|---|---|---|---|---|---|\n";
    for (const auto &run : runs) {
        int equal = 0, close = 0, differs = 0;
        for (const auto &c : run.result.comparisons)
            (c.matchesPrinted() ? equal : c.needsExplanation() ? differs : close) += 1;
        md << "| `" << run.experiment->name << "` | " << run.experiment->paper << ' ' << run.experiment->section
           << " | " << cell(run.experiment->summary) << " | " << run.result.comparisons.size() << " | " << equal
           << " | " << close << " | " << differs << " |\n";
    }
    md << '\n';
    for (const auto &run : runs)
        md << experimentMarkdown(run, 2, run.experiment->name);
    std::string text = md.str();
    while (text.size() >= 2 && text[text.size() - 1] == '\n' && text[text.size() - 2] == '\n')
        text.pop_back();
    return text;
}

nlohmann::json experimentJson(const ExperimentRun &run)
{
    const Experiment &e = *run.experiment;
    nlohmann::json j;
    j["id"] = e.name;
    j["paper"] = e.paper;
    j["section"] = e.section;
    j["summary"] = e.summary;
    j["setup"] = run.result.setup.text();
    auto &cs = j["comparisons"] = nlohmann::json::array();
    for (const auto &c : run.result.comparisons)
        cs.push_back({{"quantity", c.quantity.text()},
                      {"paper", c.paper},
                      {"partita", c.partita},
                      {"unit", c.unit},
                      {"printed_decimals", c.decimals},
                      {"relative_difference", std::isfinite(c.relativeDifference()) ? nlohmann::json(c.relativeDifference()) : nlohmann::json()},
                      {"equal_to_printed_precision", c.matchesPrinted()},
                      {"note", c.note.text()}});
    j["numbers"] = run.result.numbers;
    auto &fs = j["files"] = nlohmann::json::array();
    for (const auto &f : run.result.files)
        fs.push_back(f.name);
    return j;
}

std::vector<ExperimentFile> outputFiles(const std::vector<ExperimentRun> &runs)
{
    std::vector<ExperimentFile> out;
    for (const auto &run : runs) {
        const std::string &dir = run.experiment->name;
        for (const auto &f : run.result.files)
            out.push_back({dir + "/" + f.name, f.content});
        out.push_back({dir + "/numbers.json", experimentJson(run).dump(2) + "\n"});
        std::string md = experimentMarkdown(run, 1, ".");
        while (md.size() >= 2 && md[md.size() - 1] == '\n' && md[md.size() - 2] == '\n')
            md.pop_back();
        out.push_back({dir + "/report.md", md});
    }
    if (runs.size() > 1) {
        nlohmann::json all = nlohmann::json::array();
        for (const auto &run : runs)
            all.push_back(experimentJson(run));
        out.push_back({"numbers.json", all.dump(2) + "\n"});
        out.push_back({"report.md", reportMarkdown(runs)});
    }
    return out;
}

} // namespace partita::reproduce
