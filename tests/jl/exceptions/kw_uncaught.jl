f(x; k=1) = x
f(1; z=2)
