import RegexBuilder

func parse(_ line: String, total: Int, a: Int, b: Int, c: Int) -> Int {
    let r = /ab+c/
    let fields = line.split(separator: /,\s*/)
    let version = #/(\d+)\.(\d+)/#
    let extended = #/
      (?<key> [a-z]+ )   # the key
      \s* = \s*
      (?<value> .* )     # the value, may contain / slashes
    /#
    let slashes = /a\/b[\/]c/
    var x = a / b / c
    if x /= 2 { }
    x /= 2
    let half = total/2
    let ratio = (a + b) / (c + 1)
    let call = fields.count / 2
    let items = [/x/, /y+/]
    if line.contains(/^#/) { return 0 }
    switch line {
    case /start/: return half
    default: return x + ratio + call + items.count + (version.hashValue / 3) + r.hashValue + slashes.hashValue
    }
}
