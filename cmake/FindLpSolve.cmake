# FindLpSolve
# -----------
# Debian ships lp_solve 5.5 without CMake files and only as static archives
# (liblpsolve55.a, liblpsolve55_pic.a in /usr/lib), which need COLAMD, libdl and libm.
#
# Result: the imported target LpSolve::LpSolve, LpSolve_FOUND, LpSolve_INCLUDE_DIR,
# LpSolve_LIBRARY.
find_path(LpSolve_INCLUDE_DIR NAMES lp_lib.h PATH_SUFFIXES lpsolve lp_solve)
find_library(LpSolve_LIBRARY NAMES lpsolve55_pic lpsolve55 PATH_SUFFIXES lp_solve)
find_library(LpSolve_COLAMD_LIBRARY NAMES colamd)

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(LpSolve
  REQUIRED_VARS LpSolve_LIBRARY LpSolve_INCLUDE_DIR LpSolve_COLAMD_LIBRARY)

if(LpSolve_FOUND AND NOT TARGET LpSolve::LpSolve)
  add_library(LpSolve::LpSolve UNKNOWN IMPORTED)
  set_target_properties(LpSolve::LpSolve PROPERTIES
    IMPORTED_LOCATION "${LpSolve_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${LpSolve_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${LpSolve_COLAMD_LIBRARY};${CMAKE_DL_LIBS};m")
endif()
mark_as_advanced(LpSolve_INCLUDE_DIR LpSolve_LIBRARY LpSolve_COLAMD_LIBRARY)
