# hexround.jl — integer <-> hex string round trips (issue 5): 1_000_000 values from a
# 64-bit LCG, each printed with string(x, base = 16) and read back with
# parse(Int64, s, base = 16). Checksum: the sum of the digits' lengths plus the values
# read back, wrapping. Best of 3.

function roundtrips(n::Int)
    x = 7
    acc = 0
    for i in 1:n
        x = x * 6364136223846793005 + 1442695040888963407
        v = x >>> 4
        s = string(v, base = 16)
        acc += length(s) + parse(Int64, s, base = 16)
    end
    return acc
end

function main()
    best = Inf
    acc = 0
    for rep in 1:3
        t0 = time_ns()
        acc = roundtrips(1_000_000)
        dt = (time_ns() - t0) / 1.0e6
        best = min(best, dt)
    end
    println("checksum=", acc)
    println("time_ms=", best)
end

main()
