# Set(itr) hints its table as Julia 1.7's union! does: for an iterator with a length (a
# generator over a range, a string's characters), not for a filtered generator, whose
# table grows as it fills; the table size decides the iteration order
s1 = Set(x for x in 1:40 if iseven(x))
println(length(s1.dict.slots))
println(s1)
s2 = Set("abcdefghijklabcdefghijkl")
println(length(s2.dict.slots))
println(s2)
s3 = Set(x^2 for x in 1:20)
println(length(s3.dict.slots))
s4 = Set("some string")
println(length(s4.dict.slots))
println(s4)
