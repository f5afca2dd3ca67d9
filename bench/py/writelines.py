# writelines.py — Python peer of jl/writelines.jl: 100,000 formatted lines to a file.
import math, os, tempfile, time

def writelines(path, n):
    with open(path, "w") as f:
        x = 0.5
        for i in range(1, n + 1):
            x = x * 1.000123 + 0.25
            f.write("%6d %12.4f %s\n" % (i, x, "odd" if i % 2 else "even"))
    return os.path.getsize(path)

fd, path = tempfile.mkstemp()
os.close(fd)
best = math.inf
for rep in range(5):
    t0 = time.perf_counter_ns()
    size = writelines(path, 100000)
    best = min(best, (time.perf_counter_ns() - t0) / 1e6)
os.unlink(path)
print(f"checksum={size}")
print(f"time_ms={best}")
