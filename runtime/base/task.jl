# task.jl — Julia tasks on one OS thread: Task, schedule/yield/wait/fetch, @async/@sync,
# Threads (@spawn, @threads, nthreads/threadid, Atomic), Condition, ReentrantLock, Channel,
# sleep. The coroutines themselves (stacks, switching, run queue, waiting for a task) live
# in runtime/task.c; `Task.ctx` points to that half. With -t N (JULIA_NUM_THREADS for an
# executable) tasks run on N OS threads, one at a time: Threads.@spawn tasks are free to
# move to another thread after a yield, @async tasks and the main task stay on theirs.

# A task: code run with no arguments on its own stack. task.c writes result, exception
# and state when the code returns or throws.
mutable struct Task
    code::Any        # the function it runs
    result::Any      # its return value (the exception when it failed)
    exception::Any   # the exception it failed with, else nothing
    state::Any       # :runnable, :done or :failed
    storage::Any     # task_local_storage (nothing until used)
    sticky::Bool     # stays on its thread (always, with one thread)
    ctx::Ptr{Cvoid}  # the runtime half (runtime/task.c)
    function Task(f)
        t = new(f, nothing, nothing, :runnable, nothing, true, C_NULL)
        t.ctx = ccall(:rt_task_new, Ptr{Cvoid}, (Any,), t)
        return t
    end
end

# wait(t)/fetch(t) on a task that threw
struct TaskFailedException <: Exception
    task::Task  # the failed task
end

# several exceptions at once (@sync)
struct CompositeException <: Exception
    exceptions::Vector{Any}  # the exceptions, in order
end
CompositeException() = CompositeException(Any[])
length(c::CompositeException) = length(c.exceptions)
push!(c::CompositeException, ex) = (push!(c.exceptions, ex); c)
isempty(c::CompositeException) = isempty(c.exceptions)
iterate(c::CompositeException, i = 1) = iterate(c.exceptions, i)

# a channel or lock used in a state that does not allow it
struct InvalidStateException <: Exception
    msg::String    # what went wrong
    state::Symbol  # the state it was in
end

# ---------------------------------------------------------------- basics

current_task() = ccall(:rt_task_current, Any, ())::Task
istaskdone(t::Task) = t.state !== :runnable
istaskstarted(t::Task) = ccall(:rt_task_started, Int32, (Any,), t) != 0
istaskfailed(t::Task) = t.state === :failed
task_local_storage() = (s = current_task(); s.storage === nothing && (s.storage = Dict{Any,Any}()); s.storage)
task_local_storage(key) = task_local_storage()[key]
task_local_storage(key, val) = (task_local_storage()[key] = val)

function schedule(t::Task)
    ccall(:rt_task_schedule, Cvoid, (Any, Any, Int32), t, nothing, Int32(0))
    return t
end
function schedule(t::Task, arg; error::Bool = false)
    ccall(:rt_task_schedule, Cvoid, (Any, Any, Int32), t, arg, Int32(error ? 1 : 0))
    return t
end

yield() = (ccall(:rt_task_yield, Cvoid, ()); nothing)
function yield(t::Task, x = nothing)
    schedule(t, x)
    yield()
end

# block until some task schedules this one; the value it passed
wait() = ccall(:rt_task_wait, Any, ())

function wait(t::Task)
    t === current_task() && error("deadlock detected: cannot wait on current task")
    ccall(:rt_task_join, Cvoid, (Any,), t)
    istaskfailed(t) && throw(TaskFailedException(t))
    return nothing
end

function fetch(t::Task)
    wait(t)
    return t.result
end

function show(io::IO, t::Task)
    st = t.state
    print(io, "Task (", st, st === :runnable && istaskstarted(t) ? ", started" : "", ") @0x",
          string(UInt(t.ctx), base = 16, pad = 16))
end

# the failed task's error and its own stack trace (kept by the runtime when it failed),
# indented under the outer error; an uncaught one is reported with the outer trace between
# the first line and this (runtime/except.c), as Julia's showerror with a backtrace
function showerror(io::IO, ex::TaskFailedException)
    print(io, "TaskFailedException")
    println(io)
    print(io, "\n    nested task error: ")
    b = IOBuffer()
    showerror(b, ex.task.exception)
    trace = ccall(:rt_task_failed_trace, Any, (Any,), ex.task)
    trace isa String && print(b, "\n", chomp(trace))
    print(io, replace(String(take!(b)), "\n" => "\n    "))
