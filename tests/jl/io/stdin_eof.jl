# stdin is empty (/dev/null): readline gives "", readlines nothing, eof is true
println(repr(readline()))
println(eof(stdin))
println(readlines())
println(collect(eachline()))
println(repr(readline(stdin; keep = true)))
