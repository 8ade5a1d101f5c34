#pragma once
// Every piece of text a widget draws, with the colour it is drawn in, set against what lies
// under it, for the legibility tests of the studio's palettes (tst_dark_palette).
//
// The widget is rendered twice: into an image, as it shows, and into a paint device that only
// records each text item, its pen colour and its rectangle. The background of a text is the most
// frequent colour of the image in that rectangle among the pixels that are not the text's own
// colour; its contrast is the WCAG 2 ratio (L1 + 0.05) / (L2 + 0.05) of the relative luminances.

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QString>

#include <vector>

class QWidget;

namespace partita::testing {

struct DrawnText {
    QString text;
    QColor colour;
    QRectF rect;           // in the widget's coordinates
    QColor background;     // invalid when the rectangle holds nothing but the text's colour
    double contrast = 1.0; // 1 when the background is invalid
};

// WCAG 2 relative luminance and contrast ratio (1 to 21).
double relativeLuminance(const QColor &c);
double contrastRatio(const QColor &a, const QColor &b);

// The text items `widget` and its children draw, against the image of the widget.
std::vector<DrawnText> drawnTexts(QWidget *widget);

} // namespace partita::testing
