# hexround.py — Python peer of jl/hexround.jl: format(v, 'x') and int(s, 16).
import math, time

def roundtrips(n):
    x = 7
    acc = 0
    m = 0xFFFFFFFFFFFFFFFF
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & m
        v = x >> 4
        s = format(v, 'x')
        acc = (acc + len(s) + int(s, 16)) & m
    return acc - (1 << 64) if acc >= (1 << 63) else acc

best = math.inf
for rep in range(3):
    t0 = time.perf_counter_ns()
    acc = roundtrips(1000000)
    best = min(best, (time.perf_counter_ns() - t0) / 1e6)
print(f"checksum={acc}")
print(f"time_ms={best}")
