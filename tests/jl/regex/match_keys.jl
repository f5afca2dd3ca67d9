println(keys(match(r"(?<y>\d+)-(?<m>\d+)", "1-2")))
println(keys(match(r"(\d+)-(\d+)", "1-2")))
println(keys(match(r"(\d+)-(?<m>\d+)", "1-2")))
println(keys(match(r"\d", "1")))
