#include "redistribute/redistribution_player.h"

#include "plan/reason_text.h"
#include "redistribute/layout_canvas.h"
#include "redistribute/layout_case.h"
#include "redistribute/player_pane.h"
#include "redistribute/speeds_panel.h"
#include "studio/export_actions.h"
#include "studio/readable_colour.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace partita::views {

RedistributionPlayer::RedistributionPlayer(QWidget *parent)
    : QWidget(parent), m_runner(new RedistributionRunner(this)), m_panel(new SpeedsPanel),
      m_panes{new PlayerPane, new PlayerPane}, m_source(new QLabel), m_message(new QLabel), m_verdict(new QLabel),
      m_position(new QLabel), m_start(new QToolButton), m_back(new QToolButton), m_play(new QToolButton),
      m_next(new QToolButton), m_end(new QToolButton), m_speed(new QSlider(Qt::Horizontal)),
      m_animation(new QVariantAnimation(this)), m_gap(new QTimer(this))
{
    // Source line: where the layout comes from, and the other sources.
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *planned = new QPushButton(tr("Problem bar's plan"));
    planned->setToolTip(tr("Play from the columns (COL-PERI-SUM) plan of the problem bar's platform and problem"));
    auto *open = new QPushButton(tr("Open layout…"));
    open->setToolTip(tr("Open a partita-layout/1 file (written by partita plan --layout-out)"));
    auto *example = new QPushButton(tr("§4.6 example"));
    example->setToolTip(tr("Paper 000 §4.6, Fig. 9: greedy is not optimal when a row migration only costs "
                           "where the row changes owner"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_source, 1);
    top->addWidget(planned);
    top->addWidget(open);
    top->addWidget(example);

    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setTone(m_message, Tone::Error);
    m_message->hide();
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Two lines kept: a wrapped label inside a splitter is not always given its height for width.
    m_verdict->setMinimumHeight(m_verdict->fontMetrics().lineSpacing() * 2 + 4);

    auto *panes = new QHBoxLayout;
    panes->setSpacing(14);
    for (PlayerPane *p : m_panes) {
        panes->addWidget(p, 1);
        addExportActions(p->canvas(), QStringLiteral("redistribution"), [this] { return csvTable(); },
                         [this] { return drawing(); });
    }
    m_panes[1]->hide();

    // Playback controls, one set for both panes.
    const auto tool = [this](QToolButton *b, QStyle::StandardPixmap icon, const QString &tip) {
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setIconSize(QSize(22, 22));
    };
    tool(m_start, QStyle::SP_MediaSkipBackward, tr("To the initial layout"));
    tool(m_back, QStyle::SP_MediaSeekBackward, tr("Step back: the layout before the current operation"));
    tool(m_play, QStyle::SP_MediaPlay, tr("Play / pause"));
    tool(m_next, QStyle::SP_MediaSeekForward, tr("Step: play the next operation"));
    tool(m_end, QStyle::SP_MediaSkipForward, tr("To the balanced layout"));
    m_speed->setRange(1, 10);
    m_speed->setValue(5);
    m_speed->setMaximumWidth(160);
    m_speed->setToolTip(tr("Playback speed"));
    auto *controls = new QHBoxLayout;
    for (QToolButton *b : {m_start, m_back, m_play, m_next, m_end})
        controls->addWidget(b);
    controls->addSpacing(12);
    controls->addWidget(new QLabel(tr("Slow")));
    controls->addWidget(m_speed);
    controls->addWidget(new QLabel(tr("Fast")));
    controls->addSpacing(12);
    controls->addWidget(m_position, 1);

    auto *stage = new QWidget;
    auto *stageLayout = new QVBoxLayout(stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->addWidget(m_verdict);
    stageLayout->addLayout(panes, 1);
    stageLayout->addLayout(controls);

    auto *splitter = new QSplitter;
    splitter->addWidget(stage);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(0, false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_message);
    layout->addWidget(splitter, 1);

    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutCubic);
    m_gap->setSingleShot(true);

    connect(planned, &QPushButton::clicked, this, &RedistributionPlayer::usePlannedLayout);
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a layout"), {},
                                                          tr("Layouts (*.layout *.json);;All files (*)"));
        if (!path.isEmpty())
            openLayoutFile(path);
    });
    connect(example, &QPushButton::clicked, this, &RedistributionPlayer::loadPaperExample);
    connect(m_start, &QToolButton::clicked, this, &RedistributionPlayer::toStart);
    connect(m_back, &QToolButton::clicked, this, &RedistributionPlayer::stepBack);
    connect(m_play, &QToolButton::clicked, this, &RedistributionPlayer::togglePlay);
    connect(m_next, &QToolButton::clicked, this, &RedistributionPlayer::stepForward);
    connect(m_end, &QToolButton::clicked, this, &RedistributionPlayer::toEnd);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        if (!m_animating)
            return;
        for (int i = 0; i < paneCount(); ++i)
            m_panes[i]->showOperation(m_step, v.toDouble());
    });
    connect(m_animation, &QVariantAnimation::finished, this, &RedistributionPlayer::animationFinished);
    connect(m_gap, &QTimer::timeout, this, [this] {
        if (m_playing)
            startAnimation();
    });
    for (int i = 0; i < 2; ++i)
        connect(m_panes[i], &PlayerPane::operationActivated, this, [this](int op) { jumpTo(op + 1); });
    connect(m_panel, &SpeedsPanel::inputsChanged, this, [this] {
        if (!m_loading)
            recompute();
    });
    connect(m_runner, &RedistributionRunner::layoutReady, this, &RedistributionPlayer::showPlannedLayout);
    connect(m_runner, &RedistributionRunner::resultsReady, this, &RedistributionPlayer::showResults);
    connect(m_runner, &RedistributionRunner::busyChanged, this, [this](bool busy) {
        if (busy)
            m_verdict->setText(tr("<i>Computing…</i>"));
    });

    m_source->setText(tr("No layout: set a platform in the problem bar, open a layout or load the §4.6 example."));
    m_panes[0]->clear(tr("No layout yet"));
    updateControls();
}

