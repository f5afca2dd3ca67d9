/* test_fe_lower_cases.h — cases for test_fe_lower.c: CASE(name, source, expected IR).
 * Each expectation was reviewed against Julia 1.7's lowering rules (docs/ir.md). */
CASE(t_assign_global, "x = 1",
     "thunk:\n"
     "  global Main.x = 1\n"
     "  return 1\n"
     "")
CASE(t_call_ops, "x = f(1) + 2",
     "thunk:\n"
     "  %1 = Main.f(1)\n"
     "  %2 = Main.:+(%1, 2)\n"
     "  global Main.x = %2\n"
     "  return %2\n"
     "")
CASE(t_func_long, "function f(x, y) x + y end",
     "method f(x, y):\n"
     "  %1 = Main.:+(x, y)\n"
     "  return %1\n"
     "")
CASE(t_func_short_ternary, "f(x) = x < 1 ? 1 : 2",
     "method f(x):\n"
     "  %1 = Main.:<(x, 1)\n"
     "  goto %5 if not %1\n"
     "  @_3 = 1\n"
     "  goto %6\n"
     "  @_3 = 2\n"
     "  return @_3\n"
     "")
CASE(t_func_where, "f(x::T) where {T<:Real} = T",
     "method f(x):\n"
     "  %1 = $(Expr(:static_parameter, 1))\n"
     "  return %1\n"
     "")
CASE(t_func_vararg, "function f(x::Int, ys...) ys end",
     "method f(x, ys) va:\n"
     "  return ys\n"
     "")
CASE(t_func_defaults, "function h(a, b=2) a+b end",
     "method h(a):\n"
     "  %1 = #self#(a, 2)\n"
     "  return %1\n"
     "method h(a, b):\n"
     "  %1 = Main.:+(a, b)\n"
     "  return %1\n"
     "")
CASE(t_func_qualified, "Base.:+(a::Foo, b::Foo) = 1",
     "method +(a, b):\n"
     "  return 1\n"
     "")
CASE(t_func_rettype, "function r(x)::Int x end",
     "method r(x):\n"
     "  %1 = Base.convert(Main.Int, x)\n"
     "  %2 = Core.typeassert(%1, Main.Int)\n"
     "  return %2\n"
     "")
CASE(t_func_early_return, "function f(x) return x; 1 end",
     "method f(x):\n"
     "  return x\n"
     "  return 1\n"
     "")
CASE(t_hard_scope_loop_local, "function f() for i=1:3; y = i; end; y end",
     "method f():\n"
     "  %1 = Main.:(:)(1, 3)\n"
     "  @_2 = %1\n"
     "  %3 = Base.iterate(@_2)\n"
     "  @_3 = %3\n"
     "  %5 = Core.:(===)(@_3, nothing)\n"
     "  %6 = Core.Intrinsics.not_int(%5)\n"
     "  goto %19 if not %6\n"
     "  %8 = Core.getfield(@_3, 1)\n"
     "  i = %8\n"
     "  %10 = Core.getfield(@_3, 2)\n"
     "  @_6 = %10\n"
     "  y = i\n"
     "  %13 = Base.iterate(@_2, @_6)\n"
     "  @_3 = %13\n"
     "  %15 = Core.:(===)(@_3, nothing)\n"
     "  %16 = Core.Intrinsics.not_int(%15)\n"
     "  goto %19 if not %16\n"
     "  goto %8\n"
     "  return Main.y\n"
     "")
CASE(t_local_typed, "function f(); local x::Int = 2.0; x end",
     "method f():\n"
     "  %1 = Base.convert(Main.Int, 2.0)\n"
     "  %2 = Core.typeassert(%1, Main.Int)\n"
     "  x = %2\n"
     "  return x\n"
     "")
CASE(t_global_decl, "function f(); global g = 1; end",
     "method f():\n"
     "  global Main.g = 1\n"
     "  return 1\n"
     "")
