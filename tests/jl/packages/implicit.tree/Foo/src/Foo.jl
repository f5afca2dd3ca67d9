# a package in an implicit environment (a directory of LOAD_PATH), loading another one
module Foo
using Bar
export foo
const inits = Ref(0)
struct T
    x::Int
end
foo() = "foo" * bar(1)
function __init__()
    inits[] += 1
    println("Foo.__init__ ", inits[])
end
end
