let plain = #"no \(interpolation) here, "quotes" are fine"#
let interpolated = #"value: \#(plain.count) and \(still literal)"#
let twoHashes = ##"one hash "# does not close, \#(nope) either, \##(plain) does"##
let multiline = #"""
    Raw block with """ inside and \(literal)
    and an interpolation \#(twoHashes.count)
    """#
let regexLike = #"\d+\.\d+"#
let empty = #""#
