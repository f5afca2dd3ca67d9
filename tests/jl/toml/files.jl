# Base.TOML.parsefile / tryparsefile: a Project.toml-like file, errors naming the file,
# a missing file; a Parser reused with reinit!; Parser(io); a byte order mark and CRLF
# line ends
const T = Base.TOML
write("Project.toml", """
name = "Example"
uuid = "7876af07-990d-54b4-ab0e-23690620f79a"
authors = ["Jane Doe <jane@example.com>"]
version = "0.1.0"

[deps]
Dates = "ade2ca70-3891-5945-98fb-dc099432e06a"
Random = "9a3f8284-a2c9-5f02-9a11-845980a1fd5c"

[compat]
julia = "1.6"

[extras]
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[targets]
test = ["Test"]
""")
d = T.parsefile("Project.toml")
for k in sort!(collect(keys(d)))
    println(k, " => ", repr(d[k]))
end
println(T.parsefile("Project.toml") == T.tryparsefile("Project.toml"))

write("Manifest.toml", """
# This file is machine-generated - editing it directly is not advised

[[Base64]]
uuid = "2a0f44e3-6c83-55bd-87e4-b1978d98bd5f"

[[Random]]
deps = ["Serialization"]
uuid = "9a3f8284-a2c9-5f02-9a11-845980a1fd5c"

[[Serialization]]
uuid = "9e88b42a-f829-5b0c-bbe9-9e923198166b"
""")
m = T.parsefile("Manifest.toml")
for k in sort!(collect(keys(m)))
    println(k, " => ", repr(m[k]))
end

write("bad.toml", "[deps]\nFoo = \"1\"\nFoo = \"2\"\n")
e = T.tryparsefile("bad.toml")
# the error names the file by its absolute path
io = IOBuffer()
showerror(io, e)
println(replace(String(take!(io)), pwd() => "DIR"))
println(e.filepath == abspath("bad.toml"))
try
    T.parsefile("missing.toml")
catch err
    println(err)
end

# one parser, many documents
p = T.Parser()
println(T.parse(T.reinit!(p, "a = 1")), " ", T.parse(T.reinit!(p, "b = 2")))
println(T.parse(T.Parser(IOBuffer("c = 3"))))
println(T.parse("\ufeffbom = true\r\ncrlf = \"\"\"x\r\ny\"\"\"\r\n"))
println(T.parse(IOBuffer("[t]\r\nk = 'v'")))
