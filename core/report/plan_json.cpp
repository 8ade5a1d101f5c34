#include "report/plan_json.h"

#include "report/metrics_json.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace partita {

namespace {

// A JSON number as nlohmann-json writes it (shortest round trip), and a JSON string.
std::string number(double v) { return nlohmann::json(v).dump(); }
std::string text(const std::string &s) { return nlohmann::json(s).dump(); }

// The metrics object at the document's first level of indentation.
void writeMetrics(std::ostream &out, const Metrics &m)
{
    const std::string dumped = metricsToJson<nlohmann::ordered_json>(m).dump(2);
    std::string indented;
    indented.reserve(dumped.size() + dumped.size() / 8);
    for (char c : dumped) {
        indented += c;
        if (c == '\n') // strings hold no raw newline (JSON escapes it): every one starts a line
            indented += "  ";
    }
    out << "  \"metrics\": " << indented;
}

} // namespace

void writePlanJson(std::ostream &out, const Plan &plan, const Metrics &metrics)
{
    const bool layers = plan.kind == PlanKind::Layers;
    out << "{\n  \"algorithm\": " << text(plan.algorithm) << ",\n"
        << "  \"n\": " << plan.problem.n << ",\n  \"q\": " << plan.problem.q << ",\n";
    if (plan.problem.square())
        out << "  \"blocks\": " << plan.blocks() << ",\n";
    else // C (m×n) = A (m×k) · B (k×n): the block grid of C and the steps along k (docs/shapes.md)
        out << "  \"m\": " << plan.problem.m << ",\n  \"k\": " << plan.problem.k << ",\n"
            << "  \"row_blocks\": " << plan.problem.rowBlocks() << ",\n  \"col_blocks\": " << plan.problem.colBlocks()
            << ",\n  \"steps\": " << plan.problem.innerBlocks() << ",\n";
    out
        << "  \"kind\": " << (layers ? "\"layers\"" : "\"blocks\"") << ",\n  \"pieces\": [";
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        const auto &piece = plan.pieces[i];
        out << (i ? ",\n" : "\n") << "    {\"processor\": " << text(piece.processor)
            << ", \"share\": " << number(piece.share);
        if (layers) {
            out << ", \"k\": " << piece.k << "}";
            continue;
        }
        out << ", \"blocks\": " << piece.area() << ", \"rectangles\": [";
        for (std::size_t r = 0; r < piece.rectangles.size(); ++r) {
            const auto &rect = piece.rectangles[r];
            out << (r ? ", " : "") << "{\"x\": " << rect.x << ", \"y\": " << rect.y << ", \"w\": " << rect.w
                << ", \"h\": " << rect.h << "}";
        }
        out << "]}";
    }
    out << (plan.pieces.empty() ? "],\n" : "\n  ],\n");
    writeMetrics(out, metrics);
    if (plan.gridRows > 0)
        out << ",\n  \"grid\": {\"rows\": " << plan.gridRows << ", \"cols\": " << plan.gridCols << "}";
    if (plan.generalizedBlock > 0)
        out << ",\n  \"generalized_block\": " << plan.generalizedBlock;
    if (!plan.columns.empty()) {
        out << ",\n  \"columns\": [";
        for (std::size_t c = 0; c < plan.columns.size(); ++c) {
            out << (c ? ", [" : "[");
            for (std::size_t k = 0; k < plan.columns[c].size(); ++k)
                out << (k ? ", " : "") << text(plan.pieces[static_cast<std::size_t>(plan.columns[c][k])].processor);
            out << "]";
        }
        out << "]";
    }
    if (!plan.note.empty())
        out << ",\n  \"note\": " << text(plan.note.text());
    out << "\n}\n";
}

} // namespace partita
