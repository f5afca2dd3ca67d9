# promotion.jl — Julia's promotion system: promote_rule (declared one way, looked up both
# ways), promote_type, promote, and the generic Number fallbacks that promote mixed
# arguments to one type and retry. Types travel as constants through inference, so
# promote(1, 2.0) compiles to a single sitofp.

promote_rule(::Type, ::Type) = Union{}
promote_type(::Type{T}, ::Type{T}) where {T} = T
promote_type(::Type{T}, ::Type{S}) where {T,S} =
    promote_result(T, S, promote_rule(T, S), promote_rule(S, T))
promote_type(::Type{T}, ::Type{S}, ::Type{R}) where {T,S,R} = promote_type(promote_type(T, S), R)
# the type inference gives f's result for arguments of types S (Julia's promote_op, which
# Julia advises only for the element type of an empty result); the short forms let
# inference fold it where the types are constants, as executables need
promote_op(f) = Core._return_type(f, Tuple{})
promote_op(f, ::Type{S}) where {S} = Core._return_type(f, Tuple{S})
promote_op(f, ::Type{S}, ::Type{T}) where {S,T} = Core._return_type(f, Tuple{S,T})
promote_op(f, S::Type...) = Core._return_type(f, Tuple{S...})
function promote_result(T, S, A, B)
    # the rules agree, or only one side declared one
    A === Union{} && return B === Union{} ? typejoin(T, S) : B
    B === Union{} && return A
    return promote_type(A, B)
end
# Julia's typejoin: the nearest common supertype (runtime/typejoin.c): Real for Int64 and
# Float64, Tuple{Int64, Vararg{Int64}} for tuples of one and two Int64, Vector{T} where T for
# Vector{Int64} and Vector{String}
typejoin() = Union{}
typejoin(a) = a
typejoin(a, b) = a <: b ? b : b <: a ? a : ccall(:rt_typejoin, Any, (Any, Any), a, b)
typejoin(a, b, c...) = typejoin(typejoin(a, b), c...)

# Julia's promote_typejoin (what collect and broadcast widen to): the typejoin, with
# Nothing and Missing kept apart as a Union: (Int64, Float64) → Real, (Int64, Nothing) →
# Union{Nothing, Int64}. _missing_free strips Missing (its methods are in missing.jl).
promote_typejoin(a, b) = Union{a, b, typejoin(_nothing_free(a), _nothing_free(b))}
_nothing_free(a) = _missing_free(a)
_nothing_free(::Type{Nothing}) = Union{}
_nothing_free(::Type{Union{Nothing, T}}) where {T} = _missing_free(T)
_missing_free(a) = a

# Nothing promotes to a Union with it (some.jl): [1, nothing] is Union{Nothing, Int64}[...]
promote_rule(::Type{Nothing}, ::Type{S}) where {S} = Union{S, Nothing}
# (a Union holding Nothing; Any holds it too; one holding Missing as well takes missing.jl's rule)
promote_rule(::Type{T}, ::Type{S}) where {T >: Nothing, S} =
    T === Any ? Any : Union{promote_type(_nothing_free(T), S), Nothing}
# arrays of one rank promote their element types when one side already has the result
# ([[1], [2.0]] is a Vector{Vector{Float64}}); otherwise they join
function promote_rule(::Type{Array{T,N}}, ::Type{Array{S,N}}) where {T, S, N}
    R = promote_type(T, S)
    R === T && return Array{T,N}
    R === S && return Array{S,N}
    return typejoin(Array{T,N}, Array{S,N})
end

# pairs promote field by field: [1 => "a", 2 => 3] is a Vector{Pair{Int64, Any}}
promote_rule(::Type{Pair{A1,B1}}, ::Type{Pair{A2,B2}}) where {A1, B1, A2, B2} =
    Pair{promote_type(A1, A2), promote_type(B1, B2)}

promote(x) = (x,)
function promote(x::T, y::S) where {T,S}
    R = promote_type(T, S)
    return (convert(R, x), convert(R, y))
end
function promote(x::T, y::S, z::U) where {T,S,U}
    R = promote_type(promote_type(T, S), U)
    return (convert(R, x), convert(R, y), convert(R, z))
