# Threads.Atomic, nthreads/threadid, @threads on the single thread jolt runs
a = Threads.Atomic{Int}(5)
println(a[])
println(Threads.atomic_add!(a, 3))
println(a[])
println(Threads.atomic_sub!(a, 2))
println(a[])
a[] = 10
println(a[])
println(Threads.atomic_cas!(a, 10, 11))
println(Threads.atomic_cas!(a, 10, 12))
println(a[])
println(Threads.atomic_xchg!(a, 1))
println(Threads.atomic_max!(a, 9), " ", a[])
f = Threads.Atomic{Float64}()
println(f[])
Threads.atomic_add!(f, 1.5)
println(f[])
println(Threads.nthreads(), " ", Threads.threadid())
results = zeros(Int, 10)
Threads.@threads for i in 1:10
    results[i] = i^2
end
println(results)
total = Threads.Atomic{Int}(0)
tasks = [Threads.@spawn Threads.atomic_add!(total, i) for i in 1:10]
foreach(wait, tasks)
println(total[])
println(fetch(Threads.@spawn Threads.threadid()))
