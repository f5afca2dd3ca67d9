# an uncaught error inside a loop in a function: stdout is flushed first
function check(xs)
    for x in xs
        println("checking ", x)
        x == 3 && error("three is not allowed")
    end
end
check((1, 2, 3, 4))
