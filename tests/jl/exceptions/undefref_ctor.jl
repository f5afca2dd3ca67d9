# UndefRefError() can be constructed and thrown by a program
e = UndefRefError()
println(e, " ", typeof(e), " ", e isa Exception)
try
    throw(UndefRefError())
catch err
    println(sprint(showerror, err))
end
