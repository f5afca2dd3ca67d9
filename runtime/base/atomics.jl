# atomics.jl — Julia 1.7's atomic fields: `@atomic x::T` in a mutable struct, and the
# @atomic / @atomicswap / @atomicreplace macros over `obj.field`. Tasks here never run at
# the same time and these operations do not yield, so each is plain field access. What
# Julia checks is checked: an ordering must suit the operation, an `@atomic` field is
# written only by an atomic operation (setfield! in the runtime refuses a plain write) and
# a plain field never by one, with Julia's ConcurrencyViolationError texts.

# the error of an atomic operation misused (Julia's Core.ConcurrencyViolationError)
struct ConcurrencyViolationError <: Exception
    msg::AbstractString   # what was wrong
end

# an ordering valid for an operation that loads and/or stores (Julia's jl_get_atomic_order)
function _atomic_order(order::Symbol, loading::Bool = true, storing::Bool = true)
    ok = order === :not_atomic || order === :sequentially_consistent ||
         (order === :unordered && loading != storing) ||
         (order === :monotonic && (loading || storing)) ||
         (order === :acquire && loading) || (order === :release && storing) ||
         (order === :acquire_release && loading && storing)
    ok || throw(ConcurrencyViolationError("invalid atomic ordering"))
    return order
end
# whether field f of x was declared `@atomic`; throws when that does not match the order
_field_isatomic(x, f::Symbol) =
    ccall(:rt_field_isatomic, Bool, (Any, Int64), typeof(x), fieldindex(typeof(x), f))
function _atomic_check(op::String, x, f::Symbol, order::Symbol, written::Bool)
    a = _field_isatomic(x, f)
    a == (order === :not_atomic) && throw(ConcurrencyViolationError(string(op,
        a ? ": atomic field cannot be " : ": non-atomic field cannot be ",
        written ? "written" : "accessed", a ? " non-atomically" : " atomically")))
    return a
end
# a store that follows a checked atomic operation (an atomic field takes an ordering)
_store_field!(x, f::Symbol, v, atomic::Bool) =
    setfield!(x, f, convert(fieldtype(typeof(x), f), v), atomic ? :sequentially_consistent : :not_atomic)

function getproperty(x, f::Symbol, order::Symbol)
    _atomic_order(order, true, false)
    _atomic_check("getfield", x, f, order, false)
    return getfield(x, f)
end
function setproperty!(x, f::Symbol, v, order::Symbol)
    _atomic_order(order, false, true)
    return setfield!(x, f, convert(fieldtype(typeof(x), f), v), order)
end
# (old => new) after storing op(old, v)
function modifyproperty!(x, f::Symbol, op, v, order::Symbol)
    _atomic_order(order)
    a = _atomic_check("modifyfield!", x, f, order, true)
    old = getfield(x, f)
    new = _store_field!(x, f, op(old, v), a)
    return old => new
end
# the old value, after storing v
function swapproperty!(x, f::Symbol, v, order::Symbol)
    _atomic_order(order)
    a = _atomic_check("swapfield!", x, f, order, true)
    old = getfield(x, f)
    _store_field!(x, f, v, a)
    return old
end
# (old = ..., success = ...): desired is stored only where the field held expected (===)
function replaceproperty!(x, f::Symbol, expected, desired, success_order::Symbol,
                          fail_order::Symbol)
    _atomic_order(success_order)
    _atomic_order(fail_order, true, false)
    _atomic_rank(fail_order) > _atomic_rank(success_order) &&
        throw(ConcurrencyViolationError("invalid atomic ordering"))
    a = _atomic_check("replacefield!", x, f, success_order, true)
    a == (fail_order === :not_atomic) && throw(ConcurrencyViolationError(string(
        "replacefield!: ", a ? "atomic field cannot be accessed non-atomically"
                             : "non-atomic field cannot be accessed atomically")))
    old = getfield(x, f)
    ok = old === expected
    ok && _store_field!(x, f, desired, a)
    return (old = old, success = ok)
end
_atomic_rank(o::Symbol) = something(findfirst(==(o), (:not_atomic, :unordered, :monotonic, :acquire,
                                                     :release, :acquire_release,
                                                     :sequentially_consistent)), 0)