// --- sources ----------------------------------------------------------------------------

void RedistributionPlayer::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    m_hasInput = true;
    if (m_sourceKind == Source::None || m_sourceKind == Source::Plan) {
        m_sourceKind = Source::Plan;
        if (m_initial.n < 1)
            m_source->setText(tr("Planning the layout…"));
        m_runner->requestLayout(platform, settings);
    }
}

void RedistributionPlayer::usePlannedLayout()
{
    if (!m_hasInput) {
        showMessage(tr("The problem bar has no platform yet."));
        return;
    }
    m_sourceKind = Source::Plan;
    m_source->setText(tr("Planning the layout…"));
    m_runner->requestLayout(m_platform, m_settings);
}

void RedistributionPlayer::showPlannedLayout(const PlannedLayout &planned)
{
    if (m_sourceKind != Source::Plan)
        return;
    if (!planned.error.isEmpty()) {
        showMessage(tr("No column-based layout for the problem bar's input: %1").arg(planned.error));
        if (m_initial.n < 1) {
            m_source->setText(tr("No layout"));
            m_panes[0]->clear(planned.error);
        }
        return;
    }
    // The user's new speeds survive a change of n or q when the processors are the same.
    std::vector<double> speeds;
    const auto ids = [](const Layout &l) {
        std::vector<std::string> out;
        for (const LayoutSlot &s : l.allSlots())
            out.push_back(l.processor(s).id);
        return out;
    };
    if (m_initial.n >= 1 && ids(m_initial) == ids(planned.layout))
        speeds = m_panel->speeds()->newSpeeds();
    setSource(Source::Plan, planned.layout, planned.speeds, planned.colours, speeds, std::nullopt, planned.title);
}

std::optional<QString> RedistributionPlayer::openLayoutFile(const QString &path)
{
    LayoutCase c;
    try {
        c = readLayoutCase(path.toStdString());
    } catch (const std::exception &e) {
        const QString message = tr("Cannot open the layout: %1").arg(errorText(e));
        showMessage(message);
        return message;
    }
    m_runner->dropPendingLayouts(); // a plan still running must not replace the file
    const QString name = c.title.empty() ? QFileInfo(path).fileName() : QString::fromStdString(c.title);
    setSource(Source::File, c.layout, oldSpeedsFor(c.layout, c.speeds), coloursFor(c.layout), c.speeds, c.model,
              name);
    return std::nullopt;
}

