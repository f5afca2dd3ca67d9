# foreach over one or several iterables, Tuple(itr), and iteration helpers
foreach(println, 1:2)
foreach((a, b) -> print(a + b, " "), [1, 2], [10, 20]); println()
foreach(x -> print(x, ";"), "ab"); println()
println(Tuple(1:3), " ", Tuple([1, "a"]), " ", Tuple("ab"), " ", Tuple((1, 2)))
println(collect(Iterators.accumulate(+, 1:4)), " ", only([5]), " ", collect(Iterators.rest(1:5, 3)))
println(collect(pairs((a = 1, b = 2))), " ", map(x -> x^2, (1, 2, 3)), " ", ntuple(i -> i^2, 3))
