# include inside a top-level if/try/begin in a compiled executable too: a file that cannot
# be opened is a SystemError when the include is reached, and only then.
if false
    include("no_such_part.jl")
end
println("skipped")
try
    include("no_such_part.jl")
    println("not reached")
catch e
    println(typeof(e), " ", e.errnum)
end
begin
    ok = try
        include("./also_missing.jl")
        true
    catch e
        e isa SystemError
    end
    println(ok)
end
for i in 1:2
    try
        include("no_such_part.jl")
    catch e
        println(i, " ", typeof(e))
    end
end
