// Glass: a second foundation whose section name collides with Motion's.
// version: 1.0.0
// about: A test glass foundation.
import SwiftUI

// pieces-glass-section: core
private struct PieceGlass {
    var opacity: Double
}
