# `:` is Julia's Colon(): its type is Colon, it prints as Colon(), indexes as a whole
# dimension, and a failed call of it names (::Colon)
println(typeof(:), " ", typeof(:) === Colon, " ", Colon() === (:))
println(:)
show(:); println()
println(repr(:), " ", string(:), " ", Any[:, 1])
println([1, 2, 3][Colon()], " ", [1 2; 3 4][:, Colon()])
println((:)(2, 4), " ", (:)(1, 2, 5), " ", map(:, (1, 2), (3, 4)))
try
    (:)(1, "a")
catch e
    println(split(sprint(showerror, e), '\n')[1])
end
f(::Colon) = "whole"
f(x) = "part"
println(f(:), " ", f(1))
println(Colon <: Function, " ", (:) isa Function)
