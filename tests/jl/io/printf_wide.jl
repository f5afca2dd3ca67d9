using Printf
@printf("%d|%i|%u\n", typemax(Int128), typemin(Int128), typemax(UInt64))
@printf("%x|%X|%o|%#x|%#o\n", typemax(UInt64), typemax(UInt128), typemax(UInt64), UInt128(1) << 100, typemax(UInt64))
@printf("%45d|%-45d|%045d|%+d|% d\n", typemax(Int128), typemin(Int128), -big(10)^30, big(10)^25, big(10)^25)
@printf("%.30d|%#020x|%x\n", big(10)^20, typemax(UInt64), -Int128(2)^70)
println(@sprintf("%d %5d %x", typemax(UInt64), Int128(7), UInt128(255)))
@printf("%c|%3c|%-3c|%c\n", 0x41, 'é', 'x', "hello")
println(@sprintf("%c", 97))
