# cmake -DMANIFEST=<partita_layers.cmake> -DSTAMP=<file> -P PartitaCheckIncludes.cmake
#
# Fails when a file of core/ includes a header of a core library its own library does not
# depend on (the rules are in PartitaLayers.cmake, which writes the manifest). Every file is
# checked and every offending include is named; touches STAMP when there is none.
cmake_minimum_required(VERSION 3.25)

include(${MANIFEST})

# Which library a file belongs to (path relative to core/), or "" for a file no library
# builds (the MPI executor's, in a build without MPI).
function(_owner_of file out)
  if(DEFINED _owner_${file})
    set(${out} ${_owner_${file}} PARENT_SCOPE)
    return()
  endif()
  set(owner "")
  if(file MATCHES "^(.*)\\.h$")
    set(source "${CMAKE_MATCH_1}.cpp")
    if(DEFINED _owner_${source})
      set(owner ${_owner_${source}})
    elseif(NOT EXISTS ${PARTITA_CORE_DIR}/${source})
      cmake_path(GET file PARENT_PATH folder)
      string(REPLACE "/" "_" name "${folder}")
      if("partita_${name}" IN_LIST PARTITA_LAYER_TARGETS)
        set(owner partita_${name})
      endif()
    endif()
  endif()
  set(${out} "${owner}" PARENT_SCOPE)
endfunction()

foreach(target IN LISTS PARTITA_LAYER_TARGETS)
  foreach(file IN LISTS PARTITA_LAYER_${target}_FILES)
    set(_owner_${file} ${target})
  endforeach()
endforeach()

file(GLOB_RECURSE files RELATIVE ${PARTITA_CORE_DIR} ${PARTITA_CORE_DIR}/*.h ${PARTITA_CORE_DIR}/*.cpp)
list(SORT files)
set(problems "")
foreach(file IN LISTS files)
  _owner_of(${file} owner)
  if(NOT owner)
    continue()
  endif()
  file(STRINGS ${PARTITA_CORE_DIR}/${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "#[ \t]*include[ \t]*\"([^\"]+)\"")
      continue()
    endif()
    set(included ${CMAKE_MATCH_1})
    if(NOT EXISTS ${PARTITA_CORE_DIR}/${included})
      continue() # not a header of core/
    endif()
    _owner_of(${included} provider)
    if(NOT provider OR provider IN_LIST PARTITA_LAYER_${owner}_ALLOWED)
      continue()
    endif()
    # The line number, for the message.
    file(READ ${PARTITA_CORE_DIR}/${file} text)
    string(FIND "${text}" "${line}" at)
    string(SUBSTRING "${text}" 0 ${at} before)
    string(REGEX MATCHALL "\n" newlines "${before}")
    list(LENGTH newlines number)
    math(EXPR number "${number} + 1")
    string(APPEND problems
      "  core/${file}:${number}: includes \"${included}\" (${provider}), but ${owner} "
      "does not depend on ${provider}\n")
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "A file of core/ includes a layer its library does not depend on:\n${problems}"
                      "Each folder of core/ is a library that may include only the libraries it "
                      "links (target_link_libraries in its CMakeLists.txt, and their PUBLIC links). "
                      "Declare the dependency if it goes down the layers, or move the code so that "
                      "it does (cmake/PartitaLayers.cmake).")
endif()
file(TOUCH ${STAMP})
