# Iterators.Stateful: popfirst!, peek, resuming after a break, take then the rest
it = Iterators.Stateful([1, 2, 3, 4]); println(popfirst!(it), " ", peek(it), " ", first(it), " ", collect(it), " ", isempty(it))
s = Iterators.Stateful("abc"); for c in s; print(c); c == 'a' && break; end; println(" ", collect(s))
t = Iterators.Stateful(1:5); println(collect(Iterators.take(t, 2)), " ", collect(t))
