# path names: joinpath, splitdir, dirname, basename, splitext, isabspath, normpath, abspath
println(joinpath("a", "b", "c.txt"))
println(joinpath("a/", "b"))
println(joinpath("a", "/abs", "x"))
println(joinpath("", "b"))
for p in ["a/b/c.txt", "/a", "a", "/", "a//b", "a/b/", "", "/a/b.tar.gz", ".bashrc", "a/.hidden", "..", "x.", "dir.d/file"]
    println(repr(p), " => ", repr(splitdir(p)), " ", repr(dirname(p)), " ", repr(basename(p)), " ", repr(splitext(p)))
end
println(isabspath("/x"), " ", isabspath("x"), " ", isabspath(""))
println(isdirpath("a/"), " ", isdirpath("a/."), " ", isdirpath(".."), " ", isdirpath("a"))
println(normpath("/a/b/../c/./d"))
println(normpath("a/../../b"))
println(normpath("a/b/.."))
println(normpath("/../x/"))
println(normpath("a/./"))
println(normpath("."))
println(normpath("a", "..", "b"))
println(abspath("x/y") == joinpath(pwd(), "x/y"))
println(abspath("/p/q/../r"))
