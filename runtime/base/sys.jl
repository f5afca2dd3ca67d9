# sys.jl — Base.Sys: what Julia 1.7's base/sysinfo.jl tells about the machine jolt runs
# on (a 64-bit x86 Linux, as the runtime is built for): word size, kernel, architecture,
# CPU count, memory, uptime, the executable's directory, the OS predicates, `isexecutable`
# and `which`.
module Sys
using ..Base

const WORD_SIZE = 64
const KERNEL = :Linux
const ARCH = :x86_64
const MACHINE = "x86_64-linux-gnu"
const ENDIAN_BOM = 0x04030201
# set for each process by the runtime (rt_sys_init), as Julia's Sys.__init__ does
global CPU_THREADS = 1
global BINDIR = ""
# the standard libraries' directory ("@stdlib" in LOAD_PATH), set at each start by the driver
global STDLIB = ""
_set_stdlib(dir::String) = (global STDLIB = dir; nothing)

total_memory() = UInt64(ccall(:rt_sysinfo, Int64, (Int64,), 0))
free_memory() = UInt64(ccall(:rt_sysinfo, Int64, (Int64,), 1))
uptime() = Float64(ccall(:rt_sysinfo, Int64, (Int64,), 2))

isunix(os::Symbol) = os === :Linux || isbsd(os)
islinux(os::Symbol) = os === :Linux
isbsd(os::Symbol) = os === :FreeBSD || os === :OpenBSD || os === :NetBSD ||
                    os === :DragonFly || os === :Darwin || os === :Apple
isfreebsd(os::Symbol) = os === :FreeBSD
isopenbsd(os::Symbol) = os === :OpenBSD
isnetbsd(os::Symbol) = os === :NetBSD
isdragonfly(os::Symbol) = os === :DragonFly
iswindows(os::Symbol) = os === :Windows || os === :NT
isapple(os::Symbol) = os === :Apple || os === :Darwin
isjsvm(os::Symbol) = os === :Emscripten
isunix() = isunix(KERNEL)
islinux() = islinux(KERNEL)
isbsd() = isbsd(KERNEL)
isfreebsd() = isfreebsd(KERNEL)
isopenbsd() = isopenbsd(KERNEL)
isnetbsd() = isnetbsd(KERNEL)
isdragonfly() = isdragonfly(KERNEL)
iswindows() = iswindows(KERNEL)
isapple() = isapple(KERNEL)
isjsvm() = isjsvm(KERNEL)

# the path of an executable file named program, searched along PATH; nothing if none
function which(program::String)
    isempty(program) && return nothing
    if '/' in program
        p = abspath(program)
        return isfile(p) && isexecutable(p) ? p : nothing
    end
    for dir in split(get(ENV, "PATH", ""), ':')
        p = joinpath(isempty(dir) ? "." : String(dir), program)
        isfile(p) && isexecutable(p) && return abspath(p)
    end
    return nothing
end
# whether the current user may execute path (access(2) with X_OK)
isexecutable(path::String) = ccall(:access, Int32, (Cstring, Int32), path, 1) == 0
end

# whether the REPL is running (a script: false)
isinteractive() = ccall(:rt_is_interactive, Bool, ())
