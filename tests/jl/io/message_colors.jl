# Base.error_color(), warn_color() and info_color(): Julia's defaults, or the colour named
# by JULIA_ERROR_COLOR / JULIA_WARN_COLOR / JULIA_INFO_COLOR when it is one of text_colors.
println(Base.error_color(), " ", Base.warn_color(), " ", Base.info_color())
ENV["JULIA_WARN_COLOR"] = "magenta"
ENV["JULIA_INFO_COLOR"] = "no_such_colour"
println(Base.warn_color(), " ", Base.info_color())
printstyled("plain on a pipe\n"; color = Base.error_color())
