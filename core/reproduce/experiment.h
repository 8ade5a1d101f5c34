#pragma once
// The reproducible experiments of the papers behind Partita (docs/reproduction.md): each one
// regenerates a table or figure of a paper from Partita's own planners and simulator, and sets
// the paper's published values beside Partita's.
//
// An experiment is a function of nothing but a cancellation token: its platforms are built or
// generated from fixed seeds inside it, so two runs give the same numbers, files and report.
// It checks the token (util/cancel.h) between its runs and hands it to the planners that take
// one, so that a cancelled token stops it within a fraction of a second with Cancelled (the
// studio when its window closes or another experiment is picked, `partita reproduce
// --time-limit`). The registry (registry.h) lists them; report.h turns a result into Markdown
// and JSON; `partita reproduce` writes them (docs/command-line.md).

#include "reproduce/figure.h"
#include "reproduce/text.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace partita::reproduce {

// A difference above this fraction of the published value, beyond the printed precision, needs
// a sentence saying why (Comparison::note).
inline constexpr double kExplainAbove = 0.03;

// One published number beside Partita's.
struct Comparison {
    Phrase quantity;      // what is compared, e.g. "global selection: asymptotic ratio"
    double paper = 0;     // the value printed in the paper (or derived from its text, see note)
    double partita = 0;   // Partita's value
    int decimals = 2;     // digits after the point of the printed value
    std::string unit;     // "", "%", "time units", ...
    Phrase note;          // why the two differ, when they do beyond the printed precision

    // (partita − paper) / |paper|; 0 when both are 0.
    double relativeDifference() const;
    // Partita's value rounded to the printed precision equals the printed value.
    bool matchesPrinted() const;
    // A difference that must be explained: not equal to the printed precision and more than
    // kExplainAbove apart.
    bool needsExplanation() const;

    bool operator==(const Comparison &) const = default;
};

// A file the experiment produces, relative to its own folder (a platform, an SVG figure).
struct ExperimentFile {
    std::string name;
    std::string content;
    bool operator==(const ExperimentFile &) const = default;
};

struct ExperimentResult {
    // Markdown paragraphs: the setup, what is assumed where the paper leaves a choice open.
    Text setup;
    std::vector<Comparison> comparisons;
    // Every number the experiment computed, for numbers.json.
    nlohmann::json numbers = nlohmann::json::object();
    std::vector<ExperimentFile> files;
    // Markdown: observations that are not one number (trends, orders), after the table.
    Text findings;
    // The SVG files among `files` as values, to be drawn in another language (figure.h).
    std::vector<Figure> figures;

    bool operator==(const ExperimentResult &) const = default;
};

// Keeps `figure` in `out.figures` and writes its English SVG as the next of `out.files`.
void addFigure(ExperimentResult &out, Figure figure);

// The words of `result` that are values where a sentence is expected (text.h, untranslatable):
// its setup and findings, each comparison's quantity and note, its figures' titles and axes.
// Empty when the studio can say all of them in its own language.
std::vector<std::string> untranslatable(const ExperimentResult &result);

} // namespace partita::reproduce
