/// SwiftUI's `easeInOut`: the cubic Bézier (0.42, 0, 0.58, 1), the curve CSS calls `ease-in-out`.
enum EaseInOut {
    /// The eased progress at `fraction` (0…1) of the duration, found by bisection on the curve's x.
    static func value(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        var low = 0.0
        var high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    /// One coordinate of the Bézier from 0 to 1 with control values `c1` and `c2`, at parameter `t`.
    private static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }
}
