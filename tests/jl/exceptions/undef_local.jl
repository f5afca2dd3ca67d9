# Reading a local before it is assigned throws UndefVarError, as in Julia: never assigned,
# assigned on one branch only, assigned only inside a loop body, and in a catch block that
# the try body left before assigning.
function never()
    s = s + 1
end
function onebranch(c)
    if c
        x = 1
    end
    return x
end
function inloop(n)
    for i in 1:n
        lastval = i
    end
    return lastval  # the loop body had its own scope: this is a global
end
function aftertry()
    try
        error("boom")
        y = 2
    catch
    end
    return y
end
function loopcarried(n)
    local acc
    for i in 1:n
        acc = i == 1 ? 10 : acc + i
    end
    acc
end
for (name, f) in (("never", () -> never()), ("onebranch(true)", () -> onebranch(true)),
                  ("onebranch(false)", () -> onebranch(false)), ("inloop(3)", () -> inloop(3)),
                  ("inloop(0)", () -> inloop(0)), ("aftertry", aftertry),
                  ("loopcarried(4)", () -> loopcarried(4)), ("loopcarried(0)", () -> loopcarried(0)))
    try
        println(name, " = ", f())
    catch e
        println(name, ": ", sprint(showerror, e))
    end
end
