// Motion: its section core is also defined in Glass.swift.
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
