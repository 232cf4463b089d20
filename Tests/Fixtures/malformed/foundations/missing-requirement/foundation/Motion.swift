// Motion: a requires line leaves out a section the code uses.
// version: 1.0.0
// about: A test foundation.
import SwiftUI

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}

// pieces-motion-section: velocity
private extension PieceMotion {
    static func relativeVelocity(_ velocity: Double, distance: Double) -> Double { velocity / distance }
}

// pieces-motion-section: momentum
// requires: core
private extension PieceMotion {
    func settle(velocity: Double, distance: Double) -> Animation {
        .interpolatingSpring(duration: 0.42, bounce: 0.38, initialVelocity: PieceMotion.relativeVelocity(velocity, distance: distance))
    }
}
