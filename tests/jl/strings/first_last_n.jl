# first(s, n) / last(s, n) count characters, not code units
show(last("añb✓", 2)); println()
show(first("a✓", 5)); println()
show(first("añb✓", 3)); println()
show(last("añb✓", 10)); println()
show(first("∀ϵ≠0: ϵ²>0", 0)); println()
show(first("∀ϵ≠0: ϵ²>0", 3)); println()
show(last("∀ϵ≠0: ϵ²>0", 0)); println()
show(last("∀ϵ≠0: ϵ²>0", 3)); println()
show(last("∀ϵ≠0: ϵ²>0", Int32(1))); println()
show(first(SubString("xñyz✓", 2), 2)); println()
show(last(SubString("xñyz✓", 2), 2)); println()
show(first("", 4)); println()
try
    first("abc", -1)
catch e
    println(e)
end
