# pairs in a displayed array align on "=>" (Julia 1.7's alignment(io, ::Pair)); a Dict's
# entries do not
display([1 => 2, 10 => 20])
display([1 => "a", 100 => "bc"])
display([1 => 2.5, 100 => 3.25])
display([(1 => 2) => 3, (10 => 20) => 30])
display(["a" => 1 "bb" => 2; "ccc" => 3 "d" => 4])
display(Any[1 => 2, 10 => 20, 3])
display(Dict(1 => 2, 10 => 20))
