# Test.jl — the Test standard library as Julia 1.7 has it: @test (with trailing keywords,
# broken= and skip=), @test_throws, @test_broken, @test_skip, @test_warn/@test_nowarn,
# @test_logs, @inferred, @testset (begin/end and for forms, custom AbstractTestSet types),
# DefaultTestSet with its summary table and TestSetException, and the Pass/Fail/Error/
# Broken results with 1.7's texts.
#
# How a test runs: the macros turn the test expression into code that evaluates it inside a
# try (so an exception becomes a Threw, a value a Returned), then do_test* makes a Result
# and records it in the innermost test set of the task (task_local_storage()[:__BASETESTNEXT__]).
# Without a test set the fallback one prints a Fail/Error and throws. A comparison
# (`a == b`, `a < b <= c`) and the calls of DISPLAY_FAILED evaluate their terms one by one so
# a failure can show them ("Evaluated:").
#
# jolt's traces have no "macro expansion" frames: a failure's or error's trace is cut at the
# frame that runs the test (the test's own file and line, else the top-level scope).
module Test

export @test, @test_throws, @test_broken, @test_skip,
    @test_warn, @test_nowarn,
    @test_logs, @test_deprecated

export @testset
export @inferred
export detect_ambiguities, detect_unbound_args
export GenericString, GenericSet, GenericDict, GenericArray, GenericOrder
export TestSetException

# calls whose arguments a failure shows evaluated, like comparisons
const DISPLAY_FAILED = (:isequal, :isapprox, :≈, :occursin, :startswith, :endswith, :isempty,
                        :contains)

# ------------------------------------------------------------------ traces

# The frames of bt up to the one that ran the test at `source` (its file and line; failing
# that, the first top-level frame), as Julia keeps them up to the test's macro expansion.
function _cut_trace(bt, source)
    bt === nothing && return bt
    file = source === nothing ? "" : string(source.file)
    line = source === nothing ? 0 : source.line
    stop = 0
    for (i, fr) in enumerate(bt)
        if string(fr.file) == file && fr.line == line
            stop = i
            break
        end
    end
    if stop == 0
        for (i, fr) in enumerate(bt)
            if fr.func === Symbol("top-level scope")
                stop = i
                break
            end
        end
    end
    return stop == 0 ? bt : bt[1:stop]
end

# the frames below the caller of the first frame whose function is one of `funcs`
function _drop_through(bt, funcs)
    for (i, fr) in enumerate(bt)
        fr.func in funcs && return bt[i+1:end]
    end
    return bt
end

_cut_exc_stack(stack, source) = Any[(x[1], _cut_trace(x[2], source)) for x in stack]

# Julia's show_exception_stack: the newest exception first, each with its trace, then the
# ones it was handling ("caused by:")
function _show_exception_stack(io::IO, stack)
    n = length(stack)
    for i in n:-1:1
        i == n || printstyled(io, "\ncaused by: ", color = Base.error_color())
        exc, bt = stack[i]
        showerror(io, exc, bt; backtrace = bt !== nothing)
        i == 1 || println(io)
    end
end

@nospecialize

# ------------------------------------------------------------------ results

"""
    Test.Result

The outcome of one test: a Pass, Fail, Error or Broken. A test set records it; outside
any test set a Fail or Error is printed and thrown.
"""
abstract type Result end

"""
    Test.Pass <: Test.Result

A test whose expression gave `true`, or whose expected exception came.
"""
struct Pass <: Result
    test_type::Symbol   # :test, :test_throws, :test_unbroken...
    orig_expr           # the test's expression (nothing for a plain @test)
    data                # the evaluated form, or nothing
    value               # the value, or the exception @test_throws caught
end

function Base.show(io::IO, t::Pass)
    printstyled(io, "Test Passed"; bold = true, color = :green)
    t.orig_expr === nothing || print(io, "\n  Expression: ", t.orig_expr)
    if t.test_type === :test_throws
        print(io, "\n      Thrown: ", typeof(t.value))
    elseif t.test_type === :test && t.data !== nothing
        print(io, "\n   Evaluated: ", t.data)
    end
end

"""
    Test.Fail <: Test.Result

A test whose expression gave `false`, or whose expected exception did not come.
"""
mutable struct Fail <: Result
    test_type::Symbol       # :test, :test_throws_wrong, :test_throws_nothing
    orig_expr               # the test's expression
    data                    # the evaluated form (a String), or the expected exception
    value                   # the value, or the exception thrown instead
    source::LineNumberNode  # where the test is
end

# "Test Failed at FILE:LINE" and the like: a failure's first line
function _print_title(io::IO, title, source::LineNumberNode)
    printstyled(io, title; bold = true, color = Base.error_color())
    print(io, " at ")
    printstyled(io, something(source.file, :none), ":", source.line, "\n";
                bold = true, color = :default)
end

function Base.show(io::IO, t::Fail)
    _print_title(io, "Test Failed", t.source)
    print(io, "  Expression: ", t.orig_expr)
    if t.test_type === :test_throws_wrong
        print(io, "\n    Expected: ", t.data)
        print(io, "\n      Thrown: ", isa(t.data, Type) ? typeof(t.value) : t.value)
    elseif t.test_type === :test_throws_nothing
        print(io, "\n    Expected: ", t.data)
        print(io, "\n  No exception thrown")
    elseif t.test_type === :test && t.data !== nothing
        print(io, "\n   Evaluated: ", t.data)
    end