CASE(t_for_toplevel, "for i in 1:3; println(i); end",
     "thunk:\n"
     "  %1 = Main.:(:)(1, 3)\n"
     "  @_1 = %1\n"
     "  %3 = Base.iterate(@_1)\n"
     "  @_2 = %3\n"
     "  %5 = Core.:(===)(@_2, nothing)\n"
     "  %6 = Core.Intrinsics.not_int(%5)\n"
     "  goto %19 if not %6\n"
     "  %8 = Core.getfield(@_2, 1)\n"
     "  i = %8\n"
     "  %10 = Core.getfield(@_2, 2)\n"
     "  @_4 = %10\n"
     "  %12 = Main.println(i)\n"
     "  %13 = Base.iterate(@_1, @_4)\n"
     "  @_2 = %13\n"
     "  %15 = Core.:(===)(@_2, nothing)\n"
     "  %16 = Core.Intrinsics.not_int(%15)\n"
     "  goto %19 if not %16\n"
     "  goto %8\n"
     "  return nothing\n"
     "")
CASE(t_for_nested_specs, "for i = 1:2, j = 1:3; f(i, j); end",
     "thunk:\n"
     "  %1 = Main.:(:)(1, 2)\n"
     "  @_1 = %1\n"
     "  %3 = Base.iterate(@_1)\n"
     "  @_2 = %3\n"
     "  %5 = Core.:(===)(@_2, nothing)\n"
     "  %6 = Core.Intrinsics.not_int(%5)\n"
     "  goto %36 if not %6\n"
     "  %8 = Core.getfield(@_2, 1)\n"
     "  i = %8\n"
     "  %10 = Core.getfield(@_2, 2)\n"
     "  @_4 = %10\n"
     "  %12 = Main.:(:)(1, 3)\n"
     "  @_5 = %12\n"
     "  %14 = Base.iterate(@_5)\n"
     "  @_6 = %14\n"
     "  %16 = Core.:(===)(@_6, nothing)\n"
     "  %17 = Core.Intrinsics.not_int(%16)\n"
     "  goto %30 if not %17\n"
     "  %19 = Core.getfield(@_6, 1)\n"
     "  j = %19\n"
     "  %21 = Core.getfield(@_6, 2)\n"
     "  @_8 = %21\n"
     "  %23 = Main.f(i, j)\n"
     "  %24 = Base.iterate(@_5, @_8)\n"
     "  @_6 = %24\n"
     "  %26 = Core.:(===)(@_6, nothing)\n"
     "  %27 = Core.Intrinsics.not_int(%26)\n"
     "  goto %30 if not %27\n"
     "  goto %19\n"
     "  %30 = Base.iterate(@_1, @_4)\n"
     "  @_2 = %30\n"
     "  %32 = Core.:(===)(@_2, nothing)\n"
     "  %33 = Core.Intrinsics.not_int(%32)\n"
     "  goto %36 if not %33\n"
     "  goto %8\n"
     "  return nothing\n"
     "")
CASE(t_for_destructure, "for (i, x) in enumerate(v); g(x); end",
     "thunk:\n"
     "  %1 = Main.enumerate(Main.v)\n"
     "  @_1 = %1\n"
     "  %3 = Base.iterate(@_1)\n"
     "  @_2 = %3\n"
     "  %5 = Core.:(===)(@_2, nothing)\n"
     "  %6 = Core.Intrinsics.not_int(%5)\n"
     "  goto %25 if not %6\n"
     "  %8 = Core.getfield(@_2, 1)\n"
     "  %9 = Base.indexed_iterate(%8, 1)\n"
     "  %10 = Core.getfield(%9, 1)\n"
     "  %11 = Core.getfield(%9, 2)\n"
     "  i = %10\n"
     "  %13 = Base.indexed_iterate(%8, 2, %11)\n"
     "  %14 = Core.getfield(%13, 1)\n"
     "  x = %14\n"
     "  %16 = Core.getfield(@_2, 2)\n"
     "  @_5 = %16\n"
     "  %18 = Main.g(x)\n"
     "  %19 = Base.iterate(@_1, @_5)\n"
     "  @_2 = %19\n"
     "  %21 = Core.:(===)(@_2, nothing)\n"
     "  %22 = Core.Intrinsics.not_int(%21)\n"
     "  goto %25 if not %22\n"
     "  goto %8\n"
     "  return nothing\n"
     "")
