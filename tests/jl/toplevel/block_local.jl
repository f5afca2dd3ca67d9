# A top-level block whose statements share a `local` (as a macro's expansion does) runs
# as one piece: the local is seen by a later statement, a try's finally and the block's
# value, and stays out of Main.
begin
    local n = 5
    try
        println("body ", n)
    finally
        println("finally ", n)
    end
end
macro counted(body)
    quote
        local k = 0
        try
            k = $(esc(body))
        catch err
            println("caught ", err)
        finally
            println("k = ", k)
        end
        k + 1
    end
end
println(@counted 41)
println(@counted error("no"))
println(isdefined(Main, :n), isdefined(Main, :k))
