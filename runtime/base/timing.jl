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

# @timed ex: the value and the seconds it took, in Julia 1.7's named tuple. jolt does not
# count allocations or collector time, so bytes, gctime and gcstats are zeros.
struct GC_Diff
    allocd::Int64       # bytes allocated
    malloc::Int64       # calls to malloc
    realloc::Int64      # calls to realloc
    poolalloc::Int64    # small-object allocations
    bigalloc::Int64     # large-object allocations
    freecall::Int64     # calls to free
    total_time::Int64   # nanoseconds collecting
    pause::Int64        # collections
    full_sweep::Int64   # full collections
end

macro timed(ex)
    quote
        local t0 = time_ns()
        local val = $(esc(ex))
        local t1 = time_ns()
        (value = val, time = (t1 - t0) / 1e9, bytes = 0, gctime = 0.0,
         gcstats = GC_Diff(0, 0, 0, 0, 0, 0, 0, 0, 0))
    end
end

# 1.7's byte counts for people: "1 byte", "100 bytes", "1.500 KiB", "2.000 MiB"
function format_bytes(bytes)
    units = ("byte", "KiB", "MiB", "GiB", "TiB", "PiB")
    if bytes == 0 || bytes == 1
        return string(Int(bytes), " byte", bytes == 1 ? "" : "s")
    end
    unit = min(length(units), ceil(Int, log(bytes) / log(1024)))
    number = bytes / 1024^(unit - 1)
    unit == 1 && return string(Int(number), " ", units[1], "s")
    return string(_pf_num(".3", 'f', 0, Float64(number)), " ", units[unit])
end

# @assert throws AssertionError (Julia's type lives in Base; its showerror text is in
# runtime/excmsg.c so uncaught reports print `AssertionError: x == 5`)
struct AssertionError <: Exception
    msg::AbstractString
end
AssertionError() = AssertionError("")
showerror(io::IO, e::AssertionError) = print(io, "AssertionError: ", e.msg)