CASE(t_while_update, "while x < 10; x += 1; end",
     "thunk:\n"
     "  %1 = Main.:<(Main.x, 10)\n"
     "  goto %6 if not %1\n"
     "  %3 = Main.:+(x, 1)\n"
     "  x = %3\n"
     "  goto %1\n"
     "  return nothing\n"
     "")
CASE(t_break_continue, "while true; if x; break; end; continue; end",
     "thunk:\n"
     "  goto %7 if not true\n"
     "  goto %5 if not Main.x\n"
     "  goto %7\n"
     "  goto %5\n"
     "  goto %1\n"
     "  goto %1\n"
     "  return nothing\n"
     "")
CASE(t_chained_cmp, "a < b < c",
     "thunk:\n"
     "  @_2 = Main.a\n"
     "  @_3 = Main.b\n"
     "  %3 = Main.:<(@_2, @_3)\n"
     "  goto %8 if not %3\n"
     "  %5 = Main.:<(@_3, Main.c)\n"
     "  @_1 = %5\n"
     "  goto %9\n"
     "  @_1 = false\n"
     "  return @_1\n"
     "")
CASE(t_if_elseif, "if a; 1; elseif b; 2; else 3; end",
     "thunk:\n"
     "  goto %4 if not Main.a\n"
     "  @_1 = 1\n"
     "  goto %9\n"
     "  goto %7 if not Main.b\n"
     "  @_2 = 2\n"
     "  goto %8\n"
     "  @_2 = 3\n"
     "  @_1 = @_2\n"
     "  return @_1\n"
     "")
CASE(t_andand_value, "x = a && b",
     "thunk:\n"
     "  goto %4 if not Main.a\n"
     "  @_1 = Main.b\n"
     "  goto %5\n"
     "  @_1 = false\n"
     "  global Main.x = @_1\n"
     "  return @_1\n"
     "")
CASE(t_oror_stmt, "function f(a) a || return 1; 2 end",
     "method f(a):\n"
     "  goto %3 if not a\n"
     "  goto %4\n"
     "  return 1\n"
     "  return 2\n"
     "")
CASE(t_let_block, "let x = 1; x + 1 end",
     "thunk:\n"
     "  x = 1\n"
     "  %2 = Main.:+(x, 1)\n"
     "  return %2\n"
     "")
CASE(t_const_top, "const C = 3",
     "const C:\n"
     "  return 3\n"
     "")
CASE(t_global_assign, "global y = 2",
     "thunk:\n"
     "  global Main.y = 2\n"
     "  return 2\n"
     "")
CASE(t_tuple_swap, "x, y = y, x",
     "thunk:\n"
     "  @_1 = Main.y\n"
     "  @_2 = Main.x\n"
     "  global Main.x = @_1\n"
     "  global Main.y = @_2\n"
     "  %5 = Core.tuple(@_1, @_2)\n"
     "  return %5\n"
     "")
CASE(t_destructure_call, "a, b = f()",
     "thunk:\n"
     "  %1 = Main.f()\n"
     "  %2 = Base.indexed_iterate(%1, 1)\n"
     "  %3 = Core.getfield(%2, 1)\n"
     "  %4 = Core.getfield(%2, 2)\n"
     "  global Main.a = %3\n"
     "  %6 = Base.indexed_iterate(%1, 2, %4)\n"
     "  %7 = Core.getfield(%6, 1)\n"
     "  global Main.b = %7\n"
     "  return %1\n"
     "")
CASE(t_destructure_nonsym, "x[2], x[1] = x",
     "thunk:\n"
     "  @_1 = Main.x\n"
     "  %2 = Base.indexed_iterate(@_1, 1)\n"
     "  %3 = Core.getfield(%2, 1)\n"
     "  %4 = Core.getfield(%2, 2)\n"
     "  @_2 = %3\n"
     "  %6 = Base.indexed_iterate(@_1, 2, %4)\n"
     "  %7 = Core.getfield(%6, 1)\n"
     "  @_3 = %7\n"
     "  %9 = Base.setindex!(Main.x, @_2, 2)\n"
     "  %10 = Base.setindex!(Main.x, @_3, 1)\n"
     "  return @_1\n"
     "")
