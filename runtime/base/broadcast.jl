# broadcast.jl — dotted calls. Lowering turns `f.(x, y)` / `x .+ y` into
# materialize(broadcasted(f, x, y)) (nested dots fuse into nested Broadcasted values) and
# `x .= e` into materialize!(x, broadcasted(...)). Arguments are arrays of any dimension,
# ranges, tuples (1-d), Refs and scalars (0-d). The shape follows Julia's rule: per
# dimension the lengths must agree or be 1 (extruded); the error texts are Julia's.
# Evaluation walks the Broadcasted tree per element: a linear fast path when every array
# argument has the result's shape, else a cartesian path that extrudes length-1 dimensions.

struct Broadcasted{F,Args}
    f::F        # the function applied elementwise
    args::Args  # a tuple of arguments (arrays, scalars, tuples, nested Broadcasted)
end
# (built through the runtime so that an executable's generic fallback, which meets
# parameter combinations only at run time, can make one too)
broadcasted(f, a) = _bc_make(f, (_bc_prep(a),))
broadcasted(f, a, b) = _bc_make(f, (_bc_prep(a), _bc_prep(b)))
broadcasted(f, args...) = _bc_make(f, map(_bc_prep, args))
function _bc_make(f, args::Tuple)
    fields = Array{Any,1}(undef, 2)
    fields[1] = f
    fields[2] = args
    return ccall(:rt_array_to_struct, Any, (Any, Any), Broadcasted{typeof(f),typeof(args)},
                 fields)::Broadcasted{typeof(f),typeof(args)}
end
# f.(args...; kws...): the keywords are bound once into the function broadcast calls
broadcasted_kwsyntax(f, args...; kwargs...) = broadcasted(_BcKw(f, kwargs), args...)
struct _BcKw{F,K}
    f::F       # the function
    kws::K     # its keyword arguments (a Pairs)
end
(k::_BcKw)(args...) = k.f(args...; k.kws...)
# Julia's broadcastable: most arguments pass as they are (non-arrays act as scalars);
# generators, sets and the Iterators wrappers are collected (iterators.jl adds those)
_bc_prep(x) = x
# a .&& b / a .|| b (and `&&`, `||` under @.) broadcast these elementwise
andand(a, b) = a && b
oror(a, b) = a || b

# ---------------------------------------------------------------- shape
# fold x's size into the shape D (a Vector{Int64}); right to left, as Julia folds
function _bc_combine!(D::Array{Int64,1}, x)
    return D
end
_bc_combine!(D::Array{Int64,1}, t::Tuple) = _bc_combine_dims!(D, (length(t),))
_bc_combine!(D::Array{Int64,1}, a::AbstractArray) = _bc_combine_dims!(D, size(a))
function _bc_combine!(D::Array{Int64,1}, bc::Broadcasted)
    args = bc.args
    for k in length(args):-1:1
        _bc_combine!(D, args[k])
    end
    return D
end
function _bc_combine_dims!(D::Array{Int64,1}, s::Tuple)
    while length(D) < length(s)
        push!(D, 1)
    end
    for d in 1:length(s)
        a = s[d]
        b = D[d]
        if a != b
            if b == 1
                D[d] = a
            elseif a != 1
                throw(DimensionMismatch(string("arrays could not be broadcast to a common size; got a dimension with lengths ",
                                               a, " and ", b)))
            end
        end
    end
    return D
end
# does any argument make the result an array (rather than a tuple or a scalar)?
_bc_hasarray(x) = false
_bc_hasarray(a::AbstractArray) = true
_bc_hasarray(bc::Broadcasted) = _bc_any_array(bc.args)
function _bc_any_array(args::Tuple)
    for x in args
        _bc_hasarray(x) && return true
    end
    return false
end
_bc_hastuple(x) = false
_bc_hastuple(t::Tuple) = true
function _bc_hastuple(bc::Broadcasted)
    for x in bc.args
        _bc_hastuple(x) && return true
    end
    return false
end
# can every array argument be indexed by the result's linear index?
_bc_linear(x, n::Int64) = true
_bc_linear(a::AbstractArray, n::Int64) = length(a) == n
_bc_linear(t::Tuple, n::Int64) = length(t) == n
function _bc_linear(bc::Broadcasted, n::Int64)
    for x in bc.args
        _bc_linear(x, n) || return false
    end
    return true
end
function _bc_samedims(bc, D::Array{Int64,1})
    # linear indexing is valid when every array has exactly the shape D (trailing 1s aside)
    return _bc_shape_is(bc, D)
