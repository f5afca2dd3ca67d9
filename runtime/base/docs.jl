# docs.jl — docstrings: `"text" f(x) = ...` (and @doc) lowers to the definition followed by
# _setdoc!(module, :f, "text"); runtime/docs.c keeps them for the REPL's help mode.
_setdoc!(m, name::Symbol, text) = ccall(:rt_doc_set, Cvoid, (Any, Any, Any), m, name, text)
