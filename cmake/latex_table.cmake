# latex_table.cmake — turns jit/latex_symbols.tsv (abbreviation TAB characters, sorted by
# bytes; made by scripts/latex_symbols_tsv.py) into a C include of string pairs for the
# REPL's tab completion (jit/complete.c), at build time:
#   cmake -DIN=jit/latex_symbols.tsv -DOUT=build/latex_symbols.inc -P cmake/latex_table.cmake
file(STRINGS ${IN} _lines ENCODING UTF-8)
set(_out "/* generated from jit/latex_symbols.tsv by cmake/latex_table.cmake: do not edit */\n")
foreach(_l IN LISTS _lines)
  string(FIND "${_l}" "\t" _tab)
  if(_tab LESS 1)
    message(FATAL_ERROR "latex_table: bad line `${_l}`")
  endif()
  string(SUBSTRING "${_l}" 0 ${_tab} _k)
  math(EXPR _v0 "${_tab} + 1")
  string(SUBSTRING "${_l}" ${_v0} -1 _v)
  string(REPLACE "\\" "\\\\" _k "${_k}")
  string(REPLACE "\"" "\\\"" _k "${_k}")
  string(REPLACE "\\" "\\\\" _v "${_v}")
  string(REPLACE "\"" "\\\"" _v "${_v}")
  string(APPEND _out "{\"${_k}\", \"${_v}\"},\n")
endforeach()
file(WRITE ${OUT}.tmp "${_out}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
