# knucleotide.jl -- The Computer Language Benchmarks Game "k-nucleotide": read the ">THREE"
# sequence of a FASTA file from stdin, count every k-mer with a Dict{String,Int}, print frequencies and counts.
# usage: knucleotide < fasta-output
using Printf

function read_three(input::IO)
    buf = IOBuffer()
    inside = false
    for line in eachline(input)
        if startswith(line, '>')
            inside = startswith(line, ">THREE")
        elseif inside
            print(buf, uppercase(line))
        end
    end
    return String(take!(buf))
end

function count_kmers(seq::String, k::Int)
    counts = Dict{String,Int}()
    for i in 1:length(seq)-k+1
        key = seq[i:i+k-1]
        counts[key] = get(counts, key, 0) + 1
    end
    return counts
end

function print_frequencies(seq::String, k::Int)
    counts = count_kmers(seq, k)
    total = sum(values(counts))
    for (key, n) in sort(collect(counts), by = kv -> (-kv[2], kv[1]))
        @printf("%s %.3f\n", key, 100 * n / total)
    end
    println()
end

function main()
    seq = read_three(stdin)
    print_frequencies(seq, 1)
    print_frequencies(seq, 2)
    for s in ["GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"]
        counts = count_kmers(seq, length(s))
        println(get(counts, s, 0), "\t", s)
    end
end

main()
