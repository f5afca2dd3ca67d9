# indices of no index type: 1.7's "invalid index" ArgumentError; other integer types convert
cases = [() -> zeros(2)[1.5], () -> [1, 2][true], () -> [1 2; 3 4][1.0, 1], () -> [1, 2][:a],
         () -> [1, 2][nothing], () -> (1, 2)[1.5]]
for f in cases
    try
        println(f())
    catch e
        println(sprint(showerror, e))
    end
end
println((1, 2)[2.0], " ", [1 2; 3 4][Int32(2), 1], " ", [1 2; 3 4][2, 1:2])
A = zeros(2, 2, 2); println(A[Int32(1), Int8(2), UInt(2)], " ", A[1, Int32(1):Int32(2), 1])
