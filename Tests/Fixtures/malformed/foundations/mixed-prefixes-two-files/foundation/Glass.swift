// Glass: a second foundation written with the upstream prefix.
// version: 1.0.0
// about: A test glass foundation.
import SwiftUI

// swiftpieces-glass-section: glass
private struct PieceGlass {
    var opacity: Double
}
