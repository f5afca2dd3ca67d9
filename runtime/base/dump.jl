# dump.jl — dump(x): every part of a value's representation, as Julia 1.7's base/show.jl
# prints it: the type, then each field as `name: ` and its own dump, two spaces deeper per
# level, down to maxdepth (8); leaves print as `Type value`. Arrays of numbers print on one
# line; longer arrays (more than 10 elements) show their first 5 and last 5 elements.

const _DUMP_MAXDEPTH = 8

function _dump(io::IO, @nospecialize(x), n::Int, indent::String)
    if x === Union{}
        show(io, x)
        return
    end
    T = typeof(x)
    if x isa Function
        print(io, x, " (function of type ", T, ")")
    else
        print(io, T)
    end
    nf = nfields(x)
    if nf > 0
        if n > 0
            names = x isa Tuple ? () : fieldnames(T)
            for i in 1:nf
                println(io)
                fname = x isa Tuple ? string(i) : string(names[i])
                print(io, indent, "  ", fname, ": ")
                if x isa Tuple || isdefined(x, names[i])
                    _dump(io, getfield(x, i), n - 1, string(indent, "  "))
                else
                    print(io, "#undef")
                end
            end
        end
    elseif !(x isa Function)
        print(io, ' ')
        show(io, x)
    end
    nothing
end
_dump(io::IO, x::Module, n::Int, indent::String) = print(io, "Module ", x)
_dump(io::IO, x::String, n::Int, indent::String) = (print(io, "String "); show(io, x))
_dump(io::IO, x::Symbol, n::Int, indent::String) = print(io, "Symbol ", x)
_dump(io::IO, x::Union, n::Int, indent::String) = print(io, x)

function _dump_elts(io::IO, x::Array, n::Int, indent::String, i0::Int, i1::Int)
    for i in i0:i1
        print(io, indent, "  ", i, ": ")
        if !isassigned(x, i)
            print(io, "#undef")
        else
            _dump(io, x[i], n - 1, string(indent, "  "))
        end
        i < i1 && println(io)
    end
end

function _dump(io::IO, x::Array, n::Int, indent::String)
    print(io, "Array{", eltype(x), "}(", size(x), ")")
    if eltype(x) <: Number
        print(io, ' ')
        show(io, x)
    elseif n > 0 && !isempty(x)
        println(io)
        lx = length(x)
        if get(io, :limit, false) === true && lx > 10
            _dump_elts(io, x, n, indent, 1, 5)
            println(io)
            println(io, indent, "  ...")
            _dump_elts(io, x, n, indent, lx - 4, lx)
        else
            _dump_elts(io, x, n, indent, 1, lx)
        end
    end
    nothing
end

function _dump(io::IO, x::DataType, n::Int, indent::String)
    print(io, x)
    x === Any || print(io, " <: ", supertype(x))
    if n > 0 && !(x <: Tuple) && !isabstracttype(x) && !isprimitivetype(x)
        names = fieldnames(x)
        for i in 1:length(names)
            println(io)
            print(io, indent, "  ", names[i], "::", fieldtype(x, i))
        end
    end
    nothing
end

function dump(io::IO, @nospecialize(x); maxdepth::Int = _DUMP_MAXDEPTH)
    _dump(io, x, maxdepth, "")
    println(io)
end
dump(@nospecialize(x); maxdepth::Int = _DUMP_MAXDEPTH) =
    dump(IOContext(stdout, :limit => true), x; maxdepth = maxdepth)
