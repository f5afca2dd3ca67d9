# an uncaught ParserError: the ERROR report shows Julia's TOML Parser error block
println("before")
Base.TOML.parse("""
[package]
name = "x"
version = 1.2.3
""")
println("not reached")
