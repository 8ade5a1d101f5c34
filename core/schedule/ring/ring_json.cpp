#include "schedule/ring/ring_json.h"

namespace partita {

nlohmann::json ringToJson(const RingResult &r)
{
    nlohmann::json j;
    j["ring"] = r.ring;
    j["paths"] = nlohmann::json::array();
    for (const auto &p : r.paths)
        j["paths"].push_back({{"from", p.from},
                              {"to", p.to},
                              {"to_successor", p.toSuccessor},
                              {"links", p.links},
                              {"bandwidth", p.bandwidth},
                              {"latency", p.latency}});
    j["alpha"] = nlohmann::json::object();
    for (const auto &[id, a] : r.alpha)
        j["alpha"][id] = a;
    j["t_step"] = r.tStep;
    j["t_step_by_size"] = r.tStepBySize;
    j["steps"] = nlohmann::json::array();
    for (const auto &s : r.steps)
        j["steps"].push_back({{"size", s.size},
                              {"processor", s.processor},
                              {"pred", s.pred},
                              {"succ", s.succ},
                              {"ring", s.ring},
                              {"t_step_greedy", s.tStepGreedy},
                              {"t_step", s.tStep},
                              {"refined", s.refined}});
    return j;
}

} // namespace partita
