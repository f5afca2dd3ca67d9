# A project named JuliaProject.toml with a JuliaManifest.toml in the format before 2.0
pushfirst!(LOAD_PATH, @__DIR__)
using Dep
println(Dep.name(), " ", basename(Base.load_path()[1]), " ", isnothing(pathof(Dep)))
