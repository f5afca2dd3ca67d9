# Statistics — Julia 1.7's standard library of basic statistics, as a module of its own;
# the functions are still written inside Base (runtime/base/statistics.jl).
module Statistics

import Base: cor, cov, mean, median, median!, middle, quantile, quantile!, std, var, varm

export cor, cov, mean, median, median!, middle, quantile, quantile!, std, var, varm

end
