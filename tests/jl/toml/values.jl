# Base.TOML: every kind of TOML 1.0 value and the Julia type it becomes
const T = Base.TOML
d = T.parse("""
int1 = +99
int2 = 42
int3 = 0
int4 = -17
int5 = 1_000
int6 = 5_349_221
int7 = -0
max = 9223372036854775807
min = -9223372036854775808
hex1 = 0xDEADBEEF
hex2 = 0xdead_beef
oct1 = 0o01234567
oct2 = 0o755
bin1 = 0b11010110
flt1 = +1.0
flt2 = 3.1415
flt3 = -0.01
flt4 = 5e+22
flt5 = 1e06
flt6 = -2E-2
flt7 = 6.626e-34
flt8 = 224_617.445_991_228
flt9 = 0e0
flt10 = -0.0
sf1 = inf
sf2 = +inf
sf3 = -inf
sf4 = nan
sf5 = +nan
bool1 = true
bool2 = false
odt1 = 1979-05-27T07:32:00Z
odt2 = 1979-05-27T00:32:00-07:00
odt3 = 1979-05-27T00:32:00.999999+05:30
odt4 = 1979-05-27 07:32:00Z
ldt1 = 1979-05-27T07:32:00
ldt2 = 1979-05-27T00:32:00.999999
ldt3 = 2000-02-29t23:59:59.5
ld1 = 1979-05-27
ld2 = 0001-01-01
lt1 = 07:32:00
lt2 = 00:32:00.999999
lt3 = 23:59:59.05
""")
for k in sort!(collect(keys(d)))
    v = d[k]
    println(rpad(k, 6), " ", repr(v), " :: ", typeof(v))
end
println(typeof(d))
# Base.TOML is Base's; Main sees no TOML of its own (that is the stdlib's, `using TOML`)
println(isdefined(Main, :TOML), " ", Base.TOML isa Module)
