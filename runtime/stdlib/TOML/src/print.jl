# print.jl — TOML.print: a dictionary written as TOML, as Julia 1.7's TOML stdlib writes it.
# Plain values of a table first (`key = value`), then its tables ([a.b], indented four
# spaces a level) and arrays of tables ([[a.b]]). Strings are basic strings with TOML's
# escapes; integers print as Int64 and floats as Float64 (nan, +inf, -inf); dates and times
# in RFC 3339 form. Keys are bare when they can be, quoted otherwise.

const TOMLDate = Union{Base.TOML.Date,Base.TOML.Time,Base.TOML.DateTime,Base.TOML.OffsetDateTime}
const TOMLValue = Union{AbstractVector,AbstractDict,TOMLDate,Bool,Integer,AbstractFloat,AbstractString}
const MbyFunc = Union{Function,Nothing}

function print_toml_escaped(io::IO, s::AbstractString)
    for c::AbstractChar in s
        isvalid(c) || error("TOML print: invalid character $(repr(c)) encountered when printing string")
        i = findfirst(e -> e.second == c, Base.TOML.ESCAPES)
        if i !== nothing
            Base.print(io, '\\', Base.TOML.ESCAPES[i].first)
        elseif iscntrl(c)
            Base.print(io, "\\u", string(UInt32(c), base = 16, pad = 4))
        else
            Base.print(io, c)
        end
    end
end

# a dotted key path, each part bare or quoted
function printkey(io::IO, keys::Vector{String})
    for (i, k) in enumerate(keys)
        i == 1 || Base.print(io, '.')
        if isempty(k)
            Base.print(io, "\"\"")
        elseif all(Base.TOML.isvalid_barekey_char, k)
            Base.print(io, k)
        else
            Base.print(io, '"')
            print_toml_escaped(io, k)
            Base.print(io, '"')
        end
    end
end

# a value of another type, through the user's conversion function
function to_toml_value(f::MbyFunc, value)
    f === nothing &&
        error("type `$(typeof(value))` is not a valid TOML type, pass a conversion function to `TOML.print`")
    v = f(value)
    v isa TOMLValue ||
        error("TOML syntax function for type `$(typeof(value))` did not return a valid TOML type but a `$(typeof(v))`")
    return v
end

pad0(n::Integer, w::Int) = string(n, pad = w)
print_date(io::IO, d::Base.TOML.Date) = Base.print(io, pad0(d.year, 4), '-', pad0(d.month, 2), '-', pad0(d.day, 2))
print_time(io::IO, t::Base.TOML.Time) =
    Base.print(io, pad0(t.hour, 2), ':', pad0(t.minute, 2), ':', pad0(t.second, 2), '.', pad0(t.ms, 3))
function print_datetime(io::IO, dt::Base.TOML.DateTime)
    print_date(io, dt.date)
    Base.print(io, 'T')
    print_time(io, dt.time)
end

printvalue(f::MbyFunc, io::IO, value) = printvalue(f, io, to_toml_value(f, value))

function printvalue(f::MbyFunc, io::IO, value::AbstractVector)
    Base.print(io, '[')
    for (i, x) in enumerate(value)
        i == 1 || Base.print(io, ", ")
        printvalue(f, io, x)
    end
    Base.print(io, ']')
end

printvalue(f::MbyFunc, io::IO, value::AbstractDict) = print_inline_table(f, io, value)
printvalue(f::MbyFunc, io::IO, value::Bool) = Base.print(io, value ? "true" : "false")
# TOML's integers are 64-bit signed, its floats binary64
printvalue(f::MbyFunc, io::IO, value::Integer) = Base.print(io, Int64(value))
printvalue(f::MbyFunc, io::IO, value::AbstractFloat) =
    Base.print(io, isnan(value) ? "nan" : isinf(value) ? (value > 0 ? "+inf" : "-inf") : Float64(value))
