# fib.jl — call overhead: doubly recursive Fibonacci, fib(30) == 832040.
# Protocol shared by every bench program: print "checksum=<value>" and then
# "time_ms=<best in-process kernel time over 5 runs, in ms>".

function fib(n::Int)
    if n < 2
        return n
    end
    return fib(n - 1) + fib(n - 2)
end

function main()
    best = Inf
    result = 0
    for rep in 1:5
        t0 = time_ns()
        result = fib(30)
        dt = (time_ns() - t0) / 1.0e6
        if dt < best
            best = dt
        end
    end
    if result != 832040
        error("fib(30) returned a wrong value")
    end
    println("checksum=", result)
    println("time_ms=", best)
end

main()
