# dyncall.jl — dynamic dispatch: 10^7 calls whose argument's type is known only at run
# time (elements of a Vector{Any}), each to one of four methods; the result is asserted to
# be an Int64, so the sum stays unboxed. The kernel time over 10^7 is ns per call / 100.
# Protocol: "checksum=<value>" then "time_ms=<best of 5 kernel runs, ms>".

weight(x::Int64) = x
weight(x::Float64) = 2
weight(x::String) = 3
weight(x::Char) = 4

function kernel(v::Vector{Any}, n::Int64)
    s = 0
    for i in 1:n
        s += weight(v[(i & 3) + 1])::Int64
    end
    return s
end

function main()
    v = Any[1, 2.5, "three", 'c']
    best = Inf
    s = 0
    for rep in 1:5
        t0 = time_ns()
        s = kernel(v, 10000000)
        dt = (time_ns() - t0) / 1.0e6
        if dt < best
            best = dt
        end
    end
    println("checksum=", s)
    println("time_ms=", best)
end

main()