end

function showerror(io::IO, ex::CompositeException)
    if !isempty(ex)
        showerror(io, ex.exceptions[1])
        remaining = length(ex) - 1
        if remaining > 0
            print(io, "\n\n...and ", remaining, " more exception", remaining > 1 ? "s" : "", ".\n")
        end
    else
        print(io, "CompositeException()\n")
    end
end

showerror(io::IO, ex::InvalidStateException) = print(io, ex.msg)

function sleep(sec::Real)
    sec >= 0 || throw(ArgumentError(string("cannot sleep for ", sec, " seconds")))
    ccall(:rt_task_sleep, Cvoid, (Float64,), Float64(sec))
    return nothing
end

# ---------------------------------------------------------------- @task, @sync

macro task(ex)
    return Expr(:call, Expr(:., :Base, QuoteNode(:Task)), Expr(:->, Expr(:tuple), esc(ex)))
end

# @sync: every @async / Threads.@spawn lexically inside (not inside a nested @sync) adds
# its task to the block's list; the block's value is returned once they are all done.
function _sync_rewrite(x, var)
    if x isa Expr
        if x.head === :macrocall
            m = x.args[1]
            if m === Symbol("@sync")
                return x
            end
            if m === Symbol("@async") || m === Symbol("@spawn") ||
               (m isa Expr && m.head === :. && length(m.args) == 2 &&
                m.args[2] == QuoteNode(Symbol("@spawn")))
                inner = Expr(:macrocall, m)
                for i in 2:length(x.args)
                    push!(inner.args, _sync_rewrite(x.args[i], var))
                end
                return Expr(:call, Expr(:., :Base, QuoteNode(:_sync_add!)), var, inner)
            end
        end
        if x.head === :quote
            return x
        end
        y = Expr(x.head)
        for a in x.args
            push!(y.args, _sync_rewrite(a, var))
        end
        return y
    end
    return x
end

_sync_add!(v::Vector{Any}, t) = (push!(v, t); t)

function _sync_end(v::Vector{Any})
    c_ex = nothing
    i = 1
    while i <= length(v)
        t = v[i]
        i += 1
        if t isa Task
            istaskdone(t) || ccall(:rt_task_join, Cvoid, (Any,), t)
            if istaskfailed(t)
                c_ex === nothing && (c_ex = CompositeException())
                push!(c_ex, TaskFailedException(t))
            end
        else
            try
                wait(t)
            catch e
                c_ex === nothing && (c_ex = CompositeException())
                push!(c_ex, e)
            end
        end
    end
    c_ex === nothing || throw(c_ex)
    return nothing
end

macro sync(block)
    var = gensym("sync")
    val = gensym("val")
    body = _sync_rewrite(block, var)
    return esc(Expr(:block,
                    Expr(:(=), var, Expr(:ref, :Any)),
                    Expr(:(=), val, body),
                    Expr(:call, Expr(:., :Base, QuoteNode(:_sync_end)), var),
                    val))
end

# ---------------------------------------------------------------- Condition

# tasks waiting for notify
mutable struct Condition
    waitq::Vector{Any}  # the waiting tasks, first come first served
end
Condition() = Condition(Any[])

# sleep until scheduled, having queued ct in q; woken by an error, ct leaves the queue
function _wait_queued(q::Vector{Any}, ct)
    try
        return wait()
    catch
        i = findfirst(x -> x === ct, q)
        i === nothing || deleteat!(q, i)
        rethrow()
    end
end
function wait(c::Condition)
    ct = current_task()
    push!(c.waitq, ct)
    return _wait_queued(c.waitq, ct)
end

function notify(c::Condition, arg = nothing; all::Bool = true, error::Bool = false)
    n = 0
    while !isempty(c.waitq)
        t = popfirst!(c.waitq)::Task
        schedule(t, arg; error = error)
        n += 1
        all || break
    end
    return n
end

# ---------------------------------------------------------------- ReentrantLock

abstract type AbstractLock end

# a lock the task holding it may take again
mutable struct ReentrantLock <: AbstractLock
    locked_by::Any         # the holding Task, or nothing
    reentrancy_cnt::Int    # how many times it holds it
    cond_wait::Condition   # tasks waiting for it
end
ReentrantLock() = ReentrantLock(nothing, 0, Condition())

