# More than 50 frames: a cycle repeated in a row is printed once, then
# "--- the last K lines are repeated R more times ---" (Julia's show_reduced_backtrace)
a(n) = n == 0 ? error("bottom") : b(n - 1)
b(n) = a(n)
println("before")
a(30)
