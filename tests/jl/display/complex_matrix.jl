# complex numbers in a :compact context print without spaces and align on the imaginary sign
display([1+2im 3.5-1im; 1/3+0im 2im])
display([1+2im, 10-4im])
display([1+2im 3-4im; -10+0im 5im])
show(IOContext(stdout, :compact => true), 1.5-2im); println()
println([1+2im 3im], " ", Dict(1 => 2im))
display(Dict(1 => 1.5+2im))
