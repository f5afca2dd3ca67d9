# backtick literals: words, quoting, interpolation and how commands print
c = `echo hello world`
println(typeof(c))
show(c); println()
println(c.exec)
println(length(c), " ", c[1], " ", last(c))
for w in `a b`; println(w); end

# quotes and escapes
println(`echo 'a b' "c d" e\ f`.exec)
println(`echo "say \"hi\"" 'it''s'`.exec)
println(`echo \$HOME "\$x" '$y'`.exec)
println(`echo '' ""`.exec)
println(`   spaced   out   `.exec)

# interpolation: a string is one word, a collection one word per element,
# text joined to a collection gives every combination
name = "my file.txt"
println(`cat $name`.exec)
files = ["a.txt", "b.txt"]
println(`rm $files`.exec)
println(`cp $(files).bak dir/$files`.exec)
n = 3
println(`seq $n $(n * 2)`.exec)
println(`x$([1, 2])y$(["p", "q"])`.exec)
inner = `ls -l`
println(`sudo $inner`.exec)
empty = ""
println(`echo $empty`.exec)

# printing: words that need it are quoted
show(`echo 'a b' "it's" "\$x" plain`); println()
show(`echo '#' '|' "a\`b"`); println()
print(`ls -la`); println()
println(string(`echo hi`))
println(repr(`a b`))
println([`ls`, `pwd`])

# settings
show(setenv(`env`, "A" => "1", "B" => "2")); println()
show(Cmd(`pwd`, dir = "/tmp")); println()
show(setenv(`env`, ["X=1"]; dir = "/")); println()
println(ignorestatus(`false`).ignorestatus, " ", `false`.ignorestatus)
println(`ls` == `ls`, " ", `ls` == `ls -l`, " ", hash(`ls`) == hash(`ls`))
println(Cmd(["printf", "%s\n", "x y"]))
println(addenv(setenv(`env`, "A" => "1"), "B" => "2").env)

# pipelines print as they were built
show(pipeline(`ls`, `sort`)); println()
show(pipeline(`ls`, `sort`, `head -n 2`)); println()
show(`a` & `b`); println()
show(pipeline(`ls`, stdout = devnull)); println()
show(pipeline(`ls`, stderr = "err.txt")); println()

# the unexported helpers
println(Base.shell_split("a 'b c' \"d e\" f\\ g"))
println(Base.shell_escape("echo", "a b", "c'd", ""))

# errors in a literal's text (raised when the literal is expanded)
for src in ["echo 'abc", "echo \"abc", "echo a | b", "echo \$"]
    try
        Base.shell_parse(src; special = Base.shell_special)
    catch e
        println(e)
    end
end
