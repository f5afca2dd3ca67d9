module Bar
export bar
bar(n) = "bar"^n
println("loading Bar")
end
