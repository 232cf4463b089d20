// Motion: a requires line lists a section the code does not use.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: velocity
private extension PieceMotion {
    static func relativeVelocity(_ velocity: Double, distance: Double) -> Double { velocity / distance }
}

// pieces-motion-section: roles
// requires: core, velocity
private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}