function printvalue(f::MbyFunc, io::IO, value::AbstractString)
    Base.print(io, '"')
    print_toml_escaped(io, value)
    Base.print(io, '"')
end
printvalue(f::MbyFunc, io::IO, value::Base.TOML.Date) = print_date(io, value)
printvalue(f::MbyFunc, io::IO, value::Base.TOML.Time) = print_time(io, value)
# a local date-time prints as UTC, as Julia's does a Dates.DateTime
printvalue(f::MbyFunc, io::IO, value::Base.TOML.DateTime) = (print_datetime(io, value); Base.print(io, 'Z'))
function printvalue(f::MbyFunc, io::IO, value::Base.TOML.OffsetDateTime)
    print_datetime(io, value.datetime)
    o = value.offset
    Base.print(io, o < 0 ? '-' : '+', pad0(div(abs(o), 60), 2), ':', pad0(rem(abs(o), 60), 2))
end

function print_inline_table(f::MbyFunc, io::IO, value::AbstractDict)
    Base.print(io, '{')
    for (i, (k, v)) in enumerate(value)
        i == 1 || Base.print(io, ", ")
        printkey(io, [String(k)])
        Base.print(io, " = ")
        printvalue(f, io, v)
    end
    Base.print(io, '}')
end

is_table(value) = value isa AbstractDict
is_array_of_tables(value) = value isa AbstractArray && !isempty(value) &&
                            (value isa AbstractArray{<:AbstractDict} || all(v -> v isa AbstractDict, value))
is_tabular(value) = is_table(value) || is_array_of_tables(value)

function print_table(f::MbyFunc, io::IO, a::AbstractDict, ks::Vector{String} = String[];
                     indent::Int = 0, first_block::Bool = true, sorted::Bool = false,
                     by::Function = identity)
    akeys = sorted ? sort!(collect(keys(a)); by = by) : keys(a)
    # the table's plain values first
    for key in akeys
        value = a[key]
        value isa TOMLValue || (value = to_toml_value(f, value))
        is_tabular(value) && continue
        Base.print(io, ' '^(4 * max(0, indent - 1)))
        printkey(io, [String(key)])
        Base.print(io, " = ")
        printvalue(f, io, value)
        Base.print(io, '\n')
        first_block = false
    end
    # then its tables and arrays of tables
    for key in akeys
        value = a[key]
        value isa TOMLValue || (value = to_toml_value(f, value))
        if is_table(value)
            push!(ks, String(key))
            # a table of nothing but tables needs no header of its own
            header = isempty(value) || !all(is_tabular(v) for v in values(value))
            if header
                first_block || println(io)
                first_block = false
                Base.print(io, ' '^(4 * indent), '[')
                printkey(io, ks)
                Base.print(io, "]\n")
            end
            print_table(f, io, value, ks; indent = indent + header, first_block = header,
                        sorted = sorted, by = by)
            pop!(ks)
        elseif is_array_of_tables(value)
            first_block || println(io)
            first_block = false
            push!(ks, String(key))
            for v in value
                Base.print(io, ' '^(4 * indent), "[[")
                printkey(io, ks)
                Base.print(io, "]]\n")
                v isa AbstractDict || error("array should contain only tables")
                print_table(f, io, v, ks; indent = indent + 1, sorted = sorted, by = by)
            end
            pop!(ks)
        end
    end
end

print(f::MbyFunc, io::IO, a::AbstractDict; sorted::Bool = false, by = identity) =
    print_table(f, io, a; sorted = sorted, by = by)
print(f::MbyFunc, a::AbstractDict; sorted::Bool = false, by = identity) =
    print(f, stdout, a; sorted = sorted, by = by)
print(io::IO, a::AbstractDict; sorted::Bool = false, by = identity) =
    print_table(nothing, io, a; sorted = sorted, by = by)
print(a::AbstractDict; sorted::Bool = false, by = identity) =
    print(nothing, stdout, a; sorted = sorted, by = by)
