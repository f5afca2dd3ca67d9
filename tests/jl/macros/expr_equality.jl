# code compares by structure (==, isequal, hash), and ⌿ prints as an operator
println(:(a+b) == :(a+b)); println(Expr(:call, :f, 1) == Expr(:call, :f, 1)); println(isequal(:(x), :(x))); println(QuoteNode(1) == QuoteNode(1)); println(:(f(x)) == :(f(y)))
println(:(a ⌿ b)); println(Base.isoperator(:⌿)); d = Dict(:(a+b) => 1); println(d[:(a+b)]); println(hash(:(a+1)) == hash(:(a+1)))