end

# ---------------------------------------------------------------- integer rules
# the wider type wins; at equal width, unsigned wins; Int8…Int64 against a smaller
# unsigned type stay signed
promote_rule(::Type{Int16}, ::Type{Int8}) = Int16
promote_rule(::Type{Int32}, ::Type{Int8}) = Int32
promote_rule(::Type{Int32}, ::Type{Int16}) = Int32
promote_rule(::Type{Int64}, ::Type{Int8}) = Int64
promote_rule(::Type{Int64}, ::Type{Int16}) = Int64
promote_rule(::Type{Int64}, ::Type{Int32}) = Int64
promote_rule(::Type{Int128}, ::Type{Int8}) = Int128
promote_rule(::Type{Int128}, ::Type{Int16}) = Int128
promote_rule(::Type{Int128}, ::Type{Int32}) = Int128
promote_rule(::Type{Int128}, ::Type{Int64}) = Int128
promote_rule(::Type{UInt16}, ::Type{UInt8}) = UInt16
promote_rule(::Type{UInt32}, ::Type{UInt8}) = UInt32
promote_rule(::Type{UInt32}, ::Type{UInt16}) = UInt32
promote_rule(::Type{UInt64}, ::Type{UInt8}) = UInt64
promote_rule(::Type{UInt64}, ::Type{UInt16}) = UInt64
promote_rule(::Type{UInt64}, ::Type{UInt32}) = UInt64
promote_rule(::Type{UInt128}, ::Type{UInt8}) = UInt128
promote_rule(::Type{UInt128}, ::Type{UInt16}) = UInt128
promote_rule(::Type{UInt128}, ::Type{UInt32}) = UInt128
promote_rule(::Type{UInt128}, ::Type{UInt64}) = UInt128
promote_rule(::Type{UInt8}, ::Type{Int8}) = UInt8
promote_rule(::Type{UInt16}, ::Type{Int8}) = UInt16
promote_rule(::Type{UInt16}, ::Type{Int16}) = UInt16
promote_rule(::Type{UInt32}, ::Type{Int8}) = UInt32
promote_rule(::Type{UInt32}, ::Type{Int16}) = UInt32
promote_rule(::Type{UInt32}, ::Type{Int32}) = UInt32
promote_rule(::Type{UInt64}, ::Type{Int8}) = UInt64
promote_rule(::Type{UInt64}, ::Type{Int16}) = UInt64
promote_rule(::Type{UInt64}, ::Type{Int32}) = UInt64
promote_rule(::Type{UInt64}, ::Type{Int64}) = UInt64
promote_rule(::Type{UInt128}, ::Type{Int8}) = UInt128
promote_rule(::Type{UInt128}, ::Type{Int16}) = UInt128
promote_rule(::Type{UInt128}, ::Type{Int32}) = UInt128
promote_rule(::Type{UInt128}, ::Type{Int64}) = UInt128
promote_rule(::Type{UInt128}, ::Type{Int128}) = UInt128
promote_rule(::Type{Int16}, ::Type{UInt8}) = Int16
promote_rule(::Type{Int32}, ::Type{UInt8}) = Int32
promote_rule(::Type{Int32}, ::Type{UInt16}) = Int32
promote_rule(::Type{Int64}, ::Type{UInt8}) = Int64
promote_rule(::Type{Int64}, ::Type{UInt16}) = Int64
promote_rule(::Type{Int64}, ::Type{UInt32}) = Int64
promote_rule(::Type{Int128}, ::Type{UInt8}) = Int128
promote_rule(::Type{Int128}, ::Type{UInt16}) = Int128
promote_rule(::Type{Int128}, ::Type{UInt32}) = Int128
promote_rule(::Type{Int128}, ::Type{UInt64}) = Int128
promote_rule(::Type{Bool}, ::Type{T}) where {T<:Number} = T

# ---------------------------------------------------------------- float rules
promote_rule(::Type{Float64}, ::Type{Float32}) = Float64
promote_rule(::Type{Float64}, ::Type{T}) where {T<:Integer} = Float64
promote_rule(::Type{Float32}, ::Type{T}) where {T<:Integer} = Float32
