#include "build_info.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <lp_lib.h>

#ifdef PARTITA_HAVE_OPENBLAS
#include <cblas.h>
#include <openblas_config.h>
#endif
#ifdef PARTITA_HAVE_MPI_HEADER
// The version macros only: without the C++ bindings, which clash with lp_solve's REAL.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace partita::studio {

QList<QPair<QString, QString>> componentVersions()
{
    QList<QPair<QString, QString>> v;
    v.append({QStringLiteral("Partita"), QStringLiteral(PARTITA_VERSION)});
    v.append({QStringLiteral("Qt"), QCoreApplication::translate("BuildInfo", "%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))});
#ifdef PARTITA_HAVE_OPENBLAS
    v.append({QStringLiteral("OpenBLAS"), QString::fromLatin1(openblas_get_config()).trimmed()});
#else
    v.append({QStringLiteral("OpenBLAS"), QCoreApplication::translate("BuildInfo", "not built")});
#endif
#if defined(PARTITA_HAVE_MPI_HEADER) && defined(OMPI_MAJOR_VERSION)
    v.append({QStringLiteral("Open MPI"), QStringLiteral("%1.%2.%3").arg(OMPI_MAJOR_VERSION).arg(OMPI_MINOR_VERSION).arg(OMPI_RELEASE_VERSION)});
#else
    v.append({QStringLiteral("Open MPI"), QCoreApplication::translate("BuildInfo", "not built")});
#endif
    int major = 0, minor = 0, release = 0, build = 0;
    lp_solve_version(&major, &minor, &release, &build);
    v.append({QStringLiteral("lp_solve"), QStringLiteral("%1.%2.%3.%4").arg(major).arg(minor).arg(release).arg(build)});
    return v;
}

} // namespace partita::studio
