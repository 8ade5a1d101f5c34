#include "report/svg_writer.h"

#include "report/svg_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace partita {

using svgtext::appendEscaped;

void SvgWriter::px(double v)
{
    char buf[40];
    const int n = std::snprintf(buf, sizeof buf, "%.2f", std::isfinite(v) ? v : 0.0);
    std::size_t len = n > 0 ? static_cast<std::size_t>(n) : 0;
    while (len > 0 && buf[len - 1] == '0')
        --len;
    if (len > 0 && buf[len - 1] == '.')
        --len;
    if (len == 2 && buf[0] == '-' && buf[1] == '0') // "-0.00"
        out += '0';
    else
        out.append(buf, len);
}

void SvgWriter::attr(const char *name, double v)
{
    out += ' ';
    out += name;
    out += "=\"";
    px(v);
    out += '"';
}

void SvgWriter::attr(const char *name, const std::string &v)
{
    out += ' ';
    out += name;
    out += "=\"";
    appendEscaped(out, v);
    out += '"';
}

void SvgWriter::rect(double x, double y, double w, double h, const std::string &fill, const std::string &cls,
                     const std::string &extra, bool open)
{
    out += "<rect";
    if (!cls.empty())
        attr("class", cls);
    attr("x", x), attr("y", y), attr("width", std::max(0.0, w)), attr("height", std::max(0.0, h));
    out += " fill=\"" + fill + '"';
    if (!extra.empty())
        out += ' ' + extra;
    out += open ? ">" : "/>\n";
}

void SvgWriter::line(double x1, double y1, double x2, double y2, const std::string &stroke, const std::string &cls,
                     const std::string &extra)
{
    out += "<line";
    if (!cls.empty())
        attr("class", cls);
    attr("x1", x1), attr("y1", y1), attr("x2", x2), attr("y2", y2);
    out += " stroke=\"" + stroke + '"';
    if (!extra.empty())
        out += ' ' + extra;
    out += "/>\n";
}

void SvgWriter::text(double x, double y, const std::string &s, double size, const std::string &cls,
                     const std::string &fill, const char *anchor, const std::string &extra)
{
    out += "<text";
    attr("class", cls);
    attr("x", x), attr("y", y), attr("font-size", size);
    out += " fill=\"" + fill + "\" text-anchor=\"" + anchor + '"';
    if (!extra.empty())
        out += ' ' + extra;
    out += '>';
    appendEscaped(out, s);
    out += "</text>\n";
}

void SvgWriter::fittedText(double x, double y, const std::string &s, double width, double size,
                           const std::string &cls, const std::string &fill, const char *anchor,
                           const std::string &extra)
{
    const std::string shown = svgtext::fitText(s, width, size);
    if (shown != s) {
        out += "<g><title>";
        appendEscaped(out, s);
        out += "</title>\n";
    }
    text(x, y, shown, size, cls, fill, anchor, extra);
    if (shown != s)
        out += "</g>\n";
}

void SvgWriter::title(const std::string &s)
{
    out += "<title>";
    appendEscaped(out, s);
    out += "</title>";
}

} // namespace partita
