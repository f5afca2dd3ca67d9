# Base.TOML tables: [headers], dotted keys, implicit tables, inline tables, arrays of
# tables (nested ones too), and the narrowest element type of an array
const T = Base.TOML
function show_tree(io, x, indent = "")
    if x isa Dict
        for k in sort!(collect(keys(x)))
            v = x[k]
            if v isa Dict || (v isa Vector && !isempty(v) && all(e -> e isa Dict, v))
                println(io, indent, k, " :: ", typeof(v))
                show_tree(io, v, indent * "  ")
            else
                println(io, indent, k, " = ", repr(v))
            end
        end
    else
        for (i, e) in enumerate(x)
            println(io, indent, "[", i, "]")
            show_tree(io, e, indent * "  ")
        end
    end
end
d = T.parse("""
# a comment on its own line
name = "Orange"   # and after a value
physical.color = "orange"
physical.shape = "round"
site."google.com" = true
3.14159 = "pi"
fruit . flavor = 'sweet'

[dog."tater.man"]
type.name = "pug"

[ j . "ʞ" . 'l' ]   # whitespace around the parts
x = 1

[x.y.z.w]   # x, x.y and x.z are made implicitly
[x]         # and x may still be defined afterwards
val = 2

[fruit2]
apple.color = "red"
apple.taste.sweet = true
[fruit2.apple.texture]   # a sub-table of a dotted-key table
smooth = true

[inline]
name = { first = "Tom", last = "Preston-Werner" }
point = { x = 1, y = 2 }
animal = { type.name = "pug" }
empty = {}
nested = { a = { b = { c = [1, { d = 2 }] } } }

[[products]]
name = "Hammer"
sku = 738594937

[[products]]  # an empty table in the array

[[products]]
name = "Nail"
sku = 284758393

[[fruits]]
name = "apple"
[fruits.physical]
color = "red"
[[fruits.varieties]]
name = "red delicious"
[[fruits.varieties]]
name = "granny smith"
[[fruits]]
name = "banana"
[[fruits.varieties]]
name = "plantain"

[arrays]
integers = [ 1, 2, 3 ]
colors = [ "red", "yellow", "green", ]
nested_arrays_of_ints = [ [ 1, 2 ], [3, 4, 5] ]
nested_mixed_array = [ [ 1, 2 ], ["a", "b", "c"] ]
numbers = [ 0.1, 0.2, 0.5, 1, 2, 5 ]
mixed = [ 1, 2.0, "three" ]
bools = [true, false]
empty = [ ]
dates = [1979-05-27, 1980-01-01]
multiline = [
  1,   # one
  2,
  # a comment between
  3
]
contributors = [
  "Foo Bar <foo@example.com>",
  { name = "Baz Qux", email = "bazqux@example.com", url = "https://example.com/bazqux" }
]
""")
show_tree(stdout, d)
for k in sort!(collect(keys(d["arrays"])))
    println(k, " :: ", typeof(d["arrays"][k]))
end
println(typeof(d["products"]), " ", typeof(d["fruits"][1]["varieties"]))
