#include "plan/problem_bar.h"

#include "plan/strategy_menu.h"

#include "evaluate/evaluate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <initializer_list>
#include <utility>

namespace partita::views {

namespace {

QSpinBox *dimensionField(const QString &name, const QString &toolTip)
{
    auto *f = new QSpinBox;
    f->setObjectName(name);
    f->setRange(1, 10'000'000);
    f->setKeyboardTracking(false);
    f->setToolTip(toolTip);
    return f;
}

QDoubleSpinBox *positiveField(const QString &name, const QString &toolTip)
{
    auto *f = new QDoubleSpinBox;
    f->setObjectName(name);
    f->setDecimals(3);
    f->setRange(0.001, 1e12); // strictly positive, as `partita simulate --h/--w`
    f->setKeyboardTracking(false);
    f->setToolTip(toolTip);
    return f;
}

// A choice among named values: each item's text, and the enumeration's value as its data.
QComboBox *choiceField(const QString &name, std::initializer_list<std::pair<QString, int>> items, const QString &toolTip)
{
    auto *f = new QComboBox;
    f->setObjectName(name);
    for (const auto &[text, value] : items)
        f->addItem(text, value);
    f->setToolTip(toolTip);
    return f;
}

} // namespace

ProblemBar::ProblemBar(QWidget *parent) : QWidget(parent)
{
    m_square = new QCheckBox(tr("Square"));
    m_square->setObjectName(QStringLiteral("square"));
    m_square->setToolTip(tr("A square product, m = k = n: one field n. Untick for C (m×n) = A (m×k) · B (k×n)"));
    m_mLabel = new QLabel(tr("m"));
    m_m = dimensionField(QStringLiteral("m"), tr("Rows of C and of A, m (elements)"));
    m_kLabel = new QLabel(tr("k"));
    m_k = dimensionField(QStringLiteral("k"), tr("Inner dimension k (elements): columns of A, rows of B"));
    m_n = dimensionField(QStringLiteral("n"), tr("Matrix order n (elements)"));
    m_q = new QSpinBox;
    m_q->setObjectName(QStringLiteral("q"));
    m_q->setRange(1, 100'000);
    m_q->setKeyboardTracking(false);
    m_q->setToolTip(tr("Block size q (elements); C's grid has ⌈m/q⌉ × ⌈n/q⌉ blocks"));
    m_strategy = new QComboBox;
    m_strategy->setObjectName(QStringLiteral("strategy"));
    fillStrategyMenu(m_strategy); // grouped, each with its summary and source
    m_lLabel = new QLabel(tr("l"));
    m_l = new QSpinBox;
    m_l->setObjectName(QStringLiteral("l"));
    m_l->setRange(0, 100'000);
    m_l->setSpecialValueText(tr("auto"));
    m_l->setKeyboardTracking(false);
    m_l->setToolTip(tr("Generalized block of hetero-block-cyclic, in blocks (paper 003)"));

    m_modeLabel = new QLabel(tr("Mode"));
    const auto mode = [](StarMode m) { return std::pair{QString::fromLatin1(toString(m)), static_cast<int>(m)}; };
    m_mode = choiceField(QStringLiteral("mode"),
                         {mode(StarMode::Scss), mode(StarMode::Sccs), mode(StarMode::Pcss), mode(StarMode::Pccs)},
                         tr("Communication mode of lbp-star (paper 004 §4): the master sends to one worker at a "
                          "time (S…) or to all at once (P…); a worker computes after its transfer (…CC) or "
                          "starts with it (…SS, optimistic)"));
    m_orderLabel = new QLabel(tr("Order"));
    m_order = choiceField(QStringLiteral("order"),
                          {{tr("file"), static_cast<int>(ServiceOrder::File)},
                           {tr("bandwidth"), static_cast<int>(ServiceOrder::Bandwidth)},
                           {tr("speed"), static_cast<int>(ServiceOrder::Speed)}},
                          tr("Order in which lbp-star serves the workers: as in the file, widest link first, "
                           "or fastest processor first"));
    m_heuristic = new QCheckBox(tr("Heuristic"));
    m_heuristic->setObjectName(QStringLiteral("heuristic"));
    m_heuristic->setToolTip(tr("lbp-mesh: the MFT-LBP heuristic instead of PMFT-LBP (paper 004 §5)"));
    m_hLabel = new QLabel(tr("H"));
    m_h = positiveField(QStringLiteral("h"), tr("SharedRing: data each processor sends to each neighbour per step "
                                                "(blocks, or GB) (paper 001)"));
    m_wLabel = new QLabel(tr("W"));
    m_w = positiveField(QStringLiteral("w"), tr("SharedRing: work of one step (block updates, or Gflop) (paper 001)"));
    m_refineLabel = new QLabel(tr("Refine"));
    m_refine = choiceField(QStringLiteral("ringRefine"),
                           {{tr("max-min"), static_cast<int>(RingRefinement::MaxMin)},
                            {tr("program"), static_cast<int>(RingRefinement::Program)},
                            {tr("off"), static_cast<int>(RingRefinement::Off)}},
                           tr("SharedRing: what is recomputed after each insertion (paper 001 §4.3): max-min fair "
                            "bandwidth shares, the shares and workloads of the quadratic program of §2.4, or "
                            "nothing (the greedy shares of §4.2)"));
    m_luStepsLabel = new QLabel(tr("Steps"));
    m_luSteps = choiceField(QStringLiteral("luSteps"),
                            {{tr("best"), static_cast<int>(LuSteps::Best)},
                             {tr("paper"), static_cast<int>(LuSteps::Paper)},
                             {tr("streamed"), static_cast<int>(LuSteps::Streamed)}},
                            tr("lu-hetero: the order of a step. Paper: the pivot worker factors the pivot and solves "
                             "both panels, then the core is updated (paper 002 §7.2). Streamed: the other workers "
                             "update the core rows whose panel blocks are back meanwhile. Best: the faster of both"));

    m_network = choiceField(QStringLiteral("network"),
                            {{tr("star (one port)"), static_cast<int>(NetworkModel::Star)},
                             {tr("fully connected"), static_cast<int>(NetworkModel::Full)}},
                            tr("Network model of the predicted makespan"));
    m_flow = choiceField(QStringLiteral("networkModel"),
                         {{tr("ideal"), static_cast<int>(sim::FlowModel::Ideal)},
                          {tr("CM02"), static_cast<int>(sim::FlowModel::Cm02)},
                          {tr("LV08"), static_cast<int>(sim::FlowModel::Lv08)}},
                         tr("How simulated transfers share links: ideal (max-min fair shares), CM02 (SimGrid's "
                          "CM02: shares weighted by route latency) or LV08 (SimGrid's default: CM02 with its "
                          "latency and bandwidth factors). The planners that simulate to choose use it too; "
                          "CM02 and LV08 need a platform in physical units"));
    m_status = new QLabel;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_square);
    layout->addWidget(m_mLabel);
    layout->addWidget(m_m);
    layout->addWidget(m_kLabel);
    layout->addWidget(m_k);
    layout->addWidget(new QLabel(tr("n")));
    layout->addWidget(m_n);
    layout->addWidget(new QLabel(tr("q")));
    layout->addWidget(m_q);
    layout->addWidget(new QLabel(tr("Strategy")));
    layout->addWidget(m_strategy);
    for (QWidget *w : std::initializer_list<QWidget *>{m_lLabel, m_l, m_modeLabel, m_mode, m_orderLabel, m_order,
                                                       m_heuristic, m_hLabel, m_h, m_wLabel, m_w, m_refineLabel,
                                                       m_refine, m_luStepsLabel, m_luSteps})
        layout->addWidget(w);
    auto *networkLabel = new QLabel(tr("Network"));
    networkLabel->setBuddy(m_network);
    layout->addWidget(networkLabel);
    layout->addWidget(m_network);
    // The network model has a label of its own: "Network" names the star or full choice.
    auto *flowLabel = new QLabel(tr("Sharing"));
    flowLabel->setObjectName(QStringLiteral("networkModelLabel"));
    flowLabel->setBuddy(m_flow);
    flowLabel->setToolTip(m_flow->toolTip());
    layout->addWidget(flowLabel);
    layout->addWidget(m_flow);
    layout->addWidget(m_status, 1);

    setSettings(PlanSettings{});
    const auto shapeChanged = [this] {
        updateStrategyMenuShape(m_strategy, settings().problem);
        updateParameterVisibility();
        emit settingsChanged();
    };
    connect(m_m, &QSpinBox::valueChanged, this, shapeChanged);
    connect(m_k, &QSpinBox::valueChanged, this, shapeChanged);
    connect(m_n, &QSpinBox::valueChanged, this, shapeChanged);
    connect(m_square, &QCheckBox::toggled, this, [this, shapeChanged](bool square) {
        // Unticked, m and k start from the square product of order n.
        if (!square) {
            const QSignalBlocker bm(m_m), bk(m_k);
            m_m->setValue(m_n->value());
            m_k->setValue(m_n->value());
        }
        updateShapeFields();
        shapeChanged();
    });
    connect(m_q, &QSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_l, &QSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_order, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_heuristic, &QCheckBox::toggled, this, &ProblemBar::settingsChanged);
    connect(m_h, &QDoubleSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_w, &QDoubleSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_refine, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_luSteps, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_network, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_flow, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_strategy, &QComboBox::currentIndexChanged, this, [this] {
        updateParameterVisibility();
        emit settingsChanged();
    });
}

PlanSettings ProblemBar::settings() const
{
    PlanSettings s;
    const std::int64_t n = m_n->value();
    const bool square = m_square->isChecked();
    s.problem = Problem::product(square ? n : m_m->value(), square ? n : m_k->value(), n, m_q->value());
    s.algorithm = m_strategy->currentData().toString().toStdString();
    s.params.l = m_l->value();
    s.params.network = static_cast<NetworkModel>(m_network->currentData().toInt());
    s.params.flow = static_cast<sim::FlowModel>(m_flow->currentData().toInt());
    s.params.mode = static_cast<StarMode>(m_mode->currentData().toInt());
    s.params.order = static_cast<ServiceOrder>(m_order->currentData().toInt());
    s.params.heuristic = m_heuristic->isChecked();
    s.params.h = m_h->value();
    s.params.w = m_w->value();
    s.params.ringRefine = static_cast<RingRefinement>(m_refine->currentData().toInt());
    s.params.luSteps = static_cast<LuSteps>(m_luSteps->currentData().toInt());
    return s;
}

void ProblemBar::setSettings(const PlanSettings &s)
{
    const QSignalBlocker b1(m_n), b2(m_q), b3(m_strategy), b4(m_l), b5(m_network), b6(m_mode), b7(m_order),
        b8(m_heuristic), b9(m_h), b10(m_w), b11(m_square), b12(m_m), b13(m_k), b14(m_flow), b15(m_refine),
        b16(m_luSteps);
    m_square->setChecked(s.problem.square());
    m_m->setValue(static_cast<int>(s.problem.m));
    m_k->setValue(static_cast<int>(s.problem.k));
    m_n->setValue(static_cast<int>(s.problem.n));
    m_q->setValue(static_cast<int>(s.problem.q));
    // A name the table does not know (an old setting) falls back to columns, never to a header.
    const int strategy = m_strategy->findData(QString::fromStdString(s.algorithm));
    m_strategy->setCurrentIndex(strategy >= 0 ? strategy : m_strategy->findData(QStringLiteral("columns")));
    const StrategyParams &p = s.params;
    m_l->setValue(static_cast<int>(p.l));
    m_network->setCurrentIndex(std::max(0, m_network->findData(static_cast<int>(p.network))));
    m_flow->setCurrentIndex(std::max(0, m_flow->findData(static_cast<int>(p.flow))));
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(static_cast<int>(p.mode))));
    m_order->setCurrentIndex(std::max(0, m_order->findData(static_cast<int>(p.order))));
    m_heuristic->setChecked(p.heuristic);
    m_h->setValue(p.h);
    m_w->setValue(p.w);
    m_refine->setCurrentIndex(std::max(0, m_refine->findData(static_cast<int>(p.ringRefine))));
    m_luSteps->setCurrentIndex(std::max(0, m_luSteps->findData(static_cast<int>(p.luSteps))));
    updateShapeFields();
    updateStrategyMenuShape(m_strategy, settings().problem);
    updateParameterVisibility();
    emit settingsChanged();
}

