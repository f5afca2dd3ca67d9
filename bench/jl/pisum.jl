# pisum.jl — a floating-point loop: sum of 1/k^2 for k = 1..10000, recomputed 500 times.
# The sum tends to pi^2/6; the exact Float64 printed is 1.6448340718480652.
# Protocol: "checksum=<value>" then "time_ms=<best of 5 kernel runs, ms>".

function pisum()
    s = 0.0
    for j in 1:500
        s = 0.0
        for k in 1:10000
            s += 1.0 / (k * k)
        end
    end
    return s
end

function main()
    best = Inf
    s = 0.0
    for rep in 1:5
        t0 = time_ns()
        s = pisum()
        dt = (time_ns() - t0) / 1.0e6
        if dt < best
            best = dt
        end
    end
    if abs(s - 1.644834071848065) > 1.0e-12
        error("pisum returned a wrong value")
    end
    println("checksum=", s)
    println("time_ms=", best)
end

main()