end

"""
    Test.Error <: Test.Result

A test that threw, gave a value other than a `Bool`, or (for `@test_broken`) passed
unexpectedly; also an exception thrown in a test set outside any test.
"""
mutable struct Error <: Result
    test_type::Symbol       # :test_error, :test_nonbool, :test_unbroken, :nontest_error
    orig_expr               # the test's expression
    value                   # the value or exception, as shown (a String)
    backtrace               # the exception stack with its traces, as shown (a String)
    source::LineNumberNode  # where the test (or the test set) is

    function Error(test_type, orig_expr, value, bt, source)
        if test_type === :test_error
            bt = _cut_exc_stack(bt, source)
        end
        bt_str = ""
        if test_type === :test_error || test_type === :nontest_error
            bt_str = sprint(_show_exception_stack, bt; context = stdout)
        end
        return new(test_type, orig_expr, sprint(show, value; context = :limit => true),
                   bt_str, source)
    end
end

function Base.show(io::IO, t::Error)
    if t.test_type === :test_interrupted
        printstyled(io, "Interrupted", color = Base.error_color())
        return
    end
    _print_title(io, "Error During Test", t.source)
    if t.test_type === :test_nonbool
        println(io, "  Expression evaluated to non-Boolean")
        println(io, "  Expression: ", t.orig_expr)
        print(io, "       Value: ", t.value)
    elseif t.test_type === :test_error
        println(io, "  Test threw exception")
        println(io, "  Expression: ", t.orig_expr)
        _print_indented(io, t.backtrace, "  ")
    elseif t.test_type === :test_unbroken
        println(io, " Unexpected Pass")
        println(io, " Expression: ", t.orig_expr)
        println(io, " Got correct result, please change to @test if no longer broken.")
    elseif t.test_type === :nontest_error
        println(io, "  Got exception outside of a @test")
        _print_indented(io, t.backtrace, "  ")
    end
end

# each line of text after `indent`, the lines joined by newlines
function _print_indented(io::IO, text::AbstractString, indent::AbstractString)
    first = true
    for line in split(text, '\n')
        first || print(io, '\n')
        print(io, indent, line)
        first = false
    end
end

"""
    Test.Broken <: Test.Result

A broken test that failed as expected, or a skipped one.
"""
mutable struct Broken <: Result
    test_type::Symbol   # :test (a broken test) or :skipped
    orig_expr           # the test's expression
end

function Base.show(io::IO, t::Broken)
    printstyled(io, "Test Broken\n"; bold = true, color = Base.warn_color())
    if t.test_type === :skipped && t.orig_expr !== nothing
        print(io, "  Skipped: ", t.orig_expr)
    elseif t.orig_expr !== nothing
        print(io, "  Expression: ", t.orig_expr)
    end
end

# ------------------------------------------------------------------ running a test

abstract type ExecutionResult end

# the test expression returned a value
struct Returned <: ExecutionResult
    value                   # the value (true for a pass)
    data                    # the evaluated form: an Expr when it passed, else its text
    source::LineNumberNode  # where the test is
end

# the test expression threw
struct Threw <: ExecutionResult
    exception               # what it threw
    backtrace               # the exception stack (exception, frames) pairs, or nothing
    source::LineNumberNode  # where the test is
end

# Evaluate a comparison or a DISPLAY_FAILED call whose terms are already evaluated (in
# `evaluated`), filling the evaluated terms into `quoted` for a failure's "Evaluated:".
function eval_test(evaluated::Expr, quoted::Expr, source::LineNumberNode, negate::Bool = false)
    ev = evaluated.args
    qa = quoted.args
    n = length(ev)
    suffix = ""
    res = true
    if evaluated.head === :comparison
        i = 1
        while i < n
            a, op, b = ev[i], ev[i+1], ev[i+2]
            res && (res = op(a, b) === true)
            qa[i] = a
            qa[i+2] = b
            i += 2
        end
    elseif evaluated.head === :call
        op = ev[1]
        kwargs = ev[2].args
        args = ev[3:n]
        res = op(args...; kwargs...) === true
        fname = qa[1]
        if isempty(kwargs)
            quoted = Expr(:call, fname, args...)
        elseif fname === :≈ && !res
            quoted = Expr(:call, fname, args...)
            suffix = string(" (", join([string(k, "=", v) for (k, v) in kwargs], ", "), ")")
        else
            quoted = Expr(:call, fname, Expr(:parameters, [Expr(:kw, k, v) for (k, v) in kwargs]...),
                          args...)
        end
    else
        throw(ArgumentError("Unhandled expression type: $(evaluated.head)"))
    end
    if negate
        res = !res
        quoted = Expr(:call, :!, quoted)
    end
    return Returned(res, res ? quoted : string(sprint(print, quoted; context = :limit => true), suffix),
                    source)
end

const comparison_prec = Base.operator_precedence(:(==))

"""
    test_expr!(m, ex, kws...)

Append trailing `key=val` arguments of a test macro to its call expression, so that
`@test a ≈ b atol=ε` tests `≈(a, b, atol=ε)`.
"""
test_expr!(m, ex) = ex

