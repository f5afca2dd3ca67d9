r = Ref{Int}()
println(isassigned(r))
r[] = 7
println(r[], " ", r)
s = Ref{String}()
println(isassigned(s))
try s[] catch e; println(typeof(e)) end
s[] = "x"; println(s[], " ", isassigned(s))
a = Ref{Any}(); println(isassigned(a)); a[] = 1.5; println(a)
println(Ref(3), " ", Ref{Float64}(2))
