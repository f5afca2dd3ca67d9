# Core's field-less exceptions a program can throw itself, and their showerror texts.
for e in (InterruptException(), OutOfMemoryError(), ReadOnlyMemoryError())
    showerror(stdout, e)
    println()
end
try
    throw(InterruptException())
catch e
    println(e isa InterruptException, " ", e isa Exception)
end
println(InterruptException())
