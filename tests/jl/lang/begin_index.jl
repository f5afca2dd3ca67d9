# `begin` inside indexing is firstindex, per dimension as `end` is lastindex
a = [10, 20, 30]
println(a[begin], " ", a[begin+1:end], " ", a[begin:begin])
s = "héllo"
println(s[begin], " ", s[begin:end])
m = [1 2; 3 4]
println(m[begin, end], " ", m[end, begin], " ", m[begin])
t = (7, 8, 9)
println(t[begin], " ", t[end])
a[begin] = 0
println(a)
