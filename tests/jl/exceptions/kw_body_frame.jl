# a keyword method's body shows in a stack trace as f(args...; k::T)
struct Acct
    bal::Float64
end
function withdraw(a::Acct, amt; fee=1.0, opts...)
    amt + fee > a.bal && throw(ArgumentError("insufficient funds: $(a.bal)"))
    Acct(a.bal - amt - fee)
end
charge(a; rate::Int=2) = withdraw(a, 10.0 * rate)
println(charge(Acct(100.0)))
charge(Acct(10.0))