end
_bc_shape_is(x, D::Array{Int64,1}) = true
_bc_shape_is(t::Tuple, D::Array{Int64,1}) = length(D) == 1 && length(t) == D[1]
function _bc_shape_is(a::AbstractArray, D::Array{Int64,1})
    s = size(a)
    for d in 1:length(D)
        (d <= length(s) ? s[d] : 1) == D[d] || return false
    end
    return true
end
function _bc_shape_is(bc::Broadcasted, D::Array{Int64,1})
    for x in bc.args
        _bc_shape_is(x, D) || return false
    end
    return true
end

# ---------------------------------------------------------------- element access
# linear: element i of the result (every array argument has the result's shape)
_bc_at(x, i::Int64) = x
_bc_at(a::AbstractArray, i::Int64) = a[i]
_bc_at(t::Tuple, i::Int64) = t[i]
_bc_at(bc::Broadcasted, i::Int64) = _bc_call(bc.f, bc.args, i)
_bc_at(r::Ref, i::Int64) = r[]   # a Ref is a 0-d container: its content, not the Ref
_bc_call(f, args::Tuple{}, i::Int64) = f()
_bc_call(f, args::Tuple{Any}, i::Int64) = f(_bc_at(args[1], i))
_bc_call(f, args::Tuple{Any,Any}, i::Int64) = f(_bc_at(args[1], i), _bc_at(args[2], i))
_bc_call(f, args::Tuple{Any,Any,Any}, i::Int64) =
    f(_bc_at(args[1], i), _bc_at(args[2], i), _bc_at(args[3], i))
_bc_call(f, args::Tuple{Any,Any,Any,Any}, i::Int64) =
    f(_bc_at(args[1], i), _bc_at(args[2], i), _bc_at(args[3], i), _bc_at(args[4], i))
function _bc_call(f, args::Tuple, i::Int64)
    v = Array{Any,1}(undef, length(args))
    for k in 1:length(args)
        v[k] = _bc_at(args[k], i)
    end
    return f(v...)
end

# cartesian: element k (0-based linear into the shape D), extruding length-1 dimensions
_bc_cat(x, k::Int64, D::Array{Int64,1}) = x
_bc_cat(r::Ref, k::Int64, D::Array{Int64,1}) = r[]
_bc_cat(t::Tuple, k::Int64, D::Array{Int64,1}) = length(t) == 1 ? t[1] : t[rem(k, D[1]) + 1]
function _bc_cat(a::AbstractArray, k::Int64, D::Array{Int64,1})
    idx = 0
    st = 1
    nd = ndims(a)
    for d in 1:length(D)
        Dd = D[d]
        c = rem(k, Dd)
        k = div(k, Dd)
        if d <= nd
            sd = size(a, d)
            sd != 1 && (idx += c * st)
            st *= sd
        end
    end
    return a[idx + 1]
end
_bc_cat(bc::Broadcasted, k::Int64, D::Array{Int64,1}) = _bc_catcall(bc.f, bc.args, k, D)
_bc_catcall(f, args::Tuple{}, k::Int64, D::Array{Int64,1}) = f()
_bc_catcall(f, args::Tuple{Any}, k::Int64, D::Array{Int64,1}) = f(_bc_cat(args[1], k, D))
_bc_catcall(f, args::Tuple{Any,Any}, k::Int64, D::Array{Int64,1}) =
    f(_bc_cat(args[1], k, D), _bc_cat(args[2], k, D))
_bc_catcall(f, args::Tuple{Any,Any,Any}, k::Int64, D::Array{Int64,1}) =
    f(_bc_cat(args[1], k, D), _bc_cat(args[2], k, D), _bc_cat(args[3], k, D))
function _bc_catcall(f, args::Tuple, k::Int64, D::Array{Int64,1})
    v = Array{Any,1}(undef, length(args))
    for j in 1:length(args)
        v[j] = _bc_cat(args[j], k, D)
    end
    return f(v...)
end
_bc_elem(bc, k::Int64, D::Array{Int64,1}, lin::Bool) = lin ? _bc_at(bc, k + 1) : _bc_cat(bc, k, D)

# ---------------------------------------------------------------- materialize
function materialize(bc::Broadcasted)
    D = _bc_combine!(Array{Int64,1}(undef, 0), bc)
    if !_bc_hasarray(bc)
        if _bc_hastuple(bc)
            n = D[1]
            v = Array{Any,1}(undef, n)
            lin = _bc_linear(bc, n)
            for k in 0:n-1
                v[k + 1] = _bc_elem(bc, k, D, lin)
            end
            return ccall(:rt_array_to_tuple, Any, (Any,), v)::Tuple
        end
        return _bc_at(bc, 1)
    end
    n = 1
    for d in D
        n *= d
    end
    lin = _bc_samedims(bc, D)
    # only 0-dimensional arrays among scalars: a scalar, as Julia's copy for
    # AbstractArrayStyle{0} (fill(1.0) .+ 1 is 2.0)
    isempty(D) && return _bc_elem(bc, 0, D, lin)
    if n == 0
        E = ccall(:rt_array_new_vdims, Any, (Any, Any), _bc_empty_eltype(bc), D)
        return _bc_tobits(E)   # (an all-Bool result is a BitArray, as Julia's similar(bc, Bool))
    end
    v1 = _bc_elem(bc, 0, D, lin)
    R = ccall(:rt_array_new_vdims, Any, (Any, Any), typeof(v1), D)
    return _bc_tobits(_bc_fill!(R, bc, v1, n, D, lin))
