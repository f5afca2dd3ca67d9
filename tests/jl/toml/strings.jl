# Base.TOML strings: basic, literal, multi-line, every escape, line-ending backslashes,
# quotes before the closing delimiter, and quoted keys
const T = Base.TOML
# (QQQ stands for three double quotes and BQ for a backslash and a quote, which a raw
# string literal cannot hold)
d = T.parse(replace(raw"""
basic = "I'm a string. BQYou can quote meBQ. Name\tJos\u00E9\nLocation\tSF."
escapes = "\b|\t|\n|\f|\r|BQ|\\|\u0041|\U0001F600|\u00e9"
literal = 'C:\Users\nodejs\templates'
regex = '<\i\c*\s*>'
quoted = 'Tom "Dubs" Preston-Werner'
empty1 = ""
empty2 = ''
ml1 = QQQ
Roses are red
Violets are blueQQQ
ml2 = QQQThe quick brown \


  fox jumps over \
    the lazy dog.QQQ
ml3 = QQQ\
       The quick brown \
       fox jumps over \
       the lazy dog.\
       QQQ
ml4 = QQQHere are two quotation marks: "". Simple enough.QQQ
ml5 = QQQHere are three quotation marks: ""BQ.QQQ
ml6 = QQQ"This," she said, "is just a pointless statement.QQQ"
ml7 = QQQtrailing backslash with spaces \   
  okQQQ
lml1 = '''I [dw]on't need \d{2} apples'''
lml2 = '''
The first newline is
trimmed in raw strings.
   All other whitespace
   is preserved.
'''
lml3 = ''''That,' she said, 'is still pointless.''''
unicode = "Ωμέγα ✓ 日本"
"key with spaces" = 1
'literal key' = 2
"" = 3
"\u00e9t\u00e9" = 4
"a.b" = 5
""", "QQQ" => "\"\"\"", "BQ" => "\\\""))
for k in sort!(collect(keys(d)))
    println(repr(k), " => ", repr(d[k]))
end