void RedistributionPlayer::loadPaperExample()
{
    openLayoutFile(QString::fromLatin1(kFigure9Example));
}

void RedistributionPlayer::setProblem(const Layout &initial, const std::vector<double> &newSpeeds, CostModel model,
                                      const QString &title)
{
    if (const auto problem = initial.problem()) {
        showMessage(tr("Cannot play this layout: %1").arg(reasonText(*problem)));
        return;
    }
    m_runner->dropPendingLayouts();
    setSource(Source::Given, initial, oldSpeedsFor(initial, newSpeeds), coloursFor(initial), newSpeeds, model, title);
}

void RedistributionPlayer::setSource(Source kind, const Layout &layout, const std::vector<double> &oldSpeeds,
                                     const std::vector<std::size_t> &colours, const std::vector<double> &newSpeeds,
                                     std::optional<CostModel> model, const QString &title)
{
    m_loading = true; // one computation for the whole change
    m_sourceKind = kind;
    m_initial = layout;
    m_colours = colours;
    m_title = title;
    m_panel->speeds()->setProcessors(layout, oldSpeeds, newSpeeds.empty() ? oldSpeeds : newSpeeds, colours);
    if (newSpeeds.empty())
        m_panel->applyPreset(SpeedPreset::OneSlower, 0, m_panel->seed());
    if (model)
        m_panel->setCostModel(*model);
    m_loading = false;
    if (layout.square())
        m_source->setText(tr("<b>%1</b> — %2 × %2 blocks, %3 processor columns, %4 processors")
                              .arg(title.toHtmlEscaped())
                              .arg(layout.n)
                              .arg(layout.columns.size())
                              .arg(layout.processorCount()));
    else // C's block rows × block columns (docs/shapes.md)
        m_source->setText(tr("<b>%1</b> — %2 × %3 blocks (rows × columns), %4 processor columns, %5 processors")
                              .arg(title.toHtmlEscaped())
                              .arg(layout.blockRows())
                              .arg(layout.n)
                              .arg(layout.columns.size())
                              .arg(layout.processorCount()));
    showMessage({});
    recompute();
}

std::vector<std::size_t> RedistributionPlayer::coloursFor(const Layout &layout) const
{
    std::unordered_map<std::string, std::size_t> index;
    if (m_hasInput)
        for (std::size_t i = 0; i < m_platform.processors.size(); ++i)
            index.emplace(m_platform.processors[i].id, i);
    // Platform indices only when every processor has one; mixing both could repeat a colour.
    std::vector<std::size_t> out;
    for (const LayoutSlot &s : layout.allSlots()) {
        const auto it = index.find(layout.processor(s).id);
        if (it == index.end()) {
            out.clear();
            for (std::size_t i = 0; i < layout.processorCount(); ++i)
                out.push_back(i);
            return out;
        }
        out.push_back(it->second);
    }
    return out;
}

std::vector<double> RedistributionPlayer::oldSpeedsFor(const Layout &layout, const std::vector<double> &newSpeeds) const
{
    std::vector<double> out;
    if (m_hasInput)
        for (const LayoutSlot &s : layout.allSlots()) {
            const Processor *p = m_platform.findProcessor(layout.processor(s).id);
            if (!p || !(p->speed > 0)) {
                out.clear();
                break;
            }
            out.push_back(p->speed);
        }
    if (!out.empty())
        return out;
    // The speeds the layout balances, in the units of the new speeds when there are some
    // (same total), so that old and new read side by side; else in blocks.
    out = SpeedPresets::fromAreas(layout);
    double oldTotal = 0, newTotal = 0;
    for (double v : out)
        oldTotal += v;
    for (double v : newSpeeds)
        newTotal += v;
    if (newSpeeds.size() == out.size() && std::isfinite(newTotal) && newTotal > 0 && oldTotal > 0)
        for (double &v : out)
            v *= newTotal / oldTotal;
    return out;
}

// --- computation -----------------------------------------------------------------------

void RedistributionPlayer::setNewSpeeds(const std::vector<double> &speeds)
{
    m_panel->speeds()->setNewSpeeds(speeds);
}

