# Constant folding in inference (ir/fold.c): every value below is computed at compile
# time, so `run` returns a constant; --dump-ir=typed (the .args file) shows it.
using Core.Intrinsics: add_int, mul_int, sdiv_int, srem_int, slt_int, shl_int, bitcast,
    sitofp, fptosi, div_float, neg_int, trunc_int
fa() = mul_int(add_int(2, 3), 7)                          # 35
fb() = bitcast(Float64, 0x3ff0000000000000)                  # 1.0
fc() = slt_int(sdiv_int(-7, 2), srem_int(-7, 2))             # -3 < -1: true
fd() = shl_int(1, 70)                                        # Julia: 0 for wide shifts
fe() = fptosi(Int64, div_float(sitofp(Float64, 7), 2.0))     # 3
ff() = trunc_int(Int8, neg_int(1000))                        # -1000 % Int8 == 24
run() = (fa(), fb(), fc(), fd(), fe(), ff())
run()
