# an error in a Timer callback is reported on stderr and ends the calls; the timer stays open
n = Ref(0)
t = Timer(0.01; interval = 0.01) do tm
    n[] += 1
    n[] == 2 && error("tick failed")
end
for i in 1:1000
    n[] >= 2 && break
    sleep(0.01)
end
sleep(0.1)
println("calls: ", n[], " open: ", isopen(t))
close(t)
