// The redistribution player's playback: one step counter for both panes, each operation
// animated by a QVariantAnimation driving a 0..1 progress, a pause between operations while
// playing, and the accessors tests and the main window read.
#include "redistribute/player_pane.h"
#include "redistribute/redistribution_player.h"

#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace partita::views {

// --- playback --------------------------------------------------------------------------

int RedistributionPlayer::paneCount() const
{
    return m_hasResults && m_results.ok() && m_results.exactDiffers() ? 2 : 1;
}

PlayerPane *RedistributionPlayer::pane(int i) const
{
    return m_panes[std::clamp(i, 0, 1)];
}

const Layout &RedistributionPlayer::drawnLayout(int pane) const
{
    return m_panes[std::clamp(pane, 0, 1)]->canvas()->shownLayout();
}

int RedistributionPlayer::operationCount(int pane) const
{
    return m_panes[std::clamp(pane, 0, 1)]->operationCount();
}

int RedistributionPlayer::stepCount() const
{
    int count = 0;
    for (int i = 0; i < paneCount(); ++i)
        count = std::max(count, m_panes[i]->operationCount());
    return count;
}

QString RedistributionPlayer::sourceTitle() const
{
    return m_title;
}

QString RedistributionPlayer::verdict() const
{
    return m_verdict->text();
}

QString RedistributionPlayer::message() const
{
    return m_message->text();
}

void RedistributionPlayer::setPlaybackSpeed(int speed)
{
    m_speed->setValue(speed);
}

int RedistributionPlayer::playbackSpeed() const
{
    return m_speed->value();
}

int RedistributionPlayer::durationMs() const
{
    // 2.6 s per operation at the slowest, 30 % faster each notch: 0.1 s at the fastest.
    return static_cast<int>(2600 * std::pow(0.7, m_speed->value() - 1));
}

void RedistributionPlayer::showStepNow()
{
    for (int i = 0; i < paneCount(); ++i)
        m_panes[i]->showStep(m_step);
    updateControls();
}

void RedistributionPlayer::startAnimation()
{
    if (m_step >= stepCount())
        return;
    if (!m_animationsEnabled) {
        ++m_step;
        showStepNow();
        reachedStep();
        return;
    }
    m_animating = true;
    for (int i = 0; i < paneCount(); ++i)
        m_panes[i]->showOperation(m_step, 0);
    m_animation->setDuration(durationMs());
    m_animation->start();
    updateControls();
}

void RedistributionPlayer::animationFinished()
{
    if (!m_animating)
        return;
    m_animating = false;
    ++m_step;
    showStepNow();
    reachedStep();
}

void RedistributionPlayer::stopAnimation()
{
    if (!m_animating)
        return;
    m_animating = false;
    m_animation->stop();
}

void RedistributionPlayer::reachedStep()
{
    if (m_step >= stepCount()) {
        m_playing = false;
        updateControls();
        emit playbackFinished();
    } else if (m_playing) {
        m_gap->start(m_animationsEnabled ? durationMs() * 35 / 100 : 0);
    }
}

void RedistributionPlayer::stepForward()
{
    m_playing = false;
    m_gap->stop();
    if (m_animating) { // finish the operation playing
        stopAnimation();
        ++m_step;
        showStepNow();
        reachedStep();
        return;
    }
    if (m_step < stepCount())
        startAnimation();
    updateControls();
}

void RedistributionPlayer::stepBack()
{
    m_playing = false;
    m_gap->stop();
    if (m_animating)
        stopAnimation(); // the operation playing is undone: the layout before it
    else if (m_step > 0)
        --m_step;
    showStepNow();
}

void RedistributionPlayer::toStart()
{
    jumpTo(0);
}

void RedistributionPlayer::toEnd()
{
    jumpTo(stepCount());
    if (stepCount() > 0)
        emit playbackFinished();
}

void RedistributionPlayer::jumpTo(int step)
{
    m_playing = false;
    m_gap->stop();
    stopAnimation();
    m_step = std::clamp(step, 0, stepCount());
    showStepNow();
}

void RedistributionPlayer::seek(int op, double progress)
{
    jumpTo(op);
    if (m_step >= stepCount())
        return;
    m_animating = true;
    m_animation->setDuration(durationMs());
    m_animation->start();
    m_animation->pause();
    m_animation->setCurrentTime(static_cast<int>(std::clamp(progress, 0.0, 1.0) * m_animation->duration()));
    for (int i = 0; i < paneCount(); ++i)
        m_panes[i]->showOperation(m_step, m_animation->currentValue().toDouble());
    updateControls();
}

void RedistributionPlayer::play()
{
    if (m_playing || stepCount() == 0)
        return;
    m_playing = true;
    if (m_animating) {
        if (m_animation->state() == QAbstractAnimation::Paused)
            m_animation->resume();
    } else {
        if (m_step >= stepCount()) {
            m_step = 0;
            showStepNow();
        }
        startAnimation();
    }
    updateControls();
}

void RedistributionPlayer::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_gap->stop();
    if (m_animating && m_animation->state() == QAbstractAnimation::Running)
        m_animation->pause();
    updateControls();
}

void RedistributionPlayer::togglePlay()
{
    if (m_playing)
        pause();
    else
        play();
}

void RedistributionPlayer::updateControls()
{
    const int count = stepCount();
    const bool any = m_hasResults && m_results.ok() && count > 0;
    m_start->setEnabled(any && (m_step > 0 || m_animating));
    m_back->setEnabled(any && (m_step > 0 || m_animating));
    m_next->setEnabled(any && (m_step < count));
    m_end->setEnabled(any && (m_step < count || m_animating));
    m_play->setEnabled(any);
    m_play->setIcon(style()->standardIcon(m_playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(m_playing ? tr("Pause") : tr("Play"));
    if (!any)
        m_position->setText(m_hasResults && m_results.ok() ? tr("Nothing to play") : QString());
    else if (m_animating)
        m_position->setText(tr("Operation %1 of %2 playing").arg(m_step + 1).arg(count));
    else
        m_position->setText(m_step == 0 ? tr("Initial layout, %1 to play")
                                              .arg(count == 1 ? tr("1 operation") : tr("%1 operations").arg(count))
                                        : tr("After operation %1 of %2").arg(m_step).arg(count));
}

} // namespace partita::views
