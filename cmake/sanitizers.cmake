# JOLT_SANITIZE=address,undefined (or thread) builds everything with those sanitizers.
set(JOLT_SANITIZE "" CACHE STRING "comma-separated -fsanitize= list (empty: none)")
if(JOLT_SANITIZE)
  add_compile_options(-fsanitize=${JOLT_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${JOLT_SANITIZE})
endif()
