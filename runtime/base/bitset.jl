# bitset.jl — BitSet: a set of Int64 kept in ascending order, as Julia 1.7's base/bitset.jl
# iterates it. Stored as a sorted vector of distinct integers (Julia packs bits; the
# observable behaviour — order, printing BitSet([1, 2, 3]) — is the same).

mutable struct BitSet <: AbstractSet{Int64}
    elts::Vector{Int64}   # the members, ascending, no duplicates
    BitSet() = new(Int64[])
    BitSet(v::Vector{Int64}, ::Nothing) = new(v)   # (takes v as it is)
end
function BitSet(itr)
    s = BitSet()
    for x in itr
        push!(s, x)
    end
    return s
end
eltype(::Type{BitSet}) = Int64
length(s::BitSet) = length(s.elts)
isempty(s::BitSet) = isempty(s.elts)
# the first position whose element is >= x
function _bs_pos(s::BitSet, x::Int64)
    lo = 1
    hi = length(s.elts) + 1
    while lo < hi
        m = div(lo + hi, 2)
        s.elts[m] < x ? (lo = m + 1) : (hi = m)
    end
    return lo
end
in(x::Integer, s::BitSet) = (i = _bs_pos(s, Int64(x)); i <= length(s.elts) && s.elts[i] == x)
in(x, s::BitSet) = x isa Number && isinteger(x) ? in(Int64(x), s) : false
function push!(s::BitSet, x::Integer)
    n = Int64(x)
    i = _bs_pos(s, n)
    (i <= length(s.elts) && s.elts[i] == n) || insert!(s.elts, i, n)
    return s
end
push!(s::BitSet, xs::Integer...) = (for x in xs; push!(s, x); end; s)
function delete!(s::BitSet, x::Integer)
    i = _bs_pos(s, Int64(x))
    (i <= length(s.elts) && s.elts[i] == x) && deleteat!(s.elts, i)
    return s
end
function pop!(s::BitSet, x::Integer)
    x in s || throw(KeyError(x))
    delete!(s, x)
    return Int64(x)
end
pop!(s::BitSet, x::Integer, default) = x in s ? pop!(s, x) : default
pop!(s::BitSet) = isempty(s) ? throw(ArgumentError("collection must be non-empty")) : pop!(s.elts)
empty!(s::BitSet) = (empty!(s.elts); s)
copy(s::BitSet) = BitSet(copy(s.elts), nothing)
iterate(s::BitSet, i::Int64 = 1) = i > length(s.elts) ? nothing : (s.elts[i], i + 1)
first(s::BitSet) = isempty(s) ? throw(ArgumentError("collection must be non-empty")) : s.elts[1]
last(s::BitSet) = isempty(s) ? throw(ArgumentError("collection must be non-empty")) : s.elts[end]
minimum(s::BitSet) = first(s)
maximum(s::BitSet) = last(s)
union!(s::BitSet, itr) = (for x in itr; push!(s, x); end; s)
union(s::BitSet, itrs...) = (t = copy(s); for itr in itrs; union!(t, itr); end; t)
function intersect(s::BitSet, itr)
    t = BitSet()
    for x in s
        x in itr && push!(t, x)
    end
    return t
end
function setdiff(s::BitSet, itr)
    t = copy(s)
    for x in itr
        delete!(t, x)
    end
    return t
end
==(s::BitSet, t::BitSet) = s.elts == t.elts
issubset(s::BitSet, t::BitSet) = all(x -> x in t, s.elts)
collect(s::BitSet) = copy(s.elts)
function show(io::IO, s::BitSet)
    print(io, "BitSet([")
    for i in 1:length(s.elts)
        i > 1 && print(io, ", ")
        print(io, s.elts[i])
    end
    print(io, "])")
end
