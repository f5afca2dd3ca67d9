# sortf.jl — Base's sort! on 1_000_000 Float64 values (issue 5's quicksort benchmark).
# Data: a 64-bit LCG (Knuth MMIX constants, wrapping Int64), top 53 bits as a Float64 in
# [0, 1). Only the sort is timed (best of 3). Checksum: ascending order verified, then
# floor(a[i] * 1e6) folded into a rolling hash modulo 1_000_000_007.

function fill_lcg!(a::Vector{Float64}, seed::Int)
    x = seed
    for i in 1:length(a)
        x = x * 6364136223846793005 + 1442695040888963407
        a[i] = (x >>> 11) * 1.1102230246251565e-16
    end
    return a
end

function sorted_hash(a::Vector{Float64})
    h = 0
    for i in 1:length(a)
        if i > 1 && a[i - 1] > a[i]
            error("array is not sorted")
        end
        h = (h * 31 + floor(Int, a[i] * 1.0e6)) % 1000000007
    end
    return h
end

function main()
    a = Vector{Float64}(undef, 1_000_000)
    best = Inf
    h = 0
    for rep in 1:3
        fill_lcg!(a, 12345)
        t0 = time_ns()
        sort!(a)
        dt = (time_ns() - t0) / 1.0e6
        best = min(best, dt)
        h = sorted_hash(a)
    end
    println("checksum=", h)
    println("time_ms=", best)
end

main()
