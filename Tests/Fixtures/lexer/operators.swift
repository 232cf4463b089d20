infix operator <~>: AdditionPrecedence

func <~> (lhs: Int, rhs: Int) -> Int { lhs &+ rhs }

func demo(a: Int?, b: [Int], flag: Bool) -> Int? {
    let x = a?.advanced(by: 1) ?? 0
    let y = a! <~> x
    guard !flag && x != y || x >= y else { return nil }
    var z = x
    z += 1; z -= 1; z *= 2; z %= 7
    z <<= 1; z >>= 1; z &= 0xF; z |= 1; z ^= 3
    let mask = ~z
    let s = b[...]
    let t = b[1...]
    let u = b[..<2]
    let cast = (a as Any?) as? Int
    let forced = try! String(z)
    return cast.map { $0 + mask + s.count + t.count + u.count + forced.count }
}
