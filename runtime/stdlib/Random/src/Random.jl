# Random — Julia 1.7's standard library of random numbers, as a module of its own. The
# generators (Xoshiro256++ and the task-local state, MersenneTwister, RandomDevice) and
# the sampling functions are still written inside Base (runtime/base/random.jl,
# randn.jl, mersenne.jl); this module gives them Random's names and exports.
module Random

import Base: rand, randn, rand!, randn!, randexp, randexp!, bitrand, randstring,
             randsubseq, randsubseq!, shuffle, shuffle!, randperm, randperm!, randcycle,
             randcycle!, seed!, default_rng, AbstractRNG, MersenneTwister, RandomDevice,
             TaskLocalRNG, Xoshiro

export rand!, randn!, randexp, randexp!, bitrand, randstring, randsubseq, randsubseq!,
       shuffle, shuffle!, randperm, randperm!, randcycle, randcycle!, AbstractRNG,
       MersenneTwister, RandomDevice, TaskLocalRNG, Xoshiro

end
