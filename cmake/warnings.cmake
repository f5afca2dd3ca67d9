# Warnings: every layer builds with -Wall -Wextra -Werror.
add_compile_options(-Wall -Wextra -Werror -Wno-unused-parameter)
