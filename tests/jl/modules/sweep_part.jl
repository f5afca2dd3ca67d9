export pf
pf(x) = "pf $x in $(nameof(@__MODULE__))"
const K = 7
