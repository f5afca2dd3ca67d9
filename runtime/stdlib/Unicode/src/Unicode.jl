# Unicode — Julia 1.7's Unicode standard library (it exports nothing): normalize and
# isassigned, written inside Base over utf8proc.
module Unicode

import Base: normalize, isassigned

end
