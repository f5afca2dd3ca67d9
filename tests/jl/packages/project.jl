# An explicit environment: a Project.toml (its own name, its [deps]) and the Manifest.toml
# beside it (format 2.0: a developed package's path; a standard library without one).
pushfirst!(LOAD_PATH, @__DIR__)
println(Base.load_path()[1] == joinpath(@__DIR__, "Project.toml"))
using App
println(App.greet())
import Old
println(relpath(Old.loaded_from, @__DIR__))
using Random
println(Random)
println(Base.find_package("Dep") == joinpath(@__DIR__, "dev", "Dep", "src", "Dep.jl"))
println(Base.find_package("Missing"))
