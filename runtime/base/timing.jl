# timing.jl — what @time prints (the macro is expanded in frontend/lower_macro.c).
# As Julia 1.7's time_print: the seconds with 6 decimals, right-aligned in 10 columns,
# then " seconds". jolt does not count allocations, so the parenthesised allocation and
# gc/compilation report is never printed.

# wall-clock seconds since the epoch, as a Float64
time() = ccall(:rt_time_now, Float64, ())

function time_print(elapsedtime)
    secs = Float64(elapsedtime % Int64) / 1e9
    timestr = _pf_num(".6", 'f', 0, secs)
    n = 10 - ncodeunits(timestr)
    while n > 0
        print(' ')
        n -= 1
    end
    println(timestr, " seconds")
    return nothing
end

# @assert throws AssertionError (Julia's type lives in Base; its showerror text is in
# runtime/excmsg.c so uncaught reports print `AssertionError: x == 5`)
struct AssertionError <: Exception
    msg::AbstractString
end
AssertionError() = AssertionError("")
showerror(io::IO, e::AssertionError) = print(io, "AssertionError: ", e.msg)
