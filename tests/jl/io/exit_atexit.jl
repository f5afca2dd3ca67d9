# exit(n) and atexit: hooks run most recent first when the process ends, an error in one
# is reported on stderr and the rest still run; nothing after exit runs
atexit(() -> println("second hook"))
atexit(() -> println("first hook (registered last)"))
atexit(() -> error("hook failed"))
function finish(code)
    println("exiting with ", code)
    exit(code)
end
finish(3)
println("never")
