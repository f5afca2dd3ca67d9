# The TOML stdlib (runtime/stdlib/TOML), found by `using TOML`: parse/tryparse/parsefile
# with a Parser, ParserError, Internals, and TOML.print (sorted, by, to_toml, nested tables, arrays of tables, quoted
# keys, escapes, dates)
using TOML
d = TOML.parse("""
title = "TOML Example"
[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00
[database]
server = "192.168.1.1"
ports = [ 8000, 8001, 8002 ]
connection_max = 5000
enabled = true
temp_targets = { cpu = 79.5, case = 72.0 }
[servers]
  [servers.alpha]
  ip = "10.0.0.1"
  [servers.beta]
  ip = "10.0.0.2"
[clients]
data = [ ["gamma", "delta"], [1, 2] ]
[[products]]
name = "Hammer"
sku = 738594937
[[products]]
name = "Nail"
color = "gray"
""")
TOML.print(d; sorted = true)
println("--- by length, descending")
TOML.print(stdout, Dict("bb" => 1, "a" => 2, "ccc" => 3); sorted = true, by = k -> -length(k))
println("--- values")
TOML.print(Dict(
    "quoted key" => "tab\tquote\"backslash\\nl\ncontrol\x01é",
    "" => "empty key",
    "floats" => [1.5, -0.0, Inf, -Inf, NaN],
    "int8" => Int8(3),
    "f32" => 2.5f0,
    "dates" => [Base.TOML.Date(1979, 5, 27), Base.TOML.Time(7, 32, 0, 5),
                Base.TOML.DateTime(1979, 5, 27, 7, 32, 0, 0)],
    "empty" => Dict{String,Any}(),
    "aot" => [Dict("x" => 1), Dict("x" => 2, "sub" => Dict("y" => 3))],
); sorted = true)
println("--- to_toml")
struct Point
    x::Int
    y::Int
end
TOML.print(p -> [p.x, p.y], Dict("p" => Point(1, 2), "q" => [Point(3, 4)]); sorted = true)
try
    TOML.print(Dict("p" => Point(1, 2)))
catch e
    println(e)
end
try
    TOML.print(p -> p, Dict("p" => Point(1, 2)))
catch e
    println(e)
end
println("--- round trip")
io = IOBuffer()
TOML.print(io, d)
println(TOML.parse(String(take!(io))) == d)
println("--- parsers and errors")
p = TOML.Parser()
println(TOML.parse(p, "a = 1"), " ", TOML.parse(p, IOBuffer("b = 2")), " ", TOML.tryparse(p, "c = 3"))
e = TOML.tryparse("x = [1,\n  2,,]")
println(e isa TOML.ParserError, " ", e.type === TOML.Internals.ErrUnexpectedStartOfValue)
showerror(stdout, e)
println()
write("conf.toml", "[a]\nb = \"c\"\n")
println(TOML.parsefile("conf.toml"), " ", TOML.tryparsefile(p, "conf.toml"))
