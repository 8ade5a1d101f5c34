#pragma once
// Elements of an SVG document appended to a string, for the Gantt SVG: coordinates to 0.01 px
// (never "nan" or "inf"), attribute values and text XML-escaped (report/svg_text.h). Writing
// into a string rather than a stream keeps 100,000 bars within a few milliseconds.

#include <string>

namespace partita {

class SvgWriter {
public:
    std::string out;

    // A coordinate in px, to 0.01 px, trailing zeros dropped.
    void px(double v);
    void attr(const char *name, double v);
    void attr(const char *name, const std::string &v);
    // <rect>, closed unless `open` (then the caller adds children and "</rect>").
    void rect(double x, double y, double w, double h, const std::string &fill, const std::string &cls,
              const std::string &extra = "", bool open = false);
    void line(double x1, double y1, double x2, double y2, const std::string &stroke, const std::string &cls,
              const std::string &extra = "");
    void text(double x, double y, const std::string &s, double size, const std::string &cls,
              const std::string &fill = "#111", const char *anchor = "start", const std::string &extra = "");
    // Text cut to `width` px; when cut, the full text stays available as a tooltip.
    void fittedText(double x, double y, const std::string &s, double width, double size, const std::string &cls,
                    const std::string &fill = "#111", const char *anchor = "start", const std::string &extra = "");
    // <title>s</title>, the tooltip of the element it is in.
    void title(const std::string &s);
};

} // namespace partita