islocked(l::ReentrantLock) = l.reentrancy_cnt != 0

function trylock(l::ReentrantLock)
    t = current_task()
    if l.reentrancy_cnt == 0
        l.locked_by = t
        l.reentrancy_cnt = 1
        return true
    elseif l.locked_by === t
        l.reentrancy_cnt += 1
        return true
    end
    return false
end

function lock(l::ReentrantLock)
    t = current_task()
    if l.locked_by === t
        l.reentrancy_cnt += 1
        return nothing
    end
    while l.reentrancy_cnt != 0
        wait(l.cond_wait)
    end
    l.locked_by = t
    l.reentrancy_cnt = 1
    return nothing
end

function unlock(l::ReentrantLock)
    l.reentrancy_cnt == 0 && error("unlock count must match lock count")
    l.locked_by === current_task() || error("unlock from wrong thread")
    l.reentrancy_cnt -= 1
    if l.reentrancy_cnt == 0
        l.locked_by = nothing
        isempty(l.cond_wait.waitq) || notify(l.cond_wait)
    end
    return nothing
end

function lock(f, l::AbstractLock)
    lock(l)
    try
        return f()
    finally
        unlock(l)
    end
end

function trylock(f, l::AbstractLock)
    if trylock(l)
        try
            return f()
        finally
            unlock(l)
        end
    end
    return false
end

# ---------------------------------------------------------------- Event, Semaphore, GenericCondition

# a one-shot flag: wait returns once notify has been called, at once from then on
mutable struct Event
    notify::Condition  # tasks waiting for the flag
    set::Bool          # notify has been called
end
Event() = Event(Condition(), false)
function wait(e::Event)
    while !e.set
        wait(e.notify)
    end
    return nothing
end
function notify(e::Event)
    if !e.set
        e.set = true
        notify(e.notify)
    end
    return nothing
end

# a counting lock: at most sem_size acquires without a release
mutable struct Semaphore
    sem_size::Int         # acquires allowed at once
    curr_cnt::Int         # acquires not yet released
    cond_wait::Condition  # tasks waiting for a release
end
Semaphore(sem_size::Integer) = sem_size > 0 ? Semaphore(Int(sem_size), 0, Condition()) :
    throw(ArgumentError("Semaphore size must be > 0"))
function acquire(s::Semaphore)
    while s.curr_cnt >= s.sem_size
        wait(s.cond_wait)
    end
    s.curr_cnt += 1
    return nothing
end
function release(s::Semaphore)
    s.curr_cnt > 0 || error("release count must match acquire count")
    s.curr_cnt -= 1
    notify(s.cond_wait; all = false)
    return nothing
end

# a condition tied to a lock (Threads.Condition): wait and notify need the lock held; wait
# releases it while the task sleeps and takes it back before returning
mutable struct GenericCondition{L<:AbstractLock}
    waitq::Vector{Any}  # the waiting tasks, first come first served
    lock::L             # the lock guarding the condition
end
GenericCondition{L}() where {L<:AbstractLock} = GenericCondition{L}(Any[], L())
GenericCondition{L}(l::L) where {L<:AbstractLock} = GenericCondition{L}(Any[], l)
lock(c::GenericCondition) = lock(c.lock)
unlock(c::GenericCondition) = unlock(c.lock)
trylock(c::GenericCondition) = trylock(c.lock)
islocked(c::GenericCondition) = islocked(c.lock)
_havelock(l::ReentrantLock) = l.locked_by === current_task()
_havelock(l::AbstractLock) = islocked(l)
_assert_havelock(l::AbstractLock) = _havelock(l) || error("concurrency violation detected")
function wait(c::GenericCondition)
    _assert_havelock(c.lock)
    ct = current_task()
    push!(c.waitq, ct)
    l = c.lock
    depth = l isa ReentrantLock ? l.reentrancy_cnt : 1
    l isa ReentrantLock && (l.reentrancy_cnt = 1)
    unlock(l)
    try
        return _wait_queued(c.waitq, ct)
    finally
        lock(l)
        l isa ReentrantLock && (l.reentrancy_cnt = depth)
    end
end
function notify(c::GenericCondition, arg = nothing; all::Bool = true, error::Bool = false)
    _assert_havelock(c.lock)
    n = 0
    while !isempty(c.waitq)
        schedule(popfirst!(c.waitq)::Task, arg; error = error)
        n += 1
        all || break
    end
    return n
