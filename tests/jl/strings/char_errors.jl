b = "ab\xe2\x82"
c = b[3]
println(repr(c), " ", isvalid(c))
try codepoint(c) catch e; println(typeof(e)); showerror(stdout, e); println() end
try Int(c) catch e; showerror(stdout, e); println() end
try Char(-1) catch e; showerror(stdout, e); println() end
try Char(0x300000) catch e; println(e) end
try Char(5_000_000_000) catch e; showerror(stdout, e); println() end
println(repr(Char(0x1fffff)), " ", Char(0x41), " ", Char(233))