function test_expr!(m, ex, kws...)
    ok = ex isa Expr && ex.head === :call
    if ok
        for kw in kws
            if kw isa Expr && kw.head === :(=)
                kw.head = :kw
                push!(ex.args, kw)
            else
                ok = false
                break
            end
        end
    end
    ok || error("invalid test macro call: $m $ex $(join(kws, " "))")
    return ex
end

"""
    @test ex
    @test f(args...) key=val ...
    @test ex broken=cond
    @test ex skip=cond

Check that `ex` gives `true`: a `Pass`, else a `Fail` (`false`) or an `Error` (an
exception, or a value that is not a `Bool`). Trailing `key=val` become keywords of the call
`f`. With `broken=cond` and `cond` true the test is expected to fail (as `@test_broken`);
with `skip=cond` and `cond` true it does not run and counts as `Broken`.
"""
macro test(ex, kws...)
    broken = Any[kw.args[2] for kw in kws if kw isa Expr && kw.args[1] === :broken]
    skip = Any[kw.args[2] for kw in kws if kw isa Expr && kw.args[1] === :skip]
    kws = filter(kw -> !(kw isa Expr && kw.args[1] in (:skip, :broken)), kws)
    for (kw, name) in ((broken, :broken), (skip, :skip))
        length(kw) > 1 && error("invalid test macro call: cannot set $(name) keyword multiple times")
    end
    if !isempty(skip) && !isempty(broken)
        error("invalid test macro call: cannot set both skip and broken keywords")
    end
    test_expr!("@test", ex, kws...)
    orig_ex = Expr(:inert, ex)
    result = get_test_result(ex, __source__)
    if isempty(skip) && isempty(broken)
        return :(do_test($result, $orig_ex))
    end
    skipping = isempty(skip) ? false : esc(skip[1])
    isbroken = isempty(broken) ? false : esc(broken[1])
    return quote
        if $skipping
            record(get_testset(), Broken(:skipped, $orig_ex))
        elseif $isbroken
            do_broken_test($result, $orig_ex)
        else
            do_test($result, $orig_ex)
        end
    end
end

"""
    @test_broken ex
    @test_broken f(args...) key=val ...

A test known not to pass yet: `Broken` when `ex` gives `false` or throws, an `Error`
when it passes.
"""
macro test_broken(ex, kws...)
    test_expr!("@test_broken", ex, kws...)
    orig_ex = Expr(:inert, ex)
    result = get_test_result(ex, __source__)
    return :(do_broken_test($result, $orig_ex))
end

"""
    @test_skip ex
    @test_skip f(args...) key=val ...

A test that is not run at all, counted as `Broken`.
"""
macro test_skip(ex, kws...)
    test_expr!("@test_skip", ex, kws...)
    orig_ex = Expr(:inert, ex)
    return :(record(get_testset(), Broken(:skipped, $orig_ex)))
end

_is_splat(x) = isa(x, Expr) && x.head === :...

# The code that evaluates a test expression into a Returned or a Threw: a comparison and a
# DISPLAY_FAILED call term by term (through eval_test), anything else as it is.
function get_test_result(ex, source)
    negate = QuoteNode(false)
    orig_ex = ex
    if isa(ex, Expr) && ex.head === :call && length(ex.args) == 2 && ex.args[1] === :!
        negate = QuoteNode(true)
        ex = ex.args[2]
    end
    # a binary call of a comparison operator (not dotted, no splat) is a :comparison
    if isa(ex, Expr) && ex.head === :call && length(ex.args) == 3 &&
       first(string(ex.args[1])) != '.' && !_is_splat(ex.args[2]) && !_is_splat(ex.args[3]) &&
       (ex.args[1] === :(==) || Base.operator_precedence(ex.args[1]) == comparison_prec)
        ex = Expr(:comparison, ex.args[2], ex.args[1], ex.args[3])
    end
    if isa(ex, Expr) && ex.head === :comparison
        escaped = Any[esc(a) for a in ex.args]
        quoted = Any[QuoteNode(a) for a in ex.args]
        testret = :(eval_test(Expr(:comparison, $(escaped...)), Expr(:comparison, $(quoted...)),
                              $(QuoteNode(source)), $negate))
    elseif isa(ex, Expr) && ex.head === :call && ex.args[1] in DISPLAY_FAILED
        kwargs = Any[]
        args = Any[]
        for a in ex.args[2:end]
            if isa(a, Expr) && a.head === :kw
                push!(kwargs, Expr(:call, :(=>), QuoteNode(a.args[1]), esc(a.args[2])))
            end
        end
        params = length(ex.args) >= 2 ? ex.args[2] : nothing
        if isa(params, Expr) && params.head === :parameters
            for a in params.args
                if isa(a, Expr) && a.head === :kw
                    push!(kwargs, Expr(:call, :(=>), QuoteNode(a.args[1]), esc(a.args[2])))
                elseif _is_splat(a)
                    push!(kwargs, Expr(:..., esc(a.args[1])))
                end
            end
        end
        for a in ex.args[2:end]
            isa(a, Expr) && a.head in (:kw, :parameters) && continue
            push!(args, _is_splat(a) ? Expr(:..., esc(a.args[1])) : esc(a))
        end
        testret = :(eval_test(Expr(:call, $(esc(ex.args[1])), Expr(:parameters, $(kwargs...)), $(args...)),
                              Expr(:call, $(QuoteNode(ex.args[1]))),
                              $(QuoteNode(source)), $negate))
    else
        testret = :(Returned($(esc(orig_ex)), nothing, $(QuoteNode(source))))
    end
    result = quote
        try
            $testret
        catch _e
            _e isa InterruptException && rethrow()
            Threw(_e, Base.current_exceptions(), $(QuoteNode(source)))
        end
    end
    Base.remove_linenums!(result)
    return result
