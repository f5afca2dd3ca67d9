# nbody.jl — the n-body simulation of the benchmarks game (5 bodies, 200000 steps of 0.01):
# a vector of mutable structs whose Float64 fields are read and written in a double loop.
# The checksum is the energy after the run, rounded to 9 digits (-0.169075164 as in C).
# Protocol: "checksum=<value>" then "time_ms=<best of 3 kernel runs, ms>".

mutable struct Body
    x::Float64
    y::Float64
    z::Float64
    vx::Float64
    vy::Float64
    vz::Float64
    mass::Float64
end

const SOLAR_MASS = 4 * pi * pi
const DAYS_PER_YEAR = 365.24

function bodies()
    d = DAYS_PER_YEAR
    bs = [Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS),
          Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
               1.66007664274403694e-03 * d, 7.69901118419740425e-03 * d,
               -6.90460016972063023e-05 * d, 9.54791938424326609e-04 * SOLAR_MASS),
          Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
               -2.76742510726862411e-03 * d, 4.99852801234917238e-03 * d,
               2.30417297573763929e-05 * d, 2.85885980666130812e-04 * SOLAR_MASS),
          Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
               2.96460137564761618e-03 * d, 2.37847173959480950e-03 * d,
               -2.96589568540237556e-05 * d, 4.36624404335156298e-05 * SOLAR_MASS),
          Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
               2.68067772490389322e-03 * d, 1.62824170038242295e-03 * d,
               -9.51592254519715870e-05 * d, 5.15138902046611451e-05 * SOLAR_MASS)]
    px = 0.0; py = 0.0; pz = 0.0
    for b in bs
        px += b.vx * b.mass; py += b.vy * b.mass; pz += b.vz * b.mass
    end
    bs[1].vx = -px / SOLAR_MASS; bs[1].vy = -py / SOLAR_MASS; bs[1].vz = -pz / SOLAR_MASS
    return bs
end

function advance!(bs::Vector{Body}, dt::Float64)
    n = length(bs)
    for i in 1:n
        bi = bs[i]
        for j in i+1:n
            bj = bs[j]
            dx = bi.x - bj.x; dy = bi.y - bj.y; dz = bi.z - bj.z
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * sqrt(d2))
            bi.vx -= dx * bj.mass * mag; bi.vy -= dy * bj.mass * mag; bi.vz -= dz * bj.mass * mag
            bj.vx += dx * bi.mass * mag; bj.vy += dy * bi.mass * mag; bj.vz += dz * bi.mass * mag
        end
    end
    for b in bs
        b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz
    end
end

function energy(bs::Vector{Body})
    e = 0.0
    n = length(bs)
    for i in 1:n
        b = bs[i]
        e += 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
        for j in i+1:n
            c = bs[j]
            dx = b.x - c.x; dy = b.y - c.y; dz = b.z - c.z
            e -= b.mass * c.mass / sqrt(dx * dx + dy * dy + dz * dz)
        end
    end
    return e
end

function run_nbody()
    bs = bodies()
    for _ in 1:200000
        advance!(bs, 0.01)
    end
    return energy(bs)
end

function main()
    best = Inf
    e = 0.0
    for rep in 1:3
        t0 = time_ns()
        e = run_nbody()
        dt = (time_ns() - t0) / 1.0e6
        dt < best && (best = dt)
    end
    println("checksum=", round(e, digits = 9))
    println("time_ms=", best)
end

main()
