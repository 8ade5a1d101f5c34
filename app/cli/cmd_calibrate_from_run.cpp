// partita calibrate --from-run SUMMARY --platform P --out P2: the platform P with the rates a
// real run on it measured (exec/calibrate_from_run.h), written atomically to P2, so that the
// next prediction of the same run matches it. One line per changed rate on stdout; what the run
// did not measure as note: lines on stderr. The MPI calibration is in cmd_run.cpp.
#include "commands.h"

#include "exec/calibrate_from_run.h"
#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "model/validate.h"

#include <iostream>

namespace partita::cli {

int calibrateFromRun(const std::string &summaryFile, const std::string &platformFile, const std::string &out)
{
    platformFileFormat(out); // refuse an unknown output extension before reading
    checkOutputFile(out, "--out");
    const Platform platform = readPlatformFile(platformFile);
    const exec::RunCalibration calibration =
        exec::calibrateFromRun(platform, exec::readRunSummary(summaryFile), summaryFile);
    validatePlatform(calibration.platform, out);
    writePlatformFile(calibration.platform, out);
    for (const exec::RateChange &change : calibration.changes)
        std::cout << exec::describe(change, platform.units) << '\n';
    for (const std::string &kept : calibration.kept)
        std::cerr << "note: " << kept << '\n';
    if (calibration.changes.empty())
        std::cerr << "note: the run measured no rate of the platform; " << out << " is " << platformFile
                  << " unchanged\n";
    return 0;
}

} // namespace partita::cli
