#pragma once
// nlohmann-json's parse errors as reasons (model/reason.h): the command line keeps the words it
// printed ("invalid JSON: syntax error while parsing object - unexpected '}'; expected string
// literal"), and the studio says the same in its language, the context, the token and the
// lexer's description being fixed words of nlohmann-json (reasonWords()).

#include "model/reason.h"

#include <string>

namespace partita {

// The reason for nlohmann-json's exception text `what` ("[json.exception.parse_error.101]
// parse error at line 3, column 5: syntax error ..."): a JSON kind with its parts, or, for a
// message of another form, Text. Its text() is always "invalid JSON: " + nlohmannDetail(what).
Reason invalidJsonReason(const std::string &what);

} // namespace partita
