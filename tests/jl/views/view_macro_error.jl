println("start")
x = [1, 2, 3]
y = @view x