end

# The Result of a @test, recorded in the current test set.
function do_test(result::ExecutionResult, orig_expr)
    if isa(result, Returned)
        value = result.value
        testres = if isa(value, Bool)
            value ? Pass(:test, nothing, nothing, value) :
                    Fail(:test, orig_expr, result.data, value, result.source)
        else
            Error(:test_nonbool, orig_expr, value, nothing, result.source)
        end
    else
        testres = Error(:test_error, orig_expr, result.exception, result.backtrace, result.source)
    end
    return record(get_testset(), testres)
end

# The Result of a @test_broken: Broken unless the test passed.
function do_broken_test(result::ExecutionResult, orig_expr)
    testres = Broken(:test, orig_expr)
    if isa(result, Returned)
        value = result.value
        if isa(value, Bool) && value
            testres = Error(:test_unbroken, orig_expr, value, nothing, result.source)
        end
    end
    return record(get_testset(), testres)
end

# ------------------------------------------------------------------ @test_throws

"""
    @test_throws exception expr

Check that `expr` throws: an exception of the type given, or one equal field by field to
the exception value given.
"""
macro test_throws(extype, ex)
    orig_ex = Expr(:inert, ex)
    src = QuoteNode(__source__)
    result = quote
        try
            Returned($(esc(ex)), nothing, $src)
        catch _e
            if $(esc(extype)) != InterruptException && _e isa InterruptException
                rethrow()
            end
            Threw(_e, nothing, $src)
        end
    end
    Base.remove_linenums!(result)
    return :(do_test_throws($result, $orig_ex, $(esc(extype))))
end

# The Result of a @test_throws: a Pass when the exception is of the type given, or equal
# field by field to the exception value given.
function do_test_throws(result::ExecutionResult, orig_expr, extype)
    if isa(result, Threw)
        exc = result.exception
        ok = false
        if isa(extype, Type)
            ok = isa(exc, extype)
        elseif isa(exc, typeof(extype))
            ok = true
            for i in 1:nfields(extype)
                if !isequal(getfield(extype, i), getfield(exc, i))
                    ok = false
                    break
                end
            end
        end
        testres = ok ? Pass(:test_throws, nothing, nothing, exc) :
                       Fail(:test_throws_wrong, orig_expr, extype, exc, result.source)
    else
        testres = Fail(:test_throws_nothing, orig_expr, extype, nothing, result.source)
    end
    return record(get_testset(), testres)
end

# ------------------------------------------------------------------ @test_warn

contains_warn(output, s::AbstractString) = occursin(s, output)
contains_warn(output, s::Regex) = occursin(s, output)
contains_warn(output, s::Function) = s(output)
contains_warn(output, S::Union{AbstractArray,Tuple}) = all(s -> contains_warn(output, s), S)

"""
    @test_warn msg expr

Run `expr` with stderr going to a file and check what it wrote: it contains the string,
matches the regex, satisfies the predicate, or (a tuple or array) all of those. The value
is `expr`'s.
"""
macro test_warn(msg, expr)
    quote
        let fname = tempname()
            try
                ret = open(fname, "w") do f
                    redirect_stderr(f) do
                        $(esc(expr))
                    end
                end
                @test contains_warn(read(fname, String), $(esc(msg)))
                ret
            finally
                rm(fname, force = true)
            end
        end
    end
end

"""
    @test_nowarn expr

Run `expr` and check that it wrote nothing on stderr. The value is `expr`'s.
"""
macro test_nowarn(expr)
    quote
        @test_warn r"^(?!.)"s $(esc(expr))
    end
end

# ------------------------------------------------------------------ test sets

# The AbstractTestSet interface: record(ts, result) after each test, finish(ts) once the
# set's block has run (and the set has been popped).
abstract type AbstractTestSet end

"""
    record(ts::AbstractTestSet, res::Result)

Keep one result in a test set: called after each test of its block, and with an `Error`
for an exception thrown in the block outside any test.
"""
function record end

"""
    finish(ts::AbstractTestSet)

Close a test set once its block has run (after it was popped from the stack): the
default one hands itself to its parent, or prints the summary at the outermost level.
"""
function finish end

"""
    TestSetException

What the outermost test set throws when some of its tests failed or errored.
"""
struct TestSetException <: Exception
    pass::Int                                 # tests passed
    fail::Int                                 # failed
    error::Int                                # errored
    broken::Int                               # broken or skipped
    errors_and_fails::Vector{Union{Fail,Error}}  # the Fail and Error results
end

function Base.show(io::IO, ex::TestSetException)
    print(io, "Some tests did not pass: ", ex.pass, " passed, ", ex.fail, " failed, ",
          ex.error, " errored, ", ex.broken, " broken.")
end

Base.showerror(io::IO, ex::TestSetException, bt; backtrace = true) =
    printstyled(io, string(ex), color = Base.error_color())
Base.showerror(io::IO, ex::TestSetException) =
    printstyled(io, string(ex), color = Base.error_color())

