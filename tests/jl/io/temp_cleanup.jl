# mktemp/mktempdir with cleanup (the default) remove their path when the process exits;
# atexit hooks run most recent first, so this check, registered first, runs last
paths = String[]
atexit() do
    println("after cleanup: ", map(ispath, paths))
    rm(paths[3])
end
p, io = mktemp()
write(io, "x")
close(io)
push!(paths, p)
d = mktempdir()
touch(joinpath(d, "f"))
push!(paths, d)
q, io2 = mktemp(cleanup = false)
close(io2)
push!(paths, q)
println(map(ispath, paths), " ", startswith(basename(p), "jl_"), " ", dirname(p) == tempdir())
println(filemode(p) & 0o777 == 0o600)
