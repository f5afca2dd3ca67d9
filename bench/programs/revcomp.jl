# revcomp.jl -- The Computer Language Benchmarks Game "reverse-complement": read FASTA from
# stdin line by line (eachline), and write each sequence's reverse complement in lines of 60.
# usage: revcomp < fasta-output

const COMPLEMENT = let t = collect(UInt8(0):UInt8(255))
    for (a, b) in zip("ACBDGHKMNSRUTWVYacbdghkmnsrutwvy", "TGVHCDMKNSYAAWBRTGVHCDMKNSYAAWBR")
        t[UInt8(a)+1] = UInt8(b)
    end
    t
end

function flush_sequence(out::IO, seq::Vector{UInt8})
    n = length(seq)
    line = Vector{UInt8}(undef, 61)
    i = n
    while i > 0
        m = min(60, i)
        for k in 1:m
            line[k] = COMPLEMENT[seq[i-k+1]+1]
        end
        line[m+1] = UInt8('\n')
        write(out, m == 60 ? line : line[1:m+1])
        i -= m
    end
    empty!(seq)
end

function main(input::IO, out::IO)
    seq = UInt8[]
    for line in eachline(input)
        if startswith(line, '>')
            flush_sequence(out, seq)
            println(out, line)
        else
            append!(seq, codeunits(line))
        end
    end
    flush_sequence(out, seq)
end

main(stdin, stdout)
