println("before")
s = "héllo"
println(s[3])
