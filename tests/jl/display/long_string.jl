# long strings under :limit (text/plain, PR #40736): head ⋯ n bytes ⋯ tail
const TP = MIME"text/plain"()
s = "a" * repeat("m", 50) * "z"
println(sprint((io, x) -> show(io, MIME"text/plain"(), x; limit = 20), s))
top = sprint(show, TP, repeat("a", 1000); context = (:limit => true, :displaysize => (24, 80)))
println(length(top), " ", count(==('a'), top), " ", occursin(" ⋯ 459 bytes ⋯ ", top))
println(top[1:4], "|", top[end-3:end])
# inside a collection (:typeinfo set) the limit is one screen line
println(sprint(show, TP, repeat("b", 100); context = (:limit => true, :typeinfo => String)))
# short enough: shown whole
println(sprint(show, TP, repeat("c", 78); context = (:limit => true, :typeinfo => String)))
# multi-byte characters: the skipped count is in bytes
println(sprint((io, x) -> show(io, MIME"text/plain"(), x; limit = 30), repeat("é", 40)))
# no :limit: shown whole, and 2-argument show never elides
println(length(sprint(show, TP, repeat("d", 1000))))
println(length(sprint(show, repeat("d", 1000); context = :limit => true)))
display(repeat("e", 30))
