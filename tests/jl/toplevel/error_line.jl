x = 1
if x == 1
    y = 2
    error("boom")
end
