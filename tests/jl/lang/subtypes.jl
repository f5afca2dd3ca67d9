# InteractiveUtils.subtypes: the types declared directly below T, sorted by name
using InteractiveUtils
abstract type Animal end
struct Dog <: Animal; name::String; end
struct Cat <: Animal; name::String; end
struct Box{T} <: Animal; x::T; end
abstract type Bird <: Animal end
println(subtypes(Animal))
println(subtypes(Integer))
println(subtypes(Signed))
println(subtypes(AbstractFloat))
println(subtypes(Dog))
println(subtypes(Real))
