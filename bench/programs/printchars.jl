# printchars.jl -- per-character print to stdout (a pipe or file) of letters drawn from an LCG whose
# Float64 state lives in an untyped global, read back with a ::Float64 assertion (the "print to a pipe" row).
# usage: printchars N   (characters; default 10000000)

seed = 42.0

function rnd()
    global seed
    s = (seed::Float64 * 3877.0 + 29573.0) % 139968.0
    seed = s
    return s / 139968.0
end

function main(n::Int)
    for i in 1:n
        print('a' + floor(Int, rnd() * 26))
        if i % 60 == 0
            print('\n')
        end
    end
    print('\n')
end

main(isempty(ARGS) ? 10_000_000 : parse(Int, ARGS[1]))
