module Dep
name() = "Dep"
end
