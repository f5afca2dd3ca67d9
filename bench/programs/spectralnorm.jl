# spectralnorm.jl -- The Computer Language Benchmarks Game "spectral-norm":
# power method on the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2 + i + 1), Float64 loops over Vectors.
# usage: spectralnorm N   (default 3000)
using Printf

A(i::Int, j::Int) = 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)

function mul_Av!(Av::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    for i in 1:n
        s = 0.0
        for j in 1:n
            s += A(i - 1, j - 1) * v[j]
        end
        Av[i] = s
    end
    return Av
end

function mul_Atv!(Atv::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    for i in 1:n
        s = 0.0
        for j in 1:n
            s += A(j - 1, i - 1) * v[j]
        end
        Atv[i] = s
    end
    return Atv
end

function mul_AtAv!(out::Vector{Float64}, v::Vector{Float64}, tmp::Vector{Float64})
    mul_Av!(tmp, v)
    mul_Atv!(out, tmp)
end

function main(n::Int)
    u = ones(n)
    v = zeros(n)
    tmp = zeros(n)
    for _ in 1:10
        mul_AtAv!(v, u, tmp)
        mul_AtAv!(u, v, tmp)
    end
    vBv = 0.0
    vv = 0.0
    for i in 1:n
        vBv += u[i] * v[i]
        vv += v[i] * v[i]
    end
    @printf("%.9f\n", sqrt(vBv / vv))
end

main(isempty(ARGS) ? 3000 : parse(Int, ARGS[1]))
