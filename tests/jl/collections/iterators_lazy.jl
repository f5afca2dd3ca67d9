# Base.Iterators: take, drop, takewhile, dropwhile, cycle, countfrom, repeated, partition,
# rest, peel, reverse, only; collect / eltype / length; their show forms
using Base.Iterators: take, drop, takewhile, dropwhile, cycle, countfrom, repeated, partition, rest, peel
t = take(1:10, 3)
println(t)
println(collect(t), " ", length(t), " ", eltype(t))
println(collect(take(1:10, 0)), " ", collect(take([1.5, 2.5], 5)), " ", length(take([1.5, 2.5], 5)))
println(take(take(1:10, 5), 2))
println(collect(take("abc", 2)))
d = drop([1, 2, 3, 4], 2)
println(d, " ", collect(d), " ", length(d), " ", length(drop(1:3, 5)))
println(collect(drop(1:3, 5)), " ", drop(drop(1:10, 2), 3), " ", drop(take(1:10, 5), 2))
println(collect(takewhile(<(3), 1:10)), " ", collect(takewhile(isodd, [1, 3, 4, 5])))
println(takewhile(isodd, [1, 3]))
println(collect(dropwhile(isodd, [1, 3, 4, 5])), " ", collect(dropwhile(isodd, [1, 3])))
println(dropwhile(iseven, 1:2))
println(collect(take(cycle([1, 2]), 5)), " ", cycle(1:2))
println(collect(take(cycle("ab"), 3)))
println(collect(take(countfrom(5, 2), 3)), " ", collect(take(countfrom(), 2)), " ", collect(take(countfrom(1.5), 2)))
println(countfrom(), " ", countfrom(2, 3))
println(collect(repeated("a", 3)), " ", repeated(7), " ", repeated(7, 2))
println(collect(take(repeated([1]), 2)))
println(collect(partition(1:7, 3)))
println(collect(partition("abcde", 2)))
for p in partition([1, 2, 3, 4, 5], 2)
    print(p, ";")
end
println()
println(partition(1:4, 2), " ", length(partition(1:7, 3)))
a, r = peel([10, 20, 30])
println(a, " ", collect(r), " ", r)
println(peel(Int[]) === nothing)
println(collect(rest(1:5, 3)), " ", collect(rest([4, 5, 6], 2)))
println(collect(Iterators.reverse([1, 2, 3])), " ", collect(Iterators.reverse("abc")), " ", Iterators.reverse(1:3), " ", Iterators.reverse([1, 2]))
println(only([3]), " ", only((1,)), " ", only('a'), " ", only((a = 5,)), " ", only(Ref(2)))
for bad in ([], [1, 2], (1, 2), (a = 1, b = 2))
    try
        only(bad)
    catch e
        println(sprint(showerror, e))
    end
end
try
    take(1:3, -1)
catch e
    println(sprint(showerror, e))
end
try
    drop(1:3, -1)
catch e
    println(sprint(showerror, e))
end
try
    partition(1:3, 0)
catch e
    println(sprint(showerror, e))
end
println(enumerate(1:3), " ", zip(1:2, [3, 4]))
println(sum(take(countfrom(1), 4)), " ", [x^2 for x in take(1:10, 3)], " ", first(drop(1:10, 4)))
println(typeof(enumerate(1:2)), " ", typeof(zip(1:2, 3:4)))
println(Base.IteratorSize(Iterators.take(1:3,2)), " ", Base.IteratorSize(Iterators.cycle(1:2)), " ", Base.IteratorSize(Iterators.takewhile(isodd, 1:2)), " ", Base.IteratorEltype(1:2))