void RedistributionPlayer::applyPreset(SpeedPreset preset, int which, std::uint32_t seed)
{
    m_panel->applyPreset(preset, which, seed);
}

void RedistributionPlayer::setCostModel(CostModel model)
{
    m_panel->setCostModel(model);
}

void RedistributionPlayer::setExactSearch(bool on)
{
    m_panel->setExactSearch(on);
}

void RedistributionPlayer::setStateBudget(std::size_t states)
{
    m_panel->setStateBudget(states);
}

void RedistributionPlayer::recompute()
{
    if (m_initial.n < 1)
        return;
    RedistributionRequest request;
    request.initial = m_initial;
    request.speeds = m_panel->speeds()->newSpeeds();
    request.model = m_panel->costModel();
    request.exact = m_panel->exactSearch();
    request.maxStates = m_panel->stateBudget();
    m_runner->requestRedistribution(request);
}

void RedistributionPlayer::showResults(const RedistributionResults &r)
{
    m_playing = false;
    m_gap->stop();
    stopAnimation();
    m_results = r;
    m_hasResults = true;
    m_step = 0;
    if (!r.ok()) {
        m_panel->speeds()->setTarget({});
        m_panes[0]->clear(r.error);
        m_panes[1]->hide();
        m_verdict->setText(tr("<b>No redistribution</b> for these speeds."));
        showMessage(r.error);
        updateControls();
        emit resultsShown();
        return;
    }
    showMessage({});
    m_panel->speeds()->setTarget(r.target);
    const Redistribution &g = r.greedy;
    m_panes[0]->setRedistribution(g, r.greedyLayouts, m_colours,
                                  tr("Greedy balancing (§4.5) — total cost %1").arg(g.totalCost()));
    const bool both = r.exactDiffers();
    if (both)
        m_panes[1]->setRedistribution(r.exact->best, r.exactLayouts, m_colours,
                                      tr("Exact search (§4.6) — total cost %1").arg(r.exact->best.totalCost()));
    m_panes[1]->setVisible(both);

    const QString counts = g.operations().size() == 1 ? tr("1 operation")
                                                      : tr("%1 operations").arg(g.operations().size());
    QString text;
    if (!r.exact) {
        text = tr("<b>Greedy balancing</b> (paper 000 §4.5, Algorithm 1): %1, total cost <b>%2</b> elementary "
                  "communications; optimal under the constant cost model (Theorem 4).")
                   .arg(counts)
                   .arg(g.totalCost());
    } else if (!r.exact->complete) {
        text = tr("<b>Greedy</b>: %1, total cost <b>%2</b>. The exact search <b>gave up after %3 layouts</b>: "
                  "raise its budget to know whether greedy is optimal here.")
                   .arg(counts)
                   .arg(g.totalCost())
                   .arg(r.exact->states);
    } else if (both) {
        text = tr("<b>Greedy is not optimal here</b> (paper 000 §4.6): greedy costs <b>%1</b>, the exact search "
                  "finds <b>%2</b> (%3 layouts searched). Both play side by side.")
                   .arg(g.totalCost())
                   .arg(r.exact->best.totalCost())
                   .arg(r.exact->states);
    } else {
        text = tr("<b>Greedy is optimal here</b>: %1, total cost <b>%2</b>; the exact search (%3 layouts) finds "
                  "nothing cheaper.")
                   .arg(counts)
                   .arg(g.totalCost())
                   .arg(r.exact->states);
    }
    text += tr(" Without row migrations: %1.").arg(r.slidingsOnly);
    m_verdict->setText(text);
    showStepNow();
    emit resultsShown();
}

void RedistributionPlayer::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

Drawing RedistributionPlayer::drawing() const
{
    std::vector<Drawing> drawings;
    for (int i = 0; i < paneCount(); ++i) {
        const LayoutCanvas *canvas = pane(i)->canvas();
        drawings.push_back({canvas->size(), [canvas](QPainter &p, QSize s) { canvas->paintCanvas(p, s); },
                            canvas->palette().base().color()});
    }
    return gridDrawing(drawings, 2);
}

CsvTable RedistributionPlayer::csvTable() const
{
    return csvFromModel(*m_panel->speeds());
}

} // namespace partita::views
