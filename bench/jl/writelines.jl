# writelines.jl — 100_000 formatted lines to a file (issue 5): @printf with an integer,
# a float with 4 decimals and a string per line, written through an IOStream opened
# with open(f, path, "w"). Checksum: the file's size in bytes. Best of 5.
using Printf

function writelines(path::String, n::Int)
    open(path, "w") do io
        x = 0.5
        for i in 1:n
            x = x * 1.000123 + 0.25
            @printf(io, "%6d %12.4f %s\n", i, x, isodd(i) ? "odd" : "even")
        end
    end
    return filesize(path)
end

function main()
    path = tempname()
    best = Inf
    size = 0
    for rep in 1:5
        t0 = time_ns()
        size = writelines(path, 100_000)
        dt = (time_ns() - t0) / 1.0e6
        best = min(best, dt)
    end
    rm(path)
    println("checksum=", size)
    println("time_ms=", best)
end

main()
