#include "classroom/step_controls.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

constexpr double kRates[] = {0.5, 1, 2, 4, 8, 16};

// The transport symbols, drawn in the palette's button text colour so that they read on light
// and dark themes alike: |◀◀  ◀|  ▶  ❚❚  |▶  ▶▶|
enum class Symbol { ToStart, Back, Play, Pause, Forward, ToEnd };

QIcon symbolIcon(Symbol symbol, const QColor &colour, qreal dpr)
{
    const int side = 20;
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    const auto left = [&](double x) { p.drawPolygon(QPolygonF{{x, 10}, {x + 7, 4}, {x + 7, 16}}); };
    const auto right = [&](double x) { p.drawPolygon(QPolygonF{{x + 7, 10}, {x, 4}, {x, 16}}); };
    const auto bar = [&](double x) { p.drawRect(QRectF(x, 4, 2.5, 12)); };
    switch (symbol) {
    case Symbol::ToStart: bar(2.5); left(5); left(11); break;
    case Symbol::Back: left(5); bar(12.5); break;
    case Symbol::Play: p.drawPolygon(QPolygonF{{16, 10}, {5, 3}, {5, 17}}); break;
    case Symbol::Pause: p.drawRect(QRectF(5, 4, 3.5, 12)); p.drawRect(QRectF(11.5, 4, 3.5, 12)); break;
    case Symbol::Forward: bar(5); right(8); break;
    case Symbol::ToEnd: right(2); right(8); bar(15); break;
    }
    return QIcon(pixmap);
}

} // namespace

StepControls::StepControls(QWidget *parent)
    : QWidget(parent), m_format(tr("Step %1 of %2")), m_start(new QToolButton), m_back(new QToolButton),
      m_play(new QToolButton), m_forward(new QToolButton), m_end(new QToolButton), m_speed(new QComboBox),
      m_slider(new QSlider(Qt::Horizontal)), m_position(new QLabel), m_timer(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto setUp = [&](QToolButton *b, const QString &tip, void (StepControls::*slot)()) {
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setIconSize(QSize(20, 20));
        connect(b, &QToolButton::clicked, this, slot);
        layout->addWidget(b);
    };
    setUp(m_start, tr("To the first step"), &StepControls::toStart);
    setUp(m_back, tr("One step back"), &StepControls::back);
    setUp(m_play, tr("Play / pause"), &StepControls::togglePlay);
    setUp(m_forward, tr("One step forward"), &StepControls::forward);
    setUp(m_end, tr("To the last step"), &StepControls::toEnd);
    for (double rate : kRates)
        m_speed->addItem(tr("%1 steps/s").arg(rate), rate);
    m_speed->setToolTip(tr("Speed of play"));
    m_speed->setCurrentIndex(2);
    layout->addWidget(m_speed);
    layout->addSpacing(8);
    m_slider->setToolTip(tr("Go to any step"));
    layout->addWidget(m_slider, 1);
    m_position->setMinimumWidth(m_position->fontMetrics().horizontalAdvance(tr("Step %1 of %2").arg(8888).arg(8888)));
    m_position->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_position);

    connect(m_slider, &QSlider::valueChanged, this, &StepControls::setCurrent);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        m_timer->setInterval(static_cast<int>(std::lround(1000 / stepsPerSecond())));
    });
    m_timer->setInterval(static_cast<int>(std::lround(1000 / stepsPerSecond())));
    connect(m_timer, &QTimer::timeout, this, &StepControls::tick);
    refresh();
}

void StepControls::setCount(int count)
{
    m_count = std::max(0, count);
    const int previous = m_current;
    m_current = m_count == 0 ? -1 : std::clamp(m_current, 0, m_count - 1);
    if (m_count == 0)
        pause();
    refresh();
    if (m_current != previous)
        emit currentChanged(m_current);
}

bool StepControls::isPlaying() const
{
    return m_timer->isActive();
}

void StepControls::setPositionFormat(const QString &format)
{
    m_format = format;
    refresh();
}

QString StepControls::positionText() const
{
    return m_position->text();
}

double StepControls::stepsPerSecond() const
{
    return m_speed->currentData().toDouble();
}

void StepControls::setStepsPerSecond(double rate)
{
    const auto *it = std::min_element(std::begin(kRates), std::end(kRates),
                                      [rate](double a, double b) { return std::abs(a - rate) < std::abs(b - rate); });
    m_speed->setCurrentIndex(static_cast<int>(it - std::begin(kRates)));
}

void StepControls::setCurrent(int step)
{
    if (m_count == 0)
        return;
    step = std::clamp(step, 0, m_count - 1);
    if (step == m_current)
        return;
    m_current = step;
    refresh();
    emit currentChanged(m_current);
}

void StepControls::toStart()
{
    setCurrent(0);
}

void StepControls::back()
{
    setCurrent(m_current - 1);
}

void StepControls::forward()
{
    setCurrent(m_current + 1);
}

void StepControls::toEnd()
{
    setCurrent(m_count - 1);
}

void StepControls::play()
{
    if (m_count < 2)
        return;
    if (m_current >= m_count - 1)
        setCurrent(0); // playing again from the start
    m_timer->start();
    refresh();
}

void StepControls::pause()
{
    m_timer->stop();
    refresh();
}

void StepControls::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void StepControls::tick()
{
    if (m_current >= m_count - 1) {
        pause();
        return;
    }
    forward();
    if (m_current >= m_count - 1)
        pause();
}

void StepControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateIcons();
}

void StepControls::updateIcons()
{
    const QColor colour = palette().buttonText().color();
    const qreal dpr = devicePixelRatioF();
    m_start->setIcon(symbolIcon(Symbol::ToStart, colour, dpr));
    m_back->setIcon(symbolIcon(Symbol::Back, colour, dpr));
    m_play->setIcon(symbolIcon(isPlaying() ? Symbol::Pause : Symbol::Play, colour, dpr));
    m_forward->setIcon(symbolIcon(Symbol::Forward, colour, dpr));
    m_end->setIcon(symbolIcon(Symbol::ToEnd, colour, dpr));
}

void StepControls::refresh()
{
    const bool any = m_count > 0;
    m_start->setEnabled(any && m_current > 0);
    m_back->setEnabled(any && m_current > 0);
    m_forward->setEnabled(any && m_current < m_count - 1);
    m_end->setEnabled(any && m_current < m_count - 1);
    m_play->setEnabled(m_count > 1);
    updateIcons();
    m_slider->setEnabled(any);
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, std::max(0, m_count - 1));
        m_slider->setValue(std::max(0, m_current));
    }
    m_position->setText(any ? m_format.arg(m_current + 1).arg(m_count) : tr("Nothing to step through"));
}

} // namespace partita::views