end

# timedwait(testcb, timeout): :ok once testcb() holds, polled every pollint seconds, else
# :timed_out after timeout seconds
function timedwait(testcb, timeout::Real; pollint::Real = 0.1)
    pollint >= 1e-3 || throw(ArgumentError("pollint must be ≥ 1 millisecond"))
    t0 = time()
    testcb() && return :ok
    while time() - t0 < timeout
        sleep(min(pollint, max(timeout - (time() - t0), 0.0)))
        testcb() && return :ok
    end
    return :timed_out
end

# ---------------------------------------------------------------- Channel

abstract type AbstractChannel{T} end

# a FIFO of values passed between tasks; put! blocks while it is full (an unbuffered
# channel: until a taker has the value), take! while it is empty
mutable struct Channel{T} <: AbstractChannel{T}
    cond_take::Condition  # takers waiting for data
    cond_put::Condition   # putters waiting for room (or for their value to be taken)
    state::Symbol         # :open or :closed
    excp::Any             # the exception a closed channel throws
    data::Vector{T}       # the buffered values
    sz_max::Int           # capacity (0: unbuffered)
    nput::Int             # values put so far
    ntaken::Int           # values taken so far
    lk::ReentrantLock     # lock(c) / lock(f, c) (put! and take! run one task at a time)
    function Channel{T}(sz::Integer = 0) where {T}
        sz < 0 && throw(ArgumentError("Channel size must be either 0, a positive integer or Inf"))
        return new(Condition(), Condition(), :open, nothing, T[], Int(sz), 0, 0, ReentrantLock())
    end
end
Channel(sz::Integer = 0) = Channel{Any}(sz)

function Channel{T}(func::Function, sz::Integer = 0) where {T}
    c = Channel{T}(sz)
    t = Task(() -> func(c))
    bind(c, t)
    schedule(t)
    return c
end
Channel(func::Function; ctype = Any, csize::Integer = 0, spawn::Bool = false) =
    Channel{ctype}(func, csize)

eltype(::Type{<:AbstractChannel{T}}) where {T} = T
eltype(::AbstractChannel{T}) where {T} = T

_closed_exception() = InvalidStateException("Channel is closed.", :closed)

isopen(c::Channel) = c.state === :open
isready(c::Channel) = !isempty(c.data)
isbuffered(c::Channel) = c.sz_max > 0
n_avail(c::Channel) = length(c.data)

function check_channel_state(c::Channel)
    if !isopen(c)
        excp = c.excp
        excp === nothing || throw(excp)
        throw(_closed_exception())
    end
end

function close(c::Channel, excp::Exception = _closed_exception())
    c.state = :closed
    c.excp = excp
    notify(c.cond_take)
    notify(c.cond_put)
    return nothing
end

# close c when task t finishes (with t's exception, when it fails)
function bind(c::Channel, t::Task)
    waiter = Task(() -> begin
        try
            wait(t)
        catch e
            isopen(c) && close(c, e)
            return nothing
        end
        isopen(c) && close(c)
        return nothing
    end)
    schedule(waiter)
    return c
end

function put!(c::Channel{T}, v) where {T}
    check_channel_state(c)
    v2 = convert(T, v)
    if c.sz_max > 0
        while length(c.data) >= c.sz_max
            wait(c.cond_put)
            check_channel_state(c)
        end
        push!(c.data, v2)
        notify(c.cond_take)
    else
        push!(c.data, v2)
        c.nput += 1
        mine = c.nput
        notify(c.cond_take)
        while c.ntaken < mine
            if !isopen(c)
                # the value was never taken
                i = length(c.data) - (c.nput - mine)
                1 <= i <= length(c.data) && deleteat!(c.data, i)
                check_channel_state(c)
            end
            wait(c.cond_put)
        end
    end
    return v2
end

# block until c holds a value (an error once it is closed and empty)
function _wait_data(c::Channel)
    while isempty(c.data)
        check_channel_state(c)
        wait(c.cond_take)
    end
end

function take!(c::Channel)
    _wait_data(c)
    v = popfirst!(c.data)
    c.ntaken += 1
    notify(c.cond_put)
    return v
end

fetch(c::Channel) = (_wait_data(c); c.data[1])
wait(c::Channel) = (_wait_data(c); nothing)

