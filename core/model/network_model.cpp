#include "model/network_model.h"

namespace partita {

const char *toString(NetworkModel m) { return m == NetworkModel::Full ? "full" : "star"; }

} // namespace partita