CASE(t_destructure_slurp, "function f(t) a, b... = t; b end",
     "method f(t):\n"
     "  @_5 = t\n"
     "  %2 = Base.indexed_iterate(@_5, 1)\n"
     "  %3 = Core.getfield(%2, 1)\n"
     "  %4 = Core.getfield(%2, 2)\n"
     "  a = %3\n"
     "  %6 = Base.rest(@_5, %4)\n"
     "  b = %6\n"
     "  return b\n"
     "")
CASE(t_prop_destructure, "(; a, b) = t",
     "thunk:\n"
     "  @_1 = Main.t\n"
     "  %2 = Base.getproperty(@_1, :a)\n"
     "  global Main.a = %2\n"
     "  %4 = Base.getproperty(@_1, :b)\n"
     "  global Main.b = %4\n"
     "  return @_1\n"
     "")
CASE(t_update_index, "a[i] += 1",
     "thunk:\n"
     "  @_1 = Main.a\n"
     "  @_2 = Main.i\n"
     "  %3 = Base.getindex(@_1, @_2)\n"
     "  %4 = Main.:+(%3, 1)\n"
     "  %5 = Base.setindex!(@_1, %4, @_2)\n"
     "  return %4\n"
     "")
CASE(t_update_field, "p.x *= 2",
     "thunk:\n"
     "  @_1 = Main.p\n"
     "  %2 = Base.getproperty(@_1, :x)\n"
     "  %3 = Main.:*(%2, 2)\n"
     "  %4 = Base.setproperty!(@_1, :x, %3)\n"
     "  return %3\n"
     "")
CASE(t_index_end, "a[end]",
     "thunk:\n"
     "  %1 = Base.lastindex(Main.a)\n"
     "  %2 = Base.getindex(Main.a, %1)\n"
     "  return %2\n"
     "")
CASE(t_index_end2, "a[end, 1]",
     "thunk:\n"
     "  %1 = Base.lastindex(Main.a, 1)\n"
     "  %2 = Base.getindex(Main.a, %1, 1)\n"
     "  return %2\n"
     "")
CASE(t_setfield, "x.f = 3",
     "thunk:\n"
     "  @_1 = Main.x\n"
     "  %2 = Base.setproperty!(@_1, :f, 3)\n"
     "  return 3\n"
     "")
CASE(t_getfield_prop, "x.f",
     "thunk:\n"
     "  %1 = Base.getproperty(Main.x, :f)\n"
     "  return %1\n"
     "")
CASE(t_string_interp, "\"a$(x)b\"",
     "thunk:\n"
     "  %1 = Base.string(\"a\", Main.x, \"b\")\n"
     "  return %1\n"
     "")
CASE(t_tuple_lit, "(1, 2)",
     "thunk:\n"
     "  %1 = Core.tuple(1, 2)\n"
     "  return %1\n"
     "")
CASE(t_named_tuple, "(a = 1, b = x)",
     "thunk:\n"
     "  %1 = Core.tuple(:a, :b)\n"
     "  %2 = Core.apply_type(Core.NamedTuple, %1)\n"
     "  %3 = Core.tuple(1, Main.x)\n"
     "  %4 = %2(%3)\n"
     "  return %4\n"
     "")
CASE(t_vect, "[1, 2]",
     "thunk:\n"
     "  %1 = Base.vect(1, 2)\n"
     "  return %1\n"
     "")
CASE(t_hvcat, "[1 2; 3 4]",
     "thunk:\n"
     "  %1 = Core.tuple(2, 2)\n"
     "  %2 = Base.hvcat(%1, 1, 2, 3, 4)\n"
     "  return %2\n"
     "")
