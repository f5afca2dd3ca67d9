module Baz
baz() = :baz
end
