# mandelbrot.jl -- The Computer Language Benchmarks Game "mandelbrot": an N x N bitmap
# of the Mandelbrot set written to stdout as a binary PBM (Float64 loops, bit packing into a UInt8 matrix).
# usage: mandelbrot N   (N a multiple of 8; default 4000)

function mandel!(M::Matrix{UInt8}, n::Int)
    for y in 0:n-1
        ci = 2.0 * y / n - 1.0
        for xb in 0:div(n, 8)-1
            byte = 0x00
            for bit in 0:7
                cr = 2.0 * (8 * xb + bit) / n - 1.5
                zr = zi = tr = ti = 0.0
                inside = true
                for _ in 1:50
                    zi = 2.0 * zr * zi + ci
                    zr = tr - ti + cr
                    tr = zr * zr
                    ti = zi * zi
                    if tr + ti > 4.0
                        inside = false
                        break
                    end
                end
                if inside
                    byte |= 0x80 >> bit
                end
            end
            M[xb+1, y+1] = byte
        end
    end
    return M
end

function main(n::Int)
    M = zeros(UInt8, div(n, 8), n)
    mandel!(M, n)
    write(stdout, "P4\n$n $n\n")
    write(stdout, M)
end

main(isempty(ARGS) ? 4000 : parse(Int, ARGS[1]))
