module Old
const loaded_from = @__FILE__
end
