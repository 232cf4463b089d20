// Motion: the section roles is defined twice in one file.
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

// pieces-motion-section: roles
private extension PieceMotion {
    var value: Animation { .spring(duration: 0.3, bounce: 0) }
}
