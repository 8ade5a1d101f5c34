#include "studio/readable_colour.h"

#include <QEvent>
#include <QLabel>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// The hues of the tones, as the light palette shows them (Material red 800, green 800, amber 900).
QColor baseColour(Tone tone)
{
    switch (tone) {
    case Tone::Error: return QColor(0xc6, 0x28, 0x28);
    case Tone::Success: return QColor(0x2e, 0x7d, 0x32);
    case Tone::Warning: return QColor(0xe6, 0x51, 0x00);
    case Tone::Plain: break;
    }
    return {};
}

// Re-applies a label's tone when the palette changes.
class ToneKeeper : public QObject {
public:
    ToneKeeper(QLabel *label, Tone tone) : QObject(label), m_tone(tone) { apply(label); }
    void setTone(QLabel *label, Tone tone)
    {
        m_tone = tone;
        apply(label);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
            if (auto *label = qobject_cast<QLabel *>(watched))
                apply(label);
        return false;
    }

private:
    void apply(QLabel *label)
    {
        const QString sheet = m_tone == Tone::Plain
                                ? QString()
                                : QStringLiteral("QLabel { color: %1; }").arg(toneColour(m_tone, label->palette()).name());
        if (label->styleSheet() != sheet)
            label->setStyleSheet(sheet);
    }
    Tone m_tone;
};

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isDarkPalette(const QPalette &palette)
{
    return luminance(palette.color(QPalette::Window)) < luminance(palette.color(QPalette::WindowText));
}

QColor readableOn(const QColor &colour, const QColor &background, double contrast)
{
    const bool darkBackground = luminance(background) < 0.18;
    QColor c = colour.toHsl();
    for (int step = 0; step < 64 && contrastRatio(c, background) < contrast; ++step) {
        const float l = c.lightnessF();
        c.setHslF(c.hslHueF(), c.hslSaturationF(), std::clamp(darkBackground ? l + 0.02f : l - 0.02f, 0.0f, 1.0f));
    }
    return c.toRgb();
}

QColor textColourOn(const QColor &fill)
{
    return contrastRatio(fill, Qt::black) >= contrastRatio(fill, Qt::white) ? QColor(Qt::black) : QColor(Qt::white);
}

QColor composited(const QColor &colour, const QColor &background)
{
    const double a = colour.alphaF();
    const auto mix = [a](int c, int b) { return static_cast<int>(std::lround(a * c + (1 - a) * b)); };
    return QColor(mix(colour.red(), background.red()), mix(colour.green(), background.green()),
                  mix(colour.blue(), background.blue()));
}

QColor toneColour(Tone tone, const QPalette &palette)
{
    if (tone == Tone::Plain)
        return palette.color(QPalette::WindowText);
    return readableOn(baseColour(tone), palette.color(QPalette::Window));
}

QColor toneColourOnBase(Tone tone, const QPalette &palette)
{
    if (tone == Tone::Plain)
        return palette.color(QPalette::Text);
    return readableOn(baseColour(tone), palette.color(QPalette::Base));
}

void setTone(QLabel *label, Tone tone)
{
    static const char *const kKeeper = "partitaToneKeeper";
    if (auto *keeper = static_cast<ToneKeeper *>(label->property(kKeeper).value<QObject *>())) {
        keeper->setTone(label, tone);
        return;
    }
    auto *keeper = new ToneKeeper(label, tone);
    label->setProperty(kKeeper, QVariant::fromValue<QObject *>(keeper));
    label->installEventFilter(keeper);
}

} // namespace partita::views
