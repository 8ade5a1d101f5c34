#pragma once
// The transport bar both classroom pages share: to start, back, play/pause, forward, to end,
// the speed of play, a slider over every step and "Step 3 of 50". It holds the position
// (0-based, −1 when there is nothing to step through) and reports every change; playing
// advances one step per tick and stops at the last one.

#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace partita::views {

class StepControls : public QWidget {
    Q_OBJECT

public:
    explicit StepControls(QWidget *parent = nullptr);

    // The number of steps; the position is kept when it still exists, else moved to the last
    // step (the first one when there was none).
    void setCount(int count);
    int count() const { return m_count; }
    int current() const { return m_current; }
    bool isPlaying() const;
    // "%1 of %2": the 1-based position and the count.
    void setPositionFormat(const QString &format);
    QString positionText() const;
    // Steps per second while playing (one of the speed choices).
    double stepsPerSecond() const;
    void setStepsPerSecond(double rate);

public slots:
    void setCurrent(int step);
    void toStart();
    void back();
    void forward();
    void toEnd();
    void play();
    void pause();
    void togglePlay();

signals:
    void currentChanged(int step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateIcons();
    void tick();
    void refresh();

    int m_count = 0;
    int m_current = -1;
    QString m_format;
    QToolButton *m_start;
    QToolButton *m_back;
    QToolButton *m_play;
    QToolButton *m_forward;
    QToolButton *m_end;
    QComboBox *m_speed;
    QSlider *m_slider;
    QLabel *m_position;
    QTimer *m_timer;
};

} // namespace partita::views
