# an uncaught ProcessFailedException: stdout is flushed, the report names the process
println("started")
run(`echo child output`)
run(`sh -c "exit 3"`)
println("not reached")
