# running commands: run, success, read, pipelines, redirection, open, process states
println("before")          # flushed before the child writes
run(`echo from child`)
println("after")

println(read(`echo abc`, String))
println(repr(readchomp(`printf "x\ny\n"`)))
println(read(`printf 'a\0b'`))
println(readlines(`printf "one\ntwo\n"`))
for (i, l) in enumerate(eachline(`printf "p\nq\n"`))
    println(i, ": ", l)
end
println(success(`true`), " ", success(`false`), " ", success(`sh -c "exit 2"`))

p = run(`true`)
show(p); println()
println(typeof(p), " ", process_exited(p), " ", process_running(p), " ", p.exitcode)
p = run(ignorestatus(`sh -c "exit 4"`))
show(p); println(" ", p.exitcode)

# pipelines and redirection
println(read(pipeline(`printf "b\na\nc\n"`, `sort`), String))
run(pipeline(`echo a-b-c`, `tr - +`, `tr a z`))
run(pipeline(`sh -c "echo out; echo err >&2"`, stderr = devnull))
run(pipeline(`sh -c "echo to-stderr >&2"`, stderr = stdout))
f = tempname()
run(pipeline(`echo first`, f))
run(pipeline(`echo second`, stdout = f, append = true))
print(read(f, String))
println(read(pipeline(f, `wc -l`), String))
buf = IOBuffer()
run(pipeline(`printf "into a buffer"`, stdout = buf))
println(String(take!(buf)))
println(read(pipeline(IOBuffer("z\ny\nx\n"), `sort`), String))
run(pipeline(`sh -c "echo e1 >&2"`, stderr = buf))
print(String(take!(buf)))
run(`echo a` & `echo a`)
rm(f)

# the environment and working directory
println(read(setenv(`sh -c 'echo $JOLT_X'`, "JOLT_X" => "set"), String))
ENV["JOLT_Y"] = "inherited"
println(read(`sh -c 'echo $JOLT_Y'`, String))
println(read(addenv(`sh -c 'echo $JOLT_Y $JOLT_Z'`, "JOLT_Z" => "added"), String))
println(read(Cmd(`pwd`, dir = "/"), String))

# open: a process as a stream
open(`tr a-z A-Z`, "w", stdout) do io
    println(io, "shouted")
end
r = open(`cat`, "r+") do io
    print(io, "round trip")
    close(io.in)
    read(io.out, String)
end
println(r)
p = open(`printf "1\n2\n3\n"`)
println(readline(p), " ", readline(p))
close(p)
wait(p)

# waiting and killing
p = run(`sleep 10`, wait = false)
println(process_running(p))
kill(p)
wait(p)
show(p); println()
println(process_exited(p), " ", p.termsignal, " ", success(p))

# failures
try
    run(`false`)
catch e
    println(typeof(e))
    showerror(stdout, e)
end
try
    run(pipeline(`false`, `sh -c "exit 3"`))
catch e
    showerror(stdout, e)
end
try
    read(`sh -c "exit 5"`, String)
catch e
    println(e.procs[1].exitcode)
end
try
    run(`jolt_no_such_command_xyz arg`)
catch e
    println(typeof(e))
    showerror(stdout, e); println()
end
try
    run(Cmd(String[]))
catch e
    println(e)
end
try
    open(`cat`, "x")
catch e
    println(e)
end