_is_field_ref(ex) = ex isa Expr && ex.head === :. && length(ex.args) == 2
function _atomic_modify(order, a, op, b)
    _is_field_ref(a) || error("@atomic modify expression missing field access")
    return :($(GlobalRef(Base, :modifyproperty!))($(esc(a.args[1])), $(esc(a.args[2])),
                                                  $(esc(op)), $(esc(b)), $order))
end
function _atomic_expr(order, ex)
    if ex isa Expr
        if _is_field_ref(ex)
            return :($(GlobalRef(Base, :getproperty))($(esc(ex.args[1])), $(esc(ex.args[2])), $order))
        elseif ex.head === :call && length(ex.args) == 3
            return _atomic_modify(order, ex.args[2], ex.args[1], ex.args[3])
        elseif ex.head === :(=) && _is_field_ref(ex.args[1])
            l = ex.args[1]
            return :($(GlobalRef(Base, :setproperty!))($(esc(l.args[1])), $(esc(l.args[2])),
                                                      $(esc(ex.args[2])), $order))
        elseif length(ex.args) == 2
            h = string(ex.head)
            if ncodeunits(h) >= 2 && endswith(h, "=") && h != "==" && h != "<=" && h != ">="
                op = Symbol(h[1:prevind(h, lastindex(h))])
                return Expr(:ref, _atomic_modify(order, ex.args[1], op, ex.args[2]), 2)
            end
        end
    end
    error("could not parse @atomic expression $ex")
end
_order_arg(order) = order isa QuoteNode ? order : esc(order)

macro atomic(ex)
    if ex isa Symbol || (ex isa Expr && ex.head === :(::))
        return esc(Expr(:atomic, ex))   # a field declaration in a struct
    end
    return _atomic_expr(QuoteNode(:sequentially_consistent), ex)
end
macro atomic(order, ex)
    return _atomic_expr(_order_arg(order), ex)
end
macro atomic(a, op, b)
    return _atomic_modify(QuoteNode(:sequentially_consistent), a, op, b)
end
macro atomic(order, a, op, b)
    return _atomic_modify(_order_arg(order), a, op, b)
end

# @atomicswap a.x = v: the old value
macro atomicswap(ex)
    return _atomic_swap(QuoteNode(:sequentially_consistent), ex)
end
macro atomicswap(order, ex)
    return _atomic_swap(_order_arg(order), ex)
end
function _atomic_swap(order, ex)
    (ex isa Expr && ex.head === :(=) && _is_field_ref(ex.args[1])) ||
        error("@atomicswap expression missing field access")
    l = ex.args[1]
    return :($(GlobalRef(Base, :swapproperty!))($(esc(l.args[1])), $(esc(l.args[2])),
                                                $(esc(ex.args[2])), $order))
end

# @atomicreplace a.x expected => desired: (old = ..., success = ...)
macro atomicreplace(ex, old_new)
    return _atomic_replace(QuoteNode(:sequentially_consistent), QuoteNode(:sequentially_consistent),
                           ex, old_new)
end
macro atomicreplace(order, ex, old_new)
    o = _order_arg(order)
    return _atomic_replace(o, o, ex, old_new)
end
macro atomicreplace(success_order, fail_order, ex, old_new)
    return _atomic_replace(_order_arg(success_order), _order_arg(fail_order), ex, old_new)
end
function _atomic_replace(so, fo, ex, old_new)
    _is_field_ref(ex) || error("@atomicreplace expression missing field access")
    obj = esc(ex.args[1])
    f = esc(ex.args[2])
    if old_new isa Expr && old_new.head === :call && length(old_new.args) == 3 &&
       old_new.args[1] === :(=>)
        return :($(GlobalRef(Base, :replaceproperty!))($obj, $f, $(esc(old_new.args[2])),
                                                       $(esc(old_new.args[3])), $so, $fo))
    end
    return quote
        p = $(esc(old_new))::Pair
        $(GlobalRef(Base, :replaceproperty!))($obj, $f, p.first, p.second, $so, $fo)
    end
end

