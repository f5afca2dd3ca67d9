# include("file") inside a module body: the file's definitions belong to the module and
# its path is relative to the including file. (The part is written first, so the case
# runs alone in its directory.)
write(joinpath(@__DIR__, "sweep_part.jl"), """
export pf
pf(x) = "pf \$x in \$(nameof(@__MODULE__))"
const K = 7
""")
module MyMod
include("sweep_part.jl")
helper() = K * 2
end
using .MyMod
println(pf(1), " ", MyMod.K, " ", MyMod.helper())
println(isdefined(Main, :K), " ", isdefined(MyMod, :pf))
