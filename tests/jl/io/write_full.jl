# A write the device refuses raises IOError as libuv's write reports it, at the flush that
# reaches the device or at close (which closes the stream all the same); nothing is lost
# silently. (/dev/full: every write fails with ENOSPC.)
io = open("/dev/full", "w")
print(io, "abc")  # buffered: no error yet
try
    flush(io)
catch e
    println(e)
    showerror(stdout, e)
    println()
end
flush(io)         # the failed bytes were dropped: nothing left to fail
print(io, "def")
try
    close(io)
catch e
    println(e.code)
end
println(isopen(io))
# a write larger than the buffer goes straight to the device
io = open("/dev/full", "w")
try
    write(io, "x"^100000)
catch e
    println(e isa Base.IOError, " ", e.msg)
end
close(io)