function iterate(c::Channel, state = nothing)
    while isempty(c.data)
        isopen(c) || return nothing
        wait(c.cond_take)
    end
    return (take!(c), nothing)
end
IteratorSize(::Type{<:Channel}) = SizeUnknown()

show(io::IO, c::Channel) = print(io, typeof(c), "(", c.sz_max, ")")
push!(c::Channel, v) = (put!(c, v); c)
popfirst!(c::Channel) = take!(c)
lock(c::Channel) = lock(c.lk)
unlock(c::Channel) = unlock(c.lk)
trylock(c::Channel) = trylock(c.lk)
lock(f, c::Channel) = lock(f, c.lk)

# @lock l expr: expr run holding l, released however it ends
macro lock(l, expr)
    quote
        temp = $(esc(l))
        lock(temp)
        try
            $(esc(expr))
        finally
            unlock(temp)
        end
    end
end

# ---------------------------------------------------------------- Timer
# Timer(delay; interval): fires after delay seconds, then every interval seconds (0: once,
# after which it closes); wait(t) blocks until it fires. Timer(f, delay; interval) calls
# f(t) each time; an error in f is reported on stderr ("Error in Timer:") and stops the
# calls, as in Julia. A task sleeping in the scheduler does the counting.
mutable struct Timer
    cond::Condition  # tasks waiting for the next firing
    isopen::Bool     # not yet closed (by close, or by a one-shot timer firing)
    set::Bool        # fired and not yet waited for
end
function Timer(cb, timeout::Real; interval::Real = 0.0)
    timeout >= 0 || throw(ArgumentError("timer cannot have negative timeout of $timeout seconds"))
    interval >= 0 ||
        throw(ArgumentError("timer cannot have negative repeat interval of $interval seconds"))
    t = Timer(Condition(), true, false)
    schedule(Task(() -> _timer_run(t, Float64(timeout), Float64(interval), cb)))
    return t
end
Timer(timeout::Real; interval::Real = 0.0) = Timer(nothing, timeout; interval = interval)
function _timer_run(t::Timer, timeout::Float64, interval::Float64, cb)
    sleep(timeout)
    while t.isopen
        t.set = true
        interval == 0 && (t.isopen = false)
        notify(t.cond)
        if cb !== nothing
            try
                cb(t)
            catch err
                write(stderr, "Error in Timer:\n")
                showerror(stderr, err)
                show_backtrace(stderr, catch_backtrace())
                return nothing
            end
        end
        t.isopen || break
        sleep(interval)
    end
    return nothing
end
function wait(t::Timer)
    if !t.set
        t.isopen || throw(EOFError())
        wait(t.cond)
        t.set || throw(EOFError())
    end
    t.set = false
    return nothing
end
isopen(t::Timer) = t.isopen
function close(t::Timer)
    t.isopen = false
    notify(t.cond)
    return nothing
end

# ---------------------------------------------------------------- Threads

module Threads
import ..Base: getindex, setindex!, show
export threadid, nthreads, @threads, @spawn, Atomic, atomic_add!, atomic_sub!,
       atomic_xchg!, atomic_cas!, atomic_and!, atomic_or!, atomic_xor!, atomic_max!,
       atomic_min!

# Threads.Condition: a condition with its own ReentrantLock
const Condition = Base.GenericCondition{Base.ReentrantLock}

# a lock that is not reentrant: a task waiting for it yields until it is free
mutable struct SpinLock <: Base.AbstractLock
    owned::Int  # 1 while held
end
SpinLock() = SpinLock(0)
function Base.lock(l::SpinLock)
    while l.owned != 0
        Base.yield()
    end
    l.owned = 1
    return nothing
end
Base.trylock(l::SpinLock) = l.owned == 0 ? (l.owned = 1; true) : false
function Base.unlock(l::SpinLock)
    l.owned == 0 && error("unlock count must match lock count")
    l.owned = 0
    return nothing
end
Base.islocked(l::SpinLock) = l.owned != 0

# -t N / JULIA_NUM_THREADS (1 by default); the thread the running task is on
nthreads() = Int(ccall(:rt_task_nthreads, Int64, ()))
threadid() = Int(ccall(:rt_task_threadid, Int64, ()))

# a task that may run on any thread (not sticky), scheduled at once
function _spawn(f)
    t = Base.Task(f)
    t.sticky = false
    return Base.schedule(t)
end

