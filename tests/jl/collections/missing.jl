# missing: printing, promotion into arrays, propagation, three-valued logic, sorting,
# skipmissing, coalesce, nonmissingtype
println(missing)
println(typeof(missing))
show(missing); println()
println(string(missing), " ", repr(missing), " ", string("x", missing))
println(missing === missing, " ", missing isa Missing, " ", ismissing(missing), " ", ismissing(0))

# arrays
v = [1, missing]
println(v)
println(typeof(v))
println([missing])
println(typeof([missing]))
println([1.0, missing, 2])
display([1, missing])
display([missing, missing])
println(collect(x for x in (1, missing)))
println(map(x -> x, [2, missing]))
println([1, 2, missing] .+ 1)
println([1, missing, 3] .== 1)
println(ismissing.([1, missing]))
w = Union{Missing, Float64}[1, missing]
w[2] = 3
println(w)
println(Any[missing, 1], " ", (1, missing))

# promotion
println(promote_type(Missing, Int), " ", promote_type(Int, Missing))
println(promote_type(Union{Missing, Int}, Float64), " ", promote_type(Missing, Any))

# propagation
println(missing + 1, " ", 1 + missing, " ", -missing, " ", missing * 2.0, " ", missing / 2)
println(missing ^ 2, " ", 2 ^ missing, " ", div(missing, 2), " ", mod(7, missing), " ", rem(missing, 2))
println(abs(missing), " ", sqrt(missing), " ", sin(missing), " ", exp(missing), " ", log(missing))
println(round(missing), " ", floor(missing), " ", round(missing, digits=2), " ", round(Union{Int, Missing}, missing))
println(float(missing), " ", iseven(missing), " ", zero(Union{Int, Missing}), " ", "a" * missing)
println(max(1, missing), " ", min(missing, 1))
try
    round(Int, missing)
catch e
    showerror(stdout, e); println()
end

# comparison
println(missing == 1, " ", 1 == missing, " ", missing != 1, " ", missing < 1, " ", missing == missing)
println(isequal(missing, missing), " ", isequal(missing, 1), " ", isless(1, missing), " ", isless(missing, 1))
println(isequal([1, missing], [1, missing]), " ", [1, missing] == [1, missing], " ", [1, missing] == [2, missing])
println(2 in (1, missing), " ", 1 in (1, missing), " ", missing in [1, missing])

# three-valued logic
println(missing & false, " ", missing & true, " ", false & missing, " ", true & missing)
println(missing | true, " ", missing | false, " ", true | missing, " ", false | missing)
println(!missing, " ", xor(true, missing), " ", missing & missing)
println(ifelse(true, missing, 1), " ", ifelse(false, missing, 1))
try
    if missing
        println("unreachable")
    end
catch e
    showerror(stdout, e); println()
end

# reductions and sorting
println(sort([3, missing, 1]))
println(sort([missing, 2.5, missing, 1.0]))
println(sort([3, missing, 1]; rev=true))
println(maximum([1, missing]), " ", minimum([missing, 1]), " ", sum([1, missing]))
println(findmax([1, missing]))
println(unique([1, missing, missing]))
println(count(ismissing, [1, missing, missing]))

# skipmissing
println(sum(skipmissing([1, missing, 3])))
println(collect(skipmissing([1, missing, 3])))
println(collect(skipmissing([missing, missing])))
println(eltype(skipmissing([1, missing])))
println(maximum(skipmissing([1, missing, 3])), " ", mapreduce(x -> 2x, +, skipmissing([1, missing, 3])))
s = skipmissing([1, missing, 3])
println(s[3], " ", first(skipmissing([missing, 5])))
try
    s[2]
catch e
    showerror(stdout, e); println()
end

# coalesce, nonmissingtype
println(coalesce(missing, 2), " ", coalesce(1, missing), " ", coalesce(missing, missing))
println(coalesce(missing, nothing, 3) === nothing)
println(nonmissingtype(Union{Int, Missing}), " ", nonmissingtype(Missing), " ", nonmissingtype(Any), " ", nonmissingtype(Float64))

# as a Dict key
d = Dict(missing => 1, 2 => 3)
println(d[missing], " ", haskey(d, missing))
# !f negates a predicate
println(filter(!ismissing, [1, missing, 3]))
println(map(!iseven, 1:3))
