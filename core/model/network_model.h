#pragma once
// How the transfers of one step of the outer-product algorithm share the network (paper 000
// §2.3): a plan's metrics and the outer-product schedule are both computed under one of them.

namespace partita {

enum class NetworkModel {
    Star, // every transfer goes through one port, one at a time (PERI-SUM view)
    Full, // fully connected: transfers to different processors run in parallel (PERI-MAX view)
};

const char *toString(NetworkModel m);

} // namespace partita
