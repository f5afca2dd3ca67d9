# isfile/isdir/ispath, mkdir/mkpath, readdir, rm (force, recursive), cd, pwd, touch, cp, mv
println(isfile("fs_ops.jl"), " ", isdir("fs_ops.jl"), " ", ispath("fs_ops.jl"))
println(isdir("."), " ", isfile("."), " ", ispath("missing"), " ", filesize("missing"))
println(mkdir("d"))
println(isdir("d"))
println(mkpath("d/e/f"))
println(mkpath("d/e/f"))
println(isdir("d/e/f"))
write("d/b.txt", "bb")
write("d/a.txt", "a")
println(readdir("d"))
println(readdir("d"; join = true))
println(filesize("d/b.txt"))
println(touch("d/t.txt"), " ", filesize("d/t.txt"))
println(readdir("d"))

here = pwd()
cd("d")
println(basename(pwd()) == "d", " ", readdir())
cd("..")
println(pwd() == here)
r = cd("d/e") do
    isdir("f")
end
println(r, " ", pwd() == here)
try
    cd("d") do
        error("inside")
    end
catch e
    println(e.msg, " ", pwd() == here)
end

println(cp("d/b.txt", "c.txt"), " ", read("c.txt", String))
println(mv("c.txt", "m.txt"), " ", isfile("c.txt"), " ", read("m.txt", String))
println(cp("d", "d2"))
println(readdir("d2"), " ", readdir("d2/e"))
println(mv("m.txt", "d/b.txt"; force = true), " ", read("d/b.txt", String))

rm("d/a.txt")
println(isfile("d/a.txt"))
rm("d/a.txt"; force = true)
rm("d"; recursive = true)
rm("d2"; recursive = true)
println(ispath("d"), " ", ispath("d2"))
println("fs_ops.jl" in readdir(), " ", "d" in readdir())

t = tempname()
println(dirname(t) == tempdir(), " ", startswith(basename(t), "jl_"), " ", length(basename(t)), " ", ispath(t))
write(t, "tmp")
println(read(t, String))
rm(t)
td = mktempdir()
println(isdir(td), " ", startswith(basename(td), "jl_"))
rm(td)
println(isdir(td))
