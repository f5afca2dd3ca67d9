# A macro's expansion inside a scope block (a let, a function, a loop) keeps the `local`
# names it declares for its own statements: its loop and its finally update them.
macro tally(n)
    quote
        local count = 0
        local first = true
        try
            for i in 1:$(esc(n))
                first = false
                count += i
            end
        finally
            first || (count += 100)
        end
        (count, first)
    end
end
let
    println(@tally 3)
end
f(n) = @tally n
println(f(4), " ", f(0))
for k in 1:2
    println(@tally k)
end
