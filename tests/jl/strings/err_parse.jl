println(parse(Int, "12a"))
