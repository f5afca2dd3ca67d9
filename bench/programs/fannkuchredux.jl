# fannkuchredux.jl -- The Computer Language Benchmarks Game "fannkuch-redux":
# permutations and prefix reversals of small Int arrays (integer loops, array indexing, no allocation).
# usage: fannkuchredux N   (default 10)

function fannkuch(n::Int)
    perm1 = collect(0:n-1)
    perm = zeros(Int, n)
    count = zeros(Int, n)
    maxflips = 0
    checksum = 0
    permcount = 0
    r = n
    while true
        while r != 1
            count[r] = r
            r -= 1
        end
        copyto!(perm, perm1)
        flips = 0
        k = perm[1]
        while k != 0
            # reverse perm[1:k+1]
            i, j = 1, k + 1
            while i < j
                perm[i], perm[j] = perm[j], perm[i]
                i += 1
                j -= 1
            end
            flips += 1
            k = perm[1]
        end
        maxflips = max(maxflips, flips)
        checksum += iseven(permcount) ? flips : -flips
        # next permutation
        while true
            r == n && return checksum, maxflips
            p0 = perm1[1]
            for i in 1:r
                perm1[i] = perm1[i+1]
            end
            perm1[r+1] = p0
            count[r+1] -= 1
            count[r+1] > 0 && break
            r += 1
        end
        permcount += 1
    end
end

function main(n::Int)
    checksum, maxflips = fannkuch(n)
    println(checksum)
    println("Pfannkuchen(", n, ") = ", maxflips)
end

main(isempty(ARGS) ? 10 : parse(Int, ARGS[1]))
