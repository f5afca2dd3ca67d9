# element indexing of BitMatrix / 3-d BitArrays by Ints (the direct methods) and of 4-d ones
B = falses(5, 7)
for j in 1:7, i in 1:5
    B[i, j] = (i * j) % 3 == 0
end
println(count(B), " ", B[3, 1], " ", B[2, 2], " ", B[5, 6])
println(B[:, 3])
println(findall(B)[1:3])
C = trues(3, 4, 2)
C[2, 3, 2] = false
C[1, 1, 1] = 0
println(count(C), " ", C[2, 3, 2], " ", C[2, 3, 1], " ", findfirst(!, C))
D = falses(2, 2, 2, 2)
D[2, 1, 2, 1] = true
println(findall(D), " ", D[2, 1, 2, 1], " ", D[2, 1, 2, 2])
for f in (() -> B[6, 1], () -> B[1, 0], () -> (B[0, 1] = true), () -> C[1, 5, 1], () -> (C[4, 1, 1] = true))
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
println(B[7], " ", B[3, 1, 1])