end
materialize(x) = x
function _bc_fill!(R::Array{T}, bc, v1, n::Int64, D::Array{Int64,1}, lin::Bool) where {T}
    arrayset(R, v1, 1)
    for k in 1:n-1
        v = _bc_elem(bc, k, D, lin)
        if !(v isa T)
            # widen: gather everything as Any, then retype to the joined element type
            A = ccall(:rt_array_new_vdims, Any, (Any, Any), Any, D)
            for j in 1:k
                A[j] = R[j]
            end
            A[k + 1] = v
            S = promote_typejoin(T, typeof(v))
            for j in k+1:n-1
                w = _bc_elem(bc, j, D, lin)
                S = promote_typejoin(S, typeof(w))
                A[j + 1] = w
            end
            S === Any && return A
            B = ccall(:rt_array_new_vdims, Any, (Any, Any), S, D)
            for j in 1:n
                B[j] = A[j]
            end
            return B
        end
        arrayset(R, v, k + 1)
    end
    return R
end
# element type of an empty result: f applied to sample elements when that is cheap to do
_bc_sample(x) = x
_bc_sample(r::Ref) = r[]
_bc_sample(a::AbstractArray{T}) where {T} = _bc_zero(T)
_bc_sample(bc::Broadcasted) = _bc_samplecall(bc.f, bc.args)
_bc_samplecall(f, args::Tuple{Any}) = f(_bc_sample(args[1]))
_bc_samplecall(f, args::Tuple{Any,Any}) = f(_bc_sample(args[1]), _bc_sample(args[2]))
_bc_samplecall(f, args::Tuple) = nothing
_bc_zero(::Type{T}) where {T<:Number} = zero(T)
_bc_zero(T) = nothing
function _bc_empty_eltype(bc)
    v = try
        _bc_sample(bc)
    catch
        nothing
    end
    return v === nothing ? Any : typeof(v)
end

# x .= e
function materialize!(dest::AbstractArray, bc::Broadcasted)
    D = _bc_combine!(Array{Int64,1}(undef, 0), bc)
    nd = ndims(dest)
    for d in nd+1:length(D)
        D[d] != 1 && throw(DimensionMismatch("cannot broadcast array to have fewer dimensions"))
    end
    n = length(dest)
    E = Array{Int64,1}(undef, nd)
    for d in 1:nd
        sd = size(dest, d)
        if d <= length(D) && D[d] != 1 && D[d] != sd
            throw(DimensionMismatch("array could not be broadcast to match destination"))
        end
        E[d] = sd
    end
    if _bc_shape_is(bc, E)
        _bc_copyto_linear!(dest, bc, n)
    else
        for k in 0:n-1
            dest[k + 1] = _bc_cat(bc, k, E)
        end
    end
    return dest
end
function _bc_copyto_linear!(dest::AbstractArray, bc::Broadcasted, n::Int64)
    for i in 1:n
        dest[i] = _bc_at(bc, i)
    end
    return dest
end
materialize!(dest::AbstractArray, x) = materialize!(dest, broadcasted(identity, x))
identity(x) = x

# (dotview, the target of `A[I...] .= e`, and SubArray live in subarray.jl)

# ---------------------------------------------------------------- Base.Broadcast.BroadcastFunction
# A standalone dotted operator `.op` parses as (. op) and lowers to BroadcastFunction(op)
# (frontend/lower_expr.c): a function that broadcasts op, as (x...) -> op.(x...) does, so
# `map(.*, A, B)` multiplies arrays of arrays elementwise.
module Broadcast
struct BroadcastFunction{F} <: Function
    f::F   # the function broadcast over the arguments
end
end
const BroadcastFunction = Broadcast.BroadcastFunction
(op::BroadcastFunction)(args...; kwargs...) = op.f.(args...; kwargs...)
function show(io::IO, op::BroadcastFunction)
    print(io, BroadcastFunction, '(')
    show(io, op.f)
    print(io, ')')
    nothing
end
show(io::IO, ::MIME"text/plain", op::BroadcastFunction) = show(io, op)
