// Motion: the version line comes after the import.
// about: A test foundation.
import SwiftUI
// version: 1.0.0

// pieces-motion-section: core
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
private extension PieceMotion {
    var settle: Animation { .spring(duration: 0.42, bounce: 0.38) }
}
