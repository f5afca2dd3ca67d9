println(parse(Float64, "x1"))
