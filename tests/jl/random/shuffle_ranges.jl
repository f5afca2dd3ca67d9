# shuffle of a range (or any AbstractArray) shuffles a mutable copy: a Vector for a range,
# the same draws as shuffling the collected vector; randperm/randcycle keep n's type
using Random
Random.seed!(7); a = shuffle(1:10)
Random.seed!(7); b = shuffle(collect(1:10))
println(typeof(a), " ", a == b, " ", sort(a) == 1:10)
println(a)
r = Xoshiro(3); println(shuffle(r, 'a':'f'))
r = Xoshiro(3); println(shuffle(r, collect('a':'f')))
println(shuffle(Xoshiro(1), 0.5:0.5:2.5), " ", shuffle(Xoshiro(1), Base.OneTo(4)))
s = shuffle(Xoshiro(2), trues(3)); println(typeof(s), " ", s)
println(typeof(randperm(Int32(4))), " ", typeof(randcycle(UInt8(3))), " ", sort(randperm(Int32(4))))
println(randperm(Xoshiro(2), 6), " ", randcycle(Xoshiro(2), 6))
try shuffle!(1:3) catch e; showerror(stdout, e); println() end
println(shuffle(1:0), " ", shuffle(5:5))
