# exceptions.jl — constructors of the builtin exception types (Core's, created by the
# runtime in types.c), rethrow, and show for exceptions.
# rt_exc_new(T, fields) builds T from a tuple of field values (runtime/except.c).

ErrorException(msg::AbstractString) = ccall(:rt_exc_new, Any, (Any, Any), ErrorException, (msg,))::ErrorException
ArgumentError(msg::AbstractString) = ccall(:rt_exc_new, Any, (Any, Any), ArgumentError, (msg,))::ArgumentError
OverflowError(msg::AbstractString) = ccall(:rt_exc_new, Any, (Any, Any), OverflowError, (msg,))::OverflowError
DimensionMismatch(msg::AbstractString) = ccall(:rt_exc_new, Any, (Any, Any), DimensionMismatch, (msg,))::DimensionMismatch
DimensionMismatch() = DimensionMismatch("")
UndefVarError(var::Symbol) = ccall(:rt_exc_new, Any, (Any, Any), UndefVarError, (var,))::UndefVarError
KeyError(key) = ccall(:rt_exc_new, Any, (Any, Any), KeyError, (key,))::KeyError
BoundsError() = ccall(:rt_exc_new, Any, (Any, Any), BoundsError, ())::BoundsError
BoundsError(a) = ccall(:rt_exc_new, Any, (Any, Any), BoundsError, (a,))::BoundsError
BoundsError(a, i) = ccall(:rt_exc_new, Any, (Any, Any), BoundsError, (a, i))::BoundsError
DomainError(val) = ccall(:rt_exc_new, Any, (Any, Any), DomainError, (val,))::DomainError
DomainError(val, msg::AbstractString) = ccall(:rt_exc_new, Any, (Any, Any), DomainError, (val, msg))::DomainError
InexactError(f::Symbol, T, val) = ccall(:rt_exc_new, Any, (Any, Any), InexactError, (f, T, val))::InexactError
StringIndexError(s::AbstractString, i::Integer) = ccall(:rt_exc_new, Any, (Any, Any), StringIndexError, (String(s), Int(i)))::StringIndexError
TypeError(func::Symbol, context, expected::Type, got) = ccall(:rt_exc_new, Any, (Any, Any), TypeError, (func, context, expected, got))::TypeError
UndefKeywordError(var::Symbol) = ccall(:rt_exc_new, Any, (Any, Any), UndefKeywordError, (var,))::UndefKeywordError
MethodError(f, args) = ccall(:rt_exc_new, Any, (Any, Any), MethodError, (f, args, typemax(UInt64)))::MethodError

# rethrow(): the exception being handled, with its original backtrace
rethrow() = ccall(:rt_rethrow, Union{}, ())
rethrow(e) = throw(e)

# showerror: Julia's message text (runtime/excmsg.c)
# (an exception type of the program's own shows with its show method, as Julia's
# default showerror(io, e) = show(io, e))
function showerror(io::IO, e)
    m = parentmodule(typeof(e))
    if m === Core || m === Base
        print(io, ccall(:rt_exception_message_str, Any, (Any,), e)::String)
    else
        show(io, e)
    end
end
DivideError() = ccall(:rt_exc_new, Any, (Any, Any), DivideError, ())::DivideError
StackOverflowError() = ccall(:rt_exc_new, Any, (Any, Any), StackOverflowError, ())::StackOverflowError
UndefRefError() = ccall(:rt_exc_new, Any, (Any, Any), UndefRefError, ())::UndefRefError
# Core's field-less exceptions a program may throw itself
struct InterruptException <: Exception end
showerror(io::IO, ::InterruptException) = print(io, "InterruptException:")
struct OutOfMemoryError <: Exception end
showerror(io::IO, e::OutOfMemoryError) = print(io, "OutOfMemoryError()")
struct ReadOnlyMemoryError <: Exception end
showerror(io::IO, e::ReadOnlyMemoryError) = print(io, "ReadOnlyMemoryError()")