CASE(t_ncat_colfirst, "[1;2;;3;4]",
     "thunk:\n"
     "  %1 = Core.tuple(2, 2)\n"
     "  %2 = Base.hvncat(%1, false, 1, 2, 3, 4)\n"
     "  return %2\n"
     "")
CASE(t_ncat_rowfirst, "[a b ;;; c d]",
     "thunk:\n"
     "  %1 = Core.tuple(1, 2, 2)\n"
     "  %2 = Base.hvncat(%1, true, Main.a, Main.b, Main.c, Main.d)\n"
     "  return %2\n"
     "")
CASE(t_ncat_int, "[a ;;; b ;;; c]",
     "thunk:\n"
     "  %1 = Base.hvncat(3, Main.a, Main.b, Main.c)\n"
     "  return %1\n"
     "")
CASE(t_ncat_shape, "[a b ; c ;;; d ;;;;]",
     "thunk:\n"
     "  %1 = Core.tuple(2, 1, 1)\n"
     "  %2 = Core.tuple(3, 1)\n"
     "  %3 = Core.tuple(4)\n"
     "  %4 = Core.tuple(4)\n"
     "  %5 = Core.tuple(%1, %2, %3, %4)\n"
     "  %6 = Base.hvncat(%5, true, Main.a, Main.b, Main.c, Main.d)\n"
     "  return %6\n"
     "")
CASE(t_typed_vect, "Int[1, 2]",
     "thunk:\n"
     "  %1 = Base.getindex(Main.Int, 1, 2)\n"
     "  return %1\n"
     "")
CASE(t_broadcast_op, "x .+ y",
     "thunk:\n"
     "  %1 = Base.broadcasted(Main.:+, Main.x, Main.y)\n"
     "  %2 = Base.materialize(%1)\n"
     "  return %2\n"
     "")
CASE(t_broadcast_assign, "x .= f.(y)",
     "thunk:\n"
     "  @_1 = Main.x\n"
     "  %2 = Base.broadcasted(Main.f, Main.y)\n"
     "  %3 = Base.materialize!(@_1, %2)\n"
     "  return %3\n"
     "")
CASE(t_broadcast_fused, "sin.(x .+ 1)",
     "thunk:\n"
     "  %1 = Base.broadcasted(Main.:+, Main.x, 1)\n"
     "  %2 = Base.broadcasted(Main.sin, %1)\n"
     "  %3 = Base.materialize(%2)\n"
     "  return %3\n"
     "")
CASE(t_splat_call, "f(xs...)",
     "thunk:\n"
     "  %1 = Core._apply_iterate(Base.iterate, Main.f, Main.xs)\n"
     "  return %1\n"
     "")
CASE(t_splat_mixed, "f(1, xs..., 2)",
     "thunk:\n"
     "  %1 = Core.tuple(1)\n"
     "  %2 = Core.tuple(2)\n"
     "  %3 = Core._apply_iterate(Base.iterate, Main.f, %1, Main.xs, %2)\n"
     "  return %3\n"
     "")
CASE(t_kw_call, "f(x; y=2)",
     "thunk:\n"
     "  @_1 = Main.f\n"
     "  %2 = Core.tuple(:y)\n"
     "  %3 = Core.apply_type(Core.NamedTuple, %2)\n"
     "  %4 = Core.tuple(2)\n"
     "  %5 = %3(%4)\n"
     "  @_2 = %5\n"
     "  @_3 = @_1\n"
     "  %8 = Base.kwcall(@_2, @_3, Main.x)\n"
     "  return %8\n"
     "")