# Threads.@spawn: a task scheduled at once, free to move between threads
macro spawn(ex)
    return Expr(:call, Expr(:., Expr(:., :Base, QuoteNode(:Threads)), QuoteNode(:_spawn)),
                Expr(:->, Expr(:tuple), esc(ex)))
end

# @threads' static schedule: iterations lo:hi of r (by position) for thread tid of n
function _chunk(lenr::Int, n::Int, tid::Int)
    len, rem = divrem(lenr, n)
    if len == 0
        tid > rem && return 1:0
        len, rem = 1, 0
    end
    f = 1 + (tid - 1) * len
    l = f + len - 1
    if rem > 0
        if tid <= rem
            f += tid - 1
            l += tid
        else
            f += rem
            l += rem
        end
    end
    return f:l
end

# run body(r, idxs) for one contiguous chunk of r a thread, each on its own thread
function _threads_for(r, body)
    n = nthreads()
    lenr = length(r)
    if n == 1
        body(r, 1:lenr)
        return nothing
    end
    tasks = Vector{Base.Task}(undef, n)
    for tid in 1:n
        idxs = _chunk(lenr, n, tid)
        t = Base.Task(() -> body(r, idxs))
        t.sticky = true
        ccall(:rt_task_set_tid, Cvoid, (Any, Int64), t, tid)
        tasks[tid] = t
        Base.schedule(t)
    end
    for t in tasks
        Base.wait(t)
    end
    return nothing
end

# Threads.@threads [schedule] for x in r ... end: the iterations split into one
# contiguous chunk a thread (the static schedule)
macro threads(args...)
    ex = args[end]
    (ex isa Expr && ex.head === :for) ||
        throw(ArgumentError("@threads requires a `for` loop expression"))
    it = ex.args[1]
    (it isa Expr && it.head === :(=)) ||
        throw(ArgumentError("nested outer loops are not currently supported by @threads"))
    var = it.args[1]
    r = gensym("r")
    idxs = gensym("idxs")
    k = gensym("k")
    bind = Expr(:(=), var, Expr(:call, :getindex, r, Expr(:call, :+, Expr(:call, :firstindex, r), Expr(:call, :-, k, 1))))
    loop = Expr(:for, Expr(:(=), k, idxs),
                Expr(:block, var isa Symbol ? Expr(:local, bind) : bind, ex.args[2]))
    fn = Expr(:->, Expr(:tuple, r, idxs), Expr(:block, loop, nothing))
    return Expr(:call, Expr(:., Expr(:., :Base, QuoteNode(:Threads)), QuoteNode(:_threads_for)),
                esc(it.args[2]), esc(fn))
end

# a value updated atomically (trivially so on one thread)
mutable struct Atomic{T}
    value::T  # the current value
end
Atomic{T}() where {T} = Atomic{T}(zero(T))

getindex(a::Atomic) = a.value
setindex!(a::Atomic{T}, v) where {T} = (a.value = convert(T, v); a)

# a.value = op(old, v), returning old (one thread: nothing can interleave)
function _atomic_update!(op, a::Atomic{T}, v) where {T}
    old = a.value
    a.value = op(old, convert(T, v))
    return old
end
atomic_add!(a::Atomic, v) = _atomic_update!(+, a, v)
atomic_sub!(a::Atomic, v) = _atomic_update!(-, a, v)
atomic_xchg!(a::Atomic, v) = _atomic_update!((old, x) -> x, a, v)
function atomic_cas!(a::Atomic{T}, cmp, new) where {T}
    old = a.value
    old == cmp && (a.value = convert(T, new))
    return old
end
atomic_and!(a::Atomic, v) = _atomic_update!(&, a, v)
atomic_or!(a::Atomic, v) = _atomic_update!(|, a, v)
atomic_xor!(a::Atomic, v) = _atomic_update!(xor, a, v)
atomic_max!(a::Atomic, v) = _atomic_update!(max, a, v)
atomic_min!(a::Atomic, v) = _atomic_update!(min, a, v)

show(io::IO, a::Atomic{T}) where {T} = print(io, "Base.Threads.Atomic{", T, "}(", a.value, ")")
end

# ---------------------------------------------------------------- GC

module GC
# a full collection now (the argument is accepted for Julia's signature)
gc(full::Bool = true) = (ccall(:rt_gc_collect, Cvoid, ()); nothing)
end
