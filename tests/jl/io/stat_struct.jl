# stat / lstat give Julia 1.7's StatStruct (zeros for a missing path); filesize, mtime,
# isfile, isdir, ispath take one
write("f.txt", "hello\n")
chmod("f.txt", 0o644)
st = stat("f.txt")
println(st.size, " ", filesize(st), " ", isfile(st), " ", isdir(st), " ", ispath(st))
println(st)
println(typeof(st.mtime), " ", st.mtime > 1.0e9, " ", mtime(st) == mtime("f.txt"), " ", ctime(st) > 0)
println(stat("missing.txt"), " ", ispath(stat("missing.txt")))
println(isfile(stat(".")), " ", isdir(stat(".")), " ", stat(".").nlink >= 2)
println(fieldnames(typeof(st)))
println(lstat("f.txt").size, " ", islink(lstat("f.txt")))
# chmod sets the permission bits (and says which path failed)
println(chmod("f.txt", 0o600), " ", string(filemode("f.txt") & 0o777, base = 8))
try
    chmod("missing.txt", 0o644)
catch e
    showerror(stdout, e); println()
end
