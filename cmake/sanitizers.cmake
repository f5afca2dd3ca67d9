# JOLT_SANITIZE=address,undefined (or thread) builds everything with those sanitizers.
set(JOLT_SANITIZE "" CACHE STRING "comma-separated -fsanitize= list (empty: none)")
if(JOLT_SANITIZE)
  add_compile_options(-fsanitize=${JOLT_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${JOLT_SANITIZE})
endif()
# JOLT_FUZZ=ON (clang only) instruments everything for libFuzzer + ASan + UBSan and adds
# the fuzz_parse target (tests/fuzz). Use a build directory of its own.
option(JOLT_FUZZ "build the libFuzzer targets (needs clang)" OFF)
if(JOLT_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(WARNING "JOLT_FUZZ needs clang (CC=clang); the fuzz targets are skipped")
    set(JOLT_FUZZ OFF)
  else()
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                        -fno-sanitize-recover=all)
    add_link_options(-fsanitize=address,undefined)
  endif()
endif()
