# atexit hooks also run when the script ends normally, after its output
atexit(() -> println("bye"))
println("main")
