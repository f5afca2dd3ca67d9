# A user macro whose expansion defines a struct (and methods) at top level; a function
# declared with no methods (`function f end`) and extended later.
macro mkstruct(name, field)
    esc(quote
        struct $name
            $field::Int
        end
        $name() = $name(0)
        describe(x::$name) = string($(QuoteNode(name)), " with ", x.$field)
    end)
end
@mkstruct Foo a
@mkstruct Bar b
println(Foo(), " ", Foo(2), " ", Bar(7))
println(describe(Foo(3)), "; ", describe(Bar()))
macro counter(name)
    quote
        mutable struct $(esc(name))
            n::Int
        end
        $(esc(:bump!))(c::$(esc(name))) = (c.n += 1; c)
    end
end
@counter Tally
t = Tally(0)
bump!(t); bump!(t)
println(t.n)
function area end
println(area)
area(r::Real) = pi * r^2
println(round(area(1.0), digits=4))
