# an error message keeps its NUL bytes
println(sizeof(sprint(showerror, ErrorException("a\0b"))), " ", repr(sprint(showerror, ErrorException("a\0b"))))
