# Julia shows a Base frame's file as ./math.jl and a Base method's location in a
# MethodError's candidate list as float.jl:N, wherever Base was built; the program's own
# files stay absolute.
try
    "a" + 1.0
catch e
    s = sprint(showerror, e)
    m = match(r"\+\(!Matched::T, ::T\) where T<:Union\{Float32, Float64\} at (\S+):\d+", s)
    println(m === nothing ? s : m.captures[1])
end
g(x) = sqrt(x)
println(g(4.0))
g(-1.0)
