# sinpi/cospi/sincospi and sind/cosd/tand/sincosd: exact reduction, extended-precision π
println(sind(30), " ", cosd(60), " ", tand(45), " ", sind(45.0), " ", cosd(45), " ", sind(-90), " ", cosd(180))
println(sinpi(0.5), " ", cospi(1), " ", sincospi(0.25), " ", sinpi(1/6), " ", cospi(1/3), " ", sinpi(-0.25))
println(sinpi(1), " ", sinpi(-1), " ", cospi(0.5), " ", sinpi(2.5), " ", cospi(1.5), " ", sind(0.1), " ", tand(30))
println(sincospi(1.0), " ", sincospi(0.75), " ", sinpi(0.1), " ", cospi(0.1), " ", sincosd(30))
println(cosd(10), " ", sind(1e10), " ", tand(60.0))
try; sinpi(Inf); catch e; println(e); end
