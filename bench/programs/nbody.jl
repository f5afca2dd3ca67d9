# nbody.jl -- The Computer Language Benchmarks Game "n-body": a Jovian planets
# simulation with Float64 arithmetic on mutable structs held in a Vector.
# usage: nbody N   (steps; default 5000000)
using Printf

const solar_mass = 4 * pi * pi
const days_per_year = 365.24

mutable struct Body
    x::Float64
    y::Float64
    z::Float64
    vx::Float64
    vy::Float64
    vz::Float64
    mass::Float64
end

function offset_momentum!(bodies::Vector{Body})
    px = py = pz = 0.0
    for b in bodies
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    end
    sun = bodies[1]
    sun.vx = -px / solar_mass
    sun.vy = -py / solar_mass
    sun.vz = -pz / solar_mass
end

function energy(bodies::Vector{Body})
    e = 0.0
    n = length(bodies)
    for i in 1:n
        bi = bodies[i]
        e += 0.5 * bi.mass * (bi.vx * bi.vx + bi.vy * bi.vy + bi.vz * bi.vz)
        for j in i+1:n
            bj = bodies[j]
            dx = bi.x - bj.x
            dy = bi.y - bj.y
            dz = bi.z - bj.z
            e -= (bi.mass * bj.mass) / sqrt(dx * dx + dy * dy + dz * dz)
        end
    end
    return e
end

function advance!(bodies::Vector{Body}, dt::Float64)
    n = length(bodies)
    for i in 1:n
        bi = bodies[i]
        for j in i+1:n
            bj = bodies[j]
            dx = bi.x - bj.x
            dy = bi.y - bj.y
            dz = bi.z - bj.z
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * sqrt(d2))
            bi.vx -= dx * bj.mass * mag
            bi.vy -= dy * bj.mass * mag
            bi.vz -= dz * bj.mass * mag
            bj.vx += dx * bi.mass * mag
            bj.vy += dy * bi.mass * mag
            bj.vz += dz * bi.mass * mag
        end
    end
    for b in bodies
        b.x += dt * b.vx
        b.y += dt * b.vy
        b.z += dt * b.vz
    end
end

function main(n::Int)
    bodies = [
        # sun
        Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, solar_mass),
        # jupiter
        Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
             1.66007664274403694e-03 * days_per_year, 7.69901118419740425e-03 * days_per_year,
             -6.90460016972063023e-05 * days_per_year, 9.54791938424326609e-04 * solar_mass),
        # saturn
        Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
             -2.76742510726862411e-03 * days_per_year, 4.99852801234917238e-03 * days_per_year,
             2.30417297573763929e-05 * days_per_year, 2.85885980666130812e-04 * solar_mass),
        # uranus
        Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
             2.96460137564761618e-03 * days_per_year, 2.37847173959480950e-03 * days_per_year,
             -2.96589568540237556e-05 * days_per_year, 4.36624404335156298e-05 * solar_mass),
        # neptune
        Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
             2.68067772490389322e-03 * days_per_year, 1.62824170038242295e-03 * days_per_year,
             -9.51592254519715870e-05 * days_per_year, 5.15138902046611451e-05 * solar_mass),
    ]
    offset_momentum!(bodies)
    @printf("%.9f\n", energy(bodies))
    for _ in 1:n
        advance!(bodies, 0.01)
    end
    @printf("%.9f\n", energy(bodies))
end

main(isempty(ARGS) ? 5_000_000 : parse(Int, ARGS[1]))
