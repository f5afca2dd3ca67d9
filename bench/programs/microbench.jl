# microbench.jl -- the shape of the Julia micro-benchmarks' perf.jl: a @timeit macro around fib,
# parseint, mandel (Complex), quicksort, pi_sum and printfd (@printf); times go to stderr in perf.jl's
# "julia,name,ms" form and the (deterministic) results to stdout.
# usage: microbench [SCALE]   (multiplies the trial counts; default 1)
using Printf

macro timeit(ex, name, trials)
    quote
        local best = Inf
        local result = nothing
        for _ in 1:$(esc(trials))
            local t0 = time_ns()
            result = $(esc(ex))
            best = min(best, (time_ns() - t0) / 1e6)
        end
        println(stderr, "julia,", $name, ",", best)
        result
    end
end

## a deterministic generator in place of rand()
mutable struct PCG
    state::UInt64
end
function nextu32!(g::PCG)
    g.state = g.state * 0x5851f42d4c957f2d + 0x14057b7ef767814f
    return (g.state >> 33) % UInt32
end
nextf!(g::PCG) = nextu32!(g) / 4294967296.0

## fib
fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)

## parseint
function parseintperf(t, g)
    local n, m
    for i = 1:t
        n = nextu32!(g)
        s = string(n, base = 16)
        m = parse(UInt32, s, base = 16)
        @assert m == n
    end
    return n
end

## mandel
function mandel(z)
    c = z
    maxiter = 80
    for n = 1:maxiter
        if abs(z) > 2
            return n - 1
        end
        z = z^2 + c
    end
    return maxiter
end

mandelperf() = [mandel(complex(r, i)) for i = -1.0:0.1:1.0, r = -2.0:0.1:0.5]

## quicksort
function qsort!(a, lo, hi)
    i, j = lo, hi
    while i < hi
        pivot = a[(lo + hi) >>> 1]
        while i <= j
            while a[i] < pivot; i += 1; end
            while a[j] > pivot; j -= 1; end
            if i <= j
                a[i], a[j] = a[j], a[i]
                i, j = i + 1, j - 1
            end
        end
        if lo < j; qsort!(a, lo, j); end
        lo, j = i, hi
    end
    return a
end

function sortperf(n, g)
    v = [nextf!(g) for _ in 1:n]
    return qsort!(v, 1, n)
end

## pi_sum
function pisum()
    sum = 0.0
    for j = 1:500
        sum = 0.0
        for k = 1:10000
            sum += 1.0 / (k * k)
        end
    end
    sum
end

## printfd
function printfd(n)
    io = IOBuffer()
    for i = 1:n
        @printf(io, "%d %d\n", i, i + 1)
    end
    return length(take!(io))
end

function main(scale::Int)
    g = PCG(42)
    f = @timeit fib(25) "fib" 200scale
    @assert f == 75025
    println("fib(25) = ", f)

    n = @timeit parseintperf(1000, g) "parse_integers" 1000scale
    println("parse_integers: last ", n)

    m = @timeit sum(mandelperf()) "userfunc_mandelbrot" 1000scale
    @assert m == 14791
    println("mandelbrot: ", m)

    v = @timeit sortperf(5000, g) "recursion_quicksort" 200scale
    @assert issorted(v)
    @printf("quicksort: %.9f %.9f %.9f\n", v[1], v[2500], v[end])

    p = @timeit pisum() "iteration_pi_sum" 5scale
    @assert abs(p - 1.644834071848065) < 1e-12
    @printf("pi_sum: %.12f\n", p)

    b = @timeit printfd(100000) "print_to_file" 10scale
    println("printfd: ", b, " bytes")
end

main(isempty(ARGS) ? 1 : parse(Int, ARGS[1]))
