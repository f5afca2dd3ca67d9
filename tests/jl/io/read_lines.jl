# readline / readlines / eachline / readuntil, with and without keep
write("l.txt", "one\ntwo\r\n\nfour")
io = open("l.txt")
println(repr(readline(io)))
println(repr(readline(io; keep = true)))
println(repr(readline(io)))
println(eof(io))
println(repr(readline(io)))
println(eof(io))
println(repr(readline(io)))
close(io)

println(readlines("l.txt"))
println(readlines("l.txt"; keep = true))
open("l.txt") do io
    println(readlines(io))
    println(readlines(io))
end

for (i, line) in enumerate(eachline("l.txt"))
    println(i, ": ", line)
end
println(collect(eachline("l.txt"; keep = true)))
open("l.txt") do io
    readline(io)
    for l in eachline(io)
        println("rest ", repr(l))
    end
    println(eof(io))
end

n = 0
for l in eachline("l.txt")
    global n += length(l)
end
println(n)

write("u.txt", "key=value;next=2;end")
open("u.txt") do io
    println(readuntil(io, '='))
    println(readuntil(io, ";"; keep = true))
    println(readuntil(io, "=2;"))
    println(readuntil(io, 'x'))
    println(repr(readuntil(io, 'x')))
end
println(readuntil("u.txt", "next"))
open("u.txt") do io
    println(readuntil(io, 0x3d))
end
println(read("u.txt", String) == "key=value;next=2;end")