CASE(t_kw_def, "function k(a; c=1) a+c end",
     "method #k#1(c, #rest#, #fself#, a):\n"
     "  %1 = Main.:+(a, c)\n"
     "  return %1\n"
     "method k(a):\n"
     "  #fself# = #self#\n"
     "  c = 1\n"
     "  #rest# = Base._no_kwargs\n"
     "  %4 = Main.#k#1(c, #rest#, #fself#, a)\n"
     "  return %4\n"
     "method kwcall(#nt#, #fself#, a):\n"
     "  %1 = Core.isdefined(#nt#, :c)\n"
     "  goto %6 if not %1\n"
     "  %3 = Core.getfield(#nt#, :c)\n"
     "  @_7 = %3\n"
     "  goto %7\n"
     "  @_7 = 1\n"
     "  c = @_7\n"
     "  %8 = Core.tuple(:c)\n"
     "  %9 = Base._kw_has_other(#nt#, %8)\n"
     "  goto %13 if not %9\n"
     "  %11 = Base.kwerr(#nt#, #fself#, a)\n"
     "  goto %13\n"
     "  #rest# = Base._no_kwargs\n"
     "  %14 = Main.#k#1(c, #rest#, #fself#, a)\n"
     "  return %14\n"
     "")
CASE(t_closure_capture, "function f(x) g = y -> x + y; g(1) end",
     "struct\n"
     "method ?(y):\n"
     "  %1 = Core.getfield(#self#, :x)\n"
     "  %2 = Main.:+(%1, y)\n"
     "  return %2\n"
     "method f(x):\n"
     "  %1 = Core.typeof(x)\n"
     "  %2 = Core.apply_type(Main.#1#2, %1)\n"
     "  %3 = %new(%2, x)\n"
     "  g = %3\n"
     "  %5 = g(1)\n"
     "  return %5\n"
     "")
CASE(t_closure_boxed, "function f() x = 0; g = () -> (x += 1); g(); x end",
     "struct\n"
     "method ?():\n"
     "  %1 = Core.getfield(#self#, :x)\n"
     "  %2 = Core.getfield(%1, :contents)\n"
     "  %3 = Main.:+(%2, 1)\n"
     "  %4 = Core.getfield(#self#, :x)\n"
     "  %5 = Core.setfield!(%4, :contents, %3)\n"
     "  return %3\n"
     "method f():\n"
     "  %1 = Core.Box()\n"
     "  x = %1\n"
     "  %3 = Core.setfield!(x, :contents, 0)\n"
     "  %4 = Core.typeof(x)\n"
     "  %5 = Core.apply_type(Main.#1#2, %4)\n"
     "  %6 = %new(%5, x)\n"
     "  g = %6\n"
     "  %8 = g()\n"
     "  %9 = Core.getfield(x, :contents)\n"
     "  return %9\n"
     "")
CASE(t_lambda_toplevel, "map(x -> x^2, v)",
     "struct\n"
     "method ?(x):\n"
     "  %1 = Core.apply_type(Base.Val, 2)\n"
     "  %2 = %1()\n"
     "  %3 = Base.literal_pow(Main.:^, x, %2)\n"
     "  return %3\n"
     "thunk:\n"
     "  %1 = %new(Main.#1#2)\n"
     "  %2 = Main.map(%1, Main.v)\n"
     "  return %2\n"
     "")
CASE(t_do_block, "f(x) do y; y + 1 end",
     "struct\n"
     "method ?(y):\n"
     "  %1 = Main.:+(y, 1)\n"
     "  return %1\n"
     "thunk:\n"
     "  %1 = %new(Main.#1#2)\n"
     "  @_1 = %1\n"
     "  %3 = Main.f(@_1, Main.x)\n"
     "  return %3\n"
     "")
CASE(t_comprehension, "[x^2 for x in 1:3]",
     "struct\n"
     "method ?(x):\n"
     "  %1 = Core.apply_type(Base.Val, 2)\n"
     "  %2 = %1()\n"
     "  %3 = Base.literal_pow(Main.:^, x, %2)\n"
     "  return %3\n"
     "thunk:\n"
     "  %1 = %new(Main.#1#2)\n"
     "  %2 = Main.:(:)(1, 3)\n"
     "  %3 = Base.Generator(%1, %2)\n"
     "  %4 = Base.collect(%3)\n"
     "  return %4\n"
     "")
CASE(t_try_catch, "try f() catch e println(e) end",
     "thunk:\n"
     "  enter %6\n"
     "  %2 = Main.f()\n"
     "  @_1 = %2\n"
     "  leave 1\n"
     "  goto %11\n"
     "  %6 = the_exception\n"
     "  e = %6\n"
     "  %8 = Main.println(e)\n"
     "  @_1 = %8\n"
     "  pop_exception\n"
     "  return @_1\n"
     "")
