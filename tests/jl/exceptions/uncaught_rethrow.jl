# finally runs, then the error propagates with the trace of the original throw
function work()
    try
        throw(KeyError(:missing))
    finally
        println("cleanup")
    end
end
work()
