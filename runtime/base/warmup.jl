# warmup.jl — what an image build runs after loading Base (jit/baseimage.c), so that the
# Base image holds the machine code of the specializations everyday programs start with:
# printing numbers, strings and collections, string building and searching, Dict and
# Vector work, sorting, formatting. Not part of Base (base.jl does not include it); it runs
# in a module of its own with its output sent to /dev/null, and nothing it defines stays
# visible. A change to it rebuilds the image like a change to Base.

# printing: the common argument types, to stdout and to strings
println(1); println(-2.5); println("s"); println('c'); println(true); println(nothing)
println(:sym); println(Int32(3)); println(UInt8(4)); println(0x10); println(1.5f0)
println("a", 1); println("a", 1, "b"); println("a", 1.5); println("a", "b", "c")
println(1, " ", 2); println("x = ", 1, ", y = ", 2.0)
print(1); print("s"); print('c'); print(1.5); print("a", 1)
show(1); show("s"); show(1.5); show([1, 2]); show((1, 2)); println()
display([1, 2, 3]); display([1.0, 2.0]); display(["a", "b"]); display([1 2; 3 4])
display(Dict("a" => 1)); display(1:3); display((1, "a")); display(1.5)
println([1, 2, 3]); println([1.0, 2.5]); println(["a", "b"]); println(Any[1, "a"])
println((1, 2)); println((1, "a")); println(1 => 2); println("a" => 1)
println(Dict("a" => 1, "b" => 2)); println(Dict(1 => 2)); println(Set([1, 2]))
println(1:10); println([1 2; 3 4]); println(Int[]); println(1 // 2); println(2 + 3im)
println(typeof(1)); println(Vector{Int}); println(big(2)^70); println(pi)
@show 1 + 2
x = 3
println("interpolated $x and $(x + 1) and $(1.5x)")
string(1); string(1.5); string("a", 1); string(:a); string('c'); string(1, 2.5, "x")
repr(1); repr("a"); repr(1.5); repr([1, 2]); repr(:a)
sprint(show, 1); sprint(print, "a")

# strings
s = "The quick brown fox jumps over the lazy dog"
w = split(s); split(s, " "); split(s, ','); split(lowercase(s), r"[^a-z]+")
join(w, " "); join(w, ", "); join([1, 2, 3], ", "); join(["a", "b"])
uppercase(s); lowercase(s); uppercasefirst(s); titlecase(s); strip("  a  "); lstrip(" a"); rstrip("a ")
replace(s, "fox" => "cat"); replace(s, 'o' => '0'); replace(s, r"o" => "0")
occursin("fox", s); occursin(r"f.x", s); startswith(s, "The"); endswith(s, "dog")
findfirst("fox", s); findfirst('q', s); findnext('o', s, 5); findlast("o", s)
length(s); sizeof(s); reverse(s); s[1:3]; s[5]; first(s, 3); last(s, 3); chop(s); chomp("a\n")
rpad("a", 5); lpad("a", 5); rpad("a", 5, '.'); lpad(7, 3, '0'); "ab"^3; repeat("ab", 2)
parse(Int, "42"); parse(Float64, "2.5"); tryparse(Int, "x"); string(255, base = 16); string(5, pad = 3)
for c in s; isletter(c); isdigit(c); isspace(c); uppercase(c); end
collect(s); Char(65); Int('a'); codeunits(s); cmp("a", "b"); "a" < "b"; isempty("")
m = match(r"(\w+) (\w+)", s); m !== nothing && (m[1]; m.captures)
eachmatch(r"o", s) |> collect; count("o", s); count(c -> c == 'o', s)
io = IOBuffer(); print(io, "a", 1); write(io, "b"); String(take!(io))
sb = String[]; push!(sb, "a"); push!(sb, "b"); join(sb)
v = split("a,b,c", ","); String.(v); map(String, v); strip.(v)
unique(w); sort(w); sort(w, rev = true); sort(w, by = length)
ss = SubString(s, 1, 3); string(ss); ss == "The"; length(ss)

# numbers
a = 7; b = 2
a + b; a - b; a * b; a / b; a ÷ b; a % b; a ^ b; div(a, b); rem(a, b); mod(a, b); fld(a, b)
abs(-a); sqrt(2.0); sqrt(4); exp(1.0); log(2.0); sin(1.0); cos(1.0); floor(2.5); ceil(2.5)
round(2.5); round(Int, 2.5); trunc(Int, 2.7); Float64(a); Int(2.0); float(a); max(a, b); min(1.0, 2.0)
round(2.345, digits = 2); gcd(12, 18); lcm(4, 6); isodd(a); iseven(b); sign(-3); hypot(3.0, 4.0)
1 // 3 + 1 // 6; rand(); rand(1:10); rand(Float64, 3); randn(); rand(Int)
typemax(Int); typemin(Int); eps(); Inf; NaN; isnan(1.0); isinf(1.0); zero(Int); one(Float64)
2.0 * a; a * 2.0; 1 + 2.0; UInt8(7) + 1; Int32(1) + Int32(2); 0.1 + 0.2; 1e10; 1.5e-3

# collections
v = [3, 1, 2]
push!(v, 4); pop!(v); pushfirst!(v, 0); popfirst!(v); append!(v, [5, 6]); insert!(v, 1, 9); deleteat!(v, 1)
sort(v); sort!(v); sort(v, rev = true); sortperm(v); reverse(v); length(v); sum(v); prod(v)
maximum(v); minimum(v); extrema(v); argmax(v); argmin(v); findmax(v); findfirst(==(2), v)
map(x -> x * 2, v); filter(isodd, v); filter(x -> x > 1, v); [x^2 for x in v]; [x for x in v if x > 1]
reduce(+, v); foldl(+, v); mapreduce(x -> x^2, +, v); any(iszero, v); all(x -> x > 0, v); count(isodd, v)
v .+ 1; v .* 2; v ./ 2; 2 .* v .+ 1; sum(v) / length(v); cumsum(v); diff(v)
in(2, v); 2 in v; unique(v); vcat(v, v); hcat(v, v); zeros(3); ones(2, 2); fill(0, 3); collect(1:5)
copy(v); similar(v); empty!(copy(v)); isempty(v); first(v); last(v); v[end]; v[2:end]; view(v, 1:2)
for (i, x) in enumerate(v); end
for (x, y) in zip(v, v); end
Iterators.reverse(v) |> collect; range(0, 1, length = 5) |> collect; 1:2:9 |> collect
fv = [1.0, 2.0, 3.0]; sum(fv); sort(fv); maximum(fv); fv .* 2.0; fv ./ sum(fv); sum(x -> x^2, fv)
sv = ["b", "a"]; sort(sv); push!(sv, "c"); join(sv, "-"); length.(sv); sv[1] * sv[2]
M = [1 2; 3 4]; M * M; M'; size(M); M[1, 2]; sum(M); sum(M, dims = 1); M .+ 1; transpose(M)
A = zeros(Int, 2, 3); A[1, 1] = 5; size(A, 1); reshape(1:6, 2, 3); permutedims(M)
d = Dict{String,Int}()
d["a"] = 1; d["b"] = get(d, "b", 0) + 1; haskey(d, "a"); d["a"]; get(d, "z", 0); delete!(d, "a")
keys(d); values(d); collect(keys(d)); collect(values(d)); length(d); pairs(d); sort(collect(d))
for (k, val) in d; end
get!(d, "c", 3); merge(d, Dict("e" => 5)); Dict(k => val for (k, val) in d); isempty(d)
d2 = Dict{Symbol,Any}(:a => 1, :b => "x"); d2[:a]; d3 = Dict(1 => "one"); d3[1]
sort(collect(d), by = x -> x[2], rev = true); sort(collect(d), by = last)
st = Set{Int}(); push!(st, 1); 1 in st; union(st, Set([2])); intersect(st, Set([1])); length(st)
t = (1, "a", 2.5); t[1]; length(t); nt = (a = 1, b = 2); nt.a; keys(nt)
p = 1 => "a"; p.first; p.second; first(p)
let c = 0; while c < 3; c += 1; end; end
try; error("boom"); catch err; sprint(showerror, err); end
try; [1][2]; catch err; sprint(showerror, err); end
@assert true
Printf.@printf("%d %s %.2f %5.1f\n", 1, "a", 2.5, 3.25)
Printf.@sprintf("%d", 3); Printf.@sprintf("%.3f", 1.0); Printf.@sprintf("%5s|%-5s|", "a", "b")
time(); time_ns(); @elapsed 1 + 1

# the same on whole-String vectors (split gives SubStrings; programs collect Strings)
ws = String["the", "quick", "brown", "fox", "the"]
unique(ws); sort(ws); sort!(copy(ws)); length(ws); first(ws); last(ws); ws[1:2]; reverse(ws)
join(ws, " "); join(ws, ", "); uppercasefirst.(ws); [uppercase(x) for x in ws]; map(length, ws)
argmax(length, ws); maximum(length, ws); filter(!isempty, ws); count(==("the"), ws)
cw = Dict{String,Int}(); for x in ws; cw[x] = get(cw, x, 0) + 1; end
collect(values(cw)); collect(keys(cw)); sum(values(cw)); maximum(values(cw)); haskey(cw, "fox")
sort(collect(cw), by = last, rev = true); [k => v for (k, v) in cw]; collect(pairs(cw))
iw = Dict{Int,Int}(); iw[1] = 2; iw[1] += 1; get(iw, 3, 0); collect(keys(iw)); sort(collect(keys(iw)))
vs = Vector{Vector{Int}}(); push!(vs, [1, 2]); length(vs[1]); vv = [[1, 2], [3]]; sum(length, vv)
let n = 10, s2 = 0; for i in 1:n; s2 += i; end; s2; end
[i * j for i in 1:3, j in 1:3]; sum(i for i in 1:10); collect(i^2 for i in 1:5); Float64[]; Int[]

# files and streams
let dir = mktempdir(), path = joinpath(dir, "w.txt")
    open(path, "w") do io
        println(io, "a"); println(io, 1); println(io, 1, " ", 2); println(io, "x", 1.5)
        print(io, "b"); print(io, 2); write(io, "c\n"); Printf.@printf(io, "%d %s\n", 1, "a")
    end
    io = open(path, "w"); println(io, "line 1"); println(io, "line 2"); close(io)
    open(path, "a") do io; write(io, "more\n"); end
    read(path, String); readlines(path); for l in eachline(path); length(l); end
    open(path) do io; readline(io); read(io, String); end
    open(readlines, path); isfile(path); isdir(dir); filesize(path); basename(path); dirname(path)
    splitext(path); abspath("."); readdir(dir); cp(path, path * ".2"); mv(path * ".2", path * ".3")
    rm(path * ".3"); mkpath(joinpath(dir, "a", "b")); rm(dir, recursive = true)
end
tempname(); pwd(); homedir(); get(ENV, "HOME", ""); haskey(ENV, "PATH")
let io = IOBuffer("a b\nc d\n"); readline(io); readlines(io); end
String(take!(let b = IOBuffer(); println(b, 1, " ", 2); b; end))
print(stdout, "x"); println(stdout, 1, " ", 2); println(stderr === stderr); flush(stdout)
t0 = time_ns(); (time_ns() - t0) / 1.0e6; Inf; min(Inf, 2.0); 1 / 3; round(Int, 2.5); 10_000

# finding packages (`using Random` of a standard library, runtime/base/loading.jl); the
# paths noted here are forgotten at each start
Base._require_path(Main, :Random); Base.find_package("Nope"); Base.load_path()
Base._register_package(Base.__toplevel__, "none"); Base.pathof(Base.__toplevel__)
Base.__init_load_path__(nothing, Sys.STDLIB)

# Base.TOML, which the package loader reads Project.toml and Manifest.toml with: every
# kind of value
let doc = """
    # comment
    name = "Example"   # after a value
    uuid = "7876af07-990d-54b4-ab0e-23690620f79a"
    a.b = 'lit'
    s = "esc \\t \\u00e9" \n ml = \"\"\"x\\
      y\"\"\" \n lml = '''z'''
    i = [1, -2_000, 0x1f, 0o7, 0b1]
    f = [1.5, -2e3, inf, nan]
    mixed = [1, "x", true, []]
    dt = [1979-05-27T07:32:00Z, 1979-05-27T00:32:00-07:00, 1979-05-27, 07:32:00.5]
    [deps]
    Foo = { path = "x", v = 1 }
    [[Bar]]
    uuid = "x"
    [[Bar]]
    """
    Base.TOML.parse(doc)
end

# The standard libraries are loaded here, into the image: Base.__toplevel__ is their
# registry (jit/require.c), so `using Dates` at run time finds the module loaded and the
# code below compiled, as Julia's system image holds its stdlibs. `using` inside this
# module leaves Main's names untouched.
using Test, Dates, TOML, InteractiveUtils, Random, Printf, Statistics, Unicode
@testset "warm" begin
    @test 1 + 1 == 2
    @test 1.0 ≈ 1.0 + 1e-12
    @test_throws ArgumentError throw(ArgumentError("x"))
    @test "a" * "b" == "ab"
    @testset "inner $i" for i in 1:2
        @test i > 0
    end
end
let d = Date(2020, 1, 2), t = DateTime(2020, 1, 2, 3, 4, 5)
    println(d); println(t); println(d + Day(3)); println(t + Hour(2)); println(t - Minute(1))
    println(Dates.format(t, "yyyy-mm-dd HH:MM:SS")); println(Date("2020-03-04"))
    println(DateTime("2020-03-04T05:06:07")); println(year(d), month(d), day(d))
    println(dayofweek(d), " ", dayname(d), " ", monthname(d)); println(d - Date(2019, 1, 1))
    println(collect(d:Day(1):d + Day(2))); println(Dates.value(t)); println(now() > t)
    println(today() > d); println(Time(3, 4)); println(Month(2) + Day(1)); show(d); show(t)
    println(lastdayofmonth(d), firstdayofweek(d)); println(floor(t, Hour))
    println(Dates.format(d, dateformat"dd u yyyy")); println(canonicalize(Millisecond(90061001)))
end
TOML.parse("a = 1\n[b]\nc = [1, 2]"); sprint(TOML.print, Dict("a" => 1, "b" => Dict("c" => [1, 2])))
@printf("%d %5.2f %s\n", 1, 2.5, "x"); @sprintf("%.3e", 1.5)
