# mandelc.py — Python peer of jl/mandelc.jl: complex numbers and a nested comprehension.
import math, time

def escape(c, maxiter):
    z = c
    for n in range(1, maxiter + 1):
        if z.real * z.real + z.imag * z.imag > 4.0:
            return n - 1
        z = z * z + c
    return maxiter

def grid(w, h, maxiter):
    return [[escape(complex(-2.0 + 3.0 * (x - 1) / w, -1.2 + 2.4 * (y - 1) / h), maxiter)
             for y in range(1, h + 1)] for x in range(1, w + 1)]

best = math.inf
for rep in range(2):
    t0 = time.perf_counter_ns()
    g = grid(600, 400, 100)
    best = min(best, (time.perf_counter_ns() - t0) / 1e6)
    total = sum(sum(col) for col in g)
print(f"checksum={total}")
print(f"time_ms={best}")
