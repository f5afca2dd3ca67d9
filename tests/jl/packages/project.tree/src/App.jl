module App
using Dep
greet() = "App uses " * Dep.name()
end
