#pragma once
// An experiment's result as the files `partita reproduce` writes: its report in Markdown (the
// setup, the published values beside Partita's with the difference and why, the figures), a
// JSON of every number, and the files of the experiment itself (platforms, SVG figures).

#include "reproduce/experiment.h"
#include "reproduce/registry.h"

#include <string>
#include <utility>
#include <vector>

namespace partita::reproduce {

struct ExperimentRun {
    const Experiment *experiment = nullptr;
    ExperimentResult result;
    double seconds = 0; // wall time of the run, reported by the command only
};

// "+2.3 %", "−0.4 %", "0 %".
std::string formatDifference(double relative);

// The Markdown section of one experiment (heading level `level`, 2 = "##"). Figures and
// platforms are named by their path relative to the report (`folder/name`).
std::string experimentMarkdown(const ExperimentRun &run, int level, const std::string &folder);

// The report of several experiments (`reproduce all`): a summary table, then each section.
std::string reportMarkdown(const std::vector<ExperimentRun> &runs);

// {"id", "paper", "section", "summary", "comparisons": [...], "numbers": {...}, "files": [...]}.
nlohmann::json experimentJson(const ExperimentRun &run);

// What the command writes for these runs, relative to the output folder: each experiment's
// files under its name, its numbers.json and report.md; and, for more than one run, the
// combined report.md and numbers.json at the top.
std::vector<ExperimentFile> outputFiles(const std::vector<ExperimentRun> &runs);

} // namespace partita::reproduce
