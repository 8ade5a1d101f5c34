#include "redistribution/redistribution_json.h"

#include "redistribution/greedy_balancer.h"
#include "redistribution/layout_json.h"

namespace partita {

using ojson = nlohmann::ordered_json;

ojson operationToJson(const Layout &before, const Operation &op)
{
    ojson o;
    o["type"] = toString(op.type);
    switch (op.type) {
    case OperationType::ColumnMigration:
        o["from"] = op.from;
        o["to"] = op.to;
        o["cols"] = 1;
        o["cost"] = op.cost;
        o["x_from"] = op.position;
        o["x_to"] = op.newPosition;
        break;
    case OperationType::RowMigration: {
        o["from"] = op.from;
        o["to"] = op.to;
        o["rows"] = 1;
        o["cost"] = op.cost;
        ojson transfers = ojson::array();
        for (const auto &t : rowTransfers(before, op.from, op.to)) {
            const auto &procs = before.columns[t.column].processors;
            transfers.push_back(ojson{{"column", t.column},
                                      {"from", procs[t.from].id},
                                      {"to", procs[t.to].id},
                                      {"blocks", t.blocks}});
        }
        o["transfers"] = std::move(transfers);
        break;
    }
    case OperationType::LocalSliding: {
        const auto &procs = before.columns[op.column].processors;
        o["from"] = procs[static_cast<std::size_t>(op.from)].id;
        o["to"] = procs[static_cast<std::size_t>(op.to)].id;
        o["rows"] = 1;
        o["cost"] = op.cost;
        o["column"] = op.column;
        o["row"] = op.position;
        break;
    }
    }
    return o;
}

namespace {

// Members of one object, each on its own line at `indent`; arrays of objects one item a line.
class ObjectWriter {
public:
    ObjectWriter(std::ostream &os, int indent) : m_os(os), m_pad(static_cast<std::size_t>(indent), ' ') {}

    void member(const char *key, const ojson &value) { start(key) << value.dump(); }

    template<class Items>
    void array(const char *key, const Items &items)
    {
        std::ostream &os = start(key);
        os << '[';
        bool first = true;
        items([&](const ojson &item) {
            os << (first ? "\n" : ",\n") << m_pad << "  " << item.dump();
            first = false;
        });
        os << (first ? "]" : "\n" + m_pad + "]");
    }

    std::ostream &start(const char *key)
    {
        m_os << (m_first ? "" : ",\n") << m_pad << ojson(key).dump() << ": ";
        m_first = false;
        return m_os;
    }

private:
    std::ostream &m_os;
    std::string m_pad;
    bool m_first = true;
};

void writeSequence(ObjectWriter &w, const Redistribution &r)
{
    w.array("operations", [&](auto emit) {
        Layout layout = r.initial();
        for (const auto &op : r.operations()) {
            emit(operationToJson(layout, op));
            layout = applyOperation(layout, op);
        }
    });
    w.member("total_cost", r.totalCost());
    w.member("balanced", r.balanced());
    w.array("layouts", [&](auto emit) {
        Layout layout = r.initial();
        for (const auto &op : r.operations()) {
            layout = applyOperation(layout, op);
            emit(layoutToJsonValue(layout));
        }
    });
}

} // namespace

void writeRedistributionJson(std::ostream &os, const Redistribution &r, const ExactSearchResult *exact,
                             std::size_t exactLimit)
{
    os << "{\n";
    ObjectWriter w(os, 2);
    w.member("cost_model", toString(r.model()));
    if (!r.initial().square()) // square: "n" alone, as before rectangles
        w.member("m", r.initial().blockRows());
    w.member("n", r.initial().n);
    w.member("initial", layoutToJsonValue(r.initial()));
    w.member("target", layoutToJsonValue(r.target()));
    writeSequence(w, r);
    ojson cost, count;
    for (auto type : {OperationType::ColumnMigration, OperationType::RowMigration, OperationType::LocalSliding}) {
        cost[toString(type)] = r.costOf(type);
        count[toString(type)] = r.countOf(type);
    }
    w.member("cost_by_type", cost);
    w.member("count_by_type", count);
    w.member("slidings_only_cost", slidingsOnlyCost(r.initial(), r.target()));
    if (exact) {
        std::ostream &e = w.start("exact");
        e << "{\n";
        ObjectWriter x(e, 4);
        x.member("order", toString(exact->order));
        x.member("complete", exact->complete);
        x.member("greedy_optimal", exact->greedyOptimal);
        x.member("states", exact->states);
        x.member("state_limit", exactLimit);
        if (exact->complete)
            writeSequence(x, exact->best);
        e << "\n  }";
    }
    os << "\n}\n";
}

} // namespace partita
