# strings.jl -- string building: `*`, string(...), interpolation, join, uppercase, repeat, lpad,
# and print to an IOBuffer; a length and a hash of the built text are printed at the end.
# usage: strings N   (lines; default 1000000)

function build(n::Int)
    io = IOBuffer()
    total = 0
    keys = String[]
    for i in 1:n
        a = "k" * string(i)
        b = string(a, ":", i % 7, ";", (i % 1000) / 4)
        c = "[$b|$(i * 3)|$(isodd(i))]"
        d = join((a, b, c), ",")
        print(io, d, '\n')
        total += sizeof(d)
        if i % 1000 == 0
            push!(keys, uppercase(a))
        end
    end
    return String(take!(io)), total, keys
end

function hash31(s::String)
    h = UInt32(0)
    for byte in codeunits(s)
        h = h * UInt32(31) + byte
    end
    return h
end

function main(n::Int)
    s, total, keys = build(n)
    println("lines: ", n, " bytes: ", sizeof(s), " total: ", total, " hash: ", hash31(s))
    println(join(keys[end-2:end], "+"))
    println(first(s, 40))
    println(repeat("ab", 3) * lpad(string(length(keys)), 10, '0'))
end

main(isempty(ARGS) ? 1_000_000 : parse(Int, ARGS[1]))
