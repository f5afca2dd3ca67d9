# Packages found in a directory of LOAD_PATH (Foo/src/Foo.jl, Bar.jl, Baz.jl/src/Baz.jl):
# each loads once, as a root module, and runs its __init__ after its body.
pushfirst!(LOAD_PATH, @__DIR__)
using Foo
println(foo())
import Bar
println(Bar.bar(2))
using Baz: baz as qux
println(qux())
println(Foo, " ", parentmodule(Foo) === Foo, " ", fullname(Foo), " ", nameof(Bar))
println(basename(pathof(Foo)), " ", basename(pkgdir(Foo)), " ", pathof(Main) === nothing)
using Foo, Bar
println(Foo.inits[])
println(Foo.T(1), " ", typeof(Foo.T(1)))
println(Base.find_package("Baz") == joinpath(@__DIR__, "Baz.jl", "src", "Baz.jl"))
println(Base.find_package("Nope"))
println(isdefined(Main, :Baz), " ", isdefined(Main, :Bar))
