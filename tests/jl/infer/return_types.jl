# Base.return_types(f, types): what jolt's inference says f returns for arguments of these
# types (one entry; none when no method applies); Base.typesof(args...) their tuple type.
half(x::Int) = x ÷ 2
half(x::Float64) = x / 2
unstable(a) = a > 1 ? 1 : 1.0
println(Base.return_types(half, (Int,)))
println(Base.return_types(half, Tuple{Float64}))
println(Base.return_types(half, (String,)))
println(Base.return_types(unstable, (Int,)))
println(Base.typesof(1, "a", Int))
println(Base.return_types(+, Base.typesof(1, 2.0)))
# splatting a tuple whose elements are types: ones(dims...) = ones(Float64, dims...)
println(Base.return_types(ones, (Int,)), " ", Base.return_types(zeros, (Int, Int)))
# `a || b` and `a && b` in a condition keep their value in a temporary; when both fold, the
# branch folds too, and the other arm is never inferred (sort! on a Vector{Stat} no longer
# compiles QuickSort): Int64 alone, as in Julia
function pick_alg(alg, ::Type{T}) where {T}
    if alg === :quick || (alg === nothing && T <: Number)
        return 1.0
    elseif alg === :insertion && T <: Number
        return "insertion"
    else
        return 1
    end
end
println(Base.return_types(pick_alg, (Nothing, Type{String})), " ",
        Base.return_types(pick_alg, (Nothing, Type{Int})), " ",
        Base.return_types(pick_alg, (Symbol, Type{Int})))
