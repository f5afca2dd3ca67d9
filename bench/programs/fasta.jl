# fasta.jl -- The Computer Language Benchmarks Game "fasta": write DNA sequences to stdout,
# one repeated and two drawn from a linear congruential generator through cumulative probability tables.
# usage: fasta N   (default 2500000)

const IM = 139968
const IA = 3877
const IC = 29573
const LINE = 60

const alu = string(
    "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG",
    "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA",
    "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT",
    "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA",
    "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG",
    "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC",
    "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA")

const iub = [('a', 0.27), ('c', 0.12), ('g', 0.12), ('t', 0.27),
             ('B', 0.02), ('D', 0.02), ('H', 0.02), ('K', 0.02),
             ('M', 0.02), ('N', 0.02), ('R', 0.02), ('S', 0.02),
             ('V', 0.02), ('W', 0.02), ('Y', 0.02)]

const homosapiens = [('a', 0.3029549426680), ('c', 0.1979883004921),
                     ('g', 0.1975473066391), ('t', 0.3015094502008)]

const last_random = Ref(42)

function gen_random(max::Float64)
    last_random[] = (last_random[] * IA + IC) % IM
    return max * last_random[] / IM
end

function repeat_fasta(io::IO, src::String, n::Int)
    s = codeunits(src)
    len = length(s)
    line = Vector{UInt8}(undef, LINE + 1)
    pos = 1
    todo = n
    while todo > 0
        m = min(todo, LINE)
        for i in 1:m
            line[i] = s[pos]
            pos = pos == len ? 1 : pos + 1
        end
        put_line(io, line, m)
        todo -= m
    end
end

# the line's m symbols and a newline, written at once
function put_line(io::IO, line::Vector{UInt8}, m::Int)
    line[m+1] = UInt8('\n')
    write(io, view(line, 1:m+1))
end

function random_fasta(io::IO, table::Vector{Tuple{Char,Float64}}, n::Int)
    symbols = [UInt8(c) for (c, _) in table]
    cumprob = cumsum([p for (_, p) in table])
    line = Vector{UInt8}(undef, LINE + 1)
    todo = n
    while todo > 0
        m = min(todo, LINE)
        for i in 1:m
            r = gen_random(1.0)
            c = symbols[end]
            for k in eachindex(cumprob)
                if r < cumprob[k]
                    c = symbols[k]
                    break
                end
            end
            line[i] = c
        end
        put_line(io, line, m)
        todo -= m
    end
end

function main(n::Int)
    io = IOBuffer()
    write(io, ">ONE Homo sapiens alu\n")
    repeat_fasta(io, alu, 2n)
    write(io, ">TWO IUB ambiguity codes\n")
    random_fasta(io, iub, 3n)
    write(io, ">THREE Homo sapiens frequency\n")
    random_fasta(io, homosapiens, 5n)
    write(stdout, take!(io))
end

main(isempty(ARGS) ? 2_500_000 : parse(Int, ARGS[1]))
