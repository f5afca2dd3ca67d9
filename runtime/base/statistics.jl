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

# ---------------------------------------------------------------- quantiles
# Hyndman and Fan's definitions 4-9 through alpha and beta (7, linear interpolation
# between ((k-1)/(n-1), v[k]), by default), on a sorted vector, as Julia 1.7 computes them.
function _quantile(v::AbstractVector, p::Real; alpha::Real = 1.0, beta::Real = alpha)
    0 <= p <= 1 || throw(ArgumentError("input probability out of [0,1] range"))
    0 <= alpha <= 1 || throw(ArgumentError("alpha parameter out of [0,1] range"))
    0 <= beta <= 1 || throw(ArgumentError("beta parameter out of [0,1] range"))
    n = length(v)
    m = alpha + p * (one(alpha) - alpha - beta)
    aleph = n * p + oftype(p, m)
    j = clamp(trunc(Int, aleph), 1, n - 1)
    γ = clamp(aleph - j, 0, 1)
    a = n == 1 ? v[1] : v[j]
    b = n == 1 ? v[1] : v[j + 1]
    return isfinite(a) && isfinite(b) ? a + γ * (b - a) : (1 - γ) * a + γ * b
end
function _quantilesort!(v::AbstractVector, sorted::Bool)
    isempty(v) && throw(ArgumentError("empty data vector"))
    sorted || sort!(v)
    if (sorted && (ismissing(v[end]) || (v[end] isa Number && isnan(v[end])))) ||
       any(x -> ismissing(x) || (x isa Number && isnan(x)), v)
        throw(ArgumentError("quantiles are undefined in presence of NaNs or missing values"))
    end
    return v
end
quantile!(v::AbstractVector, p::Real; sorted::Bool = false, alpha::Real = 1.0,
          beta::Real = alpha) =
    _quantile(_quantilesort!(v, sorted), p; alpha = alpha, beta = beta)
function quantile!(v::AbstractVector, p::Union{AbstractArray,Tuple}; sorted::Bool = false,
                   alpha::Real = 1.0, beta::Real = alpha)
    isempty(p) && return map(identity, p)
    _quantilesort!(v, sorted)
    return map(x -> _quantile(v, x; alpha = alpha, beta = beta), p)
end
quantile(v::AbstractVector, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(sorted ? v : collect(v), p; sorted = sorted, alpha = alpha, beta = beta)
quantile(itr, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(collect(itr), p; sorted = sorted, alpha = alpha, beta = beta)

# ---------------------------------------------------------------- covariance, correlation
# As Julia 1.7's Statistics: cov centres by the means and divides the sum of products by
# n - 1 (n when corrected = false); cor divides by the larger of the two sums of squares
# first, and is clamped to [-1, 1].
function _cov_check(x::AbstractVector, y::AbstractVector)
    length(x) == length(y) || throw(DimensionMismatch("inconsistent lengths"))
end
cov(x::AbstractVector; corrected::Bool = true) =
    sum(abs2, x .- mean(x)) / (length(x) - Int(corrected))
function cov(x::AbstractVector, y::AbstractVector; corrected::Bool = true)
    _cov_check(x, y)
    return dot(y .- mean(y), x .- mean(x)) / (length(x) - Int(corrected))
end
# the sums of products of the centred columns (dims = 1) or rows (dims = 2)
function _unscaled_cov(X::AbstractMatrix, dims::Int)
    (dims == 1 || dims == 2) || throw(ArgumentError(string("invalid dimension ", dims)))
    Xc = X .- mean(X; dims = dims)
    return dims == 1 ? transpose(Xc) * Xc : Xc * transpose(Xc)
end
cov(X::AbstractMatrix; dims::Int = 1, corrected::Bool = true) =
    _unscaled_cov(X, dims) ./ (size(X, dims) - Int(corrected))
_clampcor(x::Real) = clamp(x, -1, 1)
_clampcor(x) = x
cor(x::AbstractVector) = one(real(eltype(x)))
function cor(x::AbstractVector, y::AbstractVector)
    _cov_check(x, y)
    n = length(x)
    n > 0 || throw(ArgumentError("correlation only defined for non-empty vectors"))
    mx = mean(x)
    my = mean(y)
    xx = zero(sqrt(abs2(x[1])))
    yy = zero(sqrt(abs2(y[1])))
    xy = zero(x[1] * y[1]')
    for i in 1:n
        xi = x[i] - mx
        yi = y[i] - my
        xx += abs2(xi)
        yy += abs2(yi)
        xy += xi * yi'
    end
    return _clampcor(xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy)))
end
# the correlations from the sums of products: the lower triangle divided by the two
# standard deviations, mirrored into the upper one, ones on the diagonal
function cor(X::AbstractMatrix; dims::Int = 1)
    C = _unscaled_cov(X, dims)
    n = size(C, 1)
    sd = [sqrt(C[i, i]) for i in 1:n]
    for j in 1:n
        for i in 1:(j - 1)
            C[i, j] = adjoint(C[j, i])
        end
        C[j, j] = oneunit(eltype(C))
        for i in (j + 1):n
            C[i, j] = _clampcor(C[i, j] / (sd[i] * sd[j]))
        end
    end
    return C
end
