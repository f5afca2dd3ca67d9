# writes are buffered until flush or close; another stream on the file then sees them
a = open("f.txt", "w")
print(a, "first")
println(repr(read("f.txt", String)))
flush(a)
println(repr(read("f.txt", String)))
write(a, " second")
close(a)
println(repr(read("f.txt", String)))