"""
    FallbackTestSet

The test set in force outside any `@testset`: it prints a failure and throws at once.
"""
struct FallbackTestSet <: AbstractTestSet end
const fallback_testset = FallbackTestSet()

struct FallbackTestSetException <: Exception
    msg::String   # the message shown
end

Base.showerror(io::IO, ex::FallbackTestSetException, bt; backtrace = true) =
    printstyled(io, ex.msg, color = Base.error_color())
Base.showerror(io::IO, ex::FallbackTestSetException) =
    printstyled(io, ex.msg, color = Base.error_color())

# outside any test set a Pass or Broken is returned, a Fail or Error printed and thrown
record(ts::FallbackTestSet, t::Union{Pass,Broken}) = t
function record(ts::FallbackTestSet, t::Union{Fail,Error})
    println(t)
    throw(FallbackTestSetException("There was an error during testing"))
end
finish(ts::FallbackTestSet) = ts

"""
    DefaultTestSet

The usual test set: it counts passes, keeps the other results and its children, prints
each failure when it happens and the summary table when the outermost set ends.
"""
mutable struct DefaultTestSet <: AbstractTestSet
    description::AbstractString  # the name in the summary
    results::Vector              # Fail, Error and Broken results and child test sets
    n_passed::Int                # passes (not kept one by one)
    anynonpass::Bool             # a Fail or Error here or below (set when counting)
    verbose::Bool                # show the children's rows even when all passed
end
DefaultTestSet(desc::AbstractString; verbose::Bool = false) =
    DefaultTestSet(desc, [], 0, false, verbose)

record(ts::DefaultTestSet, t::Broken) = (push!(ts.results, t); t)
record(ts::DefaultTestSet, t::Pass) = (ts.n_passed += 1; t)

# a Fail or Error is shown at once (a Fail with the trace to the test) and kept
function record(ts::DefaultTestSet, t::Union{Fail,Error})
    if TESTSET_PRINT_ENABLE[]
        printstyled(ts.description, ": ", color = :white)
        if !(t isa Error) || t.test_type !== :test_interrupted
            print(t)
            if !isa(t, Error)
                bt = _drop_through(Base.backtrace(), (:do_test, :do_test_throws))
                Base.show_backtrace(stdout, _cut_trace(bt, t.source))
            end
            println()
        end
    end
    push!(ts.results, t)
    return t
end

# a finished child test set is kept for the summary
record(ts::DefaultTestSet, t::AbstractTestSet) = push!(ts.results, t)

@specialize

function print_test_errors(ts::DefaultTestSet)
    for t in ts.results
        if isa(t, Error) || isa(t, Fail)
            println("Error in testset $(ts.description):")
            show(stdout, t)
            println()
        elseif isa(t, DefaultTestSet)
            print_test_errors(t)
        end
    end
end

# the widths of the summary's columns: a column is there only when its total is not zero
_col_width(total, header) = total > 0 ? max(length(header), ndigits(total)) : 0

# the totals of ts and its children: passed, failed, errored, broken
function _totals(ts::DefaultTestSet)
    passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken = get_test_counts(ts)
    return passes + c_passes, fails + c_fails, errors + c_errors, broken + c_broken
end

function print_test_results(ts::DefaultTestSet, depth_pad = 0)
    total_pass, total_fail, total_error, total_broken = _totals(ts)
    total = total_pass + total_fail + total_error + total_broken
    pass_width = _col_width(total_pass, "Pass")
    fail_width = _col_width(total_fail, "Fail")
    error_width = _col_width(total_error, "Error")
    broken_width = _col_width(total_broken, "Broken")
    total_width = _col_width(total, "Total")
    align = max(get_alignment(ts, 0), length("Test Summary:"))
    printstyled(rpad("Test Summary:", align, " "), " |", total == 0 ? "" : " ";
                bold = true, color = :white)
    pass_width > 0 && printstyled(lpad("Pass", pass_width, " "), "  "; bold = true, color = :green)
    fail_width > 0 && printstyled(lpad("Fail", fail_width, " "), "  "; bold = true,
                                  color = Base.error_color())
    error_width > 0 && printstyled(lpad("Error", error_width, " "), "  "; bold = true,
                                   color = Base.error_color())
    broken_width > 0 && printstyled(lpad("Broken", broken_width, " "), "  "; bold = true,
                                    color = Base.warn_color())
    total_width > 0 && printstyled(lpad("Total", total_width, " "); bold = true,
                                   color = Base.info_color())
    println()
    print_counts(ts, depth_pad, align, pass_width, fail_width, error_width, broken_width,
                 total_width)
end

const TESTSET_PRINT_ENABLE = Ref(true)

# A nested set hands itself to its parent; the outermost prints the summary and throws a
# TestSetException when anything failed or errored.
function finish(ts::DefaultTestSet)
    if get_testset_depth() != 0
        record(get_testset(), ts)
        return ts
    end
    total_pass, total_fail, total_error, total_broken = _totals(ts)
    TESTSET_PRINT_ENABLE[] && print_test_results(ts)
    if total_fail + total_error > 0
        throw(TestSetException(total_pass, total_fail, total_error, total_broken, filter_errors(ts)))
    end
    return ts
end