CASE(t_try_finally, "try f() finally g() end",
     "thunk:\n"
     "  enter %7\n"
     "  %2 = Main.f()\n"
     "  @_1 = %2\n"
     "  leave 1\n"
     "  %5 = Main.g()\n"
     "  goto %9\n"
     "  %7 = Main.g()\n"
     "  %8 = Base.rethrow()\n"
     "  return @_1\n"
     "")
CASE(t_return_in_finally, "function f() try return 1 finally g() end end",
     "method f():\n"
     "  enter %10\n"
     "  @_3 = 1\n"
     "  leave 1\n"
     "  %4 = Main.g()\n"
     "  return @_3\n"
     "  @_2 = nothing\n"
     "  leave 1\n"
     "  %8 = Main.g()\n"
     "  goto %12\n"
     "  %10 = Main.g()\n"
     "  %11 = Base.rethrow()\n"
     "  return @_2\n"
     "")
CASE(t_macro_show, "@show x",
     "thunk:\n"
     "  @_1 = Main.x\n"
     "  %2 = Base.repr(@_1)\n"
     "  %3 = Base.println(\"x = \", %2)\n"
     "  return @_1\n"
     "")
CASE(t_macro_assert, "@assert x > 0",
     "thunk:\n"
     "  %1 = Main.:>(Main.x, 0)\n"
     "  goto %5 if not %1\n"
     "  @_1 = nothing\n"
     "  goto %8\n"
     "  %5 = Main.AssertionError(\"x > 0\")\n"
     "  %6 = Core.throw(%5)\n"
     "  @_1 = %6\n"
     "  return @_1\n"
     "")
CASE(t_macro_inbounds, "@inbounds a[i]",
     "thunk:\n"
     "  %1 = Base.getindex(Main.a, Main.i)\n"
     "  return %1\n"
     "")
CASE(t_macro_unknown, "@foo x",
     "error: UndefVarError: @foo not defined\n"
     "")
CASE(t_curly, "Vector{Int}",
     "thunk:\n"
     "  %1 = Core.apply_type(Main.Vector, Main.Int)\n"
     "  return %1\n"
     "")
CASE(t_curly_lower_bound, "Vector{<:Real}",
     "thunk:\n"
     "  %1 = Core.TypeVar(:#s1, Main.Real)\n"
     "  @_1 = %1\n"
     "  %3 = Core.apply_type(Main.Vector, @_1)\n"
     "  %4 = Core.UnionAll(@_1, %3)\n"
     "  return %4\n"
     "")
CASE(t_literal_pow, "x^-1",
     "thunk:\n"
     "  %1 = Core.apply_type(Base.Val, -1)\n"
     "  %2 = %1()\n"
     "  %3 = Base.literal_pow(Main.:^, Main.x, %2)\n"
     "  return %3\n"
     "")
CASE(t_global_typed_error, "x::Int = 1",
     "error: syntax: type declarations on global variables are not yet supported\n"
     "")
CASE(t_struct_item, "struct P; x; end",
     "struct\n"
     "")
CASE(t_block_flatten, "begin x = 1; f(x) end",
     "thunk:\n"
     "  global Main.x = 1\n"
     "  return 1\n"
     "thunk:\n"
     "  %1 = Main.f(Main.x)\n"
     "  return %1\n"
     "")
CASE(t_inner_function, "function f(n) g(k) = k + n; g(1) end",
     "struct\n"
     "method ?(k):\n"
     "  %1 = Core.getfield(#self#, :n)\n"
     "  %2 = Main.:+(k, %1)\n"
     "  return %2\n"
     "method f(n):\n"
     "  %1 = Core.typeof(n)\n"
     "  %2 = Core.apply_type(Main.#g#1, %1)\n"
     "  %3 = %new(%2, n)\n"
     "  g = %3\n"
     "  %5 = g(1)\n"
     "  return %5\n"
     "")
