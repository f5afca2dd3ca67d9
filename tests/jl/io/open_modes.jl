# open modes, keyword flags, write byte counts, show(::IOStream)
io = open("m.txt", "w")
show(io); println()
println(isopen(io), " ", isreadable(io), " ", iswritable(io))
println(write(io, "héllo\n"))
println(write(io, 'é'), " ", write(io, 'x'), " ", write(io, 0x0a))
print(io, 1, " ", 2.5, " ", :sym, "\n")
close(io)
println(isopen(io))
close(io)  # closing twice is fine
print(read("m.txt", String))

open("m.txt", "a") do io
    write(io, "appended\n")
end
print(read("m.txt", String))

# "w" truncates
open("m.txt", "w") do io
    write(io, "new\n")
end
print(read("m.txt", String))

# "r+" overwrites in place, "w+" truncates and can read back
open("m.txt", "r+") do io
    write(io, "N")
end
print(read("m.txt", String))
s = open("m.txt", "w+") do io
    write(io, "abc\ndef\n")
    seekstart(io)
    readline(io)
end
println(s)

# "a+" starts at the end; reads after seekstart
open("m.txt", "a+") do io
    println(eof(io))
    write(io, "ghi\n")
    seekstart(io)
    print(read(io, String))
end

# keyword form
open("k.txt"; write = true) do io
    write(io, "kw\n")
end
println(readline("k.txt"))
open("k.txt"; append = true) do io
    write(io, "more\n")
end
println(readlines("k.txt"))
io = open("k.txt"; read = true)
println(isreadable(io), " ", iswritable(io))
close(io)
println(Base.open_flags(read = true, write = true))
println(open(io -> 42, "k.txt", "r"))