void ProblemBar::setStatus(const QString &text)
{
    m_status->setText(text);
}

void ProblemBar::updateShapeFields()
{
    const bool square = m_square->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(m_mLabel), static_cast<QWidget *>(m_m),
                       static_cast<QWidget *>(m_kLabel), static_cast<QWidget *>(m_k)})
        w->setVisible(!square);
}

void ProblemBar::updateParameterVisibility()
{
    const StrategyInfo *strategy = findStrategy(m_strategy->currentData().toString().toStdString());
    QString tip = strategy ? strategyDescription(*strategy) : QString();
    if (strategy)
        if (const QString refusal = shapeRefusal(*strategy, settings().problem); !refusal.isEmpty())
            tip += QStringLiteral("\n") + refusal;
    m_strategy->setToolTip(tip);
    const auto reads = [strategy](Param p) { return strategy && strategy->reads(p); };
    const bool l = reads(Param::L);
    const bool star = reads(Param::Mode) || reads(Param::Order);
    const bool mesh = reads(Param::Heuristic);
    const bool ring = reads(Param::H) || reads(Param::W);
    const bool refine = reads(Param::Refine);
    const bool luSteps = reads(Param::LuSteps);
    m_lLabel->setVisible(l);
    m_l->setVisible(l);
    for (QWidget *w : {static_cast<QWidget *>(m_modeLabel), static_cast<QWidget *>(m_mode),
                       static_cast<QWidget *>(m_orderLabel), static_cast<QWidget *>(m_order)})
        w->setVisible(star);
    m_heuristic->setVisible(mesh);
    for (QWidget *w : {static_cast<QWidget *>(m_hLabel), static_cast<QWidget *>(m_h),
                       static_cast<QWidget *>(m_wLabel), static_cast<QWidget *>(m_w)})
        w->setVisible(ring);
    m_refineLabel->setVisible(refine);
    m_refine->setVisible(refine);
    m_luStepsLabel->setVisible(luSteps);
    m_luSteps->setVisible(luSteps);
}

} // namespace partita::views
