# Printf — Julia 1.7's formatted output. `@printf` and `@sprintf` are compiled by jolt's
# frontend (frontend/lower_printf.c: the format is parsed once, at compile time), brought
# into scope by `using Printf`; `Printf.Format` and `Printf.format` format at run time
# (runtime/base/printf.jl).
module Printf

import Base: Format, format

end
