# IdDict iterates in the slot order of Julia 1.7's object-id hash table (src/table.c):
# deterministic for Int64/Int32/UInt8/UInt64/Bool keys (hash of the bits xor the type's
# hash), Symbols, Strings and nothing
d = IdDict{Int,Int}()
for i in 1:10
    d[i] = i * i
end
println(collect(keys(d)))
display(d)
println()
for i in 11:40            # grows past 16 slots: rehashed in slot order
    d[i] = -i
end
println(collect(keys(d)))
for i in 1:2:40
    delete!(d, i)
end
println(length(d), " ", collect(keys(d)))
d[3] = 33                 # reuses a deleted slot
println(first(d), " ", d[3], " ", haskey(d, 5), " ", length(d))
println(IdDict(:a => 1, :b => 2, :c => 3, :xyz => 4))
println(IdDict("a" => 1, "b" => 2, "hello" => 3))
println(IdDict(true => "yes", 1 => "no", UInt8(1) => "byte", Int32(1) => "i32", nothing => "n"))
e = IdDict(i => string(i) for i in (100, 200, 300, 400))
println(e, " ", typeof(e))
empty!(e)
e[7] = "x"
println(e, " ", copy(e) == e)
