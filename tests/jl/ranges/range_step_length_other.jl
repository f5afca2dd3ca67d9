# range(start; step, length) of a type that is not a number: a StepRange when the type is
# ordered and its arithmetic wraps (Base.OrderStyle, Base.ArithmeticStyle), else a StepRangeLen
r = range('a', step = 2, length = 4)
println(r, " ", typeof(r), " ", collect(r))
println(isempty(range('x', step = 1, length = 0)))
struct Tick
    n::Int
end
Base.:+(a::Tick, b::Int) = Tick(a.n + b)
t = range(Tick(1), step = 3, length = 3)
println(typeof(t) <: StepRangeLen, " ", length(t))
Base.OrderStyle(::Type{Tick}) = Base.Ordered()
Base.ArithmeticStyle(::Type{Tick}) = Base.ArithmeticWraps()
Base.isless(a::Tick, b::Tick) = a.n < b.n
Base.:-(a::Tick, b::Int) = Tick(a.n - b)
t = range(Tick(1), step = 3, length = 3)
println(typeof(t), " ", t.start, " ", t.stop)
println(Base.OrderStyle(1.5) === Base.Ordered(), " ", Base.ArithmeticStyle(1.5) === Base.ArithmeticRounds(), " ", Base.ArithmeticStyle(Int8) === Base.ArithmeticWraps(), " ", Base.OrderStyle("s") === Base.Unordered())