# The column where the counts start: the widest indented name among the sets whose rows
# are shown (a set's children only when something below it failed, or it is verbose).
function get_alignment(ts::DefaultTestSet, depth::Int)
    width = 2 * depth + length(ts.description)
    !ts.anynonpass && !ts.verbose && return width
    isempty(ts.results) && return width
    return max(width, maximum(map(t -> get_alignment(t, depth + 1), ts.results)))
end
get_alignment(ts, depth::Int) = 0

# the Fail and Error results of ts and its children, in order
function filter_errors(ts::DefaultTestSet)
    efs = Union{Fail,Error}[]
    for t in ts.results
        if isa(t, DefaultTestSet)
            append!(efs, filter_errors(t))
        elseif isa(t, Union{Fail,Error})
            push!(efs, t)
        end
    end
    return efs
end

# counts of this set's own results and of its children's (recursively)
function get_test_counts(ts::DefaultTestSet)
    passes, fails, errors, broken = ts.n_passed, 0, 0, 0
    c_passes, c_fails, c_errors, c_broken = 0, 0, 0, 0
    for t in ts.results
        isa(t, Fail) && (fails += 1)
        isa(t, Error) && (errors += 1)
        isa(t, Broken) && (broken += 1)
        if isa(t, DefaultTestSet)
            np, nf, ne, nb, ncp, ncf, nce, ncb = get_test_counts(t)
            c_passes += np + ncp
            c_fails += nf + ncf
            c_errors += ne + nce
            c_broken += nb + ncb
        end
    end
    ts.anynonpass = (fails + errors + c_fails + c_errors > 0)
    return passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken
end

# one count of a summary row: the number, or blanks when the column is there but this row
# has none
function _print_count(n, width, color)
    if n > 0
        printstyled(lpad(string(n), width, " "), "  ", color = color)
    elseif width > 0
        print(lpad(" ", width), "  ")
    end
end

# The summary's row of ts and, when something below it failed (or it is verbose), its
# children's rows indented two spaces a level.
function print_counts(ts::DefaultTestSet, depth, align,
                      pass_width, fail_width, error_width, broken_width, total_width)
    passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken = get_test_counts(ts)
    subtotal = passes + fails + errors + broken + c_passes + c_fails + c_errors + c_broken
    print(rpad(string("  "^depth, ts.description), align, " "), " | ")
    np = passes + c_passes
    nf = fails + c_fails
    ne = errors + c_errors
    nb = broken + c_broken
    _print_count(np, pass_width, :green)
    _print_count(nf, fail_width, Base.error_color())
    _print_count(ne, error_width, Base.error_color())
    _print_count(nb, broken_width, Base.warn_color())
    if np == 0 && nf == 0 && ne == 0 && nb == 0
        printstyled("No tests", color = Base.info_color())
    else
        printstyled(lpad(string(subtotal), total_width, " "), color = Base.info_color())
    end
    println()
    if np + nb != subtotal || ts.verbose
        for t in ts.results
            if isa(t, DefaultTestSet)
                print_counts(t, depth + 1, align, pass_width, fail_width, error_width,
                             broken_width, total_width)
            end
        end
    end
end

# ------------------------------------------------------------------ @testset

function _check_testset(testsettype, testsetname)
    if !(testsettype isa Type && testsettype <: AbstractTestSet)
        hint = typeof(testsettype) == String ?
            """
            To use `$testsetname` as a testset name, interpolate it into a string, e.g:
                @testset "\$$testsetname" begin
                    ...
                end""" : ""
        error("Expected `$testsetname` to be an AbstractTestSet, it is a ",
              typeof(testsettype), ". ", hint)
    end
end

"""
    @testset [CustomTestSet] [option=val  ...] ["description"] begin ... end
    @testset [CustomTestSet] [option=val  ...] ["description \$v"] for v in (...) ... end

Run a block (or each iteration of a loop) in a test set of its own: a `DefaultTestSet`
unless a type is given (nested sets take their parent's type). Options go to the type's
constructor (`verbose=true` for the default one). An exception escaping the block counts
as an `Error` of the set. The value is what `finish` returns, for a loop a vector of them.
"""
macro testset(args...)
    isempty(args) && error("No arguments to @testset")
    tests = args[end]
    if !isa(tests, Expr) || (tests.head !== :for && tests.head !== :block)
        error("Expected begin/end block or for loop as argument to @testset")
    end
    return tests.head === :for ? testset_forloop(args, tests, __source__) :
                                 testset_beginend(args, tests, __source__)
end

# the test set type when none is given: the parent's, DefaultTestSet at the outermost
_default_testset_type() = get_testset_depth() == 0 ? DefaultTestSet : typeof(get_testset())

# The code of a `@testset ... begin ... end`: a new set pushed for the block; an exception
# escaping the block is recorded as an Error of the set; the global generator's state is
# restored afterwards; the value is what finish returns.
function testset_beginend(args, tests, source)
    desc, testsettype, options = parse_testset_args(args[1:end-1])
    desc === nothing && (desc = "test set")
    typename = testsettype === nothing ? :DefaultTestSet : testsettype.args[1]
    testsettype === nothing && (testsettype = :(_default_testset_type()))
    ex = quote
        _check_testset($testsettype, $(QuoteNode(typename)))
        local ret
        local ts = $(testsettype)($desc; $options...)
        push_testset(ts)
        local oldrng = copy(Base.default_rng())
        try
            let
                $(esc(tests))
            end
        catch err
            err isa InterruptException && rethrow()
            record(ts, Error(:nontest_error, Expr(:tuple), err, Base.current_exceptions(),
                             $(QuoteNode(source))))
        finally
            copy!(Base.default_rng(), oldrng)
            pop_testset()
            ret = finish(ts)
        end
        ret
    end
    if tests.head === :block && !isempty(tests.args) && tests.args[1] isa LineNumberNode
        ex = Expr(:block, tests.args[1], ex)
    end
    return ex
