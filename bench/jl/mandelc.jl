# mandelc.jl — Mandelbrot with Complex{Float64} and a 2-D comprehension (issue 5).
# A 600 x 400 grid over Re [-2, 1), Im [-1.2, 1.2); at most 100 iterations; |z|^2 > 4
# escapes. Checksum: the sum of all escape counts. Best of 5.

function escape(c::Complex{Float64}, maxiter::Int)
    z = c
    for n in 1:maxiter
        if abs2(z) > 4.0
            return n - 1
        end
        z = z * z + c
    end
    return maxiter
end

function grid(w::Int, h::Int, maxiter::Int)
    return [escape(complex(-2.0 + 3.0 * (x - 1) / w, -1.2 + 2.4 * (y - 1) / h), maxiter)
            for y in 1:h, x in 1:w]
end

function main()
    best = Inf
    total = 0
    for rep in 1:5
        t0 = time_ns()
        g = grid(600, 400, 100)
        dt = (time_ns() - t0) / 1.0e6
        best = min(best, dt)
        total = sum(g)
    end
    println("checksum=", total)
    println("time_ms=", best)
end

main()
