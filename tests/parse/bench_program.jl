# A 100-line program used by the parse-speed check in test_fe_parse.c.
module Bench
export run_bench, Point, norm2

struct Point{T<:Real}
    x::T
    y::T
end

mutable struct Counter
    n::Int
    label::String
end

abstract type Shape end

norm2(p::Point) = p.x^2 + p.y^2
Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)

function fib(n::Int)
    n < 2 && return n
    return fib(n - 1) + fib(n - 2)
end

function collatz(n)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function matrix_demo()
    A = [1 2 3; 4 5 6; 7 8 9]
    B = [1.0, 2.0, 3.0]
    C = [x^2 for x in 1:10 if isodd(x)]
    D = [1 2;;; 3 4]
    s = sum(A[i, j] * B[j] for i in 1:3, j in 1:3)
    return s + length(C) + length(D)
end

function strings_demo(name::AbstractString; greeting = "Hello", times::Int = 2)
    msg = "$greeting, $(uppercase(name))! \t(\$literal)\n"
    raw = raw"C:\path\to"
    tq = """
        multi-line
          string with $(length(name)) chars
        """
    c = 'x'
    return repeat(msg, times) * raw * tq * string(c)
end

function control(xs::Vector{Float64})::Float64
    total = 0.0
    for (i, x) in enumerate(xs)
        if x < 0
            continue
        elseif x > 1e6
            break
        else
            total += i * x / 2.5f0
        end
    end
    try
        total = sqrt(total)
    catch err
        @warn "failed" err
    finally
        total = max(total, 0.0)
    end
    let y = total, z = 0x1f
        total = y + z
    end
    total
end

macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end

const TABLE = Dict(:a => 1, :b => 2, :c => 3)
pairs_sum(d) = reduce(+, (v for (k, v) in d); init = 0)

function run_bench(n::Int = 10)
    c = Counter(0, "count")
    @twice c.n += 1
    p = Point(1.5, -2.25) + Point(0.5, 0.25)
    f = x -> 2x + 1
    g = map(1:n) do k
        f(k) % 7 == 0 ? k : -k
    end
    @assert length(g) == n "length mismatch"
    return (fib(15), collatz(27), norm2(p), matrix_demo(), pairs_sum(TABLE), g[end])
end

end # module