end

# The code of a `@testset ... for ...`: one set per iteration (named by the description, or
# by the loop variables), the finished sets collected in a Vector{Any}.
function testset_forloop(args, testloop, source)
    loopvars = Expr[]
    spec = testloop.args[1]
    if spec.head === :(=)
        push!(loopvars, spec)
    elseif spec.head === :block
        for v in spec.args
            push!(loopvars, v)
        end
    else
        error("Unexpected argument to @testset")
    end
    desc, testsettype, options = parse_testset_args(args[1:end-1])
    if desc === nothing
        v = loopvars[1].args[1]
        desc = Expr(:string, "$v = ", esc(v))
        for l in loopvars[2:end]
            v = l.args[1]
            push!(desc.args, ", $v = ")
            push!(desc.args, esc(v))
        end
    end
    typename = testsettype === nothing ? :DefaultTestSet : testsettype.args[1]
    testsettype === nothing && (testsettype = :(_default_testset_type()))
    body = testloop.args[2]
    blk = quote
        _check_testset($testsettype, $(QuoteNode(typename)))
        # the previous iteration's set ends here, so `continue` in the body cannot skip it
        if !first_iteration
            pop_testset()
            push!(arr, finish(ts))
            copy!(Base.default_rng(), tmprng)
        end
        ts = $(testsettype)($desc; $options...)
        push_testset(ts)
        first_iteration = false
        try
            $(esc(body))
        catch err
            err isa InterruptException && rethrow()
            record(ts, Error(:nontest_error, Expr(:tuple), err, Base.current_exceptions(),
                             $(QuoteNode(source))))
        end
    end
    return quote
        local arr = Vector{Any}()
        local first_iteration = true
        local ts
        local oldrng = copy(Base.default_rng())
        local tmprng = copy(Base.default_rng())
        try
            let
                $(Expr(:for, Expr(:block, [esc(v) for v in loopvars]...), blk))
            end
        finally
            # the last iteration's set (or the one a `return` or `break` left)
            if !first_iteration
                pop_testset()
                push!(arr, finish(ts))
            end
            copy!(Base.default_rng(), oldrng)
        end
        arr
    end
end

# The arguments of @testset before its block: a symbol is the test set type, a string (or
# interpolated string) the description, `key = value` an option for the type's constructor.
function parse_testset_args(args)
    desc = nothing
    testsettype = nothing
    options = :(Dict{Symbol,Any}())
    for arg in args
        if isa(arg, Symbol)
            testsettype = esc(arg)
        elseif isa(arg, AbstractString) || (isa(arg, Expr) && arg.head === :string)
            desc = esc(arg)
        elseif isa(arg, Expr) && arg.head === :(=)
            push!(options.args, Expr(:call, :(=>), Expr(:quote, arg.args[1]), esc(arg.args[2])))
        else
            error("Unexpected argument $arg to @testset")
        end
    end
    return (desc, testsettype, options)
end

# ------------------------------------------------------------------ the stack of test sets

"""
    get_testset()

The innermost test set of the current task, or the fallback one.
"""
function get_testset()
    testsets = get(task_local_storage(), :__BASETESTNEXT__, AbstractTestSet[])
    return isempty(testsets) ? fallback_testset : testsets[end]
end

"""
    push_testset(ts::AbstractTestSet)

Make `ts` the current task's innermost test set.
"""
function push_testset(ts::AbstractTestSet)
    testsets = get(task_local_storage(), :__BASETESTNEXT__, AbstractTestSet[])
    push!(testsets, ts)
    setindex!(task_local_storage(), testsets, :__BASETESTNEXT__)
end

"""
    pop_testset()

Take the innermost test set off the current task's stack (the fallback one when empty).
"""
function pop_testset()
    testsets = get(task_local_storage(), :__BASETESTNEXT__, AbstractTestSet[])
    ret = isempty(testsets) ? fallback_testset : pop!(testsets)
    setindex!(task_local_storage(), testsets, :__BASETESTNEXT__)
    return ret
end

"""
    get_testset_depth()

How many test sets are open in the current task.
"""
get_testset_depth() = length(get(task_local_storage(), :__BASETESTNEXT__, AbstractTestSet[]))

# ------------------------------------------------------------------ @inferred

# a keyword call as a plain one, for inference
_kwcall(f, args, kwargs) = f(args...; kwargs...)
_args_and_call(args...; kwargs...) = (args[1:end-1], kwargs, args[end](args[1:end-1]...; kwargs...))
_materialize_broadcasted(f, args...) = Broadcast.materialize(Broadcast.broadcasted(f, args...))

# T with the parts that are subtypes of `allow` taken out (Core.Compiler's typesubtract)
function _typesubtract(T, allow)
    T <: allow && return Union{}
    T isa Union || return T
    return Union{Any[m for m in Base.uniontypes(T) if !(m <: allow)]...}
