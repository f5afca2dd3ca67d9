# sortf.py — Python peer of jl/sortf.jl: list.sort() on 1,000,000 floats, best of 3.
import math, time

def fill_lcg(n, seed):
    x = seed & 0xFFFFFFFFFFFFFFFF
    a = [0.0] * n
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        a[i] = (x >> 11) * 1.1102230246251565e-16
    return a

def sorted_hash(a):
    h = 0
    for i, v in enumerate(a):
        if i > 0 and a[i - 1] > v:
            raise SystemExit("array is not sorted")
        h = (h * 31 + math.floor(v * 1e6)) % 1000000007
    return h

best = math.inf
for rep in range(3):
    a = fill_lcg(1000000, 12345)
    t0 = time.perf_counter_ns()
    a.sort()
    best = min(best, (time.perf_counter_ns() - t0) / 1e6)
    h = sorted_hash(a)
print(f"checksum={h}")
print(f"time_ms={best}")
