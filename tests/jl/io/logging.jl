# The logging macros as Julia 1.7's default ConsoleLogger prints them on stderr: the box,
# the level, key = value pairs, the place for levels other than Info, maxlog, @debug off.
path = tempname()
function logs()
    @info "hello"
    x = 42
    @info "value" x
    @warn "careful" y = 1.5 s = "str"
    @error "bad thing"
    @debug "hidden"
    for i in 1:3
        @warn "once" maxlog = 1
    end
    @info "multi\nline"
    @info "arr" v = [1, 2, 3]
    @info "sum" x + 1
    @warn ArgumentError("an error value") e = DomainError(-1.0, "no roots")
end
module M
f() = @warn "in module"
end
open(path, "w") do io
    redirect_stderr(io) do
        logs()
        M.f()
    end
end
print(replace(read(path, String), (@__FILE__) => "FILE"))
rm(path)
