# The layers of core/: one static library per folder, each declaring the folders it uses with
# target_link_libraries, and two checks that keep the declarations true.
#
#   partita_core_library(<name> [FOLDER <dir>])
#       Creates partita_<name> (alias partita::<name>) for the folder <dir> of core/ (by
#       default the folder of the calling CMakeLists.txt), with the project's warnings. The
#       folder's CMakeLists.txt adds the sources and declares the links.
#
#   partita_check_layers()
#       Called once every core library exists. Fails the configuration when the links among
#       them form a cycle (CMake accepts cycles among static libraries), and adds the target
#       partita_layering, part of ALL and built before every core library, which fails the
#       build when a file of core/ includes a header of a library its own does not depend on
#       (PartitaCheckIncludes.cmake).
#
# A file belongs to the library whose sources list it; a header not listed belongs to the
# library of the .cpp of the same name, else to the folder's library (partita_<folder> with
# '/' as '_'). A library may include its own headers and those of the libraries it links,
# directly or through their PUBLIC links: what CMake propagates.

set(_PARTITA_LAYERS_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/PartitaCheckIncludes.cmake)

function(partita_core_library name)
  cmake_parse_arguments(ARG "" "FOLDER" "" ${ARGN})
  if(NOT ARG_FOLDER)
    file(RELATIVE_PATH ARG_FOLDER ${PROJECT_SOURCE_DIR}/core ${CMAKE_CURRENT_SOURCE_DIR})
  endif()
  set(target partita_${name})
  add_library(${target} STATIC)
  add_library(partita::${name} ALIAS ${target})
  target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/core)
  target_compile_features(${target} PUBLIC cxx_std_20)
  set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON PARTITA_FOLDER ${ARG_FOLDER})
  partita_warnings(${target})
  set_property(GLOBAL APPEND PROPERTY PARTITA_CORE_LIBRARIES ${target})
endfunction()

# The core libraries among `items` (names as given to target_link_libraries), resolved from
# their aliases. Items of $<LINK_ONLY:...> (the PRIVATE links of a static library, as its
# INTERFACE_LINK_LIBRARIES lists them) are skipped.
function(_partita_layers_core_targets out)
  get_property(libraries GLOBAL PROPERTY PARTITA_CORE_LIBRARIES)
  set(found "")
  foreach(item IN LISTS ARGN)
    if(NOT TARGET "${item}")
      continue()
    endif()
    get_target_property(aliased ${item} ALIASED_TARGET)
    if(aliased)
      set(item ${aliased})
    endif()
    if(item IN_LIST libraries)
      list(APPEND found ${item})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES found)
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# Depth-first walk of the links; `stack` is the path from the first library to `target`.
function(_partita_layers_visit target stack)
  if(target IN_LIST stack)
    list(FIND stack ${target} at)
    list(SUBLIST stack ${at} -1 cycle)
    list(APPEND cycle ${target})
    list(JOIN cycle " -> " text)
    message(FATAL_ERROR "The core libraries link in a cycle: ${text}\n"
                        "A layer of core/ may only use the layers below it; move what the lower "
                        "layer needs down, or drop the link.")
  endif()
  get_property(done GLOBAL PROPERTY _PARTITA_LAYERS_DONE)
  if(target IN_LIST done)
    return()
  endif()
  list(APPEND stack ${target})
  foreach(dep IN LISTS _partita_links_${target})
    _partita_layers_visit(${dep} "${stack}")
  endforeach()
  set_property(GLOBAL APPEND PROPERTY _PARTITA_LAYERS_DONE ${target})
endfunction()

function(partita_check_layers)
  get_property(libraries GLOBAL PROPERTY PARTITA_CORE_LIBRARIES)
  set(core ${PROJECT_SOURCE_DIR}/core)

  # Direct links (for cycles) and PUBLIC links (for what a library may include).
  foreach(target IN LISTS libraries)
    get_target_property(links ${target} LINK_LIBRARIES)
    get_target_property(interface ${target} INTERFACE_LINK_LIBRARIES)
    if(NOT links)
      set(links "")
    endif()
    if(NOT interface)
      set(interface "")
    endif()
    _partita_layers_core_targets(_partita_links_${target} ${links})
    _partita_layers_core_targets(_partita_public_${target} ${interface})
  endforeach()

  set_property(GLOBAL PROPERTY _PARTITA_LAYERS_DONE "")
  foreach(target IN LISTS libraries)
    _partita_layers_visit(${target} "")
  endforeach()

  # The manifest the include check reads: each library's folder, files and allowed libraries.
  set(manifest "# Written by partita_check_layers() (cmake/PartitaLayers.cmake).\n")
  string(APPEND manifest "set(PARTITA_CORE_DIR \"${core}\")\n")
  string(APPEND manifest "set(PARTITA_LAYER_TARGETS \"${libraries}\")\n")
  foreach(target IN LISTS libraries)
    # Itself, its direct links, and everything reachable from them through PUBLIC links.
    set(allowed ${target} ${_partita_links_${target}})
    set(queue ${_partita_links_${target}})
    while(queue)
      list(POP_FRONT queue dep)
      foreach(next IN LISTS _partita_public_${dep})
        if(NOT next IN_LIST allowed)
          list(APPEND allowed ${next})
          list(APPEND queue ${next})
        endif()
      endforeach()
    endwhile()
    get_target_property(folder ${target} PARTITA_FOLDER)
    get_target_property(dir ${target} SOURCE_DIR)
    get_target_property(sources ${target} SOURCES)
    set(files "")
    foreach(source IN LISTS sources)
      cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${dir} NORMALIZE)
      cmake_path(RELATIVE_PATH source BASE_DIRECTORY ${core})
      list(APPEND files ${source})
    endforeach()
    string(APPEND manifest "set(PARTITA_LAYER_${target}_FOLDER \"${folder}\")\n")
    string(APPEND manifest "set(PARTITA_LAYER_${target}_FILES \"${files}\")\n")
    string(APPEND manifest "set(PARTITA_LAYER_${target}_ALLOWED \"${allowed}\")\n")
  endforeach()
  set(manifest_file ${PROJECT_BINARY_DIR}/partita_layers.cmake)
  file(CONFIGURE OUTPUT ${manifest_file} CONTENT "${manifest}" @ONLY)

  # Every file of core/: a new file or a changed include runs the check again.
  file(GLOB_RECURSE core_files CONFIGURE_DEPENDS ${core}/*.h ${core}/*.cpp)
  set(stamp ${PROJECT_BINARY_DIR}/partita_layers.stamp)
  add_custom_command(OUTPUT ${stamp}
    COMMAND ${CMAKE_COMMAND} -DMANIFEST=${manifest_file} -DSTAMP=${stamp} -P ${_PARTITA_LAYERS_SCRIPT}
    DEPENDS ${core_files} ${manifest_file} ${_PARTITA_LAYERS_SCRIPT}
    COMMENT "Checking that each file of core/ includes only the layers its library links"
    VERBATIM)
  add_custom_target(partita_layering ALL DEPENDS ${stamp})
  foreach(target IN LISTS libraries)
    add_dependencies(${target} partita_layering)
  endforeach()
endfunction()
