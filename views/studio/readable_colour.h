#pragma once
// Colours that keep their meaning and their legibility on the light and the dark palette: the
// red of errors, the green of successes, any accent, moved in lightness (hue and saturation
// kept) until it stands out from the background it is drawn on. Contrast is WCAG 2's ratio
// (L1 + 0.05) / (L2 + 0.05) of relative luminances; 4.5:1 is its minimum for body text.

#include <QColor>
#include <QPalette>

class QLabel;

namespace partita::views {

double contrastRatio(const QColor &a, const QColor &b);

// Whether the palette is a dark one (light text on a dark window).
bool isDarkPalette(const QPalette &palette);

// `colour`, made lighter on a dark background or darker on a light one, until its contrast with
// `background` reaches `contrast` (or it is white or black).
QColor readableOn(const QColor &colour, const QColor &background, double contrast = 4.5);

// Black or white, whichever stands out more from `fill` (text written on a coloured bar).
QColor textColourOn(const QColor &fill);
// `colour`, drawn with its alpha over the opaque `background`: the colour that shows.
QColor composited(const QColor &colour, const QColor &background);

enum class Tone { Plain, Error, Success, Warning };

// The tone's colour for text on the palette's window (Plain: its window text).
QColor toneColour(Tone tone, const QPalette &palette);
// The same for text on the palette's base (fields, tables, logs).
QColor toneColourOnBase(Tone tone, const QPalette &palette);

// Shows `label` in `tone`, and again after every change of palette (the View menu's dark palette).
void setTone(QLabel *label, Tone tone);

} // namespace partita::views
