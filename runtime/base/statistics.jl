# statistics.jl — the Statistics standard library's everyday functions (`using
# Statistics` resolves to Base, jit/driver.c): mean, median, middle, var, std, as Julia
# 1.7's Statistics defines them (sample variance corrected by default).

mean(itr) = mean(identity, itr)
function mean(f, itr)
    y = iterate(itr)
    y === nothing && return sum(f, itr) / 0
    value, state = y
    total = f(value) / 1
    count = 1
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        total += f(value)
        count += 1
        y = iterate(itr, state)
    end
    return total / count
end
mean(f, A::AbstractArray) = sum(f, A) / length(A)
function mean(A::AbstractArray; dims = :)
    dims isa Colon && return sum(A) / length(A)
    n = 1
    for d in dims
        n *= size(A, d)
    end
    return sum(A; dims = dims) / n
end

middle(x::Real) = (x + zero(x)) / 1
middle(x::Number, y::Number) = x / 2 + y / 2
function middle(a::AbstractArray)
    isempty(a) && throw(ArgumentError("middle of an empty array is undefined."))
    lo, hi = extrema(a)
    return middle(lo, hi)
end

function median!(v::AbstractVector)
    isempty(v) && throw(ArgumentError("median of an empty array is undefined, $(repr(v))"))
    any(x -> x isa Number && isnan(x), v) && return convert(eltype(v), NaN)
    sort!(v)
    n = length(v)
    mid = div(1 + n, 2)
    return isodd(n) ? middle(v[mid]) : middle(v[mid], v[mid + 1])
end
median(v::AbstractArray) = median!(collect(v))
median(itr) = median!(collect(itr))

function varm(A::AbstractArray, m; corrected::Bool = true)
    n = length(A)
    return sum(x -> abs2(x - m), A) / (n - Int(corrected))
end
var(A::AbstractArray; corrected::Bool = true, mean = nothing) =
    varm(A, mean === nothing ? Base.mean(A) : mean; corrected = corrected)
var(itr; corrected::Bool = true, mean = nothing) =
    var(collect(itr); corrected = corrected, mean = mean)
std(A; corrected::Bool = true, mean = nothing) = sqrt(var(A; corrected = corrected, mean = mean))
