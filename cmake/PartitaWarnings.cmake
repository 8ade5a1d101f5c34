# partita_warnings(<target>): the project's warning set, applied per target.
function(partita_warnings target)
  target_compile_options(${target} PRIVATE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion>
    # GCC 12 reports -Wrestrict inside libstdc++ for ordinary std::string concatenation at -O2
    # (GCC bug 105651, fixed in GCC 13); the warning says nothing about our code.
    $<$<AND:$<CXX_COMPILER_ID:GNU>,$<VERSION_LESS:$<CXX_COMPILER_VERSION>,13>>:-Wno-restrict>)
endfunction()