end

"""
    @inferred [AllowedType] f(x)

Call `f(x)` and check that its value's type is the one inference gives for the call
(`Base.return_types`); with `AllowedType`, the inferred type less `AllowedType` is
accepted too. The value is the call's; a mismatch is an error.
"""
macro inferred(ex)
    _inferred(ex, __module__)
end
macro inferred(allow, ex)
    _inferred(ex, __module__, allow)
end

function _inferred(ex, mod, allow = :(Union{}))
    if Meta.isexpr(ex, :ref)
        ex = Expr(:call, :getindex, ex.args...)
    end
    Meta.isexpr(ex, :call) || error("@inferred requires a call expression")
    farg = ex.args[1]
    if isa(farg, Symbol) && first(string(farg)) == '.'
        farg = Symbol(string(farg)[2:end])
        ex = Expr(:call, GlobalRef(Test, :_materialize_broadcasted), farg, ex.args[2:end]...)
    end
    haskw = any(a -> Meta.isexpr(a, :kw) || Meta.isexpr(a, :parameters), ex.args)
    if haskw
        args = gensym()
        kwargs = gensym()
        call = quote
            $(esc(args)), $(esc(kwargs)), result = $(esc(Expr(:call, _args_and_call, ex.args[2:end]..., ex.args[1])))
            inftypes = Base.return_types(_kwcall, Base.typesof($(esc(ex.args[1])), $(esc(args)),
                                                                (; $(esc(kwargs))...)))
        end
    else
        call = quote
            args = ($([esc(ex.args[i]) for i = 2:length(ex.args)]...),)
            result = $(esc(ex.args[1]))(args...)
            inftypes = Base.return_types($(esc(ex.args[1])), Base.typesof(args...))
        end
    end
    return Base.remove_linenums!(quote
        let
            allow = $(esc(allow))
            allow isa Type || throw(ArgumentError("@inferred requires a type as second argument"))
            $call
            @assert length(inftypes) == 1
            rettype = result isa Type ? Type{result} : typeof(result)
            rettype <: allow || rettype == _typesubtract(inftypes[1], allow) ||
                error("return type $rettype does not match inferred return type $(inftypes[1])")
            result
        end
    end)
end

# ------------------------------------------------------------------ generic test types

"""
An `AbstractString` that is not a `String`, to test code written for any string.
"""
struct GenericString <: AbstractString
    string::AbstractString   # the wrapped string
end
Base.ncodeunits(s::GenericString) = ncodeunits(s.string)
Base.codeunit(s::GenericString) = codeunit(s.string)
Base.codeunit(s::GenericString, i::Integer) = codeunit(s.string, i)
Base.isvalid(s::GenericString, i::Integer) = isvalid(s.string, i)
Base.iterate(s::GenericString, i::Integer = 1) = iterate(s.string, i)
Base.reverse(s::GenericString) = GenericString(reverse(s.string))

"""
An `AbstractSet` that is neither `Set` nor `BitSet`, to test code written for any set.
"""
struct GenericSet{T} <: AbstractSet{T}
    s::AbstractSet{T}   # the wrapped set
end

"""
An `AbstractDict` that is not a `Dict`, to test code written for any dictionary.
"""
struct GenericDict{K,V} <: AbstractDict{K,V}
    s::AbstractDict{K,V}   # the wrapped dictionary
end

Base.iterate(s::Union{GenericSet,GenericDict}, state...) = iterate(s.s, state...)
Base.isempty(s::Union{GenericSet,GenericDict}) = isempty(s.s)
Base.length(s::Union{GenericSet,GenericDict}) = length(s.s)
Base.get(s::GenericDict, x, y) = get(s.s, x, y)

"""
An `AbstractArray` that is not an `Array`, to test code written for any array.
"""
struct GenericArray{T,N} <: AbstractArray{T,N}
    a::Array{T,N}   # the wrapped array
end
GenericArray{T}(args...) where {T} = GenericArray(Array{T}(args...))
GenericArray{T,N}(args...) where {T,N} = GenericArray(Array{T,N}(args...))
Base.keys(a::GenericArray) = keys(a.a)
Base.axes(a::GenericArray) = axes(a.a)
Base.length(a::GenericArray) = length(a.a)
Base.size(a::GenericArray) = size(a.a)
Base.IndexStyle(::Type{<:GenericArray}) = IndexLinear()
Base.getindex(a::GenericArray, i::Int) = a.a[i]
Base.setindex!(a::GenericArray, x, i::Int) = a.a[i] = x
Base.similar(A::GenericArray, s::Integer...) = GenericArray(similar(A.a, s...))

"""
A value ordered only through `isless`, to test code that sorts or compares generically.
"""
struct GenericOrder{T}
    val::T   # the wrapped value
end
Base.isless(x::GenericOrder, y::GenericOrder) = isless(x.val, y.val)

# `guardseed(f)` runs f() and then restores the state of the global generator.
function guardseed(f::Function, r = Base.default_rng())
    old = copy(r)
    try
        f()
    finally
        copy!(r, old)
    end
end
guardseed(f::Function, seed::Union{Vector{UInt32},Integer}) = guardseed() do
    Base.seed!(seed)
    f()
end

include("logging.jl")

end # module
