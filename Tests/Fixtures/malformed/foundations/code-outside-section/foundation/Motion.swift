// Motion: code before the first section marker.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

private let motionScale = 1.0

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}
