#include "report/plan_svg.h"

#include "report/palette.h"
#include "report/svg_text.h"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <unordered_map>

namespace partita {

namespace {

constexpr double kSide = 560;   // drawing of C, in px
constexpr double kMargin = 40;
constexpr double kLegend = 300; // width of the legend column

using svgtext::escape;

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

class Svg {
public:
    std::ostringstream out;
    void rect(double x, double y, double w, double h, const std::string &fill,
              const std::string &extra = "stroke=\"#222\" stroke-width=\"0.6\"")
    {
        out << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w)
            << "\" height=\"" << num(h) << "\" fill=\"" << fill << "\" " << extra << "/>\n";
    }
    void text(double x, double y, const std::string &s, double size, const std::string &fill = "#111",
              const std::string &anchor = "start")
    {
        out << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-size=\"" << num(size)
            << "\" fill=\"" << fill << "\" text-anchor=\"" << anchor << "\">" << escape(s)
            << "</text>\n";
    }
};

void legend(Svg &svg, const Plan &plan, const Metrics &m,
            const std::unordered_map<std::string, std::size_t> &colourIndex, double x0)
{
    double y = kMargin + 12;
    svg.text(x0, y, plan.algorithm, 18);
    y += 22;
    const Problem &pb = plan.problem;
    svg.text(x0, y,
             (pb.square() ? "n = " + std::to_string(pb.n)
                          : "m×k×n = " + std::to_string(pb.m) + "×" + std::to_string(pb.k) + "×" + std::to_string(pb.n))
                 + ", q = " + std::to_string(pb.q) + ", " + std::to_string(pb.rowBlocks()) + "×"
                 + std::to_string(pb.colBlocks()) + " blocks",
             12);
    const std::pair<const char *, double> rows[] = {
        {"Σ half-perimeters", m.sumHalfPerimeters}, {"max half-perimeter", m.maxHalfPerimeter},
        {"lower bound 2Σ√s", m.lowerBound},          {"volume (elements)", m.commVolume},
        {"imbalance", m.imbalance},                  {"predicted makespan", m.predictedMakespan}};
    for (const auto &[label, value] : rows) {
        y += 16;
        svg.text(x0, y, std::string(label) + ": " + num(value), 12);
    }
    y += 12;
    const std::size_t shown = std::min<std::size_t>(m.processors.size(), 24);
    for (std::size_t i = 0; i < shown; ++i) {
        y += 18;
        const auto &pm = m.processors[i];
        svg.rect(x0, y - 11, 14, 14, processorColor(colourIndex.at(pm.processor)).hex());
        svg.text(x0 + 20, y, pm.processor + "  speed " + num(pm.speed) + "  share " + num(pm.share)
                                 + "  got " + num(pm.workFraction), 11);
    }
    if (shown < m.processors.size())
        svg.text(x0, y + 18, "… and " + std::to_string(m.processors.size() - shown) + " more", 11);
}

void drawBlocks(Svg &svg, const Plan &plan, const std::unordered_map<std::string, std::size_t> &ci)
{
    // C keeps its shape: the longer side of its block grid spans kSide.
    const std::int64_t rows = plan.problem.rowBlocks(), cols = plan.problem.colBlocks();
    const double cell = kSide / static_cast<double>(std::max(rows, cols));
    svg.rect(kMargin, kMargin, cell * static_cast<double>(cols), cell * static_cast<double>(rows), "#ffffff");
    for (const auto &piece : plan.pieces) {
        const auto colour = processorColor(ci.at(piece.processor));
        for (const auto &r : piece.rectangles) {
            const double x = kMargin + static_cast<double>(r.x) * cell, y = kMargin + static_cast<double>(r.y) * cell;
            const double w = static_cast<double>(r.w) * cell, h = static_cast<double>(r.h) * cell;
            svg.rect(x, y, w, h, colour.hex());
            const double size = std::min(14.0, h * 0.5);
            if (w > 7.0 * static_cast<double>(piece.processor.size()) && size >= 7)
                svg.text(x + w / 2, y + h / 2 + size / 3, piece.processor, size,
                         colour.contrastingText().hex(), "middle");
        }
    }
}

void drawLayers(Svg &svg, const Plan &plan, const std::unordered_map<std::string, std::size_t> &ci)
{
    // A (m×k, column slices) and B (k×n, row slices) side by side at one scale, the longest of
    // m, k, n spanning half the width (each half of C's square on a square product).
    const double side = kSide / 2 - 10;
    const Problem &pb = plan.problem;
    const double scale = side / static_cast<double>(std::max({pb.m, pb.k, pb.n}));
    const double m = static_cast<double>(pb.m) * scale, n = static_cast<double>(pb.n) * scale;
    svg.text(kMargin, kMargin - 8, "A: k_i columns", 12);
    svg.text(kMargin + side + 20, kMargin - 8, "B: k_i rows", 12);
    double offset = 0;
    for (const auto &piece : plan.pieces) {
        const double slice = static_cast<double>(piece.k) * scale;
        const auto colour = processorColor(ci.at(piece.processor)).hex();
        svg.rect(kMargin + offset, kMargin, slice, m, colour);
        svg.rect(kMargin + side + 20, kMargin + offset, n, slice, colour);
        offset += slice;
    }
    // C (m×n) as a stack of layers (paper 004 Fig. 2): one shifted rectangle per processor.
    const std::size_t p = plan.pieces.size();
    const double step = std::min(12.0, (kSide / 2 - 40) / static_cast<double>(std::max<std::size_t>(p, 1)));
    const double cside = kSide / 2 - 40 - step * static_cast<double>(p);
    const double longest = static_cast<double>(std::max(pb.m, pb.n));
    const double cw = cside * static_cast<double>(pb.n) / longest, ch = cside * static_cast<double>(pb.m) / longest;
    svg.text(kMargin, kMargin + side + 30, "C = Σ layers", 12);
    for (std::size_t i = p; i-- > 0;) {
        const auto &piece = plan.pieces[i];
        const double d = step * static_cast<double>(i);
        svg.rect(kMargin + d, kMargin + side + 40 + d, cw, ch, processorColor(ci.at(piece.processor)).hex());
    }
}

} // namespace

std::string planToSvg(const Plan &plan, const Metrics &metrics, const Platform &platform)
{
    // Every processor's colour slot, from its id (report/palette.h), as in the studio.
    std::unordered_map<std::string, std::size_t> colourIndex;
    for (const Processor &p : platform.processors)
        colourIndex[p.id] = colourSlot(p.id);
    for (const auto &piece : plan.pieces) // pieces of processors unknown to the platform
        colourIndex.emplace(piece.processor, colourSlot(piece.processor));

    Svg svg;
    const double width = kMargin * 2 + kSide + kLegend, height = kMargin * 2 + kSide;
    svg.out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\""
            << num(height) << "\" viewBox=\"0 0 " << num(width) << ' ' << num(height)
            << "\" font-family=\"DejaVu Sans, sans-serif\">\n";
    svg.rect(0, 0, width, height, "#fafafa", "");
    if (plan.kind == PlanKind::Layers)
        drawLayers(svg, plan, colourIndex);
    else
        drawBlocks(svg, plan, colourIndex);
    legend(svg, plan, metrics, colourIndex, kMargin * 1.5 + kSide);
    svg.out << "</svg>\n";
    return svg.out.str();
}

} // namespace partita
